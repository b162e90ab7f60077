import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { ENGAGEMENT_SCHEMA } from '../../shared/index.js';
import { engagementTablesMigration } from './0002-engagement.js';
import { eventIndexesMigration } from './0003-event-indexes.js';
import { rollupsMigration } from './0004-rollups.js';
import { widgetSiteUrlMigration } from './0005-widget-site-url.js';

/** The engagement module's migrations, in order (table engagement.knex_migrations_engagement). */
export const engagementMigrations: Migration[] = [moduleSettingsMigration(ENGAGEMENT_SCHEMA), engagementTablesMigration, eventIndexesMigration, rollupsMigration, widgetSiteUrlMigration];
