import type { NavSection } from '@suite/sdk';
import { BI_ROUTES } from '../shared/routes.js';

export const biNav: NavSection[] = [
  {
    id: 'bi',
    titleKey: 'bi:nav.section',
    order: 20,
    visibility: { features: ['business_intelligence'] },
    items: [
      { path: BI_ROUTES.cfoDashboard.path, labelKey: 'bi:nav.cfoDashboard', icon: 'dashboard', visibility: { can: ['view', 'Financials'] } },
      { path: BI_ROUTES.runwayTracker.path, labelKey: 'bi:nav.runwayTracker', icon: 'chart-line' },
      { path: BI_ROUTES.burnRate.path, labelKey: 'bi:nav.burnRate', icon: 'coin' },
      { path: BI_ROUTES.pricingSimulator.path, labelKey: 'bi:nav.pricingSimulator', icon: 'chart-bar' },
    ],
  },
];
