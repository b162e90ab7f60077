import { useEffect, useReducer, useRef } from 'react';
import type { ConnectionStatus, RealtimeClient } from '@suite/sdk/web';
import { RetroSocket } from '../../shared/retro-socket.js';
import {
  RetroEvents,
  type ActionItemBody,
  type RetroActionItemEvent,
  type RetroCard,
  type RetroCardEvent,
  type RetroChangedEvent,
  type RetroEventPayloads,
  type RetroGroupEvent,
  type RetroPhase,
  type RetroPresenceEvent,
  type RetroTimerEvent,
  type RetroTimerExpiredEvent,
  type RetroVotesEvent,
} from '../../shared/retro.js';
import { useLiveRoom } from '../live/useLiveRoom.js';
import { initialRetroRoomState, isRetroSnapshot, phaseIndex, retroRoomReducer, type RetroRoomState } from './room-state.js';

/** The socket commands of a retro (each acknowledged by the server with the result or its error text). */
export interface RetroSocketActions {
  addCard(columnId: string, content: string): Promise<unknown>;
  updateCard(cardId: string, patch: { content?: string; columnId?: string }): Promise<unknown>;
  deleteCard(cardId: string): Promise<unknown>;
  vote(cardId: string): Promise<unknown>;
  unvote(cardId: string): Promise<unknown>;
  createGroup(cardIds: string[], title?: string): Promise<unknown>;
  renameGroup(groupId: string, title: string): Promise<unknown>;
  deleteGroup(groupId: string): Promise<unknown>;
  groupCard(groupId: string, cardId: string): Promise<unknown>;
  ungroupCard(groupId: string, cardId: string): Promise<unknown>;
  advancePhase(fromPhase?: RetroPhase): Promise<unknown>;
  setPhase(phase: RetroPhase): Promise<unknown>;
  addActionItem(body: ActionItemBody): Promise<unknown>;
  startTimer(duration?: number): Promise<unknown>;
  stopTimer(): Promise<unknown>;
  leave(): Promise<unknown>;
  /** Join again: the server answers with a fresh snapshot. */
  rejoin(): Promise<unknown>;
}

export interface RetroRoom {
  state: RetroRoomState;
  /** The last join failed (the session does not exist, or is completed and cannot be joined). */
  joinError: Error | null;
  actions: RetroSocketActions;
  connection: ConnectionStatus | null;
}

const isVoteResult = (value: unknown): value is { votedCardIds: string[]; votesRemaining: number } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { votedCardIds?: unknown }).votedCardIds) && typeof (value as { votesRemaining?: unknown }).votesRemaining === 'number';
const isCard = (value: unknown): value is RetroCard => typeof value === 'object' && value !== null && typeof (value as RetroCard).id === 'string' && typeof (value as RetroCard).columnId === 'string';

/**
 * Joins the retro's room on the shell's socket and keeps its state (the live-room kit's
 * useLiveRoom: a join on every (re)connect answers a full snapshot, so a client that lost its
 * connection resyncs to the server; leaving the page is not leaving the retro, the viewer shows
 * as away); events are applied as they arrive.
 */
export function useRetroRoom(sessionId: string, client: RealtimeClient | null): RetroRoom {
  const [state, dispatch] = useReducer(retroRoomReducer, initialRetroRoomState);
  const room = useLiveRoom({
    client,
    sessionId,
    joinEvent: RetroSocket.join.event,
    awayEvent: RetroSocket.away.event,
    snapshotEvent: RetroEvents.SNAPSHOT,
    onSnapshot: (data) => {
      if (isRetroSnapshot(data) && data.session.id === sessionId) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
    },
    events: {
      [RetroEvents.CHANGED]: (data: RetroChangedEvent) => dispatch({ type: 'changed', data }),
      [RetroEvents.CARD]: (data: RetroCardEvent) => dispatch({ type: 'card', data }),
      [RetroEvents.VOTES]: (data: RetroVotesEvent) => dispatch({ type: 'votes', data }),
      [RetroEvents.GROUP]: (data: RetroGroupEvent) => dispatch({ type: 'group', data }),
      [RetroEvents.ACTION_ITEM]: (data: RetroActionItemEvent) => dispatch({ type: 'actionItem', data }),
      [RetroEvents.PRESENCE]: (data: RetroPresenceEvent) => dispatch({ type: 'presence', data }),
      [RetroEvents.TIMER]: (data: RetroTimerEvent) => dispatch({ type: 'timer', data, receivedAt: Date.now() }),
      [RetroEvents.TIMER_EXPIRED]: (data: RetroTimerExpiredEvent) => dispatch({ type: 'timerExpired', data, receivedAt: Date.now() }),
    },
  });
  const { rejoin } = room;

  // A phase moved back (a reset to SETUP): the viewer's votes and cards may be gone; read them again.
  const phase = state.snapshot?.session.currentPhase ?? null;
  const lastPhase = useRef<RetroPhase | null>(phase);
  useEffect(() => {
    const previous = lastPhase.current;
    lastPhase.current = phase;
    if (previous && phase && phaseIndex(phase) < phaseIndex(previous)) rejoin().catch(() => undefined);
  }, [phase, rejoin]);

  const emit = <E extends keyof RetroEventPayloads>(event: E, data: Omit<RetroEventPayloads[E], 'sessionId'>) => room.emit(event, data);

  const actions: RetroSocketActions = {
    addCard: async (columnId, content) => {
      const card = await emit(RetroEvents.CARD_ADD, { columnId, content });
      if (isCard(card)) dispatch({ type: 'cardWritten', card });
      return card;
    },
    updateCard: async (cardId, patch) => {
      const card = await emit(RetroEvents.CARD_UPDATE, { cardId, ...patch });
      if (isCard(card)) dispatch({ type: 'cardWritten', card });
      return card;
    },
    deleteCard: async (cardId) => {
      const result = await emit(RetroEvents.CARD_DELETE, { cardId });
      dispatch({ type: 'cardRemoved', cardId });
      return result;
    },
    vote: async (cardId) => {
      const result = await emit(RetroEvents.VOTE, { cardId });
      dispatch(isVoteResult(result) ? { type: 'myVotes', votedCardIds: result.votedCardIds, votesRemaining: result.votesRemaining } : { type: 'voted', cardId });
      return result;
    },
    unvote: async (cardId) => {
      const result = await emit(RetroEvents.UNVOTE, { cardId });
      dispatch(isVoteResult(result) ? { type: 'myVotes', votedCardIds: result.votedCardIds, votesRemaining: result.votesRemaining } : { type: 'unvoted', cardId });
      return result;
    },
    createGroup: (cardIds, title) => emit(RetroEvents.GROUP_CREATE, { cardIds, ...(title ? { title } : {}) }),
    renameGroup: (groupId, title) => emit(RetroEvents.GROUP_UPDATE, { groupId, title }),
    deleteGroup: (groupId) => emit(RetroEvents.GROUP_DELETE, { groupId }),
    groupCard: (groupId, cardId) => emit(RetroEvents.CARD_GROUP, { groupId, cardId }),
    ungroupCard: (groupId, cardId) => emit(RetroEvents.CARD_UNGROUP, { groupId, cardId }),
    advancePhase: (fromPhase) => emit(RetroEvents.ADVANCE_PHASE, fromPhase ? { fromPhase } : {}),
    setPhase: (target) => emit(RetroEvents.SET_PHASE, { phase: target }),
    addActionItem: (body) => emit(RetroEvents.ACTION_ITEM_ADD, body),
    startTimer: (duration) => emit(RetroEvents.TIMER_START, duration ? { duration } : {}),
    stopTimer: () => emit(RetroEvents.TIMER_STOP, {}),
    leave: () => emit(RetroEvents.LEAVE, {}),
    rejoin,
  };

  return { state, joinError: room.joinError, actions, connection: room.connection };
}
