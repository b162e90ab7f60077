import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Sign-in, sessions, security, invitations, mail and audit (the identity issue). Secrets (refresh
 * tokens, reset and verification tokens, codes, device fingerprints) are stored as SHA-256 hashes.
 */
export const identity: Migration = {
  name: '0003_identity',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const created = (t: Knex.CreateTableBuilder) => t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    await core().alterTable('users', (t) => {
      t.text('two_factor_method'); // null | 'email' | 'totp'
      t.text('totp_secret');
      t.timestamp('locked_until', { useTz: true });
      t.text('lock_reason');
      t.timestamp('password_changed_at', { useTz: true });
      t.timestamp('last_login_at', { useTz: true });
    });
    await core().alterTable('accounts', (t) => {
      t.text('domain');
    });
    await knex.raw('create unique index accounts_domain_unique on core.accounts (lower(domain)) where domain is not null');

    await core().createTable('auth_sessions', (t) => {
      uuidPk(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.uuid('account_id').references('id').inTable('core.accounts').onDelete('SET NULL');
      t.text('ip_address');
      t.text('user_agent');
      t.text('device');
      created(t);
      t.timestamp('last_activity_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.text('revoked_reason');
      t.index(['user_id']);
      t.index(['account_id']);
    });
    await core().createTable('refresh_tokens', (t) => {
      uuidPk(t);
      t.uuid('session_id').notNullable().references('id').inTable('core.auth_sessions').onDelete('CASCADE');
      t.text('token_hash').notNullable().unique();
      created(t);
      t.timestamp('rotated_at', { useTz: true });
      t.timestamp('revoked_at', { useTz: true });
    });
    await core().createTable('login_attempts', (t) => {
      uuidPk(t);
      t.text('email').notNullable();
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('ip_address');
      t.text('user_agent');
      t.boolean('success').notNullable();
      t.jsonb('risk_factors').notNullable().defaultTo('[]');
      t.integer('risk_score').notNullable().defaultTo(0);
      created(t);
      t.index(['email', 'created_at']);
    });
    await core().createTable('suspicious_activities', (t) => {
      uuidPk(t);
      t.uuid('user_id').references('id').inTable('core.users').onDelete('CASCADE');
      t.integer('score').notNullable();
      t.jsonb('factors').notNullable().defaultTo('[]');
      t.boolean('flagged').notNullable();
      created(t);
    });
    await core().createTable('trusted_devices', (t) => {
      uuidPk(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('fingerprint_hash').notNullable();
      t.text('label');
      t.timestamp('trusted_at', { useTz: true });
      t.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['user_id', 'fingerprint_hash']);
    });
    // One table for single-use emailed secrets: email verification, password reset, 2FA codes.
    await core().createTable('one_time_tokens', (t) => {
      uuidPk(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('purpose').notNullable(); // 'email_verification' | 'password_reset' | 'two_factor'
      t.text('token_hash').notNullable();
      t.text('code_hash'); // 2FA: the 6-digit code; token_hash is then the pending token
      t.integer('attempts').notNullable().defaultTo(0);
      t.jsonb('context').notNullable().defaultTo('{}');
      created(t);
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.index(['purpose', 'token_hash']);
    });
    await core().createTable('invitations', (t) => {
      uuidPk(t);
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('email').notNullable();
      t.text('role').notNullable();
      t.jsonb('permissions').notNullable().defaultTo('[]');
      t.text('token_hash').notNullable().unique();
      t.uuid('inviter_user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('status').notNullable().defaultTo('pending'); // pending | accepted | declined | expired | revoked
      created(t);
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('responded_at', { useTz: true });
      t.uuid('accepted_by').references('id').inTable('core.users').onDelete('SET NULL');
      t.index(['account_id', 'status']);
    });
    await knex.raw('create index invitations_email on core.invitations (lower(email))');
    await core().createTable('outbox', (t) => {
      uuidPk(t);
      t.text('to_address').notNullable();
      t.text('subject').notNullable();
      t.text('template').notNullable();
      t.text('language').notNullable().defaultTo('en');
      t.text('text_body').notNullable();
      t.text('html_body').notNullable();
      t.jsonb('data').notNullable().defaultTo('{}');
      t.text('status').notNullable().defaultTo('pending'); // pending | sent | failed
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      created(t);
      t.timestamp('sent_at', { useTz: true });
      t.index(['status', 'created_at']);
    });
    await core().createTable('audit_logs', (t) => {
      t.bigIncrements('id');
      t.uuid('account_id').references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.uuid('session_id');
      t.text('action').notNullable();
      t.jsonb('details').notNullable().defaultTo('{}');
      t.text('ip_address');
      t.text('user_agent');
      created(t);
      t.index(['account_id', 'created_at']);
      t.index(['user_id', 'created_at']);
    });
    await core().createTable('audit_logs_archive', (t) => {
      t.bigInteger('id').primary();
      t.uuid('account_id');
      t.uuid('user_id');
      t.uuid('session_id');
      t.text('action').notNullable();
      t.jsonb('details').notNullable();
      t.text('ip_address');
      t.text('user_agent');
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('archived_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await core().createTable('admin_contact_requests', (t) => {
      uuidPk(t);
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.text('subject').notNullable();
      t.text('message').notNullable();
      t.text('page');
      created(t);
    });
  },
  async down(knex: Knex) {
    for (const table of ['admin_contact_requests', 'audit_logs_archive', 'audit_logs', 'outbox', 'invitations', 'one_time_tokens', 'trusted_devices', 'suspicious_activities', 'login_attempts', 'refresh_tokens', 'auth_sessions']) {
      await knex.schema.withSchema('core').dropTableIfExists(table);
    }
    await knex.raw('drop index if exists core.accounts_domain_unique');
    await knex.schema.withSchema('core').alterTable('accounts', (t) => t.dropColumn('domain'));
    await knex.schema.withSchema('core').alterTable('users', (t) => {
      for (const column of ['two_factor_method', 'totp_secret', 'locked_until', 'lock_reason', 'password_changed_at', 'last_login_at']) t.dropColumn(column);
    });
  },
};
