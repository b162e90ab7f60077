import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { CADENCE_MODULE_ID, CADENCE_ROUTES, CADENCE_SCHEMA, CadenceErrors, CadenceSettings, cadencePermissions } from '../shared/index.js';
import { cadenceMigrations } from './migrations/index.js';
import { registerOneOnOnes } from './one-on-ones.js';
import { registerRoster } from './roster.js';

/** Operational cadence: roster, one-on-ones, reviews, OKRs, syncs, pulse checks and scorecards. */
export const cadencePlugin = defineApiPlugin({
  id: CADENCE_MODULE_ID,
  feature: 'operational_cadence',
  schema: CADENCE_SCHEMA,
  migrations: cadenceMigrations,
  webRoutes: Object.values(CADENCE_ROUTES),
  permissions: cadencePermissions,
  errors: [CadenceErrors],
  register(ctx) {
    const settings = registerModuleSettings(ctx, { path: '/cadence/settings', schema: CADENCE_SCHEMA, settings: CadenceSettings });
    registerRoster(ctx);
    registerOneOnOnes(ctx, async (scope) => (await settings.read(scope)).oneOnOneCadenceDays);
  },
});
