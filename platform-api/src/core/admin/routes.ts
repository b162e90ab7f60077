import { AccessErrors, AdminEndpoints, ForbiddenError, UnauthorizedError, ValidationError, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { getTicket, listTickets, replyToTicket, setTicketStatus, type TicketDesk } from '../support/tickets.js';
import { enterpriseAuditLogs, enterpriseLockedUsers, enterpriseOverview, enterpriseSessions, type EnterpriseDesk } from './enterprise.js';

type Caller = Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip' | 'headers'>;

/**
 * The support desk of the caller: a super admin sees every ticket; an OWNER (the route's CASL
 * check: SupportTickets is closed to ADMIN and below) the tickets raised in their account.
 */
function deskOf(req: Caller): TicketDesk {
  if (!req.user) throw new UnauthorizedError();
  const agent = req.headers['user-agent'];
  const client = { userId: req.user.id, sessionId: req.user.sessionId, ip: req.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
  if (req.user.isSuperAdmin) return { ...client, accountId: null };
  if (!req.tenant) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
  return { ...client, accountId: req.tenant.accountId };
}

function enterpriseDeskOf(req: Caller): EnterpriseDesk {
  if (!req.user) throw new UnauthorizedError();
  if (!req.tenant) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  return { accountId: req.tenant.accountId, plan: req.tenant.plan, sessionId: req.user.sessionId };
}

/** /admin/support-tickets (SUPER_ADMIN, OWNER) and /enterprise/admin (ENTERPRISE, view EnterpriseAdmin). */
export function registerAdminRoutes(routes: RouteTable, ctx: CoreContext): void {
  // ---------- support tickets ----------
  routes.implement(AdminEndpoints.tickets, (req) => listTickets(ctx.db, deskOf(req), req.query));
  routes.implement(AdminEndpoints.ticket, (req) => getTicket(ctx.db, deskOf(req), req.params.id));
  routes.implement(AdminEndpoints.setTicketStatus, (req) => setTicketStatus(ctx, deskOf(req), req.params.id, req.body.status));
  routes.implement(AdminEndpoints.replyToTicket, (req) => replyToTicket(ctx, deskOf(req), req.params.id, req.body));

  // ---------- enterprise admin ----------
  routes.implement(AdminEndpoints.enterpriseOverview, (req) => enterpriseOverview(ctx.db, enterpriseDeskOf(req), ctx.now()));
  routes.implement(AdminEndpoints.enterpriseSessions, (req) => enterpriseSessions(ctx.db, enterpriseDeskOf(req), ctx.now()));
  routes.implement(AdminEndpoints.enterpriseLockedUsers, (req) => enterpriseLockedUsers(ctx.db, enterpriseDeskOf(req), ctx.now()));
  routes.implement(AdminEndpoints.enterpriseAuditLogs, (req) => enterpriseAuditLogs(ctx.db, enterpriseDeskOf(req), req.query));
}
