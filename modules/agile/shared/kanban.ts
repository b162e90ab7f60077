import { KanbanErrors, type VelocitySprint } from '@suite/sdk';
import { Type, type Static, type TSchema } from '@suite/sdk/schemas';

/**
 * Kanban boards, backlog, sprints, deliveries, team events and flow metrics: the contract both
 * halves of the agile module use (agile.md sections 2-9). REST paths are under /api/kanban
 * (KanbanApi); socket events are listed in KanbanEvents. Dates without a time (sprint days, due
 * dates, delivery targets) are 'YYYY-MM-DD' in UTC; instants are ISO strings.
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

// ---------- response shapes ----------

export interface KanbanColumn {
  id: string;
  boardId: string;
  title: string;
  category: KanbanStatusCategory;
  /** 0, 1, 2 ... left to right. */
  position: number;
  wipLimit: number | null;
  wipMode: KanbanWipMode;
  /** Items in the column now (not archived). */
  itemCount: number;
  /** itemCount > wipLimit (a soft limit was passed). */
  overLimit: boolean;
}

export interface KanbanBoard {
  id: string;
  accountId: string;
  teamId: string;
  teamName: string | null;
  title: string;
  description: string | null;
  processType: KanbanProcessType;
  columns: KanbanColumn[];
  /** Items on the board's columns (not the backlog, not archived). */
  itemCount: number;
  backlogCount: number;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface KanbanItem {
  id: string;
  boardId: string;
  /** null while the item is in the backlog. */
  columnId: string | null;
  status: KanbanItemStatus;
  /**
   * Sort key inside its column (or the backlog): sort ascending. Gapped fractional values, so a
   * move rewrites only the moved item; never show it to users.
   */
  position: number;
  title: string;
  description: string | null;
  type: KanbanItemType;
  priority: KanbanPriority;
  storyPoints: number | null;
  assigneeId: string | null;
  assigneeName: string | null;
  labels: string[];
  parentId: string | null;
  childCount: number;
  sprintId: string | null;
  deliveryId: string | null;
  dueDate: string | null;
  /** Set when the item first enters an active column. */
  workStartedAt: string | null;
  /** Set when it enters a complete column (cleared when it leaves). */
  workCompletedAt: string | null;
  /** Hours from workStartedAt to workCompletedAt, 2 decimals (agile.md section 9). */
  cycleTime: number | null;
  /** Where it came from, e.g. 'retrospective:<sessionId>' (BACKLOG capability). */
  source: string | null;
  archivedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One status change of an item (also its creation: fromStatus null). */
export interface KanbanStatusChange {
  id: string;
  itemId: string;
  fromColumnId: string | null;
  toColumnId: string | null;
  fromStatus: KanbanItemStatus | null;
  toStatus: KanbanItemStatus;
  changedAt: string;
  changedBy: string | null;
  changedByName: string | null;
}

/** GET /kanban/items/{id}. */
export interface KanbanItemDetail extends KanbanItem {
  parent: { id: string; title: string; status: KanbanItemStatus } | null;
  children: KanbanItem[];
  /** Oldest first. */
  history: KanbanStatusChange[];
}

/** GET /kanban/boards/{id} and the `board:snapshot` socket event: the board with its items. */
export interface KanbanBoardView {
  board: KanbanBoard;
  /** Items on the columns, by column then position (the backlog is GET /kanban/backlog/{boardId}). */
  items: KanbanItem[];
  /** The team's active sprint, when any. */
  activeSprint: KanbanSprint | null;
  /** Epoch ms on the server when the view was made. */
  serverTime: number;
}

/** PATCH /kanban/items/{id}/move (and the `item:move` socket event). */
export interface KanbanMoveResult {
  item: KanbanItem;
  fromColumnId: string | null;
  /** A soft WIP limit passed: KanbanErrors.wipLimitExceeded (the move happened). */
  warning: string | null;
}

/** GET /kanban/boards/{id}/items and GET /kanban/archived. */
export interface KanbanItemList {
  items: KanbanItem[];
  total: number;
}

/** GET /kanban/backlog/{boardId}: the backlog in order (items of planned sprints carry sprintId). */
export interface KanbanBacklog {
  boardId: string;
  items: KanbanItem[];
  /** The team's planned and active sprints, to group or plan the backlog by. */
  sprints: KanbanSprint[];
}

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

/** Board activity (newest first, default 50) and item activity. `data` names what changed. */
export interface KanbanActivity {
  id: string;
  boardId: string;
  itemId: string | null;
  type: KanbanActivityType;
  actorId: string | null;
  actorName: string | null;
  data: Record<string, unknown>;
  createdAt: string;
}

export interface KanbanSprint {
  id: string;
  teamId: string;
  boardId: string | null;
  name: string;
  goal: string | null;
  status: KanbanSprintStatus;
  startDate: string;
  endDate: string;
  capacityPoints: number | null;
  /** Points in the sprint when it started (live sum while planned). */
  committedPoints: number;
  /** Points of its complete items (frozen when the sprint completes). */
  completedPoints: number;
  /** Points of the items in it now. */
  totalPoints: number;
  itemCount: number;
  completedItemCount: number;
  startedAt: string | null;
  completedAt: string | null;
  /** The sprint its unfinished items rolled over into. */
  rolledOverTo: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a completed sprint looked like when it completed. */
export interface KanbanSprintSnapshot {
  committedPoints: number;
  completedPoints: number;
  completedItems: number;
  unfinishedItems: number;
  rolledOverPoints: number;
  rolledOverTo: string | null;
  items: { id: string; title: string; storyPoints: number | null; status: KanbanItemStatus; completedAt: string | null }[];
  completedAt: string;
}

/** GET /kanban/sprints/{teamId}/active (or null) and GET /kanban/sprints/{id}/detail. */
export interface KanbanSprintDetail extends KanbanSprint {
  items: KanbanItem[];
  snapshot: KanbanSprintSnapshot | null;
}

/** POST /kanban/sprints/{id}/complete (or PATCH status completed). */
export interface KanbanSprintCompletion {
  sprint: KanbanSprintDetail;
  /** Where the unfinished items went (created when the team had no planned sprint). */
  nextSprint: KanbanSprint | null;
  rolledOverItemIds: string[];
}

export interface KanbanDelivery {
  id: string;
  boardId: string;
  name: string;
  description: string | null;
  status: KanbanDeliveryStatus;
  targetDate: string | null;
  releasedAt: string | null;
  itemCount: number;
  completedItemCount: number;
  totalPoints: number;
  completedPoints: number;
  createdAt: string;
  updatedAt: string;
}

export interface KanbanEvent {
  id: string;
  teamId: string;
  boardId: string | null;
  title: string;
  description: string | null;
  type: KanbanEventType;
  startAt: string;
  endAt: string;
  allDay: boolean;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Hours; null when nothing completed in the window. */
export interface KanbanPercentiles {
  count: number;
  average: number | null;
  p50: number | null;
  p85: number | null;
  p95: number | null;
}

/** GET /kanban/metrics/flow/{boardId}: from the status history (UTC days and ISO weeks starting Monday). */
export interface KanbanFlowMetrics {
  boardId: string;
  /** The cumulative-flow window. */
  from: string;
  to: string;
  /** Items that entered a complete column, per week (oldest first; weekStart is a Monday). */
  throughput: { weekStart: string; count: number; points: number }[];
  /** Items in active columns now. */
  wip: { total: number; byColumn: { columnId: string; title: string; count: number; wipLimit: number | null }[] };
  /** Completed in the throughput window: cycle time (started -> completed) and lead time (created -> completed). */
  cycleTime: KanbanPercentiles;
  leadTime: KanbanPercentiles;
  /** Items per status at the end of each day (oldest first). */
  cumulativeFlow: { date: string; backlog: number; todo: number; active: number; complete: number }[];
}

/** GET /kanban/metrics/velocity/{teamId}?sprintCount (default 6): completed sprints, oldest first. */
export interface KanbanVelocity {
  teamId: string;
  sprintCount: number;
  sprints: (VelocitySprint & { completedCostCents: number })[];
  averageCommittedPoints: number;
  averageCompletedPoints: number;
  /** The account's agile setting (0 when unset): the cost-calculation screen multiplies by it. */
  costPerPointCents: number;
}
export type { VelocitySprint };

/** GET /kanban/metrics/burndown/{sprintId}: one entry per day of the sprint. */
export interface KanbanBurndown {
  sprintId: string;
  name: string;
  status: KanbanSprintStatus;
  startDate: string;
  endDate: string;
  committedPoints: number;
  /** Points of the sprint's items now (scope changes show as the gap to committedPoints). */
  scopePoints: number;
  days: {
    date: string;
    /** From committedPoints on the first day down to 0 on the last, 2 decimals. */
    ideal: number;
    /** Scope points not complete at the end of the day; null for days still ahead. */
    remaining: number | null;
    completed: number | null;
    /** Points in the sprint at the end of the day (items added or removed mid-sprint move it); null ahead. */
    scope: number | null;
  }[];
}

/** GET /kanban/dashboard: every board with its WIP and throughput. */
export interface KanbanDashboard {
  boards: {
    id: string;
    title: string;
    teamId: string;
    teamName: string | null;
    processType: KanbanProcessType;
    itemCount: number;
    backlogCount: number;
    /** Items in active columns now, and the columns over their limit. */
    wip: number;
    overLimitColumns: number;
    /** Items completed in the last 7 and 28 days. */
    throughputLastWeek: number;
    throughputLast4Weeks: number;
    activeSprint: { id: string; name: string; endDate: string } | null;
    updatedAt: string;
  }[];
  totals: { boards: number; items: number; wip: number; throughputLastWeek: number };
}

/** POST /kanban/archive-completed. */
export interface KanbanArchiveResult {
  archived: number;
  itemIds: string[];
}

// ---------- live (socket) ----------

/** Client -> server events (acknowledged) and server -> client events of a board. */
export const KanbanEvents = {
  // client -> server
  /** {boardId}: join the board's room; the ack and a `board:snapshot` carry the KanbanBoardView. */
  JOIN: 'board:join',
  LEAVE: 'board:leave',
  /** {itemId, targetColumnId, position}: the same service as PATCH /kanban/items/{id}/move. */
  MOVE: 'item:move',
  // server -> client
  SNAPSHOT: 'board:snapshot',
  ITEM: 'board:item',
  BOARD: 'board:changed',
} as const;

export interface KanbanEventPayloads {
  'board:join': { boardId: string };
  'board:leave': { boardId: string };
  'item:move': { itemId: string; targetColumnId: string | null; position?: number };
}

/** `board:item`: an item was created, changed, moved, archived, restored or deleted (after the write). */
export interface KanbanItemEvent {
  boardId: string;
  action: 'created' | 'updated' | 'moved' | 'archived' | 'restored' | 'deleted';
  itemId: string;
  /** Absent for deleted. */
  item?: KanbanItem;
  fromColumnId?: string | null;
  warning?: string | null;
  /** Who did it: a client that moved the card itself already shows it. */
  by: string | null;
}

/** `board:changed`: the board or its columns changed (columns present), or it was deleted. */
export interface KanbanBoardEvent {
  boardId: string;
  action: 'updated' | 'columns' | 'deleted';
  board?: KanbanBoard;
  by: string | null;
}

/** The room of a board, scoped to its account. */
export const kanbanRoom = (accountId: string, boardId: string) => `account:${accountId}:kanban:${boardId}`;

// ---------- request bodies ----------

const uuid = () => Type.String({ format: 'uuid' });
const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A union of string literals whose static type is the union of the values. */
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
const dateField = () => Type.String({ format: 'date' });
const title = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', errorMessage: { pattern: KanbanErrors.ITEM_TITLE_REQUIRED, minLength: KanbanErrors.ITEM_TITLE_REQUIRED } });
const wipLimitField = () => nullable(Type.Integer({ minimum: 1, maximum: 999, errorMessage: KanbanErrors.WIP_LIMIT_MIN }));
const pointsField = () => nullable(Type.Number({ minimum: 0, maximum: KANBAN_MAX_STORY_POINTS, errorMessage: KanbanErrors.STORY_POINTS_RANGE }));
const labelsField = () => Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 });

export const KanbanColumnInput = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S', errorMessage: { pattern: KanbanErrors.COLUMN_TITLE_REQUIRED, minLength: KanbanErrors.COLUMN_TITLE_REQUIRED } }),
    category: literals(KANBAN_STATUS_CATEGORIES),
    wipLimit: Type.Optional(wipLimitField()),
    wipMode: Type.Optional(literals(KANBAN_WIP_MODES)),
  },
  { additionalProperties: false },
);

export const CreateKanbanBoardBody = Type.Object(
  {
    teamId: uuid(),
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', errorMessage: { pattern: KanbanErrors.BOARD_TITLE_REQUIRED, minLength: KanbanErrors.BOARD_TITLE_REQUIRED } }),
    description: Type.Optional(nullable(Type.String({ maxLength: 2000 }))),
    processType: Type.Optional(literals(KANBAN_PROCESS_TYPES)),
    /** Default: KANBAN_DEFAULT_COLUMNS. */
    columns: Type.Optional(Type.Array(KanbanColumnInput, { minItems: 1, maxItems: KANBAN_MAX_COLUMNS, errorMessage: { minItems: KanbanErrors.LAST_COLUMN, maxItems: KanbanErrors.COLUMN_LIMIT } })),
  },
  { additionalProperties: false },
);
export type CreateKanbanBoardBody = Static<typeof CreateKanbanBoardBody>;

export const UpdateKanbanBoardBody = Type.Partial(
  Type.Object({
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', errorMessage: { pattern: KanbanErrors.BOARD_TITLE_REQUIRED, minLength: KanbanErrors.BOARD_TITLE_REQUIRED } }),
    description: nullable(Type.String({ maxLength: 2000 })),
    processType: literals(KANBAN_PROCESS_TYPES),
    teamId: uuid(),
  }),
  { additionalProperties: false },
);
export type UpdateKanbanBoardBody = Static<typeof UpdateKanbanBoardBody>;

/** PATCH /kanban/boards/{id}/columns/reorder: every column of the board once, with its new place. */
export const ReorderKanbanColumnsBody = Type.Object(
  { columnOrders: Type.Array(Type.Object({ columnId: uuid(), position: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }), { minItems: 1, maxItems: KANBAN_MAX_COLUMNS }) },
  { additionalProperties: false },
);
export type ReorderKanbanColumnsBody = Static<typeof ReorderKanbanColumnsBody>;

/** POST /kanban/columns: appended at the right unless a position (0-based) is given. */
export const CreateKanbanColumnBody = Type.Composite([Type.Object({ boardId: uuid(), position: Type.Optional(Type.Integer({ minimum: 0 })) }), KanbanColumnInput], { additionalProperties: false });
export type CreateKanbanColumnBody = Static<typeof CreateKanbanColumnBody>;
export const UpdateKanbanColumnBody = Type.Partial(KanbanColumnInput, { additionalProperties: false });
export type UpdateKanbanColumnBody = Static<typeof UpdateKanbanColumnBody>;
/** DELETE /kanban/columns/{id}?moveItemsTo=<columnId>: without it, only an empty column can go. */
export const DeleteKanbanColumnQuery = Type.Object({ moveItemsTo: Type.Optional(uuid()) }, { additionalProperties: false });

const itemFields = {
  title: title(300),
  description: nullable(Type.String({ maxLength: 10_000 })),
  type: literals(KANBAN_ITEM_TYPES),
  priority: literals(KANBAN_PRIORITIES),
  storyPoints: pointsField(),
  assigneeId: nullable(uuid()),
  labels: labelsField(),
  parentId: nullable(uuid()),
  sprintId: nullable(uuid()),
  deliveryId: nullable(uuid()),
  dueDate: nullable(dateField()),
};

/** POST /kanban/items: into columnId (default the first column; null: the backlog), at the end unless position (0-based). */
export const CreateKanbanItemBody = Type.Object(
  {
    boardId: uuid(),
    columnId: Type.Optional(nullable(uuid())),
    position: Type.Optional(Type.Integer({ minimum: 0 })),
    title: itemFields.title,
    description: Type.Optional(itemFields.description),
    type: Type.Optional(itemFields.type),
    priority: Type.Optional(itemFields.priority),
    storyPoints: Type.Optional(itemFields.storyPoints),
    assigneeId: Type.Optional(itemFields.assigneeId),
    labels: Type.Optional(itemFields.labels),
    parentId: Type.Optional(itemFields.parentId),
    sprintId: Type.Optional(itemFields.sprintId),
    deliveryId: Type.Optional(itemFields.deliveryId),
    dueDate: Type.Optional(itemFields.dueDate),
  },
  { additionalProperties: false },
);
export type CreateKanbanItemBody = Static<typeof CreateKanbanItemBody>;

/** PATCH /kanban/items/{id}: fields only (a column change is a move). */
export const UpdateKanbanItemBody = Type.Partial(Type.Object(itemFields), { additionalProperties: false });
export type UpdateKanbanItemBody = Static<typeof UpdateKanbanItemBody>;

/**
 * PATCH /kanban/items/{id}/move: position is the 0-based index in the target column (default: the
 * end); targetColumnId null sends the item back to the backlog.
 */
export const MoveKanbanItemBody = Type.Object({ targetColumnId: nullable(uuid()), position: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });
export type MoveKanbanItemBody = Static<typeof MoveKanbanItemBody>;

/** POST /kanban/backlog: a backlog item of a board (at the end unless position). */
export const CreateBacklogItemBody = Type.Omit(CreateKanbanItemBody, ['columnId'], { additionalProperties: false });
export type CreateBacklogItemBody = Static<typeof CreateBacklogItemBody>;
/** PATCH /kanban/backlog/{id}: fields, and position (0-based index in the backlog) to reorder. */
export const UpdateBacklogItemBody = Type.Partial(Type.Object({ ...itemFields, position: Type.Integer({ minimum: 0 }) }), { additionalProperties: false });
export type UpdateBacklogItemBody = Static<typeof UpdateBacklogItemBody>;
/** POST /kanban/backlog/{id}/move-to-board. */
export const MoveToBoardBody = Type.Object({ columnId: uuid(), position: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });
export type MoveToBoardBody = Static<typeof MoveToBoardBody>;

/** Filters of GET /kanban/boards/{id}/items?filters=<JSON>: every one given must hold. */
export const KanbanItemFilters = Type.Object(
  {
    columnId: Type.Optional(uuid()),
    status: Type.Optional(Type.Array(literals(KANBAN_ITEM_STATUSES))),
    /** null: unassigned. */
    assigneeId: Type.Optional(nullable(uuid())),
    /** Items with any of these labels. */
    labels: Type.Optional(labelsField()),
    type: Type.Optional(Type.Array(literals(KANBAN_ITEM_TYPES))),
    priority: Type.Optional(Type.Array(literals(KANBAN_PRIORITIES))),
    sprintId: Type.Optional(nullable(uuid())),
    parentId: Type.Optional(nullable(uuid())),
    deliveryId: Type.Optional(nullable(uuid())),
    /** In the title or description, ignoring case. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /** Backlog items are included unless false. */
    includeBacklog: Type.Optional(Type.Boolean()),
    includeArchived: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type KanbanItemFilters = Static<typeof KanbanItemFilters>;
export const KANBAN_SORT_FIELDS = ['position', 'createdAt', 'updatedAt', 'title', 'storyPoints', 'priority', 'dueDate'] as const;
export type KanbanSortField = (typeof KANBAN_SORT_FIELDS)[number];
/** Sort of GET /kanban/boards/{id}/items?sort=<JSON> (default: column, then position). */
export const KanbanItemSort = Type.Object({ field: literals(KANBAN_SORT_FIELDS), direction: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])) }, { additionalProperties: false });
export type KanbanItemSort = Static<typeof KanbanItemSort>;
export const KanbanItemsQuery = Type.Object(
  {
    /** JSON of KanbanItemFilters. */
    filters: Type.Optional(Type.String({ maxLength: 4000 })),
    /** JSON of KanbanItemSort. */
    sort: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 5000, default: 500 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);

const sprintFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', errorMessage: { pattern: KanbanErrors.SPRINT_NAME_REQUIRED, minLength: KanbanErrors.SPRINT_NAME_REQUIRED } }),
  goal: nullable(Type.String({ maxLength: 2000 })),
  startDate: dateField(),
  endDate: dateField(),
  capacityPoints: nullable(Type.Number({ minimum: 0, maximum: 100_000 })),
};
/** POST /kanban/sprints: a planned sprint of a team (boardId: the board it plans, optional). */
export const CreateSprintBody = Type.Object(
  {
    teamId: uuid(),
    boardId: Type.Optional(nullable(uuid())),
    name: sprintFields.name,
    goal: Type.Optional(sprintFields.goal),
    startDate: sprintFields.startDate,
    endDate: sprintFields.endDate,
    capacityPoints: Type.Optional(sprintFields.capacityPoints),
  },
  { additionalProperties: false },
);
export type CreateSprintBody = Static<typeof CreateSprintBody>;
/** PATCH /kanban/sprints/{id}: status planned -> active starts it, active -> completed completes it (with rollover). */
export const UpdateSprintBody = Type.Partial(Type.Object({ ...sprintFields, status: literals(KANBAN_SPRINT_STATUSES) }), { additionalProperties: false });
export type UpdateSprintBody = Static<typeof UpdateSprintBody>;
/** POST /kanban/sprints/{id}/complete: unfinished items go to targetSprintId, or the next planned sprint (created if none). */
export const CompleteSprintBody = Type.Object({ targetSprintId: Type.Optional(uuid()) }, { additionalProperties: false });
export type CompleteSprintBody = Static<typeof CompleteSprintBody>;

const deliveryFields = {
  name: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', errorMessage: { pattern: KanbanErrors.DELIVERY_NAME_REQUIRED, minLength: KanbanErrors.DELIVERY_NAME_REQUIRED } }),
  description: nullable(Type.String({ maxLength: 4000 })),
  status: literals(KANBAN_DELIVERY_STATUSES),
  targetDate: nullable(dateField()),
  /** The items the delivery ships (replaces the list). */
  itemIds: Type.Array(uuid(), { maxItems: 1000 }),
};
export const CreateDeliveryBody = Type.Object(
  {
    boardId: uuid(),
    name: deliveryFields.name,
    description: Type.Optional(deliveryFields.description),
    status: Type.Optional(deliveryFields.status),
    targetDate: Type.Optional(deliveryFields.targetDate),
    itemIds: Type.Optional(deliveryFields.itemIds),
  },
  { additionalProperties: false },
);
export type CreateDeliveryBody = Static<typeof CreateDeliveryBody>;
/** PUT /kanban/deliveries/{id}: name and status required; omitted optional fields are cleared (itemIds: kept when omitted). */
export const PutDeliveryBody = Type.Object(
  {
    name: deliveryFields.name,
    description: Type.Optional(deliveryFields.description),
    status: deliveryFields.status,
    targetDate: Type.Optional(deliveryFields.targetDate),
    itemIds: Type.Optional(deliveryFields.itemIds),
  },
  { additionalProperties: false },
);
export type PutDeliveryBody = Static<typeof PutDeliveryBody>;

const eventFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', errorMessage: { pattern: KanbanErrors.EVENT_TITLE_REQUIRED, minLength: KanbanErrors.EVENT_TITLE_REQUIRED } }),
  description: nullable(Type.String({ maxLength: 4000 })),
  type: literals(KANBAN_EVENT_TYPES),
  startAt: Type.String({ format: 'date-time' }),
  endAt: Type.String({ format: 'date-time' }),
  allDay: Type.Boolean(),
  boardId: nullable(uuid()),
};
export const CreateTeamEventBody = Type.Object(
  {
    teamId: uuid(),
    boardId: Type.Optional(eventFields.boardId),
    title: eventFields.title,
    description: Type.Optional(eventFields.description),
    type: Type.Optional(eventFields.type),
    startAt: eventFields.startAt,
    endAt: eventFields.endAt,
    allDay: Type.Optional(eventFields.allDay),
  },
  { additionalProperties: false },
);
export type CreateTeamEventBody = Static<typeof CreateTeamEventBody>;
export const UpdateTeamEventBody = Type.Partial(Type.Object(eventFields), { additionalProperties: false });
export type UpdateTeamEventBody = Static<typeof UpdateTeamEventBody>;
/** GET /kanban/events/{teamId}?startDate&endDate: events overlapping the range (dates or instants). */
export const TeamEventsQuery = Type.Object(
  { startDate: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })), endDate: Type.Optional(Type.String({ minLength: 10, maxLength: 40 })) },
  { additionalProperties: false },
);

export const KanbanActivityQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 200, default: KANBAN_ACTIVITY_DEFAULT_LIMIT }) }, { additionalProperties: false });
export const FlowMetricsQuery = Type.Object(
  { days: Type.Integer({ minimum: 7, maximum: 365, default: KANBAN_FLOW_DEFAULT_DAYS }), weeks: Type.Integer({ minimum: 1, maximum: 52, default: KANBAN_FLOW_DEFAULT_WEEKS }) },
  { additionalProperties: false },
);
export const VelocityQuery = Type.Object({ sprintCount: Type.Integer({ minimum: 1, maximum: 50, default: KANBAN_VELOCITY_DEFAULT_SPRINTS }) }, { additionalProperties: false });
/** POST /kanban/archive-completed: complete items (of one board, or every board) completed at least olderThanDays ago. */
export const ArchiveCompletedBody = Type.Object({ boardId: Type.Optional(uuid()), olderThanDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })) }, { additionalProperties: false });
export type ArchiveCompletedBody = Static<typeof ArchiveCompletedBody>;
export const ArchivedQuery = Type.Object(
  { boardId: Type.Optional(uuid()), limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }), offset: Type.Integer({ minimum: 0, default: 0 }) },
  { additionalProperties: false },
);

// ---------- paths ----------

const K = '/kanban';
const q = (params: Record<string, string | number | undefined>) => {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
};

/** REST paths under /api (agile.md section 7, plus the extras the screens use). */
export const KanbanApi = {
  /** GET: every board of the account; POST: a new board. */
  boards: `${K}/boards`,
  board: (id: string) => `${K}/boards/${id}`,
  teamBoards: (teamId: string) => `${K}/boards/team/${teamId}`,
  reorderColumns: (boardId: string) => `${K}/boards/${boardId}/columns/reorder`,
  boardItems: (boardId: string, options: { filters?: KanbanItemFilters; sort?: KanbanItemSort; limit?: number; offset?: number } = {}) =>
    `${K}/boards/${boardId}/items${q({ filters: options.filters ? JSON.stringify(options.filters) : undefined, sort: options.sort ? JSON.stringify(options.sort) : undefined, limit: options.limit, offset: options.offset })}`,
  boardDeliveries: (boardId: string) => `${K}/boards/${boardId}/deliveries`,
  boardActivity: (boardId: string, limit?: number) => `${K}/boards/${boardId}/activity${q({ limit })}`,
  columns: `${K}/columns`,
  column: (id: string, moveItemsTo?: string) => `${K}/columns/${id}${q({ moveItemsTo })}`,
  items: `${K}/items`,
  item: (id: string) => `${K}/items/${id}`,
  moveItem: (id: string) => `${K}/items/${id}/move`,
  /** The children of an item. */
  children: (parentId: string) => `${K}/items/parent/${parentId}`,
  itemActivity: (id: string) => `${K}/items/${id}/activity`,
  /** POST: bring an archived item back. */
  restoreItem: (id: string) => `${K}/items/${id}/restore`,
  backlog: (boardId: string) => `${K}/backlog/${boardId}`,
  backlogItems: `${K}/backlog`,
  backlogItem: (id: string) => `${K}/backlog/${id}`,
  moveToBoard: (id: string) => `${K}/backlog/${id}/move-to-board`,
  sprints: `${K}/sprints`,
  teamSprints: (teamId: string) => `${K}/sprints/${teamId}`,
  activeSprint: (teamId: string) => `${K}/sprints/${teamId}/active`,
  sprint: (id: string) => `${K}/sprints/${id}`,
  sprintDetail: (id: string) => `${K}/sprints/${id}/detail`,
  completeSprint: (id: string) => `${K}/sprints/${id}/complete`,
  sprintItem: (id: string, itemId: string) => `${K}/sprints/${id}/items/${itemId}`,
  deliveries: `${K}/deliveries`,
  delivery: (id: string) => `${K}/deliveries/${id}`,
  events: `${K}/events`,
  teamEvents: (teamId: string, range: { startDate?: string; endDate?: string } = {}) => `${K}/events/${teamId}${q(range)}`,
  event: (id: string) => `${K}/events/${id}`,
  flow: (boardId: string, options: { days?: number; weeks?: number } = {}) => `${K}/metrics/flow/${boardId}${q(options)}`,
  velocity: (teamId: string, sprintCount?: number) => `${K}/metrics/velocity/${teamId}${q({ sprintCount })}`,
  burndown: (sprintId: string) => `${K}/metrics/burndown/${sprintId}`,
  dashboard: `${K}/dashboard`,
  archiveCompleted: `${K}/archive-completed`,
  archived: (options: { boardId?: string; limit?: number; offset?: number } = {}) => `${K}/archived${q(options)}`,
} as const;
