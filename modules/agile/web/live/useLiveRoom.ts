import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** Send a command of this room (its sessionId added), acknowledged by the server. */
  emit(event: string, data?: Record<string, unknown>): Promise<unknown>;
  connection: ConnectionStatus | null;
}

const NO_CONNECTION = 'Failed to initialize connection';
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
    (event: string, data: Record<string, unknown> = {}) => (client ? client.emit(event, { sessionId, ...data }) : Promise.reject(new Error(NO_CONNECTION))),
    [client, sessionId],
  );
  const rejoin = useCallback(() => (client ? join(client, () => true) : Promise.reject(new Error(NO_CONNECTION))), [client, join]);

  return { joinError, rejoin, emit, connection };
}
