import { randomUUID } from 'node:crypto';
import { DomainEvents, FeatureErrors, ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError, ValidationError, type PluginContext } from '@suite/sdk';
import {
  analyzeSentiment,
  detectThemes,
  EngagementEndpoints,
  EngagementErrors,
  INGESTION_LIMIT_PER_MINUTE,
  validateAnswers,
  validateApiKey,
  widgetIntegrations,
  type EventCategory,
  type IngestResult,
  type WidgetConfiguration,
  type WidgetStatus,
} from '../../shared/index.js';
import { hashWidgetKey } from '../widgets/keys.js';
import { EVENTS, RESPONSES, WIDGETS } from '../models.js';
import { insertEvents, readEvent, type EventRow } from './events.js';
import { IngestionLimiter, WIDGET_CHANGES } from './limiter.js';
import { markLateDays } from '../rollups/days.js';
import { countryFromHeaders } from './country.js';
import { alertRecipients, type FeedbackAlert } from '../alerts/feedback-alert.js';

const KEY_CACHE_MS = 5_000;

/**
 * A widget as the public per-key lookup reads it: a plain row, not `WidgetModel`, on purpose (the
 * ingestion hot path measured by tests/bench/engagement.mjs stays as SQL, like its batched event
 * inserts and the answers a site posts).
 */
interface WidgetRow {
  id: string;
  account_id: string;
  status: WidgetStatus;
  configuration: WidgetConfiguration;
  last_event_at: Date | null;
}

/**
 * The public routes a customer's site calls with a widget's API key: the loader's configuration,
 * events (single or batches) and responses. The key decides the account; only ACTIVE widgets of
 * accounts with the customer_engagement feature on are heard.
 */
export function registerIngestion(ctx: PluginContext, alerts: { queue(alert: FeedbackAlert): Promise<void> }): { forget(widgetId: string): Promise<void> } {
  // The bench (tests/bench/engagement.mjs) lifts the per-key and per-address budget to measure throughput.
  const perMinute = Number(process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE) || INGESTION_LIMIT_PER_MINUTE;

  // A key's widget and its account's flag, kept a few seconds: ingestion is the hot path. A change
  // drops the entry at once on this instance and, through engagement.widget_changes read by the
  // limiter's one-second sync, on every other instance within about a second (KEY_CACHE_MS at most).
  const cache = new Map<string, { widget: WidgetRow | null; featureOn: boolean; until: number }>();
  const drop = (widgetId: string) => {
    for (const [keyHash, entry] of cache) if (entry.widget?.id === widgetId) cache.delete(keyHash);
  };
  const limiter = new IngestionLimiter(perMinute, () => ctx.now().getTime(), ctx.db, drop, (error) => ctx.log.warn({ err: error }, 'engagement ingestion sync failed'));
  const lookup = async (keyHash: string) => {
    const now = ctx.now().getTime();
    const hit = cache.get(keyHash);
    if (hit && hit.until > now) return hit;
    const widget = ((await ctx.db<WidgetRow>(WIDGETS).where('api_key_hash', keyHash).first()) as WidgetRow | undefined) ?? null;
    const entry = { widget, featureOn: widget ? await ctx.features.isEnabled(widget.account_id, 'customer_engagement') : false, until: now + KEY_CACHE_MS };
    if (cache.size > 10_000) cache.clear();
    cache.set(keyHash, entry);
    return entry;
  };

  /** The key from the body (beacons cannot set headers), else an X-API-Key or X-Widget-Key header. */
  const keyOf = (body: { apiKey?: unknown } | undefined, headers: Record<string, string | string[] | undefined>) => {
    const header = headers['x-api-key'] ?? headers['x-widget-key'];
    return body?.apiKey ?? (Array.isArray(header) ? header[0] : header);
  };

  async function widgetFor(key: unknown, ip: string, amount: number): Promise<WidgetRow> {
    const broken = validateApiKey(key);
    if (broken) throw new ValidationError(broken);
    const keyHash = hashWidgetKey(key as string);
    if (!(await limiter.take([`key:${keyHash}`, `ip:${ip}`], amount))) throw new TooManyRequestsError(EngagementErrors.TOO_MANY_EVENTS);
    const { widget, featureOn } = await lookup(keyHash);
    if (!widget) throw new UnauthorizedError(EngagementErrors.API_KEY_INVALID);
    if (widget.status !== 'ACTIVE') throw new ForbiddenError(EngagementErrors.WIDGET_NOT_ACTIVE);
    if (!featureOn) throw new ForbiddenError(FeatureErrors.FEATURE_DISABLED);
    return widget;
  }

  // The installation check needs minutes, not milliseconds: one write a minute per widget at most.
  const touch = async (widget: WidgetRow) => {
    const now = ctx.now();
    if (widget.last_event_at && now.getTime() - new Date(widget.last_event_at).getTime() < 60_000) return;
    widget.last_event_at = now;
    await ctx.db(WIDGETS).where({ id: widget.id, account_id: widget.account_id }).update({ last_event_at: now });
  };

  async function ingest(body: Record<string, unknown>, headers: Record<string, string | string[] | undefined>, ip: string, defaultCategory: EventCategory): Promise<IngestResult> {
    const batch = Array.isArray(body.events) ? body.events : [body];
    const widget = await widgetFor(keyOf(body, headers), ip, Math.max(1, batch.length));
    const now = ctx.now();
    const rows: EventRow[] = [];
    const refused: IngestResult['refused'] = [];
    batch.forEach((raw, index) => {
      const read = readEvent(raw, widget.id, defaultCategory, now);
      if (typeof read === 'string') refused.push({ index, id: typeof (raw as { id?: unknown })?.id === 'string' ? String((raw as { id: string }).id) : null, error: read });
      else rows.push(read);
    });
    if (rows.length === 0) throw new ValidationError(refused[0]!.error, { refused });
    // One statement and one parameter: the batch as a JSON array, duplicates (a retried batch) dropped by id.
    const stored = await insertEvents(ctx.db, widget.account_id, rows);
    // A late event (an offline queue, a visitor's clock) in a closed day: that day's rollups are rebuilt from the events on their next read.
    await markLateDays(ctx.db, widget.account_id, stored.map((row) => new Date(row.occurred_at)), now);
    await touch(widget);
    return { accepted: stored.length, duplicates: rows.length - stored.length, refused };
  }

  ctx.routes.implement(EngagementEndpoints.publicWidget, async (req) => {
    const widget = await widgetFor(req.query.key ?? keyOf(undefined, req.headers), req.ip, 1);
    const { appearance, triggers, frequency, targeting, content } = widget.configuration;
    return { widgetId: widget.id, country: countryFromHeaders(req.headers), configuration: { appearance, triggers, frequency: frequency ?? { mode: 'always' }, targeting, content } };
  });
  ctx.routes.implement(EngagementEndpoints.sessionEvents, (req) => ingest(req.body as Record<string, unknown>, req.headers, req.ip, 'PAGE_VIEW'));
  ctx.routes.implement(EngagementEndpoints.feedbackEvents, (req) => ingest(req.body as Record<string, unknown>, req.headers, req.ip, 'FEEDBACK'));

  ctx.routes.implement(EngagementEndpoints.submitResponse, async (req) => {
    const body = req.body;
    const widget = await widgetFor(keyOf(body, req.headers), req.ip, 1);
    if (body.widgetId !== undefined && body.widgetId !== widget.id) throw new NotFoundError(EngagementErrors.WIDGET_NOT_FOUND);
    const questions = widget.configuration.content.questions;
    const broken = validateAnswers(questions, body.responses);
    if (broken) throw new ValidationError(broken);
    // A site's answer is ingestion (public, per key): written as SQL with ON CONFLICT, not through ResponseModel, on purpose.
    const scope = ctx.scopeFor(widget.account_id);
    const thankYouMessage = widget.configuration.content.thankYouMessage ?? null;
    if (body.id && (await scope.table(RESPONSES).where('id', body.id).first())) return { id: body.id, duplicate: true, thankYouMessage };

    const meta = body.metadata ?? {};
    const str = (value: unknown, max = 300) => (typeof value === 'string' && value ? value.slice(0, max) : null);
    const comment = body.comment?.trim() ? body.comment.trim() : null;
    const sentiment = analyzeSentiment(comment);
    const npsQuestion = questions.find((q) => q.type === 'NPS');
    const npsAnswer = body.responses.find((a) => a.questionId === npsQuestion?.id)?.answer;
    const emailQuestion = questions.find((q) => q.type === 'EMAIL');
    const email = str(meta.email) ?? str(body.responses.find((a) => a.questionId === emailQuestion?.id)?.answer);
    const id = body.id ?? randomUUID();
    const sessionId = str(meta.sessionId, 100) ?? id;
    const path = str(meta.path, 500) ?? '/';
    const inserted = (await scope
      .insert(RESPONSES, {
        id,
        widget_id: widget.id,
        answers: JSON.stringify(body.responses),
        comment,
        sentiment: JSON.stringify(sentiment),
        themes: JSON.stringify(detectThemes(comment)),
        nps: typeof npsAnswer === 'number' ? npsAnswer : null,
        session_id: sessionId,
        visitor_id: str(meta.visitorId, 100),
        visitor_email: email,
        path,
        device: str(meta.device, 20),
        metadata: JSON.stringify({ locale: str(meta.locale, 10), userAgent: str(req.headers['user-agent'], 300) }),
        created_at: ctx.now(),
      })
      .onConflict('id')
      .ignore()
      .returning('id')) as { id: string }[];
    if (inserted.length === 0) return { id, duplicate: true, thankYouMessage };
    // The same answer on the event stream, so analytics read one source.
    const answeredAt = ctx.now();
    await scope.insert(EVENTS, {
      id: randomUUID(),
      widget_id: widget.id,
      session_id: sessionId,
      visitor_id: str(meta.visitorId, 100),
      path,
      category: 'FEEDBACK',
      comment,
      sentiment: comment ? JSON.stringify(sentiment) : null,
      device: str(meta.device, 20),
      metadata: JSON.stringify({ responseId: id }),
      occurred_at: answeredAt,
    });
    await touch(widget);
    // The widget's integrations (a widget saved before they were typed reads with the defaults).
    // Neither a failed publish nor a failed alert loses the answer: both are logged.
    const integrations = widgetIntegrations(widget.configuration.integrations);
    const nps = typeof npsAnswer === 'number' ? npsAnswer : null;
    // Outgoing webhooks and Slack hear it (feedback.received), unless the widget keeps its answers in the app.
    if (integrations.webhooks)
      await ctx.events
        .publish(DomainEvents.feedbackReceived, widget.account_id, { widgetId: widget.id, responseId: id, type: npsQuestion && nps !== null ? 'nps' : 'response', rating: nps, message: comment })
        .catch((error: unknown) => ctx.log.warn({ err: error, responseId: id }, 'could not publish feedback.received'));
    // The e-mail alert is queued (one insert), mailed by the feedback-alert job.
    await alerts
      .queue({ accountId: widget.account_id, responseId: id, recipients: alertRecipients(integrations, nps) })
      .catch((error: unknown) => ctx.log.warn({ err: error, responseId: id }, 'could not queue the feedback alert'));
    return { id, duplicate: false, thankYouMessage };
  });

  return {
    async forget(widgetId) {
      drop(widgetId);
      await ctx.db(WIDGET_CHANGES).insert({ widget_id: widgetId, changed_at: ctx.db.fn.now() }).onConflict('widget_id').merge();
    },
  };
}
