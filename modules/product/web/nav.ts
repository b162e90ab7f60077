import type { NavSection } from '@suite/sdk';
import { PRODUCT_ROUTES } from '../shared/routes.js';

export const productNav: NavSection[] = [
  {
    id: 'product',
    titleKey: 'product:nav.section',
    order: 10,
    visibility: { features: ['product_management'], personas: ['FOUNDER', 'TEAM_MEMBER'] },
    items: [
      { path: PRODUCT_ROUTES.strategicBacklog.path, labelKey: 'product:nav.strategicBacklog', icon: 'list' },
      { path: PRODUCT_ROUTES.productDiscovery.path, labelKey: 'product:nav.productDiscovery', icon: 'target' },
      { path: PRODUCT_ROUTES.validationLab.path, labelKey: 'product:nav.validationLab', icon: 'shield' },
      { path: PRODUCT_ROUTES.mvpScaffolding.path, labelKey: 'product:nav.mvpScaffolding', icon: 'rocket' },
      { path: PRODUCT_ROUTES.featureRoi.path, labelKey: 'product:nav.featureRoi', icon: 'chart-bar' },
      { path: PRODUCT_ROUTES.businessValueConfig.path, labelKey: 'product:nav.businessValueConfig', icon: 'settings', visibility: { can: ['update', 'BusinessValueConfig'] } },
    ],
  },
];
