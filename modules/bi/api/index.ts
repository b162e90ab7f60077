import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { BI_MODULE_ID, BI_ROUTES, BI_SCHEMA, BiSettings } from '../shared/index.js';
import { biMigrations } from './migrations/index.js';

/** Business intelligence: runway, burn, pricing models, KPIs and the CFO dashboard. */
export const biPlugin = defineApiPlugin({
  id: BI_MODULE_ID,
  feature: 'business_intelligence',
  schema: BI_SCHEMA,
  migrations: biMigrations,
  webRoutes: Object.values(BI_ROUTES),
  register(ctx) {
    registerModuleSettings(ctx, { path: '/bi/settings', schema: BI_SCHEMA, settings: BiSettings });
  },
});
