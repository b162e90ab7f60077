import type { Migration } from '@suite/sdk';
import { AGILE_SCHEMA } from '../../shared/index.js';

/**
 * The live rooms' reliability (poker, retro):
 * - live_instances: one heartbeat row per server instance holding live sockets; a presence row
 *   counts only while its instance's heartbeat is fresh, and the others sweep away the presence of
 *   an instance that stopped beating (it died), so its sockets show offline within seconds.
 * - live_write_receipts: a socket write that carries a client-generated id is done once: a retry of
 *   the same id by the same person (after a dropped connection) gets the first result.
 */
export const liveReliabilityMigration: Migration = {
  name: '0011_live_reliability',
  async up(knex) {
    const schema = () => knex.schema.withSchema(AGILE_SCHEMA);
    await schema().createTable('live_instances', (t) => {
      t.text('instance_id').primary();
      t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['seen_at']);
    });
    await schema().createTable('live_write_receipts', (t) => {
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      /** The user (or guest) who wrote. */
      t.text('actor').notNullable();
      t.text('event').notNullable();
      t.text('client_id').notNullable();
      /** The first answer, once the write is done (null while it runs). */
      t.jsonb('result');
      t.boolean('done').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['account_id', 'actor', 'event', 'client_id']);
      t.index(['created_at']);
    });
  },
  async down(knex) {
    await knex.schema.withSchema(AGILE_SCHEMA).dropTableIfExists('live_write_receipts');
    await knex.schema.withSchema(AGILE_SCHEMA).dropTableIfExists('live_instances');
  },
};
