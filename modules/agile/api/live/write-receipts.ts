import { ConflictError, type Logger, type PluginContext, type RealtimeRegistrar, type SocketContext } from '@suite/sdk';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { AGILE_SCHEMA } from '../../shared/index.js';

/** The receipts table (agile migration 0011). */
export const LIVE_WRITE_RECEIPTS = `${AGILE_SCHEMA}.live_write_receipts`;
/** Receipts older than the window are deleted every this many claims (per instance). */
const PRUNE_EVERY_CLAIMS = 500;

type Db = PluginContext['db'];

/** How long a client id is remembered: a retry within this window gets the first result. */
export const WRITE_RECEIPT_WINDOW_SECONDS = 10 * 60;
/** A retry waits this long for a first attempt that is still running. */
const WAIT_FOR_FIRST_MS = 5_000;
/** A first attempt still unfinished after this long is taken as lost (its instance died mid-write). */
const ABANDONED_AFTER_SECONDS = 15;
const POLL_MS = 100;

/** What a socket write may carry: a client-generated id of this write (8 to 100 characters). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export interface WriteReceiptsOptions {
  db: Db;
  /** 'agile.live_write_receipts' (account_id, actor, event, client_id, result, done, created_at). */
  table: string;
  log: Logger;
}

type Handler<P> = (socket: SocketContext, payload: P) => unknown;

/**
 * Socket writes done once per client id. A write (a vote, a card, a story, an action item) may
 * carry `clientId`, made by the client for that one write and sent again with its retries (after
 * a dropped connection, on any instance): the first attempt claims the id in the database, runs,
 * and stores its answer; a retry of the same id by the same person within the window gets that
 * answer, and nothing is written twice. A first attempt that failed frees the id (the retry runs).
 * Without a clientId a write runs as before.
 */
export function createWriteReceipts(options: WriteReceiptsOptions) {
  const { db, table, log } = options;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  let claims = 0;
  async function claim(key: Key): Promise<boolean> {
    claims += 1;
    if (claims % PRUNE_EVERY_CLAIMS === 0) void prune().catch((error: unknown) => log.warn({ err: error }, 'could not prune write receipts'));
    // A receipt older than the window is replaced (the id may be used again).
    const result = (await db.raw(
      `insert into ${table} as r (account_id, actor, event, client_id, done, created_at) values (?, ?, ?, ?, false, now())
       on conflict (account_id, actor, event, client_id) do update set result = null, done = false, created_at = now()
         where r.created_at < now() - ? * interval '1 second' or (not r.done and r.created_at < now() - ? * interval '1 second')
       returning 1 as claimed`,
      [key.accountId, key.actor, key.event, key.clientId, WRITE_RECEIPT_WINDOW_SECONDS, ABANDONED_AFTER_SECONDS],
    )) as { rows: unknown[] };
    return result.rows.length > 0;
  }

  const where = (key: Key) => ({ account_id: key.accountId, actor: key.actor, event: key.event, client_id: key.clientId });

  async function run<T>(key: Key, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claim(key)) {
        let answer: T;
        try {
          answer = await work();
        } catch (error) {
          // A refused or failed write frees its id: the retry runs (and may be refused again).
          await db(table).where(where(key)).where('done', false).delete().catch((cleanup: unknown) => log.warn({ err: cleanup }, 'could not free a write receipt'));
          throw error;
        }
        await db(table)
          .where(where(key))
          .update({ done: true, result: JSON.stringify(answer === undefined ? null : answer) })
          .catch((error: unknown) => log.warn({ err: error }, 'could not store a write receipt'));
        return answer;
      }
      const row = (await db(table).where(where(key)).first('done', 'result')) as { done: boolean; result: unknown } | undefined;
      if (row?.done) return (typeof row.result === 'string' ? JSON.parse(row.result) : row.result) as T;
      // Still running elsewhere (or freed just now: claim again).
      if (row && Date.now() > deadline) throw new ConflictError(PokerErrors.WRITE_IN_PROGRESS);
      if (row) await sleep(POLL_MS);
    }
  }

  /**
   * Wrap a socket event's handler: a payload with `clientId` is done once per (account, person,
   * event, id); the handler gets the payload without it.
   */
  function once<P extends object>(event: string, handler: Handler<P>): Handler<P & { clientId?: string }> {
    return async (socket, payload) => {
      const { clientId, ...rest } = payload as P & { clientId?: unknown };
      if (clientId === undefined || clientId === null) return handler(socket, rest as P);
      if (typeof clientId !== 'string' || !CLIENT_ID_PATTERN.test(clientId)) return handler(socket, rest as P);
      const key: Key = { accountId: socket.tenant.accountId, actor: socket.user.id, event, clientId };
      return run(key, async () => handler(socket, rest as P));
    };
  }

  /** The registrar's `on` for write events: each handler done once per client id. */
  function writes(realtime: RealtimeRegistrar): Pick<RealtimeRegistrar, 'on'> {
    return {
      on: (definition) => realtime.on({ ...definition, handler: once(definition.event, definition.handler as Handler<object>) as typeof definition.handler }),
    };
  }

  /** Forget receipts older than the window (a background pass). */
  async function prune(): Promise<number> {
    return db(table).where('created_at', '<', db.raw("now() - ? * interval '1 second'", [WRITE_RECEIPT_WINDOW_SECONDS])).delete();
  }

  return { once, writes, prune };
}

interface Key {
  accountId: string;
  actor: string;
  event: string;
  clientId: string;
}

export type WriteReceipts = ReturnType<typeof createWriteReceipts>;
