import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';
import { portfolioMigration } from './0002_portfolio.js';
import { mvpFeatureRoiMigration } from './0003_mvp_feature_roi.js';
import { measuredLinksMigration } from './0004_measured_links.js';

/** The product module's migrations, in order (table product.knex_migrations_product). */
export const productMigrations: Migration[] = [moduleSettingsMigration(PRODUCT_SCHEMA), portfolioMigration, mvpFeatureRoiMigration, measuredLinksMigration];
