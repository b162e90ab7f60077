import type { NavSection } from '@suite/sdk';
import { BI_ROUTES } from '../shared/routes.js';

const financials = { can: ['view', 'Financials'] as [string, string] };

export const biNav: NavSection[] = [
  {
    id: 'bi',
    titleKey: 'bi:nav.section',
    order: 20,
    visibility: { features: ['business_intelligence'] },
    items: [
      { path: BI_ROUTES.analytics.path, labelKey: 'bi:nav.analytics', icon: 'dashboard' },
      { path: BI_ROUTES.runwayTracker.path, labelKey: 'bi:nav.runwayTracker', icon: 'chart-line' },
      { path: BI_ROUTES.burnRate.path, labelKey: 'bi:nav.burnRate', icon: 'coin' },
      { path: BI_ROUTES.cashflow.path, labelKey: 'bi:nav.cashflow', icon: 'chart-bar' },
      { path: BI_ROUTES.breakEven.path, labelKey: 'bi:nav.breakEven', icon: 'chart-line' },
      { path: BI_ROUTES.revenueDashboard.path, labelKey: 'bi:nav.revenueDashboard', icon: 'chart-bar' },
      { path: BI_ROUTES.revenueFusion.path, labelKey: 'bi:nav.revenueFusion', icon: 'chart-bar' },
      { path: BI_ROUTES.cfoDashboard.path, labelKey: 'bi:nav.cfoDashboard', icon: 'dashboard', visibility: financials },
      { path: BI_ROUTES.forecasting.path, labelKey: 'bi:nav.forecasting', icon: 'chart-line', visibility: financials },
      { path: BI_ROUTES.headcountPlanning.path, labelKey: 'bi:nav.headcountPlanning', icon: 'users', visibility: financials },
      { path: BI_ROUTES.gtmAnalytics.path, labelKey: 'bi:nav.gtmAnalytics', icon: 'chart-bar', visibility: financials },
      { path: BI_ROUTES.kpiBuilder.path, labelKey: 'bi:nav.kpiBuilder', icon: 'dashboard', visibility: financials },
      { path: BI_ROUTES.pricingSimulator.path, labelKey: 'bi:nav.pricingSimulator', icon: 'chart-bar' },
      { path: BI_ROUTES.insights.path, labelKey: 'bi:nav.insights', icon: 'dashboard' },
      { path: BI_ROUTES.documents.path, labelKey: 'bi:nav.documents', icon: 'dashboard' },
      { path: BI_ROUTES.pitchDecks.path, labelKey: 'bi:nav.pitchDecks', icon: 'chart-bar', visibility: financials },
    ],
  },
];
