/**
 * The remembered origin of a sign-in (`?from=`): read at first render by the sign-in pages, so it
 * lives apart from the flows they load on submit.
 */

/** Pages that must never be the destination of a sign-in (they would loop). */
const SIGN_IN_PATHS = ['/login', '/register', '/2fa', '/forgot-password', '/reset-password', '/verify-email', '/email-verification-required'];

/** A remembered origin, only when it is a path of this site that is not itself a sign-in screen. */
export function safeFrom(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0]!;
  if (SIGN_IN_PATHS.includes(pathname.replace(/\/+$/, '') || '/')) return null;
  return value;
}
