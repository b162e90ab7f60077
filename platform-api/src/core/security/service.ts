import {
  AuthErrors,
  BusinessRuleError,
  ValidationError,
  ForbiddenError,
  NotFoundError,
  SessionErrors,
  normalizeRole,
  roleAtLeast,
  type LockStatusView,
  type LoginAttemptView,
  type SuspiciousActivityResult,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import { isBotLikeAgent } from '../auth/devices.js';
import { findUser, isLocked, normalizeEmail, type UserRow } from '../auth/users.js';
import type { CoreContext } from '../context.js';
import { isAccountAdmin, isSuper, requireRelation, type Caller } from '../sessions/access.js';
import { revokeSessions, type ClientInfo } from '../sessions/store.js';
import { TRUSTED_DEVICE_DAYS, isTrustedDevice, rememberDevice, trustNewDevice } from './devices.js';
import { checkSecondFactorCode, mailSecondFactorCheck } from '../auth/two-factor.js';

/**
 * The suspicious-activity score of platform.md section 9: login before 06:00 or from 22:00 +20;
 * more than 3 consecutive failures +30; new IP +25; bot-like agent +40; session shorter than 10
 * minutes +15; flagged at 50 or more (capped at 100).
 */
export const SUSPICIOUS = {
  OFF_HOURS: 20,
  REPEATED_FAILURES: 30,
  NEW_IP: 25,
  BOT_AGENT: 40,
  SHORT_SESSION: 15,
  FLAG_AT: 50,
  MAX: 100,
  FAILURES_OVER: 3,
  SHORT_SESSION_MINUTES: 10,
} as const;

export type SuspiciousFactor = 'off_hours_login' | 'repeated_failures' | 'new_ip' | 'bot_user_agent' | 'short_session';

export interface SuspiciousSignals {
  loginTime: Date;
  consecutiveFailures: number;
  newIp: boolean;
  userAgent: string | null;
  sessionDurationMinutes: number | null;
}

export function suspiciousScore(signals: SuspiciousSignals): { score: number; factors: SuspiciousFactor[]; flagged: boolean } {
  const factors: SuspiciousFactor[] = [];
  let score = 0;
  const add = (factor: SuspiciousFactor, points: number) => {
    factors.push(factor);
    score += points;
  };
  const hour = signals.loginTime.getUTCHours();
  if (hour < 6 || hour >= 22) add('off_hours_login', SUSPICIOUS.OFF_HOURS);
  if (signals.consecutiveFailures > SUSPICIOUS.FAILURES_OVER) add('repeated_failures', SUSPICIOUS.REPEATED_FAILURES);
  if (signals.newIp) add('new_ip', SUSPICIOUS.NEW_IP);
  if (isBotLikeAgent(signals.userAgent)) add('bot_user_agent', SUSPICIOUS.BOT_AGENT);
  if (signals.sessionDurationMinutes !== null && signals.sessionDurationMinutes < SUSPICIOUS.SHORT_SESSION_MINUTES) add('short_session', SUSPICIOUS.SHORT_SESSION);
  const capped = Math.min(score, SUSPICIOUS.MAX);
  return { score: capped, factors, flagged: capped >= SUSPICIOUS.FLAG_AT };
}

// ---------- login attempts ----------

export interface LoginAttemptFilters {
  email?: string;
  success?: boolean;
  startDate?: string;
  endDate?: string;
  limit: number;
  offset: number;
}

interface AttemptRow {
  id: string;
  email: string;
  user_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  success: boolean;
  risk_factors: unknown;
  risk_score: number;
  created_at: Date;
}

const parseList = (value: unknown): string[] => {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list) ? list.map(String) : [];
};

/** Login attempts, for admins: a super admin sees all, an account admin those of the account's members. */
export async function listLoginAttempts(ctx: CoreContext, caller: Caller, filters: LoginAttemptFilters): Promise<{ attempts: LoginAttemptView[]; total: number; limit: number; offset: number }> {
  const query = ctx.db('core.login_attempts as a');
  if (!isSuper(caller)) {
    if (!isAccountAdmin(caller)) throw new ForbiddenError(SessionErrors.ADMIN_REQUIRED);
    const accountId = caller.tenant.accountId;
    query.whereIn('a.user_id', (q) => q.select('user_id').from('core.memberships').where('account_id', accountId));
  }
  if (filters.email) query.whereRaw('lower(a.email) = ?', [normalizeEmail(filters.email)]);
  if (filters.success !== undefined) query.where('a.success', filters.success);
  if (filters.startDate) query.where('a.created_at', '>=', new Date(filters.startDate));
  if (filters.endDate) query.where('a.created_at', '<=', new Date(filters.endDate));
  const [count] = (await query.clone().count('* as count')) as { count: string | number }[];
  const rows = (await query.orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }]).limit(filters.limit).offset(filters.offset).select('a.*')) as AttemptRow[];
  return {
    attempts: rows.map((row) => ({
      id: row.id,
      email: row.email,
      userId: row.user_id,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      success: row.success,
      riskFactors: parseList(row.risk_factors),
      riskScore: row.risk_score,
      timestamp: row.created_at.toISOString(),
    })),
    total: Number(count?.count ?? 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}

// ---------- suspicious activity ----------

export interface SuspiciousActivityInput {
  userId?: string;
  ipAddress?: string;
  userAgent?: string;
  loginTime?: string;
  consecutiveFailures?: number;
  sessionDurationMinutes?: number;
}

/** Failed logins since the user's last successful one (newest first, at most 20 looked at). */
async function consecutiveFailures(ctx: CoreContext, userId: string): Promise<number> {
  const recent = (await ctx.db('core.login_attempts').where('user_id', userId).orderBy('created_at', 'desc').limit(20).pluck('success')) as boolean[];
  const firstSuccess = recent.indexOf(true);
  return firstSuccess === -1 ? recent.length : firstSuccess;
}

/** Score a sign-in of a user (the caller by default), store it, and flag it at 50 or more. */
export async function assessSuspiciousActivity(ctx: CoreContext, caller: Caller, input: SuspiciousActivityInput, client: ClientInfo): Promise<SuspiciousActivityResult> {
  const userId = input.userId ?? caller.user.id;
  await requireRelation(ctx.db, caller, userId);
  const now = ctx.now();
  const ip = input.ipAddress ?? client.ip;
  const knownIp = ip ? await ctx.db('core.login_attempts').where({ user_id: userId, ip_address: ip, success: true }).first('id') : undefined;
  const result = suspiciousScore({
    loginTime: input.loginTime ? new Date(input.loginTime) : now,
    consecutiveFailures: input.consecutiveFailures ?? (await consecutiveFailures(ctx, userId)),
    newIp: Boolean(ip) && knownIp === undefined,
    userAgent: input.userAgent ?? client.userAgent,
    sessionDurationMinutes: input.sessionDurationMinutes ?? null,
  });
  const id = await ctx.db.transaction(async (trx) => {
    const [row] = (await trx('core.suspicious_activities')
      .insert({ user_id: userId, score: result.score, factors: JSON.stringify(result.factors), flagged: result.flagged, created_at: now })
      .returning('id')) as { id: string }[];
    if (result.flagged) {
      await recordAudit(trx, { action: 'security.suspicious_activity_flagged', userId, accountId: caller.tenant?.accountId ?? null, ipAddress: ip, userAgent: input.userAgent ?? client.userAgent, details: { score: result.score, factors: result.factors } });
    }
    return row!.id;
  });
  return { id, ...result };
}

// ---------- locks ----------

function lockStatus(user: UserRow, now: Date): LockStatusView {
  const locked = isLocked(user, now);
  return { userId: user.id, locked, lockedUntil: locked ? user.locked_until!.toISOString() : null, reason: locked ? user.lock_reason : null };
}

async function requireUserRow(ctx: CoreContext, userId: string): Promise<UserRow> {
  const user = await findUser(ctx.db, userId);
  if (!user) throw new NotFoundError(SessionErrors.USER_NOT_FOUND);
  return user;
}

export async function getLockStatus(ctx: CoreContext, caller: Caller, userId: string): Promise<LockStatusView> {
  await requireRelation(ctx.db, caller, userId);
  return lockStatus(await requireUserRow(ctx, userId), ctx.now());
}

/** Locking and unlocking need an admin over the user; only the owner (or a super admin) touches the owner. */
async function requireLockRights(ctx: CoreContext, caller: Caller, userId: string): Promise<void> {
  if (userId === caller.user.id) throw new BusinessRuleError(SessionErrors.CANNOT_LOCK_SELF);
  const relation = await requireRelation(ctx.db, caller, userId);
  if (relation === 'admin') {
    const target = (await ctx.db('core.memberships').where({ user_id: userId, account_id: caller.tenant!.accountId }).first('role')) as { role: string } | undefined;
    if (target && !roleAtLeast(caller.tenant!.role, normalizeRole(target.role))) throw new ForbiddenError(SessionErrors.CANNOT_LOCK_OWNER);
  }
}

export async function lockUser(ctx: CoreContext, caller: Caller, userId: string, input: { reason?: string; durationMinutes: number }, client: ClientInfo): Promise<LockStatusView> {
  await requireLockRights(ctx, caller, userId);
  const now = ctx.now();
  const until = new Date(now.getTime() + input.durationMinutes * 60_000);
  const reason = input.reason?.trim() || 'locked_by_admin';
  const user = await ctx.db.transaction(async (trx) => {
    const [row] = (await trx('core.users').where('id', userId).update({ locked_until: until, lock_reason: reason, recent_login_failures: JSON.stringify([]), updated_at: now }).returning('*')) as UserRow[];
    const ended = await revokeSessions(ctx, trx, { userId }, 'user_locked');
    await recordAudit(trx, { action: 'security.user_locked', userId, accountId: caller.tenant?.accountId ?? null, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { by: caller.user.id, reason, durationMinutes: input.durationMinutes, endedSessions: ended.length } });
    return row!;
  });
  ctx.auth.invalidateUser(userId);
  return lockStatus(user, now);
}

export async function unlockUser(ctx: CoreContext, caller: Caller, userId: string, client: ClientInfo): Promise<LockStatusView> {
  await requireLockRights(ctx, caller, userId);
  const now = ctx.now();
  const user = await ctx.db.transaction(async (trx) => {
    const [row] = (await trx('core.users').where('id', userId).update({ locked_until: null, lock_reason: null, recent_login_failures: JSON.stringify([]), updated_at: now }).returning('*')) as UserRow[];
    await recordAudit(trx, { action: 'security.user_unlocked', userId, accountId: caller.tenant?.accountId ?? null, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { by: caller.user.id } });
    return row!;
  });
  ctx.auth.invalidateUser(userId);
  return lockStatus(user, now);
}

// ---------- devices ----------

export interface DeviceView {
  id: string;
  label: string | null;
  trusted: boolean;
  trustedAt: string | null;
  lastSeenAt: string;
}

function deviceView(row: { id: string; label: string | null; trusted_at: Date | null; last_seen_at: Date }, now: Date): DeviceView {
  const trusted = row.trusted_at !== null && now.getTime() - row.trusted_at.getTime() < TRUSTED_DEVICE_DAYS * 24 * 60 * 60_000;
  return { id: row.id, label: row.label, trusted, trustedAt: row.trusted_at?.toISOString() ?? null, lastSeenAt: row.last_seen_at.toISOString() };
}

/** Register the caller's device (seen now; not trusted until asked). */
export async function registerDevice(ctx: CoreContext, caller: Caller, fingerprint: string, label: string | undefined): Promise<DeviceView> {
  const now = ctx.now();
  return deviceView(await rememberDevice(ctx.db, ctx.config, caller.user.id, fingerprint, { now, label: label ?? null }), now);
}

export type TrustDeviceOutcome = (DeviceView & { deviceToken: string }) | { codeSent: true; method: 'email'; sentTo: string };

/**
 * Trust the caller's device: only after a completed second-factor check (a current authenticator
 * code, or the code this route mails when asked without one). The device then gets a new secret made
 * here, stored as a digest and answered once; `fp` (the device's current id) names the record it
 * replaces. An access token and a string of the client's choosing trust nothing.
 */
export async function trustDevice(ctx: CoreContext, caller: Caller, fingerprint: string, body: { label?: string; code?: string }, client: ClientInfo): Promise<TrustDeviceOutcome> {
  const now = ctx.now();
  const code = body.code?.trim() ?? '';
  const outcome = await ctx.db.transaction(async (trx) => {
    const user = await findUser(trx, caller.user.id);
    if (!user?.two_factor_method) throw new ValidationError(AuthErrors.DEVICE_TRUST_NEEDS_SECOND_FACTOR);
    if (!code) {
      if (user.two_factor_method !== 'email') throw new ValidationError(AuthErrors.DEVICE_TRUST_CODE_REQUIRED, [{ field: 'code', message: AuthErrors.DEVICE_TRUST_CODE_REQUIRED }]);
      await mailSecondFactorCheck(ctx, trx, user, now);
      return { kind: 'sent' as const, sentTo: user.email };
    }
    if (!(await checkSecondFactorCode(ctx, trx, user, code, now))) {
      await recordAudit(trx, { action: 'security.device_trust_refused', userId: user.id, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { method: user.two_factor_method } });
      return { kind: 'wrong' as const };
    }
    const device = await trustNewDevice(trx, ctx.config, user.id, { now, label: body.label ?? null, replacing: fingerprint });
    await recordAudit(trx, { action: 'security.device_trusted', userId: user.id, sessionId: caller.user.sessionId, ipAddress: client.ip, userAgent: client.userAgent, details: { deviceId: device.row.id, via: 'code' } });
    return { kind: 'trusted' as const, device };
  });
  // The wrong-code count is kept (committed) before refusing.
  if (outcome.kind === 'wrong') throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
  if (outcome.kind === 'sent') return { codeSent: true, method: 'email', sentTo: outcome.sentTo };
  return { ...deviceView(outcome.device.row, now), deviceToken: outcome.device.secret };
}

export async function isDeviceTrusted(ctx: CoreContext, caller: Caller, fingerprint: string, userId: string | undefined): Promise<{ trusted: boolean }> {
  const target = userId ?? caller.user.id;
  await requireRelation(ctx.db, caller, target);
  return { trusted: await isTrustedDevice(ctx.db, ctx.config, target, fingerprint, ctx.now()) };
}
