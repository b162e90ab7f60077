import { UnauthorizedError, type RouteRequest } from '@suite/sdk';
import { DevOverridesBody } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clearDevOverrides, devToolsState, setDevOverrides } from './service.js';

const userOf = (req: Pick<RouteRequest, 'user'>) => {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
};

/** The dev tools of the allow-listed user (platform.md section 7); not registered in production. */
export function registerDevToolsRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({ method: 'GET', path: '/dev-tools/state', access: 'user', handler: (req) => devToolsState(ctx, userOf(req)) });
  routes.add({ method: 'POST', path: '/dev-tools/overrides', access: 'user', schema: { body: DevOverridesBody }, handler: (req) => setDevOverrides(ctx, userOf(req), req.body) });
  routes.add({ method: 'DELETE', path: '/dev-tools/overrides', access: 'user', handler: (req) => clearDevOverrides(ctx, userOf(req)) });
}
