import type { ModuleRoute } from '@suite/sdk';
import { AGILE_ROUTES } from '../shared/routes.js';

/** The agile routes: planning poker, retrospectives, teams, and kanban with its planning and delivery screens. */
export const agileRoutes: ModuleRoute[] = [
  { ...AGILE_ROUTES.planningPoker, titleKey: 'pages.planningPoker', page: () => import('./poker/pages/PokerSessionsPage.js') },
  { ...AGILE_ROUTES.pokerSession, titleKey: 'pages.pokerSession', page: () => import('./poker/pages/PokerSessionPage.js') },
  { ...AGILE_ROUTES.liveSession, titleKey: 'pages.liveSession', page: () => import('./poker/pages/JoinSessionPage.js') },
  { ...AGILE_ROUTES.joinSession, titleKey: 'pages.joinSession', page: () => import('./poker/pages/JoinSessionPage.js') },
  { ...AGILE_ROUTES.votingDemo, titleKey: 'pages.votingDemo', page: () => import('./poker/pages/PokerDemoPage.js') },
  { ...AGILE_ROUTES.pokerDemo, titleKey: 'pages.pokerDemo', page: () => import('./poker/pages/PokerDemoPage.js') },
  { ...AGILE_ROUTES.retrospectives, titleKey: 'pages.retrospectives', page: () => import('./retro/pages/RetrospectivesPage.js') },
  { ...AGILE_ROUTES.retroSession, titleKey: 'pages.retroSession', page: () => import('./retro/pages/RetroSessionPage.js') },
  { ...AGILE_ROUTES.retroDemo, titleKey: 'pages.retroDemo', page: () => import('./retro/pages/RetroDemoPage.js') },
  { ...AGILE_ROUTES.retrospectivesDemo, titleKey: 'pages.retrospectivesDemo', page: () => import('./retro/pages/RetroDemoPage.js') },
  { ...AGILE_ROUTES.teams, titleKey: 'pages.teams', page: () => import('./teams/pages/TeamsPage.js') },
  { ...AGILE_ROUTES.team, titleKey: 'pages.team', page: () => import('./teams/pages/TeamPage.js') },
  { ...AGILE_ROUTES.agileKanban, titleKey: 'pages.agileKanban', page: () => import('./kanban/pages/AgileKanbanPage.js') },
  { ...AGILE_ROUTES.kanban, titleKey: 'pages.kanban', page: () => import('./kanban/pages/KanbanBoardsPage.js') },
  { ...AGILE_ROUTES.board, titleKey: 'pages.board', page: () => import('./kanban/pages/KanbanBoardPage.js') },
  { ...AGILE_ROUTES.backlog, titleKey: 'pages.backlog', page: () => import('./kanban/pages/BacklogPage.js') },
  { ...AGILE_ROUTES.sprintPlanning, titleKey: 'pages.sprintPlanning', page: () => import('./kanban/pages/SprintPlanningPage.js') },
  { ...AGILE_ROUTES.velocity, titleKey: 'pages.velocity', page: () => import('./kanban/pages/VelocityPage.js') },
  { ...AGILE_ROUTES.costCalculation, titleKey: 'pages.costCalculation', page: () => import('./kanban/pages/CostCalculationPage.js') },
  { ...AGILE_ROUTES.capacityPlanning, titleKey: 'pages.capacityPlanning', page: () => import('./kanban/pages/CapacityPlanningPage.js') },
  { ...AGILE_ROUTES.kanbanDemo, titleKey: 'pages.kanbanDemo', page: () => import('./kanban/pages/KanbanDemoPage.js') },
  { ...AGILE_ROUTES.developmentIntegrations, titleKey: 'pages.developmentIntegrations', page: () => import('./integrations/pages/DevelopmentIntegrationsPage.js') },
];
