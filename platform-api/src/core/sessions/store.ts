import type { Knex } from 'knex';
import { AuthErrors, UnauthorizedError, type AuthSessionView, type AuthTokensPayload } from '@suite/sdk';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../http/tokens.js';
import { SESSION_TIMEOUT_MINUTES } from '../../http/request-state.js';
import { recordAudit } from '../audit/audit.js';
import { deviceLabel } from '../auth/devices.js';
import { randomToken, sha256Hex } from '../auth/secrets.js';
import type { CoreContext } from '../context.js';

/**
 * Auth sessions and their tokens: each sign-in opens a session (one signed-in device) with an
 * opaque refresh token stored hashed and rotated on every use; the access JWT names the session
 * (sid) and its active account (acc).
 */

export interface SessionRow {
  id: string;
  user_id: string;
  account_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  device: string | null;
  created_at: Date;
  last_activity_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  revoked_reason: string | null;
}

/** Where a request came from, recorded on sessions, attempts and audit entries. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const SESSION_TIMEOUT_MS = SESSION_TIMEOUT_MINUTES * 60_000;

export function isSessionActive(row: Pick<SessionRow, 'revoked_at' | 'expires_at'>, now: Date): boolean {
  return row.revoked_at === null && row.expires_at.getTime() > now.getTime();
}

export function sessionView(row: SessionRow, now: Date, currentSessionId: string | null = null): AuthSessionView {
  return {
    id: row.id,
    userId: row.user_id,
    accountId: row.account_id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    device: row.device,
    createdAt: row.created_at.toISOString(),
    lastActivityAt: row.last_activity_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    revokedAt: row.revoked_at?.toISOString() ?? null,
    revokedReason: row.revoked_reason,
    status: row.revoked_at ? 'revoked' : row.expires_at.getTime() <= now.getTime() ? 'expired' : 'active',
    current: row.id === currentSessionId,
  };
}

/** An access token for a session, acting for the session's account. */
export async function accessTokenFor(ctx: CoreContext, session: Pick<SessionRow, 'id' | 'user_id' | 'account_id'>): Promise<{ accessToken: string; expiresAt: number }> {
  const now = ctx.now();
  const accessToken = await signAccessToken(ctx.config, { sub: session.user_id, sid: session.id, acc: session.account_id }, ACCESS_TOKEN_TTL_SECONDS, now);
  return { accessToken, expiresAt: now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000 };
}

async function issueRefreshToken(db: Knex, sessionId: string, now: Date): Promise<string> {
  const refreshToken = randomToken();
  await db('core.refresh_tokens').insert({ session_id: sessionId, token_hash: sha256Hex(refreshToken), created_at: now });
  return refreshToken;
}

/**
 * The account a new session acts for: the account of the user's latest session when it is still
 * an active membership, else the first active membership; null without one.
 */
export async function defaultAccountOf(db: Knex, userId: string): Promise<string | null> {
  const memberships = (await db('core.memberships as m')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .where({ 'm.user_id': userId, 'm.status': 'ACTIVE', 'a.status': 'ACTIVE' })
    .orderBy([{ column: 'm.joined_at' }, { column: 'm.account_id' }])
    .pluck('m.account_id')) as string[];
  if (memberships.length === 0) return null;
  const last = (await db('core.auth_sessions').where('user_id', userId).whereNotNull('account_id').orderBy('created_at', 'desc').first('account_id')) as { account_id: string } | undefined;
  return last && memberships.includes(last.account_id) ? last.account_id : memberships[0]!;
}

/** Is the account one of the user's active memberships (in an active account)? */
export async function isActiveMember(db: Knex, userId: string, accountId: string): Promise<boolean> {
  const row = await db('core.memberships as m')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .where({ 'm.user_id': userId, 'm.account_id': accountId, 'm.status': 'ACTIVE', 'a.status': 'ACTIVE' })
    .first('m.id');
  return row !== undefined;
}

export interface OpenSessionInput {
  userId: string;
  /** undefined: the user's default account. */
  accountId?: string | null;
  client: ClientInfo;
  device?: string | null;
}

/** Open a session for a sign-in and issue its tokens. */
export async function openSession(ctx: CoreContext, db: Knex, input: OpenSessionInput): Promise<{ session: SessionRow; tokens: AuthTokensPayload }> {
  const now = ctx.now();
  const accountId = input.accountId === undefined ? await defaultAccountOf(db, input.userId) : input.accountId;
  const [session] = (await db('core.auth_sessions')
    .insert({
      user_id: input.userId,
      account_id: accountId,
      ip_address: input.client.ip,
      user_agent: input.client.userAgent,
      device: input.device ?? deviceLabel(input.client.userAgent),
      created_at: now,
      last_activity_at: now,
      expires_at: new Date(now.getTime() + SESSION_TIMEOUT_MS),
    })
    .returning('*')) as SessionRow[];
  const refreshToken = await issueRefreshToken(db, session!.id, now);
  const access = await accessTokenFor(ctx, session!);
  return { session: session!, tokens: { accessToken: access.accessToken, refreshToken, expiresAt: access.expiresAt } };
}

export interface RevokeFilter {
  userId?: string;
  sessionIds?: string[];
  accountId?: string;
  exceptSessionId?: string | null;
}

/** End the active sessions matching the filter (and their refresh tokens); returns their ids. */
export async function revokeSessions(ctx: CoreContext, db: Knex, filter: RevokeFilter, reason: string): Promise<string[]> {
  const now = ctx.now();
  if (filter.sessionIds && filter.sessionIds.length === 0) return [];
  const query = db('core.auth_sessions').whereNull('revoked_at').where('expires_at', '>', now);
  if (filter.userId) query.where('user_id', filter.userId);
  if (filter.sessionIds) query.whereIn('id', filter.sessionIds);
  if (filter.accountId) query.where('account_id', filter.accountId);
  if (filter.exceptSessionId) query.whereNot('id', filter.exceptSessionId);
  const ids = (await query.update({ revoked_at: now, revoked_reason: reason.slice(0, 200) }).returning('id')).map((row: { id: string }) => row.id);
  if (ids.length > 0) await db('core.refresh_tokens').whereIn('session_id', ids).whereNull('revoked_at').update({ revoked_at: now });
  // Dropped from this instance's cache at once; every instance (and the sessions' open sockets)
  // hears of it once the change is committed, so none reads the session as still active.
  for (const id of ids) ctx.auth.invalidateSession(id, { quiet: true });
  const announce = () => {
    for (const id of ids) ctx.auth.invalidateSession(id);
  };
  if (ids.length > 0) {
    const { executionPromise } = db as unknown as Partial<Knex.Transaction>;
    if (db.isTransaction && executionPromise) executionPromise.then(announce, () => undefined);
    else announce();
  }
  return ids;
}

interface RefreshJoinRow {
  token_id: string;
  rotated_at: Date | null;
  token_revoked_at: Date | null;
  id: string;
  user_id: string;
  account_id: string | null;
  expires_at: Date;
  revoked_at: Date | null;
  user_status: string;
}

/**
 * Rotate a refresh token: the old one is marked rotated and a new one issued. Reusing a rotated
 * token means it leaked: the whole session ends. Anything else invalid answers 'Session expired'.
 */
export async function rotateRefreshToken(ctx: CoreContext, refreshToken: string, client: ClientInfo): Promise<{ tokens: AuthTokensPayload; accountId: string | null }> {
  const now = ctx.now();
  const expired = () => new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
  const outcome = await ctx.db.transaction(async (trx) => {
    const row = (await trx('core.refresh_tokens as r')
      .join('core.auth_sessions as s', 's.id', 'r.session_id')
      .join('core.users as u', 'u.id', 's.user_id')
      .where('r.token_hash', sha256Hex(refreshToken))
      .first('r.id as token_id', 'r.rotated_at', 'r.revoked_at as token_revoked_at', 's.id', 's.user_id', 's.account_id', 's.expires_at', 's.revoked_at', 'u.status as user_status')) as RefreshJoinRow | undefined;
    if (!row) return { kind: 'expired' as const };
    if (row.rotated_at && !row.token_revoked_at && !row.revoked_at) {
      await revokeSessions(ctx, trx, { sessionIds: [row.id] }, 'refresh_token_reuse');
      await trx('core.refresh_tokens').where('session_id', row.id).whereNull('revoked_at').update({ revoked_at: now });
      await recordAudit(trx, { action: 'auth.refresh_token_reused', userId: row.user_id, accountId: row.account_id, sessionId: row.id, ipAddress: client.ip, userAgent: client.userAgent, details: { reason: 'A rotated refresh token was used again: the session was ended' } });
      return { kind: 'reused' as const };
    }
    if (row.rotated_at || row.token_revoked_at || !isSessionActive(row, now) || row.user_status !== 'ACTIVE') return { kind: 'expired' as const };
    // Only one concurrent use wins the rotation; the loser counts as reuse of a rotated token.
    const claimed = await trx('core.refresh_tokens').where('id', row.token_id).whereNull('rotated_at').update({ rotated_at: now });
    if (claimed === 0) return { kind: 'expired' as const };
    const next = await issueRefreshToken(trx, row.id, now);
    await trx('core.auth_sessions').where('id', row.id).update({ last_activity_at: now, expires_at: new Date(now.getTime() + SESSION_TIMEOUT_MS) });
    return { kind: 'rotated' as const, session: row, refreshToken: next };
  });
  if (outcome.kind !== 'rotated') throw expired();
  const access = await accessTokenFor(ctx, outcome.session);
  return { tokens: { accessToken: access.accessToken, refreshToken: outcome.refreshToken, expiresAt: access.expiresAt }, accountId: outcome.session.account_id };
}
