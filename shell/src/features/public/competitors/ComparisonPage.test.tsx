import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../../app/i18n.js';
import CompetitorsPage from './CompetitorsPage.js';
import ComparisonPage from './ComparisonPage.js';
import { routes } from '../../../app/router.js';

const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/competitors', element: <CompetitorsPage /> },
      { path: '/competitors/:page', element: <ComparisonPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: [path] },
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
  await initI18n({ lng: 'en', namespaces: ['competitors', 'shell'] });
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('/competitors', () => {
  it('shows the six domain cards, with the cadence and engagement comparisons linked', async () => {
    renderAt('/competitors');
    expect(await screen.findByRole('heading', { level: 1, name: 'How we compare' })).toBeTruthy();
    expect(screen.getAllByTestId(/^competitor-card-/)).toHaveLength(6);
    const links = screen.getAllByRole('link', { name: /See the comparison/ }).map((link) => link.getAttribute('href'));
    expect(links).toContain('/competitors/operational-cadence');
    expect(links).toContain('/competitors/customer-engagement');
    expect(document.title).toBe('Compare Suite with other tools · Suite');
  });
});

describe('a comparison page', () => {
  it('has the cadence tabs, a table per tab and the two calls to action', async () => {
    renderAt('/competitors/operational-cadence');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operational cadence' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Performance Reviews', 'Team Management', 'Goal Management', 'One-on-Ones']);
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Explore Features' }).getAttribute('href')).toBe('/performance-reviews');
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Feature', 'Description', 'Suite', 'Lattice', '15Five', 'Culture Amp']);
    expect(within(table).getByText('Review cycles')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'One-on-Ones' }));
    const next = screen.getByRole('table');
    expect(within(next).getByText('Shared agendas')).toBeTruthy();
    // Our column is ticked on every row.
    for (const row of within(next).getAllByRole('row').slice(1)) expect(within(row).getAllByRole('cell')[1]!.querySelector('[data-cell="yes"]')).toBeTruthy();
  });

  it('on engagement: Start Free Trial to /register and See Live Demo to /demo/feedback', async () => {
    renderAt('/competitors/customer-engagement');
    expect(await screen.findByRole('link', { name: 'See Live Demo' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See Live Demo' }).getAttribute('href')).toBe('/demo/feedback');
    expect(screen.getByRole('link', { name: 'Start Free Trial' }).getAttribute('href')).toBe('/register');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Customer Feedback', 'Sentiment Analysis', 'Action Tracking']);
  });

  it('says "Not documented" where a rival could not be confirmed, and reads in French', async () => {
    await i18n.changeLanguage('fr');
    renderAt('/competitors/agile-survival');
    expect(await screen.findByRole('tab', { name: 'Planning Poker' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Rétrospectives' }));
    expect(screen.getAllByText('Non documenté').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: "Commencer l'essai gratuit" }).getAttribute('href')).toBe('/register');
  });

  it('offers the way back for an unknown comparison', async () => {
    renderAt('/competitors/nope');
    expect(await screen.findByText('There is no comparison here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All comparisons' }).getAttribute('href')).toBe('/competitors');
  });
});

describe('the /vs/ routes', () => {
  it.each(['jira', 'monday', 'asana', 'trello', 'clickup'])('/vs/%s redirects to the agile-survival comparison', async (vendor) => {
    const route = routes[0]!.children!.find((child) => child.path === `/vs/${vendor}`);
    expect(route).toBeTruthy();
    const router = createMemoryRouter([{ path: `/vs/${vendor}`, element: route!.element }, { path: '/competitors/agile-survival', element: <p>agile comparison</p> }], { initialEntries: [`/vs/${vendor}`] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('agile comparison')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/competitors/agile-survival');
  });
});
