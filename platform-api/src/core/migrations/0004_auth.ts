import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Sign-in and sessions, part two: avatars kept in the database (served at /api/users/{id}/avatar),
 * the user's recent failed logins (the lockout counts them: 5 within 30 minutes) and the indexes
 * the session, security and lockout queries read by.
 */
export const auth: Migration = {
  name: '0004_auth',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').createTable('user_avatars', (t) => {
      t.uuid('user_id').primary().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('content_type').notNullable();
      t.binary('data').notNullable();
      t.integer('size_bytes').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.withSchema('core').alterTable('users', (t) => {
      // Times of failed logins since the last success, unlock or lockout (newest last).
      t.jsonb('recent_login_failures').notNullable().defaultTo('[]');
    });
    await knex.schema.withSchema('core').alterTable('login_attempts', (t) => {
      t.index(['user_id', 'created_at']);
    });
    await knex.schema.withSchema('core').alterTable('refresh_tokens', (t) => {
      t.index(['session_id']);
    });
    await knex.schema.withSchema('core').alterTable('one_time_tokens', (t) => {
      t.index(['user_id', 'purpose']);
    });
    await knex.schema.withSchema('core').alterTable('auth_sessions', (t) => {
      t.index(['expires_at']);
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').alterTable('auth_sessions', (t) => t.dropIndex(['expires_at']));
    await knex.schema.withSchema('core').alterTable('one_time_tokens', (t) => t.dropIndex(['user_id', 'purpose']));
    await knex.schema.withSchema('core').alterTable('refresh_tokens', (t) => t.dropIndex(['session_id']));
    await knex.schema.withSchema('core').alterTable('login_attempts', (t) => t.dropIndex(['user_id', 'created_at']));
    await knex.schema.withSchema('core').alterTable('users', (t) => t.dropColumn('recent_login_failures'));
    await knex.schema.withSchema('core').dropTable('user_avatars');
  },
};
