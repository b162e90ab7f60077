import { Suspense, lazy } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { PublicLayout } from './layout/PublicLayout.js';
import { useMatchedRouteId } from './matched-route.js';

/** The id of the route that takes every path the shell does not name. */
export const CATCH_ALL_ROUTE = 'catch-all';

const AppFrame = lazy(async () => ({ default: (await import('./AppFrame.js')).AppFrame }));
const AnonymousCatchAll = lazy(() => import('./AnonymousCatchAll.js'));

const waiting = (
  <PublicLayout>
    <LoadingState variant="page" />
  </PublicLayout>
);

/**
 * The layout route of everything past the public entry pages. It loads the app frame (query
 * cache, ability, websocket, modules, layout) once and keeps it across navigations. A signed-out
 * visitor on a path the shell does not name is checked against the modules first, so a plain
 * 'Page not found' does not load the frame.
 */
export function AppFrameGate() {
  const { status } = useSession();
  const unnamed = useMatchedRouteId() === CATCH_ALL_ROUTE;
  // Until the session is known, an unnamed path waits rather than loading the frame for nothing.
  if (unnamed && status === 'loading') return waiting;
  if (unnamed && status === 'anonymous') {
    return (
      <Suspense fallback={waiting}>
        <AnonymousCatchAll frame={<AppFrame />} />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={waiting}>
      <AppFrame />
    </Suspense>
  );
}
