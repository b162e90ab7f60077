import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@suite/sdk/client';
import type {
  EnterpriseAuditLogPageView,
  EnterpriseOverviewView,
  EnterpriseSessionView,
  LockedUserView,
  SupportCategory,
  SupportPriority,
  SupportTicketDetailView,
  SupportTicketPageView,
  SupportTicketStatus,
} from '@suite/sdk';
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
  tickets: (scope: string, filters?: TicketFilters) => (filters ? (['admin', scope, 'support-tickets', filters] as const) : (['admin', scope, 'support-tickets'] as const)),
  ticket: (scope: string, id: string) => ['admin', scope, 'support-tickets', 'detail', id] as const,
  enterprise: (accountId: string, part?: string, filters?: unknown) => ['enterprise', accountId, ...(part ? [part] : []), ...(filters ? [filters] : [])] as const,
};

/** The ticket list query: empty filters left out. */
export function ticketQuery(filters: TicketFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { limit: filters.limit, offset: filters.offset };
  if (filters.status) query.status = filters.status;
  if (filters.category) query.category = filters.category;
  if (filters.priority) query.priority = filters.priority;
  if (filters.q?.trim()) query.q = filters.q.trim();
  return query;
}

/** `scope`: whose desk this is (a super admin sees every ticket, an owner their account's). */
export function useSupportTickets(scope: string, filters: TicketFilters) {
  return useQuery({
    queryKey: adminKeys.tickets(scope, filters),
    queryFn: () => api.get<SupportTicketPageView>('/admin/support-tickets', { query: ticketQuery(filters) }),
    placeholderData: keepPreviousData,
  });
}

export function useSupportTicket(scope: string, id: string | null) {
  return useQuery({
    queryKey: adminKeys.ticket(scope, id ?? ''),
    enabled: Boolean(id),
    queryFn: () => api.get<SupportTicketDetailView>(`/admin/support-tickets/${id}`),
  });
}

export function setTicketStatus(id: string, status: SupportTicketStatus) {
  return api.patch<SupportTicketDetailView>(`/admin/support-tickets/${id}/status`, { status });
}

export function replyToTicket(id: string, message: string, status?: SupportTicketStatus) {
  return api.post<SupportTicketDetailView>(`/admin/support-tickets/${id}/reply`, status ? { message, status } : { message });
}

// ---------- enterprise admin ----------

export function useEnterpriseOverview(accountId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.enterprise(accountId ?? '', 'overview'),
    enabled: Boolean(accountId),
    queryFn: () => api.get<EnterpriseOverviewView>('/enterprise/overview'),
  });
}

export function useEnterpriseSessions(accountId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.enterprise(accountId ?? '', 'sessions'),
    enabled: Boolean(accountId),
    queryFn: () => api.get<EnterpriseSessionView[]>('/enterprise/sessions'),
  });
}

export function useLockedUsers(accountId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.enterprise(accountId ?? '', 'locked-users'),
    enabled: Boolean(accountId),
    queryFn: () => api.get<LockedUserView[]>('/enterprise/locked-users'),
  });
}

export function useEnterpriseAuditLogs(accountId: string | undefined, filters: AuditLogFilters) {
  return useQuery({
    queryKey: adminKeys.enterprise(accountId ?? '', 'audit-logs', filters),
    enabled: Boolean(accountId),
    queryFn: () => api.get<EnterpriseAuditLogPageView>('/enterprise/audit-logs', { query: { ...filters } }),
    placeholderData: keepPreviousData,
  });
}

export function terminateSession(sessionId: string, reason: string) {
  return api.post(`/sessions/${sessionId}/terminate`, { reason });
}

export function unlockUser(userId: string) {
  return api.post(`/security/users/${userId}/unlock`);
}
