import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { analyzeSentiment, DEVICES, EngagementErrors, EVENT_CATEGORIES, type EventCategory } from '../../shared/index.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim() ? value.slice(0, max) : null);
const int = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(-1_000_000, Math.min(1_000_000, Math.round(value))) : null);

export interface EventRow {
  id: string;
  widget_id: string;
  session_id: string;
  visitor_id: string | null;
  path: string;
  category: EventCategory;
  comment: string | null;
  sentiment: string | null;
  feature_id: string | null;
  selector: string | null;
  x: number | null;
  y: number | null;
  device: string | null;
  metadata: string;
  occurred_at: Date;
}

/**
 * One incoming event, judged on its own: the row to store, or the reason it is refused. Times in
 * the future are the visitor's clock and become now; the id is the client's when it sends a UUID
 * (so a retried batch is stored once).
 */
export function readEvent(raw: unknown, widgetId: string, defaultCategory: EventCategory, now: Date): EventRow | string {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return EngagementErrors.EVENT_SESSION_REQUIRED;
  const e = raw as Record<string, unknown>;
  const category = (e.category ?? defaultCategory) as EventCategory;
  if (!EVENT_CATEGORIES.includes(category)) return EngagementErrors.EVENT_CATEGORY_INVALID;
  const sessionId = text(e.sessionId, 100);
  if (!sessionId) return EngagementErrors.EVENT_SESSION_REQUIRED;
  const path = text(e.path, 500);
  if (!path) return EngagementErrors.EVENT_PATH_REQUIRED;
  const comment = category === 'FEEDBACK' ? text(e.comment, 5000) : null;
  const at = typeof e.occurredAt === 'string' ? new Date(e.occurredAt) : now;
  const metadata = typeof e.metadata === 'object' && e.metadata !== null ? JSON.stringify(e.metadata) : '{}';
  return {
    id: typeof e.id === 'string' && UUID.test(e.id) ? e.id : randomUUID(),
    widget_id: widgetId,
    session_id: sessionId,
    visitor_id: text(e.visitorId, 100),
    path,
    category,
    comment,
    sentiment: comment ? JSON.stringify(analyzeSentiment(comment)) : null,
    feature_id: text(e.featureId, 100),
    selector: category === 'CLICK' ? text(e.selector, 300) : null,
    x: category === 'CLICK' ? int(e.x) : null,
    y: category === 'CLICK' ? int(e.y) : null,
    device: (DEVICES as readonly string[]).includes(e.device as string) ? (e.device as string) : null,
    metadata: metadata.length > 2000 ? '{}' : metadata,
    occurred_at: Number.isNaN(at.getTime()) || at > now ? now : at,
  };
}

// The batch's rows as jsonb_to_recordset reads them: sentiment and metadata arrive as the JSON text
// readEvent made (cast once in SQL, never parsed again here).
const COLUMNS = 'id uuid, account_id uuid, widget_id uuid, session_id text, visitor_id text, path text, category text, comment text, sentiment text, feature_id text, selector text, x int, y int, device text, metadata text, occurred_at timestamptz';
const NAMES = COLUMNS.split(', ').map((c) => c.split(' ')[0]).join(', ');
const VALUES = NAMES.replace('sentiment,', 'sentiment::jsonb,').replace('metadata,', 'metadata::jsonb,');

/**
 * A batch of events in one statement with one parameter (the rows as a JSON array, read by
 * jsonb_to_recordset): no per-row bindings to build or parse. ON CONFLICT DO NOTHING drops an
 * event already stored (its id is the client's), so a retried batch is stored once.
 *
 * The statement commits without waiting for its WAL flush (synchronous_commit off for this
 * statement's own transaction only): a batch is answered before its write reaches the disk, so a
 * crash of the PostgreSQL server (not of the platform) can lose the last fraction of a second of
 * page views and clicks, never corrupt anything. Answers (feedback/responses) keep the full commit.
 */
export async function insertEvents(db: Knex, accountId: string, rows: EventRow[]): Promise<{ id: string; occurred_at: Date }[]> {
  const json = JSON.stringify(rows.map((row) => ({ ...row, account_id: accountId })));
  const result = await db.raw(`insert into engagement.events (${NAMES}) select ${VALUES} from jsonb_to_recordset(?::jsonb) as r(${COLUMNS}) cross join (select set_config('synchronous_commit', 'off', true)) as async_commit on conflict (id) do nothing returning id`, [json]);
  const stored = new Set(((result as { rows?: { id: string }[] }).rows ?? (result as unknown as { id: string }[])).map((r) => r.id));
  // Each stored id once (a batch that repeats an id stores it once).
  return rows.filter((row) => stored.delete(row.id)).map((row) => ({ id: row.id, occurred_at: row.occurred_at }));
}
