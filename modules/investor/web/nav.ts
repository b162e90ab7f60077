import type { NavSection } from '@suite/sdk';
import { INVESTOR_ROUTES } from '../shared/routes.js';

export const investorNav: NavSection[] = [
  {
    id: 'investor',
    titleKey: 'investor:nav.section',
    order: 50,
    visibility: { features: ['investor_intelligence'], personas: ['INVESTOR'] },
    items: [
      { path: INVESTOR_ROUTES.investorDashboard.path, labelKey: 'investor:nav.investorDashboard', icon: 'dashboard', visibility: { can: ['view', 'InvestorDashboard'] } },
      { path: INVESTOR_ROUTES.portfolioMonitoring.path, labelKey: 'investor:nav.portfolioMonitoring', icon: 'chart-line' },
      { path: INVESTOR_ROUTES.varianceAnalysis.path, labelKey: 'investor:nav.varianceAnalysis', icon: 'chart-bar' },
    ],
  },
];
