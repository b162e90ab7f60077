/** Kept in local storage: one id per browser. */
export const DEVICE_ID_KEY = 'suite.deviceId';

/** A stable id of this browser, sent with the login (trusted devices and the login risk score). */
export function deviceFingerprint(): string {
  let store: Storage | null = null;
  try {
    store = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage blocked: a fresh id per sign-in
  }
  const existing = store?.getItem(DEVICE_ID_KEY);
  if (existing && /^[A-Za-z0-9-]{16,100}$/.test(existing)) return existing;
  const fresh =
    typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  store?.setItem(DEVICE_ID_KEY, fresh);
  return fresh;
}

/**
 * Keep the secret the server gave this browser when the user trusted it at the second factor: it
 * replaces the browser's own id and is sent at every sign-in from then on. The server made it and
 * stores only a digest, so no id a browser chooses itself is ever trusted.
 */
export function rememberTrustedDevice(secret: string): void {
  if (!/^[A-Za-z0-9-]{16,100}$/.test(secret)) return;
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(DEVICE_ID_KEY, secret);
  } catch {
    // storage blocked: the device is asked the second factor again next time
  }
}
