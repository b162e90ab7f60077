import type { TenantScope } from '../contract/api-plugin.js';
import { NotFoundError } from '../contract/errors.js';

/** One foreign id a request body names: the field, the table of what it names, the 404 text. */
export interface ForeignReference {
  /** The body field (reported in the 404's details). */
  field: string;
  /** '<schema>.<table>' of the named object; the table carries account_id. */
  table: string;
  /** The id as sent; null or undefined (nothing named) is not checked. */
  id: string | null | undefined;
  /** The text of the object's own 404 ('Team not found'), as when its id is in a path. */
  notFound: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every foreign id a request names must be an object of the caller's account: checked through the
 * tenant scope (so another account's id, an unknown id and a malformed one look alike) before
 * anything is stored, and refused with the named object's own 404, as retro and kanban answer for
 * ids in paths. One helper for every module, called with all the references of a body at once:
 *
 *   await assertOwnReferences(scope, [
 *     { field: 'teamId', table: TT.teams, id: input.teamId, notFound: TeamErrors.TEAM_NOT_FOUND },
 *   ]);
 */
export async function assertOwnReferences(scope: TenantScope, references: readonly ForeignReference[]): Promise<void> {
  const named = references.filter((ref) => ref.id !== null && ref.id !== undefined);
  const byTable = new Map<string, Set<string>>();
  for (const ref of named) {
    if (!UUID.test(ref.id!)) throw new NotFoundError(ref.notFound, [{ field: ref.field, message: ref.notFound }]);
    const ids = byTable.get(ref.table) ?? new Set<string>();
    ids.add(ref.id!.toLowerCase());
    byTable.set(ref.table, ids);
  }
  const found = new Set<string>();
  for (const [table, ids] of byTable) {
    const rows = (await scope.table<{ id: string }>(table).whereIn('id', [...ids]).select('id')) as { id: string }[];
    for (const row of rows) found.add(`${table}|${String(row.id).toLowerCase()}`);
  }
  const missing = named.find((ref) => !found.has(`${ref.table}|${ref.id!.toLowerCase()}`));
  if (missing) throw new NotFoundError(missing.notFound, [{ field: missing.field, message: missing.notFound }]);
}
