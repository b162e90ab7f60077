import type { ModuleRoute } from '@suite/sdk';
import { PRODUCT_ROUTES } from '../shared/routes.js';

/** The product routes. */
export const productRoutes: ModuleRoute[] = [
  { ...PRODUCT_ROUTES.productDiscovery, titleKey: 'pages.productDiscovery', page: () => import('./pages/ProductDiscoveryPage.js') },
  { ...PRODUCT_ROUTES.strategicBacklog, titleKey: 'pages.strategicBacklog', page: () => import('./pages/StrategicBacklogPage.js') },
  { ...PRODUCT_ROUTES.mvpScaffolding, titleKey: 'pages.mvpScaffolding', page: () => import('./pages/MvpScaffoldingPage.js') },
  { ...PRODUCT_ROUTES.validationLab, titleKey: 'pages.validationLab', page: () => import('./pages/ValidationLabPage.js') },
  { ...PRODUCT_ROUTES.featureRoi, titleKey: 'pages.featureRoi', page: () => import('./pages/FeatureRoiPage.js') },
  { ...PRODUCT_ROUTES.businessValueConfig, titleKey: 'pages.businessValueConfig', can: ['update', 'BusinessValueConfig'], page: () => import('./pages/BusinessValueConfigPage.js') },
];
