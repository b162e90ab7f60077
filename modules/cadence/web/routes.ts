import type { ModuleRoute } from '@suite/sdk';
import { PEOPLE_SUBJECT } from '../shared/permissions.js';
import { CADENCE_ROUTES } from '../shared/routes.js';

const people = { can: ['view', PEOPLE_SUBJECT] as ['view', string] };

/**
 * The cadence routes. Account-wide views (roster, scorecards, weekly syncs, team health) need the
 * users-teams permission, as their endpoints do; one-on-ones, reviews, goals and pulse checks open
 * to everyone, each showing only what the person may see. The rituals' cadence (workflows) is
 * account-wide too.
 */
export const cadenceRoutes: ModuleRoute[] = [
  { ...CADENCE_ROUTES.corporateRoster, ...people, titleKey: 'pages.corporateRoster', page: () => import('./pages/RosterPage.js') },
  { ...CADENCE_ROUTES.oneOnOnes, titleKey: 'pages.oneOnOnes', page: () => import('./pages/OneOnOnesPage.js') },
  { ...CADENCE_ROUTES.performanceReviews, titleKey: 'pages.performanceReviews', page: () => import('./pages/ReviewsPage.js') },
  { ...CADENCE_ROUTES.strategicObjectives, titleKey: 'pages.strategicObjectives', page: () => import('./pages/GoalsPage.js') },
  { ...CADENCE_ROUTES.goalManagement, titleKey: 'pages.goalManagement', page: () => import('./pages/GoalsPage.js') },
  { ...CADENCE_ROUTES.weeklySyncs, ...people, titleKey: 'pages.weeklySyncs', page: () => import('./pages/WeeklySyncsPage.js') },
  { ...CADENCE_ROUTES.pulseChecks, titleKey: 'pages.pulseChecks', page: () => import('./pages/PulsePage.js') },
  { ...CADENCE_ROUTES.scorecards, ...people, titleKey: 'pages.scorecards', page: () => import('./pages/ScorecardsPage.js') },
  { ...CADENCE_ROUTES.checkIns, titleKey: 'pages.checkIns', page: () => import('./pages/CheckInsPage.js') },
  { ...CADENCE_ROUTES.teamHealth, ...people, titleKey: 'pages.teamHealth', page: () => import('./pages/TeamHealthPage.js') },
  { ...CADENCE_ROUTES.aiCoaching, titleKey: 'pages.aiCoaching', page: () => import('./pages/CoachingPage.js') },
  { ...CADENCE_ROUTES.meetingIntelligence, titleKey: 'pages.meetingIntelligence', page: () => import('./pages/MeetingInsightsPage.js') },
  { ...CADENCE_ROUTES.workflows, titleKey: 'pages.workflows', ...people, page: () => import('./pages/WorkflowsPage.js') },
  { ...CADENCE_ROUTES.calendar, titleKey: 'pages.calendar', page: () => import('./pages/CalendarPage.js') },
  { ...CADENCE_ROUTES.slack, titleKey: 'pages.slack', page: () => import('./pages/SlackPage.js') },
];
