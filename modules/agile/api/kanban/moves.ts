import { BusinessRuleError, ConflictError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanItemStatus, KanbanMoveResult } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import type { KanbanCore } from './core.js';
import { KT, KanbanColumnModel, KanbanItemModel } from './models.js';
import { positionAt, type Container } from './positions.js';
import { findColumn, findItem, recordActivity, recordStatusChange, workTimesFor } from './queries.js';

/** A hard limit refuses one more item in the column; a soft one answers the warning. */
export async function wipCheck(scope: TenantScope, column: KanbanColumnModel, movingId: string | null): Promise<string | null> {
  if (column.wipLimit == null) return null;
  // Moves into a hard-limited column take turns (the column row is locked until commit), so two
  // at once cannot both take its last place.
  if (column.wipMode === 'hard') await tenantQuery(scope, KanbanColumnModel).findById(column.id).select('id').forUpdate();
  const query = scope.table(KT.items).where('column_id', column.id).whereNull('archived_at');
  const [{ n }] = (await (movingId ? query.whereNot('id', movingId) : query).select(scope.knex.raw('count(*)::int as n'))) as unknown as { n: number }[];
  const count = Number(n);
  if (count < column.wipLimit) return null;
  if (column.wipMode === 'hard') throw new BusinessRuleError(KanbanErrors.wipLimitReached(column.title, column.wipLimit), { columnId: column.id, wipLimit: column.wipLimit, count });
  return KanbanErrors.wipLimitExceeded(column.title, column.wipLimit, count + 1);
}

/** Moving items between columns and the backlog (agile.md sections 4-5). */
export function createKanbanMoves(core: KanbanCore) {
  const { now } = core;

  /**
   * Move an item to a column (or, targetColumnId null, back to the backlog) at a 0-based position.
   * Past a hard WIP limit the move is refused; past a soft one it happens with a warning. A
   * status change sets the work times and is kept in the history.
   */
  async function moveItem(actor: KanbanActor, scope: TenantScope, itemId: string, input: { targetColumnId: string | null; position?: number }): Promise<KanbanMoveResult> {
    assertCanEdit(actor);
    const at = now();
    const moved = await scope.transaction(async (trx) => {
      const item = await findItem(trx, itemId, { forUpdate: true });
      if (item.archivedAt) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
      let target: KanbanColumnModel | null = null;
      if (input.targetColumnId !== null) {
        target = await findColumn(trx, input.targetColumnId);
        if (target.boardId !== item.boardId) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
      }
      const toColumnId = target?.id ?? null;
      const columnChanged = toColumnId !== item.columnId;
      const warning = target && columnChanged ? await wipCheck(trx, target, item.id) : null;
      const container: Container = target ? { columnId: target.id } : { backlogOf: item.boardId };
      const position = await positionAt(trx, container, input.position, item.id);
      const toStatus: KanbanItemStatus = target?.category ?? 'backlog';
      const times = toStatus !== item.status ? workTimesFor(item, toStatus, at) : {};
      await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ ...times, columnId: toColumnId, position, updatedAt: at });
      if (columnChanged) {
        await recordStatusChange(trx, { boardId: item.boardId, itemId: item.id, fromColumnId: item.columnId, toColumnId, fromStatus: item.status, toStatus, by: actor.userId, at });
        await recordActivity(trx, {
          boardId: item.boardId,
          itemId: item.id,
          type: 'item_moved',
          actorId: actor.userId,
          data: { fromColumnId: item.columnId, toColumnId, fromStatus: item.status, toStatus, ...(warning ? { warning } : {}) },
          at,
        });
      }
      return { boardId: item.boardId, fromColumnId: item.columnId, warning };
    });
    const item = await core.itemViewById(scope, itemId);
    await core.publishItem(scope.accountId, { boardId: moved.boardId, action: 'moved', itemId, item, fromColumnId: moved.fromColumnId, warning: moved.warning, by: actor.userId });
    return { item, fromColumnId: moved.fromColumnId, warning: moved.warning };
  }

  /** A backlog item onto a column of its board. */
  async function moveToBoard(actor: KanbanActor, scope: TenantScope, itemId: string, input: { columnId: string; position?: number }): Promise<KanbanMoveResult> {
    const item = await findItem(scope, itemId);
    if (item.columnId) throw new ConflictError(KanbanErrors.ITEM_ALREADY_ON_BOARD);
    return moveItem(actor, scope, itemId, { targetColumnId: input.columnId, ...(input.position !== undefined ? { position: input.position } : {}) });
  }

  return { moveItem, moveToBoard };
}
