import { ConflictError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanArchiveResult, KanbanItem, KanbanItemList, KanbanItemStatus } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import type { KanbanCore } from './core.js';
import { KanbanActivityModel, KanbanColumnModel, KanbanItemModel } from './models.js';
import { positionAt } from './positions.js';
import { DAY_MS, I, findBoard, findItem, recordActivity, recordStatusChange, workTimesFor, type ItemQuery } from './queries.js';

/** The archive (agile.md section 6): completed items leave the board, can be listed and brought back. */
export function createKanbanArchive(core: KanbanCore) {
  const { now } = core;

  async function archiveCompleted(actor: KanbanActor, scope: TenantScope, input: { boardId?: string; olderThanDays?: number }): Promise<KanbanArchiveResult> {
    assertCanEdit(actor);
    if (input.boardId) await findBoard(scope, input.boardId);
    const at = now();
    const archived = await scope.transaction(async (trx) => {
      const query = tenantQuery(trx, KanbanItemModel).where('status', 'complete').whereNull('archived_at');
      if (input.boardId) query.where('board_id', input.boardId);
      if (input.olderThanDays) query.where('work_completed_at', '<=', new Date(at.getTime() - input.olderThanDays * DAY_MS));
      const items = (await query.patch({ archivedAt: at, updatedAt: at }).returning(['id', 'board_id', 'title'])) as unknown as KanbanItemModel[];
      if (items.length) {
        await KanbanActivityModel.query(trx.knex).insert(
          items.map((item) => ({ accountId: scope.accountId, boardId: item.boardId, itemId: item.id, type: 'item_archived' as const, actorId: actor.userId, data: { title: item.title }, createdAt: at })),
        );
      }
      return items;
    });
    // Boards reload rather than receive one event per archived card.
    for (const boardId of new Set(archived.map((item) => item.boardId))) await core.publishBoard(scope.accountId, { boardId, action: 'updated', by: actor.userId });
    return { archived: archived.length, itemIds: archived.map((item) => item.id) };
  }

  async function archivedItems(scope: TenantScope, query: { boardId?: string; limit: number; offset: number }): Promise<KanbanItemList> {
    if (query.boardId) await findBoard(scope, query.boardId);
    const where = (w: ItemQuery): ItemQuery => {
      if (query.boardId) w.where(I('board_id'), query.boardId);
      w.whereNotNull(I('archived_at'));
      return w;
    };
    const total = await where(tenantQuery(scope, KanbanItemModel)).resultSize();
    const items = await core.itemViews(scope, (q) =>
      where(q)
        .orderBy([{ column: I('archived_at'), order: 'desc' }, { column: I('id') }])
        .limit(query.limit)
        .offset(query.offset),
    );
    return { items, total };
  }

  /** Bring an archived item back, at the end of its column (its column gone: the first of its status, else the backlog). */
  async function restoreItem(actor: KanbanActor, scope: TenantScope, itemId: string): Promise<KanbanItem> {
    assertCanEdit(actor);
    const at = now();
    const boardId = await scope.transaction(async (trx) => {
      const item = await findItem(trx, itemId, { forUpdate: true });
      if (!item.archivedAt) throw new ConflictError(KanbanErrors.ITEM_NOT_ARCHIVED);
      let columnId = item.columnId;
      if (!columnId && item.status !== 'backlog') {
        const same = await tenantQuery(trx, KanbanColumnModel).where({ board_id: item.boardId, category: item.status }).orderBy('position').first();
        columnId = same?.id ?? null;
      }
      const position = await positionAt(trx, columnId ? { columnId } : { backlogOf: item.boardId }, undefined, item.id);
      const status: KanbanItemStatus = columnId ? item.status : 'backlog';
      const times = status !== item.status ? workTimesFor(item, status, at) : {};
      await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ ...times, archivedAt: null, columnId, position, updatedAt: at });
      if (status !== item.status) {
        await recordStatusChange(trx, { boardId: item.boardId, itemId: item.id, fromColumnId: item.columnId, toColumnId: columnId, fromStatus: item.status, toStatus: status, by: actor.userId, at });
      }
      await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_restored', actorId: actor.userId, data: { title: item.title }, at });
      return item.boardId;
    });
    const item = await core.itemViewById(scope, itemId);
    await core.publishItem(scope.accountId, { boardId, action: 'restored', itemId, item, by: actor.userId });
    return item;
  }

  return { archiveCompleted, archivedItems, restoreItem };
}
