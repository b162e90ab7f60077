import type { PokerParticipant, PokerSessionView, PokerStory, PokerStoryComment, VotingHistoryEntry } from '../../shared/poker.js';
import { iso, num, type PokerCommentModel, type PokerParticipantModel, type PokerSessionModel, type PokerStoryModel, type VotingHistoryModel } from './models.js';

/** What the API answers of each model (the shapes of shared/poker-schemas.ts). */

export function storyView(story: PokerStoryModel): PokerStory {
  return {
    id: story.id,
    title: story.title,
    description: story.description,
    order: Number(story.sortOrder),
    status: story.status,
    finalEstimate: num(story.finalEstimate),
    round: Number(story.round),
    backlogItemId: story.backlogItemId,
  };
}

export function participantView(participant: Pick<PokerParticipantModel, 'id' | 'userId' | 'displayName' | 'role' | 'joinedAt'>, online: boolean): PokerParticipant {
  return { id: participant.id, userId: participant.userId, displayName: participant.displayName, role: participant.role, online, joinedAt: iso(participant.joinedAt)! };
}

export interface SessionCounts {
  participants: number;
  stories: number;
  estimated: number;
}

export function sessionView(session: PokerSessionModel, counts: SessionCounts): PokerSessionView {
  return {
    id: session.id,
    accountId: session.accountId,
    name: session.name,
    description: session.description,
    status: session.status,
    facilitatorId: session.facilitatorId ?? '',
    teamId: session.teamId,
    votingSystem: session.votingSystem,
    settings: session.settings,
    currentStoryId: session.currentStoryId,
    startedAt: iso(session.startedAt),
    completedAt: iso(session.completedAt),
    createdAt: iso(session.createdAt)!,
    participantCount: counts.participants,
    storyCount: counts.stories,
    estimatedCount: counts.estimated,
    joinPath: `/join/${session.id}`,
  };
}

export function historyView(row: VotingHistoryModel): VotingHistoryEntry {
  return {
    id: row.id,
    sessionId: row.sessionId,
    storyId: row.storyId,
    participantId: row.participantId,
    votingRound: Number(row.votingRound),
    initialVote: row.initialVote,
    finalVote: row.finalVote,
    vote: row.finalVote,
    confidenceLevel: num(row.confidenceLevel),
    votingDuration: num(row.votingDuration),
    changedVote: Boolean(row.changedVote),
    recordedAt: iso(row.recordedAt)!,
  };
}

export function commentView(row: PokerCommentModel): PokerStoryComment {
  return { id: row.id, storyId: row.storyId, participantId: row.participantId, authorName: row.authorName, body: row.body, createdAt: iso(row.createdAt)! };
}
