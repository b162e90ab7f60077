import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { BI_SCHEMA } from '../../shared/index.js';

/** Pricing models, business documents, insights and pitch decks (issue 16): every table tenant-scoped. */
export const growthMigration: Migration = {
  name: '0003_growth',
  async up(knex: Knex) {
    const createTable = (name: string, build: (t: Knex.CreateTableBuilder) => void) => knex.schema.withSchema(BI_SCHEMA).createTable(name, build);
    const base = (t: Knex.CreateTableBuilder) => {
      t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
      t.uuid('account_id').notNullable().references('id').inTable('core.accounts').onDelete('CASCADE');
      t.uuid('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['account_id', 'created_at']);
    };
    await createTable('pricing_models', (t) => {
      base(t);
      t.text('name').notNullable();
      t.string('type', 12).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.jsonb('parameters').notNullable();
    });
    await createTable('business_documents', (t) => {
      base(t);
      t.text('name').notNullable();
      t.string('type', 40).notNullable().defaultTo('OTHER');
      t.text('description').notNullable().defaultTo('');
      t.text('content').notNullable();
      t.jsonb('file');
      t.jsonb('analysis');
    });
    await createTable('insights', (t) => {
      base(t);
      t.string('rule', 40).notNullable();
      t.string('severity', 10).notNullable();
      t.text('title').notNullable();
      t.text('body').notNullable().defaultTo('');
      t.jsonb('numbers').notNullable().defaultTo('{}');
      t.text('link');
      t.boolean('is_archived').notNullable().defaultTo(false);
      t.string('period', 7);
    });
    await createTable('pitch_decks', (t) => {
      base(t);
      t.text('name').notNullable();
      t.jsonb('slides').notNullable();
      t.uuid('pricing_model_id');
    });
  },
  async down(knex: Knex) {
    for (const table of ['pitch_decks', 'insights', 'business_documents', 'pricing_models']) await knex.schema.withSchema(BI_SCHEMA).dropTableIfExists(table);
  },
};
