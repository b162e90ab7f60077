import type { Knex } from 'knex';
import type { TenantModel, TenantScope } from '@suite/sdk';

/** 'agile.sessions as s' -> the name to qualify columns with ('s'). */
function qualifierOf(table: string): string {
  const match = /\s+as\s+(\S+)\s*$/i.exec(table);
  return match ? match[1]! : table.trim();
}

/**
 * The one tenant-scoped query helper: reads are filtered by account_id and writes stamped with
 * it, so no code path can see or change another account's rows.
 */
export function createTenantScope(knex: Knex, accountId: string): TenantScope {
  const scope: TenantScope = {
    accountId,
    knex,
    table<TRecord extends object>(table: string) {
      return knex<TRecord, TRecord[]>(table).where(`${qualifierOf(table)}.account_id`, accountId) as unknown as Knex.QueryBuilder<TRecord, TRecord[]>;
    },
    insert<TRecord extends object>(table: string, rows: TRecord | TRecord[]) {
      const list = (Array.isArray(rows) ? rows : [rows]).map((row) => ({ ...row, account_id: accountId }));
      return knex(table).insert(list);
    },
    query<Q>(model: TenantModel<Q>) {
      const query = model.query(knex) as Q & { where(column: string, value: string): unknown };
      query.where(`${model.tableName}.account_id`, accountId);
      return query;
    },
    transaction<T>(work: (inner: TenantScope, trx: Knex.Transaction) => Promise<T>) {
      return knex.transaction((trx) => work(createTenantScope(trx, accountId), trx));
    },
  };
  return scope;
}
