import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { LoadingState } from '@suite/sdk/ui';
import type { ModuleManifestEntry } from '@suite/sdk';
import { fetchManifest } from '../federation/manifest.js';
import { NotFound } from '../features/public/NotFound.js';
import { PublicLayout } from './layout/PublicLayout.js';

// /planning-poker, /retrospectives and /agile-kanban are the agile module's screens for members and
// marketing pages for visitors (platform.md section 2): signed out, the marketing page, without the frame.
const MarketingPage = lazy(() => import('../features/public/marketing/MarketingPage.js'));
// A module route with a standalone bundle (the poker demo): loaded without the app frame and the remote.
const StandalonePage = lazy(() => import('../federation/StandalonePage.js'));
const SIGNED_OUT_MARKETING = new Set(['/planning-poker', '/retrospectives', '/agile-kanban']);

/** The same key ModulesProvider uses for a signed-out visitor, so both read one cached manifest. */
const ANONYMOUS_MANIFEST = 'anonymous:';

interface PathOwner {
  owned: boolean;
  /** The owning module's standalone page for this path, when its route has one. */
  standalone: { entry: ModuleManifestEntry; name: string } | null;
}

/** Whether a module has this path (public or behind sign-in), from the signed-out manifest; null while unknown. */
function useModuleOwnsPath(pathname: string): PathOwner | null {
  const [answer, setAnswer] = useState<{ path: string; owner: PathOwner } | null>(null);
  useEffect(() => {
    let live = true;
    fetchManifest(ANONYMOUS_MANIFEST, { preferCache: true })
      .then((modules): PathOwner => {
        for (const entry of modules) {
          const route = entry.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, pathname));
          if (route) return { owned: true, standalone: route.public && route.standalone ? { entry, name: route.standalone } : null };
        }
        return { owned: false, standalone: null };
      })
      // Unknown (the manifest did not load): the module outlet shows its own error.
      .catch((): PathOwner => ({ owned: true, standalone: null }))
      .then((owner) => {
        if (live) setAnswer({ path: pathname, owner });
      });
    return () => {
      live = false;
    };
  }, [pathname]);
  return answer && answer.path === pathname ? answer.owner : null;
}

/**
 * A signed-out visitor on a path the shell does not name: the marketing page of the three agile
 * paths above; 'Page not found' straight away when no module has the path; a route's standalone
 * page (the poker demo) in the public frame; else the app frame (`frame`) with the module's page or
 * sign-in redirect.
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
  const owner = useModuleOwnsPath(pathname);
  if (owner === null) {
    return (
      <PublicLayout>
        <LoadingState variant="page" />
      </PublicLayout>
    );
  }
  if (!owner.owned) {
    return (
      <PublicLayout>
        <NotFound />
      </PublicLayout>
    );
  }
  if (owner.standalone) {
    return (
      <Suspense
        fallback={
          <PublicLayout>
            <LoadingState variant="page" />
          </PublicLayout>
        }
      >
        <StandalonePage entry={owner.standalone.entry} name={owner.standalone.name} />
      </Suspense>
    );
  }
  return frame;
}
