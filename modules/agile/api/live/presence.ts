import type { Logger, PluginContext, TenantScope } from '@suite/sdk';

type Db = PluginContext['db'];

/** A socket's presence counts while its instance refreshed it within this window. */
export const PRESENCE_FRESH_SECONDS = 90;
const PRESENCE_REFRESH_MS = 30_000;

export interface PresenceOptions {
  db: Db;
  /** The presence table: socket_id, account_id, session_id, participant_id, instance_id, seen_at; primary key (socket_id, session_id). */
  table: string;
  /** The participants table (id, ...): `leave` answers the participant row who went offline. */
  participants?: string;
  log: Logger;
  label: string;
}

/**
 * Who is connected to which live session (a poker or retro room), across server instances: one
 * row per socket and session, refreshed by the instance holding the socket, so the rows of an
 * instance that died go stale. A participant is online while any of their sockets is fresh (a
 * second tab is the same person). Entering and leaving are one statement each, so a crowd
 * connecting or leaving costs one query per socket.
 */
export function createPresence(options: PresenceOptions) {
  const { db, table } = options;
  const FRESH = `seen_at > now() - interval '${PRESENCE_FRESH_SECONDS} seconds'`;

  /** A socket entered: true when it is the participant's first (they just came online). */
  async function enter(scope: TenantScope, sessionId: string, participantId: string, socketId: string, instanceId: string): Promise<boolean> {
    const result = (await scope.knex.raw(
      `with here as (
         insert into ${table} (socket_id, account_id, session_id, participant_id, instance_id, seen_at)
         values (?, ?, ?, ?, ?, now())
         on conflict (socket_id, session_id) do update set participant_id = excluded.participant_id, instance_id = excluded.instance_id, seen_at = excluded.seen_at
         returning participant_id
       )
       select (select count(*)::int from ${table} where session_id = ? and participant_id = here.participant_id and socket_id <> ? and ${FRESH}) as others from here`,
      [socketId, scope.accountId, sessionId, participantId, instanceId, sessionId, socketId],
    )) as { rows: { others: number }[] };
    return Number(result.rows[0]?.others ?? 0) === 0;
  }

  /**
   * A socket left: the participant's row (from `participants`) when it was their last socket, so
   * the room can be told they went away; null while another of their sockets is still there.
   */
  async function leave<Row extends { id: string }>(scope: TenantScope, sessionId: string, socketId: string): Promise<Row | null> {
    if (!options.participants) throw new Error(`${options.label} presence: leave needs the participants table`);
    const result = (await scope.knex.raw(
      `with gone as (
         delete from ${table} where socket_id = ? and session_id = ? and account_id = ? returning participant_id
       )
       select p.*, (select count(*)::int from ${table} where session_id = ? and participant_id = gone.participant_id and socket_id <> ? and ${FRESH}) as others
       from gone join ${options.participants} p on p.id = gone.participant_id`,
      [socketId, sessionId, scope.accountId, sessionId, socketId],
    )) as { rows: (Row & { others: number })[] };
    const row = result.rows[0];
    if (!row || Number(row.others) > 0) return null;
    const { others: _others, ...participant } = row;
    return participant as unknown as Row;
  }

  /** A socket left: the participant who went offline with it, if it was their last. */
  async function exit(scope: TenantScope, sessionId: string, socketId: string): Promise<string | null> {
    const result = (await scope.knex.raw(
      `with gone as (
         delete from ${table} where socket_id = ? and session_id = ? and account_id = ? returning participant_id
       )
       select gone.participant_id, (select count(*)::int from ${table} where session_id = ? and participant_id = gone.participant_id and socket_id <> ? and ${FRESH}) as others from gone`,
      [socketId, sessionId, scope.accountId, sessionId, socketId],
    )) as { rows: { participant_id: string; others: number }[] };
    const row = result.rows[0];
    return row && Number(row.others) === 0 ? row.participant_id : null;
  }

  /** The participants of a session online now. */
  async function online(scope: TenantScope, sessionId: string): Promise<Set<string>> {
    const rows = (await scope.table(table).where('session_id', sessionId).whereRaw(FRESH).distinct('participant_id')) as { participant_id: string }[];
    return new Set(rows.map((row) => row.participant_id));
  }

  /** A participant left or was removed: their sockets no longer count. */
  async function forget(scope: TenantScope, participantId: string): Promise<void> {
    await scope.table(table).where('participant_id', participantId).delete();
  }

  /**
   * Keep this instance's sockets fresh while it holds any: `track('<socketId>|<sessionId>', on)`
   * as sockets enter and leave rooms; `track.sessionsOf(socketId)` lists where a socket still is
   * (on disconnect, even after an eviction took it out of the room).
   */
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
    const sessionsOf = (socketId: string) => [...present].filter((key) => key.startsWith(`${socketId}|`)).map((key) => key.slice(socketId.length + 1));
    return Object.assign(track, { sessionsOf });
  }

  return { enter, leave, exit, online, forget, tracker };
}

export type Presence = ReturnType<typeof createPresence>;

/** `account:<id>:<area>:<sessionId>` rooms -> the session ids of one area among a socket's rooms. */
export function sessionsOfRooms(rooms: readonly string[], prefix: string): string[] {
  return rooms.filter((room) => room.startsWith(prefix)).map((room) => room.slice(prefix.length));
}
