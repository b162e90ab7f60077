import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  CURRENCY,
  DEFAULT_LANGUAGE,
  FEATURE_CATALOGUE,
  LANGUAGES,
  MODULE_META,
  isModuleId,
  remoteScopeOf,
  SystemEndpoints,
  type ApiPlugin,
  type HealthStatus,
  type ModuleManifestEntry,
} from '@suite/sdk';
import type { Knex } from 'knex';
import type { PlatformConfig } from '../../config.js';
import { databaseReachable } from '../../db/database.js';
import { loadFeatureState } from '../features/service.js';
import { isFeatureOn } from '../features/decision.js';
import type { RouteTable } from '../../plugins/routes.js';

const startedAt = Date.now();

/** A cache-busting version of a remote entry: its build time. */
export function remoteVersion(modulesDir: string | null, id: string): string {
  if (!modulesDir) return '0';
  const file = path.join(modulesDir, id, 'dist', 'web', 'remoteEntry.js');
  return existsSync(file) ? String(Math.floor(statSync(file).mtimeMs)) : '0';
}

export function registerSystemRoutes(routes: RouteTable, deps: { db: Knex; config: PlatformConfig; plugins: () => ApiPlugin[] }): void {
  const { db, config } = deps;

  routes.implement(SystemEndpoints.health, async (): Promise<HealthStatus> => {
    const up = await databaseReachable(db);
    return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version: config.version, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  });

  routes.implement(SystemEndpoints.config, () => ({
    appName: 'Suite',
    version: config.version,
    environment: config.environment,
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    currency: CURRENCY,
    demoMode: config.environment !== 'production',
  }));

  routes.implement(SystemEndpoints.features, () => ({
    features: FEATURE_CATALOGUE.map((feature) => ({ id: feature.id, category: feature.category, dependencies: [...feature.dependencies] })),
    modules: deps.plugins().map((plugin) => plugin.id).filter(isModuleId),
  }));

  // Signed in: the modules the current account has on. Signed out: every module, for its public
  // routes (demo pages, join links).
  routes.implement(SystemEndpoints.modules, async (req) => {
    const tenant = req.tenant;
    const features = tenant ? await loadFeatureState(db, tenant.accountId) : null;
    const modules: ModuleManifestEntry[] = [];
    // Signed in, the account's turned-off modules are listed with their routes only: a visit to
    // one says the area is turned off (and where to turn it on) instead of 'Page not found'.
    const turnedOff: { id: ModuleManifestEntry['id']; feature: ModuleManifestEntry['feature']; nav: ModuleManifestEntry['nav']; routes: ModuleManifestEntry['routes'] }[] = [];
    for (const plugin of deps.plugins()) {
      const id = plugin.id;
      if (!isModuleId(id)) continue;
      if (features && !isFeatureOn(features, plugin.feature)) {
        turnedOff.push({ id, feature: plugin.feature, nav: MODULE_META[id], routes: (plugin.webRoutes ?? []).filter((route) => !route.public).map((route) => ({ path: route.path })) });
        continue;
      }
      modules.push({
        id,
        feature: plugin.feature,
        remoteEntry: `/modules/${id}/remoteEntry.js?v=${remoteVersion(config.modulesDir, id)}`,
        scope: remoteScopeOf(id),
        nav: MODULE_META[id],
        routes: (plugin.webRoutes ?? []).map((route) => ({ path: route.path, public: Boolean(route.public), ...(route.standalone ? { standalone: route.standalone } : {}) })),
      });
    }
    modules.sort((a, b) => a.nav.order - b.nav.order);
    return features ? { modules, turnedOff } : { modules };
  });
}
