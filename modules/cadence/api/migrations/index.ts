import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { CADENCE_SCHEMA } from '../../shared/index.js';

/** The cadence module's migrations, in order (table cadence.knex_migrations_cadence). */
export const cadenceMigrations: Migration[] = [moduleSettingsMigration(CADENCE_SCHEMA)];
