import { BACKLOG, VELOCITY, type PluginContext, type TenantScope } from '@suite/sdk';
import { createKanbanArchive } from './archive.js';
import { createKanbanBoards } from './boards.js';
import { createKanbanCapabilities } from './capabilities.js';
import { createKanbanColumns } from './columns.js';
import { createKanbanCore, type KanbanServiceDeps } from './core.js';
import { createDeliveryService } from './deliveries.js';
import { createKanbanItemLists } from './item-lists.js';
import { createKanbanItems } from './items.js';
import { createKanbanMetrics } from './metrics.js';
import { createKanbanMoves } from './moves.js';
import { registerKanbanRealtime } from './realtime.js';
import { registerKanbanRoutes } from './routes.js';
import { createSprintService } from './sprints.js';
import { createTeamEventService } from './team-events.js';

export { seedKanban } from './seed.js';
export type { KanbanServiceDeps, NewItemInput } from './core.js';

/**
 * Boards, columns, items and the backlog (agile.md sections 3-7), one use case per file: boards,
 * columns, items, moves, item lists (filters, backlog, activity), archive. REST routes, socket
 * events and the capabilities call the same functions.
 */
export function createKanbanService(deps: KanbanServiceDeps) {
  const core = createKanbanCore(deps);
  const boards = createKanbanBoards(core);
  return {
    publishItem: core.publishItem,
    publishBoard: core.publishBoard,
    ...boards,
    ...createKanbanColumns(core, boards),
    ...createKanbanItems(core),
    ...createKanbanMoves(core),
    ...createKanbanItemLists(core),
    ...createKanbanArchive(core),
  };
}

export type KanbanService = ReturnType<typeof createKanbanService>;

/**
 * The kanban half of the agile plugin: routes under /api/kanban, the live board, and the
 * BACKLOG and VELOCITY capabilities. `costPerPointCents` reads the account's agile settings.
 */
export function registerKanban(ctx: PluginContext, options: { costPerPointCents(scope: TenantScope): Promise<number> }) {
  const kanban = createKanbanService({
    db: ctx.db,
    scopeFor: ctx.scopeFor,
    now: ctx.now,
    broadcast: (room, event, data) => ctx.realtime.broadcast(room, event, data),
    capabilities: ctx.capabilities,
    log: ctx.log,
  });
  const sprints = createSprintService({ now: ctx.now, kanban, capabilities: ctx.capabilities, events: ctx.events });
  const deliveries = createDeliveryService({ now: ctx.now });
  const events = createTeamEventService({ now: ctx.now });
  const metrics = createKanbanMetrics({ now: ctx.now, costPerPointCents: options.costPerPointCents });
  registerKanbanRoutes(ctx, { kanban, sprints, deliveries, events, metrics });
  registerKanbanRealtime(ctx, kanban);
  const capabilities = createKanbanCapabilities({ scopeFor: (accountId) => ctx.scopeFor(accountId), kanban, metrics, costPerPointCents: options.costPerPointCents });
  ctx.capabilities.provide(BACKLOG, capabilities.backlog);
  ctx.capabilities.provide(VELOCITY, capabilities.velocity);
  return { kanban, sprints, deliveries, events, metrics };
}
