import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { RealtimeClient } from '@suite/sdk/web';
import { ConnectionTexts } from '@suite/sdk';
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
  advancePhase(): Promise<unknown>;
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
}

const forSession = (sessionId: string, data: unknown) => typeof data === 'object' && data !== null && (data as { sessionId?: unknown }).sessionId === sessionId;
const isVoteResult = (value: unknown): value is { votedCardIds: string[]; votesRemaining: number } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { votedCardIds?: unknown }).votedCardIds) && typeof (value as { votesRemaining?: unknown }).votesRemaining === 'number';
const isCard = (value: unknown): value is RetroCard => typeof value === 'object' && value !== null && typeof (value as RetroCard).id === 'string' && typeof (value as RetroCard).columnId === 'string';

/**
 * Joins the retro's room on the shell's socket and keeps its state. The join is sent on every
 * (re)connect and answered with a full snapshot, so a client that lost its connection resyncs to
 * the server; events are applied as they arrive.
 */
export function useRetroRoom(sessionId: string, client: RealtimeClient | null): RetroRoom {
  const [state, dispatch] = useReducer(retroRoomReducer, initialRetroRoomState);
  const [joinError, setJoinError] = useState<Error | null>(null);

  const join = useCallback(
    async (socket: RealtimeClient, isActive: () => boolean) => {
      try {
        const data = await socket.emit(RetroEvents.JOIN, { sessionId } satisfies RetroEventPayloads['retro:join']);
        if (!isActive()) return data;
        setJoinError(null);
        if (isRetroSnapshot(data)) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
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
      client.on(RetroEvents.SNAPSHOT, (data) => {
        if (active && isRetroSnapshot(data) && data.session.id === sessionId) dispatch({ type: 'snapshot', data, receivedAt: Date.now() });
      }),
      listen<RetroChangedEvent>(RetroEvents.CHANGED, (data) => dispatch({ type: 'changed', data })),
      listen<RetroCardEvent>(RetroEvents.CARD, (data) => dispatch({ type: 'card', data })),
      listen<RetroVotesEvent>(RetroEvents.VOTES, (data) => dispatch({ type: 'votes', data })),
      listen<RetroGroupEvent>(RetroEvents.GROUP, (data) => dispatch({ type: 'group', data })),
      listen<RetroActionItemEvent>(RetroEvents.ACTION_ITEM, (data) => dispatch({ type: 'actionItem', data })),
      listen<RetroPresenceEvent>(RetroEvents.PRESENCE, (data) => dispatch({ type: 'presence', data })),
      listen<RetroTimerEvent>(RetroEvents.TIMER, (data) => dispatch({ type: 'timer', data, receivedAt: Date.now() })),
      listen<RetroTimerExpiredEvent>(RetroEvents.TIMER_EXPIRED, (data) => dispatch({ type: 'timerExpired', data, receivedAt: Date.now() })),
    ];
    const stopStatus = client.onStatus((status) => {
      if (status.state === 'connected') join(client, isActive).catch(() => undefined);
    });
    return () => {
      active = false;
      stopStatus();
      for (const stop of unsubscribe) stop();
      // Leaving the page is not leaving the retro: the shell's socket only leaves its rooms and
      // the viewer shows as away.
      if (client.status.state === 'connected') client.emit(RetroEvents.AWAY, { sessionId }).catch(() => undefined);
    };
  }, [client, sessionId, join]);

  // A phase moved back (a reset to SETUP): the viewer's votes and cards may be gone; read them again.
  const phase = state.snapshot?.session.currentPhase ?? null;
  const lastPhase = useRef<RetroPhase | null>(phase);
  useEffect(() => {
    const previous = lastPhase.current;
    lastPhase.current = phase;
    if (client && previous && phase && phaseIndex(phase) < phaseIndex(previous)) join(client, () => true).catch(() => undefined);
  }, [phase, client, join]);

  const emit = useCallback(
    <E extends keyof RetroEventPayloads>(event: E, data: Omit<RetroEventPayloads[E], 'sessionId'>) => {
      if (!client) return Promise.reject(new Error(ConnectionTexts.INIT_FAILED));
      return client.emit(event, { sessionId, ...data });
    },
    [client, sessionId],
  );

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
    advancePhase: () => emit(RetroEvents.ADVANCE_PHASE, {}),
    setPhase: (target) => emit(RetroEvents.SET_PHASE, { phase: target }),
    addActionItem: (body) => emit(RetroEvents.ACTION_ITEM_ADD, body),
    startTimer: (duration) => emit(RetroEvents.TIMER_START, duration ? { duration } : {}),
    stopTimer: () => emit(RetroEvents.TIMER_STOP, {}),
    leave: () => emit(RetroEvents.LEAVE, {}),
    rejoin: () => (client ? join(client, () => true) : Promise.reject(new Error(ConnectionTexts.INIT_FAILED))),
  };

  return { state, joinError, actions };
}
