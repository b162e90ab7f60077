import { useCallback, useEffect, useRef, useState } from 'react';
import { ConnectionTexts } from '@suite/sdk';
import type { ConnectionStatus, RealtimeClient } from '@suite/sdk/web';

/** The state of a socket: the shell's, or one the page owns (a guest's). */
export function useClientStatus(client: RealtimeClient | null): ConnectionStatus | null {
  const [status, setStatus] = useState<ConnectionStatus | null>(client?.status ?? null);
  useEffect(() => {
    if (!client) {
      setStatus(null);
      return;
    }
    return client.onStatus(setStatus);
  }, [client]);
  return status;
}

export interface LiveRoomOptions {
  client: RealtimeClient | null;
  /** The session whose room this is: events carrying another `sessionId` are ignored. */
  sessionId: string;
  /** The join event: sent on every connect (the first and each reconnect); its answer is the room's whole state. */
  joinEvent: string;
  /** Sent when the page goes (leaving the page is not leaving the session). */
  awayEvent?: string;
  /** The whole state, from the join's answer (and any event `snapshotEvent` pushes). */
  onSnapshot(data: unknown): void;
  snapshotEvent?: string;
  /** The room's events (those carrying this sessionId), by name. */
  events: Record<string, (data: never) => void>;
}

export interface LiveRoom {
  /** The last join failed (e.g. the session does not exist or cannot be joined). */
  joinError: Error | null;
  /** Join again: the server answers with the whole state. */
  rejoin(): Promise<unknown>;
  /**
   * Send a command of this room (its sessionId and a client id added), acknowledged by the server;
   * sent again with the same id after a dropped connection (done once by the server).
   */
  emit(event: string, data?: Record<string, unknown>): Promise<unknown>;
  connection: ConnectionStatus | null;
}

const NO_CONNECTION = 'Failed to initialize connection';
/** A write whose connection dropped before its answer is sent again once connected within this time. */
export const WRITE_RETRY_WITHIN_MS = 15_000;

/** A new id for one write (sent again with its retry, so the server does it once). */
export function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}

/** The connection dropped (or the answer timed out): the write may or may not have been done. */
function connectionFailed(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return message === ConnectionTexts.LOST || message === ConnectionTexts.failed('timeout');
}

/** Resolves when the client is connected again; rejects after `withinMs`. */
function connectedAgain(client: RealtimeClient, withinMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let stop: (() => void) | null = null;
    const timer = setTimeout(() => {
      stop?.();
      reject(new Error(ConnectionTexts.LOST));
    }, withinMs);
    stop = client.onStatus((status) => {
      if (status.state !== 'connected') return;
      clearTimeout(timer);
      // onStatus calls back at once with the current state: unsubscribe after this tick.
      queueMicrotask(() => stop?.());
      resolve();
    });
  });
}

/**
 * Send a write with its own client id; if the connection drops before the answer, send it again
 * (the same id) once connected: the server does it once and answers the retry with the first result.
 */
export async function emitWrite(client: RealtimeClient, event: string, payload: Record<string, unknown>, withinMs = WRITE_RETRY_WITHIN_MS): Promise<unknown> {
  const write = { ...payload, clientId: typeof payload.clientId === 'string' ? payload.clientId : newClientId() };
  try {
    return await client.emit(event, write);
  } catch (error) {
    if (!connectionFailed(error)) throw error;
    try {
      await connectedAgain(client, withinMs);
    } catch {
      throw error;
    }
    return client.emit(event, write);
  }
}
const forSession = (sessionId: string, data: unknown) => typeof data === 'object' && data !== null && (data as { sessionId?: unknown }).sessionId === sessionId;

/**
 * A live room (poker session, retro board) on a socket: joins on every (re)connect, and the
 * server's answer is the whole state, so a client that lost its connection resyncs; the room's
 * events are applied as they arrive; leaving the page sends the away event (the socket, the
 * shell's, stays open).
 */
export function useLiveRoom(options: LiveRoomOptions): LiveRoom {
  const { client, sessionId, joinEvent, awayEvent, snapshotEvent } = options;
  const [joinError, setJoinError] = useState<Error | null>(null);
  const connection = useClientStatus(client);
  // The latest handlers, without re-subscribing at each render.
  const latest = useRef(options);
  latest.current = options;

  const join = useCallback(
    async (socket: RealtimeClient, isActive: () => boolean) => {
      try {
        const data = await socket.emit(joinEvent, { sessionId });
        if (!isActive()) return data;
        setJoinError(null);
        latest.current.onSnapshot(data);
        return data;
      } catch (error) {
        if (isActive()) setJoinError(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
    [sessionId, joinEvent],
  );

  const eventNames = Object.keys(options.events).join('|');
  useEffect(() => {
    if (!client) return;
    let active = true;
    const isActive = () => active;
    const unsubscribe = eventNames
      .split('|')
      .filter(Boolean)
      .map((event) =>
        client.on(event, (data) => {
          if (active && forSession(sessionId, data)) (latest.current.events[event] as ((data: unknown) => void) | undefined)?.(data);
        }),
      );
    if (snapshotEvent) unsubscribe.push(client.on(snapshotEvent, (data) => active && latest.current.onSnapshot(data)));
    const stopStatus = client.onStatus((status) => {
      if (status.state === 'connected') join(client, isActive).catch(() => undefined);
    });
    return () => {
      active = false;
      stopStatus();
      for (const stop of unsubscribe) stop();
      if (awayEvent && client.status.state === 'connected') client.emit(awayEvent, { sessionId }).catch(() => undefined);
    };
  }, [client, sessionId, join, eventNames, snapshotEvent, awayEvent]);

  const emit = useCallback(
    (event: string, data: Record<string, unknown> = {}) => (client ? emitWrite(client, event, { sessionId, ...data }) : Promise.reject(new Error(NO_CONNECTION))),
    [client, sessionId],
  );
  const rejoin = useCallback(() => (client ? join(client, () => true) : Promise.reject(new Error(NO_CONNECTION))), [client, join]);

  return { joinError, rejoin, emit, connection };
}
