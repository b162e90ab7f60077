import { Type, type TSchema } from '@suite/sdk/schemas';

/**
 * Kanban boards, backlog, sprints, deliveries, team events and flow metrics (agile.md sections
 * 2-9): the values both halves use. Dates without a time (sprint days, due dates, delivery
 * targets) are 'YYYY-MM-DD' in UTC; instants are ISO strings.
 */

// ---------- processes, categories, constants ----------

export const KANBAN_PROCESS_TYPES = ['kanban', 'scrum'] as const;
export type KanbanProcessType = (typeof KANBAN_PROCESS_TYPES)[number];

/** The status category of a column (agile.md section 4: to do, active, complete). */
export const KANBAN_STATUS_CATEGORIES = ['todo', 'active', 'complete'] as const;
export type KanbanStatusCategory = (typeof KANBAN_STATUS_CATEGORIES)[number];

/** An item's status: the category of its column, or 'backlog' while it is not on the board. */
export const KANBAN_ITEM_STATUSES = ['backlog', 'todo', 'active', 'complete'] as const;
export type KanbanItemStatus = (typeof KANBAN_ITEM_STATUSES)[number];

/** soft: a move past the limit succeeds with a warning; hard: it is refused. */
export const KANBAN_WIP_MODES = ['soft', 'hard'] as const;
export type KanbanWipMode = (typeof KANBAN_WIP_MODES)[number];

export const KANBAN_ITEM_TYPES = ['story', 'task', 'bug', 'epic'] as const;
export type KanbanItemType = (typeof KANBAN_ITEM_TYPES)[number];

export const KANBAN_PRIORITIES = ['none', 'low', 'medium', 'high', 'urgent'] as const;
export type KanbanPriority = (typeof KANBAN_PRIORITIES)[number];

export const KANBAN_SPRINT_STATUSES = ['planned', 'active', 'completed'] as const;
export type KanbanSprintStatus = (typeof KANBAN_SPRINT_STATUSES)[number];

/** A delivery (release) is active by default (agile.md section 3). */
export const KANBAN_DELIVERY_STATUSES = ['planned', 'active', 'released', 'cancelled'] as const;
export type KanbanDeliveryStatus = (typeof KANBAN_DELIVERY_STATUSES)[number];

export const KANBAN_EVENT_TYPES = ['meeting', 'planning', 'review', 'retrospective', 'release', 'milestone', 'holiday', 'other'] as const;
export type KanbanEventType = (typeof KANBAN_EVENT_TYPES)[number];

/** agile.md section 9: the WIP limit field's placeholder, the board activity length, velocity's sprints. */
export const KANBAN_WIP_LIMIT_PLACEHOLDER = 5;
export const KANBAN_ACTIVITY_DEFAULT_LIMIT = 50;
export const KANBAN_VELOCITY_DEFAULT_SPRINTS = 6;
export const KANBAN_MAX_COLUMNS = 20;
export const KANBAN_MAX_STORY_POINTS = 1000;
/** Flow metrics look back this many days (cumulative flow) and weeks (throughput) by default. */
export const KANBAN_FLOW_DEFAULT_DAYS = 30;
export const KANBAN_FLOW_DEFAULT_WEEKS = 12;

/** A team event may not end before it starts (the API's rule and the form's check). */
export const eventEndsBeforeStart = (startAt: string | Date, endAt: string | Date) => new Date(endAt).getTime() < new Date(startAt).getTime();

/** The columns of a new board (the active ones with a soft WIP limit of 5). */
export const KANBAN_DEFAULT_COLUMNS: readonly { title: string; category: KanbanStatusCategory; wipLimit: number | null; wipMode: KanbanWipMode }[] = [
  { title: 'To do', category: 'todo', wipLimit: null, wipMode: 'soft' },
  { title: 'In progress', category: 'active', wipLimit: KANBAN_WIP_LIMIT_PLACEHOLDER, wipMode: 'soft' },
  { title: 'Review', category: 'active', wipLimit: KANBAN_WIP_LIMIT_PLACEHOLDER, wipMode: 'soft' },
  { title: 'Done', category: 'complete', wipLimit: null, wipMode: 'soft' },
];

export const KANBAN_ACTIVITY_TYPES = [
  'board_created',
  'board_updated',
  'column_added',
  'column_updated',
  'column_removed',
  'columns_reordered',
  'item_created',
  'item_updated',
  'item_moved',
  'item_deleted',
  'item_archived',
  'item_restored',
  'item_added_to_sprint',
  'item_removed_from_sprint',
  'sprint_created',
  'sprint_started',
  'sprint_completed',
  'delivery_created',
  'delivery_updated',
] as const;
export type KanbanActivityType = (typeof KANBAN_ACTIVITY_TYPES)[number];

// ---------- schema pieces ----------

export const uuid = () => Type.String({ format: 'uuid' });
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals whose static type is the union of the values. */
export const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
export const dateField = () => Type.String({ format: 'date' });
