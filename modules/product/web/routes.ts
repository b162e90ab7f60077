import type { ModuleRoute } from '@suite/sdk';
import { placeholderPage } from '@suite/sdk/web';
import { PRODUCT_ROUTES } from '../shared/routes.js';

/** The product routes; each shows what lands there until its issue is built. */
export const productRoutes: ModuleRoute[] = [
  { ...PRODUCT_ROUTES.productDiscovery, titleKey: 'pages.productDiscovery', page: placeholderPage({ ns: 'product', titleKey: 'pages.productDiscovery', area: 'discovery' }) },
  { ...PRODUCT_ROUTES.strategicBacklog, titleKey: 'pages.strategicBacklog', page: placeholderPage({ ns: 'product', titleKey: 'pages.strategicBacklog', area: 'discovery' }) },
  { ...PRODUCT_ROUTES.mvpScaffolding, titleKey: 'pages.mvpScaffolding', page: placeholderPage({ ns: 'product', titleKey: 'pages.mvpScaffolding', area: 'mvp' }) },
  { ...PRODUCT_ROUTES.validationLab, titleKey: 'pages.validationLab', page: placeholderPage({ ns: 'product', titleKey: 'pages.validationLab', area: 'mvp' }) },
  { ...PRODUCT_ROUTES.featureRoi, titleKey: 'pages.featureRoi', page: placeholderPage({ ns: 'product', titleKey: 'pages.featureRoi', area: 'roi' }) },
  { ...PRODUCT_ROUTES.businessValueConfig, titleKey: 'pages.businessValueConfig', can: ['view', 'BusinessValueConfig'], page: placeholderPage({ ns: 'product', titleKey: 'pages.businessValueConfig', area: 'roi' }) },
];
