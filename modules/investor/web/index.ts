import { defineWebModule } from '@suite/sdk';
import { investorRoutes } from './routes.js';
import { investorNav } from './nav.js';
import { investorTranslations } from './i18n.js';
import { investorErrorTexts } from './locales/errors.js';
import { investorPermissions } from '../shared/permissions.js';

/** The investor remote's WebModule, exposed as 'suite_investor/module'. */
const investorModule = defineWebModule({
  id: 'investor',
  routes: investorRoutes,
  nav: investorNav,
  i18n: investorTranslations,
  permissions: investorPermissions,
  errorTexts: investorErrorTexts,
});

export default investorModule;
