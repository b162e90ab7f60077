import { defineCapability } from './capabilities.js';

/**
 * The core audit log for modules (core.audit_logs, shown on the account's /audit-trail): a module
 * appends an entry to an account's log without naming the core's tables. `objectType`,
 * `objectId` and `objectLabel` are what the audit trail shows as the entry's object.
 */
export interface AuditEntryInput {
  /** "<area>.<what>", e.g. "investor.dashboard.read". */
  action: string;
  userId?: string | null;
  objectType?: string;
  objectId?: string | null;
  objectLabel?: string | null;
  details?: Record<string, unknown>;
}

export interface AuditCapability {
  /** Append one entry to the account's audit log. */
  record(accountId: string, entry: AuditEntryInput): Promise<void>;
}
export const AUDIT = defineCapability<AuditCapability>('core.audit', 'core');
