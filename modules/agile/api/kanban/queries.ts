import { NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanActivityType, KanbanItem, KanbanItemStatus, KanbanSprint } from '../../shared/kanban.js';
import {
  KT,
  deliveryColumns,
  itemView,
  itemViewQuery,
  itemColumns,
  num,
  round2,
  sprintColumns,
  sprintView,
  withNames,
  type BoardRow,
  type ColumnRow,
  type DeliveryRow,
  type ItemRow,
  type ItemViewRow,
  type SprintRow,
  type SprintTotals,
} from './rows.js';
import { directoryFor, type CapabilityRegistry } from '@suite/sdk';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const HOUR_MS = 60 * 60 * 1000;

// ---------- finding one row (another account's row is not found: the scope filters it out) ----------

export async function findBoard(scope: TenantScope, boardId: string): Promise<BoardRow> {
  const row = isUuid(boardId) ? ((await scope.table<BoardRow>(KT.boards).where('id', boardId).first()) as BoardRow | undefined) : undefined;
  if (!row) throw new NotFoundError(KanbanErrors.BOARD_NOT_FOUND);
  return row;
}

export async function findColumn(scope: TenantScope, columnId: string): Promise<ColumnRow> {
  const row = isUuid(columnId) ? ((await scope.table<ColumnRow>(KT.columns).where('id', columnId).first()) as ColumnRow | undefined) : undefined;
  if (!row) throw new NotFoundError(KanbanErrors.COLUMN_NOT_FOUND);
  return row;
}

export async function findItem(scope: TenantScope, itemId: string, options: { forUpdate?: boolean } = {}): Promise<ItemRow> {
  if (!isUuid(itemId)) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
  const query = scope.table<ItemRow>(KT.items).where('id', itemId).select(...itemColumns(scope.knex, KT.items));
  const row = (await (options.forUpdate ? query.forUpdate() : query).first()) as ItemRow | undefined;
  if (!row) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
  return row;
}

export async function findSprint(scope: TenantScope, sprintId: string): Promise<SprintRow> {
  const row = isUuid(sprintId) ? ((await scope.table<SprintRow>(`${KT.sprints} as s`).where('s.id', sprintId).first(...sprintColumns(scope.knex))) as SprintRow | undefined) : undefined;
  if (!row) throw new NotFoundError(KanbanErrors.SPRINT_NOT_FOUND);
  return row;
}

export async function findDelivery(scope: TenantScope, deliveryId: string): Promise<DeliveryRow> {
  const row = isUuid(deliveryId) ? ((await scope.table<DeliveryRow>(`${KT.deliveries} as d`).where('d.id', deliveryId).first(...deliveryColumns(scope.knex))) as DeliveryRow | undefined) : undefined;
  if (!row) throw new NotFoundError(KanbanErrors.DELIVERY_NOT_FOUND);
  return row;
}

export async function boardColumns(scope: TenantScope, boardId: string): Promise<ColumnRow[]> {
  return (await scope.table<ColumnRow>(KT.columns).where('board_id', boardId).orderBy('position')) as ColumnRow[];
}

// ---------- views ----------

type ItemQuery = ReturnType<typeof itemViewQuery>;

export async function itemViews(capabilities: CapabilityRegistry, scope: TenantScope, filter: (query: ItemQuery) => ItemQuery): Promise<KanbanItem[]> {
  const rows = await withNames(capabilities, scope, (await filter(itemViewQuery(scope))) as ItemViewRow[], 'assignee_id', 'assignee_');
  if (!rows.length) return [];
  // Children live on their parent's board: one grouped read over those boards counts them all.
  const counts = (await scope
    .table(KT.items)
    .whereIn('board_id', [...new Set(rows.map((row) => row.board_id))])
    .whereNotNull('parent_id')
    .whereNull('archived_at')
    .groupBy('parent_id')
    .select('parent_id', scope.knex.raw('count(*)::int as n'))) as unknown as { parent_id: string; n: number }[];
  const childCount = new Map(counts.map((row) => [row.parent_id, Number(row.n)]));
  return rows.map((row) => itemView(row, childCount.get(row.id) ?? 0));
}

export async function itemViewById(capabilities: CapabilityRegistry, scope: TenantScope, itemId: string): Promise<KanbanItem> {
  const [item] = await itemViews(capabilities, scope, (query) => query.where('i.id', itemId));
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
    totals.set(row.sprint_id, { total_points: num(row.total_points) ?? 0, completed_points: num(row.completed_points) ?? 0, item_count: Number(row.item_count), completed_count: Number(row.completed_count) });
  }
  return totals;
}

const NO_TOTALS: SprintTotals = { total_points: 0, completed_points: 0, item_count: 0, completed_count: 0 };

export async function sprintViews(scope: TenantScope, filter: (query: ReturnType<TenantScope['table']>) => ReturnType<TenantScope['table']>): Promise<KanbanSprint[]> {
  const query = scope.table(`${KT.sprints} as s`).select(...sprintColumns(scope.knex)) as unknown as ReturnType<TenantScope['table']>;
  const rows = (await filter(query)) as unknown as SprintRow[];
  const totals = await sprintTotals(
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => sprintView(row, totals.get(row.id) ?? NO_TOTALS));
}

export async function activeSprintOf(scope: TenantScope, teamId: string): Promise<KanbanSprint | null> {
  const [sprint] = await sprintViews(scope, (query) => query.where({ 's.team_id': teamId, 's.status': 'active' }));
  return sprint ?? null;
}

// ---------- writing the record ----------

export async function recordActivity(
  scope: TenantScope,
  entry: { boardId: string; itemId?: string | null; type: KanbanActivityType; actorId: string | null; data?: Record<string, unknown>; at: Date },
): Promise<void> {
  await scope.insert(KT.activity, { board_id: entry.boardId, item_id: entry.itemId ?? null, type: entry.type, actor_id: entry.actorId, data: JSON.stringify(entry.data ?? {}), created_at: entry.at });
}

export async function recordStatusChange(
  scope: TenantScope,
  change: { boardId: string; itemId: string; fromColumnId: string | null; toColumnId: string | null; fromStatus: KanbanItemStatus | null; toStatus: KanbanItemStatus; by: string | null; at: Date },
): Promise<void> {
  await scope.insert(KT.history, {
    board_id: change.boardId,
    item_id: change.itemId,
    from_column_id: change.fromColumnId,
    to_column_id: change.toColumnId,
    from_status: change.fromStatus,
    to_status: change.toStatus,
    changed_by: change.by,
    changed_at: change.at,
  });
}

/**
 * The work times of an item entering `to` (agile.md section 4): an active status sets the start
 * if unset; complete sets the completion and the cycle time in hours (an item that skipped the
 * active columns started when it completed); leaving complete clears the completion.
 */
export function workTimesFor(item: Pick<ItemRow, 'status' | 'work_started_at' | 'work_completed_at'>, to: KanbanItemStatus, at: Date): Partial<ItemRow> {
  const patch: Partial<ItemRow> = { status: to };
  let started = item.work_started_at ? new Date(item.work_started_at) : null;
  if (to === 'active' && !started) {
    started = at;
    patch.work_started_at = at;
  }
  if (to === 'complete' && item.status !== 'complete') {
    if (!started) {
      started = at;
      patch.work_started_at = at;
    }
    patch.work_completed_at = at;
    patch.cycle_time_hours = round2((at.getTime() - started.getTime()) / HOUR_MS);
  }
  if (to !== 'complete' && item.status === 'complete') {
    patch.work_completed_at = null;
    patch.cycle_time_hours = null;
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
