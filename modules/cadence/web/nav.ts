import type { NavSection } from '@suite/sdk';
import { CADENCE_ROUTES } from '../shared/routes.js';

export const cadenceNav: NavSection[] = [
  {
    id: 'cadence',
    titleKey: 'cadence:nav.section',
    order: 60,
    visibility: { features: ['operational_cadence'] },
    items: [
      { path: CADENCE_ROUTES.corporateRoster.path, labelKey: 'cadence:nav.corporateRoster', icon: 'users', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.oneOnOnes.path, labelKey: 'cadence:nav.oneOnOnes', icon: 'messages', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.performanceReviews.path, labelKey: 'cadence:nav.performanceReviews', icon: 'user-star', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.strategicObjectives.path, labelKey: 'cadence:nav.strategicObjectives', icon: 'target', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.weeklySyncs.path, labelKey: 'cadence:nav.weeklySyncs', icon: 'calendar', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.pulseChecks.path, labelKey: 'cadence:nav.pulseChecks', icon: 'heart', visibility: { can: ['view', 'UsersTeams'] } },
      { path: CADENCE_ROUTES.scorecards.path, labelKey: 'cadence:nav.scorecards', icon: 'chart-bar', visibility: { can: ['view', 'UsersTeams'] } },
    ],
  },
];
