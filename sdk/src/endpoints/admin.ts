import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { AuditLogQuery } from '../schemas/identity.js';
import {
  EnterpriseAuditLogPageViewSchema,
  EnterpriseOverviewViewSchema,
  EnterpriseSessionViewSchema,
  LockedUserViewSchema,
  SupportTicketDetailViewSchema,
  SupportTicketListQuery,
  SupportTicketPageViewSchema,
  SupportTicketReplyBody,
  SupportTicketStatusBody,
} from '../schemas/admin.js';

const TicketParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const ENTERPRISE = ['view', 'EnterpriseAdmin'] as const;

/**
 * The support desk (/admin/support-tickets: SUPER_ADMIN sees every ticket, an OWNER those raised
 * in their account) and the enterprise admin (ENTERPRISE accounts, view EnterpriseAdmin).
 */
export const AdminEndpoints = {
  // ---------- support tickets ----------
  tickets: defineEndpoint({
    method: 'GET',
    path: '/admin/support-tickets',
    access: 'user',
    can: ['read', 'SupportTickets'],
    schema: { query: SupportTicketListQuery, response: SupportTicketPageViewSchema },
    summary: 'Support tickets, newest first',
  }),
  ticket: defineEndpoint({
    method: 'GET',
    path: '/admin/support-tickets/:id',
    access: 'user',
    can: ['read', 'SupportTickets'],
    schema: { params: TicketParams, response: SupportTicketDetailViewSchema },
    summary: 'A ticket with its conversation',
    errors: [{ status: 404 }],
  }),
  setTicketStatus: defineEndpoint({
    method: 'PATCH',
    path: '/admin/support-tickets/:id/status',
    access: 'user',
    can: ['update', 'SupportTickets'],
    schema: { params: TicketParams, body: SupportTicketStatusBody, response: SupportTicketDetailViewSchema },
    summary: "Change a ticket's status",
    errors: [{ status: 404 }],
  }),
  replyToTicket: defineEndpoint({
    method: 'POST',
    path: '/admin/support-tickets/:id/reply',
    access: 'user',
    can: ['update', 'SupportTickets'],
    schema: { params: TicketParams, body: SupportTicketReplyBody, response: SupportTicketDetailViewSchema },
    summary: 'Answer a ticket (mailed to the requester)',
    errors: [{ status: 404 }],
  }),

  // ---------- enterprise admin ----------
  enterpriseOverview: defineEndpoint({ method: 'GET', path: '/enterprise/overview', access: 'tenant', can: ENTERPRISE, schema: { response: EnterpriseOverviewViewSchema }, summary: "The enterprise account's overview" }),
  enterpriseSessions: defineEndpoint({ method: 'GET', path: '/enterprise/sessions', access: 'tenant', can: ENTERPRISE, schema: { response: Type.Array(EnterpriseSessionViewSchema) }, summary: 'Active sessions of the members' }),
  enterpriseLockedUsers: defineEndpoint({ method: 'GET', path: '/enterprise/locked-users', access: 'tenant', can: ENTERPRISE, schema: { response: Type.Array(LockedUserViewSchema) }, summary: 'Members whose sign-in is locked' }),
  enterpriseAuditLogs: defineEndpoint({
    method: 'GET',
    path: '/enterprise/audit-logs',
    access: 'tenant',
    can: ENTERPRISE,
    schema: { query: AuditLogQuery, response: EnterpriseAuditLogPageViewSchema },
    summary: "The account's audit log",
  }),
} as const;
