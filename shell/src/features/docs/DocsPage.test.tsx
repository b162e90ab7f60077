import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../app/i18n.js';
import DocsPage from './DocsPage.js';

const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderPage() {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={signedOut}>
          <MemoryRouter initialEntries={['/docs']}>
            <Suspense fallback={null}>
              <DocsPage />
            </Suspense>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['docs', 'shell'] });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('the docs page', () => {
  it('links to the API reference, a page the server serves (a full page load)', async () => {
    renderPage();
    const link = await screen.findByRole('link', { name: 'Open the API reference' });
    expect(link.getAttribute('href')).toBe('/api-reference');
    expect(screen.getByRole('heading', { level: 1, name: 'Documentation' })).toBeTruthy();
  });

  it('speaks the visitor language', async () => {
    await i18n.loadNamespaces('docs');
    await i18n.changeLanguage('fr');
    renderPage();
    expect((await screen.findByRole('link', { name: 'Ouvrir la référence de l’API' })).getAttribute('href')).toBe('/api-reference');
  });

  it('lists the articles in the visitor language (fr and es)', async () => {
    await i18n.changeLanguage('fr');
    renderPage();
    expect(await screen.findByText('Démarrage rapide')).toBeTruthy();
    expect(screen.getByText('Systèmes de vote')).toBeTruthy();
    cleanup();
    await i18n.changeLanguage('es');
    renderPage();
    expect(await screen.findByText('Inicio rápido')).toBeTruthy();
    expect(screen.getByText('Sistemas de votación')).toBeTruthy();
  });
});
