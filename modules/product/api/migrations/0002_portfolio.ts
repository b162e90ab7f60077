import type { Migration } from '@suite/sdk';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';

type Knex = Parameters<Migration['up']>[0];
type TableBuilder = Parameters<Parameters<ReturnType<Knex['schema']['withSchema']>['createTable']>[1]>[0];

const accountColumn = (t: TableBuilder) => t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
const id = (knex: Knex, t: TableBuilder) => t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
const stamp = (knex: Knex, t: TableBuilder, name: string) => t.timestamp(name, { useTz: true }).notNullable().defaultTo(knex.fn.now());

/**
 * The portfolio (finance-and-growth.md section 3): investment categories per account, the
 * account's ROI scoring, the six-level hierarchy in one table (a parent never deleted while it has
 * children: restrict), discovery documents, and the validation lab's hypotheses and experiments.
 * Money in integer cents.
 */
export const portfolioMigration: Migration = {
  name: '0002_portfolio',
  async up(knex) {
    const schema = () => knex.schema.withSchema(PRODUCT_SCHEMA);

    await schema().createTable('investment_categories', (t) => {
      id(knex, t);
      accountColumn(t);
      t.text('code').notNullable();
      t.text('name').notNullable();
      t.text('type').notNullable();
      t.text('tax_classification').notNullable();
      t.text('color').notNullable();
      t.unique(['account_id', 'code']);
    });
    await knex.raw("alter table ??.investment_categories add constraint investment_categories_tax check (tax_classification in ('OPEX', 'CAPEX', 'R_AND_D_CREDIT'))", [PRODUCT_SCHEMA]);

    await schema().createTable('scoring', (t) => {
      t.uuid('account_id').primary().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.jsonb('weights').notNullable();
      t.jsonb('alignment_levels').notNullable();
      stamp(knex, t, 'updated_at');
    });

    await schema().createTable('portfolio_items', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('parent_id').references('id').inTable(`${PRODUCT_SCHEMA}.portfolio_items`).onDelete('RESTRICT');
      t.text('level').notNullable();
      t.text('title').notNullable();
      t.integer('position').notNullable().defaultTo(0);
      t.uuid('category_id').notNullable().references('id').inTable(`${PRODUCT_SCHEMA}.investment_categories`).onDelete('RESTRICT');
      t.text('justification').notNullable();
      t.text('business_value').notNullable();
      t.text('customer_impact').notNullable();
      t.text('risk_level').notNullable();
      t.text('strategic_alignment').notNullable();
      t.decimal('estimated_roi', 12, 2);
      t.bigInteger('budget_allocated').notNullable();
      t.bigInteger('budget_remaining').notNullable();
      t.text('user_type');
      t.text('want');
      t.text('so');
      t.jsonb('acceptance_criteria');
      t.jsonb('validation');
      t.uuid('delivery_item_id');
      t.timestamp('delivered_at', { useTz: true });
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
      t.index(['account_id', 'parent_id']);
    });
    await knex.raw(
      "alter table ??.portfolio_items add constraint portfolio_items_rules check (level in ('product', 'initiative', 'epic', 'story', 'task', 'subtask') and budget_allocated > 0 and budget_remaining >= 0 and budget_remaining <= budget_allocated and ((level = 'product') = (parent_id is null)))",
      [PRODUCT_SCHEMA],
    );

    await schema().createTable('discovery_documents', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('product_id').references('id').inTable(`${PRODUCT_SCHEMA}.portfolio_items`).onDelete('SET NULL');
      t.text('title').notNullable();
      t.text('status').notNullable().defaultTo('draft');
      t.jsonb('business_details').notNullable().defaultTo('{}');
      t.jsonb('document_sources').notNullable().defaultTo('[]');
      t.jsonb('gap_analysis');
      t.jsonb('investment_categories');
      t.jsonb('value_hierarchy');
      t.jsonb('roadmap');
      t.jsonb('ai_insights');
      t.timestamp('analyzed_at', { useTz: true });
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
    });
    await knex.raw("alter table ??.discovery_documents add constraint discovery_documents_status check (status in ('draft', 'in_review', 'approved'))", [PRODUCT_SCHEMA]);

    await schema().createTable('hypotheses', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('item_id').notNullable().references('id').inTable(`${PRODUCT_SCHEMA}.portfolio_items`).onDelete('CASCADE');
      t.text('statement').notNullable();
      t.text('metric').notNullable();
      t.text('target').notNullable();
      t.date('deadline');
      t.jsonb('metric_source');
      t.text('verdict');
      t.text('verdict_note');
      t.timestamp('decided_at', { useTz: true });
      t.uuid('created_by').references('id').inTable('core.users').onDelete('SET NULL');
      stamp(knex, t, 'created_at');
      stamp(knex, t, 'updated_at');
    });
    await knex.raw("alter table ??.hypotheses add constraint hypotheses_verdict check (verdict is null or verdict in ('validated', 'invalidated', 'inconclusive'))", [PRODUCT_SCHEMA]);

    await schema().createTable('experiments', (t) => {
      id(knex, t);
      accountColumn(t);
      t.uuid('hypothesis_id').notNullable().references('id').inTable(`${PRODUCT_SCHEMA}.hypotheses`).onDelete('CASCADE');
      t.text('name').notNullable();
      t.text('method');
      t.text('result');
      t.decimal('observed_value', 14, 2);
      t.date('run_on');
      stamp(knex, t, 'created_at');
    });
  },
  async down(knex) {
    for (const table of ['experiments', 'hypotheses', 'discovery_documents', 'portfolio_items', 'scoring', 'investment_categories']) await knex.schema.withSchema(PRODUCT_SCHEMA).dropTableIfExists(table);
  },
};
