import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { CADENCE_MODULE_ID, CADENCE_ROUTES, CADENCE_SCHEMA, CadenceErrors, CadenceSettings, cadencePermissions } from '../shared/index.js';
import { registerCalendar } from './calendar.js';
import { registerGoals } from './goals.js';
import { registerInsights } from './insights.js';
import { cadenceMigrations } from './migrations/index.js';
import { registerOneOnOnes } from './one-on-ones.js';
import { provideOneOnOnes } from './one-on-ones-capability.js';
import { registerPulse } from './pulse.js';
import { cadenceMailTemplates, registerReminders } from './reminders.js';
import { registerReviews } from './reviews.js';
import { registerRoster } from './roster.js';
import { registerScorecards } from './scorecards.js';
import { seedCadence } from './seed.js';
import { registerTeamRituals } from './team-health.js';

/** Operational cadence: roster, one-on-ones, reviews, OKRs, syncs, pulse checks, scorecards and team health. */
export const cadencePlugin = defineApiPlugin({
  id: CADENCE_MODULE_ID,
  feature: 'operational_cadence',
  schema: CADENCE_SCHEMA,
  migrations: cadenceMigrations,
  webRoutes: Object.values(CADENCE_ROUTES),
  permissions: cadencePermissions,
  errors: [CadenceErrors],
  mailTemplates: cadenceMailTemplates,
  async register(ctx) {
    const settings = registerModuleSettings(ctx, { path: '/cadence/settings', schema: CADENCE_SCHEMA, settings: CadenceSettings });
    registerRoster(ctx);
    registerOneOnOnes(ctx, async (scope) => (await settings.read(scope)).oneOnOneCadenceDays);
    registerReviews(ctx);
    registerGoals(ctx);
    registerScorecards(ctx);
    registerPulse(ctx);
    registerTeamRituals(ctx);
    registerInsights(ctx);
    registerCalendar(ctx);
    provideOneOnOnes(ctx);
    registerReminders(ctx);
    await ctx.jobs.schedule('one-on-one-reminders', '0 * * * *');
    await ctx.jobs.schedule('metric-refresh', '30 * * * *');
  },
  seed: seedCadence,
});
