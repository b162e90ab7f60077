import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { ENGAGEMENT_ROUTES } from '../shared/routes.js';

/** The engagement routes; each shows what lands there until its issue is built. */
export const engagementRoutes: ModuleRoute[] = [
  { ...ENGAGEMENT_ROUTES.customerFeedback, titleKey: 'pages.customerFeedback', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.customerFeedback', area: 'feedback' }) },
  { ...ENGAGEMENT_ROUTES.feedbackSetup, titleKey: 'pages.feedbackSetup', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.feedbackSetup', area: 'feedback' }) },
  { ...ENGAGEMENT_ROUTES.userFeedback, titleKey: 'pages.userFeedback', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.userFeedback', area: 'feedback' }) },
  { ...ENGAGEMENT_ROUTES.engagementAnalytics, titleKey: 'pages.engagementAnalytics', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.engagementAnalytics', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.cohortAnalysis, titleKey: 'pages.cohortAnalysis', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.cohortAnalysis', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.churnPrediction, titleKey: 'pages.churnPrediction', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.churnPrediction', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.retentionAnalytics, titleKey: 'pages.retentionAnalytics', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.retentionAnalytics', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.sentimentAnalysis, titleKey: 'pages.sentimentAnalysis', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.sentimentAnalysis', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.customerHealth, titleKey: 'pages.customerHealth', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.customerHealth', area: 'analytics' }) },
  { ...ENGAGEMENT_ROUTES.feedbackDemo, titleKey: 'pages.feedbackDemo', page: placeholderPage({ ns: 'engagement', titleKey: 'pages.feedbackDemo', area: 'feedback' }) },
];
