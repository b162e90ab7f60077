/**
 * A deliberate sign-out is not a visit to remember: the page left behind must not become the
 * next sign-in's destination (which may be someone else's).
 */
const KEY = 'suite.signedOut';

export function markSignedOut(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage blocked: the origin is remembered, nothing worse
  }
}

/** True once after a deliberate sign-out. */
export function consumeSignedOut(): boolean {
  try {
    const set = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return set;
  } catch {
    return false;
  }
}
