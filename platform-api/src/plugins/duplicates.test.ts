import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineApiPlugin, type ApiPlugin, type FeatureKey } from '@suite/sdk';
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestDatabase, type TestDatabase } from '../testing/index.js';
import { assertNoDuplicateRoutes } from './duplicates.js';

/** A plugin with nothing but routes and socket events. */
function tinyPlugin(id: string, feature: FeatureKey, routes: { method: 'GET' | 'POST'; path: string }[], events: string[] = []): ApiPlugin {
  return defineApiPlugin({
    id,
    feature,
    migrations: [],
    register(ctx) {
      for (const route of routes) ctx.routes.add({ ...route, handler: () => ({ from: id }) });
      for (const event of events) ctx.realtime.on({ event, handler: () => ({ from: id }) });
    },
  });
}

describe('duplicate routes', () => {
  it('refuses one route claimed by two owners, however it is spelled, naming both', () => {
    expect(() =>
      assertNoDuplicateRoutes([
        { owner: 'tiny_a', routes: [{ method: 'GET', path: '/tiny/items/:id' }] },
        { owner: 'tiny_b', routes: [{ method: 'get', path: '/Tiny/Items/:itemId/' }] },
      ]),
    ).toThrow('Route GET /api/tiny/items/:id and GET /api/Tiny/Items/:itemId/ is claimed twice: by tiny_a and by tiny_b');
  });

  it('lets two owners share a path on different methods, and different paths', () => {
    expect(() =>
      assertNoDuplicateRoutes([
        { owner: 'tiny_a', routes: [{ method: 'GET', path: '/tiny/items/:id' }] },
        { owner: 'tiny_b', routes: [{ method: 'POST', path: '/tiny/items/:id' }, { method: 'GET', path: '/tiny/items/:id/history' }, { method: 'GET', path: '/tiny/items/all' }] },
      ]),
    ).not.toThrow();
  });
});

describe('a platform whose plugins collide', () => {
  let database: TestDatabase;
  const config = loadConfig({ NODE_ENV: 'test' }, { shellDir: null, modulesDir: null, seedDemo: false, logLevel: 'silent' });
  const start = (plugins: ApiPlugin[]) => createApp({ db: database.knex, plugins, config });

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('does not start when two plugins claim the same method and path', async () => {
    const a = tinyPlugin('tiny_a', 'product_management', [{ method: 'GET', path: '/tiny/items/:id' }]);
    const b = tinyPlugin('tiny_b', 'business_intelligence', [{ method: 'GET', path: '/tiny/ITEMS/:key/' }]);
    await expect(start([a, b])).rejects.toThrow('Route GET /api/tiny/items/:id and GET /api/tiny/ITEMS/:key/ is claimed twice: by tiny_a and by tiny_b');
  });

  it('does not start when a plugin claims a core route', async () => {
    const a = tinyPlugin('tiny_a', 'product_management', [{ method: 'GET', path: '/health' }]);
    await expect(start([a])).rejects.toThrow('Route GET /api/health is claimed twice: by core and by tiny_a');
  });

  it('does not start when two plugins handle the same socket event', async () => {
    const a = tinyPlugin('tiny_a', 'product_management', [], ['tiny:ping']);
    const b = tinyPlugin('tiny_b', 'business_intelligence', [], ['tiny:ping']);
    await expect(start([a, b])).rejects.toThrow('Realtime event tiny:ping is handled twice: by tiny_a and by tiny_b');
  });

  it('starts when the two plugins keep apart', async () => {
    const a = tinyPlugin('tiny_a', 'product_management', [{ method: 'GET', path: '/tiny/items/:id' }], ['tiny:ping']);
    const b = tinyPlugin('tiny_b', 'business_intelligence', [{ method: 'POST', path: '/tiny/items/:id' }], ['tiny:pong']);
    const platform = await start([a, b]);
    await platform.close();
  });
});
