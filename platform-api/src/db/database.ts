import { mkdirSync } from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

// Return bigint counts and numeric columns as numbers, like PGlite does, so code reads the same
// values on both databases (our counts and sums stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value: string) => Number(value));

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string | null;
  /** PGlite data directory; when absent too, PGlite runs in memory. */
  dataDir?: string | null;
  /** Pool size on PostgreSQL. */
  poolMax?: number;
  /** An open PGlite instance to use (tests load one from a migrated template). */
  pglite?: PGlite;
}

/**
 * knex-pglite names the command after the query method ('DEL' for delete), so knex's PostgreSQL
 * response handling returns the raw result instead of the deleted-row count. Name it as
 * PostgreSQL does, so `delete()` answers a count on both databases.
 */
class PgLiteClient extends (ClientPgLite as unknown as new (config: Knex.Config) => { processResponse(obj: unknown, runner: unknown): unknown }) {
  override processResponse(obj: { method?: string }, runner: unknown): unknown {
    return super.processResponse(obj.method === 'del' ? { ...obj, method: 'delete' } : obj, runner);
  }
}

/**
 * Knex on embedded PGlite (a single connection: pass `trx` down, never query outside an open
 * transaction) or on PostgreSQL when a URL is given.
 */
export function createDatabase(options: DatabaseOptions): Knex {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  }
  let filename: string | undefined;
  if (options.dataDir) {
    filename = path.join(options.dataDir, 'pgdata');
    mkdirSync(filename, { recursive: true });
  }
  return knexFactory({
    client: PgLiteClient as unknown as typeof knexFactory.Client,
    dialect: 'postgres',
    connection: options.pglite ? { pglite: options.pglite } : filename ? { filename } : {},
  } as Knex.Config);
}

export function isPgLite(knex: Knex): boolean {
  return knex.client.config.dialect === 'postgres' && knex.client.config.client !== 'pg';
}

export async function databaseReachable(knex: Knex): Promise<boolean> {
  try {
    await knex.raw('select 1');
    return true;
  } catch {
    return false;
  }
}
