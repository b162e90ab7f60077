import { endpointPath, type Endpoint } from '@suite/sdk';
import { KanbanEndpoints as E } from '../../shared/kanban-endpoints.js';
import type { KanbanItemFilters, KanbanItemSort } from '../../shared/kanban-bodies.js';
import { TeamEndpoints } from '../../shared/teams.js';

const path = (endpoint: Endpoint, params?: Record<string, string>, query: Record<string, string | number | undefined> = {}) => {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return `${endpointPath(endpoint, params)}${parts.length ? `?${parts.join('&')}` : ''}`;
};

/** The kanban's URLs for the integration tests (supertest speaks raw HTTP), made from KanbanEndpoints. */
export const KanbanApi = {
  boards: path(E.listBoards),
  board: (id: string) => path(E.getBoard, { id }),
  teamBoards: (teamId: string) => path(E.teamBoards, { teamId }),
  reorderColumns: (id: string) => path(E.reorderColumns, { id }),
  boardItems: (id: string, options: { filters?: KanbanItemFilters; sort?: KanbanItemSort; limit?: number; offset?: number } = {}) =>
    path(E.boardItems, { id }, { filters: options.filters ? JSON.stringify(options.filters) : undefined, sort: options.sort ? JSON.stringify(options.sort) : undefined, limit: options.limit, offset: options.offset }),
  boardDeliveries: (id: string) => path(E.boardDeliveries, { id }),
  boardActivity: (id: string, limit?: number) => path(E.boardActivity, { id }, { limit }),
  columns: path(E.createColumn),
  column: (id: string, moveItemsTo?: string) => path(E.deleteColumn, { id }, { moveItemsTo }),
  items: path(E.createItem),
  item: (id: string) => path(E.getItem, { id }),
  moveItem: (id: string) => path(E.moveItem, { id }),
  children: (id: string) => path(E.childItems, { id }),
  itemActivity: (id: string) => path(E.itemActivity, { id }),
  restoreItem: (id: string) => path(E.restoreItem, { id }),
  backlog: (boardId: string) => path(E.backlog, { boardId }),
  backlogItems: path(E.createBacklogItem),
  backlogItem: (id: string) => path(E.updateBacklogItem, { id }),
  moveToBoard: (id: string) => path(E.moveToBoard, { id }),
  sprints: path(E.createSprint),
  teamSprints: (teamId: string) => path(E.teamSprints, { teamId }),
  activeSprint: (teamId: string) => path(E.activeSprint, { teamId }),
  sprint: (id: string) => path(E.updateSprint, { id }),
  sprintDetail: (id: string) => path(E.sprintDetail, { id }),
  completeSprint: (id: string) => path(E.completeSprint, { id }),
  sprintItem: (id: string, itemId: string) => path(E.addToSprint, { id, itemId }),
  deliveries: path(E.createDelivery),
  delivery: (id: string) => path(E.replaceDelivery, { id }),
  events: path(E.createEvent),
  teamEvents: (teamId: string, range: { startDate?: string; endDate?: string } = {}) => path(E.teamEvents, { teamId }, range),
  event: (id: string) => path(E.updateEvent, { id }),
  flow: (boardId: string, options: { days?: number; weeks?: number } = {}) => path(E.flow, { boardId }, options),
  velocity: (teamId: string, sprintCount?: number) => path(E.velocity, { teamId }, { sprintCount }),
  burndown: (id: string) => path(E.burndown, { id }),
  dashboard: path(E.dashboard),
  archiveCompleted: path(E.archiveCompleted),
  archived: (options: { boardId?: string; limit?: number; offset?: number } = {}) => path(E.archived, undefined, options),
};

/** Teams the kanban tests create boards for. */
export const TeamApi = { teams: path(TeamEndpoints.createTeam) };
