import type { NavSection } from '@suite/sdk';
import { PEOPLE_SUBJECT } from '../shared/permissions.js';
import { CADENCE_ROUTES } from '../shared/routes.js';

/** platform.md's sidebar rule: Operational Cadence (operational_cadence); its entries also need the users-teams permission. */
const people = { can: ['view', PEOPLE_SUBJECT] as ['view', string] };

export const cadenceNav: NavSection[] = [
  {
    id: 'cadence',
    titleKey: 'cadence:nav.section',
    order: 60,
    visibility: { features: ['operational_cadence'] },
    items: [
      { path: CADENCE_ROUTES.corporateRoster.path, labelKey: 'cadence:nav.corporateRoster', icon: 'users', visibility: people },
      { path: CADENCE_ROUTES.oneOnOnes.path, labelKey: 'cadence:nav.oneOnOnes', icon: 'messages', visibility: people },
      { path: CADENCE_ROUTES.performanceReviews.path, labelKey: 'cadence:nav.performanceReviews', icon: 'user-star', visibility: people },
      { path: CADENCE_ROUTES.strategicObjectives.path, labelKey: 'cadence:nav.strategicObjectives', icon: 'target', visibility: people },
      { path: CADENCE_ROUTES.goalManagement.path, labelKey: 'cadence:nav.goalManagement', icon: 'list', visibility: people },
      { path: CADENCE_ROUTES.checkIns.path, labelKey: 'cadence:nav.checkIns', icon: 'chart-line', visibility: people },
      { path: CADENCE_ROUTES.weeklySyncs.path, labelKey: 'cadence:nav.weeklySyncs', icon: 'calendar', visibility: people },
      { path: CADENCE_ROUTES.pulseChecks.path, labelKey: 'cadence:nav.pulseChecks', icon: 'heart', visibility: people },
      { path: CADENCE_ROUTES.scorecards.path, labelKey: 'cadence:nav.scorecards', icon: 'chart-bar', visibility: people },
      { path: CADENCE_ROUTES.teamHealth.path, labelKey: 'cadence:nav.teamHealth', icon: 'heart', visibility: people },
      { path: CADENCE_ROUTES.aiCoaching.path, labelKey: 'cadence:nav.aiCoaching', icon: 'rocket', visibility: people },
      { path: CADENCE_ROUTES.meetingIntelligence.path, labelKey: 'cadence:nav.meetingIntelligence', icon: 'message-circle', visibility: people },
      { path: CADENCE_ROUTES.workflows.path, labelKey: 'cadence:nav.workflows', icon: 'settings', visibility: people },
      { path: CADENCE_ROUTES.calendar.path, labelKey: 'cadence:nav.calendar', icon: 'calendar', visibility: people },
      { path: CADENCE_ROUTES.slack.path, labelKey: 'cadence:nav.slack', icon: 'messages', visibility: people },
    ],
  },
];
