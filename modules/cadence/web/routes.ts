import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { CADENCE_ROUTES } from '../shared/routes.js';

/** The cadence routes; each shows what lands there until its issue is built. */
export const cadenceRoutes: ModuleRoute[] = [
  { ...CADENCE_ROUTES.corporateRoster, titleKey: 'pages.corporateRoster', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.corporateRoster', area: 'people' }) },
  { ...CADENCE_ROUTES.oneOnOnes, titleKey: 'pages.oneOnOnes', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.oneOnOnes', area: 'people' }) },
  { ...CADENCE_ROUTES.performanceReviews, titleKey: 'pages.performanceReviews', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.performanceReviews', area: 'people' }) },
  { ...CADENCE_ROUTES.strategicObjectives, titleKey: 'pages.strategicObjectives', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.strategicObjectives', area: 'goals' }) },
  { ...CADENCE_ROUTES.goalManagement, titleKey: 'pages.goalManagement', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.goalManagement', area: 'goals' }) },
  { ...CADENCE_ROUTES.weeklySyncs, titleKey: 'pages.weeklySyncs', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.weeklySyncs', area: 'goals' }) },
  { ...CADENCE_ROUTES.pulseChecks, titleKey: 'pages.pulseChecks', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.pulseChecks', area: 'goals' }) },
  { ...CADENCE_ROUTES.scorecards, titleKey: 'pages.scorecards', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.scorecards', area: 'goals' }) },
  { ...CADENCE_ROUTES.checkIns, titleKey: 'pages.checkIns', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.checkIns', area: 'goals' }) },
  { ...CADENCE_ROUTES.teamHealth, titleKey: 'pages.teamHealth', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.teamHealth', area: 'goals' }) },
  { ...CADENCE_ROUTES.aiCoaching, titleKey: 'pages.aiCoaching', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.aiCoaching', area: 'people' }) },
  { ...CADENCE_ROUTES.meetingIntelligence, titleKey: 'pages.meetingIntelligence', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.meetingIntelligence', area: 'people' }) },
  { ...CADENCE_ROUTES.workflows, titleKey: 'pages.workflows', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.workflows', area: 'goals' }) },
  { ...CADENCE_ROUTES.calendar, titleKey: 'pages.calendar', page: placeholderPage({ ns: 'cadence', titleKey: 'pages.calendar', area: 'goals' }) },
];
