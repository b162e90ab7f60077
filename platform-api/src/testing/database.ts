import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { createDatabase } from '../db/database.js';

export interface TestDatabase {
  knex: Knex;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL URL of this database (null on PGlite). */
  url: string | null;
  drop(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or (SUITE_TEST_DB=postgres with
 * DATABASE_URL set, as CI does) a new PostgreSQL database dropped afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const wantPostgres = process.env.SUITE_TEST_DB === 'postgres';
  if (!wantPostgres || !url) {
    const knex = createDatabase({});
    return { knex, kind: 'pglite', url: null, drop: () => knex.destroy() };
  }
  const name = `suite_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const knex = createDatabase({ databaseUrl: target.toString(), poolMax: 5 });
  return {
    knex,
    kind: 'postgres',
    url: target.toString(),
    async drop() {
      await knex.destroy();
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}
