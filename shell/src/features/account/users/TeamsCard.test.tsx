import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { api } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../../app/i18n.js';

const modules = { status: 'ready' as 'ready' | 'loading', modules: [] as { entry: { id: string } }[] };
vi.mock('../../../federation/ModulesProvider.js', () => ({ useModules: () => modules }));
const { TeamsCard } = await import('./TeamsCard.js');

const session: Session = {
  status: 'authenticated',
  user: { id: 'u-1', email: 'maya@example.com', firstName: 'Maya', lastName: 'Patel', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'acc-1', name: 'Acme', slug: 'acme', role: 'ADMIN', permissions: [], plan: 'PRO', enabledFeatures: [] },
};

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <QueryClientProvider client={client}>
            <MemoryRouter>
              <TeamsCard />
            </MemoryRouter>
          </QueryClientProvider>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

/** The card reads the core's declared GET /accounts/{id}/teams (through the client's request). */
const teamsAnswer = (items: unknown[]) => vi.spyOn(api, 'request').mockResolvedValue({ domain: 'agile', enabled: true, items } as never);

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['account'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the teams card of /manage-users-teams', () => {
  it('lists the account’s teams with their member counts and links to manage them', async () => {
    modules.modules = [{ entry: { id: 'agile' } }];
    const request = teamsAnswer([
      { id: 't-1', name: 'Platform', description: 'Payments and APIs', memberCount: 4, createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 't-2', name: 'Mobile', description: null, memberCount: 1, createdAt: '2026-01-02T00:00:00.000Z' },
    ]);
    renderCard();
    expect((await screen.findByRole('link', { name: 'Platform' })).getAttribute('href')).toBe('/teams/t-1');
    expect(screen.getByText('4 members')).toBeTruthy();
    expect(screen.getByText('1 member')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage teams' }).getAttribute('href')).toBe('/teams');
    expect(screen.getByText('Payments and APIs')).toBeTruthy();
    expect(request.mock.calls[0]?.slice(0, 2)).toEqual(['GET', '/accounts/acc-1/teams']);
  });

  it('offers to create the first team when there is none', async () => {
    modules.modules = [{ entry: { id: 'agile' } }];
    teamsAnswer([]);
    renderCard();
    expect(await screen.findByText('No teams yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a team' }).getAttribute('href')).toBe('/teams');
  });

  it('says where teams come from when the agile area is off, without asking for them', () => {
    modules.modules = [];
    const request = vi.spyOn(api, 'request');
    renderCard();
    expect(screen.getByText('Teams are managed in the Agile area')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage teams' })).toBeNull();
    expect(request).not.toHaveBeenCalled();
  });
});
