import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { consumeSignedOut } from './session/sign-out-flag.js';

/** /login remembering where the visitor wanted to go. */
export function loginRedirect(location: Pick<Location, 'pathname' | 'search'>): string {
  if (consumeSignedOut()) return '/login';
  return `/login?from=${encodeURIComponent(location.pathname + location.search)}`;
}

/**
 * The gate of platform.md section 4: while loading show the loading screen; signed out go to
 * /login remembering the origin; signed in but unverified go to /email-verification-required.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <LoadingState variant="page" />;
  if (session.status === 'anonymous') return <Navigate to={loginRedirect(location)} replace />;
  if (session.user && !session.user.emailVerified) {
    return <Navigate to={`/email-verification-required?from=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  }
  return <>{children}</>;
}
