import type { Knex } from 'knex';
import type { Db } from 'pg-boss';
import { isPgLite } from '../db/database.js';

interface PgLiteConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows?: unknown[] }[]>;
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] } | { rows: unknown[] }[]>;
}

/**
 * pg-boss's database, routed through knex's own pool: on PGlite (one connection) a job statement
 * waits for the connection like any query, so it never lands inside someone's open transaction;
 * on PostgreSQL it borrows a pooled connection. Statements are pg-boss's own `$1` SQL, run on the
 * driver unchanged. Several statements without parameters (pg-boss's locked BEGIN ... COMMIT
 * blocks) go through the simple protocol (PGlite's `exec`); a failure rolls back whatever
 * transaction it left open before the connection goes back to the pool.
 */
export function knexJobDatabase(knex: Knex): Db {
  const pglite = isPgLite(knex);
  const client = knex.client as { acquireConnection(): Promise<unknown>; releaseConnection(connection: unknown): Promise<unknown> };
  return {
    async executeSql(text, values) {
      const connection = await client.acquireConnection();
      try {
        if (pglite) {
          const lite = connection as PgLiteConnection;
          if (values?.length) return await lite.query(text, values);
          return { rows: (await lite.exec(text)).flatMap((result) => result.rows ?? []) };
        }
        const result = await (connection as PgConnection).query(text, values?.length ? values : undefined);
        return Array.isArray(result) ? { rows: result.flatMap((part) => part.rows) } : result;
      } catch (error) {
        await (connection as PgConnection).query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        await client.releaseConnection(connection);
      }
    },
  };
}
