import { Type } from '@sinclair/typebox';
import { reply } from '@suite/sdk';
import { AddAccountUserBody, UpdateAccountUserBody, UpdateAccountUserRoleBody, UpdateAccountUserStatusBody, UserSearchQuery } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { actorOf } from '../accounts/access.js';
import { AccountIdParams, currentAccess, namedAccess } from '../accounts/route-access.js';
import { membershipsOfUser } from '../accounts/service.js';
import { addAccountUser, listAccountUsers, listTenantUsers, removeAccountUser, searchTenantUsers, updateAccountUser } from './service.js';

const MemberParams = Type.Object({ id: Type.String({ format: 'uuid' }), userId: Type.String({ format: 'uuid' }) });
const UserIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** Members of an account (by id) and the user directory of the current account. */
export function registerUserRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'GET',
    path: '/accounts/:id/users',
    access: 'user',
    schema: { params: AccountIdParams },
    handler: async (req) => listAccountUsers(ctx.db, await namedAccess(ctx, req, req.params.id)),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/:id/users',
    access: 'user',
    schema: { params: AccountIdParams, body: AddAccountUserBody },
    handler: async (req) => reply.created(await addAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: '/accounts/:id/users/:userId',
    access: 'user',
    schema: { params: MemberParams, body: UpdateAccountUserBody },
    handler: async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body),
  });
  routes.add({
    method: 'DELETE',
    path: '/accounts/:id/users/:userId',
    access: 'user',
    schema: { params: MemberParams },
    handler: async (req) => removeAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId),
  });
  routes.add({
    method: 'PATCH',
    path: '/accounts/:id/users/:userId/role',
    access: 'user',
    schema: { params: MemberParams, body: UpdateAccountUserRoleBody },
    handler: async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body),
  });
  routes.add({
    method: 'PATCH',
    path: '/accounts/:id/users/:userId/status',
    access: 'user',
    schema: { params: MemberParams, body: UpdateAccountUserStatusBody },
    handler: async (req) => updateAccountUser(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.params.userId, req.body),
  });

  routes.add({
    method: 'GET',
    path: '/users',
    access: 'tenant',
    handler: async (req) => listTenantUsers(ctx.db, (await currentAccess(ctx, req)).account.id),
  });
  routes.add({
    method: 'GET',
    path: '/users/search',
    access: 'tenant',
    schema: { query: UserSearchQuery },
    handler: async (req) => searchTenantUsers(ctx.db, (await currentAccess(ctx, req)).account.id, req.query.q, req.query.limit),
  });
  routes.add({
    method: 'GET',
    path: '/users/:id/accounts',
    access: 'user',
    schema: { params: UserIdParams },
    handler: (req) => membershipsOfUser(ctx.db, actorOf(req).user, req.params.id),
  });
}
