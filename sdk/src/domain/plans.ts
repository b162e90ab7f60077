/**
 * The plan catalogue of spec/DECISIONS.md: the one data file for prices, limits and plan features.
 * Money is in integer cents (USD). -1 means unlimited everywhere.
 */
export const PLAN_IDS = ['FREE', 'PRO', 'ENTERPRISE'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const BILLING_INTERVALS = ['MONTHLY', 'ANNUAL'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export const UNLIMITED = -1;
export const CURRENCY = 'USD';
/** Annual billing is 12 months at 80 percent. */
export const ANNUAL_DISCOUNT_PERCENT = 20;
export const ADDITIONAL_USERS_SLIDER_MAX = 50;
export const ADDITIONAL_USERS_CART_MAX = 100;

export const PLAN_FEATURES = [
  'analytics',
  'integrations',
  'custom_voting',
  'priority_support',
  'ai_assistant',
  'custom_roles',
  'sso',
  'audit_logs',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

export interface PlanLimits {
  /** Users included in the plan (purchased additional users add to it). */
  maxUsers: number;
  maxTeams: number;
  maxProjects: number;
  maxSessionsPerMonth: number;
}

export interface PlanDefinition {
  id: PlanId;
  name: string;
  rank: number;
  monthlyPriceCents: number;
  annualPriceCents: number;
  /** Price of one additional user per month; null when additional users are not sold. */
  additionalUserMonthlyCents: number | null;
  limits: PlanLimits;
  features: readonly PlanFeature[];
}

const annual = (monthlyCents: number) => Math.round((monthlyCents * 12 * (100 - ANNUAL_DISCOUNT_PERCENT)) / 100);

export const PLAN_CATALOGUE: Record<PlanId, PlanDefinition> = {
  FREE: {
    id: 'FREE',
    name: 'Free',
    rank: 0,
    monthlyPriceCents: 0,
    annualPriceCents: 0,
    additionalUserMonthlyCents: null,
    limits: { maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 },
    features: [],
  },
  PRO: {
    id: 'PRO',
    name: 'Pro',
    rank: 1,
    monthlyPriceCents: 2900,
    annualPriceCents: annual(2900),
    additionalUserMonthlyCents: 500,
    limits: { maxUsers: 5, maxTeams: UNLIMITED, maxProjects: UNLIMITED, maxSessionsPerMonth: UNLIMITED },
    features: ['analytics', 'integrations', 'custom_voting', 'priority_support', 'ai_assistant'],
  },
  ENTERPRISE: {
    id: 'ENTERPRISE',
    name: 'Enterprise',
    rank: 2,
    monthlyPriceCents: 9900,
    annualPriceCents: annual(9900),
    additionalUserMonthlyCents: null,
    limits: { maxUsers: UNLIMITED, maxTeams: UNLIMITED, maxProjects: UNLIMITED, maxSessionsPerMonth: UNLIMITED },
    features: PLAN_FEATURES,
  },
};

/** 'PAID' is the old name of PRO. */
export function normalizePlan(plan: unknown): PlanId {
  const upper = typeof plan === 'string' ? plan.toUpperCase() : '';
  if (upper === 'PAID') return 'PRO';
  return (PLAN_IDS as readonly string[]).includes(upper) ? (upper as PlanId) : 'FREE';
}

export function planHasFeature(plan: PlanId, feature: PlanFeature): boolean {
  return PLAN_CATALOGUE[plan].features.includes(feature);
}

/** maxUsers = included users plus purchased additional users; unlimited stays unlimited. */
export function maxUsersFor(plan: PlanId, additionalUsers: number): number {
  const included = PLAN_CATALOGUE[plan].limits.maxUsers;
  return included === UNLIMITED ? UNLIMITED : included + Math.max(0, additionalUsers);
}

export function isWithinLimit(used: number, limit: number): boolean {
  return limit === UNLIMITED || used < limit;
}
