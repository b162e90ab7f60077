import { reply, type PluginContext } from '@suite/sdk';
import { Type, Uuid } from '@suite/sdk/schemas';
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
} from '../../shared/kanban.js';
import { KANBAN_SUBJECT, kanbanActorFromRequest } from './actor.js';
import type { DeliveryService } from './deliveries.js';
import type { KanbanMetrics } from './metrics.js';
import type { KanbanService } from './service.js';
import type { SprintService } from './sprints.js';
import type { TeamEventService } from './team-events.js';

const IdParams = Type.Object({ id: Uuid });
const TeamParams = Type.Object({ teamId: Uuid });
const BoardParams = Type.Object({ boardId: Uuid });
const SprintItemParams = Type.Object({ id: Uuid, itemId: Uuid });
const K = '/kanban';
const EDIT: [string, string] = ['update', KANBAN_SUBJECT];

export interface KanbanServices {
  kanban: KanbanService;
  sprints: SprintService;
  deliveries: DeliveryService;
  events: TeamEventService;
  metrics: KanbanMetrics;
}

/**
 * Kanban over REST under /api/kanban (agile.md section 7): each route parses, calls the service
 * and returns. Reads are open to every member of the account; changes need the right to update
 * boards (observers only read).
 */
export function registerKanbanRoutes(ctx: PluginContext, services: KanbanServices): void {
  const { routes } = ctx;
  const { kanban, sprints, deliveries, events, metrics } = services;
  const actor = kanbanActorFromRequest;

  // ----- boards -----
  routes.add({ method: 'GET', path: `${K}/boards`, handler: (req) => kanban.listBoards(req.scope!) });
  routes.add({
    method: 'POST',
    path: `${K}/boards`,
    schema: { body: CreateKanbanBoardBody },
    can: ['create', KANBAN_SUBJECT],
    handler: async (req) => reply.created(await kanban.createBoard(actor(req), req.scope!, req.body)),
  });
  routes.add({ method: 'GET', path: `${K}/boards/team/:teamId`, schema: { params: TeamParams }, handler: (req) => kanban.teamBoards(req.scope!, req.params.teamId) });
  routes.add({ method: 'GET', path: `${K}/boards/:id`, schema: { params: IdParams }, handler: (req) => kanban.getBoardView(req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${K}/boards/:id`,
    schema: { params: IdParams, body: UpdateKanbanBoardBody },
    can: EDIT,
    handler: (req) => kanban.updateBoard(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'DELETE', path: `${K}/boards/:id`, schema: { params: IdParams }, can: EDIT, handler: (req) => kanban.deleteBoard(actor(req), req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${K}/boards/:id/columns/reorder`,
    schema: { params: IdParams, body: ReorderKanbanColumnsBody },
    can: EDIT,
    handler: (req) => kanban.reorderColumns(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'GET', path: `${K}/boards/:id/items`, schema: { params: IdParams, query: KanbanItemsQuery }, handler: (req) => kanban.listItems(req.scope!, req.params.id, req.query) });
  routes.add({ method: 'GET', path: `${K}/boards/:id/deliveries`, schema: { params: IdParams }, handler: (req) => deliveries.listDeliveries(req.scope!, req.params.id) });
  routes.add({
    method: 'GET',
    path: `${K}/boards/:id/activity`,
    schema: { params: IdParams, query: KanbanActivityQuery },
    handler: (req) => kanban.boardActivity(req.scope!, req.params.id, req.query.limit),
  });

  // ----- columns -----
  routes.add({
    method: 'POST',
    path: `${K}/columns`,
    schema: { body: CreateKanbanColumnBody },
    can: EDIT,
    handler: async (req) => reply.created(await kanban.createColumn(actor(req), req.scope!, req.body)),
  });
  routes.add({
    method: 'PATCH',
    path: `${K}/columns/:id`,
    schema: { params: IdParams, body: UpdateKanbanColumnBody },
    can: EDIT,
    handler: (req) => kanban.updateColumn(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'DELETE',
    path: `${K}/columns/:id`,
    schema: { params: IdParams, query: DeleteKanbanColumnQuery },
    can: EDIT,
    handler: (req) => kanban.deleteColumn(actor(req), req.scope!, req.params.id, req.query.moveItemsTo),
  });

  // ----- items -----
  routes.add({
    method: 'POST',
    path: `${K}/items`,
    schema: { body: CreateKanbanItemBody },
    can: EDIT,
    handler: async (req) => reply.created(await kanban.createItem(actor(req), req.scope!, req.body)),
  });
  routes.add({ method: 'GET', path: `${K}/items/parent/:id`, schema: { params: IdParams }, handler: (req) => kanban.childrenOf(req.scope!, req.params.id) });
  routes.add({ method: 'GET', path: `${K}/items/:id`, schema: { params: IdParams }, handler: (req) => kanban.getItem(req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${K}/items/:id`,
    schema: { params: IdParams, body: UpdateKanbanItemBody },
    can: EDIT,
    handler: (req) => kanban.updateItem(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'DELETE', path: `${K}/items/:id`, schema: { params: IdParams }, can: EDIT, handler: (req) => kanban.deleteItem(actor(req), req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${K}/items/:id/move`,
    schema: { params: IdParams, body: MoveKanbanItemBody },
    can: EDIT,
    handler: (req) => kanban.moveItem(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'GET', path: `${K}/items/:id/activity`, schema: { params: IdParams }, handler: (req) => kanban.itemActivity(req.scope!, req.params.id) });
  routes.add({ method: 'POST', path: `${K}/items/:id/restore`, schema: { params: IdParams }, can: EDIT, handler: (req) => kanban.restoreItem(actor(req), req.scope!, req.params.id) });

  // ----- backlog -----
  routes.add({ method: 'GET', path: `${K}/backlog/:boardId`, schema: { params: BoardParams }, handler: (req) => kanban.backlog(req.scope!, req.params.boardId) });
  routes.add({
    method: 'POST',
    path: `${K}/backlog`,
    schema: { body: CreateBacklogItemBody },
    can: EDIT,
    handler: async (req) => reply.created(await kanban.createItem(actor(req), req.scope!, { ...req.body, columnId: null })),
  });
  routes.add({
    method: 'PATCH',
    path: `${K}/backlog/:id`,
    schema: { params: IdParams, body: UpdateBacklogItemBody },
    can: EDIT,
    handler: (req) => kanban.updateBacklogItem(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'POST',
    path: `${K}/backlog/:id/move-to-board`,
    schema: { params: IdParams, body: MoveToBoardBody },
    can: EDIT,
    handler: (req) => kanban.moveToBoard(actor(req), req.scope!, req.params.id, req.body),
  });

  // ----- sprints -----
  routes.add({
    method: 'POST',
    path: `${K}/sprints`,
    schema: { body: CreateSprintBody },
    can: EDIT,
    handler: async (req) => reply.created(await sprints.createSprint(actor(req), req.scope!, req.body)),
  });
  routes.add({ method: 'GET', path: `${K}/sprints/:teamId`, schema: { params: TeamParams }, handler: (req) => sprints.listSprints(req.scope!, req.params.teamId) });
  routes.add({ method: 'GET', path: `${K}/sprints/:teamId/active`, schema: { params: TeamParams }, handler: (req) => sprints.activeSprint(req.scope!, req.params.teamId) });
  routes.add({ method: 'GET', path: `${K}/sprints/:id/detail`, schema: { params: IdParams }, handler: (req) => sprints.sprintDetail(req.scope!, req.params.id) });
  routes.add({
    method: 'PATCH',
    path: `${K}/sprints/:id`,
    schema: { params: IdParams, body: UpdateSprintBody },
    can: EDIT,
    handler: (req) => sprints.updateSprint(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'POST',
    path: `${K}/sprints/:id/complete`,
    schema: { params: IdParams, body: CompleteSprintBody },
    can: EDIT,
    handler: (req) => sprints.completeSprint(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({
    method: 'POST',
    path: `${K}/sprints/:id/items/:itemId`,
    schema: { params: SprintItemParams },
    can: EDIT,
    handler: (req) => sprints.addItem(actor(req), req.scope!, req.params.id, req.params.itemId),
  });
  routes.add({
    method: 'DELETE',
    path: `${K}/sprints/:id/items/:itemId`,
    schema: { params: SprintItemParams },
    can: EDIT,
    handler: (req) => sprints.removeItem(actor(req), req.scope!, req.params.id, req.params.itemId),
  });

  // ----- deliveries (releases) -----
  routes.add({
    method: 'POST',
    path: `${K}/deliveries`,
    schema: { body: CreateDeliveryBody },
    can: EDIT,
    handler: async (req) => reply.created(await deliveries.createDelivery(actor(req), req.scope!, req.body)),
  });
  routes.add({
    method: 'PUT',
    path: `${K}/deliveries/:id`,
    schema: { params: IdParams, body: PutDeliveryBody },
    can: EDIT,
    handler: (req) => deliveries.replaceDelivery(actor(req), req.scope!, req.params.id, req.body),
  });

  // ----- team events -----
  routes.add({
    method: 'POST',
    path: `${K}/events`,
    schema: { body: CreateTeamEventBody },
    can: EDIT,
    handler: async (req) => reply.created(await events.createEvent(actor(req), req.scope!, req.body)),
  });
  routes.add({ method: 'GET', path: `${K}/events/:teamId`, schema: { params: TeamParams, query: TeamEventsQuery }, handler: (req) => events.listEvents(req.scope!, req.params.teamId, req.query) });
  routes.add({
    method: 'PATCH',
    path: `${K}/events/:id`,
    schema: { params: IdParams, body: UpdateTeamEventBody },
    can: EDIT,
    handler: (req) => events.updateEvent(actor(req), req.scope!, req.params.id, req.body),
  });
  routes.add({ method: 'DELETE', path: `${K}/events/:id`, schema: { params: IdParams }, can: EDIT, handler: (req) => events.deleteEvent(actor(req), req.scope!, req.params.id) });

  // ----- metrics, dashboard, archive -----
  routes.add({ method: 'GET', path: `${K}/metrics/flow/:boardId`, schema: { params: BoardParams, query: FlowMetricsQuery }, handler: (req) => metrics.flow(req.scope!, req.params.boardId, req.query) });
  routes.add({
    method: 'GET',
    path: `${K}/metrics/velocity/:teamId`,
    schema: { params: TeamParams, query: VelocityQuery },
    handler: (req) => metrics.velocity(req.scope!, req.params.teamId, req.query.sprintCount),
  });
  routes.add({ method: 'GET', path: `${K}/metrics/burndown/:id`, schema: { params: IdParams }, handler: (req) => metrics.burndown(req.scope!, req.params.id) });
  routes.add({ method: 'GET', path: `${K}/dashboard`, handler: (req) => metrics.dashboard(req.scope!) });
  routes.add({
    method: 'POST',
    path: `${K}/archive-completed`,
    schema: { body: ArchiveCompletedBody },
    can: EDIT,
    handler: (req) => kanban.archiveCompleted(actor(req), req.scope!, req.body),
  });
  routes.add({ method: 'GET', path: `${K}/archived`, schema: { query: ArchivedQuery }, handler: (req) => kanban.archivedItems(req.scope!, req.query) });
}
