import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';

/**
 * Pricing, cart, payments, subscriptions, invoices, billable users and revenue integrations
 * (issue 4). Money in integer cents; no card number or CVC is ever stored (brand, last4 and the
 * provider's token only); revenue API keys are stored encrypted (AES-256-GCM) with their last 4.
 */
export const billing: Migration = {
  name: '0007_billing',
  async up(knex: Knex) {
    const core = () => knex.schema.withSchema('core');
    const uuidPk = (t: Knex.CreateTableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    const timestamps = (t: Knex.CreateTableBuilder) => {
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    };
    const account = (t: Knex.CreateTableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');

    await core().createTable('promotions', (t) => {
      uuidPk(t);
      t.text('code').notNullable();
      t.text('description').notNullable().defaultTo('');
      t.text('type').notNullable(); // PERCENTAGE | FIXED_AMOUNT | FREE_TRIAL
      t.integer('value').notNullable().defaultTo(0); // percent, or cents
      t.integer('max_discount_amount_cents');
      t.timestamp('valid_from', { useTz: true });
      t.timestamp('valid_until', { useTz: true });
      t.jsonb('plan_ids').notNullable().defaultTo('[]');
      t.integer('max_redemptions');
      t.integer('redemptions').notNullable().defaultTo(0);
      t.boolean('is_public').notNullable().defaultTo(true);
      t.boolean('is_active').notNullable().defaultTo(true);
      timestamps(t);
    });
    await knex.raw('create unique index promotions_code_unique on core.promotions (upper(code))');

    await core().createTable('carts', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.text('discount_code');
      timestamps(t);
      t.unique(['user_id', 'account_id']);
    });
    await core().createTable('cart_items', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('cart_id').notNullable().references('id').inTable('core.carts').onDelete('CASCADE');
      t.text('type').notNullable(); // SUBSCRIPTION | ADDITIONAL_USERS
      t.text('plan').notNullable();
      t.text('billing_interval').notNullable();
      t.integer('quantity').notNullable().defaultTo(1);
      timestamps(t);
      t.index(['cart_id']);
    });

    await core().createTable('billing_customers', (t) => {
      t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('provider').notNullable();
      t.text('customer_ref').notNullable();
      timestamps(t);
    });
    await core().createTable('payment_methods', (t) => {
      uuidPk(t);
      account(t);
      t.text('provider').notNullable();
      t.text('provider_token').notNullable();
      t.text('brand').notNullable();
      t.string('last4', 4).notNullable();
      t.integer('exp_month').notNullable();
      t.integer('exp_year').notNullable();
      t.text('holder_name');
      t.boolean('is_default').notNullable().defaultTo(false);
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      timestamps(t);
      t.index(['account_id']);
    });
    await knex.raw('create unique index payment_methods_one_default on core.payment_methods (account_id) where is_default');

    await core().createTable('subscriptions', (t) => {
      uuidPk(t);
      account(t);
      t.text('plan').notNullable();
      t.text('billing_interval').notNullable();
      t.text('status').notNullable(); // ACTIVE | TRIALING | PAST_DUE | CANCELED
      t.timestamp('current_period_start', { useTz: true }).notNullable();
      t.timestamp('current_period_end', { useTz: true }).notNullable();
      t.boolean('cancel_at_period_end').notNullable().defaultTo(false);
      t.timestamp('canceled_at', { useTz: true });
      t.timestamp('trial_end', { useTz: true });
      t.integer('additional_users').notNullable().defaultTo(0);
      // What the current period cost before tax (after discount): the base of proration credits.
      t.integer('period_amount_cents').notNullable().defaultTo(0);
      t.uuid('default_payment_method_id').references('id').inTable('core.payment_methods').onDelete('SET NULL');
      t.timestamp('past_due_since', { useTz: true });
      t.timestamp('last_renewal_attempt_at', { useTz: true });
      timestamps(t);
      t.index(['status', 'current_period_end']);
    });
    // One live subscription per account; ended ones stay for the history.
    await knex.raw("create unique index subscriptions_one_live on core.subscriptions (account_id) where status <> 'CANCELED'");

    await core().createTable('invoice_sequences', (t) => {
      t.integer('year').primary();
      t.integer('last_number').notNullable().defaultTo(0);
    });
    await core().createTable('invoices', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('subscription_id').references('id').inTable('core.subscriptions').onDelete('SET NULL');
      t.text('number').notNullable().unique();
      t.text('status').notNullable().defaultTo('PAID');
      t.text('currency').notNullable().defaultTo('USD');
      t.timestamp('issued_at', { useTz: true }).notNullable();
      t.timestamp('period_start', { useTz: true });
      t.timestamp('period_end', { useTz: true });
      t.jsonb('lines').notNullable().defaultTo('[]');
      t.integer('subtotal_cents').notNullable();
      t.text('discount_code');
      t.integer('discount_cents').notNullable().defaultTo(0);
      t.integer('tax_rate_bp').notNullable().defaultTo(0); // hundredths of a percent: 825 = 8.25%
      t.integer('tax_cents').notNullable().defaultTo(0);
      t.integer('total_cents').notNullable();
      t.integer('amount_paid_cents').notNullable().defaultTo(0);
      t.timestamp('paid_at', { useTz: true });
      t.text('charge_ref');
      t.text('payment_brand');
      t.string('payment_last4', 4);
      // Who sold to whom, as it was on the day (the PDF is rendered from these).
      t.jsonb('seller').notNullable().defaultTo('{}');
      t.jsonb('customer').notNullable().defaultTo('{}');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'issued_at']);
    });
    await core().createTable('promotion_redemptions', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('promotion_id').notNullable().references('id').inTable('core.promotions').onDelete('CASCADE');
      t.uuid('invoice_id').references('id').inTable('core.invoices').onDelete('SET NULL');
      t.integer('discount_cents').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    // Billable users: a member counts for billing unless deactivated here (absent row = active).
    await core().createTable('billing_user_activations', (t) => {
      account(t);
      t.uuid('user_id').notNullable().references('id').inTable('core.users').onDelete('CASCADE');
      t.boolean('is_active').notNullable().defaultTo(true);
      t.timestamp('activated_at', { useTz: true });
      t.timestamp('deactivated_at', { useTz: true });
      t.timestamp('last_billed_at', { useTz: true });
      t.primary(['account_id', 'user_id']);
    });

    await core().createTable('revenue_integrations', (t) => {
      uuidPk(t);
      account(t);
      t.text('provider').notNullable();
      t.text('name').notNullable();
      t.text('api_key_encrypted');
      t.string('api_key_last4', 4);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.timestamp('last_sync_at', { useTz: true });
      t.text('last_sync_status');
      t.text('last_sync_error');
      timestamps(t);
      t.index(['account_id']);
    });
    await core().createTable('revenue_transactions', (t) => {
      uuidPk(t);
      account(t);
      t.uuid('integration_id').notNullable().references('id').inTable('core.revenue_integrations').onDelete('CASCADE');
      t.text('external_id');
      t.text('dedupe_key').notNullable();
      t.timestamp('occurred_at', { useTz: true }).notNullable();
      t.text('customer_ref').notNullable();
      t.text('customer_email');
      t.bigInteger('amount_cents').notNullable();
      t.text('currency').notNullable().defaultTo('USD');
      t.text('type').notNullable(); // charge | refund | subscription
      t.timestamp('synced_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['integration_id', 'dedupe_key']);
      t.index(['account_id', 'occurred_at']);
    });
    await core().createTable('revenue_customers', (t) => {
      uuidPk(t);
      account(t);
      t.text('customer_ref').notNullable();
      t.text('email');
      t.timestamp('first_seen_at', { useTz: true }).notNullable();
      t.timestamp('last_seen_at', { useTz: true }).notNullable();
      t.text('status').notNullable(); // active | churned
      t.bigInteger('mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('lifetime_revenue_cents').notNullable().defaultTo(0);
      t.unique(['account_id', 'customer_ref']);
    });
    await core().createTable('revenue_metrics', (t) => {
      account(t);
      t.string('month', 7).notNullable(); // YYYY-MM
      t.bigInteger('mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('arr_cents').notNullable().defaultTo(0);
      t.integer('new_customers').notNullable().defaultTo(0);
      t.integer('churned_customers').notNullable().defaultTo(0);
      t.integer('active_customers').notNullable().defaultTo(0);
      t.bigInteger('new_mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('churned_mrr_cents').notNullable().defaultTo(0);
      t.bigInteger('net_revenue_cents').notNullable().defaultTo(0);
      t.bigInteger('refunds_cents').notNullable().defaultTo(0);
      t.primary(['account_id', 'month']);
    });

    // The one seeded promotion of the spec (SAVE20 = 20%).
    await knex('core.promotions').insert({ code: 'SAVE20', description: '20% off your first purchase', type: 'PERCENTAGE', value: 20, plan_ids: JSON.stringify([]) });
  },
  async down(knex: Knex) {
    for (const table of [
      'revenue_metrics',
      'revenue_customers',
      'revenue_transactions',
      'revenue_integrations',
      'billing_user_activations',
      'promotion_redemptions',
      'invoices',
      'invoice_sequences',
      'subscriptions',
      'payment_methods',
      'billing_customers',
      'cart_items',
      'carts',
      'promotions',
    ]) {
      await knex.schema.withSchema('core').dropTableIfExists(table);
    }
  },
};
