import { BUILT_IN_VOTING_SYSTEMS, POKER_STORY_LIMIT, type PokerParticipant, type PokerSnapshot, type PokerStory, type RevealSummary, type VotingSystem } from '../../shared/poker.js';
import { summarizeVotes } from './reveal.js';

/**
 * The self-contained demo session (/voting-demo, /demo/planning-poker): no server, local state,
 * a few stories and simulated teammates who vote a moment after voting starts. It produces the
 * same PokerSnapshot the live room renders, so the demo shows the real screen.
 */
export const DEMO_ME = 'demo-you';

export interface DemoTeammate {
  id: string;
  displayName: string;
  /** How far from the story's "true" size this teammate tends to guess, in deck steps. */
  bias: number;
  /** Milliseconds after voting starts that the teammate votes. */
  delayMs: number;
}

export const DEMO_TEAMMATES: readonly DemoTeammate[] = [
  { id: 'demo-ada', displayName: 'Ada', bias: 0, delayMs: 1200 },
  { id: 'demo-ben', displayName: 'Ben', bias: 1, delayMs: 2200 },
  { id: 'demo-chloe', displayName: 'Chloé', bias: -1, delayMs: 3200 },
];
const DEMO_OBSERVER = { id: 'demo-dev', displayName: 'Devi' };

/** Story titles are keys of the 'agile' namespace (demo.stories.*), sizes index the deck. */
export const DEMO_STORIES: readonly { key: string; size: number }[] = [
  { key: 'login', size: 3 },
  { key: 'export', size: 5 },
  { key: 'search', size: 4 },
  { key: 'onboarding', size: 6 },
];

export interface DemoState {
  votingSystem: VotingSystem;
  stories: PokerStory[];
  currentStoryId: string | null;
  /** Votes of the current round, by participant. */
  votes: Record<string, string>;
  reveal: RevealSummary | null;
}

const fibonacci = BUILT_IN_VOTING_SYSTEMS.find((system) => system.id === 'fibonacci')!;

export function createDemo(titles: (key: string) => string): DemoState {
  const stories = DEMO_STORIES.map<PokerStory>((story, index) => ({
    id: `demo-story-${story.key}`,
    title: titles(story.key),
    description: null,
    order: index,
    status: index === 0 ? 'VOTING' : 'PENDING',
    finalEstimate: null,
    round: 1,
    backlogItemId: null,
  }));
  return { votingSystem: fibonacci, stories, currentStoryId: stories[0]!.id, votes: {}, reveal: null };
}

/** The card a teammate picks for a story: its size moved by the teammate's bias, within the numeric cards. */
export function teammateCard(state: DemoState, storyId: string, teammate: DemoTeammate): string {
  const index = state.stories.findIndex((story) => story.id === storyId);
  const size = DEMO_STORIES[index % DEMO_STORIES.length]?.size ?? 3;
  const numeric = state.votingSystem.values.filter((card) => card.points !== null);
  const round = state.stories[index]?.round ?? 1;
  // Later rounds converge: the bias fades after the first discussion.
  const bias = round > 1 ? Math.trunc(teammate.bias / 2) : teammate.bias;
  const pick = Math.min(numeric.length - 1, Math.max(0, size + bias));
  return numeric[pick]!.value;
}

export type DemoAction =
  | { type: 'vote'; participantId: string; value: string }
  | { type: 'reveal' }
  | { type: 'revote' }
  | { type: 'estimate'; estimate: number }
  | { type: 'select'; storyId: string }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'reorder'; storyIds: string[] }
  | { type: 'add'; id: string; title: string }
  | { type: 'delete'; storyId: string }
  | { type: 'reset'; state: DemoState };

function startVoting(state: DemoState, storyId: string | null): DemoState {
  if (!storyId) return { ...state, currentStoryId: null, votes: {}, reveal: null };
  const stories = state.stories.map((story) => (story.id === storyId && story.status === 'PENDING' ? { ...story, status: 'VOTING' as const } : story));
  return { ...state, stories, currentStoryId: storyId, votes: {}, reveal: null };
}

export function demoReducer(state: DemoState, action: DemoAction): DemoState {
  const current = state.stories.find((story) => story.id === state.currentStoryId) ?? null;
  const index = current ? state.stories.indexOf(current) : -1;
  switch (action.type) {
    case 'vote':
      if (!current || current.status !== 'VOTING') return state;
      return { ...state, votes: { ...state.votes, [action.participantId]: action.value } };
    case 'reveal': {
      if (!current || current.status !== 'VOTING') return state;
      const votes = Object.entries(state.votes).map(([participantId, value]) => ({ participantId, value }));
      const reveal = summarizeVotes(current.id, current.round, votes, state.votingSystem.values);
      return { ...state, reveal, stories: state.stories.map((story) => (story.id === current.id ? { ...story, status: 'VOTED' as const } : story)) };
    }
    case 'revote':
      if (!current) return state;
      return { ...state, votes: {}, reveal: null, stories: state.stories.map((story) => (story.id === current.id ? { ...story, status: 'VOTING' as const, round: story.round + 1, finalEstimate: null } : story)) };
    case 'estimate':
      if (!current || current.status === 'PENDING' || current.status === 'VOTING' || action.estimate < 0) return state;
      return { ...state, stories: state.stories.map((story) => (story.id === current.id ? { ...story, status: 'ESTIMATED' as const, finalEstimate: action.estimate } : story)) };
    case 'select':
      return startVoting(state, action.storyId);
    case 'next':
      return index < state.stories.length - 1 ? startVoting(state, state.stories[index + 1]!.id) : state;
    case 'previous':
      return index > 0 ? startVoting(state, state.stories[index - 1]!.id) : state;
    case 'reorder': {
      const byId = new Map(state.stories.map((story) => [story.id, story]));
      const stories = action.storyIds.map((id, order) => ({ ...byId.get(id)!, order })).filter((story) => story.id);
      return stories.length === state.stories.length ? { ...state, stories } : state;
    }
    case 'add': {
      if (state.stories.length >= POKER_STORY_LIMIT || !action.title.trim()) return state;
      const story: PokerStory = { id: action.id, title: action.title.trim(), description: null, order: state.stories.length, status: 'PENDING', finalEstimate: null, round: 1, backlogItemId: null };
      return { ...state, stories: [...state.stories, story] };
    }
    case 'delete': {
      if (current?.id === action.storyId && current.status === 'VOTING') return state;
      const stories = state.stories.filter((story) => story.id !== action.storyId).map((story, order) => ({ ...story, order }));
      return { ...state, stories, ...(state.currentStoryId === action.storyId ? { currentStoryId: null, votes: {}, reveal: null } : {}) };
    }
    case 'reset':
      return action.state;
    default:
      return state;
  }
}

/** Teammates who have not voted yet on the current story. */
export function pendingTeammates(state: DemoState): DemoTeammate[] {
  const current = state.stories.find((story) => story.id === state.currentStoryId);
  if (!current || current.status !== 'VOTING') return [];
  return DEMO_TEAMMATES.filter((teammate) => !(teammate.id in state.votes));
}

/** The demo as the room renders it. */
export function demoSnapshot(state: DemoState, names: { you: string; sessionName: string }): PokerSnapshot {
  const now = new Date(0).toISOString();
  const participants: PokerParticipant[] = [
    { id: DEMO_ME, userId: null, displayName: names.you, role: 'FACILITATOR', online: true, joinedAt: now },
    ...DEMO_TEAMMATES.map<PokerParticipant>((teammate) => ({ id: teammate.id, userId: null, displayName: teammate.displayName, role: 'PARTICIPANT', online: true, joinedAt: now })),
    { id: DEMO_OBSERVER.id, userId: null, displayName: DEMO_OBSERVER.displayName, role: 'OBSERVER', online: true, joinedAt: now },
  ];
  const revealed = state.reveal !== null;
  return {
    session: {
      id: 'demo',
      accountId: 'demo',
      name: names.sessionName,
      description: null,
      status: 'ACTIVE',
      facilitatorId: DEMO_ME,
      teamId: null,
      votingSystem: state.votingSystem,
      settings: { enableTimer: false, timerDuration: null, autoReveal: false },
      currentStoryId: state.currentStoryId,
      startedAt: now,
      completedAt: null,
      createdAt: now,
      participantCount: participants.length,
      storyCount: state.stories.length,
      estimatedCount: state.stories.filter((story) => story.status === 'ESTIMATED').length,
      joinPath: '/voting-demo',
    },
    participants,
    stories: [...state.stories].sort((a, b) => a.order - b.order),
    currentStoryId: state.currentStoryId,
    votes: Object.entries(state.votes).map(([participantId, value]) => (revealed ? { participantId, hasVoted: true, value, confidence: null } : { participantId, hasVoted: true })),
    reveal: state.reveal,
    timer: null,
    me: { participantId: DEMO_ME, role: 'FACILITATOR', vote: state.votes[DEMO_ME] ?? null },
    serverTime: 0,
  };
}
