import '@mantine/core/styles.css';
import './app/global.css';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import * as lightKit from '@suite/sdk/light';
import { authTokens } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext } from '@suite/sdk/react';
import { suiteTheme } from '@suite/sdk/ui';
import { registerPublicFrameNamespaces } from './app/i18n.js';
import { installGlobalErrorReporting, trackPageView } from './app/analytics.js';
import StandalonePage from './federation/StandalonePage.js';
import { provideLightKit } from './federation/standalone.js';

/**
 * The entry of a module's standalone public page (a route with `standalone`, such as the poker
 * demo). The server sends it instead of the app's main entry for such a path, with the page named
 * in `<meta name="suite-standalone">` (platform-api/src/web/standalone-pages.ts). A signed-out
 * visitor gets the page with only what it needs: React, the theme, the texts, the public frame and
 * the light kit, no router tree, no app. A signed-in visitor gets the whole app, which opens the
 * module's real page.
 *
 * Built apart from the app (webpack.config.js, into dist/standalone/): 'react-router-dom' is
 * federation/light-router.tsx there, since the page has one address and its links load other pages.
 */
interface StandaloneMeta {
  moduleId: string;
  name: string;
  remoteEntry: string;
  titleKey: string;
}

function readMeta(): StandaloneMeta | null {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="suite-standalone"]');
  const { module: moduleId, page: name, remoteEntry, titleKey } = meta?.dataset ?? {};
  return moduleId && name && remoteEntry && titleKey ? { moduleId, name, remoteEntry, titleKey } : null;
}

async function start(page: StandaloneMeta): Promise<void> {
  registerPublicFrameNamespaces();
  await initI18n({ namespaces: ['shell'] });
  installGlobalErrorReporting();
  provideLightKit(lightKit);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing');
  const entry = { id: page.moduleId, remoteEntry: page.remoteEntry, nav: { titleKey: page.titleKey } };
  createRoot(root).render(
    <MantineProvider theme={suiteTheme} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={{ status: 'anonymous', user: null, account: null }}>
          <StandalonePage entry={entry as Parameters<typeof StandalonePage>[0]['entry']} name={page.name} />
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  trackPageView(location.pathname);
}

/** A signed-in visitor gets the app (its script and styles, named by the server beside the page). */
function startApp(): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="suite-standalone"]');
  const { appScript, appStyle } = meta?.dataset ?? {};
  if (appStyle) document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: appStyle }));
  if (appScript) document.head.append(Object.assign(document.createElement('script'), { src: appScript, defer: true }));
}

const page = readMeta();
if (page && !authTokens.read()) void start(page);
else startApp();
