import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { BI_MODULE_ID, BI_ROUTES, BI_SCHEMA, BiErrors, BiSettings, BiSettingsEndpoints } from '../shared/index.js';
import { biMigrations } from './migrations/index.js';
import { provideFinance } from './finance/capability.js';
import { registerEntries } from './entries/register-entries.js';
import { registerImport } from './import/csv-import.js';
import { registerViews } from './views/register-views.js';
import { seedBi } from './seed.js';
import { registerGrowth } from './growth/index.js';
import { biMailTemplates, registerBurnAlerts } from './alerts/burn-alerts.js';
import { documentCommentable, documentVersioned, pricingModelVersioned } from './growth/governance.js';

/** Business intelligence: cash, burn and runway, revenue, forecasts and headcount, KPIs, the CFO and founder dashboards. */
export const biPlugin = defineApiPlugin({
  id: BI_MODULE_ID,
  feature: 'business_intelligence',
  schema: BI_SCHEMA,
  migrations: biMigrations,
  webRoutes: Object.values(BI_ROUTES),
  errors: [BiErrors],
  mailTemplates: biMailTemplates,
  commentable: [documentCommentable],
  versioned: [pricingModelVersioned, documentVersioned],
  async register(ctx) {
    registerModuleSettings(ctx, { path: BiSettingsEndpoints.get.path, schema: BI_SCHEMA, settings: BiSettings, endpoints: BiSettingsEndpoints });
    registerEntries(ctx);
    registerImport(ctx);
    registerViews(ctx);
    registerGrowth(ctx);
    provideFinance(ctx);
    await registerBurnAlerts(ctx);
  },
  seed: seedBi,
});
