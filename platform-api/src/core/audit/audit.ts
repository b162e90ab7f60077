import type { Knex } from 'knex';

export interface AuditEntry {
  action: string;
  accountId?: string | null;
  userId?: string | null;
  sessionId?: string | null;
  details?: Record<string, unknown>;
  ipAddress?: string | null;
  userAgent?: string | null;
}

/** Append one audit log entry (inside the caller's transaction when given). */
export async function recordAudit(db: Knex, entry: AuditEntry): Promise<void> {
  await db('core.audit_logs').insert({
    action: entry.action,
    account_id: entry.accountId ?? null,
    user_id: entry.userId ?? null,
    session_id: entry.sessionId ?? null,
    details: JSON.stringify(entry.details ?? {}),
    ip_address: entry.ipAddress ?? null,
    user_agent: entry.userAgent ?? null,
  });
}
