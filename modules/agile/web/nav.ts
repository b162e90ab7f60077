import type { NavSection } from '@suite/sdk';
import { AGILE_ROUTES } from '../shared/routes.js';

export const agileNav: NavSection[] = [
  {
    id: 'agile',
    titleKey: 'agile:nav.section',
    order: 30,
    visibility: { features: ['agile_survival'] },
    items: [
      { path: AGILE_ROUTES.planningPoker.path, labelKey: 'agile:nav.planningPoker', icon: 'cards' },
      { path: AGILE_ROUTES.retrospectives.path, labelKey: 'agile:nav.retrospectives', icon: 'messages' },
      { path: AGILE_ROUTES.teams.path, labelKey: 'agile:nav.teams', icon: 'users' },
      { path: AGILE_ROUTES.agileKanban.path, labelKey: 'agile:nav.agileKanban', icon: 'chart-bar' },
      { path: AGILE_ROUTES.kanban.path, labelKey: 'agile:nav.kanban', icon: 'layout-kanban' },
      { path: AGILE_ROUTES.backlog.path, labelKey: 'agile:nav.backlog', icon: 'list' },
      { path: AGILE_ROUTES.sprintPlanning.path, labelKey: 'agile:nav.sprintPlanning', icon: 'calendar' },
      { path: AGILE_ROUTES.velocity.path, labelKey: 'agile:nav.velocity', icon: 'chart-line' },
      { path: AGILE_ROUTES.costCalculation.path, labelKey: 'agile:nav.costCalculation', icon: 'coin' },
      { path: AGILE_ROUTES.capacityPlanning.path, labelKey: 'agile:nav.capacityPlanning', icon: 'users' },
    ],
  },
];
