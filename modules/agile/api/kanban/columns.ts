import { BusinessRuleError, ConflictError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { KANBAN_MAX_COLUMNS, type CreateKanbanColumnBody, type KanbanBoard, type KanbanColumn, type KanbanItemStatus, type ReorderKanbanColumnsBody, type UpdateKanbanColumnBody } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import type { KanbanBoards } from './boards.js';
import { cleanTitle, columnCategory, type KanbanCore } from './core.js';
import { KanbanColumnModel, KanbanItemModel } from './models.js';
import { POSITION_GAP, positionAt } from './positions.js';
import { boardColumns, findBoard, findColumn, itemsQuery, recordActivity, recordStatusChange, workTimesFor } from './queries.js';
import { columnView } from './views.js';

/** Items change status with their column: work times and history as for a move. */
async function restatusItems(trx: TenantScope, items: KanbanItemModel[], to: { columnId: string | null; status: KanbanItemStatus }, by: string | null, at: Date): Promise<void> {
  for (const item of items) {
    if (item.status === to.status && item.columnId === to.columnId) continue;
    const patch = item.status === to.status ? {} : workTimesFor(item, to.status, at);
    await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ ...patch, columnId: to.columnId, updatedAt: at });
    if (!item.archivedAt) {
      await recordStatusChange(trx, { boardId: item.boardId, itemId: item.id, fromColumnId: item.columnId, toColumnId: to.columnId, fromStatus: item.status, toStatus: to.status, by, at });
    }
  }
}

/** A board's columns (agile.md section 3): add, edit (a new category restatuses its items), reorder, remove. */
export function createKanbanColumns(core: KanbanCore, boards: Pick<KanbanBoards, 'getBoard'>) {
  const { now } = core;

  async function publishColumns(actor: KanbanActor, scope: TenantScope, boardId: string): Promise<KanbanBoard> {
    const view = await boards.getBoard(scope, boardId);
    await core.publishBoard(scope.accountId, { boardId, action: 'columns', board: view, by: actor.userId });
    return view;
  }

  async function reorderColumns(actor: KanbanActor, scope: TenantScope, boardId: string, input: ReorderKanbanColumnsBody): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const board = await findBoard(scope, boardId);
    const columns = await boardColumns(scope, board.id);
    const named = new Set(input.columnOrders.map((o) => o.columnId));
    if (named.size !== input.columnOrders.length || named.size !== columns.length || columns.some((c) => !named.has(c.id))) throw new ValidationError(KanbanErrors.REORDER_MISMATCH);
    const order = input.columnOrders.map((o, index) => ({ ...o, index })).sort((a, b) => a.position - b.position || a.index - b.index);
    const at = now();
    await scope.transaction(async (trx) => {
      for (const [position, entry] of order.entries()) await tenantQuery(trx, KanbanColumnModel).findById(entry.columnId).patch({ position, updatedAt: at });
      await recordActivity(trx, { boardId: board.id, type: 'columns_reordered', actorId: actor.userId, data: { columnIds: order.map((o) => o.columnId) }, at });
    });
    return publishColumns(actor, scope, board.id);
  }

  async function createColumn(actor: KanbanActor, scope: TenantScope, input: CreateKanbanColumnBody): Promise<KanbanColumn> {
    assertCanEdit(actor);
    const board = await findBoard(scope, input.boardId);
    const title = cleanTitle(input.title, KanbanErrors.COLUMN_TITLE_REQUIRED);
    const category = columnCategory(input);
    if (!category) throw new ValidationError(KanbanErrors.COLUMN_CATEGORY_REQUIRED);
    const columns = await boardColumns(scope, board.id);
    if (columns.length >= KANBAN_MAX_COLUMNS) throw new BusinessRuleError(KanbanErrors.COLUMN_LIMIT);
    const position = Math.min(input.position ?? columns.length, columns.length);
    const at = now();
    const column = await scope.transaction(async (trx) => {
      await tenantQuery(trx, KanbanColumnModel).where('board_id', board.id).where('position', '>=', position).increment('position', 1);
      const created = await KanbanColumnModel.query(trx.knex)
        .insert({ accountId: scope.accountId, boardId: board.id, title, category, position, wipLimit: input.wipLimit ?? null, wipMode: input.wipMode ?? 'soft', createdAt: at, updatedAt: at })
        .returning('*');
      await recordActivity(trx, { boardId: board.id, type: 'column_added', actorId: actor.userId, data: { columnId: created.id, title }, at });
      return created;
    });
    await publishColumns(actor, scope, board.id);
    return columnView(column, 0);
  }

  async function updateColumn(actor: KanbanActor, scope: TenantScope, columnId: string, input: UpdateKanbanColumnBody): Promise<KanbanColumn> {
    assertCanEdit(actor);
    const column = await findColumn(scope, columnId);
    const patch: Partial<Pick<KanbanColumnModel, 'title' | 'wipLimit' | 'wipMode' | 'category'>> = {};
    const fields: string[] = [];
    if (input.title !== undefined) {
      patch.title = cleanTitle(input.title, KanbanErrors.COLUMN_TITLE_REQUIRED);
      fields.push('title');
    }
    if (input.wipLimit !== undefined) {
      patch.wipLimit = input.wipLimit;
      fields.push('wip_limit');
    }
    if (input.wipMode !== undefined) {
      patch.wipMode = input.wipMode;
      fields.push('wip_mode');
    }
    const category = columnCategory(input);
    if (category !== undefined) {
      patch.category = category;
      fields.push('category');
    }
    const at = now();
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, KanbanColumnModel).findById(column.id).patch({ ...patch, updatedAt: at });
      if (patch.category && patch.category !== column.category) {
        const items = await itemsQuery(trx).where('column_id', column.id);
        await restatusItems(trx, items, { columnId: column.id, status: patch.category }, actor.userId, at);
      }
      await recordActivity(trx, { boardId: column.boardId, type: 'column_updated', actorId: actor.userId, data: { columnId: column.id, fields }, at });
    });
    const board = await publishColumns(actor, scope, column.boardId);
    return board.columns.find((c) => c.id === column.id)!;
  }

  async function deleteColumn(actor: KanbanActor, scope: TenantScope, columnId: string, moveItemsTo: string | undefined): Promise<KanbanBoard> {
    assertCanEdit(actor);
    const column = await findColumn(scope, columnId);
    const columns = await boardColumns(scope, column.boardId);
    if (columns.length <= 1) throw new BusinessRuleError(KanbanErrors.LAST_COLUMN);
    const target = moveItemsTo ? await findColumn(scope, moveItemsTo) : null;
    if (target && (target.boardId !== column.boardId || target.id === column.id)) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
    const at = now();
    await scope.transaction(async (trx) => {
      const items = await itemsQuery(trx).where('column_id', column.id).orderBy('position');
      if (items.some((item) => !item.archivedAt) && !target) throw new ConflictError(KanbanErrors.COLUMN_NOT_EMPTY);
      if (target) {
        const start = await positionAt(trx, { columnId: target.id }, undefined, null);
        for (const [index, item] of items.entries()) await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ position: start + index * POSITION_GAP });
        await restatusItems(trx, items, { columnId: target.id, status: target.category }, actor.userId, at);
      }
      await tenantQuery(trx, KanbanColumnModel).deleteById(column.id);
      const rest = columns.filter((c) => c.id !== column.id);
      for (const [position, c] of rest.entries()) if (c.position !== position) await tenantQuery(trx, KanbanColumnModel).findById(c.id).patch({ position });
      await recordActivity(trx, { boardId: column.boardId, type: 'column_removed', actorId: actor.userId, data: { columnId: column.id, title: column.title, movedTo: target?.id ?? null }, at });
    });
    return publishColumns(actor, scope, column.boardId);
  }

  return { reorderColumns, createColumn, updateColumn, deleteColumn };
}
