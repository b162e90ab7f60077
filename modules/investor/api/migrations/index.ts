import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { INVESTOR_SCHEMA } from '../../shared/index.js';
import { investorPortalMigration } from './0002_investor_portal.js';
import { accessRequestsMigration } from './0003_access_requests.js';

/** The investor module's migrations, in order (table investor.knex_migrations_investor). */
export const investorMigrations: Migration[] = [moduleSettingsMigration(INVESTOR_SCHEMA), investorPortalMigration, accessRequestsMigration];
