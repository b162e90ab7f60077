import { ValidationError, type CapabilityRegistry, type Logger, type TenantScope } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KanbanEvents, kanbanRoom, type CreateKanbanItemBody, type KanbanStatusCategory, type KanbanBoardEvent, type KanbanItem, type KanbanItemEvent } from '../../shared/kanban.js';
import { itemViewById, itemViews, type ItemQuery } from './queries.js';
import type { Db } from './models.js';

export interface KanbanServiceDeps {
  db: Db;
  scopeFor(accountId: string, knex?: Db): TenantScope;
  now(): Date;
  broadcast(room: string, event: string, data: unknown): Promise<void>;
  capabilities: CapabilityRegistry;
  log: Logger;
}

/** An item as created by a person or by another module (source names where it came from). */
export type NewItemInput = CreateKanbanItemBody & { source?: string | null };

export function cleanLabels(labels: string[] | undefined): string[] | undefined {
  if (!labels) return undefined;
  return [...new Set(labels.map((label) => label.trim()).filter(Boolean))];
}

export function cleanTitle(title: string, message: string): string {
  const trimmed = title.trim();
  if (!trimmed) throw new ValidationError(message);
  return trimmed;
}

/**
 * A column's category, given as `category` or as the spec's `status` (agile.md section 3): both
 * may be sent only with the same value. Undefined when neither is (an edit that keeps it).
 */
export function columnCategory(input: { category?: KanbanStatusCategory; status?: KanbanStatusCategory }): KanbanStatusCategory | undefined {
  if (input.category !== undefined && input.status !== undefined && input.category !== input.status) {
    throw new ValidationError(KanbanErrors.COLUMN_CATEGORY_CONFLICT, [{ field: 'status', message: KanbanErrors.COLUMN_CATEGORY_CONFLICT }]);
  }
  return input.category ?? input.status;
}

/**
 * What every kanban use case shares: the clock, the item views (names through DIRECTORY) and the
 * broadcasts. Every change is written (one transaction) before it is broadcast to the board's room.
 */
export function createKanbanCore(deps: KanbanServiceDeps) {
  async function publishItem(accountId: string, event: KanbanItemEvent): Promise<void> {
    // The change is committed: a failed broadcast is logged, never reported as a failed change.
    await deps.broadcast(kanbanRoom(accountId, event.boardId), KanbanEvents.ITEM, event).catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
  }

  async function publishBoard(accountId: string, event: KanbanBoardEvent): Promise<void> {
    await deps.broadcast(kanbanRoom(accountId, event.boardId), KanbanEvents.BOARD, event).catch((error: unknown) => deps.log.error({ err: error }, 'kanban broadcast failed'));
  }

  return {
    deps,
    now: deps.now,
    publishItem,
    publishBoard,
    itemViews: (scope: TenantScope, filter: (query: ItemQuery) => ItemQuery): Promise<KanbanItem[]> => itemViews(deps.capabilities, scope, filter),
    itemViewById: (scope: TenantScope, itemId: string): Promise<KanbanItem> => itemViewById(deps.capabilities, scope, itemId),
  };
}

export type KanbanCore = ReturnType<typeof createKanbanCore>;
