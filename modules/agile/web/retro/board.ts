import {
  GENERATED_ACTION_ITEMS,
  RETRO_PHASES,
  SENTIMENT_FOLLOW_UP_THRESHOLD,
  type ActionItemPriority,
  type GeneratedActionItem,
  type RetroAnalytics,
  type RetroCard,
  type RetroColumn,
  type RetroGroup,
  type RetroPhase,
  type RetroSnapshot,
} from '../../shared/retro.js';

/** What a column shows: its cards not in a group, and the groups that start with one of its cards. */
export type BoardItem = { kind: 'card'; card: RetroCard } | { kind: 'group'; group: RetroGroup; cards: RetroCard[] };

const byCreated = (a: { createdAt: string }, b: { createdAt: string }) => a.createdAt.localeCompare(b.createdAt);

/** The cards of a group in the group's order (cards the viewer does not know yet are skipped). */
export function groupCards(group: RetroGroup, cards: readonly RetroCard[]): RetroCard[] {
  const byId = new Map(cards.map((card) => [card.id, card]));
  return group.cardIds.map((id) => byId.get(id)).filter((card): card is RetroCard => Boolean(card));
}

/**
 * The board column by column. A group sits in the column of its first card (a group may gather
 * cards of several columns); an empty group sits in the first column so it can be filled.
 */
export function columnLayout(snapshot: Pick<RetroSnapshot, 'cards' | 'groups'> & { session: { columns: RetroColumn[] } }): { column: RetroColumn; items: BoardItem[] }[] {
  const columns = snapshot.session.columns;
  const items = new Map<string, BoardItem[]>(columns.map((column) => [column.id, []]));
  const grouped = new Set<string>();
  for (const group of [...snapshot.groups].sort(byCreated)) {
    const cards = groupCards(group, snapshot.cards);
    for (const card of cards) grouped.add(card.id);
    const home = cards[0]?.columnId ?? columns[0]?.id;
    if (home) (items.get(home) ?? items.get(columns[0]!.id))?.push({ kind: 'group', group, cards });
  }
  for (const card of [...snapshot.cards].sort(byCreated)) {
    if (grouped.has(card.id)) continue;
    items.get(card.columnId)?.push({ kind: 'card', card });
  }
  return columns.map((column) => ({ column, items: items.get(column.id) ?? [] }));
}

/** One topic of the discussion: a group with its cards, or a card on its own. */
export interface DiscussTopic {
  id: string;
  kind: 'card' | 'group';
  votes: number;
  cards: RetroCard[];
  group: RetroGroup | null;
  createdAt: string;
}

/** The discussion's order: most votes first (ties: the older first); empty groups are left out. */
export function discussTopics(snapshot: Pick<RetroSnapshot, 'cards' | 'groups'>): DiscussTopic[] {
  const topics: DiscussTopic[] = [];
  const grouped = new Set<string>();
  for (const group of snapshot.groups) {
    const cards = groupCards(group, snapshot.cards);
    if (cards.length === 0) continue;
    for (const card of cards) grouped.add(card.id);
    const votes = cards.reduce((sum, card) => sum + card.votes, 0);
    topics.push({ id: group.id, kind: 'group', votes, cards: [...cards].sort((a, b) => b.votes - a.votes || byCreated(a, b)), group, createdAt: group.createdAt });
  }
  for (const card of snapshot.cards) {
    if (!grouped.has(card.id)) topics.push({ id: card.id, kind: 'card', votes: card.votes, cards: [card], group: null, createdAt: card.createdAt });
  }
  return topics.sort((a, b) => b.votes - a.votes || byCreated(a, b));
}

export function nextPhase(phase: RetroPhase): RetroPhase | null {
  return RETRO_PHASES[RETRO_PHASES.indexOf(phase) + 1] ?? null;
}

/**
 * Why the facilitator cannot advance yet (agile.md section 4), as a key of 'retro.blocker', or
 * null when advancing is allowed. The server decides; this explains the disabled button.
 */
export function advanceBlocker(snapshot: Pick<RetroSnapshot, 'participants' | 'cards' | 'voteCount' | 'actionItems'> & { session: Pick<RetroSnapshot['session'], 'currentPhase' | 'settings'> }): string | null {
  const { currentPhase, settings } = snapshot.session;
  switch (currentPhase) {
    case 'SETUP':
      return snapshot.participants.length > 0 ? null : 'noParticipants';
    case 'COLLECT':
      return snapshot.cards.length > 0 ? null : 'noCards';
    case 'GROUP':
      return !settings.enableCardGrouping || snapshot.cards.length > 0 ? null : 'noCards';
    case 'VOTE':
      return snapshot.voteCount > 0 ? null : 'noVotes';
    case 'DISCUSS':
      return null;
    case 'ACTION_ITEMS':
      return !settings.enableActionItems || snapshot.actionItems.length > 0 ? null : 'noActionItems';
    case 'COMPLETED':
      return 'completed';
  }
}

/** How many cards the viewer wrote, and how many more they may write (null: no limit). */
export function cardAllowance(snapshot: Pick<RetroSnapshot, 'cards' | 'me'> & { session: Pick<RetroSnapshot['session'], 'settings'> }): { written: number; remaining: number | null } {
  const written = snapshot.me.participantId ? snapshot.cards.filter((card) => card.authorId === snapshot.me.participantId).length : 0;
  const max = snapshot.session.settings.maxCardsPerParticipant;
  return { written, remaining: max === null ? null : Math.max(0, max - written) };
}

/** The priority a generated action item gets from its card's votes (agile.md section 9). */
export function generatedPriority(votes: number): ActionItemPriority {
  if (votes >= GENERATED_ACTION_ITEMS.highAt) return 'HIGH';
  if (votes >= GENERATED_ACTION_ITEMS.mediumAt) return 'MEDIUM';
  return 'LOW';
}

/** Cards with at least 3 votes, the top 5: 'Address: ' + the first 50 characters of the card. */
export function generatedActionItems(cards: readonly RetroCard[]): GeneratedActionItem[] {
  return cards
    .filter((card) => card.votes >= GENERATED_ACTION_ITEMS.minVotes && card.content !== null)
    .sort((a, b) => b.votes - a.votes || byCreated(a, b))
    .slice(0, GENERATED_ACTION_ITEMS.max)
    .map((card) => ({
      cardId: card.id,
      title: `${GENERATED_ACTION_ITEMS.titlePrefix}${(card.content ?? '').slice(0, GENERATED_ACTION_ITEMS.titleChars)}`,
      priority: generatedPriority(card.votes),
      votes: card.votes,
    }));
}

/**
 * The summary computed in the browser, for the demo (which has no server): the same rules as the
 * server's analytics. Votes per participant are given because the demo knows who voted.
 */
export function localAnalytics(snapshot: RetroSnapshot, votersByCard: ReadonlyMap<string, readonly string[]>): RetroAnalytics {
  const eligible = snapshot.participants.filter((participant) => participant.role !== 'OBSERVER');
  const contributors = new Set(snapshot.cards.map((card) => card.authorId));
  const voters = new Set([...votersByCard.values()].flat());
  const cardShare = eligible.length ? eligible.filter((p) => contributors.has(p.id)).length / eligible.length : 0;
  const voteShare = eligible.length ? eligible.filter((p) => voters.has(p.id)).length / eligible.length : 0;
  const counts = { positive: 0, negative: 0, neutral: 0 };
  const byColumn = snapshot.session.columns.map((column) => {
    const cards = snapshot.cards.filter((card) => card.columnId === column.id).length;
    counts[column.sentiment] += cards;
    return { columnId: column.id, title: column.title, sentiment: column.sentiment, cards };
  });
  const total = snapshot.cards.length;
  const negativeShare = total ? counts.negative / total : 0;
  return {
    sessionId: snapshot.session.id,
    cardCount: total,
    voteCount: snapshot.cards.reduce((sum, card) => sum + card.votes, 0),
    groupCount: snapshot.groups.length,
    actionItemCount: snapshot.actionItems.length,
    participation: {
      eligible: eligible.length,
      contributors: eligible.filter((p) => contributors.has(p.id)).length,
      voters: eligible.filter((p) => voters.has(p.id)).length,
      cardShare,
      voteShare,
      score: (cardShare + voteShare) / 2,
    },
    sentiment: {
      ...counts,
      positiveShare: total ? counts.positive / total : 0,
      negativeShare,
      followUpRecommended: negativeShare > SENTIMENT_FOLLOW_UP_THRESHOLD,
      byColumn,
    },
    topCards: [...snapshot.cards]
      .sort((a, b) => b.votes - a.votes || byCreated(a, b))
      .slice(0, 10)
      .map((card) => ({ cardId: card.id, content: card.content ?? '', columnId: card.columnId, votes: card.votes })),
    generatedActionItems: generatedActionItems(snapshot.cards),
    durationMinutes: null,
  };
}
