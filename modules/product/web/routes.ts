import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { PRODUCT_ROUTES } from '../shared/routes.js';

/** The product routes; MVP scaffolding and feature ROI show what lands there until their issue is built. */
export const productRoutes: ModuleRoute[] = [
  { ...PRODUCT_ROUTES.productDiscovery, titleKey: 'pages.productDiscovery', page: () => import('./pages/ProductDiscoveryPage.js') },
  { ...PRODUCT_ROUTES.strategicBacklog, titleKey: 'pages.strategicBacklog', page: () => import('./pages/StrategicBacklogPage.js') },
  { ...PRODUCT_ROUTES.mvpScaffolding, titleKey: 'pages.mvpScaffolding', page: placeholderPage({ ns: 'product', titleKey: 'pages.mvpScaffolding', area: 'mvp' }) },
  { ...PRODUCT_ROUTES.validationLab, titleKey: 'pages.validationLab', page: () => import('./pages/ValidationLabPage.js') },
  { ...PRODUCT_ROUTES.featureRoi, titleKey: 'pages.featureRoi', page: placeholderPage({ ns: 'product', titleKey: 'pages.featureRoi', area: 'roi' }) },
  { ...PRODUCT_ROUTES.businessValueConfig, titleKey: 'pages.businessValueConfig', can: ['update', 'BusinessValueConfig'], page: () => import('./pages/BusinessValueConfigPage.js') },
];
