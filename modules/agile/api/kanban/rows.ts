import { directoryFor, type CapabilityRegistry, type PluginContext, type TenantScope } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';
import type {
  KanbanActivity,
  KanbanActivityType,
  KanbanBoard,
  KanbanColumn,
  KanbanDelivery,
  KanbanDeliveryStatus,
  KanbanEvent,
  KanbanEventType,
  KanbanItem,
  KanbanItemStatus,
  KanbanItemType,
  KanbanPriority,
  KanbanProcessType,
  KanbanSprint,
  KanbanSprintSnapshot,
  KanbanSprintStatus,
  KanbanStatusCategory,
  KanbanStatusChange,
  KanbanWipMode,
} from '../../shared/kanban.js';

export type Db = PluginContext['db'];

export const KT = {
  boards: `${AGILE_SCHEMA}.kanban_boards`,
  columns: `${AGILE_SCHEMA}.kanban_columns`,
  items: `${AGILE_SCHEMA}.kanban_items`,
  history: `${AGILE_SCHEMA}.kanban_item_history`,
  activity: `${AGILE_SCHEMA}.kanban_activity`,
  sprints: `${AGILE_SCHEMA}.kanban_sprints`,
  deliveries: `${AGILE_SCHEMA}.kanban_deliveries`,
  events: `${AGILE_SCHEMA}.kanban_events`,
} as const;

type Timestamp = Date | string;

export interface BoardRow {
  id: string;
  account_id: string;
  team_id: string;
  title: string;
  description: string | null;
  process_type: KanbanProcessType;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ColumnRow {
  id: string;
  board_id: string;
  title: string;
  category: KanbanStatusCategory;
  position: number;
  wip_limit: number | null;
  wip_mode: KanbanWipMode;
}

export interface ItemRow {
  id: string;
  account_id: string;
  board_id: string;
  column_id: string | null;
  status: KanbanItemStatus;
  position: number;
  title: string;
  description: string | null;
  type: KanbanItemType;
  priority: KanbanPriority;
  story_points: number | string | null;
  assignee_id: string | null;
  labels: string[] | string;
  parent_id: string | null;
  sprint_id: string | null;
  delivery_id: string | null;
  /** Selected as text (due_date::text): 'YYYY-MM-DD'. */
  due_day?: string | null;
  work_started_at: Timestamp | null;
  work_completed_at: Timestamp | null;
  cycle_time_hours: number | string | null;
  source: string | null;
  archived_at: Timestamp | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** An item as the views read it: with its assignee's name (from the directory, withNames). */
export interface ItemViewRow extends ItemRow {
  assignee_first_name?: string | null;
  assignee_last_name?: string | null;
  assignee_email?: string | null;
}

export interface HistoryRow {
  id: number | string;
  item_id: string;
  from_column_id: string | null;
  to_column_id: string | null;
  from_status: KanbanItemStatus | null;
  to_status: KanbanItemStatus;
  changed_at: Timestamp;
  changed_by: string | null;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export interface ActivityRow {
  id: number | string;
  board_id: string;
  item_id: string | null;
  type: KanbanActivityType;
  actor_id: string | null;
  data: Record<string, unknown> | string;
  created_at: Timestamp;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

export interface SprintRow {
  id: string;
  team_id: string;
  board_id: string | null;
  name: string;
  goal: string | null;
  status: KanbanSprintStatus;
  /** Selected as text. */
  start_day: string;
  end_day: string;
  capacity_points: number | string | null;
  committed_points: number | string | null;
  completed_points: number | string | null;
  snapshot: KanbanSprintSnapshot | string | null;
  rolled_over_to: string | null;
  started_at: Timestamp | null;
  completed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Live sums of a sprint's items. */
export interface SprintTotals {
  total_points: number;
  completed_points: number;
  item_count: number;
  completed_count: number;
}

export interface DeliveryRow {
  id: string;
  board_id: string;
  name: string;
  description: string | null;
  status: KanbanDeliveryStatus;
  target_day: string | null;
  released_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  item_count?: number | string;
  completed_count?: number | string;
  total_points?: number | string;
  completed_points?: number | string;
}

export interface EventRow {
  id: string;
  team_id: string;
  board_id: string | null;
  title: string;
  description: string | null;
  type: KanbanEventType;
  start_at: Timestamp;
  end_at: Timestamp;
  all_day: boolean;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export const iso = (value: Timestamp | null | undefined): string | null => (value == null ? null : value instanceof Date ? value.toISOString() : new Date(value).toISOString());
/** numeric columns arrive as strings on PGlite and numbers on PostgreSQL. */
export const num = (value: number | string | null | undefined): number | null => (value == null ? null : Number(value));
export const round2 = (value: number): number => Math.round(value * 100) / 100;
export const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function personName(user: { first_name?: string | null; last_name?: string | null; email?: string | null }): string | null {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email || null;
}

/** Postgres text[] arrives as an array (or, from some drivers, as '{a,b}'). */
function labelsOf(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  if (!value || value === '{}') return [];
  return value
    .slice(1, -1)
    .split(',')
    .map((label) => label.replace(/^"(.*)"$/, '$1'));
}

/** Every item column, with the due date as text (dates never go through a time zone). */
export function itemColumns(knex: Db, alias = 'i') {
  return [`${alias}.*`, knex.raw(`to_char(${alias}.due_date, 'YYYY-MM-DD') as due_day`)];
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
].map((column) => `i.${column}`);

/** Items for views (assignees' names are added by withNames, child counts by one grouped query). */
export function itemViewQuery(scope: TenantScope) {
  return scope.table<ItemViewRow>(`${KT.items} as i`).select(...VIEW_COLUMNS, scope.knex.raw("to_char(i.due_date, 'YYYY-MM-DD') as due_day"));
}

/**
 * Fills in `<prefix>first_name`, `<prefix>last_name` and `<prefix>email` of each row for the user
 * its `key` names, from the directory (one lookup for all the rows).
 */
export async function withNames<R extends object>(capabilities: CapabilityRegistry, scope: TenantScope, rows: R[], key: keyof R, prefix = ''): Promise<R[]> {
  const ids = rows.map((row) => row[key] as string | null | undefined);
  if (!ids.some(Boolean)) return rows;
  const people = await (await directoryFor(capabilities, scope.accountId)).people(scope.accountId, ids, { trx: scope.knex });
  for (const [index, row] of rows.entries()) {
    const person = ids[index] ? people.get(ids[index]) : undefined;
    Object.assign(row, { [`${prefix}first_name`]: person?.firstName ?? null, [`${prefix}last_name`]: person?.lastName ?? null, [`${prefix}email`]: person?.email ?? null });
  }
  return rows;
}

export function itemView(row: ItemViewRow, childCount = 0): KanbanItem {
  return {
    id: row.id,
    boardId: row.board_id,
    columnId: row.column_id,
    status: row.status,
    position: Number(row.position),
    title: row.title,
    description: row.description,
    type: row.type,
    priority: row.priority,
    storyPoints: num(row.story_points),
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_id ? personName({ first_name: row.assignee_first_name, last_name: row.assignee_last_name, email: row.assignee_email }) : null,
    labels: labelsOf(row.labels),
    parentId: row.parent_id,
    childCount,
    sprintId: row.sprint_id,
    deliveryId: row.delivery_id,
    dueDate: row.due_day ?? null,
    workStartedAt: iso(row.work_started_at),
    workCompletedAt: iso(row.work_completed_at),
    cycleTime: num(row.cycle_time_hours),
    source: row.source,
    archivedAt: iso(row.archived_at),
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export function columnView(row: ColumnRow, itemCount: number): KanbanColumn {
  return {
    id: row.id,
    boardId: row.board_id,
    title: row.title,
    category: row.category,
    position: row.position,
    wipLimit: row.wip_limit,
    wipMode: row.wip_mode,
    itemCount,
    overLimit: row.wip_limit != null && itemCount > row.wip_limit,
  };
}

export function boardView(row: BoardRow, columns: KanbanColumn[], extra: { teamName: string | null; backlogCount: number }): KanbanBoard {
  return {
    id: row.id,
    accountId: row.account_id,
    teamId: row.team_id,
    teamName: extra.teamName,
    title: row.title,
    description: row.description,
    processType: row.process_type,
    columns,
    itemCount: columns.reduce((sum, column) => sum + column.itemCount, 0),
    backlogCount: extra.backlogCount,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export function historyView(row: HistoryRow): KanbanStatusChange {
  return {
    id: String(row.id),
    itemId: row.item_id,
    fromColumnId: row.from_column_id,
    toColumnId: row.to_column_id,
    fromStatus: row.from_status,
    toStatus: row.to_status,
    changedAt: iso(row.changed_at)!,
    changedBy: row.changed_by,
    changedByName: row.changed_by ? personName(row) : null,
  };
}

export function activityView(row: ActivityRow): KanbanActivity {
  return {
    id: String(row.id),
    boardId: row.board_id,
    itemId: row.item_id,
    type: row.type,
    actorId: row.actor_id,
    actorName: row.actor_id ? personName(row) : null,
    data: json(row.data),
    createdAt: iso(row.created_at)!,
  };
}

/** Sprint columns with the days as text. */
export function sprintColumns(knex: Db, alias = 's') {
  return [`${alias}.*`, knex.raw(`to_char(${alias}.start_date, 'YYYY-MM-DD') as start_day`), knex.raw(`to_char(${alias}.end_date, 'YYYY-MM-DD') as end_day`)];
}

export function sprintView(row: SprintRow, totals: SprintTotals): KanbanSprint {
  const committed = row.status === 'planned' ? totals.total_points : (num(row.committed_points) ?? totals.total_points);
  const completed = row.status === 'completed' ? (num(row.completed_points) ?? 0) : totals.completed_points;
  return {
    id: row.id,
    teamId: row.team_id,
    boardId: row.board_id,
    name: row.name,
    goal: row.goal,
    status: row.status,
    startDate: row.start_day,
    endDate: row.end_day,
    capacityPoints: num(row.capacity_points),
    committedPoints: round2(committed),
    completedPoints: round2(completed),
    totalPoints: round2(totals.total_points),
    itemCount: totals.item_count,
    completedItemCount: totals.completed_count,
    startedAt: iso(row.started_at),
    completedAt: iso(row.completed_at),
    rolledOverTo: row.rolled_over_to,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export function deliveryColumns(knex: Db, alias = 'd') {
  return [`${alias}.*`, knex.raw(`to_char(${alias}.target_date, 'YYYY-MM-DD') as target_day`)];
}

export function deliveryView(row: DeliveryRow): KanbanDelivery {
  return {
    id: row.id,
    boardId: row.board_id,
    name: row.name,
    description: row.description,
    status: row.status,
    targetDate: row.target_day,
    releasedAt: iso(row.released_at),
    itemCount: Number(row.item_count ?? 0),
    completedItemCount: Number(row.completed_count ?? 0),
    totalPoints: round2(Number(row.total_points ?? 0)),
    completedPoints: round2(Number(row.completed_points ?? 0)),
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}

export function eventView(row: EventRow): KanbanEvent {
  return {
    id: row.id,
    teamId: row.team_id,
    boardId: row.board_id,
    title: row.title,
    description: row.description,
    type: row.type,
    startAt: iso(row.start_at)!,
    endAt: iso(row.end_at)!,
    allDay: row.all_day,
    createdBy: row.created_by,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
