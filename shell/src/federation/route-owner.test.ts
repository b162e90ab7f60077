import { describe, expect, it } from 'vitest';
import type { ModuleManifestEntry } from '@suite/sdk';
import { findRouteOwner, type LoadedModule } from './ModulesProvider.js';

const loaded = (id: 'agile' | 'bi', routes: ModuleManifestEntry['routes']): LoadedModule => ({
  entry: { id, feature: 'agile_survival', remoteEntry: `/modules/${id}/remoteEntry.js`, scope: `suite_${id}`, nav: { titleKey: `nav.${id}`, order: 1 }, routes },
  state: 'loading',
  module: null,
  error: null,
});

describe('which module owns a path', () => {
  const modules = [loaded('agile', [{ path: '/planning-poker' }, { path: '/poker/sessions/:id' }, { path: '/voting-demo', public: true }]), loaded('bi', [{ path: '/bi/forecasting' }])];

  it('matches static and parameterised paths to their module', () => {
    expect(findRouteOwner(modules, '/planning-poker')?.owner.entry.id).toBe('agile');
    expect(findRouteOwner(modules, '/poker/sessions/123')?.route.path).toBe('/poker/sessions/:id');
    expect(findRouteOwner(modules, '/bi/forecasting')?.owner.entry.id).toBe('bi');
  });

  it('keeps the public flag of the route', () => {
    expect(findRouteOwner(modules, '/voting-demo')?.route.public).toBe(true);
  });

  it('owns nothing for unknown or partial paths', () => {
    expect(findRouteOwner(modules, '/nowhere')).toBeNull();
    expect(findRouteOwner(modules, '/poker/sessions')).toBeNull();
    expect(findRouteOwner(modules, '/planning-poker/extra')).toBeNull();
  });
});
