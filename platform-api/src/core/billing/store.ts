import type { Knex } from 'knex';
import {
  NotFoundError,
  BillingErrors,
  additionalUserPriceCents,
  maxUsersFor,
  normalizePlan,
  planPriceCents,
  type BillingInterval,
  type PlanChoice,
  type PlanId,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@suite/sdk';

export interface AccountBillingRow {
  id: string;
  name: string;
  plan: string;
  additional_users: number;
  owner_id: string | null;
  /** Credit carried from earlier plan changes, used by the next charges. */
  credit_balance_cents: number;
}

export interface SubscriptionRow {
  id: string;
  account_id: string;
  plan: string;
  billing_interval: BillingInterval;
  status: SubscriptionStatus;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  canceled_at: Date | null;
  trial_end: Date | null;
  additional_users: number;
  period_amount_cents: number;
  default_payment_method_id: string | null;
  past_due_since: Date | null;
  last_renewal_attempt_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** An account's plan and its live subscription (none for FREE accounts that never bought). */
export interface BillingState {
  account: AccountBillingRow;
  plan: PlanId;
  subscription: SubscriptionRow | null;
}

/**
 * The account and its live subscription. With lock, both rows are locked for the transaction, so
 * two checkouts or a checkout and a renewal of one account run one after the other.
 */
export async function billingState(db: Knex, accountId: string, options: { lock?: boolean } = {}): Promise<BillingState> {
  const accountQuery = db('core.accounts').where('id', accountId).first('id', 'name', 'plan', 'additional_users', 'owner_id', 'credit_balance_cents');
  if (options.lock) accountQuery.forUpdate();
  const account = (await accountQuery) as AccountBillingRow | undefined;
  if (!account) throw new NotFoundError(BillingErrors.USER_OR_ACCOUNT_NOT_FOUND);
  const subscription = await liveSubscription(db, accountId);
  return { account: { ...account, additional_users: Number(account.additional_users ?? 0), credit_balance_cents: Number(account.credit_balance_cents ?? 0) }, plan: normalizePlan(account.plan), subscription };
}

export async function liveSubscription(db: Knex, accountId: string): Promise<SubscriptionRow | null> {
  const row = (await db('core.subscriptions').where('account_id', accountId).whereNot('status', 'CANCELED').first()) as SubscriptionRow | undefined;
  return row ? normalizeSubscription(row) : null;
}

export function normalizeSubscription(row: SubscriptionRow): SubscriptionRow {
  return { ...row, additional_users: Number(row.additional_users), period_amount_cents: Number(row.period_amount_cents) };
}

/**
 * The account's plan and interval for the plan-action rule. FREE without a subscription has no
 * current plan (anything is a purchase, except FREE itself, refused by the caller); a paid plan
 * set without a subscription (by an operator) counts as monthly.
 */
export function currentChoice(state: BillingState): PlanChoice | null {
  if (state.subscription) return { plan: normalizePlan(state.subscription.plan), interval: state.subscription.billing_interval };
  if (state.plan === 'FREE') return null;
  return { plan: state.plan, interval: 'MONTHLY' };
}

/** What a period of this plan with these additional users costs, before discounts and tax. */
export function periodPriceCents(plan: PlanId, interval: BillingInterval, additionalUsers: number): number {
  const users = additionalUsers > 0 ? (additionalUserPriceCents(plan, interval) ?? 0) * additionalUsers : 0;
  return planPriceCents(plan, interval) + users;
}

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);

export function subscriptionView(state: BillingState): SubscriptionView {
  const sub = state.subscription;
  if (!sub) {
    return {
      id: null,
      accountId: state.account.id,
      plan: state.plan,
      planId: state.plan,
      status: 'ACTIVE',
      billingInterval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      additionalUsers: state.account.additional_users,
      maxUsers: maxUsersFor(state.plan, state.account.additional_users),
      renewalAmountCents: 0,
      creditBalanceCents: state.account.credit_balance_cents,
      defaultPaymentMethodId: null,
      metadata: { additionalUsers: state.account.additional_users },
      createdAt: null,
      updatedAt: null,
    };
  }
  const plan = normalizePlan(sub.plan);
  return {
    id: sub.id,
    accountId: sub.account_id,
    plan,
    planId: plan,
    status: sub.status,
    billingInterval: sub.billing_interval,
    currentPeriodStart: iso(sub.current_period_start),
    currentPeriodEnd: iso(sub.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    trialEnd: iso(sub.trial_end),
    additionalUsers: sub.additional_users,
    maxUsers: maxUsersFor(plan, sub.additional_users),
    renewalAmountCents: sub.cancel_at_period_end ? 0 : periodPriceCents(plan, sub.billing_interval, sub.additional_users),
    creditBalanceCents: state.account.credit_balance_cents,
    defaultPaymentMethodId: sub.default_payment_method_id,
    metadata: { additionalUsers: sub.additional_users },
    createdAt: iso(sub.created_at),
    updatedAt: iso(sub.updated_at),
  };
}

/** Active members plus live pending invitations: what the users limit counts. */
export async function seatsUsed(db: Knex, accountId: string, now: Date): Promise<{ members: number; pendingInvitations: number }> {
  const members = (await db('core.memberships').where({ account_id: accountId, status: 'ACTIVE' }).count<{ count: number }[]>('* as count'))[0]?.count;
  const pending = (await db('core.invitations').where({ account_id: accountId, status: 'pending' }).where('expires_at', '>', now).count<{ count: number }[]>('* as count'))[0]?.count;
  return { members: Number(members ?? 0), pendingInvitations: Number(pending ?? 0) };
}

/** Billing admins to mail: the owner and admins of the account. */
export async function billingAdmins(db: Knex, accountId: string): Promise<{ email: string; firstName: string; language: string }[]> {
  const rows = (await db('core.memberships as m')
    .join('core.users as u', 'u.id', 'm.user_id')
    .where({ 'm.account_id': accountId, 'm.status': 'ACTIVE' })
    .whereIn('m.role', ['OWNER', 'ADMIN'])
    .orderBy('m.role', 'desc')
    .select('u.email', 'u.first_name', 'u.language')) as { email: string; first_name: string; language: string }[];
  return rows.map((r) => ({ email: r.email, firstName: r.first_name, language: r.language }));
}
