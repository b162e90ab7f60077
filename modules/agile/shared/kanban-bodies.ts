import { Type, type Static } from '@suite/sdk/schemas';
import { KanbanErrors } from './errors/kanban-errors.js';
import {
  KANBAN_ACTIVITY_DEFAULT_LIMIT,
  KANBAN_DELIVERY_STATUSES,
  KANBAN_EVENT_TYPES,
  KANBAN_FLOW_DEFAULT_DAYS,
  KANBAN_FLOW_DEFAULT_WEEKS,
  KANBAN_ITEM_STATUSES,
  KANBAN_ITEM_TYPES,
  KANBAN_MAX_COLUMNS,
  KANBAN_MAX_STORY_POINTS,
  KANBAN_PRIORITIES,
  KANBAN_PROCESS_TYPES,
  KANBAN_SPRINT_STATUSES,
  KANBAN_STATUS_CATEGORIES,
  KANBAN_VELOCITY_DEFAULT_SPRINTS,
  KANBAN_WIP_MODES,
  dateField,
  literals,
  nullable,
  uuid,
} from './kanban-rules.js';

// What the kanban endpoints accept: bodies and queries (validated by the platform's ajv).

const title = (max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', errorMessage: { pattern: KanbanErrors.ITEM_TITLE_REQUIRED, minLength: KanbanErrors.ITEM_TITLE_REQUIRED } });
const wipLimitField = () => nullable(Type.Integer({ minimum: 1, maximum: 999, errorMessage: KanbanErrors.WIP_LIMIT_MIN }));
const pointsField = () => nullable(Type.Number({ minimum: 0, maximum: KANBAN_MAX_STORY_POINTS, errorMessage: KanbanErrors.STORY_POINTS_RANGE }));
const labelsField = () => Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 });

const columnFields = {
  title: Type.String({ minLength: 1, maxLength: 60, pattern: '\\S', errorMessage: { pattern: KanbanErrors.COLUMN_TITLE_REQUIRED, minLength: KanbanErrors.COLUMN_TITLE_REQUIRED } }),
  category: Type.Optional(literals(KANBAN_STATUS_CATEGORIES)),
  /** The spec's name for category (agile.md section 3): one of the two is required; both must agree. */
  status: Type.Optional(literals(KANBAN_STATUS_CATEGORIES)),
  wipLimit: Type.Optional(wipLimitField()),
  wipMode: Type.Optional(literals(KANBAN_WIP_MODES)),
};

/**
 * A new column names its category as `category` or as the spec's `status`: one of the two (the
 * handler refuses neither with COLUMN_CATEGORY_REQUIRED, and two different values with
 * COLUMN_CATEGORY_CONFLICT; a JSON-schema anyOf would answer ajv's own texts first).
 */
export const KanbanColumnInput = Type.Object(columnFields, { additionalProperties: false });

export const CreateKanbanBoardBody = Type.Object(
  {
    teamId: uuid(),
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', errorMessage: { pattern: KanbanErrors.BOARD_TITLE_REQUIRED, minLength: KanbanErrors.BOARD_TITLE_REQUIRED } }),
    description: Type.Optional(nullable(Type.String({ maxLength: 2000 }))),
    processType: Type.Optional(literals(KANBAN_PROCESS_TYPES)),
    /** The spec's name for processType (agile.md section 3), accepted as well. */
    agileProcessType: Type.Optional(literals(KANBAN_PROCESS_TYPES)),
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
    /** The spec's name for processType (agile.md section 3), accepted as well. */
    agileProcessType: literals(KANBAN_PROCESS_TYPES),
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
export const CreateKanbanColumnBody = Type.Object({ boardId: uuid(), position: Type.Optional(Type.Integer({ minimum: 0 })), ...columnFields }, { additionalProperties: false });
export type CreateKanbanColumnBody = Static<typeof CreateKanbanColumnBody>;
export const UpdateKanbanColumnBody = Type.Partial(Type.Object(columnFields), { additionalProperties: false });
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
