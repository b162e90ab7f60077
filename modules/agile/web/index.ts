import { defineWebModule } from '@suite/sdk';
import { agileRoutes } from './routes.js';
import { agileNav } from './nav.js';
import { agileTranslations } from './i18n.js';
import { agilePermissions } from '../shared/permissions.js';
import { kanbanErrorTexts } from './kanban/locales/errors.js';
import { pokerErrorTexts } from './poker/locales/errors.js';
import { retroErrorTexts } from './retro/locales/errors.js';
import { teamErrorTexts } from './teams/locales/errors.js';
import { devImportErrorTexts } from './integrations/locales/errors.js';

/** Each area's error texts in French and Spanish, in one 'errors' bundle per language. */
const AREA_ERROR_TEXTS = [pokerErrorTexts, retroErrorTexts, teamErrorTexts, kanbanErrorTexts, devImportErrorTexts];
const agileErrorTexts = {
  fr: Object.assign({}, ...AREA_ERROR_TEXTS.map((texts) => texts.fr)) as Record<string, string>,
  es: Object.assign({}, ...AREA_ERROR_TEXTS.map((texts) => texts.es)) as Record<string, string>,
};

/** The agile remote's WebModule, exposed as 'suite_agile/module'. */
const agileModule = defineWebModule({
  id: 'agile',
  routes: agileRoutes,
  nav: agileNav,
  dashboard: [
    {
      id: 'poker-meetings',
      dashboards: ['agile', 'founder'],
      order: 20,
      span: 6,
      component: () => import('./components/MeetingsPanel.js'),
      visibility: { features: ['agile_survival'] },
    },
  ],
  // Everyone but founders gets the agile dashboard at /dashboard (platform.md section 2.2).
  dashboardKinds: [{ kind: 'agile', personas: ['TEAM_MEMBER', 'INVESTOR', 'AFFILIATE'] }],
  i18n: agileTranslations,
  permissions: agilePermissions,
  errorTexts: agileErrorTexts,
});

export default agileModule;
