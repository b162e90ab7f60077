import { AccountEndpoints } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { registerInvitationRoutes } from '../invitations/routes.js';
import { registerUserRoutes } from '../users/routes.js';
import { actorOf } from './access.js';
import { currentAccess, namedAccess } from './route-access.js';
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
  routes.implement(AccountEndpoints.myAccounts, (req) => listMyAccounts(ctx.db, actorOf(req).user.id));
  routes.implement(AccountEndpoints.create, (req) => createAccount(ctx, actorOf(req), req.body));

  // ---------- the current account (tenant) ----------
  routes.implement(AccountEndpoints.current, async (req) => accountOf(await currentAccess(ctx, req)));
  routes.implement(AccountEndpoints.updateCurrent, async (req) => updateAccount(ctx, actorOf(req), await currentAccess(ctx, req), req.body));
  routes.implement(AccountEndpoints.deleteCurrent, async (req) => deleteAccount(ctx, actorOf(req), await currentAccess(ctx, req), req.body.confirmation));
  routes.implement(AccountEndpoints.stats, async (req) => accountStats(ctx, await currentAccess(ctx, req)));
  routes.implement(AccountEndpoints.auditLogs, async (req) => accountAuditLogs(ctx.db, await currentAccess(ctx, req), req.query));
  routes.implement(AccountEndpoints.contactAdmin, async (req) => contactAdministrators(ctx, actorOf(req), await currentAccess(ctx, req), req.body));

  // ---------- checks and my memberships (no account needed) ----------
  routes.implement(AccountEndpoints.validateSlug, (req) => validateSlug(ctx.db, req.query.slug, req.tenant?.accountId ?? null));
  routes.implement(AccountEndpoints.validateDomain, (req) => validateDomain(ctx.db, req.query.domain, req.tenant?.accountId ?? null));
  routes.implement(AccountEndpoints.userMemberships, (req) => listMemberships(ctx.db, actorOf(req).user.id));

  // Invitation answers by id (/accounts/invitations/:id/...) before /accounts/:id/...
  registerInvitationRoutes(routes, ctx);

  // ---------- an account by id ----------
  routes.implement(AccountEndpoints.get, async (req) => accountOf(await namedAccess(ctx, req, req.params.id)));
  routes.implement(AccountEndpoints.update, async (req) => updateAccount(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body));
  routes.implement(AccountEndpoints.delete, async (req) => deleteAccount(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body.confirmation));
  routes.implement(AccountEndpoints.transferOwnership, async (req) => transferOwnership(ctx, actorOf(req), await namedAccess(ctx, req, req.params.id), req.body.userId));

  registerUserRoutes(routes, ctx);
}
