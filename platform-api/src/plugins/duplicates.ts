import { normalizedRoute } from '../http/openapi.js';

/** The routes of one owner: 'core' (every core area) or a plugin id. */
export interface RouteOwner {
  owner: string;
  routes: readonly { method: string; path: string }[];
}

/**
 * Refuse to start when two owners (two plugins, or a plugin and the core) claim one route. Routes
 * are compared as Express matches them: case-insensitive, whatever their parameters are named,
 * with or without a trailing slash. Otherwise the first table registered would silently win.
 */
export function assertNoDuplicateRoutes(owners: readonly RouteOwner[]): void {
  const claimed = new Map<string, { owner: string; route: string }>();
  for (const { owner, routes } of owners) {
    for (const { method, path } of routes) {
      const key = normalizedRoute(method, path);
      const route = `${method.toUpperCase()} /api${path}`;
      const first = claimed.get(key);
      if (first) {
        const same = first.route === route ? route : `${first.route} and ${route}`;
        throw new Error(`Route ${same} is claimed twice: by ${first.owner} and by ${owner}`);
      }
      claimed.set(key, { owner, route });
    }
  }
}
