import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { IntegrationErrors } from '../domain/errors.js';

/** Outgoing webhooks (/integrations/communication and /integrations/analytics). */
export const WEBHOOK_CATEGORIES = ['communication', 'analytics'] as const;
export type WebhookCategory = (typeof WEBHOOK_CATEGORIES)[number];
/** 'json': the event envelope; 'slack': a Slack-compatible message `{ text, blocks }`. */
export const WEBHOOK_FORMATS = ['json', 'slack'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];
export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export type WebhookStatus = (typeof WEBHOOK_STATUSES)[number];
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** Headers of every delivery (docs/architecture.md, "Outgoing webhooks"). */
export const WEBHOOK_HEADERS = {
  id: 'X-Suite-Webhook-Id',
  event: 'X-Suite-Event',
  timestamp: 'X-Suite-Timestamp',
  signature: 'X-Suite-Signature',
} as const;

const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: Uuid });

export const WebhookEventInfoSchema = Type.Object({ name: Type.String(), source: Type.String(), fields: Type.Array(Type.String()) });

export const WebhookViewSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  description: Type.String(),
  category: oneOf(WEBHOOK_CATEGORIES),
  format: oneOf(WEBHOOK_FORMATS),
  events: Type.Array(Type.String()),
  status: oneOf(WEBHOOK_STATUSES),
  /** Failed attempts in a row; the endpoint pauses when it reaches the limit. */
  consecutiveFailures: Type.Integer(),
  pausedAt: Nullable(Type.String()),
  pauseReason: Nullable(Type.String()),
  /** The secret's last 4 characters (the whole secret is shown once, on creation or rotation). */
  secretLast4: Type.String(),
  lastDeliveryAt: Nullable(Type.String()),
  lastStatusCode: Nullable(Type.Integer()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WebhookView = Static<typeof WebhookViewSchema>;

export const WebhookWithSecretSchema = Type.Composite([WebhookViewSchema, Type.Object({ secret: Type.String() })]);
export type WebhookWithSecret = Static<typeof WebhookWithSecretSchema>;

export const WebhookAttemptViewSchema = Type.Object({
  attempt: Type.Integer(),
  statusCode: Nullable(Type.Integer()),
  durationMs: Type.Integer(),
  error: Nullable(Type.String()),
  at: Type.String(),
});

export const WebhookDeliveryViewSchema = Type.Object({
  id: Type.String(),
  endpointId: Type.String(),
  eventId: Type.String(),
  event: Type.String(),
  status: oneOf(WEBHOOK_DELIVERY_STATUSES),
  attempts: Type.Integer(),
  nextAttemptAt: Nullable(Type.String()),
  lastStatusCode: Nullable(Type.Integer()),
  replayOf: Nullable(Type.String()),
  createdAt: Type.String(),
  completedAt: Nullable(Type.String()),
  /** The body sent (JSON text). */
  body: Type.String(),
  log: Type.Array(WebhookAttemptViewSchema),
});
export type WebhookDeliveryView = Static<typeof WebhookDeliveryViewSchema>;

export const CreateWebhookBody = Type.Object(
  {
    url: Type.String({ maxLength: 2000 }),
    events: Type.Array(Type.String({ maxLength: 80 }), { maxItems: 50 }),
    category: oneOf(WEBHOOK_CATEGORIES),
    format: Type.Optional(oneOf(WEBHOOK_FORMATS)),
    description: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type CreateWebhookBody = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Type.String({ maxLength: 2000 })),
    events: Type.Optional(Type.Array(Type.String({ maxLength: 80 }), { maxItems: 50 })),
    format: Type.Optional(oneOf(WEBHOOK_FORMATS)),
    description: Type.Optional(Type.String({ maxLength: 200 })),
    /** 'active' resumes a paused endpoint (its failure count starts again). */
    status: Type.Optional(oneOf(WEBHOOK_STATUSES)),
  },
  { additionalProperties: false },
);
export type UpdateWebhookBody = Static<typeof UpdateWebhookBody>;

const MANAGE = ['update', 'Integrations'] as const;
const NOT_FOUND = { status: 404, text: IntegrationErrors.WEBHOOK_NOT_FOUND } as const;

export const WebhookEndpoints = {
  events: defineEndpoint({ method: 'GET', path: '/integrations/webhooks/events', access: 'tenant', can: ['read', 'Integrations'], schema: { response: Type.Array(WebhookEventInfoSchema) }, summary: 'Events a webhook can subscribe to' }),
  list: defineEndpoint({
    method: 'GET',
    path: '/integrations/webhooks',
    access: 'tenant',
    can: MANAGE,
    schema: { query: Type.Object({ category: Type.Optional(oneOf(WEBHOOK_CATEGORIES)) }, { additionalProperties: false }), response: Type.Array(WebhookViewSchema) },
    summary: 'Webhook endpoints of the account',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks',
    access: 'tenant',
    can: MANAGE,
    status: 201,
    schema: { body: CreateWebhookBody, response: WebhookWithSecretSchema },
    summary: 'Register a webhook endpoint (its signing secret is answered once)',
    errors: [{ status: 400, text: IntegrationErrors.WEBHOOK_URL_HTTPS }, { status: 403, text: IntegrationErrors.WEBHOOKS_NEED_PLAN }],
  }),
  get: defineEndpoint({ method: 'GET', path: '/integrations/webhooks/:id', access: 'tenant', can: MANAGE, schema: { params: IdParams, response: WebhookViewSchema }, summary: 'One webhook endpoint', errors: [NOT_FOUND] }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/integrations/webhooks/:id',
    access: 'tenant',
    can: MANAGE,
    schema: { params: IdParams, body: UpdateWebhookBody, response: WebhookViewSchema },
    summary: 'Change, pause or resume a webhook endpoint',
    errors: [NOT_FOUND],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/integrations/webhooks/:id',
    access: 'tenant',
    can: MANAGE,
    schema: { params: IdParams, response: Type.Object({ id: Type.String(), deleted: Type.Literal(true) }) },
    summary: 'Remove a webhook endpoint and its delivery log',
    errors: [NOT_FOUND],
  }),
  rotateSecret: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks/:id/secret',
    access: 'tenant',
    can: MANAGE,
    schema: { params: IdParams, response: WebhookWithSecretSchema },
    summary: 'Replace the signing secret (answered once)',
    errors: [NOT_FOUND],
  }),
  test: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks/:id/test',
    access: 'tenant',
    can: MANAGE,
    status: 202,
    schema: { params: IdParams, response: WebhookDeliveryViewSchema },
    summary: 'Send a webhook.test event to this endpoint',
    errors: [NOT_FOUND, { status: 409, text: IntegrationErrors.WEBHOOK_PAUSED }],
  }),
  deliveries: defineEndpoint({
    method: 'GET',
    path: '/integrations/webhooks/:id/deliveries',
    access: 'tenant',
    can: MANAGE,
    schema: { params: IdParams, query: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }), response: Type.Array(WebhookDeliveryViewSchema) },
    summary: 'Recent deliveries with each attempt (response code, duration)',
    errors: [NOT_FOUND],
  }),
  replay: defineEndpoint({
    method: 'POST',
    path: '/integrations/webhooks/:id/deliveries/:deliveryId/replay',
    access: 'tenant',
    can: MANAGE,
    status: 202,
    schema: { params: Type.Object({ id: Uuid, deliveryId: Uuid }), response: WebhookDeliveryViewSchema },
    summary: 'Send a delivery again (a new delivery of the same event)',
    errors: [NOT_FOUND, { status: 404, text: IntegrationErrors.WEBHOOK_DELIVERY_NOT_FOUND }, { status: 409, text: IntegrationErrors.WEBHOOK_PAUSED }],
  }),
} as const;
