import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { BI_ROUTES } from '../shared/routes.js';
import { FINANCIALS } from '../shared/endpoints.js';

const financials: [string, string] = [FINANCIALS[0], FINANCIALS[1]];

/** The bi routes. The CFO, forecasting, KPI, go-to-market and headcount screens need Financials (section 6). */
export const biRoutes: ModuleRoute[] = [
  { ...BI_ROUTES.cfoDashboard, titleKey: 'pages.cfoDashboard', can: financials, page: () => import('./pages/CfoDashboardPage.js') },
  { ...BI_ROUTES.runwayTracker, titleKey: 'pages.runwayTracker', page: () => import('./pages/RunwayTrackerPage.js') },
  { ...BI_ROUTES.burnRate, titleKey: 'pages.burnRate', page: () => import('./pages/BurnRatePage.js') },
  { ...BI_ROUTES.breakEven, titleKey: 'pages.breakEven', page: () => import('./pages/BreakEvenPage.js') },
  { ...BI_ROUTES.cashflow, titleKey: 'pages.cashflow', page: () => import('./pages/CashflowPage.js') },
  { ...BI_ROUTES.runway, titleKey: 'pages.runway', page: () => import('./pages/RunwayPage.js') },
  { ...BI_ROUTES.pricingSimulator, titleKey: 'pages.pricingSimulator', page: () => import('./pricing/PricingSimulatorPage.js') },
  { ...BI_ROUTES.revenueFusion, titleKey: 'pages.revenueFusion', page: () => import('./pages/RevenueFusionPage.js') },
  { ...BI_ROUTES.revenueDashboard, titleKey: 'pages.revenueDashboard', page: () => import('./pages/RevenuePage.js') },
  { ...BI_ROUTES.analytics, titleKey: 'pages.analytics', page: () => import('./pages/AnalyticsPage.js') },
  { ...BI_ROUTES.gtmAnalytics, titleKey: 'pages.gtmAnalytics', can: financials, page: () => import('./pages/GtmPage.js') },
  { ...BI_ROUTES.gtmAnalyticsBi, titleKey: 'pages.gtmAnalytics', can: financials, page: () => import('./pages/GtmPage.js') },
  { ...BI_ROUTES.headcountPlanning, titleKey: 'pages.headcountPlanning', can: financials, page: () => import('./pages/HeadcountPage.js') },
  { ...BI_ROUTES.forecasting, titleKey: 'pages.forecasting', can: financials, page: () => import('./pages/ForecastingPage.js') },
  { ...BI_ROUTES.kpiBuilder, titleKey: 'pages.kpiBuilder', can: financials, page: () => import('./pages/KpiBuilderPage.js') },
  { ...BI_ROUTES.pricingDemo, titleKey: 'pages.pricingDemo', page: () => import('./pricing/PricingDemoPage.js') },
  { ...BI_ROUTES.runwayDemo, titleKey: 'pages.runwayDemo', page: placeholderPage({ ns: 'bi', titleKey: 'pages.runwayDemo', area: 'runway' }) },
  { ...BI_ROUTES.documents, titleKey: 'pages.documents', page: () => import('./growth/DocumentsPage.js') },
  { ...BI_ROUTES.insights, titleKey: 'pages.insights', page: () => import('./growth/InsightsPage.js') },
  { ...BI_ROUTES.pitchDecks, titleKey: 'pages.pitchDecks', can: financials, page: () => import('./growth/PitchDecksPage.js') },
];
