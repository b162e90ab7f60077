import { keepPreviousData } from '@tanstack/react-query';
import { callEndpoint, useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { GovernanceEndpoints as E } from '@suite/sdk/endpoints';
import type { AuditTrailQuery, EndpointQuery } from '@suite/sdk';

/** Calls of the governance screens (/governance/approvals, /audit-trail, /roles). */

export const REQUEST_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;
const APPROVAL_READS = [E.workflows, E.requests, E.request];

export const useWorkflows = (enabled: boolean) => useEndpointQuery(E.workflows, {}, { enabled });
export const useRequests = (query: EndpointQuery<typeof E.requests>) => useEndpointQuery(E.requests, { query }, { placeholderData: keepPreviousData });
export const useRequest = (id: string | null) => useEndpointQuery(E.request, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
export const useCreateWorkflow = () => useEndpointMutation(E.createWorkflow, { invalidates: APPROVAL_READS });
export const useUpdateWorkflow = () => useEndpointMutation(E.updateWorkflow, { invalidates: APPROVAL_READS });
export const useDeleteWorkflow = () => useEndpointMutation(E.deleteWorkflow, { invalidates: APPROVAL_READS });
export const useDecide = () => useEndpointMutation(E.decide, { invalidates: APPROVAL_READS });
export const useCancelRequest = () => useEndpointMutation(E.cancel, { invalidates: APPROVAL_READS });

export const useAuditTrail = (query: AuditTrailQuery, enabled: boolean) => useEndpointQuery(E.auditTrail, { query }, { enabled, placeholderData: keepPreviousData });
export const useRoles = () => useEndpointQuery(E.roles, {});

/** The audit trail's filters as typed in the page (dates as yyyy-mm-dd). */
export interface AuditFilters {
  actor: string;
  action: string;
  object: string;
  from: string;
  to: string;
}
export const NO_AUDIT_FILTERS: AuditFilters = { actor: '', action: '', object: '', from: '', to: '' };

/** The API query of the filters: empty ones left out, whole days (the end day included). */
export function auditQuery(filters: AuditFilters, limit?: number, offset?: number): AuditTrailQuery {
  const query: AuditTrailQuery = {};
  if (filters.actor) query.actor = filters.actor;
  if (filters.action.trim()) query.action = filters.action.trim();
  if (filters.object.trim()) query.object = filters.object.trim();
  if (filters.from) query.from = new Date(`${filters.from}T00:00:00`).toISOString();
  if (filters.to) query.to = new Date(`${filters.to}T23:59:59.999`).toISOString();
  if (limit !== undefined) query.limit = limit;
  if (offset !== undefined) query.offset = offset;
  return query;
}

/** Download the filtered audit trail as CSV. */
export async function downloadAuditCsv(filters: AuditFilters): Promise<void> {
  const blob = (await callEndpoint(E.auditTrailCsv, { query: auditQuery(filters) })) as unknown as Blob;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'audit-trail.csv';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A trigger's key in the texts: i18next reads dots as nesting, so 'product.budget-allocation' is 'product_budget-allocation'. */
export const triggerKey = (trigger: string) => trigger.replace(/\./g, '_');
