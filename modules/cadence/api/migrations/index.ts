import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { CADENCE_SCHEMA } from '../../shared/constants.js';
import { cadenceMigration } from './0002_cadence.js';
import { calendarFeedsMigration } from './0003_calendar_feeds.js';

/** The cadence module's migrations, in order (table cadence.knex_migrations_cadence). */
export const cadenceMigrations: Migration[] = [moduleSettingsMigration(CADENCE_SCHEMA), cadenceMigration, calendarFeedsMigration];
