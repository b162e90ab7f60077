import { defineWebModule } from '@suite/sdk';
import { engagementPermissions } from '../shared/permissions.js';
import { engagementRoutes } from './routes.js';
import { engagementNav } from './nav.js';
import { engagementTranslations } from './i18n.js';
import { engagementErrorTexts } from './locales/errors.js';

/** The engagement remote's WebModule, exposed as 'suite_engagement/module'. */
const engagementModule = defineWebModule({
  id: 'engagement',
  routes: engagementRoutes,
  nav: engagementNav,
  i18n: engagementTranslations,
  permissions: engagementPermissions,
  errorTexts: engagementErrorTexts,
});

export default engagementModule;
