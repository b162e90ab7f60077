import type { Knex } from 'knex';
import type { TObject, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Migration, PluginContext, TenantScope } from '../contract/api-plugin.js';
import type { Endpoint } from '../contract/endpoints.js';
import { defineSettingsEndpoints, type SettingsEndpoints } from '../contract/settings-endpoints.js';

/**
 * Per-account settings of a domain module (cost per story point, fiscal year, defaults...): one
 * row per account in the module's own schema, read with defaults and written by admins.
 */
export function moduleSettingsMigration(schema: string, name = '0001_module_settings'): Migration {
  return {
    name,
    async up(knex: Knex) {
      await knex.schema.withSchema(schema).createTable('module_settings', (t) => {
        t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
        t.jsonb('settings').notNullable().defaultTo('{}');
        t.uuid('updated_by').references('id').inTable('core.users').onDelete('SET NULL');
        t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    },
    async down(knex: Knex) {
      await knex.schema.withSchema(schema).dropTable('module_settings');
    },
  };
}

export interface ModuleSettingsStore<S extends TObject> {
  read(scope: TenantScope): Promise<Static<S>>;
  write(scope: TenantScope, settings: Static<S>, userId: string | null): Promise<Static<S>>;
}

export function moduleSettingsStore<S extends TObject>(schema: string, settingsSchema: S): ModuleSettingsStore<S> {
  const table = `${schema}.module_settings`;
  return {
    async read(scope) {
      const row = (await scope.table<{ settings: unknown }>(table).first('settings')) as { settings: unknown } | undefined;
      const stored = (row?.settings ?? {}) as object;
      return Value.Default(settingsSchema, Value.Clone(stored)) as Static<S>;
    },
    async write(scope, settings, userId) {
      await scope.knex(table)
        .insert({ account_id: scope.accountId, settings: JSON.stringify(settings), updated_by: userId, updated_at: scope.knex.fn.now() })
        .onConflict('account_id')
        .merge();
      return Value.Default(settingsSchema, Value.Clone(settings)) as Static<S>;
    },
  };
}

/**
 * Implements a module's settings endpoints (GET and PUT `path`, from `defineSettingsEndpoints`;
 * pass the module's own declaration as `endpoints` so the browser and the server share it).
 */
export function registerModuleSettings<S extends TObject>(
  ctx: PluginContext,
  options: { path: string; schema: string; settings: S; endpoints?: SettingsEndpoints<S> },
): ModuleSettingsStore<S> {
  const store = moduleSettingsStore(options.schema, options.settings);
  const endpoints = options.endpoints ?? defineSettingsEndpoints(options.path, options.settings);
  // Widened to the base type: the generic settings schema is too deep for the handler's typing.
  ctx.routes.implement(endpoints.get as Endpoint, (req) => store.read(req.scope!));
  ctx.routes.implement(endpoints.put as Endpoint, (req) => store.write(req.scope!, req.body as Static<S>, req.user?.id ?? null));
  return store;
}
