import { RETRO_DEFAULT_SETTINGS, RETRO_FORMAT_COLUMNS, type RetroCard, type RetroGroup, type RetroSnapshot } from '../../shared/retro.js';

/** A retro as the server sends it, for tests and stories: Dana facilitates, Elliot and Chris take part. */
export function card(id: string, columnId: string, content: string | null, patch: Partial<RetroCard> = {}): RetroCard {
  const authorId = patch.authorId ?? 'p-dana';
  return {
    id,
    sessionId: 'retro-1',
    columnId,
    authorId,
    // p-elliot is the participant of the user u-elliot.
    authorUserId: authorId.replace(/^p-/, 'u-'),
    authorName: 'Dana Okafor',
    content,
    blurred: content === null,
    groupId: null,
    votes: 0,
    // c1, c2, ... were written in that order.
    createdAt: new Date(Date.UTC(2026, 2, 2, 10, 0, Number(id.replace(/\D/g, '')) || 0)).toISOString(),
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...patch,
  };
}

export function group(id: string, cardIds: string[], patch: Partial<RetroGroup> = {}): RetroGroup {
  return { id, sessionId: 'retro-1', title: '', cardIds, votes: 0, createdAt: '2026-03-02T10:05:00.000Z', ...patch };
}

export function retroSnapshot(patch: Partial<RetroSnapshot> = {}, session: Partial<RetroSnapshot['session']> = {}): RetroSnapshot {
  return {
    session: {
      id: 'retro-1',
      accountId: 'account-1',
      name: 'Sprint 15 retrospective',
      description: null,
      status: 'ACTIVE',
      currentPhase: 'COLLECT',
      format: 'START_STOP_CONTINUE',
      templateId: 'start_stop_continue',
      teamId: null,
      facilitatorId: 'u-dana',
      settings: { ...RETRO_DEFAULT_SETTINGS, votesPerParticipant: 3 },
      columns: RETRO_FORMAT_COLUMNS.START_STOP_CONTINUE.map((column) => ({ ...column })),
      phaseStartedAt: '2026-03-02T10:00:00.000Z',
      startedAt: '2026-03-02T10:00:00.000Z',
      completedAt: null,
      archivedAt: null,
      createdAt: '2026-03-02T09:55:00.000Z',
      updatedAt: '2026-03-02T10:00:00.000Z',
      participantCount: 3,
      cardCount: 0,
      actionItemCount: 0,
      path: '/retro/sessions/retro-1',
      ...session,
    },
    participants: [
      { id: 'p-dana', userId: 'u-dana', displayName: 'Dana Okafor', role: 'FACILITATOR', online: true, joinedAt: '2026-03-02T09:55:00.000Z' },
      { id: 'p-elliot', userId: 'u-elliot', displayName: 'Elliot Garcia', role: 'PARTICIPANT', online: true, joinedAt: '2026-03-02T09:56:00.000Z' },
      { id: 'p-chris', userId: 'u-chris', displayName: 'Chris Novak', role: 'MEMBER', online: false, joinedAt: '2026-03-02T09:57:00.000Z' },
    ],
    cards: [],
    groups: [],
    actionItems: [],
    previousReview: null,
    timer: null,
    voteCount: 0,
    voterCount: 0,
    me: { participantId: 'p-dana', role: 'FACILITATOR', votedCardIds: [], votesRemaining: 3, cardCount: 0, cardsRemaining: null, canModerate: true },
    serverTime: Date.parse('2026-03-02T10:00:00.000Z'),
    ...patch,
  };
}
