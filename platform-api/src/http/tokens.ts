import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError, AuthErrors } from '@suite/sdk';
import type { PlatformConfig } from '../config.js';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  /** User id (or the guest's id for a guest token). */
  sub: string;
  /** Auth session id. */
  sid: string | null;
  /** Active account id of the session. */
  acc: string | null;
  /** Set on guest tokens: what the guest may reach and the name they gave. */
  guest?: { scope: string; displayName: string };
}

/** Guests get a token for one scope, valid 12 hours unless the issuer says otherwise. */
export const GUEST_TOKEN_TTL_SECONDS = 12 * 60 * 60;

export async function signGuestToken(config: TokenConfig, guest: { accountId: string; guestId: string; scope: string; displayName: string }, ttlSeconds = GUEST_TOKEN_TTL_SECONDS, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ acc: guest.accountId, typ: 'guest', scope: guest.scope, name: guest.displayName })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(guest.guestId)
    .setIssuer(config.jwtIssuer)
    .setAudience(config.jwtAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(config.jwtSecret));
}

type TokenConfig = Pick<PlatformConfig, 'jwtSecret' | 'jwtAudience' | 'jwtIssuer'>;

const keys = new Map<string, Uint8Array>();
function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

/** A signed access JWT (HS256) valid for one hour. */
export async function signAccessToken(config: TokenConfig, claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sid, acc: claims.acc, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(config.jwtIssuer)
    .setAudience(config.jwtAudience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(keyOf(config.jwtSecret));
}

/**
 * Verified tokens, so a token's signature is checked once, not on every request: kept until the
 * token expires, bound to the secret, issuer and audience that verified it.
 */
const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number; key: string }>();
const VERIFIED_MAX = 10_000;

/** Verify an access token: HS256 only, issuer, audience and expiry checked. */
export async function verifyAccessToken(config: TokenConfig, token: string, nowMs: number = Date.now()): Promise<AccessClaims> {
  const key = `${config.jwtSecret}|${config.jwtIssuer}|${config.jwtAudience}`;
  const known = verified.get(token);
  if (known && known.key === key) {
    if (nowMs < known.expiresAtMs) return known.claims;
    verified.delete(token);
  }
  try {
    const { payload } = await jwtVerify(token, keyOf(config.jwtSecret), {
      algorithms: ['HS256'],
      audience: config.jwtAudience,
      issuer: config.jwtIssuer,
      currentDate: new Date(nowMs),
    });
    if ((payload.typ !== 'access' && payload.typ !== 'guest') || typeof payload.sub !== 'string') throw new UnauthorizedError();
    const claims: AccessClaims = {
      sub: payload.sub,
      sid: typeof payload.sid === 'string' ? payload.sid : null,
      acc: typeof payload.acc === 'string' ? payload.acc : null,
    };
    if (payload.typ === 'guest') {
      if (typeof payload.scope !== 'string' || typeof payload.acc !== 'string') throw new UnauthorizedError();
      claims.guest = { scope: payload.scope, displayName: typeof payload.name === 'string' ? payload.name : 'Guest' };
    }
    if (typeof payload.exp === 'number') {
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, expiresAtMs: payload.exp * 1000, key });
    }
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    if (error instanceof UnauthorizedError) throw error;
    throw new UnauthorizedError();
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}
