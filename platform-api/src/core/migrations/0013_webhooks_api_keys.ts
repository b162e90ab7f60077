import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Integrations (issue 22): outgoing webhooks (endpoints, the events published, one delivery per
 * endpoint and event, each attempt logged) and API keys (stored as a SHA-256 hash only).
 */
export const webhooksApiKeys: Migration = {
  name: '0013_webhooks_api_keys',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const account = (t: Knex.CreateTableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');

    await core().createTable('webhook_endpoints', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('url').notNullable();
      t.text('description').notNullable().defaultTo('');
      // communication | analytics: the page that shows it.
      t.text('category').notNullable();
      // json | slack
      t.text('format').notNullable().defaultTo('json');
      t.jsonb('events').notNullable().defaultTo('[]');
      // The signing secret, sealed (AES-256-GCM): it must be read back to sign.
      t.text('secret_encrypted').notNullable();
      t.text('secret_last4').notNullable();
      // active | paused
      t.text('status').notNullable().defaultTo('active');
      t.integer('consecutive_failures').notNullable().defaultTo(0);
      t.timestamp('paused_at', { useTz: true });
      t.text('pause_reason');
      t.timestamp('last_delivery_at', { useTz: true });
      t.integer('last_status_code');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'category']);
    });

    await core().createTable('webhook_events', (t) => {
      uuidPk(t);
      account(t);
      t.text('event').notNullable();
      t.jsonb('payload').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'created_at']);
    });

    await core().createTable('webhook_deliveries', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('endpoint_id').notNullable().references('id').inTable('core.webhook_endpoints').onDelete('CASCADE');
      t.uuid('event_id').notNullable().references('id').inTable('core.webhook_events').onDelete('CASCADE');
      t.text('event').notNullable();
      // The exact body sent (signed as is); kept so a replay sends the same bytes.
      t.text('body').notNullable();
      // pending | succeeded | failed
      t.text('status').notNullable().defaultTo('pending');
      t.integer('attempts').notNullable().defaultTo(0);
      t.timestamp('next_attempt_at', { useTz: true });
      t.integer('last_status_code');
      t.uuid('replay_of').references('id').inTable('core.webhook_deliveries').onDelete('SET NULL');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('completed_at', { useTz: true });
      t.index(['endpoint_id', 'created_at']);
    });

    await core().createTable('webhook_attempts', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('delivery_id').notNullable().references('id').inTable('core.webhook_deliveries').onDelete('CASCADE');
      t.integer('attempt').notNullable();
      t.integer('status_code');
      t.integer('duration_ms').notNullable();
      t.text('error');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['delivery_id', 'attempt']);
    });

    await core().createTable('api_keys', (t) => {
      uuidPk(t);
      account(t);
      // The maker: a key acts as them, narrowed to its scopes.
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      // personal | account
      t.text('kind').notNullable();
      t.text('name').notNullable();
      t.text('prefix').notNullable();
      // sha256 (hex) of the whole key: the key has 256 random bits, so a fast hash is enough.
      t.text('secret_hash').notNullable().unique();
      t.jsonb('scopes').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('last_used_at', { useTz: true });
      t.timestamp('revoked_at', { useTz: true });
      t.uuid('revoked_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.index(['account_id', 'user_id']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['api_keys', 'webhook_attempts', 'webhook_deliveries', 'webhook_events', 'webhook_endpoints']) await knex.schema.withSchema('core').dropTableIfExists(table);
  },
};
