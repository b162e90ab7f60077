import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { registerShellNamespaces } from '../i18n.js';
import { CLOSED_GROUPS_KEY, foldForSearch, searchTargets, type NavGroup } from './nav-groups.js';
import type { NavBlock } from './use-nav.js';

/**
 * The sidebar's groups open and close from their headings and the choice survives a reload
 * (localStorage); Ctrl/Cmd-K opens a search over every page of the user's sidebar (issue 13).
 */
const GROUPS: NavGroup[] = [
  { key: 'core:home', order: 0, titleKey: '', items: [{ path: '/dashboard', labelKey: 'nav.dashboard', icon: 'dashboard' }] },
  {
    key: 'agile:agile',
    order: 30,
    titleKey: 'nav.agile',
    items: [
      { path: '/kanban', labelKey: 'nav.kanban-test', icon: 'layout-kanban' },
      { path: '/retrospectives', labelKey: 'nav.retro-test', icon: 'message' },
    ],
  },
  { key: 'core:account', order: 900, titleKey: 'nav.account', items: [{ path: '/billing', labelKey: 'nav.billing', icon: 'credit-card' }] },
];
vi.mock('./use-nav.js', () => ({ useNav: () => ({ blocks: GROUPS.map((group): NavBlock => ({ kind: 'group', group })), retry: () => {} }) }));

const { Sidebar } = await import('./Sidebar.js');
const { QuickSearchLauncher } = await import('./QuickSearchLauncher.js');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderFrame(path = '/dashboard') {
  return render(
    <MantineProvider theme={suiteTheme}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <QuickSearchLauncher />
          <Sidebar collapsed={false} />
          <Routes>
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['shell'] });
  i18n.addResource('en', 'shell', 'nav.kanban-test', 'Kanban boards');
  i18n.addResource('en', 'shell', 'nav.retro-test', 'Retrospectives');
});
beforeEach(() => localStorage.clear());
afterEach(cleanup);

// Several user-event sequences per test: a loaded machine needs more than the default 5 s.
describe('the sidebar groups', { timeout: 20_000 }, () => {
  it('close and open from their heading, remembered in localStorage across a new render', async () => {
    renderFrame();
    const heading = screen.getByRole('button', { name: /Agile Survival/ });
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Kanban boards' })).toBeTruthy();
    await userEvent.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Kanban boards' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(CLOSED_GROUPS_KEY)!)).toEqual(['agile:agile']);
    // The untitled first group has no toggle and stays open.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeTruthy();

    cleanup();
    renderFrame();
    expect(screen.getByRole('button', { name: /Agile Survival/ }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Retrospectives' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Agile Survival/ }));
    expect(screen.getByRole('link', { name: 'Retrospectives' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CLOSED_GROUPS_KEY)!)).toEqual([]);
  });

  it('keep the entry of the page being viewed when closed', () => {
    localStorage.setItem(CLOSED_GROUPS_KEY, JSON.stringify(['agile:agile']));
    renderFrame('/kanban/boards/42');
    expect(screen.getByRole('link', { name: 'Kanban boards' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Retrospectives' })).toBeNull();
  });
});

describe('the quick search', { timeout: 20_000 }, () => {
  it('finds pages by words of their name or group, ignoring case and accents, best start first', () => {
    const targets = [
      { path: '/a', label: 'Équipes', group: 'Agile' },
      { path: '/b', label: 'Kanban boards', group: 'Survie agile' },
      { path: '/c', label: 'Billing', group: 'Account' },
      { path: '/d', label: 'Agile costs', group: 'Agile' },
    ];
    expect(foldForSearch('Équipe')).toBe('equipe');
    expect(searchTargets(targets, 'equipe').map((t) => t.path)).toEqual(['/a']);
    expect(searchTargets(targets, 'agile').map((t) => t.path)).toEqual(['/d', '/a', '/b']);
    expect(searchTargets(targets, 'boards agile').map((t) => t.path)).toEqual(['/b']);
    expect(searchTargets(targets, '  ')).toHaveLength(4);
    expect(searchTargets(targets, 'nothing')).toEqual([]);
  });

  it('opens with Ctrl-K, moves with the arrows and jumps to the page with Enter', async () => {
    renderFrame();
    act(() => {
      fireEvent.keyDown(document.documentElement, { key: 'k', code: 'KeyK', ctrlKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Go to a page' });
    const box = within(dialog).getByRole('combobox', { name: 'Page name' });
    await userEvent.type(box, 'kanb');
    const options = within(dialog).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Kanban boardsAgile Survival']);
    await userEvent.clear(box);
    await userEvent.type(box, 'i');
    expect(within(dialog).getAllByRole('option')[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}');
    const selected = within(dialog).getAllByRole('option').find((option) => option.getAttribute('aria-selected') === 'true')!;
    expect(box.getAttribute('aria-activedescendant')).toBe(selected.id);
    await userEvent.clear(box);
    await userEvent.type(box, 'billing{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/billing');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says when nothing matches, and offers the header button with its shortcut', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'Search pages (Ctrl+K)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Go to a page' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'zzz');
    expect(within(dialog).getByRole('status').textContent).toBe('No page matches “zzz”');
  });
});
