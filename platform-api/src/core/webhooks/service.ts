import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Value } from '@sinclair/typebox/value';
import {
  ConflictError,
  DOMAIN_EVENTS,
  DomainEvents,
  ForbiddenError,
  IntegrationErrors,
  NotFoundError,
  ValidationError,
  WEBHOOK_HEADERS,
  domainEventNamed,
  type AppAbility,
  type CreateWebhookBody,
  type DomainEvent,
  type JobRegistrar,
  type Logger,
  type UpdateWebhookBody,
  type WebhookCategory,
  type WebhookDeliveryView,
  type WebhookFormat,
  type WebhookView,
  type WebhookWithSecret,
} from '@suite/sdk';
import type { PlatformConfig } from '../../config.js';
import type { Mailer } from '../mail/mailer.js';
import { registerModuleMailTemplates } from '../mail/templates.js';
import { KeyVault } from '../integrations/key-vault.js';
import { recordAudit } from '../audit/audit.js';
import { newWebhookSecret, signWebhook } from './signing.js';
import { assertPublicHost } from './address-guard.js';

/**
 * Outgoing webhooks: an account's endpoints, the events modules publish (ctx.events), one
 * delivery per endpoint and event, sent by a background job, signed, retried with backoff, each
 * attempt logged; an endpoint that keeps failing is paused and its maker told by mail.
 */
export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
export const WEBHOOK_PAUSED_TEMPLATE = 'integrations.webhook-paused';

/** Seconds before each retry (5 attempts in all over about 6 hours), unless configured. */
export const DEFAULT_RETRY_DELAYS_SECONDS = [60, 300, 1800, 3 * 3600];
/** Failed attempts in a row that pause an endpoint (two deliveries failing every attempt). */
export const DEFAULT_PAUSE_AFTER_FAILURES = 10;
const DEFAULT_TIMEOUT_MS = 10_000;

export interface WebhookSettings {
  retryDelaysSeconds: number[];
  pauseAfterFailures: number;
  timeoutMs: number;
}

registerModuleMailTemplates('integrations', {
  'webhook-paused': {
    en: { subject: 'Webhook paused: {{url}}', lines: ['Hello {{firstName}},', 'The webhook endpoint {{url}} of {{accountName}} failed {{failures}} times in a row, so we paused it. The last answer was: {{lastError}}.', 'Fix the receiver, then resume the endpoint and replay the deliveries you need from its log.'], action: 'Open the webhook' },
    fr: { subject: 'Webhook mis en pause : {{url}}', lines: ['Bonjour {{firstName}},', 'Le point de terminaison {{url}} de {{accountName}} a échoué {{failures}} fois de suite : nous l’avons mis en pause. Dernière réponse : {{lastError}}.', 'Corrigez le récepteur, puis réactivez le point de terminaison et rejouez les livraisons utiles depuis son journal.'], action: 'Ouvrir le webhook' },
    es: { subject: 'Webhook en pausa: {{url}}', lines: ['Hola {{firstName}}:', 'El endpoint {{url}} de {{accountName}} falló {{failures}} veces seguidas, así que lo pausamos. La última respuesta fue: {{lastError}}.', 'Corrija el receptor, reanude el endpoint y vuelva a enviar desde su registro las entregas que necesite.'], action: 'Abrir el webhook' },
  },
});

interface EndpointRow {
  id: string;
  account_id: string;
  created_by: string | null;
  url: string;
  description: string;
  category: WebhookCategory;
  format: WebhookFormat;
  events: string[] | string;
  secret_encrypted: string;
  secret_last4: string;
  status: 'active' | 'paused';
  consecutive_failures: number;
  paused_at: Date | null;
  pause_reason: string | null;
  last_delivery_at: Date | null;
  last_status_code: number | null;
  created_at: Date;
  updated_at: Date;
}

interface DeliveryRow {
  id: string;
  account_id: string;
  endpoint_id: string;
  event_id: string;
  event: string;
  body: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  next_attempt_at: Date | null;
  last_status_code: number | null;
  replay_of: string | null;
  created_at: Date;
  completed_at: Date | null;
}

interface AttemptRow {
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  created_at: Date;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const eventsOf = (row: EndpointRow): string[] => (typeof row.events === 'string' ? (JSON.parse(row.events) as string[]) : row.events);

/** https:// always; http:// only to this machine (localhost, 127.0.0.1, ::1) outside production. */
export function checkWebhookUrl(raw: string, environment: PlatformConfig['environment']): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new ValidationError(IntegrationErrors.WEBHOOK_URL_INVALID);
  }
  if (url.username || url.password) throw new ValidationError(IntegrationErrors.WEBHOOK_URL_INVALID);
  if (url.protocol === 'https:') return url.toString();
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (url.protocol === 'http:' && local && environment !== 'production') return url.toString();
  if (url.protocol === 'http:') throw new ValidationError(IntegrationErrors.WEBHOOK_URL_HTTPS);
  throw new ValidationError(IntegrationErrors.WEBHOOK_URL_INVALID);
}

function checkEvents(events: readonly string[]): string[] {
  const unique = [...new Set(events)];
  if (unique.length === 0) throw new ValidationError(IntegrationErrors.WEBHOOK_EVENTS_REQUIRED);
  for (const name of unique) if (!domainEventNamed(name) || name === DomainEvents.webhookTest.name) throw new ValidationError(IntegrationErrors.webhookUnknownEvent(name));
  return unique;
}

/** The body sent for an event: the JSON envelope, or a Slack-compatible message. */
export function deliveryBody(format: WebhookFormat, event: DomainEvent, envelope: { id: string; event: string; createdAt: string; accountId: string; data: Record<string, unknown> }): string {
  if (format === 'json') return JSON.stringify(envelope);
  const text = event.summary(envelope.data as never);
  return JSON.stringify({
    text,
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text } },
      { type: 'context', elements: [{ type: 'mrkdwn', text: `${envelope.event} · ${envelope.createdAt}` }] },
    ],
  });
}

export interface WebhookServiceDeps {
  db: Knex;
  config: PlatformConfig;
  log: Logger;
  now: () => Date;
  mailer: Mailer;
  jobs: JobRegistrar;
}

export interface WebhookActor {
  userId: string;
  accountId: string;
  ability: AppAbility | null;
  ip?: string;
}

export class WebhookService {
  private readonly vault: KeyVault;
  private readonly settings: WebhookSettings;

  constructor(private readonly deps: WebhookServiceDeps) {
    this.vault = new KeyVault(`webhook-secrets:${process.env.WEBHOOK_SECRET_KEY || deps.config.jwtSecret}`);
    this.settings = {
      retryDelaysSeconds: deps.config.webhooks?.retryDelaysSeconds ?? DEFAULT_RETRY_DELAYS_SECONDS,
      pauseAfterFailures: deps.config.webhooks?.pauseAfterFailures ?? DEFAULT_PAUSE_AFTER_FAILURES,
      timeoutMs: deps.config.webhooks?.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    };
    deps.jobs.define<{ deliveryId: string }>(WEBHOOK_DELIVER_JOB, (data) => this.deliver(data.deliveryId), { retryLimit: 2, retryDelaySeconds: 5 });
  }

  // ---------- the catalogue ----------

  events(): { name: string; source: string; fields: string[] }[] {
    return DOMAIN_EVENTS.filter((event) => event.name !== DomainEvents.webhookTest.name).map((event) => ({ name: event.name, source: event.source, fields: Object.keys(event.schema.properties) }));
  }

  // ---------- endpoints ----------

  private view(row: EndpointRow): WebhookView {
    return {
      id: row.id,
      url: row.url,
      description: row.description,
      category: row.category,
      format: row.format,
      events: eventsOf(row),
      status: row.status,
      consecutiveFailures: row.consecutive_failures,
      pausedAt: iso(row.paused_at),
      pauseReason: row.pause_reason,
      secretLast4: row.secret_last4,
      lastDeliveryAt: iso(row.last_delivery_at),
      lastStatusCode: row.last_status_code,
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    };
  }

  private async endpoint(accountId: string, id: string, db: Knex = this.deps.db): Promise<EndpointRow> {
    const row = (await db('core.webhook_endpoints').where({ account_id: accountId, id }).first()) as EndpointRow | undefined;
    if (!row) throw new NotFoundError(IntegrationErrors.WEBHOOK_NOT_FOUND);
    return row;
  }

  async list(accountId: string, category?: WebhookCategory): Promise<WebhookView[]> {
    const query = this.deps.db('core.webhook_endpoints').where('account_id', accountId).orderBy('created_at', 'asc');
    if (category) query.where('category', category);
    return ((await query) as EndpointRow[]).map((row) => this.view(row));
  }

  async get(accountId: string, id: string): Promise<WebhookView> {
    return this.view(await this.endpoint(accountId, id));
  }

  async create(actor: WebhookActor, body: CreateWebhookBody): Promise<WebhookWithSecret> {
    if (!actor.ability?.can('use', 'PlanFeature:integrations')) throw new ForbiddenError(IntegrationErrors.WEBHOOKS_NEED_PLAN);
    const url = checkWebhookUrl(body.url, this.deps.config.environment);
    const events = checkEvents(body.events);
    const secret = newWebhookSecret();
    const now = this.deps.now();
    const [row] = (await this.deps.db('core.webhook_endpoints')
      .insert({
        account_id: actor.accountId,
        created_by: actor.userId,
        url,
        description: (body.description ?? '').trim(),
        category: body.category,
        // Chat tools take Slack's message shape; analytics pipelines take the event itself.
        format: body.format ?? (body.category === 'communication' ? 'slack' : 'json'),
        events: JSON.stringify(events),
        secret_encrypted: this.vault.seal(secret),
        secret_last4: secret.slice(-4),
        created_at: now,
        updated_at: now,
      })
      .returning('*')) as EndpointRow[];
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'webhook.created', details: { id: row!.id, url, events }, ipAddress: actor.ip ?? null });
    return { ...this.view(row!), secret };
  }

  async update(actor: WebhookActor, id: string, body: UpdateWebhookBody): Promise<WebhookView> {
    const row = await this.endpoint(actor.accountId, id);
    const patch: Record<string, unknown> = { updated_at: this.deps.now() };
    if (body.url !== undefined) patch.url = checkWebhookUrl(body.url, this.deps.config.environment);
    if (body.events !== undefined) patch.events = JSON.stringify(checkEvents(body.events));
    if (body.format !== undefined) patch.format = body.format;
    if (body.description !== undefined) patch.description = body.description.trim();
    if (body.status === 'active' && row.status !== 'active') Object.assign(patch, { status: 'active', consecutive_failures: 0, paused_at: null, pause_reason: null });
    if (body.status === 'paused' && row.status !== 'paused') Object.assign(patch, { status: 'paused', paused_at: this.deps.now(), pause_reason: 'Paused by hand' });
    const [updated] = (await this.deps.db('core.webhook_endpoints').where({ account_id: actor.accountId, id }).update(patch).returning('*')) as EndpointRow[];
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'webhook.updated', details: { id, ...body }, ipAddress: actor.ip ?? null });
    return this.view(updated!);
  }

  async remove(actor: WebhookActor, id: string): Promise<{ id: string; deleted: true }> {
    await this.endpoint(actor.accountId, id);
    await this.deps.db('core.webhook_endpoints').where({ account_id: actor.accountId, id }).delete();
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'webhook.deleted', details: { id }, ipAddress: actor.ip ?? null });
    return { id, deleted: true };
  }

  async rotateSecret(actor: WebhookActor, id: string): Promise<WebhookWithSecret> {
    await this.endpoint(actor.accountId, id);
    const secret = newWebhookSecret();
    const [row] = (await this.deps.db('core.webhook_endpoints')
      .where({ account_id: actor.accountId, id })
      .update({ secret_encrypted: this.vault.seal(secret), secret_last4: secret.slice(-4), updated_at: this.deps.now() })
      .returning('*')) as EndpointRow[];
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'webhook.secret-rotated', details: { id }, ipAddress: actor.ip ?? null });
    return { ...this.view(row!), secret };
  }

  // ---------- deliveries ----------

  private async deliveryViews(accountId: string, rows: DeliveryRow[]): Promise<WebhookDeliveryView[]> {
    const attempts = rows.length
      ? ((await this.deps.db('core.webhook_attempts')
          .where('account_id', accountId)
          .whereIn(
            'delivery_id',
            rows.map((row) => row.id),
          )
          .orderBy('attempt', 'asc')) as AttemptRow[])
      : [];
    return rows.map((row) => ({
      id: row.id,
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      event: row.event,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt: iso(row.next_attempt_at),
      lastStatusCode: row.last_status_code,
      replayOf: row.replay_of,
      createdAt: iso(row.created_at)!,
      completedAt: iso(row.completed_at),
      body: row.body,
      log: attempts
        .filter((attempt) => attempt.delivery_id === row.id)
        .map((attempt) => ({ attempt: attempt.attempt, statusCode: attempt.status_code, durationMs: attempt.duration_ms, error: attempt.error, at: iso(attempt.created_at)! })),
    }));
  }

  async deliveries(accountId: string, endpointId: string, limit = 50): Promise<WebhookDeliveryView[]> {
    await this.endpoint(accountId, endpointId);
    const rows = (await this.deps.db('core.webhook_deliveries').where({ account_id: accountId, endpoint_id: endpointId }).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit)) as DeliveryRow[];
    return this.deliveryViews(accountId, rows);
  }

  private async delivery(accountId: string, id: string): Promise<WebhookDeliveryView> {
    const rows = (await this.deps.db('core.webhook_deliveries').where({ account_id: accountId, id })) as DeliveryRow[];
    return (await this.deliveryViews(accountId, rows))[0]!;
  }

  /** A webhook.test event to one endpoint. */
  async test(actor: WebhookActor, endpointId: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.endpoint(actor.accountId, endpointId);
    if (endpoint.status !== 'active') throw new ConflictError(IntegrationErrors.WEBHOOK_PAUSED);
    const ids = await this.deps.db.transaction(async (trx) => {
      const eventId = await this.storeEvent(trx, actor.accountId, DomainEvents.webhookTest, { message: 'Hello from Suite' });
      return this.queueDeliveries(trx, [endpoint], DomainEvents.webhookTest, eventId.id, eventId.envelope);
    });
    return this.delivery(actor.accountId, ids[0]!);
  }

  /** Send a delivery again: a new delivery of the same event and bytes, sent once. */
  async replay(actor: WebhookActor, endpointId: string, deliveryId: string): Promise<WebhookDeliveryView> {
    const endpoint = await this.endpoint(actor.accountId, endpointId);
    const original = (await this.deps.db('core.webhook_deliveries').where({ account_id: actor.accountId, endpoint_id: endpointId, id: deliveryId }).first()) as DeliveryRow | undefined;
    if (!original) throw new NotFoundError(IntegrationErrors.WEBHOOK_DELIVERY_NOT_FOUND);
    if (endpoint.status !== 'active') throw new ConflictError(IntegrationErrors.WEBHOOK_PAUSED);
    const id = await this.deps.db.transaction(async (trx) => {
      const [row] = (await trx('core.webhook_deliveries')
        .insert({ account_id: actor.accountId, endpoint_id: endpointId, event_id: original.event_id, event: original.event, body: original.body, replay_of: original.id, created_at: this.deps.now(), next_attempt_at: this.deps.now() })
        .returning('id')) as { id: string }[];
      await this.deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: row!.id }, { trx, singletonKey: `webhook:${row!.id}:1` });
      return row!.id;
    });
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'webhook.replayed', details: { endpointId, deliveryId, replay: id }, ipAddress: actor.ip ?? null });
    return this.delivery(actor.accountId, id);
  }

  // ---------- publishing (ctx.events) ----------

  private async storeEvent(db: Knex, accountId: string, event: DomainEvent, payload: Record<string, unknown>) {
    const id = randomUUID();
    const createdAt = this.deps.now();
    await db('core.webhook_events').insert({ id, account_id: accountId, event: event.name, payload: JSON.stringify(payload), created_at: createdAt });
    return { id, envelope: { id, event: event.name, createdAt: createdAt.toISOString(), accountId, data: payload } };
  }

  private async queueDeliveries(db: Knex, endpoints: EndpointRow[], event: DomainEvent, eventId: string, envelope: Parameters<typeof deliveryBody>[2]): Promise<string[]> {
    const now = this.deps.now();
    const rows = (await db('core.webhook_deliveries')
      .insert(endpoints.map((endpoint) => ({ account_id: endpoint.account_id, endpoint_id: endpoint.id, event_id: eventId, event: event.name, body: deliveryBody(endpoint.format, event, envelope), created_at: now, next_attempt_at: now })))
      .returning('id')) as { id: string }[];
    for (const row of rows) await this.deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId: row.id }, { trx: db, singletonKey: `webhook:${row.id}:1` });
    return rows.map((row) => row.id);
  }

  /**
   * Publish an event for an account: one delivery per active endpoint that chose it. Never fails
   * the publisher's work (a problem is logged), except a payload outside the event's schema in
   * tests, which is a bug to see at once.
   */
  async publish(event: DomainEvent, accountId: string, payload: Record<string, unknown>, options: { trx?: Knex } = {}): Promise<void> {
    if (!Value.Check(event.schema, payload)) {
      const problem = `Event ${event.name} published with a payload outside its schema`;
      if (this.deps.config.environment === 'test') throw new Error(`${problem}: ${JSON.stringify([...Value.Errors(event.schema, payload)].slice(0, 3))}`);
      this.deps.log.error({ event: event.name, accountId }, problem);
      return;
    }
    const db = options.trx ?? this.deps.db;
    try {
      const endpoints = (await db('core.webhook_endpoints')
        .where({ account_id: accountId, status: 'active' })
        .whereRaw('events @> ?::jsonb', [JSON.stringify([event.name])])) as EndpointRow[];
      if (endpoints.length === 0) return;
      const stored = await this.storeEvent(db, accountId, event, payload);
      await this.queueDeliveries(db, endpoints, event, stored.id, stored.envelope);
    } catch (error) {
      this.deps.log.error({ err: error, event: event.name, accountId }, 'webhooks: publishing failed');
      if (this.deps.config.environment === 'test') throw error;
    }
  }

  // ---------- the delivery job ----------

  /** One attempt of a delivery: POST, log, then done, a retry later, or (after the last) failed. */
  async deliver(deliveryId: string): Promise<void> {
    const { db, now } = this.deps;
    const delivery = (await db('core.webhook_deliveries').where('id', deliveryId).first()) as DeliveryRow | undefined;
    if (!delivery || delivery.status !== 'pending') return;
    const endpoint = (await db('core.webhook_endpoints').where({ id: delivery.endpoint_id, account_id: delivery.account_id }).first()) as EndpointRow | undefined;
    if (!endpoint) return;
    if (endpoint.status !== 'active') {
      // Paused meanwhile: this delivery stops here; it can be replayed after resuming.
      await db('core.webhook_deliveries').where('id', deliveryId).update({ status: 'failed', next_attempt_at: null, completed_at: now() });
      return;
    }
    const secret = this.vault.open(endpoint.secret_encrypted);
    const attempt = delivery.attempts + 1;
    const timestamp = Math.floor(now().getTime() / 1000);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      if (!secret) throw new Error('The signing secret cannot be read (the server key changed): rotate the secret');
      if (this.deps.config.environment === 'production') await assertPublicHost(endpoint.url);
      const response = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Suite-Webhooks/1',
          [WEBHOOK_HEADERS.id]: delivery.id,
          [WEBHOOK_HEADERS.event]: delivery.event,
          [WEBHOOK_HEADERS.timestamp]: String(timestamp),
          [WEBHOOK_HEADERS.signature]: signWebhook(secret, timestamp, delivery.body),
        },
        body: delivery.body,
      });
      statusCode = response.status;
      await response.body?.cancel().catch(() => undefined);
      if (statusCode < 200 || statusCode >= 300) error = `HTTP ${statusCode}`;
    } catch (caught) {
      error = caught instanceof Error ? (caught.name === 'TimeoutError' ? `No answer within ${this.settings.timeoutMs} ms` : (caught.cause instanceof Error ? caught.cause.message : caught.message)) : String(caught);
    }
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const at = now();
    await db('core.webhook_attempts').insert({ account_id: delivery.account_id, delivery_id: delivery.id, attempt, status_code: statusCode, duration_ms: durationMs, error: error?.slice(0, 500) ?? null, created_at: at }).onConflict(['delivery_id', 'attempt']).ignore();

    if (!error) {
      await db('core.webhook_deliveries').where('id', deliveryId).update({ status: 'succeeded', attempts: attempt, last_status_code: statusCode, next_attempt_at: null, completed_at: at });
      await db('core.webhook_endpoints').where('id', endpoint.id).update({ consecutive_failures: 0, last_delivery_at: at, last_status_code: statusCode });
      return;
    }

    const [counted] = (await db('core.webhook_endpoints')
      .where('id', endpoint.id)
      .update({ consecutive_failures: db.raw('consecutive_failures + 1'), last_delivery_at: at, last_status_code: statusCode })
      .returning(['consecutive_failures', 'status'])) as { consecutive_failures: number; status: string }[];
    const failures = counted?.consecutive_failures ?? 0;
    const pause = failures >= this.settings.pauseAfterFailures;
    const delay = this.settings.retryDelaysSeconds[attempt - 1];
    if (pause || delay === undefined) {
      await db('core.webhook_deliveries').where('id', deliveryId).update({ status: 'failed', attempts: attempt, last_status_code: statusCode, next_attempt_at: null, completed_at: at });
    } else {
      const next = new Date(at.getTime() + delay * 1000);
      await db('core.webhook_deliveries').where('id', deliveryId).update({ attempts: attempt, last_status_code: statusCode, next_attempt_at: next });
      await this.deps.jobs.enqueue(WEBHOOK_DELIVER_JOB, { deliveryId }, { startAfterSeconds: delay, singletonKey: `webhook:${deliveryId}:${attempt + 1}` });
    }
    if (pause && counted?.status === 'active') await this.pauseFailing(endpoint, failures, error);
  }

  /** Pause an endpoint that keeps failing and mail the admin who registered it (or the owners). */
  private async pauseFailing(endpoint: EndpointRow, failures: number, lastError: string): Promise<void> {
    const { db, now } = this.deps;
    const reason = `Paused after ${failures} failed attempts in a row (last: ${lastError})`;
    const changed = await db('core.webhook_endpoints').where({ id: endpoint.id, status: 'active' }).update({ status: 'paused', paused_at: now(), pause_reason: reason.slice(0, 500), updated_at: now() });
    if (!changed) return;
    this.deps.log.warn({ accountId: endpoint.account_id, endpointId: endpoint.id, failures }, 'webhooks: endpoint paused');
    const admins = ['OWNER', 'ADMIN'];
    const maker = endpoint.created_by
      ? ((await db('core.users as u')
          .join('core.memberships as m', 'm.user_id', 'u.id')
          .where({ 'u.id': endpoint.created_by, 'm.account_id': endpoint.account_id })
          .whereIn('m.role', admins)
          .select('u.email', 'u.first_name', 'u.language')) as { email: string; first_name: string; language: string }[])
      : [];
    const recipients = maker.length
      ? maker
      : ((await db('core.users as u').join('core.memberships as m', 'm.user_id', 'u.id').where({ 'm.account_id': endpoint.account_id, 'm.role': 'OWNER' }).select('u.email', 'u.first_name', 'u.language')) as { email: string; first_name: string; language: string }[]);
    const account = (await db('core.accounts').where('id', endpoint.account_id).first('name')) as { name: string } | undefined;
    const page = endpoint.category === 'communication' ? 'communication' : 'analytics';
    for (const person of recipients) {
      await this.deps.mailer.send({
        to: person.email,
        template: WEBHOOK_PAUSED_TEMPLATE as never,
        language: person.language,
        data: { firstName: person.first_name, url: endpoint.url, accountName: account?.name ?? '', failures, lastError, link: `${this.deps.config.appUrl}/integrations/${page}` },
      });
    }
  }
}
