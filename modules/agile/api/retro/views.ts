import { retroSessionPath, type RetroActionItem, type RetroCard, type RetroGroup, type RetroParticipant, type RetroSessionView } from '../../shared/retro.js';
import { dateOnly, iso, type RetroActionItemModel, type RetroCardModel, type RetroGroupModel, type RetroParticipantModel, type RetroSessionModel } from './models.js';

/** What the API answers of each model (the shapes of shared/retro-views.ts). */

export interface SessionCounts {
  participants: number;
  cards: number;
  actionItems: number;
}

export function participantView(participant: RetroParticipantModel, online: boolean): RetroParticipant {
  return { id: participant.id, userId: participant.userId, displayName: participant.displayName, role: participant.role, online, joinedAt: iso(participant.joinedAt)! };
}

export function sessionView(session: RetroSessionModel, counts: SessionCounts): RetroSessionView {
  return {
    id: session.id,
    accountId: session.accountId,
    name: session.name,
    description: session.description,
    status: session.status,
    currentPhase: session.currentPhase,
    format: session.format,
    templateId: session.templateId,
    teamId: session.teamId,
    facilitatorId: session.facilitatorId ?? '',
    settings: session.settings,
    columns: session.columns,
    phaseStartedAt: iso(session.phaseStartedAt),
    startedAt: iso(session.startedAt),
    completedAt: iso(session.completedAt),
    archivedAt: iso(session.archivedAt),
    createdAt: iso(session.createdAt)!,
    updatedAt: iso(session.updatedAt)!,
    participantCount: counts.participants,
    cardCount: counts.cards,
    actionItemCount: counts.actionItems,
    path: retroSessionPath(session.id),
  };
}

/** A card as one viewer sees it (its content hidden while blurred); read with its `author`. */
export function cardView(card: RetroCardModel, votes: number, blurred: boolean): RetroCard {
  return {
    id: card.id,
    sessionId: card.sessionId,
    columnId: card.columnId,
    authorId: card.participantId,
    authorUserId: card.author?.userId ?? '',
    authorName: card.authorName,
    content: blurred ? null : card.content,
    blurred,
    groupId: card.groupId,
    votes,
    createdAt: iso(card.createdAt)!,
    updatedAt: iso(card.updatedAt)!,
  };
}

export function groupView(group: RetroGroupModel, cards: readonly RetroCardModel[], counts: ReadonlyMap<string, number>): RetroGroup {
  const members = cards.filter((card) => card.groupId === group.id);
  return { id: group.id, sessionId: group.sessionId, title: group.title, cardIds: members.map((card) => card.id), votes: members.reduce((sum, card) => sum + (counts.get(card.id) ?? 0), 0), createdAt: iso(group.createdAt)! };
}

/** The assignee's name comes from the directory (`namedActionItems`). */
export function actionItemView(item: RetroActionItemModel, assigneeName: string | null): RetroActionItem {
  return {
    id: item.id,
    sessionId: item.sessionId,
    teamId: item.teamId,
    title: item.title,
    description: item.description,
    priority: item.priority,
    status: item.status,
    dueDate: dateOnly(item.dueDate),
    assigneeId: item.assigneeId,
    assigneeName: item.assigneeId ? assigneeName : null,
    cardId: item.cardId,
    boardItemId: item.boardItemId,
    createdBy: item.createdBy,
    createdAt: iso(item.createdAt)!,
    updatedAt: iso(item.updatedAt)!,
  };
}
