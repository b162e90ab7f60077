import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';

/** A mail of the dev outbox. */
export const OutboxMessageSchema = Type.Object({
  id: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  template: Type.String(),
  language: Type.String(),
  text: Type.String(),
  html: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  status: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed')]),
  /** Its mail category (email preferences) and extra headers (List-Unsubscribe on non-essential mail). */
  category: Type.String(),
  headers: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMessage = Static<typeof OutboxMessageSchema>;

/** The dev outbox: mail kept locally, readable outside production (tests read links from it). */
export const DevOutboxEndpoints = {
  messages: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox',
    public: true,
    schema: {
      query: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })), limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }),
      response: Type.Object({ messages: Type.Array(OutboxMessageSchema) }),
    },
    summary: 'The dev outbox, newest first (not in production)',
  }),
  message: defineEndpoint({
    method: 'GET',
    path: '/dev/outbox/:id',
    public: true,
    schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: OutboxMessageSchema },
    summary: 'One mail of the dev outbox (not in production)',
  }),
} as const;
