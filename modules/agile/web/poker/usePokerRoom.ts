import { useReducer } from 'react';
import { useQueryClient, type ConnectionStatus, type RealtimeClient } from '@suite/sdk/web';
import { PokerSocket } from '../../shared/poker-endpoints.js';
import {
  PokerEvents,
  type PokerChangedEvent,
  type PokerCommentEvent,
  type PokerParticipantRole,
  type PokerPresenceEvent,
  type PokerRevealedEvent,
  type PokerStoryComment,
  type PokerTimerEvent,
  type PokerTimerExpiredEvent,
  type PokerVoteProgressEvent,
} from '../../shared/poker.js';
import { useLiveRoom } from '../live/useLiveRoom.js';
import { commentsKey, withComment } from './api.js';
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
  connection: ConnectionStatus | null;
}

/**
 * Joins the session's room on the given socket and keeps the room's state (the live-room kit's
 * useLiveRoom: a join on every (re)connect answers a full snapshot, so a client that lost its
 * connection resyncs to the server's state); events are applied as they arrive.
 */
export function usePokerRoom(sessionId: string, client: RealtimeClient | null): PokerRoom {
  const [state, dispatch] = useReducer(roomReducer, initialRoomState);
  const queryClient = useQueryClient();
  const snapshot = (data: unknown) => {
    if (isSnapshot(data) && data.session.id === sessionId) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
  };
  const room = useLiveRoom({
    client,
    sessionId,
    joinEvent: PokerSocket.join.event,
    awayEvent: PokerSocket.away.event,
    snapshotEvent: PokerEvents.SNAPSHOT,
    onSnapshot: snapshot,
    events: {
      [PokerEvents.CHANGED]: (data: PokerChangedEvent) => dispatch({ type: 'changed', data }),
      [PokerEvents.PRESENCE]: (data: PokerPresenceEvent) => dispatch({ type: 'presence', data }),
      [PokerEvents.VOTE_PROGRESS]: (data: PokerVoteProgressEvent) => dispatch({ type: 'progress', data }),
      [PokerEvents.REVEALED]: (data: PokerRevealedEvent) => dispatch({ type: 'revealed', data }),
      [PokerEvents.TIMER]: (data: PokerTimerEvent) => dispatch({ type: 'timer', data, receivedAt: Date.now() }),
      [PokerEvents.TIMER_EXPIRED]: (data: PokerTimerExpiredEvent) => dispatch({ type: 'timerExpired', data, receivedAt: Date.now() }),
      [PokerEvents.DISCUSSION]: (data: PokerCommentEvent) =>
        queryClient.setQueryData<PokerStoryComment[]>(commentsKey(sessionId, data.storyId), (current) => {
          if (data.comment) return withComment(current, data.comment);
          return data.deletedId ? current?.filter((comment) => comment.id !== data.deletedId) : current;
        }),
    },
  });
  const { emit } = room;

  const actions: RoomActions = {
    start: () => emit(PokerSocket.start.event),
    vote: async (storyId, value) => {
      const result = await emit(PokerSocket.vote.event, { storyId, value });
      dispatch({ type: 'voted', storyId, value });
      return result;
    },
    startVoting: (storyId) => emit(PokerSocket.startVoting.event, { storyId }),
    reveal: (storyId) => emit(PokerSocket.reveal.event, { storyId }),
    next: () => emit(PokerSocket.next.event),
    previous: () => emit(PokerSocket.previous.event),
    startTimer: (storyId, duration) => emit(PokerSocket.startTimer.event, { storyId, duration }),
    stopTimer: () => emit(PokerSocket.stopTimer.event),
    addStory: (title) => emit(PokerSocket.addStory.event, { story: { title } }),
    updateRole: (participantId, role) => emit(PokerSocket.updateRole.event, { participantId, role }),
    leave: () => emit(PokerSocket.leave.event),
    rejoin: room.rejoin,
  };

  return { state, joinError: room.joinError, actions, connection: room.connection };
}
