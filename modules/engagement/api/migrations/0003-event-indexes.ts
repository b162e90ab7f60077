import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { ENGAGEMENT_SCHEMA } from '../../shared/index.js';

/** Analytics read one category over a time range (sessions with a page view, clicks of a month). */
export const eventIndexesMigration: Migration = {
  name: '0003_event_category_time_index',
  async up(knex: Knex) {
    await knex.schema.withSchema(ENGAGEMENT_SCHEMA).alterTable('events', (t) => t.index(['account_id', 'category', 'occurred_at'], 'events_account_category_time'));
  },
  async down(knex: Knex) {
    await knex.schema.withSchema(ENGAGEMENT_SCHEMA).alterTable('events', (t) => t.dropIndex(['account_id', 'category', 'occurred_at'], 'events_account_category_time'));
  },
};
