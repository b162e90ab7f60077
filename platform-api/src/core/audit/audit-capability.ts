import type { Knex } from 'knex';
import type { AuditCapability } from '@suite/sdk';
import { recordAudit } from './audit.js';

/**
 * AUDIT: modules append entries to an account's core audit log (shown on /audit-trail) without
 * naming the core's tables. The object fields land in `details` where the audit trail reads them.
 */
export function createAuditCapability(db: Knex): AuditCapability {
  return {
    async record(accountId, entry) {
      const details: Record<string, unknown> = { ...(entry.details ?? {}) };
      if (entry.objectType) details.objectType = entry.objectType;
      if (entry.objectId) details.objectId = entry.objectId;
      if (entry.objectLabel) details.objectLabel = entry.objectLabel;
      await recordAudit(db, { action: entry.action, accountId, userId: entry.userId ?? null, details });
    },
  };
}
