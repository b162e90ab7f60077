import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Hit counts of the sign-in rate limiter, kept in the database so every server instance counts
 * the same requests: one row per limited route and address, until its window resets.
 */
export const rateLimits: Migration = {
  name: '0010_rate_limits',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('rate_limits', (t) => {
      t.text('key').primary();
      t.integer('hits').notNullable();
      t.timestamp('reset_at', { useTz: true }).notNullable().index();
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').dropTable('rate_limits');
  },
};
