import { defineWebModule } from '@suite/sdk';
import { biRoutes } from './routes.js';
import { biNav } from './nav.js';
import { biTranslations } from './i18n.js';
import { biErrorTexts } from './locales/errors.js';

const BI_FEATURE = { features: ['business_intelligence' as const] };

/** The bi remote's WebModule, exposed as 'suite_bi/module'. Its founder panels join /dashboard's 'founder' kind. */
const biModule = defineWebModule({
  id: 'bi',
  routes: biRoutes,
  nav: biNav,
  dashboard: [
    { id: 'runway', dashboards: ['founder'], order: 5, span: 6, component: () => import('./panels/RunwayPanelEntry.js'), visibility: BI_FEATURE },
    { id: 'revenue', dashboards: ['founder'], order: 6, span: 6, component: () => import('./panels/RevenuePanelEntry.js'), visibility: BI_FEATURE },
    { id: 'mvp-progress', dashboards: ['founder'], order: 30, span: 6, component: () => import('./panels/MvpPanelEntry.js'), visibility: { ...BI_FEATURE, unlessFeatures: ['product_management'] } },
  ],
  i18n: biTranslations,
  errorTexts: biErrorTexts,
});

export default biModule;
