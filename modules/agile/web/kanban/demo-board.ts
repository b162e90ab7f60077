import type { KanbanBoardView, KanbanColumn, KanbanItem, KanbanItemType, KanbanStatusCategory } from '../../shared/kanban.js';
import { columnItems, moveItem, refusesAnother, upsertItem } from './board-state.js';

/**
 * The /demo/kanban board: everything in the browser, nothing saved. It follows the server's
 * rules where a visitor can see them: a hard WIP limit refuses a move, a soft one warns, entering
 * an active column starts the clock and entering a complete one stops it (cycle time in hours).
 */

export const DEMO_BOARD_ID = 'demo-board';
export const DEMO_TEAM_ID = 'demo-team';

export interface DemoChange {
  itemId: string;
  fromColumnId: string | null;
  toColumnId: string;
  at: string;
}

export interface DemoBoardState {
  view: KanbanBoardView;
  history: DemoChange[];
  added: number;
}

export type DemoOutcome = { kind: 'moved' } | { kind: 'warned'; column: KanbanColumn; count: number } | { kind: 'refused'; column: KanbanColumn } | { kind: 'unchanged' };

type Text = (key: string) => string;

const HOUR = 3_600_000;

function column(id: string, title: string, category: KanbanStatusCategory, position: number, wipLimit: number | null, wipMode: 'soft' | 'hard'): KanbanColumn {
  return { id, boardId: DEMO_BOARD_ID, title, category, status: category, position, wipLimit, wipMode, itemCount: 0, overLimit: false };
}

interface Seed {
  key: string;
  columnId: string;
  type: KanbanItemType;
  points: number | null;
  assignee: string | null;
  labels: string[];
  /** Hours ago it entered its column. */
  ageHours: number;
}

const SEEDS: Seed[] = [
  { key: 'onboarding', columnId: 'demo-todo', type: 'story', points: 5, assignee: null, labels: ['growth'], ageHours: 30 },
  { key: 'invoices', columnId: 'demo-todo', type: 'story', points: 3, assignee: 'Sam Rivera', labels: ['billing'], ageHours: 20 },
  { key: 'darkMode', columnId: 'demo-todo', type: 'task', points: 2, assignee: null, labels: ['ui'], ageHours: 6 },
  { key: 'crash', columnId: 'demo-progress', type: 'bug', points: 1, assignee: 'Alex Kim', labels: ['mobile'], ageHours: 26 },
  { key: 'search', columnId: 'demo-progress', type: 'story', points: 8, assignee: 'Priya Shah', labels: ['search'], ageHours: 50 },
  { key: 'export', columnId: 'demo-review', type: 'story', points: 3, assignee: 'Sam Rivera', labels: ['billing'], ageHours: 12 },
  { key: 'reviewFix', columnId: 'demo-review', type: 'bug', points: 2, assignee: 'Alex Kim', labels: ['ui'], ageHours: 4 },
  { key: 'login', columnId: 'demo-done', type: 'story', points: 5, assignee: 'Priya Shah', labels: ['auth'], ageHours: 70 },
];

/** A fresh demo board; titles come from the page's language. */
export function createDemoBoard(title: Text, now: Date): DemoBoardState {
  const columns = [
    column('demo-todo', title('columns.todo'), 'todo', 0, null, 'soft'),
    column('demo-progress', title('columns.progress'), 'active', 1, 3, 'soft'),
    column('demo-review', title('columns.review'), 'active', 2, 2, 'hard'),
    column('demo-done', title('columns.done'), 'complete', 3, null, 'soft'),
  ];
  const byId = new Map(columns.map((candidate) => [candidate.id, candidate]));
  const history: DemoChange[] = [];
  const items = SEEDS.map((seed, index): KanbanItem => {
    const category = byId.get(seed.columnId)!.category;
    const entered = new Date(now.getTime() - seed.ageHours * HOUR).toISOString();
    const created = new Date(now.getTime() - (seed.ageHours + 24) * HOUR).toISOString();
    const started = category === 'todo' ? null : new Date(now.getTime() - (seed.ageHours + 8) * HOUR).toISOString();
    const id = `demo-item-${seed.key}`;
    history.push({ itemId: id, fromColumnId: null, toColumnId: 'demo-todo', at: created });
    if (category !== 'todo') history.push({ itemId: id, fromColumnId: 'demo-todo', toColumnId: seed.columnId, at: entered });
    return {
      id,
      boardId: DEMO_BOARD_ID,
      columnId: seed.columnId,
      status: category,
      position: (index + 1) * 1024,
      title: title(`items.${seed.key}`),
      description: null,
      type: seed.type,
      priority: seed.type === 'bug' ? 'high' : 'medium',
      storyPoints: seed.points,
      assigneeId: seed.assignee ? `demo-${seed.assignee.split(' ')[0]!.toLowerCase()}` : null,
      assigneeName: seed.assignee,
      labels: seed.labels,
      parentId: null,
      childCount: 0,
      sprintId: null,
      deliveryId: null,
      dueDate: null,
      workStartedAt: started,
      workCompletedAt: category === 'complete' ? entered : null,
      cycleTime: category === 'complete' && started ? Math.round(((Date.parse(entered) - Date.parse(started)) / HOUR) * 100) / 100 : null,
      source: null,
      archivedAt: null,
      createdBy: null,
      createdAt: created,
      updatedAt: entered,
    };
  });
  const empty: KanbanBoardView = {
    board: {
      id: DEMO_BOARD_ID,
      accountId: 'demo',
      teamId: DEMO_TEAM_ID,
      teamName: title('team'),
      title: title('board'),
      description: null,
      processType: 'kanban',
      agileProcessType: 'kanban',
      columns,
      itemCount: 0,
      backlogCount: 0,
      createdBy: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
    items: [],
    activeSprint: null,
    serverTime: now.getTime(),
  };
  const view = items.reduce((current, item) => upsertItem(current, item), empty);
  return { view, history, added: 0 };
}

/** A move by the demo's rules: refused by a hard limit, warned by a soft one, timed like the server. */
export function demoMove(state: DemoBoardState, itemId: string, columnId: string, index: number, now: Date): { state: DemoBoardState; outcome: DemoOutcome } {
  const item = state.view.items.find((candidate) => candidate.id === itemId);
  const target = state.view.board.columns.find((candidate) => candidate.id === columnId);
  if (!item || !target) return { state, outcome: { kind: 'unchanged' } };
  const sameColumn = item.columnId === columnId;
  const count = columnItems(state.view.items, columnId).length;
  if (!sameColumn && refusesAnother(target, count)) return { state, outcome: { kind: 'refused', column: target } };
  const moved = moveItem(state.view, itemId, columnId, index);
  if (sameColumn) return { state: { ...state, view: moved }, outcome: { kind: 'moved' } };
  const at = now.toISOString();
  const timed = moved.items.map((candidate) => {
    if (candidate.id !== itemId) return candidate;
    const workStartedAt = candidate.workStartedAt ?? (target.category === 'active' || target.category === 'complete' ? at : null);
    const completed = target.category === 'complete';
    return {
      ...candidate,
      workStartedAt,
      workCompletedAt: completed ? at : null,
      cycleTime: completed && workStartedAt ? Math.round(((now.getTime() - Date.parse(workStartedAt)) / HOUR) * 100) / 100 : null,
      updatedAt: at,
    };
  });
  const view = { ...moved, items: timed };
  const next = { ...state, view, history: [...state.history, { itemId, fromColumnId: item.columnId, toColumnId: columnId, at }] };
  const after = count + 1;
  if (target.wipLimit !== null && after > target.wipLimit) return { state: next, outcome: { kind: 'warned', column: target, count: after } };
  return { state: next, outcome: { kind: 'moved' } };
}

/** A new card at the bottom of a column (a hard limit refuses it too). */
export function demoAdd(state: DemoBoardState, columnId: string, title: string, now: Date): { state: DemoBoardState; outcome: DemoOutcome } {
  const target = state.view.board.columns.find((candidate) => candidate.id === columnId);
  if (!target) return { state, outcome: { kind: 'unchanged' } };
  const list = columnItems(state.view.items, columnId);
  if (refusesAnother(target, list.length)) return { state, outcome: { kind: 'refused', column: target } };
  const at = now.toISOString();
  const id = `demo-added-${state.added + 1}`;
  const item: KanbanItem = {
    id,
    boardId: DEMO_BOARD_ID,
    columnId,
    status: target.category,
    position: (list.at(-1)?.position ?? 0) + 1024,
    title,
    description: null,
    type: 'task',
    priority: 'none',
    storyPoints: null,
    assigneeId: null,
    assigneeName: null,
    labels: [],
    parentId: null,
    childCount: 0,
    sprintId: null,
    deliveryId: null,
    dueDate: null,
    workStartedAt: target.category === 'todo' ? null : at,
    workCompletedAt: target.category === 'complete' ? at : null,
    cycleTime: target.category === 'complete' ? 0 : null,
    source: null,
    archivedAt: null,
    createdBy: null,
    createdAt: at,
    updatedAt: at,
  };
  return { state: { view: upsertItem(state.view, item), history: [...state.history, { itemId: id, fromColumnId: null, toColumnId: columnId, at }], added: state.added + 1 }, outcome: { kind: 'moved' } };
}

/** Columns in a new order. */
export function demoReorder(state: DemoBoardState, columnIds: readonly string[]): DemoBoardState {
  const place = new Map(columnIds.map((id, index) => [id, index]));
  return { ...state, view: { ...state.view, board: { ...state.view.board, columns: state.view.board.columns.map((candidate) => ({ ...candidate, position: place.get(candidate.id) ?? candidate.position })) } } };
}
