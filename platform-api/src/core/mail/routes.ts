import type { Knex } from 'knex';
import { DevOutboxEndpoints, NotFoundError, type OutboxMessage } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { OutboxRow } from './mailer.js';

const toView = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  template: row.template,
  language: row.language,
  text: row.text_body,
  html: row.html_body,
  data: row.data,
  status: row.status,
  category: row.category ?? 'account',
  headers: (typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers) ?? {},
  createdAt: new Date(row.created_at).toISOString(),
  sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
});

/** The dev outbox: mail kept locally, readable outside production (tests read links from it). */
export function registerDevOutboxRoutes(routes: RouteTable, deps: { db: Knex }): void {
  routes.implement(DevOutboxEndpoints.messages, async (req) => {
    const query = deps.db('core.outbox').orderBy('created_at', 'desc').limit(req.query.limit);
    if (req.query.to) query.whereRaw('lower(to_address) = lower(?)', [req.query.to]);
    return { messages: ((await query) as OutboxRow[]).map(toView) };
  });
  routes.implement(DevOutboxEndpoints.message, async (req) => {
    const row = (await deps.db('core.outbox').where('id', req.params.id).first()) as OutboxRow | undefined;
    if (!row) throw new NotFoundError();
    return toView(row);
  });
}
