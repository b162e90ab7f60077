import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { ENGAGEMENT_SCHEMA } from '../../shared/index.js';

/**
 * Daily rollups of the event stream (the raw events stay the source of truth; a closed day's
 * rollup is rebuilt from them when a late event marks it dirty), the ingestion limiter's shared
 * counters and the widget changes every instance's key cache follows. Ingestion writes one index
 * per event besides the primary key: the rollups answer the month-long reads.
 */
export const rollupsMigration: Migration = {
  name: '0004_rollups_shared_limits',
  async up(knex: Knex) {
    const schema = () => knex.schema.withSchema(ENGAGEMENT_SCHEMA);
    const account = (t: Knex.CreateTableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
    // One row per account and UTC day: when its rollups were computed, and when a late event last landed in it.
    await schema().createTable('rollup_days', (t) => {
      account(t);
      t.date('day').notNullable();
      t.timestamp('computed_at', { useTz: true });
      t.timestamp('dirty_at', { useTz: true });
      t.primary(['account_id', 'day']);
    });
    await schema().createTable('daily_counts', (t) => {
      account(t);
      t.date('day').notNullable();
      t.uuid('widget_id').notNullable();
      t.text('category').notNullable();
      t.text('path').notNullable();
      t.bigInteger('events').notNullable();
      t.primary(['account_id', 'day', 'category', 'path', 'widget_id']);
    });
    await schema().createTable('daily_click_points', (t) => {
      account(t);
      t.date('day').notNullable();
      t.text('path').notNullable();
      t.integer('x').notNullable();
      t.integer('y').notNullable();
      t.bigInteger('clicks').notNullable();
      t.primary(['account_id', 'day', 'path', 'x', 'y']);
    });
    await schema().createTable('daily_click_elements', (t) => {
      account(t);
      t.date('day').notNullable();
      t.text('path').notNullable();
      t.text('selector').notNullable();
      t.bigInteger('clicks').notNullable();
      t.primary(['account_id', 'day', 'path', 'selector']);
    });
    // A conversion flow's funnel for one closed day, valid for the flow's version (its updated_at).
    await schema().createTable('daily_funnels', (t) => {
      account(t);
      t.uuid('flow_id').notNullable().references('id').inTable(`${ENGAGEMENT_SCHEMA}.conversion_flows`).onDelete('CASCADE');
      t.date('day').notNullable();
      t.text('version').notNullable();
      t.timestamp('computed_at', { useTz: true }).notNullable();
      t.jsonb('steps').notNullable();
      t.primary(['account_id', 'flow_id', 'day']);
    });
    // The ingestion limiter's counts, shared by every instance (each adds its own every second).
    await schema().createTable('rate_limits', (t) => {
      t.text('name').notNullable();
      t.timestamp('window_start', { useTz: true }).notNullable();
      t.integer('count').notNullable();
      t.primary(['name', 'window_start']);
    });
    // A widget changed (status, key, configuration, deleted): every instance drops its cached key.
    await schema().createTable('widget_changes', (t) => {
      t.uuid('widget_id').primary();
      t.timestamp('changed_at', { useTz: true }).notNullable();
      t.index(['changed_at']);
    });
    await knex.raw(`drop index if exists ${ENGAGEMENT_SCHEMA}.events_account_id_occurred_at_index`);
    await knex.raw(`drop index if exists ${ENGAGEMENT_SCHEMA}.events_account_id_category_path_index`);
  },
  async down(knex: Knex) {
    for (const table of ['widget_changes', 'rate_limits', 'daily_funnels', 'daily_click_elements', 'daily_click_points', 'daily_counts', 'rollup_days']) await knex.schema.withSchema(ENGAGEMENT_SCHEMA).dropTableIfExists(table);
    await knex.schema.withSchema(ENGAGEMENT_SCHEMA).alterTable('events', (t) => {
      t.index(['account_id', 'occurred_at']);
      t.index(['account_id', 'category', 'path']);
    });
  },
};
