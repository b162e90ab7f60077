import type { Knex } from 'knex';
import { AccessErrors, ForbiddenError, NotFoundError, SessionErrors, UnauthorizedError, isAdminLevel, type AuthUser, type RouteRequest, type TenantContext } from '@suite/sdk';
import type { SessionRow } from './store.js';

/**
 * Who may act on whose sessions and security settings: a user on their own; an account's OWNER
 * or ADMIN on the members of that account (sessions acting in that account); SUPER_ADMIN on all.
 * Anything else is answered as if it did not exist.
 */
export interface Caller {
  user: AuthUser;
  /** The account of the request (X-Tenant-ID or the session's), when it is a membership. */
  tenant: TenantContext | null;
}

export type Relation = 'self' | 'admin' | 'super';

/** The signed-in caller of a route and the account the request acts for. */
export function callerOf(req: Pick<RouteRequest, 'user' | 'tenant'>): Caller {
  if (!req.user) throw new UnauthorizedError();
  return { user: req.user, tenant: req.tenant };
}

export function isSuper(caller: Caller): boolean {
  return caller.user.isSuperAdmin;
}

/** The caller is an OWNER or ADMIN of the request's account. */
export function isAccountAdmin(caller: Caller): caller is Caller & { tenant: TenantContext } {
  return caller.tenant !== null && isAdminLevel(caller.tenant.role);
}

export async function isMemberOf(db: Knex, userId: string, accountId: string): Promise<boolean> {
  return (await db('core.memberships').where({ user_id: userId, account_id: accountId }).first('id')) !== undefined;
}

/** How the caller relates to a user, or null when the user is none of theirs. */
export async function relationTo(db: Knex, caller: Caller, userId: string): Promise<Relation | null> {
  if (isSuper(caller)) return 'super';
  if (userId === caller.user.id) return 'self';
  if (isAccountAdmin(caller) && (await isMemberOf(db, userId, caller.tenant.accountId))) return 'admin';
  return null;
}

/** The relation to a user, refusing (404) users the caller has nothing to do with. */
export async function requireRelation(db: Knex, caller: Caller, userId: string): Promise<Relation> {
  const relation = await relationTo(db, caller, userId);
  if (!relation) throw new NotFoundError(SessionErrors.USER_NOT_FOUND);
  return relation;
}

/** A session the caller may see or act on: their own, their account's (admins) or any (super admin). */
export async function requireSession(db: Knex, caller: Caller, sessionId: string): Promise<{ session: SessionRow; relation: Relation }> {
  const session = (await db('core.auth_sessions').where('id', sessionId).first()) as SessionRow | undefined;
  const relation = session ? await relationTo(db, caller, session.user_id) : null;
  // Admins reach a member's sessions only while they act in the admin's account.
  if (!session || !relation || (relation === 'admin' && session.account_id !== caller.tenant?.accountId)) throw new NotFoundError(SessionErrors.SESSION_NOT_FOUND);
  return { session, relation };
}

/** Account-wide actions: a super admin, or an OWNER / ADMIN acting in that very account. */
export function requireAccountAdmin(caller: Caller, accountId: string): void {
  if (isSuper(caller)) return;
  if (caller.tenant?.accountId !== accountId) throw new ForbiddenError(AccessErrors.tenantMismatch(accountId));
  if (!isAdminLevel(caller.tenant.role)) throw new ForbiddenError(SessionErrors.ADMIN_REQUIRED);
}

/** Maintenance actions (cleanup, archive): a super admin, or an account admin for their account. */
export function requireAdmin(caller: Caller): { accountId: string | null } {
  if (isSuper(caller)) return { accountId: null };
  if (isAccountAdmin(caller)) return { accountId: caller.tenant.accountId };
  throw new ForbiddenError(SessionErrors.ADMIN_REQUIRED);
}
