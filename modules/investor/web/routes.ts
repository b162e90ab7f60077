import type { ModuleRoute } from '@suite/sdk';
import { INVESTOR_ROUTES } from '../shared/routes.js';

/** The investor routes (finance-and-growth.md section 2); the dashboards need the investor dashboard right (section 6). */
export const investorRoutes: ModuleRoute[] = [
  { ...INVESTOR_ROUTES.investorDashboard, titleKey: 'pages.investorDashboard', can: ['view', 'InvestorDashboard'], page: () => import('./pages/InvestorDashboardPage.js') },
  { ...INVESTOR_ROUTES.investorDashboardAlias, titleKey: 'pages.investorDashboardAlias', can: ['view', 'InvestorDashboard'], page: () => import('./pages/InvestorDashboardPage.js') },
  { ...INVESTOR_ROUTES.company, titleKey: 'pages.company', can: ['view', 'InvestorDashboard'], page: () => import('./pages/CompanyPage.js') },
  { ...INVESTOR_ROUTES.portfolioMonitoring, titleKey: 'pages.portfolioMonitoring', page: () => import('./pages/PortfolioMonitoringPage.js') },
  { ...INVESTOR_ROUTES.boardPackages, titleKey: 'pages.boardPackages', page: () => import('./pages/BoardPackagesPage.js') },
  { ...INVESTOR_ROUTES.investorReports, titleKey: 'pages.investorReports', page: () => import('./pages/InvestorReportsPage.js') },
  { ...INVESTOR_ROUTES.varianceAnalysis, titleKey: 'pages.varianceAnalysis', page: () => import('./pages/VarianceAnalysisPage.js') },
  { ...INVESTOR_ROUTES.dataRoom, titleKey: 'pages.dataRoom', page: () => import('./pages/DataRoomPage.js') },
];
