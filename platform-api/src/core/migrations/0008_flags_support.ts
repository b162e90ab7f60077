import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Feature flags, support and contact (issue 4, part 2): who last changed an account's flags,
 * support tickets with their conversation, contact-sales requests, and the dev tools' overrides
 * per user. Onboarding needs no table: its flags live in core.accounts.settings.
 */
export const flagsSupport: Migration = {
  name: '0008_flags_support',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));

    await core().alterTable('account_features', (t) => {
      t.uuid('updated_by').references('id').inTable('core.users').onDelete('SET NULL');
    });

    await core().createTable('support_tickets', (t) => {
      uuidPk(t);
      // The account the requester was signed in to (null when signed out): its owners see the ticket.
      t.uuid('account_id').references('id').inTable('core.accounts').onDelete('SET NULL');
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('name').notNullable();
      t.text('email').notNullable();
      t.text('subject').notNullable();
      t.text('message').notNullable();
      t.text('category').notNullable().defaultTo('general');
      t.text('priority').notNullable().defaultTo('medium');
      t.text('status').notNullable().defaultTo('open'); // open | in_progress | resolved | closed
      t.text('language').notNullable().defaultTo('en');
      t.text('ip_address');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['status', 'created_at']);
      t.index(['account_id', 'created_at']);
      t.index(['ip_address', 'created_at']);
    });
    await core().createTable('support_ticket_messages', (t) => {
      uuidPk(t);
      t.uuid('ticket_id').notNullable().references('id').inTable('core.support_tickets').onDelete('CASCADE');
      // Orders messages written within the same instant (the request and a quick reply).
      t.specificType('seq', 'bigserial');
      t.text('kind').notNullable(); // request | reply
      t.text('body').notNullable();
      t.uuid('author_user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['ticket_id', 'created_at']);
    });

    await core().createTable('sales_contacts', (t) => {
      uuidPk(t);
      t.uuid('account_id').references('id').inTable('core.accounts').onDelete('SET NULL');
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.text('email').notNullable();
      t.text('company');
      t.text('phone');
      t.text('team_size');
      t.text('message');
      t.text('language').notNullable().defaultTo('en');
      t.text('ip_address');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['ip_address', 'created_at']);
    });

    await core().createTable('dev_tool_overrides', (t) => {
      t.uuid('user_id').primary().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('account_role');
      t.text('primary_persona');
      t.text('subscription_plan');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    for (const table of ['dev_tool_overrides', 'sales_contacts', 'support_ticket_messages', 'support_tickets']) await knex.schema.withSchema('core').dropTableIfExists(table);
    await knex.schema.withSchema('core').alterTable('account_features', (t) => t.dropColumn('updated_by'));
  },
};
