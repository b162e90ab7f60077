import { PricingEndpoints } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { applyPromotionToCart } from '../cart/service.js';
import { billingActorOf, type BillingContext } from '../billing/context.js';
import { previewUpgrade } from '../billing/subscriptions.js';
import { additionalUserPriceView, pricingPlanView, pricingView, requirePlanId } from './catalogue.js';
import { listActivePromotions, validatePromotion } from './promotions.js';

/** Pricing (platform.md section 7, "Billing, pricing, cart"): public reads, promotions, previews. */
export function registerPricingRoutes(routes: RouteTable, ctx: BillingContext): void {
  routes.implement(PricingEndpoints.pricing, () => pricingView(ctx.settings.taxRatePercent));
  routes.implement(PricingEndpoints.promotions, () => listActivePromotions(ctx.db, ctx.now()));
  routes.implement(PricingEndpoints.plan, (req) => pricingPlanView(requirePlanId(req.params.id)));
  routes.implement(PricingEndpoints.validatePromotion, (req) => validatePromotion(ctx.db, req.body, ctx.now()));
  routes.implement(PricingEndpoints.applyPromotion, (req) => applyPromotionToCart(ctx, billingActorOf(req), req.body.code));
  routes.implement(PricingEndpoints.additionalUserPrice, (req) => additionalUserPriceView(requirePlanId(req.query.plan ?? 'PRO'), req.query.billingInterval ?? 'MONTHLY'));
  routes.implement(PricingEndpoints.previewUpgrade, (req) => previewUpgrade(ctx, billingActorOf(req).accountId, req.body));
}
