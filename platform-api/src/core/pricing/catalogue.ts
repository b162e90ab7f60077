import {
  ADDITIONAL_USERS_CART_MAX,
  ADDITIONAL_USERS_SLIDER_MAX,
  ANNUAL_DISCOUNT_PERCENT,
  BillingErrors,
  NotFoundError,
  PLAN_CATALOGUE,
  PLAN_IDS,
  additionalUserPriceCents,
  type AdditionalUserPriceView,
  type BillingInterval,
  type PlanId,
  type PricingPlanView,
  type PricingView,
} from '@suite/sdk';

/** 'PAID' (the old name) is PRO; names are case-insensitive; anything else is not a plan. */
export function parsePlanId(value: string): PlanId | null {
  const upper = value.trim().toUpperCase();
  if (upper === 'PAID') return 'PRO';
  return (PLAN_IDS as readonly string[]).includes(upper) ? (upper as PlanId) : null;
}

export function requirePlanId(value: string): PlanId {
  const plan = parsePlanId(value);
  if (!plan) throw new NotFoundError(BillingErrors.PLAN_NOT_FOUND);
  return plan;
}

export function pricingPlanView(id: PlanId): PricingPlanView {
  const plan = PLAN_CATALOGUE[id];
  return {
    id,
    name: plan.name,
    rank: plan.rank,
    monthlyPriceCents: plan.monthlyPriceCents,
    annualPriceCents: plan.annualPriceCents,
    includedUsers: plan.limits.maxUsers,
    additionalUserMonthlyCents: additionalUserPriceCents(id, 'MONTHLY'),
    additionalUserAnnualCents: additionalUserPriceCents(id, 'ANNUAL'),
    limits: { ...plan.limits },
    features: [...plan.features],
    contactSales: id === 'ENTERPRISE',
  };
}

/** GET /pricing: the catalogue of DECISIONS.md, straight from the one data file (no delay). */
export function pricingView(taxRatePercent: number): PricingView {
  return {
    currency: 'USD',
    defaultInterval: 'ANNUAL',
    annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
    additionalUsersSliderMax: ADDITIONAL_USERS_SLIDER_MAX,
    additionalUsersCartMax: ADDITIONAL_USERS_CART_MAX,
    taxRatePercent,
    plans: PLAN_IDS.map(pricingPlanView),
  };
}

/** Additional users are sold on PRO only: FREE upgrades first, ENTERPRISE includes unlimited users. */
export function additionalUsersRefusal(plan: PlanId): string | null {
  if (plan === 'FREE') return BillingErrors.ADDITIONAL_USERS_NOT_SOLD_FREE;
  if (plan === 'ENTERPRISE') return BillingErrors.ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE;
  return null;
}

export function additionalUserPriceView(plan: PlanId, billingInterval: BillingInterval): AdditionalUserPriceView {
  const reason = additionalUsersRefusal(plan);
  return { plan, billingInterval, sold: reason === null, unitPriceCents: reason ? null : additionalUserPriceCents(plan, billingInterval), reason };
}
