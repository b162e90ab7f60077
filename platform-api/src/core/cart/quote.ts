import {
  ADDITIONAL_USERS_CART_MAX,
  BillingErrors,
  PLAN_CATALOGUE,
  additionalUserPriceCents,
  isPurchaseRefused,
  planPriceCents,
  prorationCreditCents,
  promotionDiscountCents,
  totalsFor,
  type BillingInterval,
  type CartDiscountView,
  type CartItemType,
  type CartItemView,
  type PlanId,
} from '@suite/sdk';
import { currentChoice, type BillingState } from '../billing/store.js';
import { additionalUsersRefusal } from '../pricing/catalogue.js';
import { promotionProblem, termsOf, type PromotionRow } from '../pricing/promotions.js';

/** One cart line as stored (or sent by the browser for a one-shot checkout). */
export interface QuoteItemInput {
  id: string | null;
  type: CartItemType;
  plan: PlanId;
  billingInterval: BillingInterval;
  quantity: number;
}

/** What a checkout of the quote does to the account. */
export type PlannedChange =
  /** A plan (or interval) starts a new period now, with this many additional users. */
  | { kind: 'new-period'; plan: PlanId; interval: BillingInterval; additionalUsers: number }
  /** More users on the current PRO period, charged for the days left. */
  | { kind: 'add-users'; addedUsers: number }
  /** Back to FREE: the subscription ends at the end of its period (nothing is charged). */
  | { kind: 'schedule-free' };

export interface Quote {
  items: CartItemView[];
  subtotalCents: number;
  discount: CartDiscountView | null;
  discountProblem: string | null;
  promotion: PromotionRow | null;
  prorationCreditCents: number;
  /** The account's credit balance this charge uses. */
  accountCreditCents: number;
  /** The account's balance after this charge: unused days beyond it are kept, not dropped. */
  creditBalanceAfterCents: number;
  remainingDays: number;
  periodDays: number;
  taxRatePercent: number;
  taxCents: number;
  totalCents: number;
  change: PlannedChange | null;
  /** What the new (or current) period is paid with this checkout, before tax: the base of later credits. */
  periodAmountCents: number;
}

/** Why a SUBSCRIPTION item for this plan and interval is refused (the plan-action rule), or null. */
export function subscriptionItemRefusal(state: BillingState, plan: PlanId, interval: BillingInterval): string | null {
  const current = currentChoice(state);
  if (!current && plan === 'FREE') return BillingErrors.CURRENT_PLAN;
  if (current && current.plan === 'FREE' && plan === 'FREE') return BillingErrors.CURRENT_PLAN;
  if (!isPurchaseRefused(current, { plan, interval })) return null;
  return current?.plan === 'ENTERPRISE' && plan !== 'ENTERPRISE' ? BillingErrors.ENTERPRISE_CANNOT_DOWNGRADE : BillingErrors.CURRENT_PLAN;
}

/**
 * The plan additional users would be bought on, and its interval: the SUBSCRIPTION item's when
 * the cart has one, else the account's live subscription. Refused unless that plan is PRO.
 */
export function additionalUsersTarget(state: BillingState, subscriptionItem: { plan: PlanId; billingInterval: BillingInterval } | null): { problem: string | null; interval: BillingInterval } {
  if (subscriptionItem) return { problem: additionalUsersRefusal(subscriptionItem.plan), interval: subscriptionItem.billingInterval };
  const refusal = additionalUsersRefusal(state.plan);
  if (refusal) return { problem: refusal, interval: 'MONTHLY' };
  if (!state.subscription) return { problem: BillingErrors.ADDITIONAL_USERS_NEED_SUBSCRIPTION, interval: 'MONTHLY' };
  if (state.subscription.cancel_at_period_end) return { problem: BillingErrors.SUBSCRIPTION_ENDING, interval: state.subscription.billing_interval };
  return { problem: null, interval: state.subscription.billing_interval };
}

export function additionalUsersQuantityProblem(quantity: number): string | null {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= ADDITIONAL_USERS_CART_MAX ? null : BillingErrors.additionalUsersQuantity(ADDITIONAL_USERS_CART_MAX);
}

const intervalWord = (interval: BillingInterval) => (interval === 'ANNUAL' ? 'annual' : 'monthly');

/**
 * Prices a cart against the account's billing state (all in cents):
 * subtotal = sum of the lines; discount = the promotion on the subtotal (capped, never above it);
 * credit = the unused part of the current period when a new period starts (never above what
 * remains; the rest goes to the account's credit balance), then the balance itself;
 * tax = rate x (subtotal - discount - credits), rounded; total = what remains plus tax.
 * Additional users added to a running PRO period cost their period price times days left / days
 * in the period.
 */
export function quoteItems(state: BillingState, items: readonly QuoteItemInput[], promotion: PromotionRow | null, discountCode: string | null, now: Date, taxRatePercent: number): Quote {
  const subscriptionItem = items.find((item) => item.type === 'SUBSCRIPTION') ?? null;
  const usersItem = items.find((item) => item.type === 'ADDITIONAL_USERS') ?? null;
  const views: CartItemView[] = [];
  let change: PlannedChange | null = null;
  let credit = { creditCents: 0, remainingDays: 0, periodDays: 0 };

  if (subscriptionItem) {
    const { plan, billingInterval } = subscriptionItem;
    const unit = planPriceCents(plan, billingInterval);
    views.push({
      id: subscriptionItem.id ?? 'subscription',
      type: 'SUBSCRIPTION',
      plan,
      billingInterval,
      additionalUsers: 0,
      quantity: 1,
      editable: false,
      unitPriceCents: unit,
      totalCents: unit,
      description: `${PLAN_CATALOGUE[plan].name} plan, ${intervalWord(billingInterval)}`,
    });
    const users = usersItem && plan === 'PRO' ? usersItem.quantity : 0;
    if (usersItem && plan === 'PRO') {
      const userUnit = additionalUserPriceCents(plan, billingInterval) ?? 0;
      views.push({
        id: usersItem.id ?? 'additional-users',
        type: 'ADDITIONAL_USERS',
        plan,
        billingInterval,
        additionalUsers: users,
        quantity: users,
        editable: true,
        unitPriceCents: userUnit,
        totalCents: userUnit * users,
        description: `${users} additional user${users === 1 ? '' : 's'}, ${intervalWord(billingInterval)}`,
      });
    }
    if (plan === 'FREE') change = { kind: 'schedule-free' };
    else {
      change = { kind: 'new-period', plan, interval: billingInterval, additionalUsers: users };
      const sub = state.subscription;
      if (sub) credit = prorationCreditCents(sub.period_amount_cents, new Date(sub.current_period_start), new Date(sub.current_period_end), now);
    }
  } else if (usersItem) {
    const target = additionalUsersTarget(state, null);
    const sub = state.subscription;
    if (!target.problem && sub) {
      const userUnit = additionalUserPriceCents('PRO', sub.billing_interval) ?? 0;
      const days = prorationCreditCents(userUnit * usersItem.quantity, new Date(sub.current_period_start), new Date(sub.current_period_end), now);
      views.push({
        id: usersItem.id ?? 'additional-users',
        type: 'ADDITIONAL_USERS',
        plan: 'PRO',
        billingInterval: sub.billing_interval,
        additionalUsers: usersItem.quantity,
        quantity: usersItem.quantity,
        editable: true,
        unitPriceCents: userUnit,
        totalCents: days.creditCents,
        description: `${usersItem.quantity} additional user${usersItem.quantity === 1 ? '' : 's'}, ${intervalWord(sub.billing_interval)}, for the ${days.remainingDays} of ${days.periodDays} days left in the period`,
      });
      change = { kind: 'add-users', addedUsers: usersItem.quantity };
    }
  }

  const subtotal = views.reduce((sum, line) => sum + line.totalCents, 0);
  let discountCents = 0;
  let discount: CartDiscountView | null = null;
  let discountProblem: string | null = null;
  if (discountCode) {
    const targetPlan = subscriptionItem?.plan ?? state.plan;
    discountProblem = promotionProblem(promotion, targetPlan, now);
    if (!discountProblem && promotion?.type === 'FREE_TRIAL' && change?.kind !== 'new-period') discountProblem = BillingErrors.PROMOTION_NOT_FOR_PLAN;
    if (!discountProblem && promotion) {
      const terms = termsOf(promotion);
      discountCents = promotionDiscountCents(terms, subtotal);
      discount = { code: promotion.code, type: promotion.type, value: terms.value, amountCents: discountCents };
    }
  }
  // Unused days first, then the account's balance; what the charge does not use stays on the account.
  const due = subtotal - discountCents;
  const creditCents = Math.min(credit.creditCents, due);
  const balance = change && change.kind !== 'schedule-free' ? state.account.credit_balance_cents : 0;
  const accountCreditCents = Math.min(balance, due - creditCents);
  const creditBalanceAfterCents = state.account.credit_balance_cents - accountCreditCents + (credit.creditCents - creditCents);
  const totals = totalsFor(subtotal, discountCents + creditCents + accountCreditCents, taxRatePercent);
  return {
    items: views,
    subtotalCents: subtotal,
    discount,
    discountProblem,
    promotion: discount ? promotion : null,
    prorationCreditCents: creditCents,
    accountCreditCents,
    creditBalanceAfterCents,
    remainingDays: credit.remainingDays,
    periodDays: credit.periodDays,
    taxRatePercent,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    change,
    periodAmountCents: subtotal - discountCents,
  };
}
