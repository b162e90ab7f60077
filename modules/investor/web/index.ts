import { defineWebModule } from '@suite/sdk';
import { investorRoutes } from './routes.js';
import { investorNav } from './nav.js';
import { investorTranslations } from './i18n.js';

/** The investor remote's WebModule, exposed as 'suite_investor/module'. */
const investorModule = defineWebModule({
  id: 'investor',
  routes: investorRoutes,
  nav: investorNav,
  i18n: investorTranslations,
});

export default investorModule;
