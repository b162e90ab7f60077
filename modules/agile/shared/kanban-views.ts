import { Type, type Static, type TSchema } from '@suite/sdk/schemas';
import {
  KANBAN_ACTIVITY_TYPES,
  KANBAN_DELIVERY_STATUSES,
  KANBAN_EVENT_TYPES,
  KANBAN_ITEM_STATUSES,
  KANBAN_ITEM_TYPES,
  KANBAN_PRIORITIES,
  KANBAN_PROCESS_TYPES,
  KANBAN_SPRINT_STATUSES,
  KANBAN_STATUS_CATEGORIES,
  KANBAN_WIP_MODES,
  literals,
  nullable,
} from './kanban-rules.js';

/**
 * What the kanban endpoints and socket events answer, as schemas (held to them in tests) with the
 * types derived from them. Ids are strings, instants ISO strings, days 'YYYY-MM-DD'.
 */

const text = () => Type.String();
const maybe = <T extends TSchema>(schema: T) => nullable(schema);
const count = () => Type.Integer({ minimum: 0 });

export const KanbanColumnSchema = Type.Object({
  id: text(),
  boardId: text(),
  title: text(),
  category: literals(KANBAN_STATUS_CATEGORIES),
  /** The spec's name for category (agile.md section 3), always the same value. */
  status: literals(KANBAN_STATUS_CATEGORIES),
  /** 0, 1, 2 ... left to right. */
  position: Type.Integer(),
  wipLimit: maybe(Type.Integer()),
  wipMode: literals(KANBAN_WIP_MODES),
  /** Items in the column now (not archived). */
  itemCount: count(),
  /** itemCount > wipLimit (a soft limit was passed). */
  overLimit: Type.Boolean(),
});
export type KanbanColumn = Static<typeof KanbanColumnSchema>;

export const KanbanBoardSchema = Type.Object({
  id: text(),
  accountId: text(),
  teamId: text(),
  teamName: maybe(text()),
  title: text(),
  description: maybe(text()),
  processType: literals(KANBAN_PROCESS_TYPES),
  /** The spec's name for processType (agile.md section 3), always the same value. */
  agileProcessType: literals(KANBAN_PROCESS_TYPES),
  columns: Type.Array(KanbanColumnSchema),
  /** Items on the board's columns (not the backlog, not archived). */
  itemCount: count(),
  backlogCount: count(),
  createdBy: maybe(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type KanbanBoard = Static<typeof KanbanBoardSchema>;

export const KanbanItemSchema = Type.Object({
  id: text(),
  boardId: text(),
  /** null while the item is in the backlog. */
  columnId: maybe(text()),
  status: literals(KANBAN_ITEM_STATUSES),
  /**
   * Sort key inside its column (or the backlog): sort ascending. Gapped fractional values, so a
   * move rewrites only the moved item; never show it to users.
   */
  position: Type.Number(),
  title: text(),
  description: maybe(text()),
  type: literals(KANBAN_ITEM_TYPES),
  priority: literals(KANBAN_PRIORITIES),
  storyPoints: maybe(Type.Number()),
  assigneeId: maybe(text()),
  assigneeName: maybe(text()),
  labels: Type.Array(text()),
  parentId: maybe(text()),
  childCount: count(),
  sprintId: maybe(text()),
  deliveryId: maybe(text()),
  dueDate: maybe(text()),
  /** Set when the item first enters an active column. */
  workStartedAt: maybe(text()),
  /** Set when it enters a complete column (cleared when it leaves). */
  workCompletedAt: maybe(text()),
  /** Hours from workStartedAt to workCompletedAt, 2 decimals (agile.md section 9). */
  cycleTime: maybe(Type.Number()),
  /** Where it came from, e.g. 'retrospective:<sessionId>' (BACKLOG capability). */
  source: maybe(text()),
  archivedAt: maybe(text()),
  createdBy: maybe(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type KanbanItem = Static<typeof KanbanItemSchema>;

/** One status change of an item (also its creation: fromStatus null). */
export const KanbanStatusChangeSchema = Type.Object({
  id: text(),
  itemId: text(),
  fromColumnId: maybe(text()),
  toColumnId: maybe(text()),
  fromStatus: maybe(literals(KANBAN_ITEM_STATUSES)),
  toStatus: literals(KANBAN_ITEM_STATUSES),
  changedAt: text(),
  changedBy: maybe(text()),
  changedByName: maybe(text()),
});
export type KanbanStatusChange = Static<typeof KanbanStatusChangeSchema>;

/** GET /kanban/items/{id}: the item with its parent, children and history (oldest first). */
export const KanbanItemDetailSchema = Type.Composite([
  KanbanItemSchema,
  Type.Object({
    parent: maybe(Type.Object({ id: text(), title: text(), status: literals(KANBAN_ITEM_STATUSES) })),
    children: Type.Array(KanbanItemSchema),
    history: Type.Array(KanbanStatusChangeSchema),
  }),
]);
export type KanbanItemDetail = Static<typeof KanbanItemDetailSchema>;

/** PATCH /kanban/items/{id}/move (and the `item:move` socket event). */
export const KanbanMoveResultSchema = Type.Object({
  item: KanbanItemSchema,
  fromColumnId: maybe(text()),
  /** A soft WIP limit passed: KanbanErrors.wipLimitExceeded (the move happened). */
  warning: maybe(text()),
});
export type KanbanMoveResult = Static<typeof KanbanMoveResultSchema>;

/** GET /kanban/boards/{id}/items and GET /kanban/archived. */
export const KanbanItemListSchema = Type.Object({ items: Type.Array(KanbanItemSchema), total: count() });
export type KanbanItemList = Static<typeof KanbanItemListSchema>;

/** Board activity (newest first, default 50) and item activity. `data` names what changed. */
export const KanbanActivitySchema = Type.Object({
  id: text(),
  boardId: text(),
  itemId: maybe(text()),
  type: literals(KANBAN_ACTIVITY_TYPES),
  actorId: maybe(text()),
  actorName: maybe(text()),
  data: Type.Record(Type.String(), Type.Unknown()),
  createdAt: text(),
});
export type KanbanActivity = Static<typeof KanbanActivitySchema>;

export const KanbanSprintSchema = Type.Object({
  id: text(),
  teamId: text(),
  boardId: maybe(text()),
  name: text(),
  goal: maybe(text()),
  status: literals(KANBAN_SPRINT_STATUSES),
  startDate: text(),
  endDate: text(),
  capacityPoints: maybe(Type.Number()),
  /** Points in the sprint when it started (live sum while planned). */
  committedPoints: Type.Number(),
  /** Points of its complete items (frozen when the sprint completes). */
  completedPoints: Type.Number(),
  /** Points of the items in it now. */
  totalPoints: Type.Number(),
  itemCount: count(),
  completedItemCount: count(),
  startedAt: maybe(text()),
  completedAt: maybe(text()),
  /** The sprint its unfinished items rolled over into. */
  rolledOverTo: maybe(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type KanbanSprint = Static<typeof KanbanSprintSchema>;

/** What a completed sprint looked like when it completed. */
export const KanbanSprintSnapshotSchema = Type.Object({
  committedPoints: Type.Number(),
  completedPoints: Type.Number(),
  completedItems: count(),
  unfinishedItems: count(),
  rolledOverPoints: Type.Number(),
  rolledOverTo: maybe(text()),
  items: Type.Array(Type.Object({ id: text(), title: text(), storyPoints: maybe(Type.Number()), status: literals(KANBAN_ITEM_STATUSES), completedAt: maybe(text()) })),
  completedAt: text(),
});
export type KanbanSprintSnapshot = Static<typeof KanbanSprintSnapshotSchema>;

/** GET /kanban/sprints/{teamId}/active (or null) and GET /kanban/sprints/{id}/detail. */
export const KanbanSprintDetailSchema = Type.Composite([KanbanSprintSchema, Type.Object({ items: Type.Array(KanbanItemSchema), snapshot: maybe(KanbanSprintSnapshotSchema) })]);
export type KanbanSprintDetail = Static<typeof KanbanSprintDetailSchema>;

/** POST /kanban/sprints/{id}/complete (or PATCH status completed). */
export const KanbanSprintCompletionSchema = Type.Object({
  sprint: KanbanSprintDetailSchema,
  /** Where the unfinished items went (created when the team had no planned sprint). */
  nextSprint: maybe(KanbanSprintSchema),
  rolledOverItemIds: Type.Array(text()),
});
export type KanbanSprintCompletion = Static<typeof KanbanSprintCompletionSchema>;

/** GET /kanban/boards/{id} and the `board:snapshot` socket event: the board with its items. */
export const KanbanBoardViewSchema = Type.Object({
  board: KanbanBoardSchema,
  /** Items on the columns, by column then position (the backlog is GET /kanban/backlog/{boardId}). */
  items: Type.Array(KanbanItemSchema),
  /** The team's active sprint, when any. */
  activeSprint: maybe(KanbanSprintSchema),
  /** Epoch ms on the server when the view was made. */
  serverTime: Type.Number(),
});
export type KanbanBoardView = Static<typeof KanbanBoardViewSchema>;

/** GET /kanban/backlog/{boardId}: the backlog in order (items of planned sprints carry sprintId). */
export const KanbanBacklogSchema = Type.Object({
  boardId: text(),
  items: Type.Array(KanbanItemSchema),
  /** The team's planned and active sprints, to group or plan the backlog by. */
  sprints: Type.Array(KanbanSprintSchema),
});
export type KanbanBacklog = Static<typeof KanbanBacklogSchema>;

export const KanbanDeliverySchema = Type.Object({
  id: text(),
  boardId: text(),
  name: text(),
  description: maybe(text()),
  status: literals(KANBAN_DELIVERY_STATUSES),
  targetDate: maybe(text()),
  releasedAt: maybe(text()),
  itemCount: count(),
  completedItemCount: count(),
  totalPoints: Type.Number(),
  completedPoints: Type.Number(),
  createdAt: text(),
  updatedAt: text(),
});
export type KanbanDelivery = Static<typeof KanbanDeliverySchema>;

export const KanbanEventSchema = Type.Object({
  id: text(),
  teamId: text(),
  boardId: maybe(text()),
  title: text(),
  description: maybe(text()),
  type: literals(KANBAN_EVENT_TYPES),
  startAt: text(),
  endAt: text(),
  allDay: Type.Boolean(),
  createdBy: maybe(text()),
  createdAt: text(),
  updatedAt: text(),
});
export type KanbanEvent = Static<typeof KanbanEventSchema>;

/** Hours; null when nothing completed in the window. */
export const KanbanPercentilesSchema = Type.Object({ count: count(), average: maybe(Type.Number()), p50: maybe(Type.Number()), p85: maybe(Type.Number()), p95: maybe(Type.Number()) });
export type KanbanPercentiles = Static<typeof KanbanPercentilesSchema>;

/** GET /kanban/metrics/flow/{boardId}: from the status history (UTC days and ISO weeks starting Monday). */
export const KanbanFlowMetricsSchema = Type.Object({
  boardId: text(),
  /** The cumulative-flow window. */
  from: text(),
  to: text(),
  /** Items that entered a complete column, per week (oldest first; weekStart is a Monday). */
  throughput: Type.Array(Type.Object({ weekStart: text(), count: count(), points: Type.Number() })),
  /** Items in active columns now. */
  wip: Type.Object({ total: count(), byColumn: Type.Array(Type.Object({ columnId: text(), title: text(), count: count(), wipLimit: maybe(Type.Integer()) })) }),
  /** Completed in the throughput window: cycle time (started -> completed) and lead time (created -> completed). */
  cycleTime: KanbanPercentilesSchema,
  leadTime: KanbanPercentilesSchema,
  /** Items per status at the end of each day (oldest first). */
  cumulativeFlow: Type.Array(Type.Object({ date: text(), backlog: Type.Integer(), todo: Type.Integer(), active: Type.Integer(), complete: Type.Integer() })),
});
export type KanbanFlowMetrics = Static<typeof KanbanFlowMetricsSchema>;

/** One completed sprint of the velocity report (the VELOCITY capability's VelocitySprint, with its cost). */
export const KanbanVelocitySprintSchema = Type.Object({
  sprintId: text(),
  name: text(),
  startDate: text(),
  endDate: text(),
  committedPoints: Type.Number(),
  completedPoints: Type.Number(),
  completedCostCents: Type.Integer(),
});

/** GET /kanban/metrics/velocity/{teamId}?sprintCount (default 6): completed sprints, oldest first. */
export const KanbanVelocitySchema = Type.Object({
  teamId: text(),
  sprintCount: count(),
  sprints: Type.Array(KanbanVelocitySprintSchema),
  averageCommittedPoints: Type.Number(),
  averageCompletedPoints: Type.Number(),
  /** The account's agile setting (0 when unset): the cost-calculation screen multiplies by it. */
  costPerPointCents: Type.Integer(),
});
export type KanbanVelocity = Static<typeof KanbanVelocitySchema>;

/** GET /kanban/metrics/burndown/{sprintId}: one entry per day of the sprint. */
export const KanbanBurndownSchema = Type.Object({
  sprintId: text(),
  name: text(),
  status: literals(KANBAN_SPRINT_STATUSES),
  startDate: text(),
  endDate: text(),
  committedPoints: Type.Number(),
  /** Points of the sprint's items now (scope changes show as the gap to committedPoints). */
  scopePoints: Type.Number(),
  days: Type.Array(
    Type.Object({
      date: text(),
      /** From committedPoints on the first day down to 0 on the last, 2 decimals. */
      ideal: Type.Number(),
      /** Scope points not complete at the end of the day; null for days still ahead. */
      remaining: maybe(Type.Number()),
      completed: maybe(Type.Number()),
      /** Points in the sprint at the end of the day (items added or removed mid-sprint move it); null ahead. */
      scope: maybe(Type.Number()),
    }),
  ),
});
export type KanbanBurndown = Static<typeof KanbanBurndownSchema>;

/** GET /kanban/dashboard: every board with its WIP and throughput. */
export const KanbanDashboardSchema = Type.Object({
  boards: Type.Array(
    Type.Object({
      id: text(),
      title: text(),
      teamId: text(),
      teamName: maybe(text()),
      processType: literals(KANBAN_PROCESS_TYPES),
      itemCount: count(),
      backlogCount: count(),
      /** Items in active columns now, and the columns over their limit. */
      wip: count(),
      overLimitColumns: count(),
      /** Items completed in the last 7 and 28 days. */
      throughputLastWeek: count(),
      throughputLast4Weeks: count(),
      activeSprint: maybe(Type.Object({ id: text(), name: text(), endDate: text() })),
      updatedAt: text(),
    }),
  ),
  totals: Type.Object({ boards: count(), items: count(), wip: count(), throughputLastWeek: count() }),
});
export type KanbanDashboard = Static<typeof KanbanDashboardSchema>;

/** POST /kanban/archive-completed. */
export const KanbanArchiveResultSchema = Type.Object({ archived: count(), itemIds: Type.Array(text()) });
export type KanbanArchiveResult = Static<typeof KanbanArchiveResultSchema>;

/** What a DELETE answers. */
export const KanbanDeletedSchema = Type.Object({ id: text(), deleted: Type.Literal(true) });
export type KanbanDeleted = Static<typeof KanbanDeletedSchema>;
