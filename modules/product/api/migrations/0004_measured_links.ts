import type { Migration } from '@suite/sdk';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';

/**
 * Feature ROI measured from the other domains: the pages tagged with a feature (engagement's
 * PAGE_USAGE measures their usage and satisfaction) and board items linked directly (agile's
 * BACKLOG and VELOCITY give their points, cost and sprints). An MVP scenario may name one of bi's
 * pricing models (PRICING_MODELS) instead of its own.
 */
export const measuredLinksMigration: Migration = {
  name: '0004_measured_links',
  async up(knex) {
    await knex.schema.withSchema(PRODUCT_SCHEMA).alterTable('feature_rois', (t) => {
      t.jsonb('page_patterns').notNullable().defaultTo('[]');
      t.jsonb('board_item_ids').notNullable().defaultTo('[]');
    });
    await knex.schema.withSchema(PRODUCT_SCHEMA).alterTable('mvp_scenarios', (t) => {
      t.uuid('pricing_model_id');
    });
  },
  async down(knex) {
    await knex.schema.withSchema(PRODUCT_SCHEMA).alterTable('feature_rois', (t) => {
      t.dropColumn('page_patterns');
      t.dropColumn('board_item_ids');
    });
    await knex.schema.withSchema(PRODUCT_SCHEMA).alterTable('mvp_scenarios', (t) => {
      t.dropColumn('pricing_model_id');
    });
  },
};
