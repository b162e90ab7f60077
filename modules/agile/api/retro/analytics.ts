import {
  GENERATED_ACTION_ITEMS,
  SENTIMENT_FOLLOW_UP_THRESHOLD,
  type ActionItemPriority,
  type GeneratedActionItem,
  type RetroColumn,
  type RetroExportFormat,
  type RetroParticipantRole,
  type RetroParticipation,
  type RetroSentiment,
  type RetroSnapshot,
} from '../../shared/retro.js';
import { CSV_CONTENT_TYPE, toCsv } from '@suite/sdk/server';

/**
 * The retrospective analysis of agile.md section 9, as plain functions of a session's data
 * (deterministic and explainable: no model involved).
 */

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * Participation: the mean of the share of participants who wrote at least one card and the
 * share who cast at least one vote. Observers cannot do either and are not counted.
 */
export function participationOf(participants: readonly { id: string; role: RetroParticipantRole }[], cardAuthorIds: readonly string[], voterIds: readonly string[]): RetroParticipation {
  const eligible = participants.filter((p) => p.role !== 'OBSERVER');
  const ids = new Set(eligible.map((p) => p.id));
  const contributors = new Set(cardAuthorIds.filter((id) => ids.has(id))).size;
  const voters = new Set(voterIds.filter((id) => ids.has(id))).size;
  const cardShare = eligible.length ? contributors / eligible.length : 0;
  const voteShare = eligible.length ? voters / eligible.length : 0;
  return { eligible: eligible.length, contributors, voters, cardShare: round4(cardShare), voteShare: round4(voteShare), score: round4((cardShare + voteShare) / 2) };
}

/**
 * Sentiment: each card counts as its column's sentiment (RetroColumn.sentiment: Stop, Mad, Sad,
 * Lacked and Anchors are negative in the built-in formats). A negative share above 0.3
 * recommends a follow-up.
 */
export function sentimentOf(columns: readonly RetroColumn[], cards: readonly { columnId: string }[]): RetroSentiment {
  const byColumn = columns.map((column) => ({ columnId: column.id, title: column.title, sentiment: column.sentiment, cards: cards.filter((card) => card.columnId === column.id).length }));
  const total = byColumn.reduce((sum, column) => sum + column.cards, 0);
  const count = (sentiment: RetroColumn['sentiment']) => byColumn.filter((column) => column.sentiment === sentiment).reduce((sum, column) => sum + column.cards, 0);
  const positive = count('positive');
  const negative = count('negative');
  const negativeShare = total ? negative / total : 0;
  return {
    positive,
    negative,
    neutral: count('neutral'),
    positiveShare: round4(total ? positive / total : 0),
    negativeShare: round4(negativeShare),
    followUpRecommended: negativeShare > SENTIMENT_FOLLOW_UP_THRESHOLD,
    byColumn,
  };
}

/** HIGH at 5 votes or more, MEDIUM at 4, otherwise LOW. */
export function priorityForVotes(votes: number): ActionItemPriority {
  if (votes >= GENERATED_ACTION_ITEMS.highAt) return 'HIGH';
  if (votes >= GENERATED_ACTION_ITEMS.mediumAt) return 'MEDIUM';
  return 'LOW';
}

/**
 * Generated action items: the cards with at least 3 votes, most votes first (ties: the older
 * card first, then the first written), at most 5, titled 'Address: ' and the first 50 characters of the card.
 */
export function generateActionItems(cards: readonly { id: string; content: string; votes: number; createdAt: string }[]): GeneratedActionItem[] {
  return cards
    .filter((card) => card.votes >= GENERATED_ACTION_ITEMS.minVotes)
    .sort((a, b) => b.votes - a.votes || a.createdAt.localeCompare(b.createdAt))
    .slice(0, GENERATED_ACTION_ITEMS.max)
    .map((card) => ({
      cardId: card.id,
      title: `${GENERATED_ACTION_ITEMS.titlePrefix}${card.content.slice(0, GENERATED_ACTION_ITEMS.titleChars)}`,
      priority: priorityForVotes(card.votes),
      votes: card.votes,
    }));
}

// ---------- export ----------

function fileBase(name: string, at: Date): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'retrospective';
  return `retro-${slug}-${at.toISOString().slice(0, 10)}`;
}

/** The session as a file, as the viewer sees it (cards still blurred stay blurred). */
export function exportRetro(snapshot: RetroSnapshot, format: RetroExportFormat, at: Date): { fileName: string; contentType: string; body: string } {
  const { session, cards, groups, actionItems, participants } = snapshot;
  const base = fileBase(session.name, at);
  const columnTitle = new Map(session.columns.map((column) => [column.id, column.title]));
  const groupTitle = new Map(groups.map((group) => [group.id, group.title]));
  const ordered = [...cards].sort((a, b) => session.columns.findIndex((c) => c.id === a.columnId) - session.columns.findIndex((c) => c.id === b.columnId) || b.votes - a.votes || a.createdAt.localeCompare(b.createdAt));
  const text = (content: string | null) => content ?? '(hidden until the group phase)';

  if (format === 'json') {
    const body = {
      exportedAt: at.toISOString(),
      session: { id: session.id, name: session.name, description: session.description, status: session.status, phase: session.currentPhase, format: session.format, teamId: session.teamId, startedAt: session.startedAt, completedAt: session.completedAt, createdAt: session.createdAt },
      columns: session.columns,
      participants: participants.map((p) => ({ name: p.displayName, role: p.role })),
      cards: ordered.map((card) => ({ id: card.id, column: columnTitle.get(card.columnId) ?? card.columnId, content: card.content, author: card.authorName, votes: card.votes, group: card.groupId ? (groupTitle.get(card.groupId) ?? null) : null })),
      groups: groups.map((group) => ({ id: group.id, title: group.title, votes: group.votes, cardIds: group.cardIds })),
      actionItems: actionItems.map((item) => ({ title: item.title, description: item.description, priority: item.priority, status: item.status, dueDate: item.dueDate, assignee: item.assigneeName })),
    };
    return { fileName: `${base}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body, null, 2) };
  }

  if (format === 'markdown') {
    const lines = [`# ${session.name}`, '', `Format: ${session.format} · Status: ${session.status} · Created: ${session.createdAt.slice(0, 10)} · Participants: ${participants.length}`, ''];
    if (session.description) lines.push(session.description, '');
    for (const column of session.columns) {
      lines.push(`## ${column.title}`, '');
      const inColumn = ordered.filter((card) => card.columnId === column.id);
      if (!inColumn.length) lines.push('_No cards_');
      for (const card of inColumn) lines.push(`- ${text(card.content)} (${card.votes} vote${card.votes === 1 ? '' : 's'}${card.groupId ? `, group: ${groupTitle.get(card.groupId) ?? ''}` : ''}) by ${card.authorName}`);
      lines.push('');
    }
    if (groups.length) {
      lines.push('## Groups', '');
      for (const group of groups) lines.push(`- ${group.title || 'Untitled'}: ${group.cardIds.length} card${group.cardIds.length === 1 ? '' : 's'}, ${group.votes} vote${group.votes === 1 ? '' : 's'}`);
      lines.push('');
    }
    lines.push('## Action items', '');
    if (!actionItems.length) lines.push('_No action items_');
    for (const item of actionItems) {
      const details = [item.priority, item.dueDate ? `due ${item.dueDate}` : null, item.assigneeName ? `owner ${item.assigneeName}` : null].filter(Boolean).join(', ');
      lines.push(`- [${item.status === 'DONE' ? 'x' : ' '}] ${item.title} (${details})`);
    }
    return { fileName: `${base}.md`, contentType: 'text/markdown; charset=utf-8', body: `${lines.join('\n')}\n` };
  }

  const rows = [
    ['Column', 'Card', 'Author', 'Votes', 'Group'],
    ...ordered.map((card) => [columnTitle.get(card.columnId) ?? card.columnId, text(card.content), card.authorName, card.votes, card.groupId ? (groupTitle.get(card.groupId) ?? '') : '']),
    [],
    ['Action item', 'Priority', 'Status', 'Due date', 'Assignee'],
    ...actionItems.map((item) => [item.title, item.priority, item.status, item.dueDate ?? '', item.assigneeName ?? '']),
  ];
  return { fileName: `${base}.csv`, contentType: CSV_CONTENT_TYPE, body: toCsv(rows) };
}
