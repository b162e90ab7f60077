import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { BI_SCHEMA } from '../../shared/index.js';

const MONTH_CHECK = "~ '^\\d{4}-(0[1-9]|1[0-2])$'";

/** The account's financial data: every table tenant-scoped, money in integer cents with a currency. */
export const financeDataMigration: Migration = {
  name: '0002_finance_data',
  async up(knex: Knex) {
    // A fresh builder per statement: a schema builder replays everything queued on it when awaited.
    const schema = { createTable: (name: string, build: (t: Knex.CreateTableBuilder) => void) => knex.schema.withSchema(BI_SCHEMA).createTable(name, build) };
    const base = (t: Knex.CreateTableBuilder) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    };
    await schema.createTable('cash_balances', (t) => {
      base(t);
      t.date('as_of').notNullable();
      t.bigInteger('amount_cents').notNullable();
      t.string('currency', 3).notNullable();
      t.text('account_name').notNullable();
      t.index(['account_id', 'as_of']);
    });
    await schema.createTable('expenses', (t) => {
      base(t);
      t.string('month', 7).notNullable();
      t.string('end_month', 7);
      t.string('category', 20).notNullable();
      t.bigInteger('amount_cents').notNullable();
      t.string('currency', 3).notNullable();
      t.string('recurrence', 10).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('channel', 60);
      t.integer('customers_acquired');
      t.index(['account_id', 'month']);
    });
    await schema.createTable('other_income', (t) => {
      base(t);
      t.string('month', 7).notNullable();
      t.bigInteger('amount_cents').notNullable();
      t.string('currency', 3).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.index(['account_id', 'month']);
    });
    await schema.createTable('revenue_entries', (t) => {
      base(t);
      t.string('month', 7).notNullable();
      t.bigInteger('mrr_cents').notNullable();
      t.bigInteger('new_mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('expansion_mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('churned_mrr_cents').notNullable().defaultTo(0);
      t.integer('customers').notNullable().defaultTo(0);
      t.integer('new_customers').notNullable().defaultTo(0);
      t.integer('churned_customers').notNullable().defaultTo(0);
      t.string('currency', 3).notNullable();
      t.unique(['account_id', 'month']);
    });
    await schema.createTable('headcount_roles', (t) => {
      base(t);
      t.text('title').notNullable();
      t.text('department').notNullable().defaultTo('');
      t.bigInteger('monthly_salary_cents').notNullable();
      t.string('currency', 3).notNullable();
      t.string('start_month', 7).notNullable();
      t.string('end_month', 7);
      t.index(['account_id']);
    });
    await schema.createTable('kpis', (t) => {
      base(t);
      t.text('name').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('category', 20).notNullable().defaultTo('FINANCIAL');
      t.string('unit', 20).notNullable();
      t.double('target_value').notNullable();
      t.string('metric', 40);
      t.text('formula');
      t.string('direction', 20).notNullable().defaultTo('HIGHER_IS_BETTER');
      t.double('warning_threshold');
      t.double('critical_threshold');
      t.boolean('is_active').notNullable().defaultTo(true);
      t.index(['account_id']);
    });
    await schema.createTable('forecast_scenarios', (t) => {
      base(t);
      t.text('name').notNullable();
      t.string('kind', 20).notNullable();
      t.string('start_month', 7).notNullable();
      t.bigInteger('monthly_cost_cents');
      t.integer('hires');
      t.double('percent');
      t.bigInteger('amount_cents');
      t.index(['account_id']);
    });
    // The last burn-alert level mailed for an account: a mail goes only when runway crosses into a worse one.
    await schema.createTable('burn_alert_states', (t) => {
      t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.string('level', 10).notNullable();
      t.integer('runway_days');
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    for (const [table, column] of [['expenses', 'month'], ['expenses', 'end_month'], ['other_income', 'month'], ['revenue_entries', 'month'], ['headcount_roles', 'start_month'], ['headcount_roles', 'end_month'], ['forecast_scenarios', 'start_month']] as const) {
      await knex.raw(`alter table ${BI_SCHEMA}.${table} add constraint ${table}_${column}_format check (${column} is null or ${column} ${MONTH_CHECK})`);
    }
  },
  async down(knex: Knex) {
    for (const table of ['burn_alert_states', 'forecast_scenarios', 'kpis', 'headcount_roles', 'revenue_entries', 'other_income', 'expenses', 'cash_balances']) {
      await knex.schema.withSchema(BI_SCHEMA).dropTableIfExists(table);
    }
  },
};
