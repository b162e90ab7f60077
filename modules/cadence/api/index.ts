import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { CADENCE_MODULE_ID, CADENCE_ROUTES, CADENCE_SCHEMA, CadenceSettings } from '../shared/index.js';
import { cadenceMigrations } from './migrations/index.js';

/** Operational cadence: roster, one-on-ones, reviews, OKRs, syncs, pulse checks and scorecards. */
export const cadencePlugin = defineApiPlugin({
  id: CADENCE_MODULE_ID,
  feature: 'operational_cadence',
  schema: CADENCE_SCHEMA,
  migrations: cadenceMigrations,
  webRoutes: Object.values(CADENCE_ROUTES),
  register(ctx) {
    registerModuleSettings(ctx, { path: '/cadence/settings', schema: CADENCE_SCHEMA, settings: CadenceSettings });
  },
});
