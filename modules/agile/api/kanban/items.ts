import { ConflictError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { KanbanItem, KanbanItemDetail, KanbanItemStatus, UpdateBacklogItemBody, UpdateKanbanItemBody } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import { cleanLabels, cleanTitle, type KanbanCore, type NewItemInput } from './core.js';
import { KanbanHistoryModel, KanbanItemModel, type KanbanBoardModel, type KanbanColumnModel } from './models.js';
import { wipCheck } from './moves.js';
import { positionAt, type Container } from './positions.js';
import { I, assertAssignee, boardColumns, findBoard, findColumn, findDelivery, findItem, findSprint, namesOf, recordActivity, recordStatusChange, workTimesFor } from './queries.js';
import { historyView } from './views.js';

async function assertParent(scope: TenantScope, item: { id: string | null; boardId: string }, parentId: string | null | undefined): Promise<void> {
  if (!parentId) return;
  if (parentId === item.id) throw new ValidationError(KanbanErrors.PARENT_CYCLE);
  const parent = await findItem(scope, parentId);
  if (parent.boardId !== item.boardId) throw new ValidationError(KanbanErrors.PARENT_NOT_ON_BOARD);
  if (!item.id) return;
  // Walk up from the new parent: reaching the item itself would make a loop.
  let cursor: string | null = parent.parentId;
  for (let depth = 0; cursor && depth < 100; depth += 1) {
    if (cursor === item.id) throw new ValidationError(KanbanErrors.PARENT_CYCLE);
    const next: KanbanItemModel | undefined = await tenantQuery(scope, KanbanItemModel).findById(cursor).select('parent_id');
    cursor = next?.parentId ?? null;
  }
}

async function assertSprintFor(scope: TenantScope, board: KanbanBoardModel, sprintId: string | null | undefined): Promise<void> {
  if (!sprintId) return;
  const sprint = await findSprint(scope, sprintId);
  if (sprint.teamId !== board.teamId) throw new ValidationError(KanbanErrors.SPRINT_TEAM_MISMATCH);
  if (sprint.status === 'completed') throw new ConflictError(KanbanErrors.SPRINT_COMPLETED);
}

async function assertDeliveryFor(scope: TenantScope, board: KanbanBoardModel, deliveryId: string | null | undefined): Promise<void> {
  if (!deliveryId) return;
  const delivery = await findDelivery(scope, deliveryId);
  if (delivery.boardId !== board.id) throw new ValidationError(KanbanErrors.DELIVERY_ITEMS_BOARD);
}

/** Items (agile.md sections 4-6): create, edit (the backlog's fields too), delete, read with parent, children and history. */
export function createKanbanItems(core: KanbanCore) {
  const { now, deps } = core;

  async function createItem(actor: KanbanActor, scope: TenantScope, input: NewItemInput): Promise<KanbanItem> {
    assertCanEdit(actor);
    const board = await findBoard(scope, input.boardId);
    const title = cleanTitle(input.title, KanbanErrors.ITEM_TITLE_REQUIRED);
    let column: KanbanColumnModel | null = null;
    if (input.columnId === undefined) column = (await boardColumns(scope, board.id))[0] ?? null;
    else if (input.columnId !== null) {
      column = await findColumn(scope, input.columnId);
      if (column.boardId !== board.id) throw new ValidationError(KanbanErrors.COLUMN_NOT_ON_BOARD);
    }
    await assertAssignee(deps.capabilities, scope, input.assigneeId);
    await assertParent(scope, { id: null, boardId: board.id }, input.parentId);
    await assertSprintFor(scope, board, input.sprintId);
    await assertDeliveryFor(scope, board, input.deliveryId);
    const status: KanbanItemStatus = column?.category ?? 'backlog';
    const at = now();
    const itemId = await scope.transaction(async (trx) => {
      if (column) await wipCheck(trx, column, null);
      const container: Container = column ? { columnId: column.id } : { backlogOf: board.id };
      const position = await positionAt(trx, container, input.position, null);
      const item = await KanbanItemModel.query(trx.knex).insert({
        accountId: scope.accountId,
        boardId: board.id,
        columnId: column?.id ?? null,
        position,
        title,
        description: input.description ?? null,
        type: input.type ?? 'story',
        priority: input.priority ?? 'none',
        storyPoints: input.storyPoints ?? null,
        assigneeId: input.assigneeId ?? null,
        labels: cleanLabels(input.labels) ?? [],
        parentId: input.parentId ?? null,
        sprintId: input.sprintId ?? null,
        deliveryId: input.deliveryId ?? null,
        dueDate: input.dueDate ?? null,
        source: input.source ?? null,
        createdBy: actor.userId,
        createdAt: at,
        updatedAt: at,
        ...workTimesFor({ status: 'backlog', workStartedAt: null, workCompletedAt: null }, status, at),
      });
      await recordStatusChange(trx, { boardId: board.id, itemId: item.id, fromColumnId: null, toColumnId: column?.id ?? null, fromStatus: null, toStatus: status, by: actor.userId, at });
      await recordActivity(trx, { boardId: board.id, itemId: item.id, type: 'item_created', actorId: actor.userId, data: { title, columnId: column?.id ?? null, source: input.source ?? null }, at });
      return item.id;
    });
    const item = await core.itemViewById(scope, itemId);
    await core.publishItem(scope.accountId, { boardId: board.id, action: 'created', itemId, item, by: actor.userId });
    return item;
  }

  async function updateItem(actor: KanbanActor, scope: TenantScope, itemId: string, input: UpdateBacklogItemBody): Promise<KanbanItem> {
    assertCanEdit(actor);
    const item = await findItem(scope, itemId);
    if (item.archivedAt) throw new ConflictError(KanbanErrors.ITEM_ARCHIVED);
    const board = await findBoard(scope, item.boardId);
    const patch: Partial<KanbanItemModel> = {};
    if (input.title !== undefined) patch.title = cleanTitle(input.title, KanbanErrors.ITEM_TITLE_REQUIRED);
    if (input.description !== undefined) patch.description = input.description;
    if (input.type !== undefined) patch.type = input.type;
    if (input.priority !== undefined) patch.priority = input.priority;
    if (input.storyPoints !== undefined) patch.storyPoints = input.storyPoints;
    if (input.labels !== undefined) patch.labels = cleanLabels(input.labels)!;
    if (input.dueDate !== undefined) patch.dueDate = input.dueDate;
    if (input.assigneeId !== undefined) {
      await assertAssignee(deps.capabilities, scope, input.assigneeId);
      patch.assigneeId = input.assigneeId;
    }
    if (input.parentId !== undefined) {
      await assertParent(scope, { id: item.id, boardId: item.boardId }, input.parentId);
      patch.parentId = input.parentId;
    }
    if (input.sprintId !== undefined) {
      await assertSprintFor(scope, board, input.sprintId);
      patch.sprintId = input.sprintId;
    }
    if (input.deliveryId !== undefined) {
      await assertDeliveryFor(scope, board, input.deliveryId);
      patch.deliveryId = input.deliveryId;
    }
    if (input.position !== undefined) {
      if (item.columnId) throw new ConflictError(KanbanErrors.ITEM_ALREADY_ON_BOARD);
      patch.position = await positionAt(scope, { backlogOf: item.boardId }, input.position, item.id);
    }
    const fields = Object.keys(input).filter((key) => (input as Record<string, unknown>)[key] !== undefined);
    if (Object.keys(patch).length) {
      const at = now();
      await scope.transaction(async (trx) => {
        await tenantQuery(trx, KanbanItemModel).findById(item.id).patch({ ...patch, updatedAt: at });
        await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_updated', actorId: actor.userId, data: { fields, ...(input.storyPoints !== undefined ? { storyPoints: input.storyPoints } : {}) }, at });
        // Sprint membership changes are kept as their own entries: burndown scope is read from them.
        if (input.sprintId !== undefined && input.sprintId !== item.sprintId) {
          if (item.sprintId) await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_removed_from_sprint', actorId: actor.userId, data: { sprintId: item.sprintId }, at });
          if (input.sprintId) await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_added_to_sprint', actorId: actor.userId, data: { sprintId: input.sprintId }, at });
        }
      });
    }
    const view = await core.itemViewById(scope, item.id);
    await core.publishItem(scope.accountId, { boardId: item.boardId, action: 'updated', itemId: item.id, item: view, by: actor.userId });
    return view;
  }

  async function deleteItem(actor: KanbanActor, scope: TenantScope, itemId: string): Promise<{ id: string; deleted: true }> {
    assertCanEdit(actor);
    const item = await findItem(scope, itemId);
    const at = now();
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, KanbanItemModel).deleteById(item.id);
      await recordActivity(trx, { boardId: item.boardId, itemId: item.id, type: 'item_deleted', actorId: actor.userId, data: { title: item.title }, at });
    });
    await core.publishItem(scope.accountId, { boardId: item.boardId, action: 'deleted', itemId: item.id, by: actor.userId });
    return { id: item.id, deleted: true };
  }

  async function getItem(scope: TenantScope, itemId: string): Promise<KanbanItemDetail> {
    const item = await core.itemViewById(scope, itemId);
    const [parent, children, history] = await Promise.all([
      item.parentId ? core.itemViewById(scope, item.parentId).catch(() => null) : Promise.resolve(null),
      core.itemViews(scope, (query) => query.where(I('parent_id'), item.id).whereNull(I('archived_at')).orderBy(I('created_at'))),
      tenantQuery(scope, KanbanHistoryModel)
        .where('item_id', item.id)
        .orderBy([{ column: 'changed_at' }, { column: 'id' }]),
    ]);
    const names = await namesOf(
      deps.capabilities,
      scope,
      history.map((change) => change.changedBy),
    );
    return { ...item, parent: parent ? { id: parent.id, title: parent.title, status: parent.status } : null, children, history: history.map((change) => historyView(change, names)) };
  }

  async function childrenOf(scope: TenantScope, parentId: string): Promise<KanbanItem[]> {
    const parent = await findItem(scope, parentId);
    return core.itemViews(scope, (query) => query.where(I('parent_id'), parent.id).whereNull(I('archived_at')).orderBy(I('created_at')));
  }

  return {
    createItem,
    updateItem: (actor: KanbanActor, scope: TenantScope, itemId: string, input: UpdateKanbanItemBody) => updateItem(actor, scope, itemId, input),
    updateBacklogItem: updateItem,
    deleteItem,
    getItem,
    childrenOf,
  };
}
