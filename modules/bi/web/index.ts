import { defineWebModule } from '@suite/sdk';
import { biRoutes } from './routes.js';
import { biNav } from './nav.js';
import { biTranslations } from './i18n.js';

/** The bi remote's WebModule, exposed as 'suite_bi/module'. */
const biModule = defineWebModule({
  id: 'bi',
  routes: biRoutes,
  nav: biNav,
  i18n: biTranslations,
});

export default biModule;
