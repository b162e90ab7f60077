import type { Knex } from 'knex';
import { ApprovalErrors, FeatureErrors, ForbiddenError, ValidationError, type AppAbility, type AuditTrailEntry, type AuditTrailPage, type AuditTrailQuery } from '@suite/sdk';
import { toCsv } from '@suite/sdk/server';

/**
 * /audit-trail: the account's audit log (core.audit_logs) with filters and a CSV export. For
 * OWNER and ADMIN (`read AuditLog`, the route's check) on a plan with audit logs (ENTERPRISE,
 * platform.md: "ENTERPRISE has everything including custom roles, SSO, audit logs").
 */
export interface AuditCaller {
  accountId: string;
  ability: AppAbility;
}

interface Row {
  id: string | number;
  action: string;
  user_id: string | null;
  details: Record<string, unknown> | null;
  ip_address: string | null;
  created_at: Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** Most rows a CSV export holds (the newest). */
export const AUDIT_EXPORT_MAX = 10_000;

function checkPlan(caller: AuditCaller): void {
  if (caller.ability.cannot('use', 'PlanFeature:audit_logs')) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Knex, accountId: string, query: AuditTrailQuery): Knex.QueryBuilder {
  if (query.from && query.to && new Date(query.from) > new Date(query.to)) throw new ValidationError(ApprovalErrors.INVALID_DATE_RANGE);
  const base = db('core.audit_logs as l').where('l.account_id', accountId);
  if (query.actor) base.where('l.user_id', query.actor);
  const action = query.action?.trim();
  if (action) {
    if (action.endsWith('*')) base.where('l.action', 'like', `${likeEscape(action.slice(0, -1))}%`);
    else base.where('l.action', action);
  }
  const object = query.object?.trim();
  if (object) base.whereRaw("l.details::text ilike ? escape '\\'", [`%${likeEscape(object)}%`]);
  if (query.from) base.where('l.created_at', '>=', new Date(query.from));
  if (query.to) base.where('l.created_at', '<=', new Date(query.to));
  return base;
}

const nameOf = (row: Pick<Row, 'email' | 'first_name' | 'last_name'>) => `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email || '';
const text = (value: unknown) => (typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : null);

function entryOf(row: Row): AuditTrailEntry {
  const details = row.details ?? {};
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at).toISOString(),
    action: row.action,
    actor: row.user_id ? { userId: row.user_id, name: nameOf(row) || row.user_id, email: row.email ?? '' } : null,
    object: { type: text(details.objectType) ?? row.action.split('.')[0]!, id: text(details.objectId), label: text(details.objectLabel) },
    details,
    ipAddress: row.ip_address,
  };
}

async function rows(db: Knex, base: Knex.QueryBuilder, limit: number, offset: number): Promise<Row[]> {
  return (await base
    .clone()
    .leftJoin('core.users as u', 'u.id', 'l.user_id')
    .orderBy([{ column: 'l.created_at', order: 'desc' }, { column: 'l.id', order: 'desc' }])
    .limit(limit)
    .offset(offset)
    .select('l.id', 'l.action', 'l.user_id', 'l.details', 'l.ip_address', 'l.created_at', 'u.email', 'u.first_name', 'u.last_name')) as Row[];
}

export async function auditTrail(db: Knex, caller: AuditCaller, query: AuditTrailQuery): Promise<AuditTrailPage> {
  checkPlan(caller);
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const base = filtered(db, caller.accountId, query);
  const total = Number(((await base.clone().count('* as count')) as { count: string | number }[])[0]?.count ?? 0);
  const page = await rows(db, base, limit, offset);
  const actions = ((await db('core.audit_logs').where('account_id', caller.accountId).distinct('action').orderBy('action')) as { action: string }[]).map((r) => r.action);
  const actors = (await db('core.audit_logs as l')
    .join('core.users as u', 'u.id', 'l.user_id')
    .where('l.account_id', caller.accountId)
    .distinct('u.id', 'u.email', 'u.first_name', 'u.last_name')) as { id: string; email: string; first_name: string | null; last_name: string | null }[];
  return {
    entries: page.map(entryOf),
    total,
    limit,
    offset,
    actions,
    actors: actors.map((a) => ({ userId: a.id, name: nameOf(a), email: a.email })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/** The filtered log as CSV (newest first, at most AUDIT_EXPORT_MAX rows). */
export async function auditTrailCsv(db: Knex, caller: AuditCaller, query: AuditTrailQuery): Promise<string> {
  checkPlan(caller);
  const entries = (await rows(db, filtered(db, caller.accountId, query), AUDIT_EXPORT_MAX, 0)).map(entryOf);
  return toCsv([
    ['Date', 'Actor', 'Actor email', 'Action', 'Object type', 'Object id', 'Object', 'Details', 'IP address'],
    ...entries.map((e) => [e.createdAt, e.actor?.name ?? '', e.actor?.email ?? '', e.action, e.object.type, e.object.id ?? '', e.object.label ?? '', JSON.stringify(e.details), e.ipAddress ?? '']),
  ]);
}
