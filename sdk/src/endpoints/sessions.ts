import { Type, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  ArchiveAuditLogsBody,
  AuthSessionViewSchema,
  AuthTokensPayloadSchema,
  CreateSessionBody,
  RecordAuditLogBody,
  SessionAuditLogQuery,
  SessionAuditLogViewSchema,
  SessionHistoryQuery,
  SessionMetricsViewSchema,
  SwitchAccountBody,
  SwitchAccountResultSchema,
  TerminateSessionBody,
  TerminateUserSessionsBody,
  UpdateSessionBody,
  ValidateSessionBody,
} from '../schemas/identity.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 300 }) });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const SessionList = Type.Array(AuthSessionViewSchema);
const TerminatedCount = Type.Object({ terminatedCount: Type.Number() });

/** The sessions area (platform.md section 7 "Sessions"): every route needs a user, none an account. */
export const SessionEndpoints = {
  metrics: defineEndpoint({ method: 'GET', path: '/sessions/metrics', access: 'user', schema: { response: SessionMetricsViewSchema } }),
  auditLogs: defineEndpoint({
    method: 'GET',
    path: '/sessions/audit-logs',
    access: 'user',
    schema: { query: SessionAuditLogQuery, response: Type.Object({ logs: Type.Array(SessionAuditLogViewSchema), total: Type.Number(), limit: Type.Number(), offset: Type.Number() }) },
  }),
  recordAuditLog: defineEndpoint({ method: 'POST', path: '/sessions/audit-logs', access: 'user', status: 201, schema: { body: RecordAuditLogBody, response: Type.Object({ recorded: Type.Literal(true) }) } }),
  archiveAuditLogs: defineEndpoint({ method: 'POST', path: '/sessions/audit-logs/archive', access: 'user', schema: { body: ArchiveAuditLogsBody, response: Type.Object({ archivedCount: Type.Number() }) } }),
  cleanup: defineEndpoint({ method: 'POST', path: '/sessions/cleanup', access: 'user', schema: { response: Type.Object({ deletedCount: Type.Number() }) } }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/sessions/validate',
    access: 'user',
    schema: {
      body: ValidateSessionBody,
      response: Type.Object({
        valid: Type.Boolean(),
        sessionId: Nullable(Type.String()),
        status: Nullable(Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')])),
        expiresAt: Nullable(Type.String()),
        message: Nullable(Type.String()),
      }),
    },
  }),
  byToken: defineEndpoint({ method: 'GET', path: '/sessions/by-token/:token', access: 'user', schema: { params: TokenParams, response: AuthSessionViewSchema } }),
  create: defineEndpoint({
    method: 'POST',
    path: '/sessions',
    access: 'user',
    status: 201,
    schema: { body: CreateSessionBody, response: Type.Object({ session: AuthSessionViewSchema, tokens: Nullable(AuthTokensPayloadSchema) }) },
  }),
  get: defineEndpoint({ method: 'GET', path: '/sessions/:id', access: 'user', schema: { params: IdParams, response: AuthSessionViewSchema } }),
  rename: defineEndpoint({ method: 'PATCH', path: '/sessions/:id', access: 'user', schema: { params: IdParams, body: UpdateSessionBody, response: AuthSessionViewSchema } }),
  terminate: defineEndpoint({
    method: 'POST',
    path: '/sessions/:id/terminate',
    access: 'user',
    schema: { params: IdParams, body: TerminateSessionBody, response: Type.Object({ terminated: Type.Boolean(), session: AuthSessionViewSchema }) },
  }),
  switchAccount: defineEndpoint({ method: 'POST', path: '/sessions/:id/switch-account', access: 'user', schema: { params: IdParams, body: SwitchAccountBody, response: SwitchAccountResultSchema } }),
  terminateUserSessions: defineEndpoint({ method: 'POST', path: '/users/:id/sessions/terminate', access: 'user', schema: { params: IdParams, body: TerminateUserSessionsBody, response: TerminatedCount } }),
  activeUserSessions: defineEndpoint({ method: 'GET', path: '/users/:id/sessions/active', access: 'user', schema: { params: IdParams, response: SessionList } }),
  userSessionHistory: defineEndpoint({ method: 'GET', path: '/users/:id/sessions/history', access: 'user', schema: { params: IdParams, query: SessionHistoryQuery, response: SessionList } }),
  terminateAccountSessions: defineEndpoint({ method: 'POST', path: '/accounts/:id/sessions/terminate', access: 'user', schema: { params: IdParams, response: TerminatedCount } }),
  activeAccountSessions: defineEndpoint({ method: 'GET', path: '/accounts/:id/sessions/active', access: 'user', schema: { params: IdParams, response: SessionList } }),
} as const;
