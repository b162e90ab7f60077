import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, useEndpointQuery } from '@suite/sdk/client';
import { AdminEndpoints, SecurityEndpoints, SessionEndpoints } from '@suite/sdk/endpoints';
import type { EndpointQuery, SupportCategory, SupportPriority, SupportTicketStatus } from '@suite/sdk';
import type { AuditLogFilters } from '../account/api.js';

/** The support desk (/admin/support-tickets) and enterprise admin (/enterprise/*) calls. */

export const TICKET_PAGE_SIZE = 20;
export const ENTERPRISE_AUDIT_PAGE_SIZE = 25;

export interface TicketFilters {
  status?: SupportTicketStatus;
  category?: SupportCategory;
  priority?: SupportPriority;
  q?: string;
  limit: number;
  offset: number;
}

export const adminKeys = {
  /** A ticket as the drawer shows it, on `scope`'s desk. */
  ticket: (scope: string, id: string) => [...endpointKey(AdminEndpoints.ticket, { params: { id } }), scope] as const,
};

/** The ticket list query: empty filters left out. */
export function ticketQuery(filters: TicketFilters): EndpointQuery<typeof AdminEndpoints.tickets> {
  const query: EndpointQuery<typeof AdminEndpoints.tickets> = { limit: filters.limit, offset: filters.offset };
  if (filters.status) query.status = filters.status;
  if (filters.category) query.category = filters.category;
  if (filters.priority) query.priority = filters.priority;
  if (filters.q?.trim()) query.q = filters.q.trim();
  return query;
}

/** `scope`: whose desk this is (a super admin sees every ticket, an owner their account's). */
export function useSupportTickets(scope: string, filters: TicketFilters) {
  return useEndpointQuery(AdminEndpoints.tickets, { query: ticketQuery(filters) }, { key: [scope], placeholderData: keepPreviousData });
}

export function useSupportTicket(scope: string, id: string | null) {
  return useEndpointQuery(AdminEndpoints.ticket, { params: { id: id ?? '' } }, { key: [scope], enabled: Boolean(id) });
}

export function setTicketStatus(id: string, status: SupportTicketStatus) {
  return callEndpoint(AdminEndpoints.setTicketStatus, { params: { id }, body: { status } });
}

export function replyToTicket(id: string, message: string, status?: SupportTicketStatus) {
  return callEndpoint(AdminEndpoints.replyToTicket, { params: { id }, body: status ? { message, status } : { message } });
}

/** After a reply or a status change: every ticket list (the counts move). */
export function refreshTicketLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: endpointKey(AdminEndpoints.tickets) });
}

// ---------- enterprise admin ----------

export function useEnterpriseOverview(accountId: string | undefined) {
  return useEndpointQuery(AdminEndpoints.enterpriseOverview, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
}

export function useEnterpriseSessions(accountId: string | undefined) {
  return useEndpointQuery(AdminEndpoints.enterpriseSessions, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
}

export function useLockedUsers(accountId: string | undefined) {
  return useEndpointQuery(AdminEndpoints.enterpriseLockedUsers, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
}

export function useEnterpriseAuditLogs(accountId: string | undefined, filters: AuditLogFilters) {
  return useEndpointQuery(AdminEndpoints.enterpriseAuditLogs, { query: { ...filters } }, { key: [accountId ?? ''], enabled: Boolean(accountId), placeholderData: keepPreviousData });
}

/** After ending a session or unlocking a member: the enterprise views read again. */
export async function refreshEnterprise(queryClient: QueryClient): Promise<void> {
  const views = [AdminEndpoints.enterpriseOverview, AdminEndpoints.enterpriseSessions, AdminEndpoints.enterpriseLockedUsers, AdminEndpoints.enterpriseAuditLogs];
  await Promise.all(views.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}

export function terminateSession(sessionId: string, reason: string) {
  return callEndpoint(SessionEndpoints.terminate, { params: { id: sessionId }, body: { reason } });
}

export function unlockUser(userId: string) {
  return callEndpoint(SecurityEndpoints.unlockUser, { params: { id: userId } });
}
