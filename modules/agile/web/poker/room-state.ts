import type {
  PokerChangedEvent,
  PokerPresenceEvent,
  PokerRevealedEvent,
  PokerSnapshot,
  PokerStory,
  PokerTimerEvent,
  PokerTimerExpiredEvent,
  PokerVoteProgressEvent,
  PokerVoteView,
} from '../../shared/poker.js';
import { isObject, withPresence, type LiveRoomState } from '../live/room-state.js';

/** The poker room's state (the live-room kit's, with the story whose timer ran out). */
export interface RoomState extends LiveRoomState<PokerSnapshot> {
  /** The story whose timer ran out (shown as "time's up" until the next timer or story). */
  expiredTimerStoryId: string | null;
}

export const initialRoomState: RoomState = { snapshot: null, clockOffsetMs: 0, expiredTimerStoryId: null };

export type RoomEvent =
  | { type: 'snapshot'; data: PokerSnapshot; receivedAt: number }
  | { type: 'changed'; data: PokerChangedEvent }
  | { type: 'progress'; data: PokerVoteProgressEvent }
  | { type: 'revealed'; data: PokerRevealedEvent }
  | { type: 'presence'; data: PokerPresenceEvent }
  | { type: 'timer'; data: PokerTimerEvent; receivedAt: number }
  | { type: 'timerExpired'; data: PokerTimerExpiredEvent; receivedAt: number }
  /** The server acknowledged the viewer's vote. */
  | { type: 'voted'; storyId: string; value: string };

/** A full snapshot carries the session, its stories and participants. */
export function isSnapshot(value: unknown): value is PokerSnapshot {
  return isObject(value) && isObject(value.session) && Array.isArray(value.stories) && Array.isArray(value.participants);
}

const byOrder = (stories: PokerStory[]) => [...stories].sort((a, b) => a.order - b.order);

/** The story being estimated now. */
export function currentStory(snapshot: Pick<PokerSnapshot, 'stories' | 'currentStoryId'>): PokerStory | null {
  return snapshot.stories.find((story) => story.id === snapshot.currentStoryId) ?? null;
}

/**
 * The viewer's part after a change the room was told about: their role follows their
 * participant, they are nobody once removed, and their vote is void once the current story or
 * its round changed (or the votes were reset).
 */
function viewerAfter(previous: PokerSnapshot, next: Omit<PokerSnapshot, 'me'>, change: PokerChangedEvent['change']): PokerSnapshot['me'] {
  const me = previous.me;
  if (!me.participantId) return me;
  const mine = next.participants.find((participant) => participant.id === me.participantId);
  if (!mine) return { participantId: null, role: null, vote: null };
  const before = currentStory(previous);
  const after = currentStory(next);
  const sameRound = before !== null && after !== null && before.id === after.id && before.round === after.round;
  const vote = sameRound && change !== 'votes_reset' ? me.vote : null;
  return { participantId: me.participantId, role: mine.role, vote };
}

export function roomReducer(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'snapshot':
      return {
        snapshot: { ...event.data, stories: byOrder(event.data.stories) },
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        expiredTimerStoryId: event.data.timer ? null : state.expiredTimerStoryId,
      };
    case 'changed': {
      const previous = state.snapshot;
      if (!previous) return state;
      const next = event.data.snapshot;
      const me = viewerAfter(previous, next, event.data.change);
      const storyChanged = next.currentStoryId !== previous.currentStoryId;
      return {
        ...state,
        snapshot: { ...next, stories: byOrder(next.stories), me },
        expiredTimerStoryId: storyChanged || next.timer ? null : state.expiredTimerStoryId,
      };
    }
    case 'progress': {
      const snapshot = state.snapshot;
      const story = snapshot ? currentStory(snapshot) : null;
      if (!snapshot || !story || story.id !== event.data.storyId || story.round !== event.data.round) return state;
      if (snapshot.votes.some((vote) => vote.participantId === event.data.participantId)) return state;
      // Before the reveal a vote is only "has voted": never a value.
      return { ...state, snapshot: { ...snapshot, votes: [...snapshot.votes, { participantId: event.data.participantId, hasVoted: true }] } };
    }
    case 'revealed': {
      const snapshot = state.snapshot;
      if (!snapshot) return state;
      const { reveal, story } = event.data;
      const stories = snapshot.stories.map((candidate) => (candidate.id === story.id ? { ...candidate, ...story } : candidate));
      if (snapshot.currentStoryId !== reveal.storyId) return { ...state, snapshot: { ...snapshot, stories } };
      const votes: PokerVoteView[] = reveal.votes.map((vote) => ({ participantId: vote.participantId, hasVoted: true, value: vote.value, confidence: vote.confidence }));
      return { ...state, snapshot: { ...snapshot, stories, reveal, votes } };
    }
    case 'presence': {
      const snapshot = state.snapshot;
      if (!snapshot) return state;
      return { ...state, snapshot: { ...snapshot, participants: withPresence(snapshot.participants, event.data) } };
    }
    case 'timer':
      return {
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        snapshot: state.snapshot ? { ...state.snapshot, timer: event.data.timer } : null,
        expiredTimerStoryId: null,
      };
    case 'timerExpired':
      return {
        clockOffsetMs: event.data.serverTime - event.receivedAt,
        snapshot: state.snapshot ? { ...state.snapshot, timer: null } : null,
        expiredTimerStoryId: event.data.storyId,
      };
    case 'voted': {
      const snapshot = state.snapshot;
      if (!snapshot || snapshot.currentStoryId !== event.storyId) return state;
      const participantId = snapshot.me.participantId;
      const votes = participantId && !snapshot.votes.some((vote) => vote.participantId === participantId) ? [...snapshot.votes, { participantId, hasVoted: true as const }] : snapshot.votes;
      return { ...state, snapshot: { ...snapshot, votes, me: { ...snapshot.me, vote: event.value } } };
    }
    default:
      return state;
  }
}

/** Who may vote: everyone but observers. */
export function voters(snapshot: Pick<PokerSnapshot, 'participants'>) {
  return snapshot.participants.filter((participant) => participant.role !== 'OBSERVER');
}

/** The stories before and after the current one, in order. */
export function neighbours(snapshot: Pick<PokerSnapshot, 'stories' | 'currentStoryId'>): { previous: PokerStory | null; next: PokerStory | null } {
  const index = snapshot.stories.findIndex((story) => story.id === snapshot.currentStoryId);
  if (index < 0) return { previous: null, next: snapshot.stories[0] ?? null };
  return { previous: snapshot.stories[index - 1] ?? null, next: snapshot.stories[index + 1] ?? null };
}
