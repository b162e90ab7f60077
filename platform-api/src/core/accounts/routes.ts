import { reply } from '@suite/sdk';
import {
  AuditLogQuery,
  ContactAdminBody,
  CreateAccountBody,
  DeleteAccountBody,
  TransferOwnershipBody,
  UpdateAccountBody,
  ValidateDomainQuery,
  ValidateSlugQuery,
} from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { registerInvitationRoutes } from '../invitations/routes.js';
import { registerUserRoutes } from '../users/routes.js';
import { actorOf } from './access.js';
import { AccountIdParams, currentAccess, namedAccess } from './route-access.js';
import {
  accountAuditLogs,
  accountOf,
  accountStats,
  contactAdministrators,
  createAccount,
  deleteAccount,
  listMemberships,
  listMyAccounts,
  transferOwnership,
  updateAccount,
  validateDomain,
  validateSlug,
} from './service.js';

/**
 * Accounts, their members, invitations and the contact-administrator request (platform.md
 * section 7, "Accounts, users, invitations"). Literal /accounts/<word> paths come before
 * /accounts/:id so they are not read as ids.
 */
export function registerAccountRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'GET',
    path: '/accounts',
    access: 'user',
    handler: (req) => listMyAccounts(ctx.db, actorOf(req).user.id),
  });
  routes.add({
    method: 'POST',
    path: '/accounts',
    access: 'user',
    schema: { body: CreateAccountBody },
    handler: async (req) => reply.created(await createAccount(ctx, actorOf(req), req.body)),
  });

  // ---------- the current account (tenant) ----------
  routes.add({
    method: 'GET',
    path: '/accounts/current',
    access: 'tenant',
    handler: async (req) => accountOf(await currentAccess(ctx, req)),
  });
  routes.add({
    method: 'PATCH',
    path: '/accounts/current',
    access: 'tenant',
    schema: { body: UpdateAccountBody },
    handler: async (req) => updateAccount(ctx, actorOf(req), await currentAccess(ctx, req), req.body),
  });
  routes.add({
    method: 'DELETE',
    path: '/accounts/current',
    access: 'tenant',
    schema: { body: DeleteAccountBody },
    handler: async (req) => deleteAccount(ctx, actorOf(req), await currentAccess(ctx, req), req.body.confirmation),
  });
  routes.add({
    method: 'GET',
    path: '/accounts/stats',
    access: 'tenant',
    handler: async (req) => accountStats(ctx, await currentAccess(ctx, req)),
  });
  routes.add({
    method: 'GET',
    path: '/accounts/audit-logs',
    access: 'tenant',
    schema: { query: AuditLogQuery },
    handler: async (req) => accountAuditLogs(ctx.db, await currentAccess(ctx, req), req.query),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/contact-admin',
    access: 'tenant',
    schema: { body: ContactAdminBody },
    handler: async (req) => reply.created(await contactAdministrators(ctx, actorOf(req), await currentAccess(ctx, req), req.body)),
  });

  // ---------- checks and my memberships (no account needed) ----------
  routes.add({
    method: 'GET',
    path: '/accounts/validate-slug',
    access: 'user',
    schema: { query: ValidateSlugQuery },
    handler: (req) => validateSlug(ctx.db, req.query.slug, req.tenant?.accountId ?? null),
  });
  routes.add({
    method: 'GET',
    path: '/accounts/validate-domain',
    access: 'user',
    schema: { query: ValidateDomainQuery },
    handler: (req) => validateDomain(ctx.db, req.query.domain, req.tenant?.accountId ?? null),
  });
  routes.add({
    method: 'GET',
    path: '/accounts/user-memberships',
    access: 'user',
    handler: (req) => listMemberships(ctx.db, actorOf(req).user.id),
  });

  // Invitation answers by id (/accounts/invitations/:id/...) before /accounts/:id/...
  registerInvitationRoutes(routes, ctx);

  // ---------- an account by id ----------
  routes.add({
    method: 'GET',
    path: '/accounts/:id',
    access: 'user',
    schema: { params: AccountIdParams },
    handler: async (req) => accountOf(await namedAccess(ctx, req, req.params.id)),
  });
  routes.add({
    method: 'PATCH',
    path: '/accounts/:id',
    access: 'user',
    schema: { params: AccountIdParams, body: UpdateAccountBody },
    handler: async (req) => updateAccount(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body),
  });
  routes.add({
    method: 'DELETE',
    path: '/accounts/:id',
    access: 'user',
    schema: { params: AccountIdParams, body: DeleteAccountBody },
    handler: async (req) => deleteAccount(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body.confirmation),
  });
  routes.add({
    method: 'POST',
    path: '/accounts/:id/transfer-ownership',
    access: 'user',
    schema: { params: AccountIdParams, body: TransferOwnershipBody },
    handler: async (req) => transferOwnership(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body.userId),
  });

  registerUserRoutes(routes, ctx);
}
