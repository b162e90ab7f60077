import type { Logger, PluginContext, TenantScope } from '@suite/sdk';

type Db = PluginContext['db'];

/** A socket's presence counts while its instance refreshed it within this window. */
export const PRESENCE_FRESH_SECONDS = 90;
const PRESENCE_REFRESH_MS = 30_000;

/**
 * Who is connected to which live session, across server instances: one row per socket and
 * session in `table` (socket_id, account_id, session_id, participant_id, instance_id, seen_at),
 * refreshed by the instance holding the socket, so the rows of an instance that died go stale.
 * A participant is online while any of their sockets is fresh (a second tab is the same person).
 */
export function createPresence(options: { db: Db; table: string; log: Logger; label: string }) {
  const { db, table } = options;
  const fresh = (knex: Db) => knex.raw(`now() - interval '${PRESENCE_FRESH_SECONDS} seconds'`);

  async function socketsOf(scope: TenantScope, sessionId: string, participantId: string): Promise<number> {
    const [{ n }] = (await scope
      .table(table)
      .where({ session_id: sessionId, participant_id: participantId })
      .where('seen_at', '>', fresh(scope.knex))
      .select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
    return Number(n);
  }

  /** A socket entered: true when it is the participant's first (they just came online). */
  async function enter(scope: TenantScope, sessionId: string, participantId: string, socketId: string, instanceId: string): Promise<boolean> {
    await scope.knex
      .table(table)
      .insert({ socket_id: socketId, account_id: scope.accountId, session_id: sessionId, participant_id: participantId, instance_id: instanceId, seen_at: scope.knex.fn.now() })
      .onConflict(['socket_id', 'session_id'])
      .merge(['participant_id', 'instance_id', 'seen_at']);
    return (await socketsOf(scope, sessionId, participantId)) === 1;
  }

  /** A socket left: the participant who went offline with it, if it was their last. */
  async function exit(scope: TenantScope, sessionId: string, socketId: string): Promise<string | null> {
    const removed = (await scope.table(table).where({ socket_id: socketId, session_id: sessionId }).delete().returning('participant_id')) as { participant_id: string }[];
    const participantId = removed[0]?.participant_id;
    if (!participantId || (await socketsOf(scope, sessionId, participantId)) > 0) return null;
    return participantId;
  }

  async function online(scope: TenantScope, sessionId: string): Promise<Set<string>> {
    const rows = (await scope.table(table).where('session_id', sessionId).where('seen_at', '>', fresh(scope.knex)).distinct('participant_id')) as { participant_id: string }[];
    return new Set(rows.map((row) => row.participant_id));
  }

  async function forget(scope: TenantScope, participantId: string): Promise<void> {
    await scope.table(table).where('participant_id', participantId).delete();
  }

  /** Keep this instance's sockets fresh while it holds any (started and stopped by `track`). */
  function tracker(instanceId: string) {
    const present = new Set<string>();
    let refresher: ReturnType<typeof setInterval> | null = null;
    const track = (key: string, on: boolean) => {
      if (on) present.add(key);
      else present.delete(key);
      if (present.size > 0 && !refresher) {
        refresher = setInterval(() => {
          db(table)
            .where('instance_id', instanceId)
            .update({ seen_at: db.fn.now() })
            .catch((error: unknown) => options.log.warn({ err: error }, `${options.label} presence refresh failed`));
        }, PRESENCE_REFRESH_MS);
        refresher.unref();
      } else if (present.size === 0 && refresher) {
        clearInterval(refresher);
        refresher = null;
      }
    };
    /** The sessions a socket is tracked in (keys are `socketId|sessionId`). */
    const sessionsOf = (socketId: string) => [...present].filter((key) => key.startsWith(`${socketId}|`)).map((key) => key.slice(socketId.length + 1));
    return Object.assign(track, { sessionsOf });
  }

  return { enter, exit, online, forget, tracker };
}

export type Presence = ReturnType<typeof createPresence>;
