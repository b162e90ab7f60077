import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { i18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { SessionProvider } from './session/SessionProvider.js';
import { AppErrorBoundary } from './AppErrorBoundary.js';
import { AppRoutes } from './router.js';

/** The shell owns the providers; remotes share them (ARCHITECTURE.md rule 8). */
export function App() {
  return (
    <MantineProvider theme={suiteTheme} defaultColorScheme="light">
      <AppErrorBoundary>
        <I18nextProvider i18n={i18n}>
          <SessionProvider>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </SessionProvider>
        </I18nextProvider>
      </AppErrorBoundary>
    </MantineProvider>
  );
}
