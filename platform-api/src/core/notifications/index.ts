import type { Knex } from 'knex';
import { NotificationEndpoints as E, NotificationEvents, type Logger, type NotificationKind, type NotificationListView, type NotificationView } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { userRoom } from '../../realtime/hub.js';

/**
 * In-app notifications (issue 22): the header's notification centre. Core areas write them
 * (approvals: a request waiting for you, the decision on yours; comments: a mention) with
 * `notifyUsers`, in the caller's transaction when there is one; the live push to the user's open
 * pages (their `user:<id>` room on the realtime hub) goes out once that transaction has committed.
 */
export interface NotificationInput {
  accountId: string;
  userId: string;
  kind: NotificationKind;
  data: Record<string, string | number | null>;
  /** A path inside the app ('/governance/approvals?request=...'). */
  link: string;
  sourceId?: string | null;
}

export interface NotificationDeps {
  hub: { broadcast(room: string, event: string, data: unknown): Promise<void> };
  log: Logger;
  now: () => Date;
}

interface NotificationRow {
  id: string;
  account_id: string;
  user_id: string;
  kind: NotificationKind;
  data: Record<string, string | number | null> | string;
  link: string;
  source_id: string | null;
  read_at: Date | null;
  created_at: Date;
}

const TABLE = 'core.notifications';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function view(row: NotificationRow): NotificationView {
  return {
    id: row.id,
    kind: row.kind,
    data: typeof row.data === 'string' ? (JSON.parse(row.data) as NotificationView['data']) : row.data,
    link: row.link,
    sourceId: row.source_id,
    readAt: iso(row.read_at),
    createdAt: iso(row.created_at)!,
  };
}

/** Write notifications (in `knex`, a transaction or the pool) and push each to its user once committed. */
export async function notifyUsers(deps: NotificationDeps, knex: Knex, inputs: NotificationInput[]): Promise<void> {
  if (!inputs.length) return;
  const at = deps.now();
  const rows = (await knex(TABLE)
    .insert(inputs.map((input) => ({ account_id: input.accountId, user_id: input.userId, kind: input.kind, data: JSON.stringify(input.data), link: input.link, source_id: input.sourceId ?? null, created_at: at })))
    .returning('*')) as NotificationRow[];
  const push = () => {
    for (const row of rows) {
      deps.hub.broadcast(userRoom(row.user_id), NotificationEvents.CREATED, { accountId: row.account_id, notification: view(row) }).catch((error: unknown) => deps.log.warn({ err: error }, 'could not push a notification'));
    }
  };
  // In a transaction: after it commits (nothing is pushed when it rolls back).
  const trx = knex as unknown as Partial<Knex.Transaction>;
  if (trx.isTransaction && trx.executionPromise) trx.executionPromise.then(push, () => undefined);
  else push();
}

export async function listNotifications(db: Knex, userId: string, accountId: string, limit = 20): Promise<NotificationListView> {
  const rows = (await db(TABLE).where({ user_id: userId, account_id: accountId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as NotificationRow[];
  const [{ count }] = (await db(TABLE).where({ user_id: userId, account_id: accountId }).whereNull('read_at').count('* as count')) as { count: string | number }[];
  return { items: rows.map(view), unread: Number(count) };
}

/** Mark the caller's own notifications read (all of them in this account when no ids). */
export async function markNotificationsRead(db: Knex, now: () => Date, userId: string, accountId: string, ids?: string[]): Promise<NotificationListView> {
  const query = db(TABLE).where({ user_id: userId, account_id: accountId }).whereNull('read_at');
  if (ids) {
    if (ids.length) await query.whereIn('id', ids).update({ read_at: now() });
  } else await query.update({ read_at: now() });
  return listNotifications(db, userId, accountId);
}

/** /api/notifications: the caller's own, in the tenant (another user's or account's ids change nothing). */
export function registerNotificationRoutes(routes: RouteTable, db: Knex, now: () => Date): void {
  routes.implement(E.list, (req) => listNotifications(db, req.user!.id, req.tenant!.accountId, req.query.limit));
  routes.implement(E.markRead, (req) => markNotificationsRead(db, now, req.user!.id, req.tenant!.accountId, req.body.ids));
}
