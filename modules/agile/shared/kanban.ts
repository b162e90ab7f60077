/**
 * Kanban boards, backlog, sprints, deliveries, team events and flow metrics: the contract both
 * halves of the agile module use (agile.md sections 2-9), one file per kind.
 */
export type { VelocitySprint } from '@suite/sdk';
export { KanbanErrors } from './errors/kanban-errors.js';
export * from './kanban-rules.js';
export * from './kanban-views.js';
export * from './kanban-bodies.js';
export * from './kanban-permissions.js';
export * from './kanban-socket.js';
export * from './kanban-endpoints.js';
