import type { NavSection } from '@suite/sdk';
import { ENGAGEMENT_ROUTES } from '../shared/routes.js';

export const engagementNav: NavSection[] = [
  {
    id: 'engagement',
    titleKey: 'engagement:nav.section',
    order: 40,
    visibility: { features: ['customer_engagement'] },
    items: [
      { path: ENGAGEMENT_ROUTES.customerFeedback.path, labelKey: 'engagement:nav.customerFeedback', icon: 'message-circle' },
      { path: ENGAGEMENT_ROUTES.feedbackSetup.path, labelKey: 'engagement:nav.feedbackSetup', icon: 'settings' },
      { path: ENGAGEMENT_ROUTES.engagementAnalytics.path, labelKey: 'engagement:nav.engagementAnalytics', icon: 'chart-bar' },
      { path: ENGAGEMENT_ROUTES.sentimentAnalysis.path, labelKey: 'engagement:nav.sentimentAnalysis', icon: 'messages' },
      { path: ENGAGEMENT_ROUTES.retentionAnalytics.path, labelKey: 'engagement:nav.retentionAnalytics', icon: 'users' },
      { path: ENGAGEMENT_ROUTES.customerHealth.path, labelKey: 'engagement:nav.customerHealth', icon: 'heart' },
    ],
  },
];
