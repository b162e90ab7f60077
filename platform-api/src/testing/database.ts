import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { ApiPlugin } from '@suite/sdk';
import { coreMigrations } from '../core/migrations/index.js';
import { createDatabase } from '../db/database.js';
import { migrateAll } from '../db/migrator.js';

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
 *
 * With `migratedFor`, the database already holds the core's and those plugins' migrations. It is
 * copied from a template migrated once per set of migrations (their names and code): on
 * PostgreSQL a template database (`CREATE DATABASE ... TEMPLATE`), on PGlite a dump of the data
 * directory kept in the system's temporary folder. Booting PGlite and migrating every schema for
 * each test file cost more than most files' tests; a copy costs a fraction of it.
 */
export async function createTestDatabase(options: { migratedFor?: readonly ApiPlugin[] } = {}): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  const wantPostgres = process.env.SUITE_TEST_DB === 'postgres';
  // SUITE_TEST_TEMPLATES=0 migrates every database from scratch (to compare, or to debug a migration).
  const plugins = process.env.SUITE_TEST_TEMPLATES === '0' ? undefined : options.migratedFor;
  if (!wantPostgres || !url) {
    if (!plugins) {
      const knex = createDatabase({});
      return { knex, kind: 'pglite', url: null, drop: () => knex.destroy() };
    }
    const knex = createDatabase({ pglite: new PGlite({ loadDataDir: new Blob([await pgliteTemplate(plugins)]) }) });
    return { knex, kind: 'pglite', url: null, drop: () => knex.destroy() };
  }
  const name = `suite_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url, pool: { min: 0, max: 1 } });
  if (plugins) {
    const template = await postgresTemplate(admin, url, plugins);
    await admin.raw('create database ?? template ??', [name, template]);
  } else {
    await admin.raw('create database ??', [name]);
  }
  const knex = createDatabase({ databaseUrl: withDatabase(url, name), poolMax: 5 });
  return {
    knex,
    kind: 'postgres',
    url: withDatabase(url, name),
    async drop() {
      await knex.destroy();
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

function withDatabase(url: string, name: string): string {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** A short hash of every migration the database will hold (names and code), so a changed migration makes a new template. */
function migrationsKey(plugins: readonly ApiPlugin[]): string {
  const units = [{ id: 'core', schema: 'core', migrations: coreMigrations }, ...plugins.map((plugin) => ({ id: String(plugin.id), schema: plugin.schema, migrations: plugin.migrations }))];
  const hash = createHash('sha256');
  for (const unit of units) {
    hash.update(`${unit.id}:${unit.schema}\n`);
    for (const migration of unit.migrations) hash.update(`${migration.name}\n${String(migration.up)}\n`);
  }
  return hash.digest('hex').slice(0, 20);
}

/** The template database for these migrations, created (under a lock, then renamed into place) by the first file that needs it. */
async function postgresTemplate(admin: Knex, url: string, plugins: readonly ApiPlugin[]): Promise<string> {
  const template = `suite_tpl_${migrationsKey(plugins)}`;
  const exists = async () => ((await admin.raw('select 1 from pg_database where datname = ?', [template])) as { rows: unknown[] }).rows.length > 0;
  if (await exists()) return template;
  // A connection of its own holds the lock while the template is built (CREATE DATABASE cannot run in a transaction).
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock(hashtext($1))', [template]);
    if (await exists()) return template;
    const building = `${template}_${randomBytes(3).toString('hex')}`;
    await admin.raw('create database ??', [building]);
    const knex = createDatabase({ databaseUrl: withDatabase(url, building), poolMax: 2 });
    try {
      await migrateAll(knex, plugins);
    } finally {
      await knex.destroy();
    }
    await admin.raw('alter database ?? rename to ??', [building, template]);
  } finally {
    await lock.end();
  }
  return template;
}

/** The PGlite data directory for these migrations, as a tar file in the temporary folder (written once, atomically). */
async function pgliteTemplate(plugins: readonly ApiPlugin[]): Promise<Uint8Array> {
  const folder = path.join(os.tmpdir(), 'suite-pglite-templates');
  const file = path.join(folder, `${migrationsKey(plugins)}.tar`);
  if (existsSync(file)) return readFileSync(file);
  const pglite = new PGlite();
  const knex = createDatabase({ pglite });
  try {
    await migrateAll(knex, plugins);
    const dump = new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
    mkdirSync(folder, { recursive: true });
    pruneTemplates(folder);
    const partial = `${file}.${process.pid}.${randomBytes(3).toString('hex')}`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  } finally {
    await knex.destroy();
  }
}

/** Templates of migrations not used for two days go (each is about 45 MB). */
function pruneTemplates(folder: string): void {
  const old = Date.now() - 2 * 24 * 3600_000;
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    try {
      if (statSync(file).atimeMs < old && statSync(file).mtimeMs < old) rmSync(file);
    } catch {
      // Another worker removed or replaced it.
    }
  }
}
