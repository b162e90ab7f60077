import type { Migration } from '@suite/sdk';
import { CADENCE_SCHEMA } from '../../shared/constants.js';

/** Per-user secret iCalendar feed tokens (stored hashed: the address is the credential). */
export const calendarFeedsMigration: Migration = {
  name: '0003_calendar_feeds',
  async up(knex) {
    await knex.schema.withSchema(CADENCE_SCHEMA).createTable('calendar_feeds', (t) => {
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('token_hash').notNullable().unique();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['account_id', 'user_id']);
    });
  },
  async down(knex) {
    await knex.schema.withSchema(CADENCE_SCHEMA).dropTable('calendar_feeds');
  },
};
