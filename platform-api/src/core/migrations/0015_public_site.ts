import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * The public site (issue 21): the affiliate program (affiliates and their codes, clicks, referred
 * accounts, a commission ledger, payouts and the rules a super admin sets), the startup directory's
 * opt-in public profiles, and "Request Early Access" requests from the coming-soon pages.
 */
export const publicSite: Migration = {
  name: '0015_public_site',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const at = (t: Knex.CreateTableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());

    // One row: the commission rules (percentage in basis points, months of invoices, cookie window, hold).
    await core().createTable('affiliate_settings', (t) => {
      t.integer('id').primary();
      t.integer('commission_rate_bp').notNullable().defaultTo(2000);
      t.integer('commission_months').notNullable().defaultTo(12);
      t.integer('cookie_days').notNullable().defaultTo(60);
      t.integer('hold_days').notNullable().defaultTo(30);
      t.uuid('updated_by').references('id').inTable('core.users').onDelete('SET NULL');
      at(t, 'updated_at');
    });
    await knex('core.affiliate_settings').insert({ id: 1 });

    await core().createTable('affiliates', (t) => {
      uuidPk(t);
      t.uuid('user_id').notNullable().unique().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('code').notNullable().unique();
      at(t, 'created_at');
    });
    await core().createTable('affiliate_clicks', (t) => {
      uuidPk(t);
      t.uuid('affiliate_id').notNullable().references('id').inTable('core.affiliates').onDelete('CASCADE');
      t.text('landing_path');
      t.text('referrer');
      at(t, 'created_at');
      t.index(['affiliate_id', 'created_at']);
    });
    // A referred account: one affiliate per account, attributed at registration.
    await core().createTable('affiliate_referrals', (t) => {
      uuidPk(t);
      t.uuid('affiliate_id').notNullable().references('id').inTable('core.affiliates').onDelete('CASCADE');
      t.uuid('account_id').notNullable().unique().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.uuid('click_id').references('id').inTable('core.affiliate_clicks').onDelete('SET NULL');
      at(t, 'registered_at');
      t.index(['affiliate_id', 'registered_at']);
    });
    await core().createTable('affiliate_payouts', (t) => {
      uuidPk(t);
      t.uuid('affiliate_id').notNullable().references('id').inTable('core.affiliates').onDelete('CASCADE');
      t.bigInteger('amount_cents').notNullable();
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      at(t, 'paid_at');
    });
    // The ledger: EARNED on a paid invoice, REVERSAL (negative) on its refund. Cents.
    await core().createTable('affiliate_commissions', (t) => {
      uuidPk(t);
      t.uuid('affiliate_id').notNullable().references('id').inTable('core.affiliates').onDelete('CASCADE');
      t.uuid('referral_id').notNullable().references('id').inTable('core.affiliate_referrals').onDelete('CASCADE');
      t.uuid('invoice_id').notNullable().references('id').inTable('core.invoices').onDelete('CASCADE');
      t.text('kind').notNullable(); // EARNED | REVERSAL
      t.bigInteger('base_cents').notNullable();
      t.integer('rate_bp').notNullable();
      t.bigInteger('amount_cents').notNullable();
      t.uuid('payout_id').references('id').inTable('core.affiliate_payouts').onDelete('SET NULL');
      at(t, 'earned_at');
      at(t, 'created_at');
      t.index(['affiliate_id', 'earned_at']);
      t.index(['invoice_id']);
    });
    await knex.raw("create unique index affiliate_commissions_earned_once on core.affiliate_commissions (invoice_id) where kind = 'EARNED'");

    // The startup directory: nothing is public until an OWNER or ADMIN lists the account.
    await core().createTable('public_profiles', (t) => {
      t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.boolean('listed').notNullable().defaultTo(false);
      t.text('slug').notNullable().unique();
      t.text('name').notNullable();
      t.text('logo_url');
      t.text('one_liner').notNullable().defaultTo('');
      t.text('description').notNullable().defaultTo('');
      t.text('industry');
      t.text('stage');
      t.jsonb('seeking').notNullable().defaultTo('[]');
      t.jsonb('metrics').notNullable().defaultTo('[]');
      t.text('website');
      at(t, 'created_at');
      at(t, 'updated_at');
      t.index(['listed', 'updated_at']);
    });

    await core().createTable('early_access_requests', (t) => {
      uuidPk(t);
      t.text('feature').notNullable();
      t.text('category').notNullable();
      t.uuid('user_id').references('id').inTable('core.users').onDelete('SET NULL');
      t.uuid('account_id').references('id').inTable('core.accounts').onDelete('SET NULL');
      t.text('email');
      at(t, 'created_at');
      t.index(['feature', 'created_at']);
    });
  },
  async down(knex: Knex) {
    for (const table of ['early_access_requests', 'public_profiles', 'affiliate_commissions', 'affiliate_payouts', 'affiliate_referrals', 'affiliate_clicks', 'affiliates', 'affiliate_settings']) {
      await knex.schema.withSchema('core').dropTableIfExists(table);
    }
  },
};
