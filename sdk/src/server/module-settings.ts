import type { Knex } from 'knex';
import type { TObject, Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Migration, PluginContext, TenantScope } from '../contract/api-plugin.js';

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

/** GET and PUT <path> for a module's settings; writing needs the account-settings right. */
export function registerModuleSettings<S extends TObject>(ctx: PluginContext, options: { path: string; schema: string; settings: S }): ModuleSettingsStore<S> {
  const store = moduleSettingsStore(options.schema, options.settings);
  ctx.routes.add({
    method: 'GET',
    path: options.path,
    handler: (req) => store.read(req.scope!),
  });
  ctx.routes.add({
    method: 'PUT',
    path: options.path,
    schema: { body: options.settings },
    can: ['update', 'AccountSettings'],
    handler: (req) => store.write(req.scope!, req.body as Static<S>, req.user?.id ?? null),
  });
  return store;
}
