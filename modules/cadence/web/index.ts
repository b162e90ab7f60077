import { defineWebModule } from '@suite/sdk';
import { cadencePermissions } from '../shared/permissions.js';
import { cadenceErrorTexts } from './locales/errors.js';
import { cadenceRoutes } from './routes.js';
import { cadenceNav } from './nav.js';
import { cadenceTranslations } from './i18n.js';

/** The cadence remote's WebModule, exposed as 'suite_cadence/module'. */
const cadenceModule = defineWebModule({
  id: 'cadence',
  routes: cadenceRoutes,
  nav: cadenceNav,
  i18n: cadenceTranslations,
  permissions: cadencePermissions,
  errorTexts: cadenceErrorTexts,
});

export default cadenceModule;
