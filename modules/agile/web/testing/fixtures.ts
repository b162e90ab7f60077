import { BUILT_IN_VOTING_SYSTEMS, type PokerParticipant, type PokerSnapshot, type PokerStory } from '../../shared/poker.js';

/** A session as the server sends it, for tests and stories: three people, three stories. */
export const FIBONACCI = BUILT_IN_VOTING_SYSTEMS.find((system) => system.id === 'fibonacci')!;

export const participants: PokerParticipant[] = [
  { id: 'p-dana', userId: 'u-dana', displayName: 'Dana Okafor', role: 'FACILITATOR', online: true, joinedAt: '2026-03-02T09:00:00.000Z' },
  { id: 'p-elliot', userId: 'u-elliot', displayName: 'Elliot Garcia', role: 'PARTICIPANT', online: true, joinedAt: '2026-03-02T09:01:00.000Z' },
  { id: 'p-chris', userId: 'u-chris', displayName: 'Chris Novak', role: 'PARTICIPANT', online: false, joinedAt: '2026-03-02T09:01:30.000Z' },
  { id: 'p-frankie', userId: 'u-frankie', displayName: 'Frankie Dubois', role: 'OBSERVER', online: true, joinedAt: '2026-03-02T09:02:00.000Z' },
];

const story = (id: string, title: string, order: number, patch: Partial<PokerStory> = {}): PokerStory => ({
  id,
  title,
  description: null,
  order,
  status: 'PENDING',
  finalEstimate: null,
  round: 1,
  backlogItemId: null,
  ...patch,
});

export const stories: PokerStory[] = [
  story('s-sensor', 'Calibrate the gripper force sensor', 0, { status: 'VOTING', description: 'The sensor drifts after an hour of use.' }),
  story('s-torque', 'Add torque limits to the arm controller', 1),
  story('s-battery', 'Show battery health on the operator panel', 2, { status: 'ESTIMATED', finalEstimate: 3 }),
];

/** Story 1 being voted: Dana and Elliot have voted (no values), the viewer is Dana. */
export function votingSnapshot(patch: Partial<PokerSnapshot> = {}): PokerSnapshot {
  return {
    session: {
      id: 'session-1',
      accountId: 'account-1',
      name: 'Sprint 15 planning',
      description: 'Estimate the stories for the gripper firmware sprint.',
      status: 'ACTIVE',
      facilitatorId: 'u-dana',
      teamId: null,
      votingSystem: FIBONACCI,
      settings: { enableTimer: true, timerDuration: 120, autoReveal: false },
      currentStoryId: 's-sensor',
      startedAt: '2026-03-02T09:05:00.000Z',
      completedAt: null,
      createdAt: '2026-03-01T16:00:00.000Z',
      participantCount: participants.length,
      storyCount: stories.length,
      estimatedCount: 1,
      joinPath: '/join/session-1',
    },
    participants,
    stories,
    currentStoryId: 's-sensor',
    votes: [
      { participantId: 'p-dana', hasVoted: true },
      { participantId: 'p-elliot', hasVoted: true },
    ],
    reveal: null,
    timer: null,
    me: { participantId: 'p-dana', role: 'FACILITATOR', vote: '8' },
    serverTime: Date.parse('2026-03-02T09:10:00.000Z'),
    ...patch,
  };
}

/** The same story once revealed: 8 and 5, no consensus, 8 suggested. */
export function revealedSnapshot(): PokerSnapshot {
  const base = votingSnapshot();
  return {
    ...base,
    stories: base.stories.map((item) => (item.id === 's-sensor' ? { ...item, status: 'VOTED' } : item)),
    votes: [
      { participantId: 'p-dana', hasVoted: true, value: '8', confidence: null },
      { participantId: 'p-elliot', hasVoted: true, value: '5', confidence: null },
    ],
    reveal: {
      storyId: 's-sensor',
      round: 1,
      votes: [
        { participantId: 'p-dana', value: '8', confidence: null },
        { participantId: 'p-elliot', value: '5', confidence: null },
      ],
      distribution: { '8': 1, '5': 1 },
      average: 6.5,
      consensus: false,
      suggestedEstimate: 8,
    },
  };
}
