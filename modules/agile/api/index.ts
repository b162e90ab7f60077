import { USAGE, defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { registerKanban, seedKanban } from './kanban/index.js';
import { AGILE_MODULE_ID, AGILE_ROUTES, AGILE_SCHEMA, AgileSettings, agilePermissions } from '../shared/index.js';
import { agileMigrations } from './migrations/index.js';
import { registerPoker, seedPoker } from './poker/index.js';
import { createRetroInsights } from './retro/insights.js';
import { registerRetroRealtime } from './retro/realtime.js';
import { registerRetroRoutes } from './retro/routes.js';
import { seedRetro } from './retro/seed.js';
import { createRetroService } from './retro/service.js';
import { createRetroTemplates } from './retro/templates.js';
import { registerTeamRoutes } from './teams/routes.js';
import { seedTeams } from './teams/seed.js';
import { createTeamService } from './teams/service.js';
import { createUsageCapability } from './usage.js';

const AGILE_FEATURE = 'agile_survival' as const;

/** The agile domain: planning poker, retrospectives, teams, kanban and sprints. */
export const agilePlugin = defineApiPlugin({
  id: AGILE_MODULE_ID,
  feature: AGILE_FEATURE,
  schema: AGILE_SCHEMA,
  migrations: agileMigrations,
  webRoutes: Object.values(AGILE_ROUTES),
  permissions: agilePermissions,
  async register(ctx) {
    const settings = registerModuleSettings(ctx, { path: '/agile/settings', schema: AGILE_SCHEMA, settings: AgileSettings });
    // One service per platform instance (tests run several in one process).
    await registerPoker(ctx, { feature: AGILE_FEATURE });

    const templates = createRetroTemplates({ now: ctx.now });
    const retro = createRetroService({
      db: ctx.db,
      scopeFor: ctx.scopeFor,
      now: ctx.now,
      broadcast: (room, event, data) => ctx.realtime.broadcast(room, event, data),
      evict: (room, userId) => ctx.realtime.evict(room, userId),
      capabilities: ctx.capabilities,
      templates,
      log: ctx.log,
    });
    registerRetroRoutes(ctx, retro, templates, createRetroInsights(retro, ctx.now));
    registerRetroRealtime(ctx, retro);
    await retro.resumeTimers().catch((error: unknown) => ctx.log.warn({ err: error }, 'could not resume retro timers'));
    const teams = createTeamService({ db: ctx.db, scopeFor: ctx.scopeFor, now: ctx.now, capabilities: ctx.capabilities, features: ctx.features, feature: AGILE_FEATURE, appUrl: ctx.config.appUrl, log: ctx.log });
    registerTeamRoutes(ctx, teams);
    registerKanban(ctx, { costPerPointCents: async (scope) => (await settings.read(scope)).costPerPointCents });
    ctx.capabilities.provide(USAGE, createUsageCapability(ctx.scopeFor, ctx.now));
  },
  async seed(ctx) {
    await seedPoker(ctx);
    await seedTeams(ctx);
    await seedRetro(ctx);
    await seedKanban(ctx);
  },
});
