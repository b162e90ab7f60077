import type { Knex } from 'knex';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { OutboxRow } from './mailer.js';

const toView = (row: OutboxRow) => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  template: row.template,
  language: row.language,
  text: row.text_body,
  html: row.html_body,
  data: row.data,
  status: row.status,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** The dev outbox: mail kept locally, readable outside production (tests read links from it). */
export function registerDevOutboxRoutes(routes: RouteTable, deps: { db: Knex }): void {
  routes.add({
    method: 'GET',
    path: '/dev/outbox',
    public: true,
    schema: { query: Type.Object({ to: Type.Optional(Type.String({ maxLength: 254 })), limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }) },
    async handler(req) {
      const query = deps.db('core.outbox').orderBy('created_at', 'desc').limit(req.query.limit);
      if (req.query.to) query.whereRaw('lower(to_address) = lower(?)', [req.query.to]);
      return { messages: ((await query) as OutboxRow[]).map(toView) };
    },
  });
  routes.add({
    method: 'GET',
    path: '/dev/outbox/:id',
    public: true,
    schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) },
    async handler(req) {
      const row = (await deps.db('core.outbox').where('id', req.params.id).first()) as OutboxRow | undefined;
      if (!row) throw new NotFoundError();
      return toView(row);
    },
  });
}
