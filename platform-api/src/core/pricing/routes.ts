import { AdditionalUserPriceQuery, ApplyPromotionBody, PlanIdParams, PreviewUpgradeBody, ValidatePromotionBody } from '@suite/sdk/schemas';
import type { RouteTable } from '../../plugins/routes.js';
import { applyPromotionToCart } from '../cart/service.js';
import { billingActorOf, CAN_PURCHASE, type BillingContext } from '../billing/context.js';
import { previewUpgrade } from '../billing/subscriptions.js';
import { additionalUserPriceView, pricingPlanView, pricingView, requirePlanId } from './catalogue.js';
import { listActivePromotions, validatePromotion } from './promotions.js';

/** Pricing (platform.md section 7, "Billing, pricing, cart"): public reads, promotions, previews. */
export function registerPricingRoutes(routes: RouteTable, ctx: BillingContext): void {
  routes.add({ method: 'GET', path: '/pricing', access: 'public', handler: () => pricingView(ctx.settings.taxRatePercent) });
  routes.add({ method: 'GET', path: '/pricing/promotions', access: 'public', handler: () => listActivePromotions(ctx.db, ctx.now()) });
  routes.add({ method: 'GET', path: '/pricing/plans/:id', access: 'public', schema: { params: PlanIdParams }, handler: (req) => pricingPlanView(requirePlanId(req.params.id)) });
  routes.add({ method: 'POST', path: '/pricing/validate-promotion', access: 'public', schema: { body: ValidatePromotionBody }, handler: (req) => validatePromotion(ctx.db, req.body, ctx.now()) });
  routes.add({
    method: 'POST',
    path: '/pricing/apply-promotion',
    access: 'tenant',
    can: CAN_PURCHASE,
    schema: { body: ApplyPromotionBody },
    handler: (req) => applyPromotionToCart(ctx, billingActorOf(req), req.body.code),
  });
  routes.add({
    method: 'GET',
    path: '/billing/additional-user-price',
    access: 'public',
    schema: { query: AdditionalUserPriceQuery },
    handler: (req) => additionalUserPriceView(requirePlanId(req.query.plan ?? 'PRO'), req.query.billingInterval ?? 'MONTHLY'),
  });
  routes.add({
    method: 'POST',
    path: '/billing/preview-upgrade',
    access: 'tenant',
    can: CAN_PURCHASE,
    schema: { body: PreviewUpgradeBody },
    handler: (req) => previewUpgrade(ctx, billingActorOf(req).accountId, req.body),
  });
}
