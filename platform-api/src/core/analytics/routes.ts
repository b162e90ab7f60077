import type { Knex } from 'knex';
import { AnalyticsEndpoints } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';

/** POST /api/analytics/events: the page-view tracker and global error reports, signed in or not. */
export function registerAnalyticsRoutes(routes: RouteTable, deps: { db: Knex }): void {
  routes.implement(AnalyticsEndpoints.recordEvent, async (req) => {
    await deps.db('core.analytics_events').insert({
      type: req.body.type,
      path: req.body.path,
      detail: req.body.detail ?? null,
      user_id: req.user?.id ?? null,
      account_id: req.tenant?.accountId ?? null,
    });
    return { recorded: true as const };
  });
}
