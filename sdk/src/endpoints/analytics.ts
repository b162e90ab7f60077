import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';

export const AnalyticsEventBody = Type.Object(
  {
    type: Type.Union([Type.Literal('page_view'), Type.Literal('client_error')]),
    path: Type.String({ minLength: 1, maxLength: 500 }),
    detail: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** Page views and global error reports, signed in or not (the event records the user when there is one). */
export const AnalyticsEndpoints = {
  recordEvent: defineEndpoint({ method: 'POST', path: '/analytics/events', access: 'public', schema: { body: AnalyticsEventBody, response: Type.Object({ recorded: Type.Literal(true) }) } }),
} as const;
