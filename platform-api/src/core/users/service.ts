import type { Knex } from 'knex';
import { AccountErrors, BusinessRuleError, ConflictError, NotFoundError, normalizeRole, type AccountRole } from '@suite/sdk';
import type { AccountUserView, DirectoryUserView } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import { requireAbility, type AccountAccess, type Actor } from '../accounts/access.js';
import { assertCanGrant, assertCanManageMember, assertSeatAvailable, cleanPermissions, membershipChanged } from '../accounts/membership-rules.js';
import { audit, transferOwnership } from '../accounts/service.js';
import { accountUserView, type AccountUserRow } from '../accounts/views.js';

const MEMBER_COLUMNS = ['m.id', 'm.user_id', 'u.email', 'u.first_name', 'u.last_name', 'u.avatar_url', 'm.role', 'm.status', 'm.permissions', 'm.invited_by', 'm.joined_at'];

function membersOf(db: Knex, accountId: string) {
  return db('core.memberships as m').join('core.users as u', 'u.id', 'm.user_id').where('m.account_id', accountId);
}

async function memberRow(db: Knex, accountId: string, userId: string): Promise<AccountUserRow | undefined> {
  return (await membersOf(db, accountId).where('m.user_id', userId).first(MEMBER_COLUMNS)) as AccountUserRow | undefined;
}

async function requireMember(db: Knex, accountId: string, userId: string): Promise<AccountUserRow> {
  const row = await memberRow(db, accountId, userId);
  if (!row) throw new NotFoundError(AccountErrors.NOT_A_MEMBER);
  return row;
}

/** GET /accounts/{id}/users: admins and members with page:users_teams; owner first, then by rank and name. */
export async function listAccountUsers(db: Knex, access: AccountAccess): Promise<AccountUserView[]> {
  requireAbility(access, 'read', 'UsersTeams');
  const rows = (await membersOf(db, access.account.id)
    .orderByRaw("case m.role when 'OWNER' then 0 when 'ADMIN' then 1 when 'MEMBER' then 2 else 3 end")
    .orderBy([{ column: 'u.first_name' }, { column: 'u.last_name' }, { column: 'u.email' }])
    .select(MEMBER_COLUMNS)) as AccountUserRow[];
  return rows.map(accountUserView);
}

/** POST /accounts/{id}/users: add an existing user with a role and permissions, within maxUsers. */
export async function addAccountUser(ctx: CoreContext, actor: Actor, access: AccountAccess, input: { userId: string; role: AccountRole; permissions?: string[] }): Promise<AccountUserView> {
  requireAbility(access, 'create', 'UsersTeams');
  const permissions = cleanPermissions(input.permissions);
  assertCanGrant(access, input.role, permissions);
  const accountId = access.account.id;
  const user = (await ctx.db('core.users').where('id', input.userId).first('id', 'status')) as { id: string; status: string } | undefined;
  if (!user) throw new NotFoundError(AccountErrors.USER_NOT_FOUND);
  await ctx.db.transaction(async (trx) => {
    if (await trx('core.memberships').where({ account_id: accountId, user_id: input.userId }).first('id')) throw new ConflictError(AccountErrors.ALREADY_MEMBER);
    await assertSeatAvailable(trx, accountId, ctx.now());
    await trx('core.memberships').insert({
      account_id: accountId,
      user_id: input.userId,
      role: input.role,
      status: 'ACTIVE',
      permissions: JSON.stringify(permissions),
      invited_by: actor.user.id,
      joined_at: ctx.now(),
    });
    await audit(trx, actor, accountId, 'member.added', { userId: input.userId, role: input.role, permissions });
  });
  await membershipChanged(ctx, accountId, [input.userId]);
  return accountUserView((await memberRow(ctx.db, accountId, input.userId))!);
}

export interface MemberChanges {
  role?: AccountRole;
  permissions?: string[];
  status?: 'ACTIVE' | 'SUSPENDED';
}

/**
 * PATCH /accounts/{id}/users/{userId} (and its /role and /status forms). The owner's role moves
 * only by a transfer (role OWNER, by the owner); the owner cannot be suspended; reactivating a
 * member takes a seat.
 */
export async function updateAccountUser(ctx: CoreContext, actor: Actor, access: AccountAccess, userId: string, changes: MemberChanges): Promise<AccountUserView> {
  requireAbility(access, 'update', 'UsersTeams');
  const accountId = access.account.id;
  const target = await requireMember(ctx.db, accountId, userId);
  const currentRole = normalizeRole(target.role);
  assertCanManageMember(access, currentRole);

  // Making someone OWNER is the ownership transfer (the owner needs no permissions and is never suspended).
  if (changes.role === 'OWNER') {
    if (currentRole !== 'OWNER') await transferOwnership(ctx, actor, access, userId);
    return accountUserView((await memberRow(ctx.db, accountId, userId))!);
  }
  if (currentRole === 'OWNER' && changes.role !== undefined) throw new BusinessRuleError(AccountErrors.OWNER_ROLE_FIXED);
  if (currentRole === 'OWNER' && changes.status === 'SUSPENDED') throw new BusinessRuleError(AccountErrors.OWNER_CANNOT_BE_SUSPENDED);

  const role = changes.role ?? currentRole;
  const permissions = changes.permissions !== undefined ? cleanPermissions(changes.permissions) : undefined;
  if (changes.role !== undefined || permissions !== undefined) assertCanGrant(access, role === 'OWNER' ? 'ADMIN' : role, permissions ?? []);

  const patch: Record<string, unknown> = {};
  if (changes.role !== undefined && changes.role !== currentRole) patch.role = changes.role;
  if (permissions !== undefined) patch.permissions = JSON.stringify(permissions);
  if (changes.status !== undefined && changes.status !== target.status) patch.status = changes.status;
  if (Object.keys(patch).length === 0) return accountUserView(target);

  await ctx.db.transaction(async (trx) => {
    if (patch.status === 'ACTIVE') await assertSeatAvailable(trx, accountId, ctx.now());
    await trx('core.memberships').where({ account_id: accountId, user_id: userId }).update(patch);
    const details: Record<string, unknown> = { userId };
    if (patch.role) details.role = { from: currentRole, to: patch.role };
    if (permissions !== undefined) details.permissions = permissions;
    if (patch.status) details.status = { from: target.status, to: patch.status };
    await audit(trx, actor, accountId, patch.status && !patch.role && permissions === undefined ? 'member.status_changed' : 'member.role_changed', details);
  });
  await membershipChanged(ctx, accountId, [userId]);
  return accountUserView((await memberRow(ctx.db, accountId, userId))!);
}

/** DELETE /accounts/{id}/users/{userId}: admins (or page:users_teams), or a member leaving; never the owner. */
export async function removeAccountUser(ctx: CoreContext, actor: Actor, access: AccountAccess, userId: string): Promise<{ userId: string; removed: true }> {
  const leaving = userId === actor.user.id;
  if (!leaving) requireAbility(access, 'delete', 'UsersTeams');
  const accountId = access.account.id;
  const target = await requireMember(ctx.db, accountId, userId);
  const role = normalizeRole(target.role);
  if (role === 'OWNER') throw new BusinessRuleError(AccountErrors.CANNOT_REMOVE_OWNER);
  if (!leaving) assertCanManageMember(access, role);
  await ctx.db.transaction(async (trx) => {
    await trx('core.memberships').where({ account_id: accountId, user_id: userId }).delete();
    await audit(trx, actor, accountId, leaving ? 'member.left' : 'member.removed', { userId, role });
  });
  await membershipChanged(ctx, accountId, [userId]);
  return { userId, removed: true };
}

interface DirectoryRow {
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  role: string;
}

const directoryView = (row: DirectoryRow): DirectoryUserView => ({
  id: row.user_id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  avatarUrl: row.avatar_url,
  role: normalizeRole(row.role),
});

function directoryOf(db: Knex, accountId: string) {
  return membersOf(db, accountId)
    .where('m.status', 'ACTIVE')
    .where('u.status', 'ACTIVE')
    .orderBy([{ column: 'u.first_name' }, { column: 'u.last_name' }, { column: 'u.email' }])
    .select('m.user_id', 'u.email', 'u.first_name', 'u.last_name', 'u.avatar_url', 'm.role');
}

/** GET /users: the active members of the current account (any member may see who is in it). */
export async function listTenantUsers(db: Knex, accountId: string): Promise<DirectoryUserView[]> {
  return ((await directoryOf(db, accountId)) as DirectoryRow[]).map(directoryView);
}

/** GET /users/search?q: members of the current account whose name or email contains q. */
export async function searchTenantUsers(db: Knex, accountId: string, q: string, limit: number): Promise<DirectoryUserView[]> {
  const term = q.trim().toLowerCase();
  const query = directoryOf(db, accountId).limit(limit);
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query.where((w) => {
      w.whereRaw('lower(u.email) like ?', [like])
        .orWhereRaw('lower(u.first_name) like ?', [like])
        .orWhereRaw('lower(u.last_name) like ?', [like])
        .orWhereRaw("lower(u.first_name || ' ' || u.last_name) like ?", [like]);
    });
  }
  return ((await query) as DirectoryRow[]).map(directoryView);
}
