import { Type, type Static } from '@sinclair/typebox';
import { BillingIntervalSchema, Code, DateText, Interval, Nullable, PlanActionSchema, PlanFeatureSchema, PlanIdSchema, PlanLimitsSchema, PlanName, PromotionTypeSchema } from './common.js';

// Billing API schemas, pricing (public) (all re-exported by ../billing.ts).
/** One plan card of GET /pricing and GET /pricing/plans/{id}. */
export const PricingPlanViewSchema = Type.Object({
  id: PlanIdSchema,
  name: Type.String(),
  rank: Type.Number(),
  monthlyPriceCents: Type.Number(),
  /** 12 months at 80 percent. */
  annualPriceCents: Type.Number(),
  /** Users included in the plan; -1 = unlimited. */
  includedUsers: Type.Number(),
  /** Price of one additional user; null when additional users are not sold (FREE, ENTERPRISE). */
  additionalUserMonthlyCents: Nullable(Type.Number()),
  additionalUserAnnualCents: Nullable(Type.Number()),
  limits: PlanLimitsSchema,
  features: Type.Array(PlanFeatureSchema),
  /** ENTERPRISE can be bought at list price or through contact sales. */
  contactSales: Type.Boolean(),
});
export type PricingPlanView = Static<typeof PricingPlanViewSchema>;

/** GET /pricing. */
export const PricingViewSchema = Type.Object({
  currency: Type.Literal('USD'),
  defaultInterval: BillingIntervalSchema,
  annualDiscountPercent: Type.Number(),
  /** Slider of the pricing page (0..50). */
  additionalUsersSliderMax: Type.Number(),
  /** Cap of an ADDITIONAL_USERS cart item (100). */
  additionalUsersCartMax: Type.Number(),
  taxRatePercent: Type.Number(),
  plans: Type.Array(PricingPlanViewSchema),
});
export type PricingView = Static<typeof PricingViewSchema>;

export const PlanIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });

/** A promotion (GET /pricing/promotions lists the active public ones). */
export const PromotionViewSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  description: Type.String(),
  type: PromotionTypeSchema,
  /** PERCENTAGE: percent off (20 = 20%); FIXED_AMOUNT: cents off; FREE_TRIAL: ignored (first period free). */
  value: Type.Number(),
  /** Cap of the discount in cents; null = no cap. */
  maxDiscountAmountCents: Nullable(Type.Number()),
  validFrom: Nullable(DateText),
  validUntil: Nullable(DateText),
  /** Plans it applies to; empty = every paid plan. */
  planIds: Type.Array(PlanIdSchema),
  maxRedemptions: Nullable(Type.Number()),
  redemptions: Type.Number(),
});
export type PromotionView = Static<typeof PromotionViewSchema>;

/** POST /pricing/validate-promotion. amount is the subtotal in cents the discount would apply to (optional: the plan's monthly price when absent). */
export const ValidatePromotionBody = Type.Object(
  {
    code: Code,
    planId: Type.Optional(PlanName),
    billingInterval: Type.Optional(Interval),
    amount: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type ValidatePromotionBody = Static<typeof ValidatePromotionBody>;

/** The answer of POST /pricing/validate-promotion (always 200; valid false carries the reason in error). */
export const PromotionValidationViewSchema = Type.Object({
  valid: Type.Boolean(),
  /** Same as valid (the old client read isValid). */
  isValid: Type.Boolean(),
  code: Type.String(),
  type: Nullable(PromotionTypeSchema),
  /** Percent for PERCENTAGE, null otherwise. */
  discountPercent: Nullable(Type.Number()),
  discountCents: Type.Number(),
  /** The amount the discount was computed on, and what remains to pay. */
  amountCents: Type.Number(),
  totalCents: Type.Number(),
  error: Nullable(Type.String()),
});
export type PromotionValidationView = Static<typeof PromotionValidationViewSchema>;

/** POST /pricing/apply-promotion: applies to the caller's cart and answers the cart. An empty code removes the discount. */
export const ApplyPromotionBody = Type.Object({ code: Code }, { additionalProperties: false });
export type ApplyPromotionBody = Static<typeof ApplyPromotionBody>;

/** GET /billing/additional-user-price?plan&billingInterval. */
export const AdditionalUserPriceQuery = Type.Object({ plan: Type.Optional(PlanName), billingInterval: Type.Optional(Interval) }, { additionalProperties: false });
export const AdditionalUserPriceViewSchema = Type.Object({
  plan: PlanIdSchema,
  billingInterval: BillingIntervalSchema,
  /** false on FREE and ENTERPRISE; unitPriceCents is then null and reason says why. */
  sold: Type.Boolean(),
  unitPriceCents: Nullable(Type.Number()),
  reason: Nullable(Type.String()),
});
export type AdditionalUserPriceView = Static<typeof AdditionalUserPriceViewSchema>;

/** POST /billing/preview-upgrade. */
export const PreviewUpgradeBody = Type.Object(
  {
    plan: PlanName,
    billingInterval: Interval,
    additionalUsers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type PreviewUpgradeBody = Static<typeof PreviewUpgradeBody>;

/**
 * What a plan change costs now. A change of plan or interval starts a new period today; the
 * unused part of the current period is credited by whole days:
 * creditCents = round(currentPeriodAmountCents x remainingDays / periodDays).
 */
export const UpgradePreviewViewSchema = Type.Object({
  action: PlanActionSchema,
  /** Set when the plan-action rule refuses this purchase. */
  refusedReason: Nullable(Type.String()),
  current: Type.Object({
    plan: PlanIdSchema,
    billingInterval: Nullable(BillingIntervalSchema),
    additionalUsers: Type.Number(),
    periodStart: Nullable(DateText),
    periodEnd: Nullable(DateText),
    periodAmountCents: Type.Number(),
  }),
  plan: PlanIdSchema,
  billingInterval: BillingIntervalSchema,
  additionalUsers: Type.Number(),
  planPriceCents: Type.Number(),
  additionalUsersPriceCents: Type.Number(),
  subtotalCents: Type.Number(),
  remainingDays: Type.Number(),
  periodDays: Type.Number(),
  prorationCreditCents: Type.Number(),
  /** The account's credit balance used by this charge. */
  accountCreditCents: Type.Number(),
  /** Credit left on the account afterwards (unused days beyond the charge, and balance not used). */
  creditBalanceAfterCents: Type.Number(),
  taxCents: Type.Number(),
  /** max(0, subtotal - credits) + tax. */
  amountDueCents: Type.Number(),
  newPeriodStart: DateText,
  newPeriodEnd: DateText,
  maxUsers: Type.Number(),
});
export type UpgradePreviewView = Static<typeof UpgradePreviewViewSchema>;
