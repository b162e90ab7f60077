import type { Knex } from 'knex';
import {
  AccessErrors,
  AuthErrors,
  ForbiddenError,
  NotFoundError,
  SessionErrors,
  UnauthorizedError,
  ValidationError,
  type AuthSessionView,
  type AuthTokensPayload,
  type SessionAuditLogView,
  type SessionMetricsView,
  type SwitchAccountResult,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import { sha256Hex } from '../auth/secrets.js';
import type { CoreContext } from '../context.js';
import { isAccountAdmin, isSuper, requireAccountAdmin, requireAdmin, requireRelation, requireSession, type Caller } from './access.js';
import { accessTokenFor, isActiveMember, isSessionActive, openSession, revokeSessions, sessionView, type ClientInfo, type SessionRow } from './store.js';

const DAY_MS = 24 * 60 * 60_000;
/** Ended sessions are kept this long for history, then cleaned up. */
export const SESSION_RETENTION_DAYS = 30;

function view(caller: Caller, row: SessionRow, now: Date): AuthSessionView {
  return sessionView(row, now, caller.user.sessionId);
}

function activeOnly(query: Knex.QueryBuilder, now: Date): Knex.QueryBuilder {
  return query.whereNull('revoked_at').where('expires_at', '>', now);
}

export interface CreateSessionInput {
  userId: string;
  accountId?: string | null;
  device?: string;
  ipAddress?: string;
  userAgent?: string;
}

/**
 * POST /sessions: open a session for the caller (tokens included), or, for an admin, record one
 * for a member (no tokens: admins never receive another user's credentials).
 */
export async function createSession(ctx: CoreContext, caller: Caller, input: CreateSessionInput, client: ClientInfo): Promise<{ session: AuthSessionView; tokens: AuthTokensPayload | null }> {
  const relation = await requireRelation(ctx.db, caller, input.userId);
  if (input.accountId && !(await isActiveMember(ctx.db, input.userId, input.accountId))) throw new ForbiddenError(AccessErrors.tenantMismatch(input.accountId));
  const { session, tokens } = await ctx.db.transaction(async (trx) => {
    const opened = await openSession(ctx, trx, {
      userId: input.userId,
      accountId: input.accountId === undefined ? undefined : input.accountId,
      client: { ip: input.ipAddress ?? client.ip, userAgent: input.userAgent ?? client.userAgent },
      device: input.device,
    });
    await recordAudit(trx, { action: 'session.created', userId: input.userId, accountId: opened.session.account_id, sessionId: opened.session.id, ipAddress: client.ip, userAgent: client.userAgent, details: { by: caller.user.id } });
    return opened;
  });
  return { session: view(caller, session, ctx.now()), tokens: relation === 'self' ? tokens : null };
}

export async function getSession(ctx: CoreContext, caller: Caller, sessionId: string): Promise<AuthSessionView> {
  const { session } = await requireSession(ctx.db, caller, sessionId);
  return view(caller, session, ctx.now());
}

/** The session a refresh token belongs to (any state), if the caller may see it. */
export async function getSessionByToken(ctx: CoreContext, caller: Caller, refreshToken: string): Promise<AuthSessionView> {
  const row = (await ctx.db('core.refresh_tokens').where('token_hash', sha256Hex(refreshToken)).first('session_id')) as { session_id: string } | undefined;
  if (!row) throw new NotFoundError(SessionErrors.SESSION_NOT_FOUND);
  return getSession(ctx, caller, row.session_id);
}

export async function renameSession(ctx: CoreContext, caller: Caller, sessionId: string, device: string): Promise<AuthSessionView> {
  await requireSession(ctx.db, caller, sessionId);
  const [row] = (await ctx.db('core.auth_sessions').where('id', sessionId).update({ device: device.trim() }).returning('*')) as SessionRow[];
  return view(caller, row!, ctx.now());
}

export async function terminateSession(ctx: CoreContext, caller: Caller, sessionId: string, reason: string | undefined, client: ClientInfo): Promise<{ terminated: boolean; session: AuthSessionView }> {
  const { session } = await requireSession(ctx.db, caller, sessionId);
  const ended = await ctx.db.transaction(async (trx) => {
    const ids = await revokeSessions(ctx, trx, { sessionIds: [session.id] }, reason?.trim() || 'terminated');
    if (ids.length > 0) {
      await recordAudit(trx, { action: 'session.terminated', userId: session.user_id, accountId: session.account_id, sessionId: session.id, ipAddress: client.ip, userAgent: client.userAgent, details: { by: caller.user.id, reason: reason ?? null } });
    }
    return ids.length > 0;
  });
  const [row] = (await ctx.db('core.auth_sessions').where('id', session.id)) as SessionRow[];
  return { terminated: ended, session: view(caller, row!, ctx.now()) };
}

/** End a user's sessions (an admin: those acting in the admin's account), except one. */
export async function terminateUserSessions(ctx: CoreContext, caller: Caller, userId: string, input: { exceptSessionId?: string; reason?: string }, client: ClientInfo): Promise<{ terminatedCount: number }> {
  const relation = await requireRelation(ctx.db, caller, userId);
  const ids = await ctx.db.transaction(async (trx) => {
    const ended = await revokeSessions(ctx, trx, { userId, exceptSessionId: input.exceptSessionId ?? null, accountId: relation === 'admin' ? caller.tenant!.accountId : undefined }, input.reason?.trim() || 'terminated');
    if (ended.length > 0) {
      await recordAudit(trx, { action: 'session.user_sessions_terminated', userId, accountId: caller.tenant?.accountId ?? null, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { by: caller.user.id, sessionIds: ended, reason: input.reason ?? null } });
    }
    return ended;
  });
  return { terminatedCount: ids.length };
}

/** End every session acting in an account (but the caller's own). */
export async function terminateAccountSessions(ctx: CoreContext, caller: Caller, accountId: string, client: ClientInfo): Promise<{ terminatedCount: number }> {
  requireAccountAdmin(caller, accountId);
  const ids = await ctx.db.transaction(async (trx) => {
    const ended = await revokeSessions(ctx, trx, { accountId, exceptSessionId: caller.user.sessionId }, 'account_sessions_terminated');
    if (ended.length > 0) {
      await recordAudit(trx, { action: 'session.account_sessions_terminated', userId: caller.user.id, accountId, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { sessionIds: ended } });
    }
    return ended;
  });
  return { terminatedCount: ids.length };
}

export async function activeUserSessions(ctx: CoreContext, caller: Caller, userId: string): Promise<AuthSessionView[]> {
  const relation = await requireRelation(ctx.db, caller, userId);
  const now = ctx.now();
  const query = activeOnly(ctx.db('core.auth_sessions').where('user_id', userId), now).orderBy('last_activity_at', 'desc');
  if (relation === 'admin') query.where('account_id', caller.tenant!.accountId);
  return ((await query) as SessionRow[]).map((row) => view(caller, row, now));
}

export async function activeAccountSessions(ctx: CoreContext, caller: Caller, accountId: string): Promise<AuthSessionView[]> {
  requireAccountAdmin(caller, accountId);
  const now = ctx.now();
  const rows = (await activeOnly(ctx.db('core.auth_sessions as s'), now)
    .join('core.users as u', 'u.id', 's.user_id')
    .where('s.account_id', accountId)
    .orderBy('s.last_activity_at', 'desc')
    .select('s.*', 'u.email as user_email')) as (SessionRow & { user_email: string })[];
  return rows.map((row) => ({ ...view(caller, row, now), userEmail: row.user_email }));
}

export async function sessionHistory(ctx: CoreContext, caller: Caller, userId: string, limit: number): Promise<AuthSessionView[]> {
  const relation = await requireRelation(ctx.db, caller, userId);
  const now = ctx.now();
  const query = ctx.db('core.auth_sessions').where('user_id', userId).orderBy('created_at', 'desc').limit(limit);
  if (relation === 'admin') query.where('account_id', caller.tenant!.accountId);
  return ((await query) as SessionRow[]).map((row) => view(caller, row, now));
}

/** Is a session (the caller's own by default) still valid? */
export async function validateSession(ctx: CoreContext, caller: Caller, sessionId: string | undefined): Promise<{ valid: boolean; sessionId: string | null; status: AuthSessionView['status'] | null; expiresAt: string | null; message: string | null }> {
  const id = sessionId ?? caller.user.sessionId;
  if (!id) return { valid: false, sessionId: null, status: null, expiresAt: null, message: AccessErrors.SESSION_VALIDATION_FAILED };
  const { session } = await requireSession(ctx.db, caller, id);
  const current = view(caller, session, ctx.now());
  const valid = current.status === 'active';
  return { valid, sessionId: session.id, status: current.status, expiresAt: current.expiresAt, message: valid ? null : AccessErrors.SESSION_VALIDATION_FAILED };
}

/** Point the caller's own session at another of their accounts: a new access token; the refresh token stays. */
export async function switchAccount(ctx: CoreContext, caller: Caller, sessionId: string, accountId: string, client: ClientInfo): Promise<SwitchAccountResult> {
  const { session } = await requireSession(ctx.db, caller, sessionId);
  if (session.user_id !== caller.user.id) throw new NotFoundError(SessionErrors.SESSION_NOT_FOUND);
  if (!isSessionActive(session, ctx.now())) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  if (!(await isActiveMember(ctx.db, session.user_id, accountId))) throw new ForbiddenError(AccessErrors.tenantMismatch(accountId));
  await ctx.db.transaction(async (trx) => {
    await trx('core.auth_sessions').where('id', session.id).update({ account_id: accountId });
    await recordAudit(trx, { action: 'session.account_switched', userId: session.user_id, accountId, sessionId: session.id, ipAddress: client.ip, userAgent: client.userAgent, details: { from: session.account_id } });
  });
  ctx.auth.invalidateSession(session.id);
  const tokens = await accessTokenFor(ctx, { ...session, account_id: accountId });
  return { tokens, accountId };
}

// ---------- audit logs ----------

const AUDIT_ACTION = /^[a-z0-9_.:-]{1,100}$/;

/** The client records an event of the caller's own session. */
export async function recordClientAudit(ctx: CoreContext, caller: Caller, input: { action: string; sessionId?: string; details?: Record<string, unknown> }, client: ClientInfo): Promise<{ recorded: true }> {
  if (!AUDIT_ACTION.test(input.action)) throw new ValidationError(SessionErrors.ACTION_INVALID, [{ field: 'action', message: SessionErrors.ACTION_INVALID }]);
  const sessionId = input.sessionId ?? caller.user.sessionId;
  if (sessionId) {
    const { session } = await requireSession(ctx.db, caller, sessionId);
    if (session.user_id !== caller.user.id) throw new NotFoundError(SessionErrors.SESSION_NOT_FOUND);
  }
  await recordAudit(ctx.db, { action: `client.${input.action}`, userId: caller.user.id, accountId: caller.tenant?.accountId ?? null, sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: input.details ?? {} });
  return { recorded: true };
}

export interface AuditLogFilters {
  userId?: string;
  sessionId?: string;
  action?: string;
  startDate?: string;
  endDate?: string;
  tenantId?: string;
  limit: number;
  offset: number;
}

interface AuditRow {
  id: string | number;
  account_id: string | null;
  user_id: string | null;
  session_id: string | null;
  action: string;
  details: unknown;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/**
 * Audit entries the caller may read: a super admin all, an account admin their account's, anyone
 * else their own. Naming another account (tenantId) or, for non-admins, another user is refused.
 */
export async function listAuditLogs(ctx: CoreContext, caller: Caller, filters: AuditLogFilters): Promise<{ logs: SessionAuditLogView[]; total: number; limit: number; offset: number }> {
  const query = ctx.db('core.audit_logs as l');
  if (!isSuper(caller)) {
    if (isAccountAdmin(caller)) {
      if (filters.tenantId && filters.tenantId !== caller.tenant.accountId) throw new ForbiddenError(AccessErrors.tenantMismatch(filters.tenantId));
      query.where('l.account_id', caller.tenant.accountId);
    } else {
      if (filters.userId && filters.userId !== caller.user.id) throw new ForbiddenError(SessionErrors.ADMIN_REQUIRED);
      query.where('l.user_id', caller.user.id);
    }
  }
  if (filters.tenantId) query.where('l.account_id', filters.tenantId);
  if (filters.userId) query.where('l.user_id', filters.userId);
  if (filters.sessionId) query.where('l.session_id', filters.sessionId);
  if (filters.action) query.where('l.action', filters.action);
  if (filters.startDate) query.where('l.created_at', '>=', new Date(filters.startDate));
  if (filters.endDate) query.where('l.created_at', '<=', new Date(filters.endDate));
  const [count] = (await query.clone().count('* as count')) as { count: string | number }[];
  const rows = (await query
    .leftJoin('core.users as u', 'u.id', 'l.user_id')
    .orderBy([{ column: 'l.created_at', order: 'desc' }, { column: 'l.id', order: 'desc' }])
    .limit(filters.limit)
    .offset(filters.offset)
    .select('l.*', 'u.email', 'u.first_name', 'u.last_name')) as AuditRow[];
  return {
    logs: rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      accountId: row.account_id,
      userId: row.user_id,
      userEmail: row.email,
      userName: row.first_name || row.last_name ? `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() : null,
      sessionId: row.session_id,
      details: (typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})) as Record<string, unknown>,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      createdAt: row.created_at.toISOString(),
    })),
    total: Number(count?.count ?? 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** Move audit entries older than N days to core.audit_logs_archive (admins; an account admin moves their account's). */
export async function archiveAuditLogs(ctx: CoreContext, caller: Caller, olderThanDays: number, client: ClientInfo): Promise<{ archivedCount: number }> {
  const { accountId } = requireAdmin(caller);
  const now = ctx.now();
  const before = new Date(now.getTime() - olderThanDays * DAY_MS);
  const archivedCount = await ctx.db.transaction(async (trx) => {
    const where = accountId ? 'created_at < ? and account_id = ?' : 'created_at < ?';
    const result = (await trx.raw(
      `with moved as (delete from core.audit_logs where ${where} returning *)
       insert into core.audit_logs_archive (id, account_id, user_id, session_id, action, details, ip_address, user_agent, created_at, archived_at)
       select id, account_id, user_id, session_id, action, details, ip_address, user_agent, created_at, ? from moved returning id`,
      accountId ? [before, accountId, now] : [before, now],
    )) as { rows: unknown[] };
    const moved = result.rows.length;
    await recordAudit(trx, { action: 'audit.archived', userId: caller.user.id, accountId, ipAddress: client.ip, userAgent: client.userAgent, details: { olderThanDays, archivedCount: moved } });
    return moved;
  });
  return { archivedCount };
}

// ---------- metrics and maintenance ----------

/** Session figures: a super admin's over all, an account admin's over their account, else the caller's own. */
export async function sessionMetrics(ctx: CoreContext, caller: Caller): Promise<SessionMetricsView> {
  const now = ctx.now();
  const scoped = () => {
    const query = ctx.db('core.auth_sessions');
    if (isSuper(caller)) return query;
    if (isAccountAdmin(caller)) return query.where('account_id', caller.tenant.accountId);
    return query.where('user_id', caller.user.id);
  };
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [active] = (await activeOnly(scoped(), now).count('* as count')) as { count: string | number }[];
  const [today] = (await scoped().where('created_at', '>=', startOfDay).count('* as count')) as { count: string | number }[];
  const devices = (await activeOnly(scoped(), now).select(ctx.db.raw("coalesce(device, 'Unknown device') as device")).count('* as count').groupByRaw("coalesce(device, 'Unknown device')")) as {
    device: string;
    count: string | number;
  }[];
  const [duration] = (await scoped()
    .where('created_at', '<=', now)
    .select(ctx.db.raw('avg(extract(epoch from (least(coalesce(revoked_at, last_activity_at), ?) - created_at))) / 60 as minutes', [now]))) as { minutes: string | number | null }[];
  return {
    activeSessions: Number(active?.count ?? 0),
    sessionsToday: Number(today?.count ?? 0),
    byDevice: Object.fromEntries(devices.map((row) => [row.device, Number(row.count)])),
    averageDurationMinutes: Math.round(Math.max(0, Number(duration?.minutes ?? 0)) * 10) / 10,
  };
}

/** Delete sessions that ended (revoked or expired) more than 30 days ago. */
export async function cleanupSessions(ctx: CoreContext, caller: Caller, client: ClientInfo): Promise<{ deletedCount: number }> {
  const { accountId } = requireAdmin(caller);
  const before = new Date(ctx.now().getTime() - SESSION_RETENTION_DAYS * DAY_MS);
  return ctx.db.transaction(async (trx) => {
    const query = trx('core.auth_sessions').where((q) => q.where('revoked_at', '<', before).orWhere('expires_at', '<', before));
    if (accountId) query.where('account_id', accountId);
    const deletedCount = await query.delete();
    await recordAudit(trx, { action: 'session.cleanup', userId: caller.user.id, accountId, ipAddress: client.ip, userAgent: client.userAgent, details: { deletedCount, retentionDays: SESSION_RETENTION_DAYS } });
    return { deletedCount };
  });
}
