import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the investor area: the one list both halves use. */
export const INVESTOR_ROUTES = {
  investorDashboard: { path: '/investor/dashboard' },
  investorDashboardAlias: { path: '/investor-dashboard' },
  company: { path: '/investor/company/:id' },
  portfolioMonitoring: { path: '/portfolio-monitoring' },
  boardPackages: { path: '/board-packages' },
  investorReports: { path: '/investor-reports' },
  varianceAnalysis: { path: '/variance-analysis' },
  dataRoom: { path: '/data-room' },
} as const satisfies Record<string, RouteDescriptor>;

export type InvestorRouteKey = keyof typeof INVESTOR_ROUTES;
