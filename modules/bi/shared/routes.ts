import type { RouteDescriptor } from '@suite/sdk';

/** Every route of the bi area: the one list both halves use. */
export const BI_ROUTES = {
  cfoDashboard: { path: '/cfo-dashboard' },
  runwayTracker: { path: '/runway-tracker' },
  burnRate: { path: '/burn-rate-analysis' },
  breakEven: { path: '/break-even-calculator' },
  cashflow: { path: '/cashflow-visualizer' },
  runway: { path: '/runway' },
  pricingSimulator: { path: '/pricing-simulator', public: true },
  revenueFusion: { path: '/revenue-fusion' },
  revenueDashboard: { path: '/revenue-dashboard' },
  analytics: { path: '/analytics' },
  gtmAnalytics: { path: '/gtm-analytics' },
  /** The CFO dashboard's quick link (section 2) names this path. */
  gtmAnalyticsBi: { path: '/bi/gtm-analytics' },
  headcountPlanning: { path: '/headcount-planning' },
  forecasting: { path: '/bi/forecasting' },
  kpiBuilder: { path: '/bi/kpi-builder' },
  pricingDemo: { path: '/demo/pricing-simulator', public: true },
  runwayDemo: { path: '/demo/runway', public: true },
  documents: { path: '/bi/documents' },
  insights: { path: '/bi/insights' },
  pitchDecks: { path: '/bi/pitch-decks' },
} as const satisfies Record<string, RouteDescriptor>;

export type BiRouteKey = keyof typeof BI_ROUTES;
