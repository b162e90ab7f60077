import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { BI_SCHEMA } from '../../shared/index.js';
import { financeDataMigration } from './0002_finance_data.js';
import { growthMigration } from './0003_growth.js';

/** The bi module's migrations, in order (table bi.knex_migrations_bi). */
export const biMigrations: Migration[] = [moduleSettingsMigration(BI_SCHEMA), financeDataMigration, growthMigration];
