import type { Migration } from '@suite/sdk';
import { moduleSettingsMigration } from '@suite/sdk/server';
import { AGILE_SCHEMA } from '../../shared/index.js';
import { pokerMigration } from './0002_poker.js';
import { retroMigration } from './0003_retro.js';
import { teamsMigration } from './0004_teams.js';
import { kanbanMigration } from './0010_kanban.js';
import { liveReliabilityMigration } from './0011_live_reliability.js';

/** The agile module's migrations, in order (table agile.knex_migrations_agile). */
export const agileMigrations: Migration[] = [moduleSettingsMigration(AGILE_SCHEMA), pokerMigration, retroMigration, teamsMigration, kanbanMigration, liveReliabilityMigration];
