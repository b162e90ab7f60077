import type { Knex } from 'knex';
import type { ApiPlugin, Migration } from '@suite/sdk';
import { coreMigrations } from '../core/migrations/index.js';

/** Knex migration source over an in-code list (works the same from src in tests and from dist). */
class ListMigrationSource implements Knex.MigrationSource<Migration> {
  constructor(private readonly migrations: Migration[]) {}
  getMigrations() {
    return Promise.resolve(this.migrations);
  }
  getMigrationName(migration: Migration) {
    return migration.name;
  }
  getMigration(migration: Migration) {
    return Promise.resolve({ up: migration.up, down: migration.down });
  }
}

export interface MigrationUnit {
  /** Owner id: 'core' or a plugin id; names the table knex_migrations_<id>. */
  id: string;
  schema: string;
  migrations: Migration[];
}

export function migrationTableName(id: string): string {
  return `knex_migrations_${id.replace(/[^a-z0-9_]/gi, '_')}`;
}

async function migrateUnit(knex: Knex, unit: MigrationUnit): Promise<string[]> {
  await knex.raw('create schema if not exists ??', [unit.schema]);
  const [, applied] = (await knex.migrate.latest({
    migrationSource: new ListMigrationSource(unit.migrations),
    tableName: migrationTableName(unit.id),
    schemaName: unit.schema,
  })) as [number, string[]];
  return applied;
}

/** The core migrations, then each plugin's, each in its own schema with its own table. */
export async function migrateAll(knex: Knex, plugins: readonly ApiPlugin[]): Promise<Record<string, string[]>> {
  const applied: Record<string, string[]> = {};
  applied.core = await migrateUnit(knex, { id: 'core', schema: 'core', migrations: coreMigrations });
  for (const plugin of plugins) {
    applied[String(plugin.id)] = await migrateUnit(knex, { id: String(plugin.id), schema: plugin.schema, migrations: plugin.migrations });
  }
  return applied;
}
