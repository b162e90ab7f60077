import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanBoard, KanbanBoardEvent, KanbanBoardView, KanbanColumn, KanbanItem, KanbanItemEvent, KanbanItemType } from '../../shared/kanban.js';

/**
 * The board's state on the client: pure functions over the server's KanbanBoardView, so an
 * optimistic move, the server's answer and a live event from another viewer all land the same way.
 */

/** The items of one column, in the server's order (ascending position). */
export function columnItems(items: readonly KanbanItem[], columnId: string): KanbanItem[] {
  return items.filter((item) => item.columnId === columnId).sort(byPosition);
}

export function byPosition(a: KanbanItem, b: KanbanItem): number {
  return a.position - b.position || a.createdAt.localeCompare(b.createdAt);
}

/** Items grouped by column, each column in order (columns without items get an empty list). */
export function itemsByColumn(view: Pick<KanbanBoardView, 'board' | 'items'>): Map<string, KanbanItem[]> {
  const groups = new Map<string, KanbanItem[]>(view.board.columns.map((column) => [column.id, []]));
  for (const item of view.items) if (item.columnId) groups.get(item.columnId)?.push(item);
  for (const list of groups.values()) list.sort(byPosition);
  return groups;
}

/** Columns left to right. */
export function orderedColumns(board: Pick<KanbanBoard, 'columns'>): KanbanColumn[] {
  return [...board.columns].sort((a, b) => a.position - b.position);
}

/** Column counts follow the items the client holds (after an optimistic move or a live event). */
function withCounts(view: KanbanBoardView, items: KanbanItem[]): KanbanBoardView {
  const counts = new Map<string, number>();
  for (const item of items) if (item.columnId && !item.archivedAt) counts.set(item.columnId, (counts.get(item.columnId) ?? 0) + 1);
  const columns = view.board.columns.map((column) => {
    const itemCount = counts.get(column.id) ?? 0;
    return { ...column, itemCount, overLimit: column.wipLimit !== null && itemCount > column.wipLimit };
  });
  return { ...view, items, board: { ...view.board, columns, itemCount: items.filter((item) => item.columnId && !item.archivedAt).length } };
}

/** A sort key between the neighbours at `index` of `list` (the list without the moved item). */
export function positionAt(list: readonly KanbanItem[], index: number): number {
  const before = list[index - 1];
  const after = list[index];
  if (before && after) return (before.position + after.position) / 2;
  if (before) return before.position + 1024;
  if (after) return after.position - 1024;
  return 1024;
}

/**
 * Move an item to `index` (0-based) of a column, as the client shows it at once: the status
 * follows the column's category, the counts follow the items. The server's answer replaces it.
 */
export function moveItem(view: KanbanBoardView, itemId: string, targetColumnId: string, index: number): KanbanBoardView {
  const item = view.items.find((candidate) => candidate.id === itemId);
  const column = view.board.columns.find((candidate) => candidate.id === targetColumnId);
  if (!item || !column) return view;
  const target = columnItems(view.items, targetColumnId).filter((candidate) => candidate.id !== itemId);
  const clamped = Math.max(0, Math.min(index, target.length));
  const moved: KanbanItem = { ...item, columnId: targetColumnId, status: column.category, position: positionAt(target, clamped) };
  return withCounts(
    view,
    view.items.map((candidate) => (candidate.id === itemId ? moved : candidate)),
  );
}

/** Put the server's copy of an item in place (added when new; dropped when it left the board). */
export function upsertItem(view: KanbanBoardView, item: KanbanItem): KanbanBoardView {
  const onBoard = item.boardId === view.board.id && item.columnId !== null && !item.archivedAt;
  const rest = view.items.filter((candidate) => candidate.id !== item.id);
  return withCounts(view, onBoard ? [...rest, item] : rest);
}

export function removeItem(view: KanbanBoardView, itemId: string): KanbanBoardView {
  return withCounts(
    view,
    view.items.filter((item) => item.id !== itemId),
  );
}

/** A `board:item` event from the room (another viewer's change, or the echo of our own). */
export function applyItemEvent(view: KanbanBoardView, event: KanbanItemEvent): KanbanBoardView {
  if (event.boardId !== view.board.id) return view;
  if (event.action === 'deleted' || !event.item) return removeItem(view, event.itemId);
  return upsertItem(view, event.item);
}

/** A `board:changed` event: the board or its columns changed. */
export function applyBoardEvent(view: KanbanBoardView, event: KanbanBoardEvent): KanbanBoardView {
  if (event.boardId !== view.board.id || !event.board) return view;
  const columnIds = new Set(event.board.columns.map((column) => column.id));
  return withCounts(
    { ...view, board: event.board },
    view.items.filter((item) => item.columnId !== null && columnIds.has(item.columnId)),
  );
}

/** Columns in a new left-to-right order. */
export function reorderColumns(view: KanbanBoardView, columnIds: readonly string[]): KanbanBoardView {
  const place = new Map(columnIds.map((id, index) => [id, index]));
  return { ...view, board: { ...view.board, columns: view.board.columns.map((column) => ({ ...column, position: place.get(column.id) ?? column.position })) } };
}

// ---------- WIP ----------

export type WipState = 'none' | 'under' | 'at' | 'over';

/** How full a column is against its WIP limit. */
export function wipState(column: Pick<KanbanColumn, 'wipLimit'>, count: number): WipState {
  if (column.wipLimit === null) return 'none';
  if (count > column.wipLimit) return 'over';
  if (count === column.wipLimit) return 'at';
  return 'under';
}

/** The colour of a WIP indicator: orange at the limit or past a soft one, red past a hard one. */
export function wipColor(column: Pick<KanbanColumn, 'wipLimit' | 'wipMode'>, count: number): 'gray' | 'orange' | 'red' {
  const state = wipState(column, count);
  if (state === 'over') return column.wipMode === 'hard' ? 'red' : 'orange';
  if (state === 'at') return 'orange';
  return 'gray';
}

/** A hard limit refuses one more item from another column (the server decides; the client says why at once). */
export function refusesAnother(column: Pick<KanbanColumn, 'wipLimit' | 'wipMode'>, count: number): boolean {
  return column.wipMode === 'hard' && column.wipLimit !== null && count >= column.wipLimit;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The text of a refused move or a soft-limit warning in the user's language. The server's WIP
 * sentences name the column and its numbers, so they are matched against the board's columns and
 * said again through the 'agile' namespace; any other text goes through translateError.
 */
export function wipText(message: string, columns: readonly KanbanColumn[], t: Translate, translateError: (message: string) => string): string {
  for (const column of columns) {
    if (column.wipLimit === null) continue;
    if (message === KanbanErrors.wipLimitReached(column.title, column.wipLimit)) return t('kanban.wip.reached', { column: column.title, limit: column.wipLimit });
    const exceeded = message.match(/ is over its WIP limit: (\d+) items for a limit of (\d+)$/);
    if (exceeded && message === KanbanErrors.wipLimitExceeded(column.title, column.wipLimit, Number(exceeded[1]))) {
      return t('kanban.wip.exceeded', { column: column.title, limit: column.wipLimit, count: Number(exceeded[1]) });
    }
  }
  return translateError(message);
}

// ---------- filters ----------

/** The board's filters; assignee 'none' means unassigned. */
export interface BoardFilters {
  search: string;
  assigneeId: string | null;
  label: string | null;
  type: KanbanItemType | null;
}

export const NO_FILTERS: BoardFilters = { search: '', assigneeId: null, label: null, type: null };
export const UNASSIGNED = 'none';

export function hasFilters(filters: BoardFilters): boolean {
  return Boolean(filters.search.trim() || filters.assigneeId || filters.label || filters.type);
}

export function matchesFilters(item: KanbanItem, filters: BoardFilters): boolean {
  const search = filters.search.trim().toLowerCase();
  if (search && !item.title.toLowerCase().includes(search) && !(item.description ?? '').toLowerCase().includes(search)) return false;
  if (filters.assigneeId === UNASSIGNED ? item.assigneeId !== null : filters.assigneeId && item.assigneeId !== filters.assigneeId) return false;
  if (filters.label && !item.labels.includes(filters.label)) return false;
  if (filters.type && item.type !== filters.type) return false;
  return true;
}

/** The labels and assignees used on the board, for the filter menus. */
export function filterOptions(items: readonly KanbanItem[]): { labels: string[]; assignees: { id: string; name: string }[] } {
  const labels = new Set<string>();
  const assignees = new Map<string, string>();
  for (const item of items) {
    for (const label of item.labels) labels.add(label);
    if (item.assigneeId) assignees.set(item.assigneeId, item.assigneeName ?? item.assigneeId);
  }
  return {
    labels: [...labels].sort((a, b) => a.localeCompare(b)),
    assignees: [...assignees].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Where a card dropped on `overId` lands in the full column (filters may hide some cards): at the
 * place of the card it was dropped on, or at the end when dropped on the column itself.
 */
export function dropIndex(view: KanbanBoardView, activeId: string, targetColumnId: string, overItemId: string | null): number {
  const target = columnItems(view.items, targetColumnId).filter((item) => item.id !== activeId);
  if (!overItemId) return target.length;
  const index = target.findIndex((item) => item.id === overItemId);
  if (index === -1) return target.length;
  const current = view.items.find((item) => item.id === activeId);
  // Moving down inside one column lands after the card it was dropped on.
  if (current?.columnId === targetColumnId) {
    const full = columnItems(view.items, targetColumnId);
    if (full.findIndex((item) => item.id === activeId) <= full.findIndex((item) => item.id === overItemId)) return index + 1;
  }
  return index;
}
