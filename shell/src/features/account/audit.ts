import type { AuditLogFilters } from './api.js';

export interface AuditFilterInput {
  action: string;
  userId: string;
  /** yyyy-mm-dd from a date input, or ''. */
  from: string;
  to: string;
}

/** The query of GET /accounts/audit-logs: empty filters left out, dates as whole days (the end day included). */
export function auditQuery(input: AuditFilterInput, limit: number, offset: number): AuditLogFilters {
  const query: AuditLogFilters = { limit, offset };
  if (input.action.trim()) query.action = input.action.trim();
  if (input.userId) query.userId = input.userId;
  if (input.from) query.startDate = new Date(`${input.from}T00:00:00`).toISOString();
  if (input.to) query.endDate = new Date(`${input.to}T23:59:59.999`).toISOString();
  return query;
}

/** One line for an entry's details: key: value pairs, nested values as JSON. */
export function detailsSummary(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(', ');
}
