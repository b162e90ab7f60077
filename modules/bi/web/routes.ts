import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { BI_ROUTES } from '../shared/routes.js';

/** The bi routes; each shows what lands there until its issue is built. */
export const biRoutes: ModuleRoute[] = [
  { ...BI_ROUTES.cfoDashboard, titleKey: 'pages.cfoDashboard', can: ['view', 'Financials'], page: placeholderPage({ ns: 'bi', titleKey: 'pages.cfoDashboard', area: 'cfo' }) },
  { ...BI_ROUTES.runwayTracker, titleKey: 'pages.runwayTracker', page: placeholderPage({ ns: 'bi', titleKey: 'pages.runwayTracker', area: 'runway' }) },
  { ...BI_ROUTES.burnRate, titleKey: 'pages.burnRate', page: placeholderPage({ ns: 'bi', titleKey: 'pages.burnRate', area: 'runway' }) },
  { ...BI_ROUTES.breakEven, titleKey: 'pages.breakEven', page: placeholderPage({ ns: 'bi', titleKey: 'pages.breakEven', area: 'runway' }) },
  { ...BI_ROUTES.cashflow, titleKey: 'pages.cashflow', page: placeholderPage({ ns: 'bi', titleKey: 'pages.cashflow', area: 'runway' }) },
  { ...BI_ROUTES.runway, titleKey: 'pages.runway', page: placeholderPage({ ns: 'bi', titleKey: 'pages.runway', area: 'runway' }) },
  { ...BI_ROUTES.pricingSimulator, titleKey: 'pages.pricingSimulator', page: placeholderPage({ ns: 'bi', titleKey: 'pages.pricingSimulator', area: 'pricing' }) },
  { ...BI_ROUTES.revenueFusion, titleKey: 'pages.revenueFusion', page: placeholderPage({ ns: 'bi', titleKey: 'pages.revenueFusion', area: 'pricing' }) },
  { ...BI_ROUTES.revenueDashboard, titleKey: 'pages.revenueDashboard', page: placeholderPage({ ns: 'bi', titleKey: 'pages.revenueDashboard', area: 'pricing' }) },
  { ...BI_ROUTES.analytics, titleKey: 'pages.analytics', page: placeholderPage({ ns: 'bi', titleKey: 'pages.analytics', area: 'cfo' }) },
  { ...BI_ROUTES.gtmAnalytics, titleKey: 'pages.gtmAnalytics', can: ['view', 'Financials'], page: placeholderPage({ ns: 'bi', titleKey: 'pages.gtmAnalytics', area: 'cfo' }) },
  { ...BI_ROUTES.headcountPlanning, titleKey: 'pages.headcountPlanning', can: ['view', 'Financials'], page: placeholderPage({ ns: 'bi', titleKey: 'pages.headcountPlanning', area: 'cfo' }) },
  { ...BI_ROUTES.forecasting, titleKey: 'pages.forecasting', can: ['view', 'Financials'], page: placeholderPage({ ns: 'bi', titleKey: 'pages.forecasting', area: 'cfo' }) },
  { ...BI_ROUTES.kpiBuilder, titleKey: 'pages.kpiBuilder', can: ['view', 'Financials'], page: placeholderPage({ ns: 'bi', titleKey: 'pages.kpiBuilder', area: 'cfo' }) },
  { ...BI_ROUTES.pricingDemo, titleKey: 'pages.pricingDemo', page: placeholderPage({ ns: 'bi', titleKey: 'pages.pricingDemo', area: 'pricing' }) },
  { ...BI_ROUTES.runwayDemo, titleKey: 'pages.runwayDemo', page: placeholderPage({ ns: 'bi', titleKey: 'pages.runwayDemo', area: 'runway' }) },
];
