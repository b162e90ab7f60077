import { describe, expect, it } from 'vitest';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import {
  NO_FILTERS,
  UNASSIGNED,
  applyBoardEvent,
  applyItemEvent,
  columnItems,
  dropIndex,
  filterOptions,
  hasFilters,
  matchesFilters,
  moveItem,
  positionAt,
  refusesAnother,
  reorderColumns,
  upsertItem,
  wipColor,
  wipState,
  wipText,
} from './board-state.js';
import { kanbanEn } from './locales/en.js';
import { boardView, column, item } from './testing.js';

const ids = (list: { id: string }[]) => list.map((entry) => entry.id);

const seeded = () =>
  boardView([
    item('a', 'todo', 1024),
    item('b', 'todo', 2048),
    item('c', 'todo', 3072),
    item('d', 'doing', 1024),
    item('e', 'review', 1024),
  ]);

/** The English 'agile' namespace's kanban texts, interpolated like i18next does. */
const t = (key: string, values: Record<string, unknown> = {}) => {
  const path = key.replace(/^kanban\./, '').split('.');
  let node: unknown = kanbanEn;
  for (const part of path) node = (node as Record<string, unknown>)[part];
  return String(node).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

describe('moving a card on the board', () => {
  it('places the card at the index of the target column and takes the column’s status at once', () => {
    const view = moveItem(seeded(), 'a', 'doing', 0);
    expect(ids(columnItems(view.items, 'doing'))).toEqual(['a', 'd']);
    expect(ids(columnItems(view.items, 'todo'))).toEqual(['b', 'c']);
    expect(view.items.find((entry) => entry.id === 'a')?.status).toBe('active');
  });

  it('recounts the columns and marks the one past its limit', () => {
    const view = moveItem(moveItem(seeded(), 'a', 'doing', 1), 'b', 'doing', 2);
    const doing = view.board.columns.find((entry) => entry.id === 'doing')!;
    expect(doing.itemCount).toBe(3);
    expect(doing.overLimit).toBe(true);
    expect(view.board.columns.find((entry) => entry.id === 'todo')!.itemCount).toBe(1);
  });

  it('reorders inside one column, up and down, like the keyboard menu asks', () => {
    expect(ids(columnItems(moveItem(seeded(), 'a', 'todo', 2).items, 'todo'))).toEqual(['b', 'c', 'a']);
    expect(ids(columnItems(moveItem(seeded(), 'c', 'todo', 0).items, 'todo'))).toEqual(['c', 'a', 'b']);
    expect(ids(columnItems(moveItem(seeded(), 'b', 'todo', 0).items, 'todo'))).toEqual(['b', 'a', 'c']);
  });

  it('clamps an index past the end to the bottom of the column', () => {
    expect(ids(columnItems(moveItem(seeded(), 'a', 'done', 99).items, 'done'))).toEqual(['a']);
  });

  it('puts a sort key between the neighbours, or beyond the ends', () => {
    const list = [item('x', 'todo', 100), item('y', 'todo', 200)];
    expect(positionAt(list, 1)).toBe(150);
    expect(positionAt(list, 0)).toBe(100 - 1024);
    expect(positionAt(list, 2)).toBe(200 + 1024);
    expect(positionAt([], 0)).toBe(1024);
  });

  it('rolls a refused card back to where it was with the server’s copy of it', () => {
    const before = seeded();
    const original = before.items.find((entry) => entry.id === 'a')!;
    const moved = moveItem(before, 'a', 'review', 0);
    const rolledBack = upsertItem(moved, original);
    expect(ids(columnItems(rolledBack.items, 'todo'))).toEqual(['a', 'b', 'c']);
    expect(rolledBack.board.columns.find((entry) => entry.id === 'review')!.itemCount).toBe(1);
  });
});

describe('live events from other viewers', () => {
  it('applies another viewer’s move, a new card and a deletion', () => {
    let view = seeded();
    view = applyItemEvent(view, { boardId: 'board-1', action: 'moved', itemId: 'd', item: { ...view.items[3]!, columnId: 'done', status: 'complete', position: 1024 }, by: 'someone' });
    expect(ids(columnItems(view.items, 'done'))).toEqual(['d']);
    view = applyItemEvent(view, { boardId: 'board-1', action: 'created', itemId: 'f', item: item('f', 'todo', 9000), by: 'someone' });
    expect(ids(columnItems(view.items, 'todo'))).toEqual(['a', 'b', 'c', 'f']);
    view = applyItemEvent(view, { boardId: 'board-1', action: 'deleted', itemId: 'b', by: 'someone' });
    expect(ids(columnItems(view.items, 'todo'))).toEqual(['a', 'c', 'f']);
  });

  it('drops a card that went to the backlog or the archive, and ignores other boards', () => {
    let view = seeded();
    view = applyItemEvent(view, { boardId: 'board-1', action: 'archived', itemId: 'e', item: { ...view.items[4]!, archivedAt: '2026-03-10T10:00:00.000Z' }, by: null });
    expect(view.items.some((entry) => entry.id === 'e')).toBe(false);
    const other = applyItemEvent(view, { boardId: 'board-2', action: 'deleted', itemId: 'a', by: null });
    expect(other).toBe(view);
  });

  it('takes new columns from a board event and forgets the cards of a removed column', () => {
    const view = seeded();
    const columns = view.board.columns.filter((entry) => entry.id !== 'review');
    const next = applyBoardEvent(view, { boardId: 'board-1', action: 'columns', board: { ...view.board, columns }, by: null });
    expect(next.board.columns).toHaveLength(3);
    expect(next.items.some((entry) => entry.id === 'e')).toBe(false);
  });

  it('reorders the columns left to right', () => {
    const view = reorderColumns(seeded(), ['done', 'todo', 'doing', 'review']);
    expect([...view.board.columns].sort((a, b) => a.position - b.position).map((entry) => entry.id)).toEqual(['done', 'todo', 'doing', 'review']);
  });
});

describe('where a dragged card lands', () => {
  it('lands before the card it was dropped on in another column, at the end when dropped on the column', () => {
    const view = seeded();
    expect(dropIndex(view, 'a', 'doing', 'd')).toBe(0);
    expect(dropIndex(view, 'a', 'doing', null)).toBe(1);
  });

  it('lands after the card it was dropped on when moving down its own column', () => {
    const view = seeded();
    expect(dropIndex(view, 'a', 'todo', 'c')).toBe(2);
    expect(dropIndex(view, 'c', 'todo', 'a')).toBe(0);
  });
});

describe('WIP limits', () => {
  const soft = column('doing', 'In progress', 'active', 1, { wipLimit: 3, wipMode: 'soft' });
  const hard = column('review', 'Review', 'active', 2, { wipLimit: 2, wipMode: 'hard' });

  it('says how full a column is: none, under, at, over', () => {
    expect(wipState(column('todo', 'To do', 'todo', 0), 40)).toBe('none');
    expect(wipState(soft, 2)).toBe('under');
    expect(wipState(soft, 3)).toBe('at');
    expect(wipState(soft, 4)).toBe('over');
  });

  it('colours orange at a limit or past a soft one, red past a hard one', () => {
    expect(wipColor(soft, 2)).toBe('gray');
    expect(wipColor(soft, 3)).toBe('orange');
    expect(wipColor(soft, 5)).toBe('orange');
    expect(wipColor(hard, 3)).toBe('red');
  });

  it('knows a hard limit refuses one more card, a soft one never does', () => {
    expect(refusesAnother(hard, 1)).toBe(false);
    expect(refusesAnother(hard, 2)).toBe(true);
    expect(refusesAnother(soft, 10)).toBe(false);
  });

  it('says the server’s refusal and warning again in the user’s language, word for word in English', () => {
    const columns = [soft, hard];
    expect(wipText(KanbanErrors.wipLimitReached('Review', 2), columns, t, (m) => `translated:${m}`)).toBe(KanbanErrors.wipLimitReached('Review', 2));
    expect(wipText(KanbanErrors.wipLimitExceeded('In progress', 3, 4), columns, t, (m) => `translated:${m}`)).toBe(KanbanErrors.wipLimitExceeded('In progress', 3, 4));
    const french = (key: string, values: Record<string, unknown> = {}) => `${key}|${JSON.stringify(values)}`;
    expect(wipText(KanbanErrors.wipLimitReached('Review', 2), columns, french, (m) => m)).toBe('kanban.wip.reached|{"column":"Review","limit":2}');
    expect(wipText(KanbanErrors.ITEM_NOT_FOUND, columns, french, (m) => `translated:${m}`)).toBe(`translated:${KanbanErrors.ITEM_NOT_FOUND}`);
  });
});

describe('board filters', () => {
  const cards = [
    item('a', 'todo', 1, { title: 'Calibrate the sensor', assigneeId: 'u1', assigneeName: 'Dana', labels: ['firmware'], type: 'bug' }),
    item('b', 'todo', 2, { title: 'Battery panel', description: 'Show the SENSOR health', labels: ['ui'] }),
    item('c', 'todo', 3, { title: 'Export log', assigneeId: 'u2', assigneeName: 'Chris' }),
  ];
  const pass = (filters: typeof NO_FILTERS) => cards.filter((card) => matchesFilters(card, filters)).map((card) => card.id);

  it('lets every card through without filters', () => {
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(pass(NO_FILTERS)).toEqual(['a', 'b', 'c']);
  });

  it('searches the title and the description, ignoring case', () => {
    expect(pass({ ...NO_FILTERS, search: 'sensor' })).toEqual(['a', 'b']);
  });

  it('filters by assignee, unassigned, label and type, all at once', () => {
    expect(pass({ ...NO_FILTERS, assigneeId: 'u2' })).toEqual(['c']);
    expect(pass({ ...NO_FILTERS, assigneeId: UNASSIGNED })).toEqual(['b']);
    expect(pass({ ...NO_FILTERS, label: 'ui' })).toEqual(['b']);
    expect(pass({ ...NO_FILTERS, type: 'bug', search: 'calibrate' })).toEqual(['a']);
    expect(pass({ ...NO_FILTERS, type: 'bug', label: 'ui' })).toEqual([]);
  });

  it('offers the labels and assignees used on the board, sorted', () => {
    expect(filterOptions(cards)).toEqual({ labels: ['firmware', 'ui'], assignees: [{ id: 'u2', name: 'Chris' }, { id: 'u1', name: 'Dana' }] });
  });
});
