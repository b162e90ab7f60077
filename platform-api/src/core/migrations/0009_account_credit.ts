import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * The account's credit balance, in cents: what a plan change credited beyond the charge it paid
 * (switching from annual to monthly early, say). Later charges use it first.
 */
export const accountCredit: Migration = {
  name: '0009_account_credit',
  async up(knex: Knex) {
    await knex.schema.withSchema('core').alterTable('accounts', (t) => {
      t.integer('credit_balance_cents').notNullable().defaultTo(0);
    });
    await knex.raw('alter table core.accounts add constraint accounts_credit_balance_non_negative check (credit_balance_cents >= 0)');
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('core').alterTable('accounts', (t) => t.dropColumn('credit_balance_cents'));
  },
};
