import {
  RETRO_PHASES,
  type RetroActionItemEvent,
  type RetroCard,
  type RetroCardEvent,
  type RetroChangedEvent,
  type RetroGroup,
  type RetroGroupEvent,
  type RetroPhase,
  type RetroPresenceEvent,
  type RetroSnapshot,
  type RetroTimerEvent,
  type RetroTimerExpiredEvent,
  type RetroVotesEvent,
} from '../../shared/retro.js';
import { isObject, withPresence, type LiveRoomState } from '../live/room-state.js';

/**
 * The live retro's state (the live-room kit's, with the phase timer's end): the viewer's own
 * part (`me`) changes only through the viewer's acknowledged calls or a fresh snapshot.
 */
export interface RetroRoomState extends LiveRoomState<RetroSnapshot> {
  /** The phase whose timer ran out (shown as "time's up" until the phase changes or a timer starts). */
  expiredPhase: RetroPhase | null;
}

export const initialRetroRoomState: RetroRoomState = { snapshot: null, clockOffsetMs: 0, expiredPhase: null };

export type RetroRoomEvent =
  | { type: 'snapshot'; data: RetroSnapshot; receivedAt: number }
  | { type: 'changed'; data: RetroChangedEvent }
  | { type: 'card'; data: RetroCardEvent }
  | { type: 'votes'; data: RetroVotesEvent }
  | { type: 'group'; data: RetroGroupEvent }
  | { type: 'actionItem'; data: RetroActionItemEvent }
  | { type: 'presence'; data: RetroPresenceEvent }
  | { type: 'timer'; data: RetroTimerEvent; receivedAt: number }
  | { type: 'timerExpired'; data: RetroTimerExpiredEvent; receivedAt: number }
  /** The server acknowledged the viewer's vote on a card, or taking it back. */
  | { type: 'voted'; cardId: string }
  | { type: 'unvoted'; cardId: string }
  /** The server's answer to a vote or its removal: the viewer's votes as they now stand. */
  | { type: 'myVotes'; votedCardIds: string[]; votesRemaining: number }
  /** The server acknowledged a card the viewer wrote, or deleting one of theirs. */
  | { type: 'cardWritten'; card: RetroCard }
  | { type: 'cardRemoved'; cardId: string };

/** A full snapshot carries the session, its participants and cards. */
export function isRetroSnapshot(value: unknown): value is RetroSnapshot {
  return isObject(value) && isObject(value.session) && Array.isArray(value.participants) && Array.isArray(value.cards) && isObject(value.me);
}

export const phaseIndex = (phase: RetroPhase) => RETRO_PHASES.indexOf(phase);

/**
 * A card as it arrives, merged with what the viewer already has: the viewer's own card keeps its
 * text when a blurred copy (the room's) arrives after the viewer's own copy.
 */
function mergeCard(existing: RetroCard | undefined, incoming: RetroCard): RetroCard {
  if (existing && incoming.content === null && existing.content !== null && existing.authorId === incoming.authorId && incoming.blurred) {
    return { ...incoming, content: existing.content, blurred: existing.blurred };
  }
  return incoming;
}

function upsertCard(cards: RetroCard[], card: RetroCard): RetroCard[] {
  const index = cards.findIndex((candidate) => candidate.id === card.id);
  if (index < 0) return [...cards, card];
  const next = [...cards];
  next[index] = mergeCard(cards[index], card);
  return next;
}

/** A group's votes are its cards' votes. */
function withGroupVotes(groups: RetroGroup[], cards: RetroCard[]): RetroGroup[] {
  const votes = new Map(cards.map((card) => [card.id, card.votes]));
  return groups.map((group) => ({ ...group, votes: group.cardIds.reduce((sum, id) => sum + (votes.get(id) ?? 0), 0) }));
}

/** The viewer's part after the room changed: their role follows their participant; removed, they are nobody. */
function viewerAfter(previous: RetroSnapshot, next: Omit<RetroSnapshot, 'me'>): RetroSnapshot['me'] {
  const me = previous.me;
  if (!me.participantId) return me;
  const mine = next.participants.find((participant) => participant.id === me.participantId);
  if (!mine) return { ...me, participantId: null, role: null, votedCardIds: [], votesRemaining: 0, cardsRemaining: 0 };
  // Cards deleted since: their votes come back.
  const cardIds = new Set(next.cards.map((card) => card.id));
  const votedCardIds = me.votedCardIds.filter((id) => cardIds.has(id));
  const returned = me.votedCardIds.length - votedCardIds.length;
  return { ...me, role: mine.role, votedCardIds, votesRemaining: me.votesRemaining + returned };
}

export function retroRoomReducer(state: RetroRoomState, event: RetroRoomEvent): RetroRoomState {
  const snapshot = state.snapshot;
  switch (event.type) {
    case 'snapshot': {
      const samePhase = snapshot?.session.currentPhase === event.data.session.currentPhase;
      return {
        snapshot: event.data,
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        expiredPhase: event.data.timer || !samePhase ? null : state.expiredPhase,
      };
    }
    case 'changed': {
      if (!snapshot) return state;
      const next = event.data.snapshot;
      const phaseChanged = next.session.currentPhase !== snapshot.session.currentPhase;
      // Blurred cards: keep the viewer's own text if this copy is the room's.
      const known = new Map(snapshot.cards.map((card) => [card.id, card]));
      const cards = next.cards.map((card) => mergeCard(known.get(card.id), card));
      return {
        ...state,
        snapshot: { ...next, cards, me: viewerAfter(snapshot, next) },
        expiredPhase: phaseChanged || next.timer ? null : state.expiredPhase,
      };
    }
    case 'card': {
      if (!snapshot) return state;
      const { action, card, deletedId } = event.data;
      let cards = snapshot.cards;
      if (action === 'deleted' && deletedId) cards = cards.filter((candidate) => candidate.id !== deletedId);
      else if (card) cards = upsertCard(cards, card);
      let groups = snapshot.groups;
      if (action === 'deleted' && deletedId) groups = groups.map((group) => ({ ...group, cardIds: group.cardIds.filter((id) => id !== deletedId) }));
      else if (card) {
        // A card's group follows its groupId.
        groups = groups.map((group) => {
          const inGroup = group.cardIds.includes(card.id);
          if (group.id === card.groupId && !inGroup) return { ...group, cardIds: [...group.cardIds, card.id] };
          if (group.id !== card.groupId && inGroup) return { ...group, cardIds: group.cardIds.filter((id) => id !== card.id) };
          return group;
        });
      }
      return { ...state, snapshot: { ...snapshot, cards, groups: withGroupVotes(groups, cards) } };
    }
    case 'votes': {
      if (!snapshot) return state;
      const { cardId, votes, voteCount, voterCount } = event.data;
      const cards = snapshot.cards.map((card) => (card.id === cardId ? { ...card, votes } : card));
      return { ...state, snapshot: { ...snapshot, cards, groups: withGroupVotes(snapshot.groups, cards), voteCount, voterCount } };
    }
    case 'group': {
      if (!snapshot) return state;
      const { group, deletedId } = event.data;
      if (deletedId) {
        const cards = snapshot.cards.map((card) => (card.groupId === deletedId ? { ...card, groupId: null } : card));
        return { ...state, snapshot: { ...snapshot, cards, groups: snapshot.groups.filter((candidate) => candidate.id !== deletedId) } };
      }
      if (!group) return state;
      const members = new Set(group.cardIds);
      const cards = snapshot.cards.map((card) => {
        if (members.has(card.id)) return card.groupId === group.id ? card : { ...card, groupId: group.id };
        return card.groupId === group.id ? { ...card, groupId: null } : card;
      });
      // A card is in one group only: leaving another group for this one.
      const others = snapshot.groups.filter((candidate) => candidate.id !== group.id).map((candidate) => ({ ...candidate, cardIds: candidate.cardIds.filter((id) => !members.has(id)) }));
      const exists = snapshot.groups.some((candidate) => candidate.id === group.id);
      const groups = exists ? snapshot.groups.map((candidate) => (candidate.id === group.id ? group : others.find((other) => other.id === candidate.id)!)) : [...others, group];
      return { ...state, snapshot: { ...snapshot, cards, groups: withGroupVotes(groups, cards) } };
    }
    case 'actionItem': {
      if (!snapshot) return state;
      const { actionItem, deletedId } = event.data;
      let actionItems = snapshot.actionItems;
      if (deletedId) actionItems = actionItems.filter((item) => item.id !== deletedId);
      else if (actionItem) {
        actionItems = actionItems.some((item) => item.id === actionItem.id) ? actionItems.map((item) => (item.id === actionItem.id ? actionItem : item)) : [...actionItems, actionItem];
      }
      return { ...state, snapshot: { ...snapshot, actionItems } };
    }
    case 'presence': {
      if (!snapshot) return state;
      return { ...state, snapshot: { ...snapshot, participants: withPresence(snapshot.participants, event.data) } };
    }
    case 'timer':
      return {
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        snapshot: snapshot ? { ...snapshot, timer: event.data.timer } : null,
        expiredPhase: null,
      };
    case 'timerExpired':
      return {
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        snapshot: snapshot ? { ...snapshot, timer: null } : null,
        expiredPhase: event.data.phase,
      };
    case 'voted': {
      if (!snapshot || snapshot.me.votedCardIds.includes(event.cardId)) return state;
      const me = { ...snapshot.me, votedCardIds: [...snapshot.me.votedCardIds, event.cardId], votesRemaining: Math.max(0, snapshot.me.votesRemaining - 1) };
      return { ...state, snapshot: { ...snapshot, me } };
    }
    case 'unvoted': {
      if (!snapshot || !snapshot.me.votedCardIds.includes(event.cardId)) return state;
      const me = { ...snapshot.me, votedCardIds: snapshot.me.votedCardIds.filter((id) => id !== event.cardId), votesRemaining: snapshot.me.votesRemaining + 1 };
      return { ...state, snapshot: { ...snapshot, me } };
    }
    case 'myVotes':
      return snapshot ? { ...state, snapshot: { ...snapshot, me: { ...snapshot.me, votedCardIds: event.votedCardIds, votesRemaining: event.votesRemaining } } } : state;
    case 'cardWritten':
      return snapshot ? { ...state, snapshot: { ...snapshot, cards: upsertCard(snapshot.cards, event.card) } } : state;
    case 'cardRemoved': {
      if (!snapshot) return state;
      const cards = snapshot.cards.filter((card) => card.id !== event.cardId);
      const groups = snapshot.groups.map((group) => ({ ...group, cardIds: group.cardIds.filter((id) => id !== event.cardId) }));
      return { ...state, snapshot: { ...snapshot, cards, groups: withGroupVotes(groups, cards) } };
    }
    default:
      return state;
  }
}
