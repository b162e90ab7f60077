import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { INVESTOR_SCHEMA as S } from '../../shared/index.js';

/**
 * The investor portal's tables. Rows owned by the investor (profile, portfolio, alerts, dashboard
 * configs) carry the investor's home account; rows owned by a company (access grants,
 * communications, update requests, reports, the data room and the investor activity log) carry
 * the company's account. Money in integer cents.
 */
export const investorPortalMigration: Migration = {
  name: '0002_investor_portal',
  async up(knex: Knex) {
    const id = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const account = (t: Knex.CreateTableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
    const created = (t: Knex.CreateTableBuilder) => t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());

    await knex.schema.withSchema(S).createTable('profiles', (t) => {
      id(t);
      account(t);
      t.uuid('user_id').notNullable().unique().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('investor_type').notNullable();
      t.text('firm');
      created(t);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.withSchema(S).createTable('portfolio_entries', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').notNullable().references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.uuid('company_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.bigInteger('investment_amount').notNullable();
      t.bigInteger('current_valuation');
      t.double('ownership_percentage');
      t.text('status').notNullable().defaultTo('active');
      created(t);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['investor_id', 'company_id']);
    });
    await knex.schema.withSchema(S).createTable('access_grants', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.text('invited_email');
      t.jsonb('permissions').notNullable();
      t.text('status').notNullable();
      t.uuid('granted_by');
      created(t);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('revoked_at', { useTz: true });
      t.index(['investor_id', 'status']);
      t.index(['invited_email', 'status']);
    });
    await knex.schema.withSchema(S).createTable('communications', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').notNullable().references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.uuid('parent_id').references('id').inTable(`${S}.communications`).onDelete('CASCADE');
      t.uuid('report_id');
      t.text('kind').notNullable().defaultTo('message');
      t.text('subject');
      t.text('content').notNullable();
      t.jsonb('metrics');
      t.jsonb('sections');
      t.uuid('sender_user_id');
      t.text('sender_side').notNullable();
      created(t);
      t.index(['account_id', 'investor_id']);
    });
    await knex.schema.withSchema(S).createTable('communication_reads', (t) => {
      account(t);
      t.uuid('communication_id').notNullable().references('id').inTable(`${S}.communications`).onDelete('CASCADE');
      t.uuid('user_id').notNullable();
      t.timestamp('read_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['communication_id', 'user_id']);
    });
    await knex.schema.withSchema(S).createTable('alerts', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').notNullable().references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.uuid('company_id');
      t.text('type').notNullable();
      t.text('severity').notNullable();
      t.text('title').notNullable();
      t.text('message');
      t.text('status').notNullable().defaultTo('open');
      t.boolean('automatic').notNullable().defaultTo(false);
      t.timestamp('triggered_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('acknowledged_at', { useTz: true });
      t.timestamp('resolved_at', { useTz: true });
      t.index(['investor_id', 'status']);
    });
    await knex.schema.withSchema(S).createTable('dashboard_configs', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').notNullable().references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.uuid('company_id').notNullable();
      t.text('timeframe').notNullable().defaultTo('6months');
      t.jsonb('metrics').notNullable().defaultTo('[]');
      t.boolean('pinned').notNullable().defaultTo(false);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['investor_id', 'company_id']);
    });
    await knex.schema.withSchema(S).createTable('update_requests', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id').notNullable().references('id').inTable(`${S}.profiles`).onDelete('CASCADE');
      t.text('type').notNullable();
      t.jsonb('requested_data').notNullable();
      t.text('message');
      t.text('status').notNullable().defaultTo('pending');
      t.jsonb('response');
      t.uuid('completed_by');
      created(t);
      t.timestamp('completed_at', { useTz: true });
    });
    await knex.schema.withSchema(S).createTable('reports', (t) => {
      id(t);
      account(t);
      t.text('kind').notNullable();
      t.text('title').notNullable();
      t.text('period').notNullable();
      t.text('highlights').notNullable().defaultTo('');
      t.text('lowlights').notNullable().defaultTo('');
      t.text('asks').notNullable().defaultTo('');
      t.text('body').notNullable().defaultTo('');
      t.jsonb('metrics');
      t.text('status').notNullable().defaultTo('draft');
      t.jsonb('recipients').notNullable().defaultTo('[]');
      t.uuid('created_by');
      created(t);
      t.timestamp('sent_at', { useTz: true });
    });
    await knex.schema.withSchema(S).createTable('documents', (t) => {
      id(t);
      account(t);
      t.text('folder').notNullable().defaultTo('General');
      t.text('name').notNullable();
      t.text('content_type').notNullable();
      t.integer('size_bytes').notNullable();
      t.binary('content').notNullable();
      t.uuid('uploaded_by');
      created(t);
    });
    await knex.schema.withSchema(S).createTable('activity', (t) => {
      id(t);
      account(t);
      t.uuid('investor_id');
      t.uuid('user_id');
      t.text('action').notNullable();
      t.text('target');
      t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'at']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['activity', 'documents', 'reports', 'update_requests', 'dashboard_configs', 'alerts', 'communication_reads', 'communications', 'access_grants', 'portfolio_entries', 'profiles']) {
      await knex.schema.withSchema(S).dropTableIfExists(table);
    }
  },
};
