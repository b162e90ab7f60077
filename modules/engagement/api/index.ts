import { defineApiPlugin } from '@suite/sdk';
import { registerModuleSettings } from '@suite/sdk/server';
import { ENGAGEMENT_MODULE_ID, ENGAGEMENT_ROUTES, ENGAGEMENT_SCHEMA, EngagementErrors, EngagementSettings, engagementPermissions } from '../shared/index.js';
import { engagementMigrations } from './migrations/index.js';
import { registerWidgets } from './widgets/index.js';
import { registerIngestion } from './ingestion/index.js';
import { registerResponses } from './responses/index.js';
import { registerAnalytics } from './analytics/index.js';
import { registerFlows } from './flows/index.js';
import { provideFeedbackQuestions } from './capabilities/feedback-questions.js';
import { providePageUsage } from './capabilities/page-usage.js';
import { seedEngagement } from './seed.js';
import { registerRollupJob } from './rollups/job.js';
import { engagementMailTemplates, registerFeedbackAlerts } from './alerts/feedback-alert.js';

/** Customer engagement: feedback widgets, events, heatmaps, conversion flows and analytics. */
export const engagementPlugin = defineApiPlugin({
  id: ENGAGEMENT_MODULE_ID,
  feature: 'customer_engagement',
  schema: ENGAGEMENT_SCHEMA,
  migrations: engagementMigrations,
  webRoutes: Object.values(ENGAGEMENT_ROUTES),
  permissions: engagementPermissions,
  errors: [EngagementErrors],
  mailTemplates: engagementMailTemplates,
  register(ctx) {
    registerModuleSettings(ctx, { path: '/engagement/settings', schema: ENGAGEMENT_SCHEMA, settings: EngagementSettings });
    const ingestion = registerIngestion(ctx, registerFeedbackAlerts(ctx));
    registerWidgets(ctx, ingestion.forget);
    registerResponses(ctx);
    registerAnalytics(ctx);
    registerFlows(ctx);
    provideFeedbackQuestions(ctx);
    providePageUsage(ctx);
    registerRollupJob(ctx);
  },
  seed: seedEngagement,
});
