import { landingPathFor, type Persona, type SignInResult, type TwoFactorRequired } from '@suite/sdk';
import type { AuthTokens } from '@suite/sdk/client';
import { safeFrom } from './origin.js';

/**
 * Where the sign-in screens send people and how they read the server's answers: pure functions,
 * so the pages stay thin and this is unit-tested. What survives between two screens is in
 * handoff.ts.
 */

export type SignInOutcome = { kind: 'signedIn'; result: SignInResult } | { kind: 'twoFactor'; pending: TwoFactorRequired };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Read a login, registration or 2FA answer: tokens and user, or the pending second factor.
 * Older answers carried `token` instead of `tokens` (platform.md section 3); both are accepted.
 */
export function readSignInOutcome(data: unknown): SignInOutcome | null {
  if (!isObject(data)) return null;
  if (data.requiresTwoFactor === true && typeof data.pendingToken === 'string') {
    return { kind: 'twoFactor', pending: { requiresTwoFactor: true, pendingToken: data.pendingToken, method: data.method === 'totp' ? 'totp' : 'email' } };
  }
  const tokens = isObject(data.tokens) ? data.tokens : typeof data.token === 'string' ? { accessToken: data.token } : null;
  if (!tokens || typeof tokens.accessToken !== 'string' || !isObject(data.user)) return null;
  const user = data.user as unknown as SignInResult['user'];
  return {
    kind: 'signedIn',
    result: {
      user,
      tokens: tokens as unknown as SignInResult['tokens'],
      accountId: typeof data.accountId === 'string' ? data.accountId : null,
      requiresEmailVerification: data.requiresEmailVerification === true || user.emailVerified === false,
      ...(typeof data.deviceToken === 'string' ? { deviceToken: data.deviceToken } : {}),
    },
  };
}

/** The tokens to hand to the session (only what the store keeps). */
export function tokensOf(result: SignInResult): AuthTokens {
  const { accessToken, refreshToken, expiresAt } = result.tokens;
  return { accessToken, ...(refreshToken ? { refreshToken } : {}), ...(expiresAt ? { expiresAt } : {}) };
}

const withFrom = (path: string, from: string | null) => (from ? `${path}?from=${encodeURIComponent(from)}` : path);

/**
 * After login or the second factor (platform.md section 4): the page the user came from, else the
 * persona's landing page; an unverified user first goes to the verification notice.
 */
export function destinationAfterSignIn(options: { from: string | null; persona: Persona | null | undefined; requiresEmailVerification: boolean }): string {
  const from = safeFrom(options.from);
  if (options.requiresEmailVerification) return withFrom('/email-verification-required', from);
  return from ?? landingPathFor(options.persona);
}

/** The invitation page a registration from an invitation link comes back to. */
export function invitationPath(token: string): string {
  return `/accept-invitation?token=${encodeURIComponent(token)}`;
}

/**
 * After registration: the invitation being accepted, else the persona's dashboard (/dashboard,
 * /investor/dashboard, /affiliate-dashboard); unverified users go to the verification notice
 * first, remembering that target.
 */
export function destinationAfterRegistration(options: { persona: Persona | null | undefined; invitationToken: string | null; requiresEmailVerification: boolean }): string {
  const target = options.invitationToken ? invitationPath(options.invitationToken) : null;
  if (options.requiresEmailVerification) return withFrom('/email-verification-required', target);
  return target ?? landingPathFor(options.persona);
}
