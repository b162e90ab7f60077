import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/** Users, accounts (tenants), memberships and per-account feature flags. */
export const coreTenancy: Migration = {
  name: '0001_core_tenancy',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('users', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.text('email').notNullable();
      t.text('password_hash');
      t.text('first_name').notNullable().defaultTo('');
      t.text('last_name').notNullable().defaultTo('');
      t.text('phone');
      t.text('primary_persona');
      t.text('avatar_url');
      t.text('language').notNullable().defaultTo('en');
      t.timestamp('email_verified_at', { useTz: true });
      t.boolean('is_super_admin').notNullable().defaultTo(false);
      t.text('status').notNullable().defaultTo('ACTIVE');
      t.timestamps(true, true);
    });
    await knex.raw('create unique index users_email_unique on core.users (lower(email))');

    await knex.schema.withSchema('core').createTable('accounts', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('owner_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('name').notNullable();
      t.text('slug').notNullable();
      t.text('type').notNullable().defaultTo('TEAM');
      t.text('status').notNullable().defaultTo('ACTIVE');
      t.jsonb('company').notNullable().defaultTo('{}');
      t.jsonb('settings').notNullable().defaultTo('{}');
      t.text('plan').notNullable().defaultTo('FREE');
      t.integer('additional_users').notNullable().defaultTo(0);
      t.timestamps(true, true);
    });
    await knex.raw('create unique index accounts_slug_unique on core.accounts (lower(slug))');

    await knex.schema.withSchema('core').createTable('memberships', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('role').notNullable().defaultTo('MEMBER');
      t.text('status').notNullable().defaultTo('ACTIVE');
      t.jsonb('permissions').notNullable().defaultTo('[]');
      t.uuid('invited_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['account_id', 'user_id']);
      t.index(['user_id']);
    });

    // Absent row: every domain on (the billing issue adds plan rules on top).
    await knex.schema.withSchema('core').createTable('account_features', (t) => {
      t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.jsonb('enabled_features').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').dropTable('account_features');
    await knex.schema.withSchema('core').dropTable('memberships');
    await knex.schema.withSchema('core').dropTable('accounts');
    await knex.schema.withSchema('core').dropTable('users');
  },
};
