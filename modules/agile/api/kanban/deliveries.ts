import { NotFoundError, ValidationError, type TenantScope } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import type { CreateDeliveryBody, KanbanDelivery, KanbanDeliveryStatus, PutDeliveryBody } from '../../shared/kanban.js';
import { assertCanEdit, type KanbanActor } from './actor.js';
import { findBoard, findDelivery, recordActivity } from './queries.js';
import { KT, deliveryColumns, deliveryView, type DeliveryRow } from './rows.js';

export interface DeliveryServiceDeps {
  now(): Date;
}

/**
 * Deliveries (releases) of a board (agile.md sections 3 and 7): a name, a target date, a status
 * (active by default; released stamps releasedAt) and the items it ships, with their progress.
 */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  const { now } = deps;

  async function deliveryViews(scope: TenantScope, where: Record<string, string>): Promise<KanbanDelivery[]> {
    const { knex } = scope;
    const rows = (await scope
      .table<DeliveryRow>(`${KT.deliveries} as d`)
      .leftJoin(`${KT.items} as i`, 'i.delivery_id', 'd.id')
      .where(where)
      .groupBy('d.id')
      .orderBy([{ column: 'd.target_date', order: 'asc', nulls: 'last' }, { column: 'd.created_at' }])
      .select(
        ...deliveryColumns(knex),
        knex.raw('count(i.id)::int as item_count'),
        knex.raw("(count(i.id) filter (where i.status = 'complete'))::int as completed_count"),
        knex.raw('coalesce(sum(i.story_points), 0) as total_points'),
        knex.raw("coalesce(sum(i.story_points) filter (where i.status = 'complete'), 0) as completed_points"),
      )) as DeliveryRow[];
    return rows.map(deliveryView);
  }

  async function deliveryById(scope: TenantScope, id: string): Promise<KanbanDelivery> {
    const [view] = await deliveryViews(scope, { 'd.id': id });
    if (!view) throw new NotFoundError(KanbanErrors.DELIVERY_NOT_FOUND);
    return view;
  }

  async function listDeliveries(scope: TenantScope, boardId: string): Promise<KanbanDelivery[]> {
    const board = await findBoard(scope, boardId);
    return deliveryViews(scope, { 'd.board_id': board.id });
  }

  async function assertItemsOnBoard(scope: TenantScope, boardId: string, itemIds: string[] | undefined): Promise<string[] | undefined> {
    if (!itemIds) return undefined;
    const unique = [...new Set(itemIds)];
    if (!unique.length) return unique;
    const found = (await scope.table(KT.items).whereIn('id', unique).select('id', 'board_id')) as { id: string; board_id: string }[];
    if (found.length !== unique.length) throw new NotFoundError(KanbanErrors.ITEM_NOT_FOUND);
    if (found.some((item) => item.board_id !== boardId)) throw new ValidationError(KanbanErrors.DELIVERY_ITEMS_BOARD);
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
      const [row] = (await trx
        .insert(KT.deliveries, {
          board_id: board.id,
          name,
          description: input.description ?? null,
          status,
          target_date: input.targetDate ?? null,
          released_at: releasedAt(status, null, at),
          created_at: at,
          updated_at: at,
        })
        .returning('id')) as { id: string }[];
      if (itemIds?.length) await trx.table(KT.items).whereIn('id', itemIds).update({ delivery_id: row!.id, updated_at: at });
      await recordActivity(trx, { boardId: board.id, type: 'delivery_created', actorId: actor.userId, data: { deliveryId: row!.id, name, status }, at });
      return row!.id;
    });
    return deliveryById(scope, id);
  }

  /** PUT: the delivery as given (omitted description and target date are cleared; omitted itemIds keep the items). */
  async function replaceDelivery(actor: KanbanActor, scope: TenantScope, deliveryId: string, input: PutDeliveryBody): Promise<KanbanDelivery> {
    assertCanEdit(actor);
    const delivery = await findDelivery(scope, deliveryId);
    const name = input.name.trim();
    if (!name) throw new ValidationError(KanbanErrors.DELIVERY_NAME_REQUIRED);
    const itemIds = await assertItemsOnBoard(scope, delivery.board_id, input.itemIds);
    const at = now();
    await scope.transaction(async (trx) => {
      await trx
        .table(KT.deliveries)
        .where('id', delivery.id)
        .update({ name, description: input.description ?? null, status: input.status, target_date: input.targetDate ?? null, released_at: releasedAt(input.status, delivery.released_at, at), updated_at: at });
      if (itemIds) {
        await trx.table(KT.items).where('delivery_id', delivery.id).update({ delivery_id: null });
        if (itemIds.length) await trx.table(KT.items).whereIn('id', itemIds).update({ delivery_id: delivery.id, updated_at: at });
      }
      await recordActivity(trx, { boardId: delivery.board_id, type: 'delivery_updated', actorId: actor.userId, data: { deliveryId: delivery.id, name, status: input.status }, at });
    });
    return deliveryById(scope, delivery.id);
  }

  return { listDeliveries, createDelivery, replaceDelivery, deliveryById };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
