import { callEndpoint, endpointKey, keepPreviousData, useEndpointQuery, useEndpointMutation, useQueryClient } from '@suite/sdk/web';
import { AgileSettingsEndpoints } from '../../../shared/index.js';
import {
  KANBAN_ACTIVITY_DEFAULT_LIMIT,
  KANBAN_FLOW_DEFAULT_DAYS,
  KANBAN_FLOW_DEFAULT_WEEKS,
  KanbanEndpoints as E,
  type CompleteSprintBody,
  type CreateBacklogItemBody,
  type CreateDeliveryBody,
  type CreateKanbanColumnBody,
  type CreateKanbanItemBody,
  type CreateSprintBody,
  type CreateTeamEventBody,
  type PutDeliveryBody,
  type UpdateBacklogItemBody,
  type UpdateKanbanColumnBody,
  type UpdateKanbanItemBody,
  type UpdateSprintBody,
  type UpdateTeamEventBody,
} from '../../../shared/kanban.js';

/**
 * The kanban calls (shared/kanban-endpoints.ts declares them) as react-query hooks and calls over
 * the sdk's endpoint helpers. The board's live moves arrive over the socket (useLiveBoard); the
 * board view lives in the query cache so the page, the drawer and the room share one copy.
 */

/** Query keys of the kanban's reads (the endpoint's method and path, then what was asked). */
export const kanbanKeys = {
  board: (id: string) => endpointKey(E.getBoard, { params: { id } }),
  item: (id: string) => endpointKey(E.getItem, { params: { id } }),
  itemActivity: (id: string) => endpointKey(E.itemActivity, { params: { id } }),
  backlog: (boardId: string) => endpointKey(E.backlog, { params: { boardId } }),
  sprint: (id: string) => endpointKey(E.sprintDetail, { params: { id } }),
};

/** Every cached kanban read (its key's path is under /kanban/). */
const isKanbanQuery = (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[1] === 'string' && query.queryKey[1].startsWith('/kanban/');


// ---------- reads ----------

/** Every board of the account with its WIP and throughput (the boards list and the overview). */
export function useKanbanDashboard() {
  return useEndpointQuery(E.dashboard, {});
}

/** A board with its columns and the items on them. */
export function useBoardView(boardId: string) {
  return useEndpointQuery(E.getBoard, { params: { id: boardId } }, { enabled: Boolean(boardId) });
}

export function useItemDetail(itemId: string | null) {
  return useEndpointQuery(E.getItem, { params: { id: itemId ?? '' } }, { enabled: Boolean(itemId) });
}

export function useItemActivity(itemId: string | null) {
  return useEndpointQuery(E.itemActivity, { params: { id: itemId ?? '' } }, { enabled: Boolean(itemId) });
}

export function useBoardActivity(boardId: string, options: { enabled: boolean }) {
  return useEndpointQuery(E.boardActivity, { params: { id: boardId }, query: { limit: KANBAN_ACTIVITY_DEFAULT_LIMIT } }, { enabled: options.enabled && Boolean(boardId) });
}

export function useBacklog(boardId: string | null) {
  return useEndpointQuery(E.backlog, { params: { boardId: boardId ?? '' } }, { enabled: Boolean(boardId) });
}

/** The team's sprints (planned, active and completed). */
export function useTeamSprints(teamId: string | null) {
  return useEndpointQuery(E.teamSprints, { params: { teamId: teamId ?? '' } }, { enabled: Boolean(teamId) });
}

export function useSprintDetail(sprintId: string | null) {
  return useEndpointQuery(E.sprintDetail, { params: { id: sprintId ?? '' } }, { enabled: Boolean(sprintId) });
}

export function useFlowMetrics(boardId: string | null) {
  return useEndpointQuery(E.flow, { params: { boardId: boardId ?? '' }, query: { days: KANBAN_FLOW_DEFAULT_DAYS, weeks: KANBAN_FLOW_DEFAULT_WEEKS } }, { enabled: Boolean(boardId) });
}

export function useVelocity(teamId: string | null, sprintCount: number) {
  return useEndpointQuery(E.velocity, { params: { teamId: teamId ?? '' }, query: { sprintCount } }, { enabled: Boolean(teamId) });
}

export function useBurndown(sprintId: string | null) {
  return useEndpointQuery(E.burndown, { params: { id: sprintId ?? '' } }, { enabled: Boolean(sprintId) });
}

/** The archived items of a board, newest first, one page at a time (the previous page stays shown while the next loads). */
export function useArchivedItems(boardId: string, page: number, pageSize: number, options: { enabled: boolean }) {
  return useEndpointQuery(E.archived, { query: { boardId, limit: pageSize, offset: page * pageSize } }, { enabled: options.enabled && Boolean(boardId), placeholderData: keepPreviousData });
}

/** The deliveries (releases) of a board, by target date. */
export function useBoardDeliveries(boardId: string, options: { enabled: boolean }) {
  return useEndpointQuery(E.boardDeliveries, { params: { id: boardId } }, { enabled: options.enabled && Boolean(boardId) });
}

/** A team's events overlapping [startDate, endDate) (ISO instants). */
export function useTeamEvents(teamId: string, range: { startDate: string; endDate: string }, options: { enabled: boolean }) {
  return useEndpointQuery(E.teamEvents, { params: { teamId }, query: range }, { enabled: options.enabled && Boolean(teamId), placeholderData: keepPreviousData });
}

/** The agile settings of the account (the cost of a story point). */
export function useAgileSettings() {
  return useEndpointQuery(AgileSettingsEndpoints.get, {}, { staleTime: 60_000 });
}

// ---------- writes ----------

/** After a write, everything kanban is read again (lists, metrics); the board itself is patched by its caller. */
export function useInvalidateKanban() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isKanbanQuery });
}

export function useCreateBoard() {
  const invalidate = useInvalidateKanban();
  return useEndpointMutation(E.createBoard, { onSuccess: invalidate });
}

export function useDeleteBoard() {
  const invalidate = useInvalidateKanban();
  return useEndpointMutation(E.deleteBoard, { onSuccess: invalidate });
}

export function useSaveAgileSettings() {
  const queryClient = useQueryClient();
  return useEndpointMutation(AgileSettingsEndpoints.put, {
    onSuccess: (settings) => {
      queryClient.setQueryData(endpointKey(AgileSettingsEndpoints.get, {}), settings);
      return queryClient.invalidateQueries({ queryKey: [E.velocity.method, E.velocity.path] });
    },
  });
}

/** One-off calls (forms, drag and drop), typed from the endpoints. */
export const kanbanCalls = {
  moveItem: (itemId: string, targetColumnId: string, position: number) => callEndpoint(E.moveItem, { params: { id: itemId }, body: { targetColumnId, position } }),
  reorderColumns: (boardId: string, columnIds: string[]) =>
    callEndpoint(E.reorderColumns, { params: { id: boardId }, body: { columnOrders: columnIds.map((columnId, position) => ({ columnId, position })) } }),
  createItem: (body: CreateKanbanItemBody) => callEndpoint(E.createItem, { body }),
  updateItem: (id: string, body: UpdateKanbanItemBody) => callEndpoint(E.updateItem, { params: { id }, body }),
  deleteItem: (id: string) => callEndpoint(E.deleteItem, { params: { id } }),
  createColumn: (body: CreateKanbanColumnBody) => callEndpoint(E.createColumn, { body }),
  updateColumn: (id: string, body: UpdateKanbanColumnBody) => callEndpoint(E.updateColumn, { params: { id }, body }),
  deleteColumn: (id: string, moveItemsTo?: string) => callEndpoint(E.deleteColumn, { params: { id }, query: moveItemsTo ? { moveItemsTo } : {} }),
  createBacklogItem: (body: CreateBacklogItemBody) => callEndpoint(E.createBacklogItem, { body }),
  updateBacklogItem: (id: string, body: UpdateBacklogItemBody) => callEndpoint(E.updateBacklogItem, { params: { id }, body }),
  moveToBoard: (id: string, columnId: string) => callEndpoint(E.moveToBoard, { params: { id }, body: { columnId } }),
  createSprint: (body: CreateSprintBody) => callEndpoint(E.createSprint, { body }),
  updateSprint: (id: string, body: UpdateSprintBody) => callEndpoint(E.updateSprint, { params: { id }, body }),
  completeSprint: (id: string, body: CompleteSprintBody = {}) => callEndpoint(E.completeSprint, { params: { id }, body }),
  addToSprint: (sprintId: string, itemId: string) => callEndpoint(E.addToSprint, { params: { id: sprintId, itemId } }),
  archiveCompleted: (boardId: string) => callEndpoint(E.archiveCompleted, { body: { boardId, olderThanDays: 0 } }),
  removeFromSprint: (sprintId: string, itemId: string) => callEndpoint(E.removeFromSprint, { params: { id: sprintId, itemId } }),
  restoreItem: (id: string) => callEndpoint(E.restoreItem, { params: { id } }),
  createDelivery: (body: CreateDeliveryBody) => callEndpoint(E.createDelivery, { body }),
  replaceDelivery: (id: string, body: PutDeliveryBody) => callEndpoint(E.replaceDelivery, { params: { id }, body }),
  createEvent: (body: CreateTeamEventBody) => callEndpoint(E.createEvent, { body }),
  updateEvent: (id: string, body: UpdateTeamEventBody) => callEndpoint(E.updateEvent, { params: { id }, body }),
  deleteEvent: (id: string) => callEndpoint(E.deleteEvent, { params: { id } }),
};
