import { Type } from '@sinclair/typebox';
import { reply } from '@suite/sdk';
import {
  ArchiveAuditLogsBody,
  CreateSessionBody,
  RecordAuditLogBody,
  SessionAuditLogQuery,
  SessionHistoryQuery,
  SwitchAccountBody,
  TerminateSessionBody,
  TerminateUserSessionsBody,
  UpdateSessionBody,
  ValidateSessionBody,
} from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clientOf } from '../auth/routes.js';
import { registerSecurityRoutes } from '../security/routes.js';
import { callerOf } from './access.js';
import * as sessions from './service.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });

/**
 * Routes of the sessions area (platform.md section 7 "Sessions"), and the security area's. Static
 * paths come before '/sessions/:id' so that 'metrics' or 'audit-logs' are never read as an id.
 */
export function registerSessionRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'GET',
    path: '/sessions/metrics',
    access: 'user',
    handler: (req) => sessions.sessionMetrics(ctx, callerOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/sessions/audit-logs',
    access: 'user',
    schema: { query: SessionAuditLogQuery },
    handler: (req) => sessions.listAuditLogs(ctx, callerOf(req), req.query),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/audit-logs',
    access: 'user',
    schema: { body: RecordAuditLogBody },
    handler: async (req) => reply.created(await sessions.recordClientAudit(ctx, callerOf(req), req.body, clientOf(req))),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/audit-logs/archive',
    access: 'user',
    schema: { body: ArchiveAuditLogsBody },
    handler: (req) => sessions.archiveAuditLogs(ctx, callerOf(req), req.body.olderThanDays, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/cleanup',
    access: 'user',
    handler: (req) => sessions.cleanupSessions(ctx, callerOf(req), clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/validate',
    access: 'user',
    schema: { body: ValidateSessionBody },
    handler: (req) => sessions.validateSession(ctx, callerOf(req), req.body.sessionId),
  });

  routes.add({
    method: 'GET',
    path: '/sessions/by-token/:token',
    access: 'user',
    schema: { params: TokenParams },
    handler: (req) => sessions.getSessionByToken(ctx, callerOf(req), req.params.token),
  });

  routes.add({
    method: 'POST',
    path: '/sessions',
    access: 'user',
    schema: { body: CreateSessionBody },
    handler: async (req) => reply.created(await sessions.createSession(ctx, callerOf(req), req.body, clientOf(req))),
  });

  routes.add({
    method: 'GET',
    path: '/sessions/:id',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => sessions.getSession(ctx, callerOf(req), req.params.id),
  });

  routes.add({
    method: 'PATCH',
    path: '/sessions/:id',
    access: 'user',
    schema: { params: IdParams, body: UpdateSessionBody },
    handler: (req) => sessions.renameSession(ctx, callerOf(req), req.params.id, req.body.device),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/:id/terminate',
    access: 'user',
    schema: { params: IdParams, body: TerminateSessionBody },
    handler: (req) => sessions.terminateSession(ctx, callerOf(req), req.params.id, req.body.reason, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/sessions/:id/switch-account',
    access: 'user',
    schema: { params: IdParams, body: SwitchAccountBody },
    handler: (req) => sessions.switchAccount(ctx, callerOf(req), req.params.id, req.body.accountId, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/users/:id/sessions/terminate',
    access: 'user',
    schema: { params: IdParams, body: TerminateUserSessionsBody },
    handler: (req) => sessions.terminateUserSessions(ctx, callerOf(req), req.params.id, req.body, clientOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/users/:id/sessions/active',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => sessions.activeUserSessions(ctx, callerOf(req), req.params.id),
  });

  routes.add({
    method: 'GET',
    path: '/users/:id/sessions/history',
    access: 'user',
    schema: { params: IdParams, query: SessionHistoryQuery },
    handler: (req) => sessions.sessionHistory(ctx, callerOf(req), req.params.id, req.query.limit),
  });

  routes.add({
    method: 'POST',
    path: '/accounts/:id/sessions/terminate',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => sessions.terminateAccountSessions(ctx, callerOf(req), req.params.id, clientOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/accounts/:id/sessions/active',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => sessions.activeAccountSessions(ctx, callerOf(req), req.params.id),
  });

  registerSecurityRoutes(routes, ctx);
}
