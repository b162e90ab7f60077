import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the engagement area: the one list both halves use. */
export const ENGAGEMENT_ROUTES = {
  customerFeedback: { path: '/customer-feedback' },
  feedbackSetup: { path: '/feedback/setup' },
  userFeedback: { path: '/user-feedback' },
  engagementAnalytics: { path: '/analytics/customer-engagement' },
  cohortAnalysis: { path: '/cohort-analysis' },
  churnPrediction: { path: '/churn-prediction' },
  retentionAnalytics: { path: '/retention-analytics' },
  sentimentAnalysis: { path: '/sentiment-analysis' },
  customerHealth: { path: '/customer-health' },
  feedbackDemo: { path: '/demo/feedback', public: true },
} as const satisfies Record<string, RouteDescriptor>;

export type EngagementRouteKey = keyof typeof ENGAGEMENT_ROUTES;
