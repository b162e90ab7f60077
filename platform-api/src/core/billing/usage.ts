import type { Knex } from 'knex';
import {
  AppError,
  BillingErrors,
  NotFoundError,
  PLAN_CATALOGUE,
  UNLIMITED,
  additionalUserPriceCents,
  isAppError,
  type BillableUserView,
  type BillingUsageView,
  type UsageMeter,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { BillingActor, BillingContext } from './context.js';
import { billingState, seatsUsed } from './store.js';

function meter(used: number | null, limit: number): UsageMeter {
  if (used === null) return { used, limit, remaining: null, percent: null };
  if (limit === UNLIMITED) return { used, limit, remaining: null, percent: null };
  return { used, limit, remaining: Math.max(0, limit - used), percent: limit === 0 ? 100 : Math.round((used / limit) * 100) };
}

async function deactivatedUserIds(db: Knex, accountId: string): Promise<Set<string>> {
  const rows = (await db('core.billing_user_activations as b')
    .join('core.memberships as m', function joinMembers() {
      this.on('m.user_id', '=', 'b.user_id').andOn('m.account_id', '=', 'b.account_id');
    })
    .where({ 'b.account_id': accountId, 'b.is_active': false, 'm.status': 'ACTIVE' })
    .select('b.user_id')) as { user_id: string }[];
  return new Set(rows.map((row) => row.user_id));
}

/**
 * GET /billing/usage/{accountId}: the account's limits (from the LIMITS capability) and what it
 * uses. Users count active members plus pending invitations, as the users limit does. Teams,
 * projects and sessions belong to the domain modules, counted through the USAGE capability; with
 * the agile module off for the account their used is null (unknown).
 */
export async function billingUsage(ctx: BillingContext, accountId: string): Promise<BillingUsageView> {
  try {
    const now = ctx.now();
    const state = await billingState(ctx.db, accountId);
    const limits = await ctx.limitsFor(accountId);
    const seats = await seatsUsed(ctx.db, accountId, now);
    const inactive = (await deactivatedUserIds(ctx.db, accountId)).size;
    const counted = await ctx.usageFor(accountId);
    const sub = state.subscription;
    return {
      accountId,
      plan: state.plan,
      limits,
      users: { ...meter(seats.members + seats.pendingInvitations, limits.maxUsers), activeMembers: seats.members, pendingInvitations: seats.pendingInvitations, billableUsers: seats.members - inactive, inactiveUsers: inactive },
      teams: meter(counted.teams ?? null, limits.maxTeams),
      projects: meter(counted.projects ?? null, limits.maxProjects),
      sessionsThisMonth: meter(counted.sessionsPerMonth ?? null, limits.maxSessionsPerMonth),
      periodStart: sub ? new Date(sub.current_period_start).toISOString() : null,
      periodEnd: sub ? new Date(sub.current_period_end).toISOString() : null,
    };
  } catch (error) {
    if (isAppError(error) && error.status < 500) throw error;
    ctx.log.error({ err: error, accountId }, 'billing usage failed');
    throw new AppError(BillingErrors.USAGE_FAILED, 500);
  }
}

interface MemberRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  joined_at: Date;
  is_active: boolean | null;
  activated_at: Date | null;
  deactivated_at: Date | null;
  last_billed_at: Date | null;
}

async function memberOf(db: Knex, accountId: string, userId: string): Promise<MemberRow> {
  const row = (await db('core.memberships as m')
    .join('core.users as u', 'u.id', 'm.user_id')
    .leftJoin('core.billing_user_activations as b', function joinActivation() {
      this.on('b.user_id', '=', 'm.user_id').andOn('b.account_id', '=', 'm.account_id');
    })
    .where({ 'm.account_id': accountId, 'm.user_id': userId, 'm.status': 'ACTIVE' })
    .first('m.user_id', 'u.email', 'u.first_name', 'u.last_name', 'm.joined_at', 'b.is_active', 'b.activated_at', 'b.deactivated_at', 'b.last_billed_at')) as MemberRow | undefined;
  if (!row) throw new NotFoundError(BillingErrors.USER_OR_ACCOUNT_NOT_FOUND);
  return row;
}

/**
 * What one user adds to a month's bill: members beyond the plan's included users cost the
 * additional-user price (in the order they joined); inactive users cost nothing.
 */
async function billableView(db: Knex, accountId: string, member: MemberRow): Promise<BillableUserView> {
  const state = await billingState(db, accountId);
  const isActive = member.is_active !== false;
  let monthly = 0;
  const included = PLAN_CATALOGUE[state.plan].limits.maxUsers;
  const unit = additionalUserPriceCents(state.plan, 'MONTHLY');
  if (isActive && included !== UNLIMITED && unit !== null) {
    const inactive = await deactivatedUserIds(db, accountId);
    const order = (await db('core.memberships').where({ account_id: accountId, status: 'ACTIVE' }).orderBy('joined_at').orderBy('id').select('user_id')) as { user_id: string }[];
    const position = order.filter((row) => !inactive.has(row.user_id)).findIndex((row) => row.user_id === member.user_id);
    monthly = position >= included ? unit : 0;
  }
  const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
  return {
    userId: member.user_id,
    accountId,
    email: member.email,
    name: `${member.first_name} ${member.last_name}`.trim(),
    isActive,
    status: isActive ? 'ACTIVE' : 'INACTIVE',
    activatedAt: iso(member.activated_at) ?? iso(member.joined_at),
    deactivatedAt: isActive ? null : iso(member.deactivated_at),
    lastBilledAt: iso(member.last_billed_at),
    monthlyBillingCents: monthly,
  };
}

/**
 * POST /billing/users/{id}/activate and /deactivate: whether a member counts as a billable user.
 * Only members of the current account ('User or account not found' otherwise).
 */
export async function setBillableUser(ctx: BillingContext, actor: BillingActor, userId: string, active: boolean): Promise<BillableUserView> {
  return ctx.db.transaction(async (trx) => {
    const now = ctx.now();
    await memberOf(trx, actor.accountId, userId);
    const fields = active ? { is_active: true, activated_at: now, deactivated_at: null } : { is_active: false, deactivated_at: now };
    await trx('core.billing_user_activations')
      .insert({ account_id: actor.accountId, user_id: userId, ...fields })
      .onConflict(['account_id', 'user_id'])
      .merge(fields);
    await recordAudit(trx, { action: active ? 'billing.user.activated' : 'billing.user.deactivated', accountId: actor.accountId, userId: actor.userId, details: { targetUserId: userId }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return billableView(trx, actor.accountId, await memberOf(trx, actor.accountId, userId));
  });
}
