import { Model, snakeCaseMappers, type QueryBuilder } from 'objection';
import type { TenantModel, TenantScope } from '../contract/api-plugin.js';

/**
 * The base of a module's Objection models: camelCase properties over the snake_case columns of
 * its migrations. A model sets `tableName` ('<schema>.<table>'), its `jsonAttributes` and its
 * `relationMappings`; queries still name columns as stored.
 */
export abstract class ModuleModel extends Model {
  static override get columnNameMappers() {
    return snakeCaseMappers();
  }
}

/**
 * A model's query on the account's rows only (reads, updates, deletes): `TenantScope.query`,
 * typed for Objection (the contract's signature cannot see through Objection's generic `query`).
 * Inserts stamp the account themselves: `Model.query(scope.knex).insert({ accountId, ... })`.
 */
export function tenantQuery<M extends Model>(scope: TenantScope, model: new () => M): QueryBuilder<M, M[]> {
  return scope.query(model as unknown as TenantModel<QueryBuilder<M, M[]>>);
}
