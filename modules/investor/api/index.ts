import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { INVESTOR_MODULE_ID, INVESTOR_ROUTES, INVESTOR_SCHEMA, InvestorErrors, InvestorSettings, investorPermissions } from '../shared/index.js';
import { investorMigrations } from './migrations/index.js';
import { registerProfiles } from './profiles.js';
import { registerAccess } from './access.js';
import { registerCommunications } from './communications.js';
import { registerReports } from './reports.js';
import { registerAlerts } from './alerts.js';
import { registerDashboard } from './dashboard.js';
import { registerUpdateRequests } from './update-requests.js';
import { registerDataRoom } from './data-room.js';
import { registerVariance } from './variance.js';
import { investorMailTemplates } from './mail.js';
import { seedInvestor } from './seed.js';
import { investorUpdateCommentable } from './governance.js';

export { watchRunways, RUNWAY_WATCH_JOB } from './alerts.js';

/**
 * The investor portal: a company (account) grants investors (users with a profile) access per
 * resource and action; investors read granted companies' figures, updates and data room through
 * one checked path (api/trust.ts); companies compose updates, answer requests and see every read.
 */
export const investorPlugin = defineApiPlugin({
  id: INVESTOR_MODULE_ID,
  feature: 'investor_intelligence',
  schema: INVESTOR_SCHEMA,
  migrations: investorMigrations,
  webRoutes: Object.values(INVESTOR_ROUTES),
  permissions: investorPermissions,
  errors: [InvestorErrors],
  mailTemplates: investorMailTemplates,
  commentable: [investorUpdateCommentable],
  register(ctx) {
    registerModuleSettings(ctx, { path: '/investor/settings', schema: INVESTOR_SCHEMA, settings: InvestorSettings });
    registerProfiles(ctx);
    registerAccess(ctx);
    registerCommunications(ctx);
    registerReports(ctx);
    registerAlerts(ctx);
    registerDashboard(ctx);
    registerUpdateRequests(ctx);
    registerDataRoom(ctx);
    registerVariance(ctx);
  },
  seed: seedInvestor,
});
