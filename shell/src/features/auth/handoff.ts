import { safeFrom } from './origin.js';

/**
 * What the sign-in screens keep between two screens: the pending second factor (this tab) and
 * the page to reach once the email is verified (any tab).
 */

export const PENDING_TWO_FACTOR_KEY = 'suite.pendingTwoFactor';
export const AFTER_VERIFICATION_KEY = 'suite.afterVerification';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export interface PendingTwoFactor {
  pendingToken: string;
  method: 'email' | 'totp';
  /** The remembered origin of the login. */
  from: string | null;
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The second factor waits in session storage (platform.md section 4), for this tab only. */
export function savePendingTwoFactor(pending: PendingTwoFactor): void {
  sessionStore()?.setItem(PENDING_TWO_FACTOR_KEY, JSON.stringify(pending));
}

export function readPendingTwoFactor(): PendingTwoFactor | null {
  const raw = sessionStore()?.getItem(PENDING_TWO_FACTOR_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (isObject(value) && typeof value.pendingToken === 'string' && value.pendingToken) {
      return { pendingToken: value.pendingToken, method: value.method === 'totp' ? 'totp' : 'email', from: safeFrom(typeof value.from === 'string' ? value.from : null) };
    }
  } catch {
    // a broken value is dropped below
  }
  clearPendingTwoFactor();
  return null;
}

export function clearPendingTwoFactor(): void {
  sessionStore()?.removeItem(PENDING_TWO_FACTOR_KEY);
}

/**
 * The page to reach once the email is verified. Kept in local storage because the verification
 * link is usually opened from the mailbox in another tab.
 */
export function rememberAfterVerification(path: string | null): void {
  const safe = safeFrom(path);
  if (safe) localStore()?.setItem(AFTER_VERIFICATION_KEY, safe);
}

export function peekAfterVerification(): string | null {
  return safeFrom(localStore()?.getItem(AFTER_VERIFICATION_KEY));
}

export function forgetAfterVerification(): void {
  localStore()?.removeItem(AFTER_VERIFICATION_KEY);
}

export function takeAfterVerification(): string | null {
  const value = peekAfterVerification();
  forgetAfterVerification();
  return value;
}
