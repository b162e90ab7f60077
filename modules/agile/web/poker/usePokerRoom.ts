import { useCallback, useEffect, useReducer, useState } from 'react';
import { useQueryClient, type RealtimeClient } from '@suite/sdk/web';
import {
  PokerEvents,
  type PokerChangedEvent,
  type PokerCommentEvent,
  type PokerEventPayloads,
  type PokerParticipantRole,
  type PokerPresenceEvent,
  type PokerRevealedEvent,
  type PokerStoryComment,
  type PokerTimerEvent,
  type PokerTimerExpiredEvent,
  type PokerVoteProgressEvent,
} from '../../shared/poker.js';
import { pokerKeys, withComment } from '../api.js';
import { initialRoomState, isSnapshot, roomReducer, type RoomState } from './room-state.js';

/** The socket commands of the room (agile.md section 7), each acknowledged by the server. */
export interface RoomActions {
  start(): Promise<unknown>;
  vote(storyId: string, value: string): Promise<unknown>;
  startVoting(storyId: string): Promise<unknown>;
  reveal(storyId: string): Promise<unknown>;
  next(): Promise<unknown>;
  previous(): Promise<unknown>;
  startTimer(storyId: string, duration: number): Promise<unknown>;
  stopTimer(): Promise<unknown>;
  addStory(title: string): Promise<unknown>;
  updateRole(participantId: string, role: PokerParticipantRole): Promise<unknown>;
  /** Leave the session (the viewer is no longer a participant). */
  leave(): Promise<unknown>;
  /** Join again: the server answers with a fresh snapshot. */
  rejoin(): Promise<unknown>;
}

export interface PokerRoom {
  state: RoomState;
  /** The last join failed (e.g. the session does not exist or cannot be joined). */
  joinError: Error | null;
  actions: RoomActions;
}

const forSession = (sessionId: string, data: unknown) => typeof data === 'object' && data !== null && (data as { sessionId?: unknown }).sessionId === sessionId;

/**
 * Joins the session's room on the given socket and keeps the room's state. The join is sent on
 * every (re)connect and the server answers each with a full snapshot, so a client that lost its
 * connection resyncs to the server's state; events are applied as they arrive.
 */
export function usePokerRoom(sessionId: string, client: RealtimeClient | null): PokerRoom {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const [joinError, setJoinError] = useState<Error | null>(null);
  const queryClient = useQueryClient();

  const join = useCallback(
    async (socket: RealtimeClient, isActive: () => boolean) => {
      try {
        const data = await socket.emit(PokerEvents.JOIN, { sessionId } satisfies PokerEventPayloads['session:join']);
        if (!isActive()) return data;
        setJoinError(null);
        if (isSnapshot(data)) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
        return data;
      } catch (error) {
        if (isActive()) setJoinError(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }
    },
    [sessionId],
  );

  useEffect(() => {
    if (!client) return;
    let active = true;
    const isActive = () => active;
    const listen = <T>(event: string, apply: (data: T) => void) =>
      client.on<T>(event, (data) => {
        if (active && forSession(sessionId, data)) apply(data);
      });
    const unsubscribe = [
      client.on(PokerEvents.SNAPSHOT, (data) => {
        if (active && isSnapshot(data) && data.session.id === sessionId) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
      }),
      listen<PokerChangedEvent>(PokerEvents.CHANGED, (data) => dispatch({ type: 'changed', data })),
      listen<PokerPresenceEvent>(PokerEvents.PRESENCE, (data) => dispatch({ type: 'presence', data })),
      listen<PokerVoteProgressEvent>(PokerEvents.VOTE_PROGRESS, (data) => dispatch({ type: 'progress', data })),
      listen<PokerRevealedEvent>(PokerEvents.REVEALED, (data) => dispatch({ type: 'revealed', data })),
      listen<PokerTimerEvent>(PokerEvents.TIMER, (data) => dispatch({ type: 'timer', data, receivedAt: Date.now() })),
      listen<PokerTimerExpiredEvent>(PokerEvents.TIMER_EXPIRED, (data) => dispatch({ type: 'timerExpired', data, receivedAt: Date.now() })),
      listen<PokerCommentEvent>(PokerEvents.DISCUSSION, (data) => {
        queryClient.setQueryData<PokerStoryComment[]>(pokerKeys.comments(sessionId, data.storyId), (current) => {
          if (data.comment) return withComment(current, data.comment);
          return data.deletedId ? current?.filter((comment) => comment.id !== data.deletedId) : current;
        });
      }),
    ];
    // Sent on every connect, the first and each reconnect: the answer is a full snapshot.
    const stopStatus = client.onStatus((status) => {
      if (status.state === 'connected') join(client, isActive).catch(() => undefined);
    });
    return () => {
      active = false;
      stopStatus();
      for (const stop of unsubscribe) stop();
      // Leaving the page is not leaving the session (session:leave would take the viewer out of
      // it): the socket, which stays the shell's, only leaves the room and shows the viewer away.
      if (client.status.state === 'connected') client.emit(PokerEvents.AWAY, { sessionId } satisfies PokerEventPayloads['session:away']).catch(() => undefined);
    };
  }, [client, sessionId, queryClient, join]);

  const emit = useCallback(
    <E extends keyof PokerEventPayloads>(event: E, data: Omit<PokerEventPayloads[E], 'sessionId'>) => {
      if (!client) return Promise.reject(new Error('Failed to initialize connection'));
      return client.emit(event, { sessionId, ...data });
    },
    [client, sessionId],
  );

  const actions: RoomActions = {
    start: () => emit(PokerEvents.START, {}),
    vote: async (storyId, value) => {
      const result = await emit(PokerEvents.VOTE, { storyId, value });
      dispatch({ type: 'voted', storyId, value });
      return result;
    },
    startVoting: (storyId) => emit(PokerEvents.START_VOTING, { storyId }),
    reveal: (storyId) => emit(PokerEvents.REVEAL, { storyId }),
    next: () => emit(PokerEvents.NEXT, {}),
    previous: () => emit(PokerEvents.PREVIOUS, {}),
    startTimer: (storyId, duration) => emit(PokerEvents.TIMER_START, { storyId, duration }),
    stopTimer: () => emit(PokerEvents.TIMER_STOP, {}),
    addStory: (title) => emit(PokerEvents.ADD_STORY, { story: { title } }),
    updateRole: (participantId, role) => emit(PokerEvents.UPDATE_ROLE, { participantId, role }),
    leave: () => emit(PokerEvents.LEAVE, {}),
    rejoin: () => (client ? join(client, () => true) : Promise.reject(new Error('Failed to initialize connection'))),
  };

  return { state, joinError, actions };
}
