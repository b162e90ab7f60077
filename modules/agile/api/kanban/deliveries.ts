import { NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { CreateDeliveryBody, KanbanDelivery, KanbanDeliveryStatus, PutDeliveryBody } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import { KT, KanbanDeliveryModel, KanbanItemModel, withDays } from './models.js';
import { findBoard, findDelivery, recordActivity } from './queries.js';
import { deliveryView } from './views.js';

export interface DeliveryServiceDeps {
  now(): Date;
}

/**
 * Deliveries (releases) of a board (agile.md sections 3 and 7): a name, a target date, a status
 * (active by default; released stamps releasedAt) and the items it ships, with their progress.
 */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  const { now } = deps;

  /** Deliveries with their items' counts and points, in one grouped read. */
  async function deliveryViews(scope: TenantScope, where: { id: string } | { board_id: string }): Promise<KanbanDelivery[]> {
    const { knex } = scope;
    const D = (column: string) => `${KT.deliveries}.${column}`;
    const deliveries = await withDays(tenantQuery(scope, KanbanDeliveryModel), KT.deliveries, ['target_date'])
      .leftJoin(`${KT.items} as i`, 'i.delivery_id', D('id'))
      .where(Object.fromEntries(Object.entries(where).map(([column, value]) => [D(column), value])))
      .groupBy(D('id'))
      .orderBy([{ column: D('target_date'), order: 'asc', nulls: 'last' }, { column: D('created_at') }])
      .select(
        knex.raw('count(i.id)::int as item_count'),
        knex.raw("(count(i.id) filter (where i.status = 'complete'))::int as completed_count"),
        knex.raw('coalesce(sum(i.story_points), 0) as total_points'),
        knex.raw("coalesce(sum(i.story_points) filter (where i.status = 'complete'), 0) as completed_points"),
      );
    return deliveries.map(deliveryView);
  }

  async function deliveryById(scope: TenantScope, id: string): Promise<KanbanDelivery> {
    const [view] = await deliveryViews(scope, { id });
    if (!view) throw new NotFoundError(KanbanErrors.DELIVERY_NOT_FOUND);
    return view;
  }

  async function listDeliveries(scope: TenantScope, boardId: string): Promise<KanbanDelivery[]> {
    const board = await findBoard(scope, boardId);
    return deliveryViews(scope, { board_id: board.id });
  }

  async function assertItemsOnBoard(scope: TenantScope, boardId: string, itemIds: string[] | undefined): Promise<string[] | undefined> {
    if (!itemIds) return undefined;
    const unique = [...new Set(itemIds)];
    if (!unique.length) return unique;
    const found = await tenantQuery(scope, KanbanItemModel).whereIn('id', unique).select('id', 'board_id');
    if (found.length !== unique.length) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
    if (found.some((item) => item.boardId !== boardId)) throw new ValidationError(KanbanErrors.DELIVERY_ITEMS_BOARD);
    return unique;
  }

  const releasedAt = (status: KanbanDeliveryStatus, previous: Date | string | null, at: Date) => (status === 'released' ? (previous ?? at) : null);

  async function createDelivery(actor: KanbanActor, scope: TenantScope, input: CreateDeliveryBody): Promise<KanbanDelivery> {
    assertCanEdit(actor);
    const name = input.name.trim();
    if (!name) throw new ValidationError(KanbanErrors.DELIVERY_NAME_REQUIRED);
    const board = await findBoard(scope, input.boardId);
    const itemIds = await assertItemsOnBoard(scope, board.id, input.itemIds);
    const status = input.status ?? 'active';
    const at = now();
    const id = await scope.transaction(async (trx) => {
      const delivery = await KanbanDeliveryModel.query(trx.knex).insert({
        accountId: scope.accountId,
        boardId: board.id,
        name,
        description: input.description ?? null,
        status,
        targetDate: input.targetDate ?? null,
        releasedAt: releasedAt(status, null, at),
        createdAt: at,
        updatedAt: at,
      });
      if (itemIds?.length) await tenantQuery(trx, KanbanItemModel).whereIn('id', itemIds).patch({ deliveryId: delivery.id, updatedAt: at });
      await recordActivity(trx, { boardId: board.id, type: 'delivery_created', actorId: actor.userId, data: { deliveryId: delivery.id, name, status }, at });
      return delivery.id;
    });
    return deliveryById(scope, id);
  }

  /** PUT: the delivery as given (omitted description and target date are cleared; omitted itemIds keep the items). */
  async function replaceDelivery(actor: KanbanActor, scope: TenantScope, deliveryId: string, input: PutDeliveryBody): Promise<KanbanDelivery> {
    assertCanEdit(actor);
    const delivery = await findDelivery(scope, deliveryId);
    const name = input.name.trim();
    if (!name) throw new ValidationError(KanbanErrors.DELIVERY_NAME_REQUIRED);
    const itemIds = await assertItemsOnBoard(scope, delivery.boardId, input.itemIds);
    const at = now();
    await scope.transaction(async (trx) => {
      await tenantQuery(trx, KanbanDeliveryModel)
        .findById(delivery.id)
        .patch({ name, description: input.description ?? null, status: input.status, targetDate: input.targetDate ?? null, releasedAt: releasedAt(input.status, delivery.releasedAt, at), updatedAt: at });
      if (itemIds) {
        await tenantQuery(trx, KanbanItemModel).where('delivery_id', delivery.id).patch({ deliveryId: null });
        if (itemIds.length) await tenantQuery(trx, KanbanItemModel).whereIn('id', itemIds).patch({ deliveryId: delivery.id, updatedAt: at });
      }
      await recordActivity(trx, { boardId: delivery.boardId, type: 'delivery_updated', actorId: actor.userId, data: { deliveryId: delivery.id, name, status: input.status }, at });
    });
    return deliveryById(scope, delivery.id);
  }

  return { listDeliveries, createDelivery, replaceDelivery, deliveryById };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
