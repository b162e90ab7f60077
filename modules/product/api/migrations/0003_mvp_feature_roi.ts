import type { Migration } from '@suite/sdk';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';

/**
 * MVP scenarios and feature ROI (finance-and-growth.md section 3). Amounts are the spec's fields
 * in the account's currency units (numeric with two decimals), as bi's pricing models keep them.
 */
export const mvpFeatureRoiMigration: Migration = {
  name: '0003_mvp_feature_roi',
  async up(knex) {
    const schema = () => knex.schema.withSchema(PRODUCT_SCHEMA);
    await schema().createTable('mvp_scenarios', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('name').notNullable();
      t.decimal('target_revenue', 14, 2).notNullable();
      t.decimal('timeline_constraint', 8, 2).notNullable();
      t.decimal('budget_constraint', 14, 2).notNullable();
      t.integer('team_size').notNullable();
      t.decimal('hourly_rate', 10, 2).notNullable();
      t.text('pricing_model');
      t.jsonb('pricing_config').notNullable().defaultTo('{}');
      t.decimal('runway_months', 8, 2);
      t.decimal('monthly_burn', 14, 2);
      t.text('status').notNullable().defaultTo('DRAFT');
      t.jsonb('generated_template');
      t.jsonb('generated_backlog').notNullable().defaultTo('[]');
      t.uuid('applied_product_id').references('id').inTable(`${PRODUCT_SCHEMA}.portfolio_items`).onDelete('SET NULL');
      t.timestamp('applied_at', { useTz: true });
      t.jsonb('applied').notNullable().defaultTo('[]');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id']);
    });
    await knex.raw("alter table ??.mvp_scenarios add constraint mvp_scenarios_status check (status in ('DRAFT', 'ANALYZING', 'READY', 'IN_PROGRESS'))", [PRODUCT_SCHEMA]);

    await schema().createTable('feature_rois', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.text('feature_id').notNullable();
      t.text('feature_name').notNullable();
      t.text('status').notNullable().defaultTo('PLANNED');
      t.decimal('initial_cost', 14, 2).notNullable().defaultTo(0);
      t.decimal('development_hours', 10, 2).notNullable();
      t.decimal('hourly_rate', 10, 2).notNullable();
      t.integer('team_size').notNullable();
      t.decimal('direct_revenue', 14, 2).notNullable().defaultTo(0);
      t.decimal('active_users', 14, 0).notNullable().defaultTo(0);
      t.decimal('feature_adoption', 6, 2);
      t.decimal('usage_frequency', 10, 2);
      t.decimal('satisfaction_score', 3, 2);
      t.decimal('maintenance_monthly_cost', 14, 2).notNullable().defaultTo(0);
      t.jsonb('portfolio_item_ids').notNullable().defaultTo('[]');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // Section 5: one ROI per feature (per account).
      t.unique(['account_id', 'feature_id']);
    });

    await schema().createTable('feature_roi_timeline', (t) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('feature_roi_id').notNullable().references('id').inTable(`${PRODUCT_SCHEMA}.feature_rois`).onDelete('CASCADE');
      t.date('date').notNullable();
      t.jsonb('metrics').notNullable().defaultTo('{}');
      t.jsonb('events').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['feature_roi_id', 'date']);
    });
  },
  async down(knex) {
    for (const table of ['feature_roi_timeline', 'feature_rois', 'mvp_scenarios']) await knex.schema.withSchema(PRODUCT_SCHEMA).dropTableIfExists(table);
  },
};
