import type { PluginContext } from '@suite/sdk';
import { KanbanEndpoints as E } from '../../shared/kanban-endpoints.js';
import { kanbanActor as actor } from './actor.js';
import type { DeliveryService } from './deliveries.js';
import type { KanbanMetrics } from './metrics.js';
import type { KanbanService } from './index.js';
import type { SprintService } from './sprints.js';
import type { TeamEventService } from './team-events.js';

export interface KanbanServices {
  kanban: KanbanService;
  sprints: SprintService;
  deliveries: DeliveryService;
  events: TeamEventService;
  metrics: KanbanMetrics;
}

/**
 * Kanban over REST (shared/kanban-endpoints.ts declares paths, schemas and checks): each handler
 * calls the service and returns.
 */
export function registerKanbanRoutes(ctx: PluginContext, services: KanbanServices): void {
  const { routes } = ctx;
  const { kanban, sprints, deliveries, events, metrics } = services;

  // ----- boards -----
  routes.implement(E.listBoards, (req) => kanban.listBoards(req.scope!));
  routes.implement(E.createBoard, (req) => kanban.createBoard(actor(req), req.scope!, req.body));
  routes.implement(E.teamBoards, (req) => kanban.teamBoards(req.scope!, req.params.teamId));
  routes.implement(E.getBoard, (req) => kanban.getBoardView(req.scope!, req.params.id));
  routes.implement(E.updateBoard, (req) => kanban.updateBoard(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.deleteBoard, (req) => kanban.deleteBoard(actor(req), req.scope!, req.params.id));
  routes.implement(E.reorderColumns, (req) => kanban.reorderColumns(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.boardItems, (req) => kanban.listItems(req.scope!, req.params.id, req.query));
  routes.implement(E.boardDeliveries, (req) => deliveries.listDeliveries(req.scope!, req.params.id));
  routes.implement(E.boardActivity, (req) => kanban.boardActivity(req.scope!, req.params.id, req.query.limit));

  // ----- columns -----
  routes.implement(E.createColumn, (req) => kanban.createColumn(actor(req), req.scope!, req.body));
  routes.implement(E.updateColumn, (req) => kanban.updateColumn(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.deleteColumn, (req) => kanban.deleteColumn(actor(req), req.scope!, req.params.id, req.query.moveItemsTo));

  // ----- items -----
  routes.implement(E.createItem, (req) => kanban.createItem(actor(req), req.scope!, req.body));
  routes.implement(E.childItems, (req) => kanban.childrenOf(req.scope!, req.params.id));
  routes.implement(E.getItem, (req) => kanban.getItem(req.scope!, req.params.id));
  routes.implement(E.updateItem, (req) => kanban.updateItem(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.deleteItem, (req) => kanban.deleteItem(actor(req), req.scope!, req.params.id));
  routes.implement(E.moveItem, (req) => kanban.moveItem(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.itemActivity, (req) => kanban.itemActivity(req.scope!, req.params.id));
  routes.implement(E.restoreItem, (req) => kanban.restoreItem(actor(req), req.scope!, req.params.id));

  // ----- backlog -----
  routes.implement(E.backlog, (req) => kanban.backlog(req.scope!, req.params.boardId));
  routes.implement(E.createBacklogItem, (req) => kanban.createItem(actor(req), req.scope!, { ...req.body, columnId: null }));
  routes.implement(E.updateBacklogItem, (req) => kanban.updateBacklogItem(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.moveToBoard, (req) => kanban.moveToBoard(actor(req), req.scope!, req.params.id, req.body));

  // ----- sprints -----
  routes.implement(E.createSprint, (req) => sprints.createSprint(actor(req), req.scope!, req.body));
  routes.implement(E.teamSprints, (req) => sprints.listSprints(req.scope!, req.params.teamId));
  routes.implement(E.activeSprint, (req) => sprints.activeSprint(req.scope!, req.params.teamId));
  routes.implement(E.sprintDetail, (req) => sprints.sprintDetail(req.scope!, req.params.id));
  routes.implement(E.updateSprint, (req) => sprints.updateSprint(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.completeSprint, (req) => sprints.completeSprint(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.addToSprint, (req) => sprints.addItem(actor(req), req.scope!, req.params.id, req.params.itemId));
  routes.implement(E.removeFromSprint, (req) => sprints.removeItem(actor(req), req.scope!, req.params.id, req.params.itemId));

  // ----- deliveries (releases) -----
  routes.implement(E.createDelivery, (req) => deliveries.createDelivery(actor(req), req.scope!, req.body));
  routes.implement(E.replaceDelivery, (req) => deliveries.replaceDelivery(actor(req), req.scope!, req.params.id, req.body));

  // ----- team events -----
  routes.implement(E.createEvent, (req) => events.createEvent(actor(req), req.scope!, req.body));
  routes.implement(E.teamEvents, (req) => events.listEvents(req.scope!, req.params.teamId, req.query));
  routes.implement(E.updateEvent, (req) => events.updateEvent(actor(req), req.scope!, req.params.id, req.body));
  routes.implement(E.deleteEvent, (req) => events.deleteEvent(actor(req), req.scope!, req.params.id));

  // ----- metrics, dashboard, archive -----
  routes.implement(E.flow, (req) => metrics.flow(req.scope!, req.params.boardId, req.query));
  routes.implement(E.velocity, (req) => metrics.velocity(req.scope!, req.params.teamId, req.query.sprintCount));
  routes.implement(E.burndown, (req) => metrics.burndown(req.scope!, req.params.id));
  routes.implement(E.dashboard, (req) => metrics.dashboard(req.scope!));
  routes.implement(E.archiveCompleted, (req) => kanban.archiveCompleted(actor(req), req.scope!, req.body));
  routes.implement(E.archived, (req) => kanban.archivedItems(req.scope!, req.query));
}
