import { UserEndpoints } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { actorOf } from '../accounts/access.js';
import { currentAccess, namedAccess } from '../accounts/route-access.js';
import { membershipsOfUser } from '../accounts/service.js';
import { addAccountUser, listAccountUsers, listTenantUsers, removeAccountUser, searchTenantUsers, updateAccountUser } from './service.js';

/** Members of an account (by id) and the user directory of the current account. */
export function registerUserRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(UserEndpoints.accountUsers, async (req) => listAccountUsers(ctx.db, await namedAccess(ctx, req, req.params.id)));
  routes.implement(UserEndpoints.addAccountUser, async (req) => addAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body));
  routes.implement(UserEndpoints.updateAccountUser, async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body));
  routes.implement(UserEndpoints.removeAccountUser, async (req) => removeAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId));
  routes.implement(UserEndpoints.setAccountUserRole, async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body));
  routes.implement(UserEndpoints.setAccountUserStatus, async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body));

  routes.implement(UserEndpoints.directory, async (req) => listTenantUsers(ctx.db, (await currentAccess(ctx, req)).account.id));
  routes.implement(UserEndpoints.search, async (req) => searchTenantUsers(ctx.db, (await currentAccess(ctx, req)).account.id, req.query.q, req.query.limit));
  routes.implement(UserEndpoints.userAccounts, (req) => membershipsOfUser(ctx.db, actorOf(req).user, req.params.id));
}
