import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { ENGAGEMENT_MODULE_ID, ENGAGEMENT_ROUTES, ENGAGEMENT_SCHEMA, EngagementSettings } from '../shared/index.js';
import { engagementMigrations } from './migrations/index.js';

/** Customer engagement: feedback widgets, events, heatmaps, conversion flows and analytics. */
export const engagementPlugin = defineApiPlugin({
  id: ENGAGEMENT_MODULE_ID,
  feature: 'customer_engagement',
  schema: ENGAGEMENT_SCHEMA,
  migrations: engagementMigrations,
  webRoutes: Object.values(ENGAGEMENT_ROUTES),
  register(ctx) {
    registerModuleSettings(ctx, { path: '/engagement/settings', schema: ENGAGEMENT_SCHEMA, settings: EngagementSettings });
  },
});
