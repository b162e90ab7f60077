import type { Logger, PluginContext, TenantScope } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

type Db = PluginContext['db'];

/** The heartbeats of the server instances holding live sockets (agile migration 0011). */
export const LIVE_INSTANCES = `${AGILE_SCHEMA}.live_instances`;
/** An instance beats this often while it holds any socket in a live room. */
export const INSTANCE_HEARTBEAT_MS = 3_000;
/** A socket's presence counts while its instance beat within this window (an instance silent longer died). */
export const PRESENCE_FRESH_SECONDS = 10;
/** How often an instance holding live sockets looks for the presence of dead instances, to end it and tell its rooms. */
export const PRESENCE_SWEEP_MS = 2_000;

export interface PresenceOptions {
  db: Db;
  /** The presence table: socket_id, account_id, session_id, participant_id, instance_id, seen_at; primary key (socket_id, session_id). */
  table: string;
  /** The participants table (id, ...): `leave` answers the participant row who went offline. */
  participants?: string;
  log: Logger;
  label: string;
}

/** A presence row whose instance stopped beating (swept away). */
export interface SweptPresence {
  accountId: string;
  sessionId: string;
  participantId: string;
  /** The participant has no other fresh socket in the session: they went offline. */
  offline: boolean;
}

/**
 * Who is connected to which live session (a poker or retro room), across server instances: one
 * row per socket and session, written by the instance holding the socket, which beats in
 * `live_instances` every few seconds while it holds any. A row counts only while its instance's
 * heartbeat is fresh, so the sockets of an instance that died stop counting within
 * PRESENCE_FRESH_SECONDS, and the other instances sweep those rows away and tell the rooms. A
 * participant is online while any of their sockets is fresh (a second tab is the same person).
 * Entering and leaving are one statement each, so a crowd connecting or leaving costs one query
 * per socket.
 */
export function createPresence(options: PresenceOptions) {
  const { db, table } = options;
  /** The presence row `alias` counts: its instance beat recently. */
  const freshOf = (alias: string) => `exists (select 1 from ${LIVE_INSTANCES} i where i.instance_id = ${alias}.instance_id and i.seen_at > now() - interval '${PRESENCE_FRESH_SECONDS} seconds')`;
  const FRESH = freshOf(table);

  /** A socket entered: true when it is the participant's first (they just came online). */
  async function enter(scope: TenantScope, sessionId: string, participantId: string, socketId: string, instanceId: string): Promise<boolean> {
    const result = (await scope.knex.raw(
      `with beat as (
         insert into ${LIVE_INSTANCES} (instance_id, seen_at) values (?, now())
         on conflict (instance_id) do update set seen_at = excluded.seen_at
       ), here as (
         insert into ${table} (socket_id, account_id, session_id, participant_id, instance_id, seen_at)
         values (?, ?, ?, ?, ?, now())
         on conflict (socket_id, session_id) do update set participant_id = excluded.participant_id, instance_id = excluded.instance_id, seen_at = excluded.seen_at
         returning participant_id
       )
       select (select count(*)::int from ${table} p where p.session_id = ? and p.participant_id = here.participant_id and p.socket_id <> ? and ${freshOf('p')}) as others from here`,
      [instanceId, socketId, scope.accountId, sessionId, participantId, instanceId, sessionId, socketId],
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
       select p.*, (select count(*)::int from ${table} o where o.session_id = ? and o.participant_id = gone.participant_id and o.socket_id <> ? and ${freshOf('o')}) as others
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
       select gone.participant_id, (select count(*)::int from ${table} o where o.session_id = ? and o.participant_id = gone.participant_id and o.socket_id <> ? and ${freshOf('o')}) as others from gone`,
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
   * End the presence of instances that stopped beating (they died): their rows are deleted (by
   * whichever instance sweeps first) and answered, each saying whether its participant is now
   * offline (no other fresh socket in the session), so the caller tells the room.
   */
  async function sweep(): Promise<SweptPresence[]> {
    const result = (await db.raw(
      `with gone as (
         delete from ${table} p where not ${freshOf('p')} and p.seen_at < now() - interval '${PRESENCE_FRESH_SECONDS} seconds'
         returning p.account_id, p.session_id, p.participant_id
       ), people as (
         select distinct account_id, session_id, participant_id from gone
       )
       select people.*, (select count(*)::int from ${table} o where o.session_id = people.session_id and o.participant_id = people.participant_id and ${freshOf('o')}) as others from people`,
    )) as { rows: { account_id: string; session_id: string; participant_id: string; others: number }[] };
    return result.rows.map((row) => ({ accountId: row.account_id, sessionId: row.session_id, participantId: row.participant_id, offline: Number(row.others) === 0 }));
  }

  /**
   * Keep this instance's sockets fresh while it holds any: it beats in live_instances every
   * INSTANCE_HEARTBEAT_MS and, every PRESENCE_SWEEP_MS, sweeps the presence of dead instances,
   * telling its rooms of the participants who went offline with them (`announce`). An instance
   * with no socket in a live room does neither (its rooms have nobody here to tell).
   * `track('<socketId>|<sessionId>', on)` as sockets enter and leave rooms;
   * `track.sessionsOf(socketId)` lists where a socket still is (on disconnect, even after an
   * eviction took it out of the room).
   */
  function tracker(instanceId: string, announce?: (swept: SweptPresence) => Promise<void>) {
    const present = new Set<string>();
    let timers: ReturnType<typeof setInterval>[] = [];
    let sweeping = false;
    let passes = 0;
    const beat = () =>
      db
        .raw(`insert into ${LIVE_INSTANCES} (instance_id, seen_at) values (?, now()) on conflict (instance_id) do update set seen_at = excluded.seen_at`, [instanceId])
        .catch((error: unknown) => options.log.warn({ err: error }, `${options.label} presence heartbeat failed`));
    const pass = async () => {
      if (sweeping) return;
      sweeping = true;
      try {
        for (const swept of await sweep()) {
          if (swept.offline && announce) await announce(swept).catch((error: unknown) => options.log.warn({ err: error }, `${options.label} presence announcement failed`));
        }
        passes += 1;
        if (passes % 900 === 0) await db(LIVE_INSTANCES).where('seen_at', '<', db.raw("now() - interval '1 hour'")).delete();
      } catch (error) {
        options.log.warn({ err: error }, `${options.label} presence sweep failed`);
      } finally {
        sweeping = false;
      }
    };
    const track = (key: string, on: boolean) => {
      if (on) present.add(key);
      else present.delete(key);
      if (present.size > 0 && timers.length === 0) {
        timers = [setInterval(() => void beat(), INSTANCE_HEARTBEAT_MS), setInterval(() => void pass(), PRESENCE_SWEEP_MS)];
        for (const timer of timers) timer.unref();
      } else if (present.size === 0 && timers.length > 0) {
        for (const timer of timers) clearInterval(timer);
        timers = [];
      }
    };
    const sessionsOf = (socketId: string) => [...present].filter((key) => key.startsWith(`${socketId}|`)).map((key) => key.slice(socketId.length + 1));
    return Object.assign(track, { sessionsOf });
  }

  return { enter, leave, exit, online, forget, tracker, sweep };
}

export type Presence = ReturnType<typeof createPresence>;

/** `account:<id>:<area>:<sessionId>` rooms -> the session ids of one area among a socket's rooms. */
export function sessionsOfRooms(rooms: readonly string[], prefix: string): string[] {
  return rooms.filter((room) => room.startsWith(prefix)).map((room) => room.slice(prefix.length));
}
