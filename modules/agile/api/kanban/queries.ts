import { NotFoundError, ValidationError, directoryFor, type CapabilityRegistry, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import type { QueryBuilder } from 'objection';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanActivityType, KanbanItem, KanbanItemStatus, KanbanSprint } from '../../shared/kanban.js';
import { KT, KanbanActivityModel, KanbanBoardModel, KanbanColumnModel, KanbanDeliveryModel, KanbanHistoryModel, KanbanItemModel, KanbanSprintModel, num, round2, withDays } from './models.js';
import { itemView, sprintView, type Names, type SprintTotals } from './views.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const HOUR_MS = 60 * 60 * 1000;

/** An item column, qualified (item queries may join the columns table, which shares names). */
export const I = (column: string) => `${KT.items}.${column}`;

// ---------- finding one row (another account's row is not found: the scope filters it out) ----------

export async function findBoard(scope: TenantScope, boardId: string): Promise<KanbanBoardModel> {
  const board = isUuid(boardId) ? await tenantQuery(scope, KanbanBoardModel).findById(boardId) : undefined;
  if (!board) throw new NotFoundError(KanbanErrors.BOARD_NOT_FOUND);
  return board;
}

export async function findColumn(scope: TenantScope, columnId: string): Promise<KanbanColumnModel> {
  const column = isUuid(columnId) ? await tenantQuery(scope, KanbanColumnModel).findById(columnId) : undefined;
  if (!column) throw new NotFoundError(KanbanErrors.COLUMN_NOT_FOUND);
  return column;
}

/** Items with their due day as text. */
export const itemsQuery = (scope: TenantScope) => withDays(tenantQuery(scope, KanbanItemModel), KT.items, ['due_date']);

export async function findItem(scope: TenantScope, itemId: string, options: { forUpdate?: boolean } = {}): Promise<KanbanItemModel> {
  if (!isUuid(itemId)) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
  const query = itemsQuery(scope).findById(itemId);
  const item = await (options.forUpdate ? query.forUpdate() : query);
  if (!item) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
  return item;
}

export const sprintsQuery = (scope: TenantScope) => withDays(tenantQuery(scope, KanbanSprintModel), KT.sprints, ['start_date', 'end_date']);

export async function findSprint(scope: TenantScope, sprintId: string): Promise<KanbanSprintModel> {
  const sprint = isUuid(sprintId) ? await sprintsQuery(scope).findById(sprintId) : undefined;
  if (!sprint) throw new NotFoundError(KanbanErrors.SPRINT_NOT_FOUND);
  return sprint;
}

export async function findDelivery(scope: TenantScope, deliveryId: string): Promise<KanbanDeliveryModel> {
  const delivery = isUuid(deliveryId) ? await withDays(tenantQuery(scope, KanbanDeliveryModel), KT.deliveries, ['target_date']).findById(deliveryId) : undefined;
  if (!delivery) throw new NotFoundError(KanbanErrors.DELIVERY_NOT_FOUND);
  return delivery;
}

export async function boardColumns(scope: TenantScope, boardId: string): Promise<KanbanColumnModel[]> {
  return tenantQuery(scope, KanbanColumnModel).where('board_id', boardId).orderBy('position');
}

// ---------- views ----------

/** Display names of these users (one DIRECTORY read for all of them). */
export async function namesOf(capabilities: CapabilityRegistry, scope: TenantScope, userIds: (string | null | undefined)[]): Promise<Names> {
  if (!userIds.some(Boolean)) return new Map();
  const people = await (await directoryFor(capabilities, scope.accountId)).people(scope.accountId, userIds, { trx: scope.knex });
  return new Map([...people].map(([id, person]) => [id, person.name]));
}

/** What a view shows of an item: boards read thousands, so no column more than it needs. */
const VIEW_COLUMNS = [
  'id',
  'board_id',
  'column_id',
  'status',
  'position',
  'title',
  'description',
  'type',
  'priority',
  'story_points',
  'assignee_id',
  'labels',
  'parent_id',
  'sprint_id',
  'delivery_id',
  'work_started_at',
  'work_completed_at',
  'cycle_time_hours',
  'source',
  'archived_at',
  'created_by',
  'created_at',
  'updated_at',
].map(I);

export type ItemQuery = QueryBuilder<KanbanItemModel, KanbanItemModel[]>;

/** Items for views: one read, the assignees' names from DIRECTORY, the child counts by one grouped query. */
export async function itemViews(capabilities: CapabilityRegistry, scope: TenantScope, filter: (query: ItemQuery) => ItemQuery): Promise<KanbanItem[]> {
  const items = await filter(tenantQuery(scope, KanbanItemModel).select(...VIEW_COLUMNS, scope.knex.raw(`to_char(${I('due_date')}, 'YYYY-MM-DD') as due_day`)));
  if (!items.length) return [];
  // Children live on their parent's board: one grouped read over those boards counts them all.
  const [names, counts] = await Promise.all([
    namesOf(
      capabilities,
      scope,
      items.map((item) => item.assigneeId),
    ),
    scope
      .table(KT.items)
      .whereIn('board_id', [...new Set(items.map((item) => item.boardId))])
      .whereNotNull('parent_id')
      .whereNull('archived_at')
      .groupBy('parent_id')
      .select('parent_id', scope.knex.raw('count(*)::int as n')) as unknown as Promise<{ parent_id: string; n: number }[]>,
  ]);
  const childCount = new Map(counts.map((row) => [row.parent_id, Number(row.n)]));
  return items.map((item) => itemView(item, childCount.get(item.id) ?? 0, names));
}

export async function itemViewById(capabilities: CapabilityRegistry, scope: TenantScope, itemId: string): Promise<KanbanItem> {
  const [item] = await itemViews(capabilities, scope, (query) => query.where(I('id'), itemId));
  if (!item) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
  return item;
}

/** Live sums of the items of these sprints (archived items still count: they were done in the sprint). */
export async function sprintTotals(scope: TenantScope, sprintIds: string[]): Promise<Map<string, SprintTotals>> {
  const totals = new Map<string, SprintTotals>();
  if (!sprintIds.length) return totals;
  const rows = (await scope
    .table(KT.items)
    .whereIn('sprint_id', sprintIds)
    .groupBy('sprint_id')
    .select(
      'sprint_id',
      scope.knex.raw('coalesce(sum(story_points), 0) as total_points'),
      scope.knex.raw("coalesce(sum(story_points) filter (where status = 'complete'), 0) as completed_points"),
      scope.knex.raw('count(*)::int as item_count'),
      scope.knex.raw("(count(*) filter (where status = 'complete'))::int as completed_count"),
    )) as { sprint_id: string; total_points: number | string; completed_points: number | string; item_count: number; completed_count: number }[];
  for (const row of rows) {
    totals.set(row.sprint_id, { totalPoints: num(row.total_points) ?? 0, completedPoints: num(row.completed_points) ?? 0, itemCount: Number(row.item_count), completedCount: Number(row.completed_count) });
  }
  return totals;
}

const NO_TOTALS: SprintTotals = { totalPoints: 0, completedPoints: 0, itemCount: 0, completedCount: 0 };

export type SprintQuery = QueryBuilder<KanbanSprintModel, KanbanSprintModel[]>;

export async function sprintViews(scope: TenantScope, filter: (query: SprintQuery) => SprintQuery): Promise<KanbanSprint[]> {
  const sprints = await filter(sprintsQuery(scope));
  const totals = await sprintTotals(
    scope,
    sprints.map((sprint) => sprint.id),
  );
  return sprints.map((sprint) => sprintView(sprint, totals.get(sprint.id) ?? NO_TOTALS));
}

export async function activeSprintOf(scope: TenantScope, teamId: string): Promise<KanbanSprint | null> {
  const [sprint] = await sprintViews(scope, (query) => query.where({ team_id: teamId, status: 'active' }));
  return sprint ?? null;
}

// ---------- writing the record ----------

export async function recordActivity(
  scope: TenantScope,
  entry: { boardId: string; itemId?: string | null; type: KanbanActivityType; actorId: string | null; data?: Record<string, unknown>; at: Date },
): Promise<void> {
  await KanbanActivityModel.query(scope.knex).insert({
    accountId: scope.accountId,
    boardId: entry.boardId,
    itemId: entry.itemId ?? null,
    type: entry.type,
    actorId: entry.actorId,
    data: entry.data ?? {},
    createdAt: entry.at,
  });
}

export async function recordStatusChange(
  scope: TenantScope,
  change: { boardId: string; itemId: string; fromColumnId: string | null; toColumnId: string | null; fromStatus: KanbanItemStatus | null; toStatus: KanbanItemStatus; by: string | null; at: Date },
): Promise<void> {
  await KanbanHistoryModel.query(scope.knex).insert({
    accountId: scope.accountId,
    boardId: change.boardId,
    itemId: change.itemId,
    fromColumnId: change.fromColumnId,
    toColumnId: change.toColumnId,
    fromStatus: change.fromStatus,
    toStatus: change.toStatus,
    changedBy: change.by,
    changedAt: change.at,
  });
}

/** The work-time fields an item's status change writes. */
export type WorkTimes = Partial<Pick<KanbanItemModel, 'status' | 'workStartedAt' | 'workCompletedAt' | 'cycleTimeHours'>>;

/**
 * The work times of an item entering `to` (agile.md section 4): an active status sets the start
 * if unset; complete sets the completion and the cycle time in hours (an item that skipped the
 * active columns started when it completed); leaving complete clears the completion.
 */
export function workTimesFor(item: Pick<KanbanItemModel, 'status' | 'workStartedAt' | 'workCompletedAt'>, to: KanbanItemStatus, at: Date): WorkTimes {
  const patch: WorkTimes = { status: to };
  let started = item.workStartedAt ? new Date(item.workStartedAt) : null;
  if (to === 'active' && !started) {
    started = at;
    patch.workStartedAt = at;
  }
  if (to === 'complete' && item.status !== 'complete') {
    if (!started) {
      started = at;
      patch.workStartedAt = at;
    }
    patch.workCompletedAt = at;
    patch.cycleTimeHours = round2((at.getTime() - started.getTime()) / HOUR_MS);
  }
  if (to !== 'complete' && item.status === 'complete') {
    patch.workCompletedAt = null;
    patch.cycleTimeHours = null;
  }
  return patch;
}

export async function assertAssignee(capabilities: CapabilityRegistry, scope: TenantScope, userId: string | null | undefined): Promise<void> {
  if (!userId) return;
  const membership = await (await directoryFor(capabilities, scope.accountId)).membership(scope.accountId, userId, { trx: scope.knex });
  if (!membership?.active) throw new ValidationError(KanbanErrors.ASSIGNEE_NOT_MEMBER);
}

/** UTC calendar days ('YYYY-MM-DD'), computed by the sdk with date-fns. */
export { addDaysToDay as addDays, dayOf } from '@suite/sdk';
export const DAY_MS = 24 * HOUR_MS;
