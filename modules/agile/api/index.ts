import { USAGE, defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { registerKanban, seedKanban } from './kanban/index.js';
import { AGILE_MODULE_ID, AGILE_ROUTES, AGILE_SCHEMA, AgileSettings, AgileSettingsEndpoints, agilePermissions } from '../shared/index.js';
import { KanbanErrors } from '../shared/errors/kanban-errors.js';
import { PokerErrors } from '../shared/errors/poker-errors.js';
import { RetroErrors } from '../shared/errors/retro-errors.js';
import { TeamErrors } from '../shared/errors/team-errors.js';
import { DevImportErrors } from '../shared/errors/dev-import-errors.js';
import { AGILE_FEATURE } from './feature.js';
import { registerDevImport } from './import-export/index.js';
import { agileMigrations } from './migrations/index.js';
import { registerPoker, seedPoker } from './poker/index.js';
import { registerRetro, seedRetro } from './retro/index.js';
import { registerTeams, seedTeams } from './teams/index.js';
import { teamMailTemplates } from './teams/mail.js';
import { createUsageCapability } from './usage.js';
import { agileCommentable, boardSettingsVersioned, retroTemplateVersioned } from './governance.js';
import { provideAccountData } from './account-data.js';
import { provideRetrospectives } from './retrospectives-capability.js';

/** The agile domain: planning poker, retrospectives, teams, kanban and sprints. */
export const agilePlugin = defineApiPlugin({
  id: AGILE_MODULE_ID,
  feature: AGILE_FEATURE,
  schema: AGILE_SCHEMA,
  migrations: agileMigrations,
  webRoutes: Object.values(AGILE_ROUTES),
  permissions: agilePermissions,
  errors: [PokerErrors, RetroErrors, TeamErrors, KanbanErrors, DevImportErrors],
  mailTemplates: { ...teamMailTemplates },
  commentable: agileCommentable,
  versioned: [boardSettingsVersioned, retroTemplateVersioned],
  async register(ctx) {
    const settings = registerModuleSettings(ctx, { path: '/agile/settings', schema: AGILE_SCHEMA, settings: AgileSettings, endpoints: AgileSettingsEndpoints });
    // Each area registers its endpoints, sockets and services (one per platform instance: tests run several in one process).
    const poker = await registerPoker(ctx, { feature: AGILE_FEATURE });
    await registerRetro(ctx);
    registerTeams(ctx);
    registerKanban(ctx, { costPerPointCents: async (scope) => (await settings.read(scope)).costPerPointCents });
    registerDevImport(ctx, { poker });
    ctx.capabilities.provide(USAGE, createUsageCapability(ctx.scopeFor, ctx.now));
    provideAccountData(ctx);
    provideRetrospectives(ctx);
  },
  async seed(ctx) {
    await seedPoker(ctx);
    await seedTeams(ctx);
    await seedRetro(ctx);
    await seedKanban(ctx);
  },
});
