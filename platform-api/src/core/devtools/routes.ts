import { DevToolsEndpoints, UnauthorizedError, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clearDevOverrides, devToolsState, setDevOverrides } from './service.js';

const userOf = (req: Pick<RouteRequest, 'user'>) => {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
};

/** The dev tools of the allow-listed user (platform.md section 7); not registered in production. */
export function registerDevToolsRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(DevToolsEndpoints.state, (req) => devToolsState(ctx, userOf(req)));
  routes.implement(DevToolsEndpoints.setOverrides, (req) => setDevOverrides(ctx, userOf(req), req.body));
  routes.implement(DevToolsEndpoints.clearOverrides, (req) => clearDevOverrides(ctx, userOf(req)));
}
