import { defineEndpoint } from '@suite/sdk';
import { Type } from '@suite/sdk/schemas';
import { KanbanErrors } from './errors/kanban-errors.js';
import {
  ArchiveCompletedBody,
  ArchivedQuery,
  CompleteSprintBody,
  CreateBacklogItemBody,
  CreateDeliveryBody,
  CreateKanbanBoardBody,
  CreateKanbanColumnBody,
  CreateKanbanItemBody,
  CreateSprintBody,
  CreateTeamEventBody,
  DeleteKanbanColumnQuery,
  FlowMetricsQuery,
  KanbanActivityQuery,
  KanbanItemsQuery,
  MoveKanbanItemBody,
  MoveToBoardBody,
  PutDeliveryBody,
  ReorderKanbanColumnsBody,
  TeamEventsQuery,
  UpdateBacklogItemBody,
  UpdateKanbanBoardBody,
  UpdateKanbanColumnBody,
  UpdateKanbanItemBody,
  UpdateSprintBody,
  UpdateTeamEventBody,
  VelocityQuery,
} from './kanban-bodies.js';
import { KANBAN_SUBJECT } from './kanban-permissions.js';
import { uuid } from './kanban-rules.js';
import {
  KanbanActivitySchema,
  KanbanArchiveResultSchema,
  KanbanBacklogSchema,
  KanbanBoardSchema,
  KanbanBoardViewSchema,
  KanbanBurndownSchema,
  KanbanColumnSchema,
  KanbanDashboardSchema,
  KanbanDeletedSchema,
  KanbanDeliverySchema,
  KanbanEventSchema,
  KanbanFlowMetricsSchema,
  KanbanItemDetailSchema,
  KanbanItemListSchema,
  KanbanItemSchema,
  KanbanMoveResultSchema,
  KanbanSprintCompletionSchema,
  KanbanSprintDetailSchema,
  KanbanSprintSchema,
  KanbanVelocitySchema,
} from './kanban-views.js';

const IdParams = Type.Object({ id: uuid() });
const TeamParams = Type.Object({ teamId: uuid() });
const BoardParams = Type.Object({ boardId: uuid() });
const SprintItemParams = Type.Object({ id: uuid(), itemId: uuid() });
/** Changes need the right to update boards (observers only read). */
const EDIT = ['update', KANBAN_SUBJECT] as const;

const notFound = (text: string) => ({ status: 404, text }) as const;
const BOARD_404 = notFound(KanbanErrors.BOARD_NOT_FOUND);
const ITEM_404 = notFound(KanbanErrors.ITEM_NOT_FOUND);
const COLUMN_404 = notFound(KanbanErrors.COLUMN_NOT_FOUND);
const SPRINT_404 = notFound(KanbanErrors.SPRINT_NOT_FOUND);

/**
 * Kanban over REST under /api/kanban (agile.md section 7, plus what the screens use): the one
 * declaration the server implements, the browser calls and the API document lists. Reads are open
 * to every member of the account.
 */
export const KanbanEndpoints = {
  // ----- boards -----
  listBoards: defineEndpoint({ method: 'GET', path: '/kanban/boards', schema: { response: Type.Array(KanbanBoardSchema) }, summary: 'Every board of the account' }),
  createBoard: defineEndpoint({
    method: 'POST',
    path: '/kanban/boards',
    status: 201,
    can: ['create', KANBAN_SUBJECT],
    schema: { body: CreateKanbanBoardBody, response: KanbanBoardSchema },
    summary: 'Create a board of a team (default columns unless given)',
  }),
  teamBoards: defineEndpoint({ method: 'GET', path: '/kanban/boards/team/:teamId', schema: { params: TeamParams, response: Type.Array(KanbanBoardSchema) }, summary: "A team's boards" }),
  getBoard: defineEndpoint({ method: 'GET', path: '/kanban/boards/:id', schema: { params: IdParams, response: KanbanBoardViewSchema }, summary: 'A board with the items on its columns', errors: [BOARD_404] }),
  updateBoard: defineEndpoint({ method: 'PATCH', path: '/kanban/boards/:id', can: EDIT, schema: { params: IdParams, body: UpdateKanbanBoardBody, response: KanbanBoardSchema }, errors: [BOARD_404] }),
  deleteBoard: defineEndpoint({
    method: 'DELETE',
    path: '/kanban/boards/:id',
    can: ['delete', KANBAN_SUBJECT],
    schema: { params: IdParams, response: KanbanDeletedSchema },
    errors: [BOARD_404, { status: 403, text: KanbanErrors.BOARD_MANAGERS_ONLY }],
  }),
  reorderColumns: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/boards/:id/columns/reorder',
    can: EDIT,
    schema: { params: IdParams, body: ReorderKanbanColumnsBody, response: KanbanBoardSchema },
    errors: [BOARD_404, { status: 400, text: KanbanErrors.REORDER_MISMATCH }],
  }),
  boardItems: defineEndpoint({
    method: 'GET',
    path: '/kanban/boards/:id/items',
    schema: { params: IdParams, query: KanbanItemsQuery, response: KanbanItemListSchema },
    summary: "A board's items through JSON filters and a sort",
    errors: [BOARD_404, { status: 400, text: KanbanErrors.INVALID_FILTERS }, { status: 400, text: KanbanErrors.INVALID_SORT }],
  }),
  boardDeliveries: defineEndpoint({ method: 'GET', path: '/kanban/boards/:id/deliveries', schema: { params: IdParams, response: Type.Array(KanbanDeliverySchema) }, errors: [BOARD_404] }),
  boardActivity: defineEndpoint({
    method: 'GET',
    path: '/kanban/boards/:id/activity',
    schema: { params: IdParams, query: KanbanActivityQuery, response: Type.Array(KanbanActivitySchema) },
    errors: [BOARD_404],
  }),

  // ----- columns -----
  createColumn: defineEndpoint({
    method: 'POST',
    path: '/kanban/columns',
    status: 201,
    can: EDIT,
    schema: { body: CreateKanbanColumnBody, response: KanbanColumnSchema },
    errors: [BOARD_404, { status: 422, text: KanbanErrors.COLUMN_LIMIT }],
  }),
  updateColumn: defineEndpoint({ method: 'PATCH', path: '/kanban/columns/:id', can: EDIT, schema: { params: IdParams, body: UpdateKanbanColumnBody, response: KanbanColumnSchema }, errors: [COLUMN_404] }),
  deleteColumn: defineEndpoint({
    method: 'DELETE',
    path: '/kanban/columns/:id',
    can: EDIT,
    schema: { params: IdParams, query: DeleteKanbanColumnQuery, response: KanbanBoardSchema },
    errors: [COLUMN_404, { status: 409, text: KanbanErrors.COLUMN_NOT_EMPTY }, { status: 422, text: KanbanErrors.LAST_COLUMN }],
  }),

  // ----- items -----
  createItem: defineEndpoint({
    method: 'POST',
    path: '/kanban/items',
    status: 201,
    can: EDIT,
    schema: { body: CreateKanbanItemBody, response: KanbanItemSchema },
    errors: [BOARD_404, { status: 422 }],
  }),
  childItems: defineEndpoint({ method: 'GET', path: '/kanban/items/parent/:id', schema: { params: IdParams, response: Type.Array(KanbanItemSchema) }, summary: 'The children of an item', errors: [ITEM_404] }),
  getItem: defineEndpoint({ method: 'GET', path: '/kanban/items/:id', schema: { params: IdParams, response: KanbanItemDetailSchema }, errors: [ITEM_404] }),
  updateItem: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/items/:id',
    can: EDIT,
    schema: { params: IdParams, body: UpdateKanbanItemBody, response: KanbanItemSchema },
    errors: [ITEM_404, { status: 409, text: KanbanErrors.ITEM_ARCHIVED }],
  }),
  deleteItem: defineEndpoint({ method: 'DELETE', path: '/kanban/items/:id', can: EDIT, schema: { params: IdParams, response: KanbanDeletedSchema }, errors: [ITEM_404] }),
  moveItem: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/items/:id/move',
    can: EDIT,
    schema: { params: IdParams, body: MoveKanbanItemBody, response: KanbanMoveResultSchema },
    summary: 'Move an item to a column (or the backlog) at a place; the item:move socket event does the same',
    errors: [ITEM_404, COLUMN_404, { status: 409, text: KanbanErrors.ITEM_ARCHIVED }, { status: 422 }],
  }),
  itemActivity: defineEndpoint({ method: 'GET', path: '/kanban/items/:id/activity', schema: { params: IdParams, response: Type.Array(KanbanActivitySchema) }, errors: [ITEM_404] }),
  restoreItem: defineEndpoint({
    method: 'POST',
    path: '/kanban/items/:id/restore',
    can: EDIT,
    schema: { params: IdParams, response: KanbanItemSchema },
    summary: 'Bring an archived item back',
    errors: [ITEM_404, { status: 409, text: KanbanErrors.ITEM_NOT_ARCHIVED }],
  }),

  // ----- backlog -----
  backlog: defineEndpoint({ method: 'GET', path: '/kanban/backlog/:boardId', schema: { params: BoardParams, response: KanbanBacklogSchema }, errors: [BOARD_404] }),
  createBacklogItem: defineEndpoint({ method: 'POST', path: '/kanban/backlog', status: 201, can: EDIT, schema: { body: CreateBacklogItemBody, response: KanbanItemSchema }, errors: [BOARD_404] }),
  updateBacklogItem: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/backlog/:id',
    can: EDIT,
    schema: { params: IdParams, body: UpdateBacklogItemBody, response: KanbanItemSchema },
    errors: [ITEM_404, { status: 409, text: KanbanErrors.ITEM_ALREADY_ON_BOARD }],
  }),
  moveToBoard: defineEndpoint({
    method: 'POST',
    path: '/kanban/backlog/:id/move-to-board',
    can: EDIT,
    schema: { params: IdParams, body: MoveToBoardBody, response: KanbanMoveResultSchema },
    errors: [ITEM_404, { status: 409, text: KanbanErrors.ITEM_ALREADY_ON_BOARD }],
  }),

  // ----- sprints -----
  createSprint: defineEndpoint({
    method: 'POST',
    path: '/kanban/sprints',
    status: 201,
    can: EDIT,
    schema: { body: CreateSprintBody, response: KanbanSprintSchema },
    errors: [{ status: 400, text: KanbanErrors.SPRINT_DATES }],
  }),
  teamSprints: defineEndpoint({ method: 'GET', path: '/kanban/sprints/:teamId', schema: { params: TeamParams, response: Type.Array(KanbanSprintSchema) } }),
  activeSprint: defineEndpoint({ method: 'GET', path: '/kanban/sprints/:teamId/active', schema: { params: TeamParams, response: Type.Union([KanbanSprintDetailSchema, Type.Null()]) } }),
  sprintDetail: defineEndpoint({ method: 'GET', path: '/kanban/sprints/:id/detail', schema: { params: IdParams, response: KanbanSprintDetailSchema }, errors: [SPRINT_404] }),
  updateSprint: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/sprints/:id',
    can: EDIT,
    schema: { params: IdParams, body: UpdateSprintBody, response: Type.Union([KanbanSprintCompletionSchema, KanbanSprintSchema]) },
    summary: 'Change a sprint; status planned -> active starts it, active -> completed completes it',
    errors: [SPRINT_404, { status: 409, text: KanbanErrors.SPRINT_COMPLETED }, { status: 409, text: KanbanErrors.SPRINT_ALREADY_ACTIVE }],
  }),
  completeSprint: defineEndpoint({
    method: 'POST',
    path: '/kanban/sprints/:id/complete',
    can: EDIT,
    schema: { params: IdParams, body: CompleteSprintBody, response: KanbanSprintCompletionSchema },
    errors: [SPRINT_404, { status: 409, text: KanbanErrors.SPRINT_COMPLETED }],
  }),
  addToSprint: defineEndpoint({
    method: 'POST',
    path: '/kanban/sprints/:id/items/:itemId',
    can: EDIT,
    schema: { params: SprintItemParams, response: KanbanSprintSchema },
    errors: [SPRINT_404, ITEM_404, { status: 400, text: KanbanErrors.SPRINT_TEAM_MISMATCH }],
  }),
  removeFromSprint: defineEndpoint({
    method: 'DELETE',
    path: '/kanban/sprints/:id/items/:itemId',
    can: EDIT,
    schema: { params: SprintItemParams, response: KanbanSprintSchema },
    errors: [SPRINT_404, notFound(KanbanErrors.ITEM_NOT_IN_SPRINT)],
  }),

  // ----- deliveries (releases) -----
  createDelivery: defineEndpoint({
    method: 'POST',
    path: '/kanban/deliveries',
    status: 201,
    can: EDIT,
    schema: { body: CreateDeliveryBody, response: KanbanDeliverySchema },
    errors: [BOARD_404, { status: 400, text: KanbanErrors.DELIVERY_ITEMS_BOARD }],
  }),
  replaceDelivery: defineEndpoint({
    method: 'PUT',
    path: '/kanban/deliveries/:id',
    can: EDIT,
    schema: { params: IdParams, body: PutDeliveryBody, response: KanbanDeliverySchema },
    errors: [notFound(KanbanErrors.DELIVERY_NOT_FOUND)],
  }),

  // ----- team events -----
  createEvent: defineEndpoint({
    method: 'POST',
    path: '/kanban/events',
    status: 201,
    can: EDIT,
    schema: { body: CreateTeamEventBody, response: KanbanEventSchema },
    errors: [{ status: 400, text: KanbanErrors.EVENT_DATES }],
  }),
  teamEvents: defineEndpoint({
    method: 'GET',
    path: '/kanban/events/:teamId',
    schema: { params: TeamParams, query: TeamEventsQuery, response: Type.Array(KanbanEventSchema) },
    summary: "A team's events overlapping a range",
    errors: [{ status: 400, text: KanbanErrors.EVENT_RANGE }, { status: 400, text: KanbanErrors.INVALID_DATE }],
  }),
  updateEvent: defineEndpoint({
    method: 'PATCH',
    path: '/kanban/events/:id',
    can: EDIT,
    schema: { params: IdParams, body: UpdateTeamEventBody, response: KanbanEventSchema },
    errors: [notFound(KanbanErrors.EVENT_NOT_FOUND)],
  }),
  deleteEvent: defineEndpoint({ method: 'DELETE', path: '/kanban/events/:id', can: EDIT, schema: { params: IdParams, response: KanbanDeletedSchema }, errors: [notFound(KanbanErrors.EVENT_NOT_FOUND)] }),

  // ----- metrics, dashboard, archive -----
  flow: defineEndpoint({ method: 'GET', path: '/kanban/metrics/flow/:boardId', schema: { params: BoardParams, query: FlowMetricsQuery, response: KanbanFlowMetricsSchema }, errors: [BOARD_404] }),
  velocity: defineEndpoint({ method: 'GET', path: '/kanban/metrics/velocity/:teamId', schema: { params: TeamParams, query: VelocityQuery, response: KanbanVelocitySchema } }),
  burndown: defineEndpoint({ method: 'GET', path: '/kanban/metrics/burndown/:id', schema: { params: IdParams, response: KanbanBurndownSchema }, errors: [SPRINT_404] }),
  dashboard: defineEndpoint({ method: 'GET', path: '/kanban/dashboard', schema: { response: KanbanDashboardSchema }, summary: 'Every board with its WIP and throughput' }),
  archiveCompleted: defineEndpoint({ method: 'POST', path: '/kanban/archive-completed', can: EDIT, schema: { body: ArchiveCompletedBody, response: KanbanArchiveResultSchema } }),
  archived: defineEndpoint({ method: 'GET', path: '/kanban/archived', schema: { query: ArchivedQuery, response: KanbanItemListSchema } }),
} as const;
