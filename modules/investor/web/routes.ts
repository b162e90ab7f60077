import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { INVESTOR_ROUTES } from '../shared/routes.js';

/** The investor routes; each shows what lands there until its issue is built. */
export const investorRoutes: ModuleRoute[] = [
  { ...INVESTOR_ROUTES.investorDashboard, titleKey: 'pages.investorDashboard', can: ['view', 'InvestorDashboard'], page: placeholderPage({ ns: 'investor', titleKey: 'pages.investorDashboard', area: 'portfolio' }) },
  { ...INVESTOR_ROUTES.investorDashboardAlias, titleKey: 'pages.investorDashboardAlias', can: ['view', 'InvestorDashboard'], page: placeholderPage({ ns: 'investor', titleKey: 'pages.investorDashboardAlias', area: 'portfolio' }) },
  { ...INVESTOR_ROUTES.company, titleKey: 'pages.company', page: placeholderPage({ ns: 'investor', titleKey: 'pages.company', area: 'portfolio' }) },
  { ...INVESTOR_ROUTES.portfolioMonitoring, titleKey: 'pages.portfolioMonitoring', page: placeholderPage({ ns: 'investor', titleKey: 'pages.portfolioMonitoring', area: 'portfolio' }) },
  { ...INVESTOR_ROUTES.boardPackages, titleKey: 'pages.boardPackages', page: placeholderPage({ ns: 'investor', titleKey: 'pages.boardPackages', area: 'reporting' }) },
  { ...INVESTOR_ROUTES.investorReports, titleKey: 'pages.investorReports', page: placeholderPage({ ns: 'investor', titleKey: 'pages.investorReports', area: 'reporting' }) },
  { ...INVESTOR_ROUTES.varianceAnalysis, titleKey: 'pages.varianceAnalysis', page: placeholderPage({ ns: 'investor', titleKey: 'pages.varianceAnalysis', area: 'reporting' }) },
  { ...INVESTOR_ROUTES.dataRoom, titleKey: 'pages.dataRoom', page: placeholderPage({ ns: 'investor', titleKey: 'pages.dataRoom', area: 'reporting' }) },
];
