import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { LoadingState } from '@suite/sdk/ui';
import { fetchManifest } from '../federation/manifest.js';
import { NotFound } from '../features/public/NotFound.js';
import { PublicLayout } from './layout/PublicLayout.js';

// /planning-poker, /retrospectives and /agile-kanban are the agile module's screens for members and
// marketing pages for visitors (platform.md section 2): signed out, the marketing page, without the frame.
const MarketingPage = lazy(() => import('../features/public/marketing/MarketingPage.js'));
const SIGNED_OUT_MARKETING = new Set(['/planning-poker', '/retrospectives', '/agile-kanban']);

/** The same key ModulesProvider uses for a signed-out visitor, so both read one cached manifest. */
const ANONYMOUS_MANIFEST = 'anonymous:';

/** Whether a module has this path (public or behind sign-in), from the signed-out manifest; null while unknown. */
function useModuleOwnsPath(pathname: string): boolean | null {
  const [answer, setAnswer] = useState<{ path: string; owned: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    fetchManifest(ANONYMOUS_MANIFEST, { preferCache: true })
      .then((modules) => modules.some((entry) => entry.routes.some((route) => matchPath({ path: route.path, end: true }, pathname))))
      // Unknown (the manifest did not load): the module outlet shows its own error.
      .catch(() => true)
      .then((owned) => {
        if (live) setAnswer({ path: pathname, owned });
      });
    return () => {
      live = false;
    };
  }, [pathname]);
  return answer && answer.path === pathname ? answer.owned : null;
}

/**
 * A signed-out visitor on a path the shell does not name: the marketing page of the three agile
 * paths above; 'Page not found' straight away when no module has the path; else the app frame
 * (`frame`) with the module's page or sign-in redirect.
 */
export default function AnonymousCatchAll({ frame }: { frame: ReactNode }) {
  const { pathname } = useLocation();
  if (SIGNED_OUT_MARKETING.has(pathname.replace(/\/+$/, '').toLowerCase())) {
    return (
      <Suspense
        fallback={
          <PublicLayout>
            <LoadingState variant="page" />
          </PublicLayout>
        }
      >
        <MarketingPage />
      </Suspense>
    );
  }
  return <ModuleCatchAll frame={frame} pathname={pathname} />;
}

function ModuleCatchAll({ frame, pathname }: { frame: ReactNode; pathname: string }) {
  const owned = useModuleOwnsPath(pathname);
  if (owned === null) {
    return (
      <PublicLayout>
        <LoadingState variant="page" />
      </PublicLayout>
    );
  }
  if (!owned) {
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  return frame;
}
