import { SessionEndpoints } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clientOf } from '../auth/routes.js';
import { registerSecurityRoutes } from '../security/routes.js';
import { callerOf } from './access.js';
import * as sessions from './service.js';

/**
 * Routes of the sessions area (platform.md section 7 "Sessions"), and the security area's. Static
 * paths come before '/sessions/:id' so that 'metrics' or 'audit-logs' are never read as an id.
 */
export function registerSessionRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(SessionEndpoints.metrics, (req) => sessions.sessionMetrics(ctx, callerOf(req)));

  routes.implement(SessionEndpoints.auditLogs, (req) => sessions.listAuditLogs(ctx, callerOf(req), req.query));

  routes.implement(SessionEndpoints.recordAuditLog, (req) => sessions.recordClientAudit(ctx, callerOf(req), req.body, clientOf(req)));

  routes.implement(SessionEndpoints.archiveAuditLogs, (req) => sessions.archiveAuditLogs(ctx, callerOf(req), req.body.olderThanDays, clientOf(req)));

  routes.implement(SessionEndpoints.cleanup, (req) => sessions.cleanupSessions(ctx, callerOf(req), clientOf(req)));

  routes.implement(SessionEndpoints.validate, (req) => sessions.validateSession(ctx, callerOf(req), req.body.sessionId));

  routes.implement(SessionEndpoints.byToken, (req) => sessions.getSessionByToken(ctx, callerOf(req), req.params.token));

  routes.implement(SessionEndpoints.create, (req) => sessions.createSession(ctx, callerOf(req), req.body, clientOf(req)));

  routes.implement(SessionEndpoints.get, (req) => sessions.getSession(ctx, callerOf(req), req.params.id));

  routes.implement(SessionEndpoints.rename, (req) => sessions.renameSession(ctx, callerOf(req), req.params.id, req.body.device));

  routes.implement(SessionEndpoints.terminate, (req) => sessions.terminateSession(ctx, callerOf(req), req.params.id, req.body.reason, clientOf(req)));

  routes.implement(SessionEndpoints.switchAccount, (req) => sessions.switchAccount(ctx, callerOf(req), req.params.id, req.body.accountId, clientOf(req)));

  routes.implement(SessionEndpoints.terminateUserSessions, (req) => sessions.terminateUserSessions(ctx, callerOf(req), req.params.id, req.body, clientOf(req)));

  routes.implement(SessionEndpoints.activeUserSessions, (req) => sessions.activeUserSessions(ctx, callerOf(req), req.params.id));

  routes.implement(SessionEndpoints.userSessionHistory, (req) => sessions.sessionHistory(ctx, callerOf(req), req.params.id, req.query.limit));

  routes.implement(SessionEndpoints.terminateAccountSessions, (req) => sessions.terminateAccountSessions(ctx, callerOf(req), req.params.id, clientOf(req)));

  routes.implement(SessionEndpoints.activeAccountSessions, (req) => sessions.activeAccountSessions(ctx, callerOf(req), req.params.id));

  registerSecurityRoutes(routes, ctx);
}
