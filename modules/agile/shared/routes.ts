import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the agile area: the one list both halves use. */
export const AGILE_ROUTES = {
  planningPoker: { path: '/planning-poker' },
  pokerSession: { path: '/poker/sessions/:id' },
  liveSession: { path: '/sessions/:id', public: true },
  joinSession: { path: '/join/:sessionId', public: true },
  // Signed out, the demos load their standalone page (web/standalone/<name>.tsx), not the remote.
  votingDemo: { path: '/voting-demo', public: true, standalone: 'poker-demo' },
  pokerDemo: { path: '/demo/planning-poker', public: true, standalone: 'poker-demo' },
  retrospectives: { path: '/retrospectives' },
  retroSession: { path: '/retro/sessions/:id' },
  retroDemo: { path: '/retrospective-demo', public: true, standalone: 'retro-demo' },
  retrospectivesDemo: { path: '/demo/retrospectives', public: true, standalone: 'retro-demo' },
  teams: { path: '/teams' },
  team: { path: '/teams/:teamId' },
  agileKanban: { path: '/agile-kanban' },
  kanban: { path: '/kanban' },
  board: { path: '/kanban/:boardId' },
  backlog: { path: '/backlog' },
  sprintPlanning: { path: '/sprint-planning' },
  velocity: { path: '/velocity-tracking' },
  costCalculation: { path: '/cost-calculation' },
  capacityPlanning: { path: '/capacity-planning' },
  kanbanDemo: { path: '/demo/kanban', public: true, standalone: 'kanban-demo' },
  /** Integrations > Development: Jira, Azure DevOps and CSV import and export (the /integrations hub links here). */
  developmentIntegrations: { path: '/integrations/development' },
} as const satisfies Record<string, RouteDescriptor>;

export type AgileRouteKey = keyof typeof AGILE_ROUTES;

/** The web route of a team. */
export const teamPath = (teamId: string) => `/teams/${teamId}`;
