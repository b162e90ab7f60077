import { describe, expect, it } from 'vitest';
import { columnItems } from './board-state.js';
import { createDemoBoard, demoAdd, demoMove, demoReorder } from './demo-board.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const text = (key: string) => key;
const fresh = () => createDemoBoard(text, NOW);

describe('the demo board', () => {
  it('starts with cards in every column and the soft and hard limits the page explains', () => {
    const { view } = fresh();
    expect(view.board.columns.map((column) => [column.title, column.wipLimit, column.wipMode])).toEqual([
      ['columns.todo', null, 'soft'],
      ['columns.progress', 3, 'soft'],
      ['columns.review', 2, 'hard'],
      ['columns.done', null, 'soft'],
    ]);
    expect(view.board.columns.map((column) => column.itemCount)).toEqual([3, 2, 2, 1]);
  });

  it('refuses a third card in the full Review column and leaves the board as it was', () => {
    const state = fresh();
    const { state: after, outcome } = demoMove(state, 'demo-item-onboarding', 'demo-review', 0, NOW);
    expect(outcome).toMatchObject({ kind: 'refused', column: { id: 'demo-review' } });
    expect(after).toBe(state);
  });

  it('warns past the soft limit of In progress but moves the card, starting its clock', () => {
    const first = demoMove(fresh(), 'demo-item-onboarding', 'demo-progress', 0, NOW);
    expect(first.outcome.kind).toBe('moved');
    const second = demoMove(first.state, 'demo-item-invoices', 'demo-progress', 0, NOW);
    expect(second.outcome).toMatchObject({ kind: 'warned', count: 4 });
    const moved = second.state.view.items.find((item) => item.id === 'demo-item-invoices')!;
    expect(moved.status).toBe('active');
    expect(moved.workStartedAt).toBe(NOW.toISOString());
    expect(second.state.history.at(-1)).toEqual({ itemId: 'demo-item-invoices', fromColumnId: 'demo-todo', toColumnId: 'demo-progress', at: NOW.toISOString() });
  });

  it('stops the clock in Done with the cycle time in hours', () => {
    // "search" started 58 hours before NOW (50 h in its column plus 8 h earlier).
    const { state } = demoMove(fresh(), 'demo-item-search', 'demo-done', 0, NOW);
    const done = state.view.items.find((item) => item.id === 'demo-item-search')!;
    expect(done.workCompletedAt).toBe(NOW.toISOString());
    expect(done.cycleTime).toBe(58);
  });

  it('adds a card at the bottom of a column, refused in a full hard column', () => {
    const added = demoAdd(fresh(), 'demo-todo', 'Write the release notes', NOW);
    expect(columnItems(added.state.view.items, 'demo-todo').at(-1)?.title).toBe('Write the release notes');
    expect(demoAdd(fresh(), 'demo-review', 'One more', NOW).outcome.kind).toBe('refused');
  });

  it('reorders the columns', () => {
    const state = demoReorder(fresh(), ['demo-done', 'demo-todo', 'demo-progress', 'demo-review']);
    expect([...state.view.board.columns].sort((a, b) => a.position - b.position).map((column) => column.id)).toEqual(['demo-done', 'demo-todo', 'demo-progress', 'demo-review']);
  });
});
