import type { Knex } from 'knex';
import { AccessErrors, API_KEY_PREFIX, AuthErrors, ForbiddenError, IntegrationErrors, UnauthorizedError, ValidationError, defineAbilityFor, scopedAbility, type AppAbility } from '@suite/sdk';
import { hashApiKey } from '../core/api-keys/service.js';
import type { PlatformConfig } from '../config.js';
import { loadRequestContext, type LoadedContext } from '../core/tenancy/request-context.js';
import { bearerToken, signGuestToken, verifyAccessToken, type AccessClaims } from './tokens.js';
import { loadFeatureState } from '../core/features/service.js';
import type { FeatureState } from '../core/features/decision.js';
import { applyDevOverrides } from '../core/devtools/overrides.js';

export const TENANT_HEADER = 'x-tenant-id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export interface RequestState {
  claims: AccessClaims;
  context: LoadedContext;
  /** The CASL ability, built on first use. */
  readonly ability: AppAbility;
  /** Set when the request came with an API key: its scopes, and its maker's own ability. */
  apiKey?: { id: string; scopes: string[]; makerAbility: AppAbility };
}

export type AccessLevel = 'public' | 'user' | 'tenant';

/** Auth sessions time out 480 minutes after their last activity (platform.md section 9). */
export const SESSION_TIMEOUT_MINUTES = 480;
/** Activity is written at most once a minute per session. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * A request's user, membership, plan and flags are cached for a few seconds: the one query per
 * request is the price of every authenticated call. Changes made here invalidate at once
 * (invalidate*); another instance sees them within the TTL.
 */
const CONTEXT_TTL_MS = 5_000;
const CONTEXT_CACHE_MAX = 10_000;

export interface AuthInput {
  authorization?: string;
  tenantHeader?: string | null;
  /** HTTP requests only (sockets take session tokens): `X-API-Key`, or a bearer starting with sk_. */
  apiKeys?: { header: string | null };
}

export const API_KEY_HEADER_NAME = 'x-api-key';
/** last_used_at is written at most once a minute per key. */
const KEY_TOUCH_INTERVAL_MS = 60_000;

interface CachedContext {
  at: number;
  value: LoadedContext | null;
}

/** Abilities built from a cached context, kept as long as the context is (it does not change). */
const abilities = new WeakMap<LoadedContext, AppAbility>();

function abilityOf(context: LoadedContext): AppAbility {
  let ability = abilities.get(context);
  if (!ability) {
    ability = defineAbilityFor(
      { id: context.user.id, isSuperAdmin: context.user.isSuperAdmin, primaryPersona: context.user.primaryPersona },
      context.tenant ? { role: context.tenant.role, permissions: context.tenant.permissions } : null,
      context.tenant ? { plan: context.tenant.plan } : null,
    );
    abilities.set(context, ability);
  }
  return ability;
}

function withAbility(claims: AccessClaims, context: LoadedContext): RequestState {
  return {
    claims,
    context,
    get ability() {
      return abilityOf(context);
    },
  };
}

/** What an invalidation concerns: a user, an account, or one auth session (ended). */
export type InvalidationTarget = { userId: string } | { accountId: string } | { sessionId: string };

/** A socket's person read afresh: their state, or why their socket must close. */
export type ReloadOutcome = { state: RequestState } | { ended: 'session' | 'access' };

/**
 * Authenticates requests and sockets and resolves their tenant: the account comes from
 * X-Tenant-ID or the session's active account and must be one of the user's memberships.
 */
export class AuthResolver {
  private readonly cache = new Map<string, CachedContext>();
  private readonly touched = new Map<string, number>();
  private readonly guestFeatures = new Map<string, { at: number; value: FeatureState | null }>();

  constructor(
    private readonly db: Knex,
    private readonly config: PlatformConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async resolve(input: AuthInput, level: AccessLevel): Promise<RequestState | null> {
    const token = bearerToken(input.authorization);
    if (input.apiKeys) {
      const key = input.apiKeys.header?.trim() || (token?.startsWith(API_KEY_PREFIX) ? token : null);
      if (key) return this.apiKeyState(key, input.tenantHeader ?? null, level);
    }
    if (!token) {
      if (level === 'public') return null;
      throw new UnauthorizedError();
    }
    let claims: AccessClaims;
    try {
      claims = await verifyAccessToken(this.config, token, this.now().getTime());
    } catch (error) {
      if (level === 'public') return null;
      throw error;
    }
    if (claims.guest) return this.guestState(claims, level);
    // Every token is tied to a session that logout and revocation can end; only the test harness
    // signs session-less tokens (NODE_ENV=test).
    if (!claims.sid && this.config.environment !== 'test') {
      if (level === 'public') return null;
      throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    }
    const requested = input.tenantHeader || claims.acc;
    if (requested && !isUuid(requested) && level === 'tenant') throw new ForbiddenError(AccessErrors.tenantMismatch(requested));
    const context = await this.context(claims.sub, claims.sid, requested && isUuid(requested) ? requested : null);
    if (!context || context.user.status !== 'ACTIVE') {
      if (level === 'public') return null;
      throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    }
    if (level === 'tenant') {
      if (!requested) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
      if (!context.tenant) throw new ForbiddenError(AccessErrors.tenantMismatch(requested));
      if (!context.user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
    }
    return withAbility(claims, context);
  }

  /**
   * A guest token stands for nobody in core.users: its context is the issuing account (as an
   * observer, with the account's plan and flags) and the guest pass. Routes and socket events
   * refuse it unless they allow guests.
   */
  private async guestState(claims: AccessClaims, level: AccessLevel): Promise<RequestState | null> {
    const accountId = claims.acc!;
    const nowMs = this.now().getTime();
    const key = `guest|${accountId}`;
    let features = this.guestFeatures.get(key);
    if (!features || nowMs - features.at >= CONTEXT_TTL_MS) {
      features = { at: nowMs, value: await loadFeatureState(this.db, accountId) };
      this.guestFeatures.set(key, features);
    }
    if (!features.value) {
      if (level === 'public') return null;
      throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    }
    const context: LoadedContext = {
      user: { id: claims.sub, email: '', sessionId: null, isSuperAdmin: false, emailVerified: true, primaryPersona: null, status: 'ACTIVE', guest: claims.guest },
      session: null,
      tenant: { accountId, role: 'OBSERVER', permissions: [], plan: features.value.plan, features: features.value },
    };
    return withAbility(claims, context);
  }

  private readonly keysTouched = new Map<string, number>();

  /**
   * An API key acts as its maker in the account it was made in, narrowed to its scopes. The key
   * row is read on every request (one indexed lookup by hash), so a revocation refuses the very
   * next one; the maker's membership comes through the same short cache as a session's.
   */
  private async apiKeyState(key: string, tenantHeader: string | null, level: AccessLevel): Promise<RequestState | null> {
    if (level === 'user') throw new ForbiddenError(IntegrationErrors.API_KEY_NOT_ALLOWED_HERE);
    const row = (await this.db('core.api_keys').where({ secret_hash: hashApiKey(key) }).whereNull('revoked_at').first('id', 'account_id', 'user_id', 'scopes')) as
      | { id: string; account_id: string; user_id: string; scopes: string[] | string }
      | undefined;
    if (!row) {
      if (level === 'public') return null;
      throw new UnauthorizedError(IntegrationErrors.API_KEY_INVALID);
    }
    if (tenantHeader && tenantHeader !== row.account_id) throw new ForbiddenError(AccessErrors.tenantMismatch(tenantHeader));
    const context = await this.context(row.user_id, null, row.account_id);
    if (!context || context.user.status !== 'ACTIVE' || !context.tenant) {
      if (level === 'public') return null;
      throw new UnauthorizedError(IntegrationErrors.API_KEY_INVALID);
    }
    if (!context.user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
    const nowMs = this.now().getTime();
    if (nowMs - (this.keysTouched.get(row.id) ?? 0) >= KEY_TOUCH_INTERVAL_MS) {
      this.keysTouched.set(row.id, nowMs);
      await this.db('core.api_keys').where('id', row.id).update({ last_used_at: new Date(nowMs) });
    }
    const scopes = typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as string[]) : row.scopes;
    const makerAbility = abilityOf(context);
    const ability = scopedAbility(makerAbility, scopes);
    return {
      claims: { sub: row.user_id, sid: null, acc: row.account_id } as AccessClaims,
      context: { ...context, user: { ...context.user, sessionId: null, apiKeyId: row.id } },
      ability,
      apiKey: { id: row.id, scopes, makerAbility },
    };
  }

  private readonly invalidationListeners: ((target: InvalidationTarget) => void)[] = [];

  /** Told of every invalidation (the websocket hub rebuilds the abilities of the sockets concerned). */
  onInvalidate(listener: (target: InvalidationTarget) => void): void {
    this.invalidationListeners.push(listener);
  }

  /** Forget cached contexts of a user (role, status, verification, sessions changed). */
  invalidateUser(userId: string, options: { quiet?: boolean } = {}): void {
    for (const [key, entry] of this.cache) if (entry.value?.user.id === userId || key.startsWith(`${userId}|`)) this.cache.delete(key);
    if (!options.quiet) for (const listener of this.invalidationListeners) listener({ userId });
  }

  /** Forget cached contexts of an account (plan, flags, memberships changed). */
  invalidateAccount(accountId: string, options: { quiet?: boolean } = {}): void {
    this.guestFeatures.delete(`guest|${accountId}`);
    for (const [key, entry] of this.cache) if (entry.value?.tenant?.accountId === accountId || key.endsWith(`|${accountId}`)) this.cache.delete(key);
    if (!options.quiet) for (const listener of this.invalidationListeners) listener({ accountId });
  }

  /**
   * The state of a connected socket's person, read afresh (its cache entry dropped first), or why
   * the socket must close: 'session' when its session ended (logout, revocation, password reset) or
   * the person is no longer an active user, 'access' when they are no longer a member of the
   * account. Sockets call it when their access may have changed.
   */
  async reload(userId: string, sessionId: string | null, accountId: string): Promise<ReloadOutcome> {
    this.cache.delete(`${userId}|${sessionId ?? ''}|${accountId}`);
    const context = await this.context(userId, sessionId, accountId);
    if (!context || context.user.status !== 'ACTIVE') return { ended: 'session' };
    if (!context.tenant) return { ended: 'access' };
    return { state: withAbility({ sub: userId, sid: sessionId, acc: accountId } as AccessClaims, context) };
  }

  /**
   * Forget a session at once (logout, revoke, switch account); unless quiet, listeners hear of it
   * (the websocket hub closes the session's sockets on every instance).
   */
  invalidateSession(sessionId: string, options: { quiet?: boolean } = {}): void {
    for (const [key, entry] of this.cache) if (entry.value?.session?.id === sessionId || key.includes(`|${sessionId}|`)) this.cache.delete(key);
    this.touched.delete(sessionId);
    if (!options.quiet) for (const listener of this.invalidationListeners) listener({ sessionId });
  }

  clear(): void {
    this.cache.clear();
    this.guestFeatures.clear();
  }

  /** Issue guest tokens (plugins' join links). */
  readonly guests = {
    issue: (guest: { accountId: string; guestId: string; scope: string; displayName: string; ttlSeconds?: number }) =>
      signGuestToken(this.config, guest, guest.ttlSeconds, this.now()),
  };

  private async context(userId: string, sessionId: string | null, accountId: string | null): Promise<LoadedContext | null> {
    const nowMs = this.now().getTime();
    const key = `${userId}|${sessionId ?? ''}|${accountId ?? ''}`;
    const cached = this.cache.get(key);
    let value: LoadedContext | null;
    if (cached && nowMs - cached.at < CONTEXT_TTL_MS && nowMs >= cached.at) value = cached.value;
    else {
      value = await loadRequestContext(this.db, userId, sessionId, accountId, new Date(nowMs));
      // Dev tools hook (core/devtools): an allow-listed user's overrides of account role, persona and
      // plan, applied to the context every check reads; a no-op (no query) for everyone else and in production.
      value = await applyDevOverrides(this.db, this.config, value);
      if (this.cache.size >= CONTEXT_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, { at: nowMs, value });
    }
    if (value?.session) await this.touch(value.session.id, value.session.lastActivityAt, nowMs);
    return value;
  }

  private async touch(sessionId: string, lastActivityAt: Date | null, nowMs: number): Promise<void> {
    const last = Math.max(this.touched.get(sessionId) ?? 0, lastActivityAt?.getTime() ?? 0);
    if (nowMs - last < TOUCH_INTERVAL_MS) return;
    this.touched.set(sessionId, nowMs);
    await this.db('core.auth_sessions')
      .where('id', sessionId)
      .update({ last_activity_at: new Date(nowMs), expires_at: new Date(nowMs + SESSION_TIMEOUT_MINUTES * 60_000) });
  }
}

export function requestAuthInputFromHeaders(headers: Record<string, string | string[] | undefined>): AuthInput {
  const tenant = headers[TENANT_HEADER];
  const authorization = headers.authorization;
  const apiKey = headers[API_KEY_HEADER_NAME];
  return {
    authorization: Array.isArray(authorization) ? authorization[0] : authorization,
    tenantHeader: Array.isArray(tenant) ? tenant[0] : (tenant ?? null),
    apiKeys: { header: (Array.isArray(apiKey) ? apiKey[0] : apiKey) ?? null },
  };
}
