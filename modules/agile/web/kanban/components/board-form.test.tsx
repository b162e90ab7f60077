// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { defineAbilityFor, type AccountRole } from '@suite/sdk';
import { i18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { AbilityProvider } from '@suite/sdk/web';
import { KANBAN_DEFAULT_COLUMNS } from '../../../shared/kanban.js';
import { agilePermissions } from '../../../shared/permissions.js';
import { setUpAgileComponentTests } from '../../testing/browser.js';
import { boardView } from '../testing.js';
import { BoardFormModal } from './BoardFormModal.js';

/**
 * The new-board dialog (issue 13): the first board of an account without a team names its team
 * inline (created with the board), and the default columns are named in the reader's language.
 */
interface Call {
  method: string;
  url: string;
  body: unknown;
}
let calls: Call[] = [];
let teams: { id: string; name: string; myRole: string | null }[] = [];

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input).split('?')[0]!;
  const method = init?.method ?? 'GET';
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
  calls.push({ method, url, body });
  const ok = (data: unknown, status = 200) => new Response(JSON.stringify({ success: true, data }), { status, headers: { 'Content-Type': 'application/json' } });
  if (method === 'GET' && url === '/api/teams') return ok(teams);
  if (method === 'POST' && url === '/api/teams') {
    const team = { id: 'team-new', name: (body as { name: string }).name, myRole: 'admin' };
    teams = [team];
    return ok({ ...team, description: null, members: [] }, 201);
  }
  if (method === 'POST' && url === '/api/kanban/boards') return ok(boardView([]).board, 201);
  return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
});

beforeAll(setUpAgileComponentTests);
beforeEach(() => {
  calls = [];
  teams = [];
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function renderDialog(role: AccountRole, onCreated = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ability = defineAbilityFor({ id: 'u-1' }, { role }, { plan: 'PRO' }, [agilePermissions]);
  render(
    <MantineProvider theme={suiteTheme}>
      <QueryClientProvider client={client}>
        <AbilityProvider value={ability}>
          <MemoryRouter>
            <BoardFormModal opened onClose={() => {}} onCreated={onCreated} />
          </MemoryRouter>
        </AbilityProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onCreated;
}

describe('the new-board dialog', () => {
  it('names the first team inline when the account has none, creates it, then the board on it', async () => {
    const onCreated = renderDialog('OWNER');
    const teamName = await screen.findByRole('textbox', { name: /Team name/ });
    expect(screen.queryByRole('link', { name: 'Create a team' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /Board name/ }), 'Delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Create board' }));
    expect(await screen.findByText('A team needs a name')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await userEvent.type(teamName, 'Robotics');
    await userEvent.click(screen.getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.url)).toEqual(['/api/teams', '/api/kanban/boards']);
    expect(posts[0]!.body).toEqual({ name: 'Robotics' });
    expect(posts[1]!.body).toMatchObject({ teamId: 'team-new', title: 'Delivery', processType: 'kanban' });
  });

  it("sends the default columns named in the reader's language, with their categories and limits", async () => {
    teams = [{ id: 'team-1', name: 'Robotics', myRole: 'admin' }];
    await i18n.changeLanguage('fr');
    const onCreated = renderDialog('OWNER');
    await userEvent.type(await screen.findByRole('textbox', { name: /Nom du tableau/ }), 'Livraison');
    expect(await screen.findByDisplayValue('Robotics')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Créer le tableau' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const body = calls.find((call) => call.method === 'POST' && call.url === '/api/kanban/boards')!.body as { columns: typeof KANBAN_DEFAULT_COLUMNS };
    expect(body.columns.map((column) => column.title)).toEqual(['À faire', 'En cours', 'Revue', 'Terminé']);
    expect(body.columns.map(({ category, wipLimit, wipMode }) => ({ category, wipLimit, wipMode }))).toEqual(KANBAN_DEFAULT_COLUMNS.map(({ category, wipLimit, wipMode }) => ({ category, wipLimit, wipMode })));
  });

  it('tells someone who may not create teams to ask for one, with the way to the teams page', async () => {
    renderDialog('OBSERVER');
    expect(await screen.findByText('A board belongs to a team, and this account has no team yet.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Team name/ })).toBeNull();
  });
});
