import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the cadence area: the one list both halves use. */
export const CADENCE_ROUTES = {
  corporateRoster: { path: '/corporate-roster' },
  oneOnOnes: { path: '/one-on-ones' },
  performanceReviews: { path: '/performance-reviews' },
  strategicObjectives: { path: '/strategic-objectives' },
  goalManagement: { path: '/goal-management' },
  weeklySyncs: { path: '/weekly-syncs' },
  pulseChecks: { path: '/pulse-checks' },
  scorecards: { path: '/scorecards' },
  checkIns: { path: '/check-ins' },
  teamHealth: { path: '/team-health' },
  aiCoaching: { path: '/ai-coaching' },
  meetingIntelligence: { path: '/meeting-intelligence' },
  workflows: { path: '/operational-cadence/workflows' },
  calendar: { path: '/calendar' },
  slack: { path: '/slack' },
} as const satisfies Record<string, RouteDescriptor>;

export type CadenceRouteKey = keyof typeof CADENCE_ROUTES;
