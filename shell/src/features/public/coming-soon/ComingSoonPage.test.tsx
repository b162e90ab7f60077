import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../../app/i18n.js';
import ComingSoonPage from './ComingSoonPage.js';

const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/coming-soon/:feature', element: <ComingSoonPage /> },
      { path: '/customer-feedback', element: <p>feedback hub</p> },
      { path: '/features', element: <p>where I came from</p> },
      { path: '/', element: <p>landing</p> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={signedOut}>
          <Suspense fallback={null}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['comingSoon', 'shell'] });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('a coming-soon page', () => {
  it('shows the category, description, expected availability and related features', async () => {
    renderAt(['/coming-soon/predictive-analytics']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Predictive Analytics' })).toBeTruthy();
    expect(screen.getByTestId('coming-soon-category').textContent).toBe('AI');
    expect(screen.getByTestId('coming-soon-availability').textContent).toBe('Q3 2025');
    expect(screen.getByText(/Forecasts of revenue, churn and delivery dates/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Automated Insights' }).getAttribute('href')).toBe('/coming-soon/automated-insights');
    expect(screen.getByRole('link', { name: 'Forecasting' }).getAttribute('href')).toBe('/bi/forecasting');
    expect(document.title).toBe('Predictive Analytics · Suite');
  });

  it('"Request Early Access" goes to /customer-feedback with the feature name and category', async () => {
    const router = renderAt(['/coming-soon/api-webhooks']);
    fireEvent.click(await screen.findByRole('link', { name: 'Request Early Access' }));
    expect(await screen.findByText('feedback hub')).toBeTruthy();
    const query = new URLSearchParams(router.state.location.search);
    expect([query.get('feature'), query.get('category')]).toEqual(['API & Webhooks', 'Platform']);
  });

  it('"Go Back" returns to the previous page', async () => {
    renderAt(['/features', '/coming-soon/version-control']);
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('where I came from')).toBeTruthy();
  });

  it('reads in Spanish', async () => {
    await i18n.changeLanguage('es');
    renderAt(['/coming-soon/natural-language-query']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultas en lenguaje natural' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Solicitar acceso anticipado' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeTruthy();
  });
});

describe('"Go Back" on a page opened directly', () => {
  it('goes to the landing page', async () => {
    renderAt(['/coming-soon/version-control']);
    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('landing')).toBeTruthy();
  });
});
