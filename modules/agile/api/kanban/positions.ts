import type { TenantScope } from '@suite/sdk';
import { KT } from './models.js';

/** Room left between neighbours: about 50 halvings before a container is renumbered. */
export const POSITION_GAP = 1024;
const MIN_GAP = 1e-9;

/** A list items are ordered in: a column of the board, or a board's backlog. */
export type Container = { columnId: string } | { backlogOf: string };

function inContainer(scope: TenantScope, container: Container) {
  const query = scope.table<{ id: string; position: number }>(KT.items).whereNull('archived_at');
  return 'columnId' in container ? query.where('column_id', container.columnId) : query.where('board_id', container.backlogOf).whereNull('column_id');
}

/** Renumber a container 1, 2, 3 ... times the gap, in its current order (rare: neighbours ran out of room). */
async function renumber(scope: TenantScope, container: Container): Promise<void> {
  const rows = (await inContainer(scope, container).orderBy([{ column: 'position' }, { column: 'id' }]).select('id')) as { id: string }[];
  if (!rows.length) return;
  const values = rows.map((row, index) => scope.knex.raw('(?::uuid, ?::double precision)', [row.id, (index + 1) * POSITION_GAP]));
  await scope.knex.raw(`update ${KT.items} as i set position = v.position from (values ${values.map(() => '?').join(', ')}) as v(id, position) where i.id = v.id and i.account_id = ?`, [
    ...values,
    scope.accountId,
  ]);
}

/**
 * The sort key that puts an item at `index` (0-based) of a container, the item itself left out;
 * no index: the end. Reads at most two neighbours, so the move itself is one row update.
 */
export async function positionAt(scope: TenantScope, container: Container, index: number | undefined, itemId: string | null): Promise<number> {
  const others = () => {
    const query = inContainer(scope, container);
    return itemId ? query.whereNot('id', itemId) : query;
  };
  const edge = async (direction: 'asc' | 'desc') => {
    const row = (await others().orderBy([{ column: 'position', order: direction }, { column: 'id', order: direction }]).first('position')) as { position: number } | undefined;
    return row ? Number(row.position) : null;
  };
  if (index === 0) {
    const first = await edge('asc');
    return first === null ? POSITION_GAP : first - POSITION_GAP;
  }
  if (index === undefined) {
    const last = await edge('desc');
    return last === null ? POSITION_GAP : last + POSITION_GAP;
  }
  const neighbours = (await others()
    .orderBy([{ column: 'position' }, { column: 'id' }])
    .offset(index - 1)
    .limit(2)
    .select('position')) as { position: number }[];
  if (neighbours.length === 0) {
    const last = await edge('desc');
    return last === null ? POSITION_GAP : last + POSITION_GAP;
  }
  const before = Number(neighbours[0]!.position);
  if (neighbours.length === 1) return before + POSITION_GAP;
  const after = Number(neighbours[1]!.position);
  if (after - before > MIN_GAP) return before + (after - before) / 2;
  await renumber(scope, container);
  return positionAt(scope, container, index, itemId);
}
