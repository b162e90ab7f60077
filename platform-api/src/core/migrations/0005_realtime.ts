import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/** Broadcasts too large for a NOTIFY payload travel through this table (PostgreSQL fan-out). */
export const realtime: Migration = {
  name: '0005_realtime',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('realtime_messages', (t) => {
      t.bigIncrements('id');
      t.jsonb('message').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').dropTable('realtime_messages');
  },
};
