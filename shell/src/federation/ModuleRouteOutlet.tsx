import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, matchPath, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { useSession, useAppAbility } from '@suite/sdk/react';
import type { ModuleRoute, WebModule } from '@suite/sdk';
import { findRouteOwner, findTurnedOffOwner, useModules } from './ModulesProvider.js';
import { ModuleBoundary } from './ModuleBoundary.js';
import { ModuleErrorCard } from './ModuleErrorCard.js';
import { NotFound } from '../features/public/NotFound.js';

// Loaded when a turned-off area is visited, not with every 404.
const AreaTurnedOff = lazy(() => import('./AreaTurnedOff.js').then((module) => ({ default: module.AreaTurnedOff })));
import { AccessDenied } from '../app/AccessDenied.js';
import { loginRedirect } from '../app/RequireAuth.js';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(module: WebModule, route: ModuleRoute): LazyExoticComponent<ComponentType> {
  const key = `${module.id}:${route.path}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(route.page);
    pages.set(key, page);
  }
  return page;
}

/** The document's title for a module's page: its route's title in the module's texts, then the brand. */
function useModuleTitle(moduleId: string, titleKey: string | undefined): void {
  // The module's texts are in place once its module loaded (it adds them); the shell's namespace
  // re-renders this on a change of language.
  const { t, i18n } = useTranslation('shell');
  const key = titleKey ? `${moduleId}:${titleKey}` : null;
  const title = key && i18n.exists(key) ? i18n.t(key) : null;
  const brand = t('brand');
  useEffect(() => {
    if (title) document.title = `${title} · ${brand}`;
  }, [title, brand]);
}

function ModulePage({ module, path }: { module: WebModule; path: string }) {
  const ability = useAppAbility();
  const route = module.routes.find((candidate) => candidate.path === path) ?? module.routes.find((candidate) => matchPath({ path: candidate.path, end: true }, path));
  useModuleTitle(module.id, route?.titleKey);
  if (!route) return <NotFound />;
  if (route.can && ability.cannot(route.can[0], route.can[1])) return <AccessDenied />;
  const Page = pageOf(module, route);
  // A descendant route with the module's own pattern, so its page reads useParams() as usual.
  return (
    <Routes>
      <Route path={route.path} element={<Page />} />
    </Routes>
  );
}

/**
 * Every path the shell does not own: found in the modules manifest, it renders the owning
 * module's page (loading, error card, or the page inside its own error boundary); a page of a
 * turned-off module says the area is turned off; otherwise 404.
 */
export function ModuleRouteOutlet() {
  const location = useLocation();
  const session = useSession();
  const { status, modules, turnedOff, retry, ensure } = useModules();
  const match = useMemo(() => findRouteOwner(modules, location.pathname), [modules, location.pathname]);
  const ownerId = match?.owner.entry.id;
  useEffect(() => {
    if (ownerId) ensure(ownerId);
  }, [ownerId, ensure]);

  if (!match) {
    if (status === 'loading' || session.status === 'loading') return <LoadingState variant="page" />;
    // A page of a module the account turned off (perhaps while it was open): say so, not 404.
    const off = session.status === 'authenticated' ? findTurnedOffOwner(turnedOff, location.pathname) : null;
    if (off) {
      return (
        <Suspense fallback={<LoadingState variant="page" />}>
          <AreaTurnedOff titleKey={off.nav.titleKey} />
        </Suspense>
      );
    }
    return <NotFound />;
  }
  const { owner, route } = match;
  if (!route.public && session.status !== 'authenticated') {
    if (session.status === 'loading') return <LoadingState variant="page" />;
    return <Navigate to={loginRedirect(location)} replace />;
  }
  if (owner.state === 'failed') {
    return <ModuleErrorCard moduleId={owner.entry.id} titleKey={owner.entry.nav.titleKey} error={owner.error} onRetry={() => retry(owner.entry.id)} />;
  }
  if (!owner.module) return <LoadingState variant="page" />;
  return (
    <ModuleBoundary key={`${owner.entry.id}:${route.path}`} moduleId={owner.entry.id} titleKey={owner.entry.nav.titleKey}>
      <Suspense fallback={<LoadingState variant="page" />}>
        <ModulePage module={owner.module} path={route.path} />
      </Suspense>
    </ModuleBoundary>
  );
}
