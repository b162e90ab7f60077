import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/** Page views and client errors the shell reports (platform.md section 2.3). */
export const analyticsEvents: Migration = {
  name: '0002_analytics_events',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('analytics_events', (t) => {
      t.bigIncrements('id');
      t.text('type').notNullable();
      t.text('path').notNullable();
      t.text('detail');
      t.uuid('user_id');
      t.uuid('account_id');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['type', 'created_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').dropTable('analytics_events');
  },
};
