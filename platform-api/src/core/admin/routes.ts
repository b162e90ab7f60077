import { Type } from '@sinclair/typebox';
import { AccessErrors, ForbiddenError, UnauthorizedError, ValidationError, type RouteRequest } from '@suite/sdk';
import { AuditLogQuery, SupportTicketListQuery, SupportTicketReplyBody, SupportTicketStatusBody } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { getTicket, listTickets, replyToTicket, setTicketStatus, type TicketDesk } from '../support/tickets.js';
import { enterpriseAuditLogs, enterpriseLockedUsers, enterpriseOverview, enterpriseSessions, type EnterpriseDesk } from './enterprise.js';

const TicketParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
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
  routes.add({
    method: 'GET',
    path: '/admin/support-tickets',
    access: 'user',
    can: ['read', 'SupportTickets'],
    schema: { query: SupportTicketListQuery },
    handler: (req) => listTickets(ctx.db, deskOf(req), req.query),
  });
  routes.add({
    method: 'GET',
    path: '/admin/support-tickets/:id',
    access: 'user',
    can: ['read', 'SupportTickets'],
    schema: { params: TicketParams },
    handler: (req) => getTicket(ctx.db, deskOf(req), req.params.id),
  });
  routes.add({
    method: 'PATCH',
    path: '/admin/support-tickets/:id/status',
    access: 'user',
    can: ['update', 'SupportTickets'],
    schema: { params: TicketParams, body: SupportTicketStatusBody },
    handler: (req) => setTicketStatus(ctx, deskOf(req), req.params.id, req.body.status),
  });
  routes.add({
    method: 'POST',
    path: '/admin/support-tickets/:id/reply',
    access: 'user',
    can: ['update', 'SupportTickets'],
    schema: { params: TicketParams, body: SupportTicketReplyBody },
    handler: (req) => replyToTicket(ctx, deskOf(req), req.params.id, req.body),
  });

  // ---------- enterprise admin ----------
  routes.add({
    method: 'GET',
    path: '/enterprise/overview',
    access: 'tenant',
    can: ['view', 'EnterpriseAdmin'],
    handler: (req) => enterpriseOverview(ctx.db, enterpriseDeskOf(req), ctx.now()),
  });
  routes.add({
    method: 'GET',
    path: '/enterprise/sessions',
    access: 'tenant',
    can: ['view', 'EnterpriseAdmin'],
    handler: (req) => enterpriseSessions(ctx.db, enterpriseDeskOf(req), ctx.now()),
  });
  routes.add({
    method: 'GET',
    path: '/enterprise/locked-users',
    access: 'tenant',
    can: ['view', 'EnterpriseAdmin'],
    handler: (req) => enterpriseLockedUsers(ctx.db, enterpriseDeskOf(req), ctx.now()),
  });
  routes.add({
    method: 'GET',
    path: '/enterprise/audit-logs',
    access: 'tenant',
    can: ['view', 'EnterpriseAdmin'],
    schema: { query: AuditLogQuery },
    handler: (req) => enterpriseAuditLogs(ctx.db, enterpriseDeskOf(req), req.query),
  });
}
