import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Mail preferences by category (the optional ones a user turned off or on; no row means on), and
 * each outbox mail's category and extra headers (List-Unsubscribe and List-Unsubscribe-Post on
 * non-essential mail). The assistant needs no table: it reads the domains through capabilities.
 */
export const assistantEmail: Migration = {
  name: '0014_assistant_email',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('email_preferences', (t) => {
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('category').notNullable();
      t.boolean('enabled').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['user_id', 'category']);
    });
    await knex.schema.withSchema('core').alterTable('outbox', (t) => {
      t.text('category').notNullable().defaultTo('account');
      t.jsonb('headers').notNullable().defaultTo('{}');
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').alterTable('outbox', (t) => {
      t.dropColumn('headers');
      t.dropColumn('category');
    });
    await knex.schema.withSchema('core').dropTable('email_preferences');
  },
};
