import type { NavSection } from '@suite/sdk';
import { INVESTOR_ROUTES } from '../shared/routes.js';

/**
 * Two sections: the investor's (persona INVESTOR, section 6) and the company's investor relations
 * (founders and the account's admins: updates, board packages, data room, who its investors are).
 */
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
  {
    id: 'investor-relations',
    titleKey: 'investor:nav.relations',
    order: 51,
    visibility: { features: ['investor_intelligence'], personas: ['FOUNDER', 'NONE'] },
    items: [
      { path: INVESTOR_ROUTES.investorReports.path, labelKey: 'investor:nav.investorReports', icon: 'messages' },
      { path: INVESTOR_ROUTES.boardPackages.path, labelKey: 'investor:nav.boardPackages', icon: 'building' },
      { path: INVESTOR_ROUTES.dataRoom.path, labelKey: 'investor:nav.dataRoom', icon: 'shield' },
    ],
  },
];
