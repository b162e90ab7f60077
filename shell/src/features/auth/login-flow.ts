import { AuthErrors } from '@suite/sdk';
import { callEndpoint, isApiError, type AuthTokens } from '@suite/sdk/client';
import { AuthEndpoints } from '@suite/sdk/endpoints';
import { deviceFingerprint } from './device.js';
import { failureText } from './failure.js';
import { savePendingTwoFactor } from './handoff.js';
import { destinationAfterSignIn, readSignInOutcome, tokensOf } from './sign-in-flow.js';

/**
 * What a login attempt leads to. The login page loads this module when the form is first used,
 * so its first load carries only the form.
 */
export type LoginOutcome =
  /** Hand the tokens to the session, then go to `destination`. */
  | { kind: 'signedIn'; tokens: AuthTokens; destination: string }
  /** The pending second factor is stored: go to /2fa. */
  | { kind: 'twoFactor' }
  /** The email is not verified: the yellow notice; `next` when the server signed the user in anyway. */
  | { kind: 'unverified'; next: { tokens: AuthTokens; destination: string } | null }
  | { kind: 'failed'; message: string };

/** POST /auth/login and what it means for the screen (platform.md section 4). */
export async function logIn(credentials: { email: string; password: string }, from: string | null): Promise<LoginOutcome> {
  try {
    const body = { email: credentials.email.trim(), password: credentials.password, deviceFingerprint: deviceFingerprint() };
    const outcome = readSignInOutcome(await callEndpoint(AuthEndpoints.login, { body }));
    if (!outcome) return { kind: 'failed', message: AuthErrors.LOGIN_FAILED_RETRY };
    if (outcome.kind === 'twoFactor') {
      savePendingTwoFactor({ pendingToken: outcome.pending.pendingToken, method: outcome.pending.method, from });
      return { kind: 'twoFactor' };
    }
    const { user, requiresEmailVerification } = outcome.result;
    const next = { tokens: tokensOf(outcome.result), destination: destinationAfterSignIn({ from, persona: user.primaryPersona, requiresEmailVerification }) };
    return requiresEmailVerification ? { kind: 'unverified', next } : { kind: 'signedIn', ...next };
  } catch (failure) {
    if (isApiError(failure) && failure.message === AuthErrors.EMAIL_VERIFICATION_REQUIRED) return { kind: 'unverified', next: null };
    // 'Invalid email or password' is the default text of a refused login (platform.md section 8).
    return { kind: 'failed', message: failureText(failure, isApiError(failure) && failure.status === 401 ? AuthErrors.INVALID_CREDENTIALS : AuthErrors.LOGIN_FAILED_RETRY) };
  }
}
