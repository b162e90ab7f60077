import { ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import {
  KANBAN_ACTIVITY_DEFAULT_LIMIT,
  KANBAN_ITEM_STATUSES,
  KANBAN_ITEM_TYPES,
  KANBAN_PRIORITIES,
  KANBAN_SORT_FIELDS,
  type KanbanActivity,
  type KanbanBacklog,
  type KanbanItemFilters,
  type KanbanItemList,
  type KanbanItemSort,
} from '../../shared/kanban.js';
import type { KanbanCore } from './core.js';
import { KT, KanbanActivityModel, KanbanItemModel } from './models.js';
import { I, findBoard, findItem, isUuid, namesOf, sprintViews, type ItemQuery } from './queries.js';
import { activityView } from './views.js';

const ITEM_ACTIVITY_LIMIT = 200;
const PRIORITY_RANK = KANBAN_PRIORITIES.map((p, i) => `when '${p}' then ${i}`).join(' ');

// ---------- the items list's JSON filters and sort ----------

const FILTER_CHECKS: Record<keyof KanbanItemFilters, (value: unknown) => boolean> = {
  columnId: isUuid,
  status: (v) => Array.isArray(v) && v.every((s) => (KANBAN_ITEM_STATUSES as readonly unknown[]).includes(s)),
  assigneeId: (v) => v === null || isUuid(v),
  labels: (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  type: (v) => Array.isArray(v) && v.every((s) => (KANBAN_ITEM_TYPES as readonly unknown[]).includes(s)),
  priority: (v) => Array.isArray(v) && v.every((s) => (KANBAN_PRIORITIES as readonly unknown[]).includes(s)),
  sprintId: (v) => v === null || isUuid(v),
  parentId: (v) => v === null || isUuid(v),
  deliveryId: (v) => v === null || isUuid(v),
  search: (v) => typeof v === 'string' && v.length <= 200,
  includeBacklog: (v) => typeof v === 'boolean',
  includeArchived: (v) => typeof v === 'boolean',
};

function parseJson(raw: string, message: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ValidationError(message);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ValidationError(message);
  return value as Record<string, unknown>;
}

export function parseItemFilters(raw: string | undefined): KanbanItemFilters {
  if (!raw) return {};
  const value = parseJson(raw, KanbanErrors.INVALID_FILTERS);
  for (const [key, field] of Object.entries(value)) {
    const check = FILTER_CHECKS[key as keyof KanbanItemFilters];
    if (!check || (field !== undefined && !check(field))) throw new ValidationError(KanbanErrors.INVALID_FILTERS, { field: key });
  }
  return value as KanbanItemFilters;
}

export function parseItemSort(raw: string | undefined): KanbanItemSort | null {
  if (!raw) return null;
  const value = parseJson(raw, KanbanErrors.INVALID_SORT);
  const keys = Object.keys(value);
  if (!(KANBAN_SORT_FIELDS as readonly unknown[]).includes(value.field) || keys.some((k) => k !== 'field' && k !== 'direction')) throw new ValidationError(KanbanErrors.INVALID_SORT);
  if (value.direction !== undefined && value.direction !== 'asc' && value.direction !== 'desc') throw new ValidationError(KanbanErrors.INVALID_SORT);
  return value as KanbanItemSort;
}

/** Reading items in lists (agile.md sections 5-6): the filtered and sorted list, the backlog, the activity feeds. */
export function createKanbanItemLists(core: KanbanCore) {
  const { deps } = core;

  async function activityQuery(scope: TenantScope, where: { item_id: string } | { board_id: string }, limit: number): Promise<KanbanActivity[]> {
    const entries = await tenantQuery(scope, KanbanActivityModel)
      .where(where)
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .limit(limit);
    const names = await namesOf(
      deps.capabilities,
      scope,
      entries.map((entry) => entry.actorId),
    );
    return entries.map((entry) => activityView(entry, names));
  }

  async function itemActivity(scope: TenantScope, itemId: string): Promise<KanbanActivity[]> {
    const item = await findItem(scope, itemId);
    return activityQuery(scope, { item_id: item.id }, ITEM_ACTIVITY_LIMIT);
  }

  async function boardActivity(scope: TenantScope, boardId: string, limit = KANBAN_ACTIVITY_DEFAULT_LIMIT): Promise<KanbanActivity[]> {
    const board = await findBoard(scope, boardId);
    return activityQuery(scope, { board_id: board.id }, limit);
  }

  /** GET /kanban/boards/{id}/items: the board's items (backlog included) through JSON filters and a sort. */
  async function listItems(scope: TenantScope, boardId: string, query: { filters?: string; sort?: string; limit: number; offset: number }): Promise<KanbanItemList> {
    const board = await findBoard(scope, boardId);
    const filters = parseItemFilters(query.filters);
    const sort = parseItemSort(query.sort);
    const apply = (w: ItemQuery): ItemQuery => {
      w.where(I('board_id'), board.id);
      if (!filters.includeArchived) w.whereNull(I('archived_at'));
      if (filters.includeBacklog === false) w.whereNotNull(I('column_id'));
      if (filters.columnId) w.where(I('column_id'), filters.columnId);
      if (filters.status?.length) w.whereIn(I('status'), filters.status);
      if (filters.assigneeId !== undefined) {
        if (filters.assigneeId === null) w.whereNull(I('assignee_id'));
        else w.where(I('assignee_id'), filters.assigneeId);
      }
      if (filters.labels?.length) w.whereRaw(`${I('labels')} && array[${filters.labels.map(() => '?').join(', ')}]::text[]`, filters.labels);
      if (filters.type?.length) w.whereIn(I('type'), filters.type);
      if (filters.priority?.length) w.whereIn(I('priority'), filters.priority);
      for (const [key, column] of [
        ['sprintId', I('sprint_id')],
        ['parentId', I('parent_id')],
        ['deliveryId', I('delivery_id')],
      ] as const) {
        const value = filters[key];
        if (value === null) w.whereNull(column);
        else if (value !== undefined) w.where(column, value);
      }
      if (filters.search?.trim()) {
        const pattern = `%${filters.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        w.where((inner) => inner.whereILike(I('title'), pattern).orWhereILike(I('description'), pattern));
      }
      return w;
    };
    const total = await apply(tenantQuery(scope, KanbanItemModel)).resultSize();
    const items = await core.itemViews(scope, (q) => {
      apply(q);
      const direction = sort?.direction ?? 'asc';
      switch (sort?.field ?? 'position') {
        case 'position':
          q.leftJoin(`${KT.columns} as c`, 'c.id', I('column_id')).orderByRaw(`c.position ${direction === 'asc' ? 'asc nulls first' : 'desc nulls last'}, ${I('position')} ${direction}`);
          break;
        case 'createdAt':
          q.orderBy(I('created_at'), direction);
          break;
        case 'updatedAt':
          q.orderBy(I('updated_at'), direction);
          break;
        case 'title':
          q.orderByRaw(`lower(${I('title')}) ${direction}`);
          break;
        case 'storyPoints':
          q.orderByRaw(`${I('story_points')} ${direction} nulls last`);
          break;
        case 'priority':
          q.orderByRaw(`case ${I('priority')} ${PRIORITY_RANK} end ${direction}`);
          break;
        case 'dueDate':
          q.orderByRaw(`${I('due_date')} ${direction} nulls last`);
          break;
      }
      return q.orderBy(I('id')).limit(query.limit).offset(query.offset);
    });
    return { items, total };
  }

  async function backlog(scope: TenantScope, boardId: string): Promise<KanbanBacklog> {
    const board = await findBoard(scope, boardId);
    const [items, sprints] = await Promise.all([
      core.itemViews(scope, (query) => query.where(I('board_id'), board.id).whereNull(I('column_id')).whereNull(I('archived_at')).orderBy(I('position'))),
      sprintViews(scope, (query) => query.where('team_id', board.teamId).whereIn('status', ['planned', 'active']).orderBy([{ column: 'start_date' }, { column: 'created_at' }])),
    ]);
    return { boardId: board.id, items, sprints };
  }

  return { itemActivity, boardActivity, listItems, backlog };
}
