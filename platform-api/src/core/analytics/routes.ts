import type { Knex } from 'knex';
import { Type } from '@sinclair/typebox';
import type { RouteTable } from '../../plugins/routes.js';

const AnalyticsEvent = Type.Object(
  {
    type: Type.Union([Type.Literal('page_view'), Type.Literal('client_error')]),
    path: Type.String({ minLength: 1, maxLength: 500 }),
    detail: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** POST /api/analytics/events: the page-view tracker and global error reports, signed in or not. */
export function registerAnalyticsRoutes(routes: RouteTable, deps: { db: Knex }): void {
  routes.add({
    method: 'POST',
    path: '/analytics/events',
    public: true,
    schema: { body: AnalyticsEvent },
    async handler(req) {
      await deps.db('core.analytics_events').insert({
        type: req.body.type,
        path: req.body.path,
        detail: req.body.detail ?? null,
        user_id: req.user?.id ?? null,
        account_id: req.tenant?.accountId ?? null,
      });
      return { recorded: true };
    },
  });
}
