import {
  PLAN_CATALOGUE,
  UNLIMITED,
  additionalUserPriceCents,
  planButtonFor,
  planPriceCents,
  type BillingInterval,
  type PlanAction,
  type PlanButton,
  type PlanChoice,
  type PlanId,
  type PricingPlanView,
  type SubscriptionView,
} from '@suite/sdk';

/**
 * The pricing page's arithmetic and button choice, apart from React: what a card shows for an
 * interval, what a selection costs, and which button (platform.md section 4) it offers.
 */

/** Who is looking at the page. */
export interface Viewer {
  signedIn: boolean;
  /** The active account's plan (from the session); null when signed out or without an account. */
  accountPlan: PlanId | null;
  /** The subscription, when the viewer may read it. */
  subscription: Pick<SubscriptionView, 'plan' | 'billingInterval' | 'status'> | null;
  canPurchase: boolean;
}

/**
 * The current plan for the plan-action rule. Free has no interval: it counts as the interval on
 * display, so its card reads 'Current Plan' either way and every paid plan is an upgrade. A viewer
 * who cannot read the subscription knows only the plan, and sees it as current in both intervals.
 */
export function currentChoiceFor(viewer: Viewer, displayedInterval: BillingInterval): PlanChoice | null {
  if (!viewer.signedIn || !viewer.accountPlan) return null;
  const sub = viewer.subscription;
  if (sub && sub.status !== 'CANCELED' && sub.plan !== 'FREE') return { plan: sub.plan, interval: sub.billingInterval ?? 'MONTHLY' };
  if (sub && (sub.status === 'CANCELED' || sub.plan === 'FREE')) return { plan: 'FREE', interval: displayedInterval };
  return { plan: viewer.accountPlan, interval: displayedInterval };
}

export interface CardButton {
  button: PlanButton;
  disabled: boolean;
  action: PlanAction;
}

/** The card's button: the sdk's rule over the viewer's current plan. */
export function cardButtonFor(viewer: Viewer, plan: PlanId, interval: BillingInterval): CardButton {
  return planButtonFor(currentChoiceFor(viewer, interval), { plan, interval }, viewer.canPurchase);
}

export interface CardPrice {
  /** What one month costs on this interval (annual: the year divided by 12). */
  perMonthCents: number;
  /** What is charged each period (a month or a year). */
  billedCents: number;
  /** The saving of annual billing against 12 monthly payments, in percent (0 when monthly or free). */
  savingPercent: number;
  /** A year at the monthly price, to show struck through beside the annual price. */
  yearAtMonthlyCents: number;
}

export function cardPrice(plan: Pick<PricingPlanView, 'monthlyPriceCents' | 'annualPriceCents'>, interval: BillingInterval): CardPrice {
  const yearAtMonthlyCents = plan.monthlyPriceCents * 12;
  if (interval === 'MONTHLY') return { perMonthCents: plan.monthlyPriceCents, billedCents: plan.monthlyPriceCents, savingPercent: 0, yearAtMonthlyCents };
  const savingPercent = yearAtMonthlyCents > 0 ? Math.round(((yearAtMonthlyCents - plan.annualPriceCents) / yearAtMonthlyCents) * 100) : 0;
  return { perMonthCents: Math.round(plan.annualPriceCents / 12), billedCents: plan.annualPriceCents, savingPercent, yearAtMonthlyCents };
}

export interface SelectionPrice {
  planCents: number;
  /** null when the plan does not sell additional users. */
  unitUserCents: number | null;
  additionalUsers: number;
  usersCents: number;
  totalCents: number;
  /** Included plus additional users; -1 = unlimited. */
  users: number;
}

/** What a plan, interval and number of additional users cost per period (before discount and tax). */
export function selectionPrice(plan: PlanId, interval: BillingInterval, additionalUsers: number): SelectionPrice {
  const unit = additionalUserPriceCents(plan, interval);
  const extra = unit === null ? 0 : Math.max(0, Math.floor(additionalUsers));
  const planCents = planPriceCents(plan, interval);
  const usersCents = unit === null ? 0 : unit * extra;
  const included = PLAN_CATALOGUE[plan].limits.maxUsers;
  return { planCents, unitUserCents: unit, additionalUsers: extra, usersCents, totalCents: planCents + usersCents, users: included === UNLIMITED ? UNLIMITED : included + extra };
}

/** Where a card's button leads. */
export type CardIntent = 'cart' | 'register' | 'contact-admin' | 'none';

export function cardIntent(viewer: Viewer, button: CardButton): CardIntent {
  if (button.disabled) return 'none';
  if (button.button === 'contactAdmin') return 'contact-admin';
  if (!viewer.signedIn && button.button === 'getStarted') return 'register';
  return 'cart';
}
