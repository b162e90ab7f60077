import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  AdditionalUserPriceQuery,
  AdditionalUserPriceViewSchema,
  ApplyPromotionBody,
  CartViewSchema,
  PlanIdParams,
  PreviewUpgradeBody,
  PricingPlanViewSchema,
  PricingViewSchema,
  PromotionValidationViewSchema,
  PromotionViewSchema,
  UpgradePreviewViewSchema,
  ValidatePromotionBody,
} from '../schemas/billing.js';

const PURCHASE = ['purchase', 'Billing'] as const;

/** Pricing (platform.md section 7, "Billing, pricing, cart"): public reads, promotions, previews. */
export const PricingEndpoints = {
  pricing: defineEndpoint({ method: 'GET', path: '/pricing', public: true, schema: { response: PricingViewSchema }, summary: 'Plans and prices' }),
  promotions: defineEndpoint({ method: 'GET', path: '/pricing/promotions', public: true, schema: { response: Type.Array(PromotionViewSchema) }, summary: 'Active public promotions' }),
  plan: defineEndpoint({ method: 'GET', path: '/pricing/plans/:id', public: true, schema: { params: PlanIdParams, response: PricingPlanViewSchema }, summary: 'One plan', errors: [{ status: 404 }] }),
  validatePromotion: defineEndpoint({
    method: 'POST',
    path: '/pricing/validate-promotion',
    public: true,
    schema: { body: ValidatePromotionBody, response: PromotionValidationViewSchema },
    summary: 'Check a promotion code (always 200; valid false says why)',
  }),
  applyPromotion: defineEndpoint({
    method: 'POST',
    path: '/pricing/apply-promotion',
    access: 'tenant',
    can: PURCHASE,
    schema: { body: ApplyPromotionBody, response: CartViewSchema },
    summary: "Apply a code to the caller's cart (an empty code removes it)",
  }),
  additionalUserPrice: defineEndpoint({
    method: 'GET',
    path: '/billing/additional-user-price',
    public: true,
    schema: { query: AdditionalUserPriceQuery, response: AdditionalUserPriceViewSchema },
    summary: 'The price of one additional user',
  }),
  previewUpgrade: defineEndpoint({
    method: 'POST',
    path: '/billing/preview-upgrade',
    access: 'tenant',
    can: PURCHASE,
    schema: { body: PreviewUpgradeBody, response: UpgradePreviewViewSchema },
    summary: 'What a plan change costs now',
  }),
} as const;
