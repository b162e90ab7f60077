import type { Knex } from 'knex';
import { AccountErrors, NotFoundError, normalizePlan, normalizeRole, type PlanId } from '@suite/sdk';
import type { AuditLogEntryView, AuditLogPageView, EnterpriseOverviewView, EnterpriseSessionView, LockedUserView } from '@suite/sdk/schemas';
import { getAccountFeatures } from '../features/service.js';

/**
 * The enterprise admin screen (/enterprise/admin): ENTERPRISE accounts, callers with
 * `view EnterpriseAdmin` (account admins, or page:enterprise_admin). Everything here is read-only
 * and scoped to the caller's account; actions reuse the existing endpoints (unlock:
 * POST /security/users/{id}/unlock; end a session: POST /sessions/{id}/terminate; flags:
 * /accounts/{id}/features/...).
 */
export interface EnterpriseDesk {
  accountId: string;
  /** The plan the request sees (dev tools may override it). */
  plan: PlanId;
  sessionId: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const count = async (query: Knex.QueryBuilder): Promise<number> => Number(((await query.count<{ count: string | number }[]>('* as count')) as { count: string | number }[])[0]?.count ?? 0);

function activeSessions(db: Knex, accountId: string, now: Date): Knex.QueryBuilder {
  return db('core.auth_sessions as s').where('s.account_id', accountId).whereNull('s.revoked_at').where('s.expires_at', '>', now);
}

function lockedMembers(db: Knex, accountId: string, now: Date): Knex.QueryBuilder {
  return db('core.memberships as m').join('core.users as u', 'u.id', 'm.user_id').where('m.account_id', accountId).where('u.locked_until', '>', now);
}

/** GET /enterprise/overview. */
export async function enterpriseOverview(db: Knex, desk: EnterpriseDesk, now: Date): Promise<EnterpriseOverviewView> {
  const account = (await db('core.accounts').where('id', desk.accountId).first('id', 'name', 'slug', 'plan', 'created_at')) as { id: string; name: string; slug: string; plan: string; created_at: Date } | undefined;
  if (!account) throw new NotFoundError(AccountErrors.ACCOUNT_NOT_FOUND);
  const memberships = (await db('core.memberships').where('account_id', desk.accountId).select('role', 'status')) as { role: string; status: string }[];
  const byRole = { OWNER: 0, ADMIN: 0, MEMBER: 0, OBSERVER: 0 };
  for (const membership of memberships) {
    const role = normalizeRole(membership.role);
    if (membership.status === 'ACTIVE' && role !== 'SUPER_ADMIN') byRole[role] += 1;
  }
  const active = memberships.filter((m) => m.status === 'ACTIVE').length;
  const [pendingInvitations, sessions, locked, auditEvents, features] = await Promise.all([
    count(db('core.invitations').where({ account_id: desk.accountId, status: 'pending' }).where('expires_at', '>', now)),
    count(activeSessions(db, desk.accountId, now)),
    count(lockedMembers(db, desk.accountId, now)),
    count(db('core.audit_logs').where('account_id', desk.accountId).where('created_at', '>', new Date(now.getTime() - DAY_MS))),
    getAccountFeatures(db, { accountId: desk.accountId, plan: desk.plan }),
  ]);
  return {
    account: { id: account.id, name: account.name, slug: account.slug, plan: normalizePlan(account.plan), createdAt: new Date(account.created_at).toISOString() },
    members: { total: memberships.length, active, suspended: memberships.length - active, byRole },
    pendingInvitations,
    activeSessions: sessions,
    lockedUsers: locked,
    auditEventsLast24h: auditEvents,
    features,
  };
}

interface SessionRow {
  id: string;
  user_id: string;
  email: string;
  first_name: string;
  last_name: string;
  device: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  last_activity_at: Date;
  expires_at: Date;
}

const nameOf = (row: { first_name: string | null; last_name: string | null; email: string }) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email;

/** GET /enterprise/sessions: the account's active sessions, most recently active first. */
export async function enterpriseSessions(db: Knex, desk: EnterpriseDesk, now: Date): Promise<EnterpriseSessionView[]> {
  const rows = (await activeSessions(db, desk.accountId, now)
    .join('core.users as u', 'u.id', 's.user_id')
    .orderBy([{ column: 's.last_activity_at', order: 'desc' }, { column: 's.id', order: 'asc' }])
    .select('s.id', 's.user_id', 'u.email', 'u.first_name', 'u.last_name', 's.device', 's.ip_address', 's.user_agent', 's.created_at', 's.last_activity_at', 's.expires_at')) as SessionRow[];
  return rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    userEmail: row.email,
    userName: nameOf(row),
    device: row.device,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
    lastActivityAt: new Date(row.last_activity_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    current: row.id === desk.sessionId,
  }));
}

/** GET /enterprise/locked-users: members whose lock has not run out, the longest lock first. */
export async function enterpriseLockedUsers(db: Knex, desk: EnterpriseDesk, now: Date): Promise<LockedUserView[]> {
  const rows = (await lockedMembers(db, desk.accountId, now)
    .orderBy([{ column: 'u.locked_until', order: 'desc' }, { column: 'u.email', order: 'asc' }])
    .select('u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.locked_until', 'u.lock_reason', 'm.role')) as { id: string; email: string; first_name: string; last_name: string; locked_until: Date; lock_reason: string | null; role: string }[];
  return rows.map((row) => ({ userId: row.id, email: row.email, name: nameOf(row), role: normalizeRole(row.role), lockedUntil: new Date(row.locked_until).toISOString(), lockReason: row.lock_reason }));
}

export interface EnterpriseAuditFilter {
  action?: string;
  userId?: string;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

/** GET /enterprise/audit-logs: the account's audit log, newest first (the shape of GET /accounts/audit-logs). */
export async function enterpriseAuditLogs(db: Knex, desk: EnterpriseDesk, filter: EnterpriseAuditFilter): Promise<AuditLogPageView> {
  const base = db('core.audit_logs as l').where('l.account_id', desk.accountId);
  if (filter.action) base.where('l.action', filter.action);
  if (filter.userId) base.where('l.user_id', filter.userId);
  if (filter.startDate) base.where('l.created_at', '>=', new Date(filter.startDate));
  if (filter.endDate) base.where('l.created_at', '<=', new Date(filter.endDate));
  const total = await count(base.clone());
  const rows = (await base
    .clone()
    .leftJoin('core.users as u', 'u.id', 'l.user_id')
    .orderBy([{ column: 'l.created_at', order: 'desc' }, { column: 'l.id', order: 'desc' }])
    .limit(filter.limit)
    .offset(filter.offset)
    .select('l.id', 'l.action', 'l.user_id', 'l.session_id', 'l.details', 'l.ip_address', 'l.user_agent', 'l.created_at', 'u.email', 'u.first_name', 'u.last_name')) as {
    id: string | number;
    action: string;
    user_id: string | null;
    session_id: string | null;
    details: Record<string, unknown> | null;
    ip_address: string | null;
    user_agent: string | null;
    created_at: Date;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
  }[];
  const logs: AuditLogEntryView[] = rows.map((row) => ({
    id: String(row.id),
    action: row.action,
    userId: row.user_id,
    userEmail: row.email,
    userName: row.email ? nameOf({ first_name: row.first_name, last_name: row.last_name, email: row.email }) : null,
    sessionId: row.session_id,
    details: row.details ?? {},
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: new Date(row.created_at).toISOString(),
  }));
  return { logs, total, limit: filter.limit, offset: filter.offset };
}
