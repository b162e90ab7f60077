import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { ENGAGEMENT_SCHEMA } from '../../shared/index.js';

/** Widgets, responses, the one event stream and conversion flows; every row carries account_id. */
export const engagementTablesMigration: Migration = {
  name: '0002_engagement_tables',
  async up(knex: Knex) {
    const schema = () => knex.schema.withSchema(ENGAGEMENT_SCHEMA);
    await schema().createTable('widgets', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('name').notNullable();
      // The key is kept as a SHA-256 hash (shown once in full); its last four characters identify it.
      t.text('api_key_hash').notNullable().unique();
      t.text('api_key_last4').notNullable();
      t.text('status').notNullable().defaultTo('INACTIVE');
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.jsonb('configuration').notNullable();
      t.timestamp('last_event_at', { useTz: true });
      t.timestamps(true, true);
      t.index(['account_id']);
    });
    await schema().createTable('responses', (t) => {
      t.uuid('id').primary();
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('widget_id').notNullable().references('id').inTable(`${ENGAGEMENT_SCHEMA}.widgets`).onDelete('CASCADE');
      t.jsonb('answers').notNullable();
      t.text('comment');
      t.jsonb('sentiment').notNullable();
      t.jsonb('themes').notNullable().defaultTo('[]');
      t.integer('nps');
      t.text('status').notNullable().defaultTo('NEW');
      t.jsonb('tags').notNullable().defaultTo('[]');
      t.text('session_id');
      t.text('visitor_id');
      t.text('visitor_email');
      t.text('path');
      t.text('device');
      t.jsonb('metadata').notNullable().defaultTo('{}');
      t.uuid('backlog_item_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'created_at']);
    });
    // Append-only: page views, clicks and feedback events. The id is the client's (duplicates dropped).
    await schema().createTable('events', (t) => {
      t.uuid('id').primary();
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('widget_id').notNullable();
      t.text('session_id').notNullable();
      t.text('visitor_id');
      t.text('path').notNullable();
      t.text('category').notNullable();
      t.text('comment');
      t.jsonb('sentiment');
      t.text('feature_id');
      t.text('selector');
      t.integer('x');
      t.integer('y');
      t.text('device');
      t.jsonb('metadata').notNullable().defaultTo('{}');
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.timestamp('received_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'occurred_at']);
      t.index(['account_id', 'category', 'path']);
    });
    await schema().createTable('conversion_flows', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('name').notNullable();
      t.jsonb('steps').notNullable();
      t.jsonb('goals').notNullable();
      t.timestamps(true, true);
      t.index(['account_id']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['conversion_flows', 'events', 'responses', 'widgets']) await knex.schema.withSchema(ENGAGEMENT_SCHEMA).dropTableIfExists(table);
  },
};
