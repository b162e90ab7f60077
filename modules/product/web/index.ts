import { defineWebModule } from '@suite/sdk';
import { productRoutes } from './routes.js';
import { productNav } from './nav.js';
import { productTranslations } from './i18n.js';

/** The product remote's WebModule, exposed as 'suite_product/module'. */
const productModule = defineWebModule({
  id: 'product',
  routes: productRoutes,
  nav: productNav,
  i18n: productTranslations,
});

export default productModule;
