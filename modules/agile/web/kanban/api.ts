import { api, keepPreviousData, useMutation, useQuery, useQueryClient } from '@suite/sdk/web';
import type { AgileSettings } from '../../shared/index.js';
import {
  KanbanApi,
  type CompleteSprintBody,
  type CreateBacklogItemBody,
  type CreateDeliveryBody,
  type CreateKanbanBoardBody,
  type CreateKanbanColumnBody,
  type CreateKanbanItemBody,
  type CreateSprintBody,
  type CreateTeamEventBody,
  type KanbanActivity,
  type KanbanArchiveResult,
  type KanbanBacklog,
  type KanbanBoard,
  type KanbanBoardView,
  type KanbanBurndown,
  type KanbanColumn,
  type KanbanDashboard,
  type KanbanDelivery,
  type KanbanEvent,
  type KanbanFlowMetrics,
  type KanbanItem,
  type KanbanItemDetail,
  type KanbanItemList,
  type KanbanMoveResult,
  type KanbanSprint,
  type KanbanSprintCompletion,
  type KanbanSprintDetail,
  type KanbanVelocity,
  type PutDeliveryBody,
  type UpdateBacklogItemBody,
  type UpdateKanbanColumnBody,
  type UpdateKanbanItemBody,
  type UpdateSprintBody,
  type UpdateTeamEventBody,
} from '../../shared/kanban.js';

/**
 * The kanban calls (agile.md section 7, paths in shared/kanban.ts KanbanApi) as react-query
 * hooks over the sdk client. The board's live moves arrive over the socket (useBoardRoom); the
 * board view lives in the query cache so the page, the drawer and the room share one copy.
 */
export const kanbanKeys = {
  all: ['agile', 'kanban'] as const,
  dashboard: () => ['agile', 'kanban', 'dashboard'] as const,
  board: (id: string) => ['agile', 'kanban', 'board', id] as const,
  item: (id: string) => ['agile', 'kanban', 'item', id] as const,
  itemActivity: (id: string) => ['agile', 'kanban', 'item-activity', id] as const,
  boardActivity: (id: string) => ['agile', 'kanban', 'board-activity', id] as const,
  backlog: (boardId: string) => ['agile', 'kanban', 'backlog', boardId] as const,
  sprints: (teamId: string) => ['agile', 'kanban', 'sprints', teamId] as const,
  sprint: (id: string) => ['agile', 'kanban', 'sprint', id] as const,
  flow: (boardId: string) => ['agile', 'kanban', 'flow', boardId] as const,
  velocity: (teamId: string, sprintCount: number) => ['agile', 'kanban', 'velocity', teamId, sprintCount] as const,
  burndown: (sprintId: string) => ['agile', 'kanban', 'burndown', sprintId] as const,
  archived: (boardId: string, page: number) => ['agile', 'kanban', 'archived', boardId, page] as const,
  deliveries: (boardId: string) => ['agile', 'kanban', 'deliveries', boardId] as const,
  /** A team's events between two instants (a month of the calendar). */
  events: (teamId: string, startDate: string, endDate: string) => ['agile', 'kanban', 'events', teamId, startDate, endDate] as const,
  settings: () => ['agile', 'settings'] as const,
};

export const AGILE_SETTINGS_PATH = '/agile/settings';

// ---------- reads ----------

/** Every board of the account with its WIP and throughput (the boards list and the overview). */
export function useKanbanDashboard() {
  return useQuery({ queryKey: kanbanKeys.dashboard(), queryFn: () => api.get<KanbanDashboard>(KanbanApi.dashboard) });
}

/** A board with its columns and the items on them. */
export function useBoardView(boardId: string) {
  return useQuery({ queryKey: kanbanKeys.board(boardId), queryFn: () => api.get<KanbanBoardView>(KanbanApi.board(boardId)), enabled: Boolean(boardId) });
}

export function useItemDetail(itemId: string | null) {
  return useQuery({ queryKey: kanbanKeys.item(itemId ?? ''), queryFn: () => api.get<KanbanItemDetail>(KanbanApi.item(itemId!)), enabled: Boolean(itemId) });
}

export function useItemActivity(itemId: string | null) {
  return useQuery({ queryKey: kanbanKeys.itemActivity(itemId ?? ''), queryFn: () => api.get<KanbanActivity[]>(KanbanApi.itemActivity(itemId!)), enabled: Boolean(itemId) });
}

export function useBoardActivity(boardId: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: kanbanKeys.boardActivity(boardId), queryFn: () => api.get<KanbanActivity[]>(KanbanApi.boardActivity(boardId)), enabled: options.enabled && Boolean(boardId) });
}

export function useBacklog(boardId: string | null) {
  return useQuery({ queryKey: kanbanKeys.backlog(boardId ?? ''), queryFn: () => api.get<KanbanBacklog>(KanbanApi.backlog(boardId!)), enabled: Boolean(boardId) });
}

/** The team's sprints (planned, active and completed). */
export function useTeamSprints(teamId: string | null) {
  return useQuery({ queryKey: kanbanKeys.sprints(teamId ?? ''), queryFn: () => api.get<KanbanSprint[]>(KanbanApi.teamSprints(teamId!)), enabled: Boolean(teamId) });
}

export function useSprintDetail(sprintId: string | null) {
  return useQuery({ queryKey: kanbanKeys.sprint(sprintId ?? ''), queryFn: () => api.get<KanbanSprintDetail>(KanbanApi.sprintDetail(sprintId!)), enabled: Boolean(sprintId) });
}

export function useFlowMetrics(boardId: string | null) {
  return useQuery({ queryKey: kanbanKeys.flow(boardId ?? ''), queryFn: () => api.get<KanbanFlowMetrics>(KanbanApi.flow(boardId!)), enabled: Boolean(boardId) });
}

export function useVelocity(teamId: string | null, sprintCount: number) {
  return useQuery({ queryKey: kanbanKeys.velocity(teamId ?? '', sprintCount), queryFn: () => api.get<KanbanVelocity>(KanbanApi.velocity(teamId!, sprintCount)), enabled: Boolean(teamId) });
}

export function useBurndown(sprintId: string | null) {
  return useQuery({ queryKey: kanbanKeys.burndown(sprintId ?? ''), queryFn: () => api.get<KanbanBurndown>(KanbanApi.burndown(sprintId!)), enabled: Boolean(sprintId) });
}

/** The archived items of a board, newest first, one page at a time (the previous page stays shown while the next loads). */
export function useArchivedItems(boardId: string, page: number, pageSize: number, options: { enabled: boolean }) {
  return useQuery({
    queryKey: kanbanKeys.archived(boardId, page),
    queryFn: () => api.get<KanbanItemList>(KanbanApi.archived({ boardId, limit: pageSize, offset: page * pageSize })),
    enabled: options.enabled && Boolean(boardId),
    placeholderData: keepPreviousData,
  });
}

/** The deliveries (releases) of a board, by target date. */
export function useBoardDeliveries(boardId: string, options: { enabled: boolean }) {
  return useQuery({ queryKey: kanbanKeys.deliveries(boardId), queryFn: () => api.get<KanbanDelivery[]>(KanbanApi.boardDeliveries(boardId)), enabled: options.enabled && Boolean(boardId) });
}

/** A team's events overlapping [startDate, endDate) (ISO instants). */
export function useTeamEvents(teamId: string, range: { startDate: string; endDate: string }, options: { enabled: boolean }) {
  return useQuery({
    queryKey: kanbanKeys.events(teamId, range.startDate, range.endDate),
    queryFn: () => api.get<KanbanEvent[]>(KanbanApi.teamEvents(teamId, range)),
    enabled: options.enabled && Boolean(teamId),
    placeholderData: keepPreviousData,
  });
}

/** The agile settings of the account (the cost of a story point). */
export function useAgileSettings() {
  return useQuery({ queryKey: kanbanKeys.settings(), queryFn: () => api.get<AgileSettings>(AGILE_SETTINGS_PATH), staleTime: 60_000 });
}

// ---------- writes ----------

/** After a write, everything kanban is read again (lists, metrics); the board itself is patched by its caller. */
export function useInvalidateKanban() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: kanbanKeys.all });
}

export function useCreateBoard() {
  const invalidate = useInvalidateKanban();
  return useMutation({ mutationFn: (body: CreateKanbanBoardBody) => api.post<KanbanBoard>(KanbanApi.boards, body), onSuccess: invalidate });
}

export function useDeleteBoard() {
  const invalidate = useInvalidateKanban();
  return useMutation({ mutationFn: (id: string) => api.delete<unknown>(KanbanApi.board(id)), onSuccess: invalidate });
}

export function useSaveAgileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgileSettings) => api.put<AgileSettings>(AGILE_SETTINGS_PATH, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(kanbanKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: ['agile', 'kanban', 'velocity'] });
    },
  });
}

export const kanbanCalls = {
  moveItem: (itemId: string, targetColumnId: string, position: number) => api.patch<KanbanMoveResult>(KanbanApi.moveItem(itemId), { targetColumnId, position }),
  reorderColumns: (boardId: string, columnIds: string[]) =>
    api.patch<KanbanBoard>(KanbanApi.reorderColumns(boardId), { columnOrders: columnIds.map((columnId, position) => ({ columnId, position })) }),
  createItem: (body: CreateKanbanItemBody) => api.post<KanbanItem>(KanbanApi.items, body),
  updateItem: (id: string, body: UpdateKanbanItemBody) => api.patch<KanbanItem>(KanbanApi.item(id), body),
  deleteItem: (id: string) => api.delete<unknown>(KanbanApi.item(id)),
  createColumn: (body: CreateKanbanColumnBody) => api.post<KanbanColumn>(KanbanApi.columns, body),
  updateColumn: (id: string, body: UpdateKanbanColumnBody) => api.patch<KanbanColumn>(KanbanApi.column(id), body),
  deleteColumn: (id: string, moveItemsTo?: string) => api.delete<unknown>(KanbanApi.column(id, moveItemsTo)),
  createBacklogItem: (body: CreateBacklogItemBody) => api.post<KanbanItem>(KanbanApi.backlogItems, body),
  updateBacklogItem: (id: string, body: UpdateBacklogItemBody) => api.patch<KanbanItem>(KanbanApi.backlogItem(id), body),
  moveToBoard: (id: string, columnId: string) => api.post<KanbanMoveResult>(KanbanApi.moveToBoard(id), { columnId }),
  createSprint: (body: CreateSprintBody) => api.post<KanbanSprint>(KanbanApi.sprints, body),
  updateSprint: (id: string, body: UpdateSprintBody) => api.patch<KanbanSprint>(KanbanApi.sprint(id), body),
  completeSprint: (id: string, body: CompleteSprintBody = {}) => api.post<KanbanSprintCompletion>(KanbanApi.completeSprint(id), body),
  addToSprint: (sprintId: string, itemId: string) => api.post<unknown>(KanbanApi.sprintItem(sprintId, itemId)),
  archiveCompleted: (boardId: string) => api.post<KanbanArchiveResult>(KanbanApi.archiveCompleted, { boardId, olderThanDays: 0 }),
  removeFromSprint: (sprintId: string, itemId: string) => api.delete<unknown>(KanbanApi.sprintItem(sprintId, itemId)),
  restoreItem: (id: string) => api.post<KanbanItem>(KanbanApi.restoreItem(id)),
  createDelivery: (body: CreateDeliveryBody) => api.post<KanbanDelivery>(KanbanApi.deliveries, body),
  replaceDelivery: (id: string, body: PutDeliveryBody) => api.put<KanbanDelivery>(KanbanApi.delivery(id), body),
  createEvent: (body: CreateTeamEventBody) => api.post<KanbanEvent>(KanbanApi.events, body),
  updateEvent: (id: string, body: UpdateTeamEventBody) => api.patch<KanbanEvent>(KanbanApi.event(id), body),
  deleteEvent: (id: string) => api.delete<unknown>(KanbanApi.event(id)),
};
