import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { suiteTheme } from '@suite/sdk/ui';
import type { AccountRole } from '@suite/sdk';
import { registerShellNamespaces } from '../app/i18n.js';
import { AreaTurnedOff } from './AreaTurnedOff.js';
import { findTurnedOffOwner } from './ModulesProvider.js';

const sessionAs = (role: AccountRole): Session => ({
  status: 'authenticated',
  user: { id: 'u', email: 'me@example.test', firstName: 'Me', lastName: 'Test', avatarUrl: null, primaryPersona: 'TEAM_MEMBER', emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'a', name: 'Acme', slug: 'acme', role, permissions: [], plan: 'PRO', enabledFeatures: [] },
});

function renderAs(role: AccountRole) {
  render(
    <MantineProvider theme={suiteTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={sessionAs(role)}>
          <MemoryRouter initialEntries={['/kanban']}>
            <AreaTurnedOff titleKey="nav.agile" />
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['shell'] });
});
afterEach(cleanup);

describe('a page of a turned-off module', () => {
  const turnedOff = [{ id: 'agile' as const, feature: 'agile_survival' as const, nav: { titleKey: 'nav.agile', order: 30 }, routes: [{ path: '/kanban' }, { path: '/kanban/boards/:id' }] }];

  it('belongs to the turned-off module by its routes', () => {
    expect(findTurnedOffOwner(turnedOff, '/kanban/boards/42')?.id).toBe('agile');
    expect(findTurnedOffOwner(turnedOff, '/nowhere')).toBeNull();
  });

  it('says the area is turned off with a way back; a member is told to ask an admin', () => {
    renderAs('MEMBER');
    expect(screen.getByRole('heading', { name: 'This area is turned off for your account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByTestId('area-turned-off').textContent).toContain('Ask an account admin');
    expect(screen.queryByRole('link', { name: 'Turn it on in Features' })).toBeNull();
    expect(screen.queryByText('Page not found')).toBeNull();
  });

  it('shows an admin where to turn it on', () => {
    renderAs('ADMIN');
    expect(screen.getByRole('link', { name: 'Turn it on in Features' }).getAttribute('href')).toBe('/account-settings/features');
  });
});
