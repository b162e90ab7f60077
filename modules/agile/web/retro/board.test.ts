import { describe, expect, it } from 'vitest';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { advanceBlocker, cardAllowance, columnLayout, discussTopics, generatedActionItems, generatedPriority, localAnalytics, nextPhase } from './board.js';
import { card, group, retroSnapshot } from './fixtures.js';

describe('the board', () => {
  it('shows a group in the column of its first card, and its cards only there', () => {
    const snapshot = retroSnapshot({
      cards: [card('c1', 'start', 'A'), card('c2', 'stop', 'B', { groupId: 'g1' }), card('c3', 'continue', 'C', { groupId: 'g1' }), card('c4', 'stop', 'D')],
      groups: [group('g1', ['c2', 'c3'])],
    });
    const layout = columnLayout(snapshot);
    expect(layout.map(({ column, items }) => [column.id, items.map((item) => (item.kind === 'card' ? item.card.id : `${item.group.id}:${item.cards.map((c) => c.id).join('+')}`))])).toEqual([
      ['start', ['c1']],
      ['stop', ['g1:c2+c3', 'c4']],
      ['continue', []],
    ]);
  });

  it('orders the discussion by votes, the older first on a tie, a group counting its cards, empty groups left out', () => {
    const snapshot = retroSnapshot({
      cards: [card('c1', 'start', 'A', { votes: 2 }), card('c2', 'stop', 'B', { votes: 3, groupId: 'g1' }), card('c3', 'stop', 'C', { votes: 1, groupId: 'g1' }), card('c4', 'stop', 'D', { votes: 2 })],
      groups: [group('g1', ['c3', 'c2']), group('g2', [])],
    });
    const topics = discussTopics(snapshot);
    expect(topics.map((topic) => [topic.id, topic.votes])).toEqual([
      ['g1', 4],
      ['c1', 2],
      ['c4', 2],
    ]);
    // Inside a group, the most voted card first.
    expect(topics[0]!.cards.map((c) => c.id)).toEqual(['c2', 'c3']);
  });

  it('explains each advance condition of agile.md section 4', () => {
    const at = (currentPhase: Parameters<typeof retroSnapshot>[1]['currentPhase'], patch: Parameters<typeof retroSnapshot>[0] = {}, settings = {}) =>
      advanceBlocker(retroSnapshot(patch, { currentPhase, settings: { ...retroSnapshot().session.settings, ...settings } }));
    expect(at('SETUP', { participants: [] })).toBe('noParticipants');
    expect(at('SETUP')).toBeNull();
    expect(at('COLLECT')).toBe('noCards');
    expect(at('COLLECT', { cards: [card('c1', 'start', 'A')] })).toBeNull();
    expect(at('GROUP')).toBe('noCards');
    expect(at('GROUP', {}, { enableCardGrouping: false })).toBeNull();
    expect(at('VOTE')).toBe('noVotes');
    expect(at('VOTE', { voteCount: 1 })).toBeNull();
    expect(at('DISCUSS')).toBeNull();
    expect(at('ACTION_ITEMS')).toBe('noActionItems');
    expect(at('ACTION_ITEMS', {}, { enableActionItems: false })).toBeNull();
    expect(at('COMPLETED')).toBe('completed');
    expect(nextPhase('ACTION_ITEMS')).toBe('COMPLETED');
    expect(nextPhase('COMPLETED')).toBeNull();
  });

  it('counts the cards the viewer may still write', () => {
    const cards = [card('c1', 'start', 'A'), card('c2', 'stop', 'B'), card('c3', 'stop', 'C', { authorId: 'p-elliot' })];
    expect(cardAllowance(retroSnapshot({ cards }))).toEqual({ written: 2, remaining: null });
    expect(cardAllowance(retroSnapshot({ cards }, { settings: { ...retroSnapshot().session.settings, maxCardsPerParticipant: 3 } }))).toEqual({ written: 2, remaining: 1 });
  });

  it("suggests action items from cards with 3 votes or more, the top 5: HIGH at 5+, MEDIUM at 4, else LOW, titled 'Address: ' and 50 characters", () => {
    const long = 'Stand-ups run long and drift into problem solving every single day';
    const cards = [
      card('c1', 'stop', long, { votes: 6 }),
      card('c2', 'stop', 'B', { votes: 4 }),
      card('c3', 'stop', 'C', { votes: 3 }),
      card('c4', 'stop', 'D', { votes: 2 }),
      card('c5', 'stop', 'E', { votes: 3 }),
      card('c6', 'stop', 'F', { votes: 5 }),
      card('c7', 'stop', 'G', { votes: 7 }),
    ];
    const items = generatedActionItems(cards);
    expect(items.map((item) => [item.cardId, item.votes, item.priority])).toEqual([
      ['c7', 7, 'HIGH'],
      ['c1', 6, 'HIGH'],
      ['c6', 5, 'HIGH'],
      ['c2', 4, 'MEDIUM'],
      ['c3', 3, 'LOW'],
    ]);
    expect(items[1]!.title).toBe(`Address: ${long.slice(0, 50)}`);
    expect(items[1]!.title).toBe('Address: Stand-ups run long and drift into problem solving ');
    expect([generatedPriority(5), generatedPriority(4), generatedPriority(3)]).toEqual(['HIGH', 'MEDIUM', 'LOW']);
  });

  it('computes the demo summary with the rules of the server: participation and sentiment with worked numbers', () => {
    // 3 participants; Dana and Elliot wrote, only Dana voted: cards 2/3, votes 1/3, score 1/2.
    const snapshot = retroSnapshot({
      cards: [card('c1', 'stop', 'A', { votes: 1 }), card('c2', 'stop', 'B', { authorId: 'p-elliot' }), card('c3', 'continue', 'C'), card('c4', 'start', 'D'), card('c5', 'continue', 'E')],
    });
    const analytics = localAnalytics(snapshot, new Map([['c1', ['p-dana']]]));
    expect(analytics.participation).toEqual({ eligible: 3, contributors: 2, voters: 1, cardShare: 2 / 3, voteShare: 1 / 3, score: 0.5 });
    // Stop is negative: 2 of 5 cards, a share of 0.4 > 0.3 recommends a follow-up.
    expect(analytics.sentiment).toMatchObject({ positive: 2, negative: 2, neutral: 1, negativeShare: 0.4, followUpRecommended: true });
    expect(RetroErrors.CANNOT_ADVANCE).toBe('Cannot advance phase yet');
  });
});
