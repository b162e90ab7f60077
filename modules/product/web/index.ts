import { defineWebModule } from '@suite/sdk';
import { productPermissions } from '../shared/permissions.js';
import { productRoutes } from './routes.js';
import { productNav } from './nav.js';
import { productTranslations } from './i18n.js';
import { productErrorTexts } from './locales/errors.js';

/** The product remote's WebModule, exposed as 'suite_product/module'. */
const productModule = defineWebModule({
  id: 'product',
  routes: productRoutes,
  nav: productNav,
  i18n: productTranslations,
  permissions: productPermissions,
  errorTexts: productErrorTexts,
  dashboard: [
    { id: 'portfolio', dashboards: ['founder'], order: 20, span: 6, component: () => import('./panels/PortfolioPanel.js'), visibility: { features: ['product_management'] } },
    { id: 'mvp-progress', dashboards: ['founder'], order: 21, span: 6, component: () => import('./panels/MvpProgressPanel.js'), visibility: { features: ['product_management'] } },
  ],
});

export default productModule;
