import { randomUUID } from 'node:crypto';
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
