import { defineWebModule } from '@suite/sdk';
import { agileRoutes } from './routes.js';
import { agileNav } from './nav.js';
import { agileTranslations } from './i18n.js';

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
  i18n: agileTranslations,
});

export default agileModule;
