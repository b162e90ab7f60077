import type { ModuleRoute } from '@suite/sdk';
import { ENGAGEMENT_ROUTES } from '../shared/routes.js';

/** The engagement routes: widget setup, the feedback hub, analytics (heatmap, funnels), sentiment, retention, health, the public demo. */
export const engagementRoutes: ModuleRoute[] = [
  { ...ENGAGEMENT_ROUTES.customerFeedback, titleKey: 'pages.customerFeedback', page: () => import('./pages/CustomerFeedbackPage.js') },
  { ...ENGAGEMENT_ROUTES.feedbackSetup, titleKey: 'pages.feedbackSetup', page: () => import('./pages/FeedbackSetupPage.js') },
  { ...ENGAGEMENT_ROUTES.userFeedback, titleKey: 'pages.userFeedback', page: () => import('./pages/CustomerFeedbackPage.js') },
  { ...ENGAGEMENT_ROUTES.engagementAnalytics, titleKey: 'pages.engagementAnalytics', page: () => import('./pages/EngagementAnalyticsPage.js') },
  { ...ENGAGEMENT_ROUTES.cohortAnalysis, titleKey: 'pages.cohortAnalysis', page: () => import('./pages/CohortAnalysisPage.js') },
  { ...ENGAGEMENT_ROUTES.churnPrediction, titleKey: 'pages.churnPrediction', page: () => import('./pages/ChurnPredictionPage.js') },
  { ...ENGAGEMENT_ROUTES.retentionAnalytics, titleKey: 'pages.retentionAnalytics', page: () => import('./pages/RetentionPage.js') },
  { ...ENGAGEMENT_ROUTES.sentimentAnalysis, titleKey: 'pages.sentimentAnalysis', page: () => import('./pages/SentimentPage.js') },
  { ...ENGAGEMENT_ROUTES.customerHealth, titleKey: 'pages.customerHealth', page: () => import('./pages/CustomerHealthPage.js') },
  { ...ENGAGEMENT_ROUTES.feedbackDemo, titleKey: 'pages.feedbackDemo', page: () => import('./pages/FeedbackDemoEntryPage.js') },
];
