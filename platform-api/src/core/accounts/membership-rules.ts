import type { Knex } from 'knex';
import {
  AccountErrors,
  BusinessRuleError,
  ForbiddenError,
  NAMED_PERMISSIONS,
  ROLE_RANK,
  SystemEvents,
  UNLIMITED,
  ValidationError,
  hasPermission,
  isAdminLevel,
  maxUsersFor,
  normalizePlan,
  type AccountRole,
} from '@suite/sdk';
import type { CoreContext } from '../context.js';
import { userRoom } from '../../realtime/hub.js';
import type { AccountAccess } from './access.js';

/** Roles anyone may be given by an add, an invitation or a role change (OWNER moves only by transfer). */
export const GRANTABLE_ROLES: readonly AccountRole[] = ['ADMIN', 'MEMBER', 'OBSERVER'];

/** Permission names must be named permissions of the spec, or wildcards covering some. */
export function cleanPermissions(permissions: readonly string[] | undefined): string[] {
  const unique = [...new Set((permissions ?? []).map((p) => p.trim()).filter(Boolean))];
  for (const permission of unique) {
    const known = (NAMED_PERMISSIONS as readonly string[]).includes(permission) || (permission.endsWith('*') && NAMED_PERMISSIONS.some((name) => hasPermission([permission], name)));
    if (!known) throw new ValidationError(AccountErrors.unknownPermission(permission));
  }
  return unique;
}

/**
 * Nobody hands out more than they hold: below admin level (a member with page:users_teams), the
 * role given may not rank above the caller's and every permission given must be one the caller has.
 */
export function assertCanGrant(access: Pick<AccountAccess, 'role' | 'permissions'>, role: AccountRole, permissions: readonly string[]): void {
  if (role === 'OWNER' || role === 'SUPER_ADMIN') throw new ForbiddenError(AccountErrors.ONLY_OWNER_TRANSFERS);
  if (isAdminLevel(access.role)) return;
  if (ROLE_RANK[role] > ROLE_RANK[access.role]) throw new ForbiddenError(AccountErrors.ROLE_ABOVE_OWN);
  for (const permission of permissions) if (!hasPermission(access.permissions, permission)) throw new ForbiddenError(AccountErrors.ROLE_ABOVE_OWN);
}

/** Below admin level, a caller changes only members ranking no higher than themselves. */
export function assertCanManageMember(access: Pick<AccountAccess, 'role'>, targetRole: AccountRole): void {
  if (isAdminLevel(access.role)) return;
  if (ROLE_RANK[targetRole] > ROLE_RANK[access.role]) throw new ForbiddenError(AccountErrors.ROLE_ABOVE_OWN);
}

export interface SeatUsage {
  members: number;
  pendingInvitations: number;
  maxUsers: number;
}

/** Active members and live pending invitations of an account against its plan's maxUsers. */
export async function seatUsage(db: Knex, accountId: string, now: Date, options: { excludeInvitationId?: string; lock?: boolean } = {}): Promise<SeatUsage> {
  const accountQuery = db('core.accounts').where('id', accountId).first('plan', 'additional_users');
  // Seats are counted under a lock on the account row, so two concurrent invitations cannot both take the last one.
  if (options.lock) accountQuery.forUpdate();
  const account = (await accountQuery) as { plan: string; additional_users: number } | undefined;
  const members = (await db('core.memberships').where({ account_id: accountId, status: 'ACTIVE' }).count<{ count: string | number }[]>('* as count'))[0]?.count;
  const pendingQuery = db('core.invitations').where({ account_id: accountId, status: 'pending' }).where('expires_at', '>', now);
  if (options.excludeInvitationId) pendingQuery.whereNot('id', options.excludeInvitationId);
  const pending = (await pendingQuery.count<{ count: string | number }[]>('* as count'))[0]?.count;
  return {
    members: Number(members ?? 0),
    pendingInvitations: Number(pending ?? 0),
    maxUsers: maxUsersFor(normalizePlan(account?.plan), account?.additional_users ?? 0),
  };
}

/** Users plus pending invitations are limited by maxUsers (platform.md section 5): one more must fit. */
export async function assertSeatAvailable(trx: Knex, accountId: string, now: Date, options: { excludeInvitationId?: string } = {}): Promise<void> {
  const usage = await seatUsage(trx, accountId, now, { ...options, lock: true });
  if (usage.maxUsers === UNLIMITED) return;
  if (usage.members + usage.pendingInvitations >= usage.maxUsers) throw new BusinessRuleError(AccountErrors.maxUsersReached(usage.maxUsers));
}

/**
 * After a membership changed (committed): drop cached request contexts and tell the users'
 * open sessions, so switchers and gates reload.
 */
export async function membershipChanged(ctx: Pick<CoreContext, 'auth' | 'hub'>, accountId: string, userIds: readonly string[]): Promise<void> {
  ctx.auth.invalidateAccount(accountId);
  for (const userId of new Set(userIds)) {
    ctx.auth.invalidateUser(userId);
    await ctx.hub.broadcast(userRoom(userId), SystemEvents.MEMBERSHIP_CHANGED, { accountId });
  }
}
