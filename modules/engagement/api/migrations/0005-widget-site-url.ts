import type { Knex } from 'knex';
import type { Migration } from '@suite/sdk';
import { ENGAGEMENT_SCHEMA } from '../../shared/index.js';

/** A widget's site (an http(s) origin, optional): the heatmap frames the site's pages from it. */
export const widgetSiteUrlMigration: Migration = {
  name: '0005_widget_site_url',
  async up(knex: Knex) {
    await knex.schema.withSchema(ENGAGEMENT_SCHEMA).alterTable('widgets', (t) => t.text('site_url'));
  },
  async down(knex: Knex) {
    await knex.schema.withSchema(ENGAGEMENT_SCHEMA).alterTable('widgets', (t) => t.dropColumn('site_url'));
  },
};
