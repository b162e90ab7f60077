import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { INVESTOR_MODULE_ID, INVESTOR_ROUTES, INVESTOR_SCHEMA, InvestorSettings } from '../shared/index.js';
import { investorMigrations } from './migrations/index.js';

/** The investor portal: portfolio companies, access, communications, alerts and the dashboard. */
export const investorPlugin = defineApiPlugin({
  id: INVESTOR_MODULE_ID,
  feature: 'investor_intelligence',
  schema: INVESTOR_SCHEMA,
  migrations: investorMigrations,
  webRoutes: Object.values(INVESTOR_ROUTES),
  register(ctx) {
    registerModuleSettings(ctx, { path: '/investor/settings', schema: INVESTOR_SCHEMA, settings: InvestorSettings });
  },
});
