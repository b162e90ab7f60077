import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { NotificationView } from '@suite/sdk';
import { api } from '@suite/sdk/client';
import { i18n, initI18n, registerNamespace } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { NotificationCentre, NOTIFICATIONS_NAMESPACE } from './NotificationCentre.js';
import { notifications as en } from './locales/en.js';
import { notifications as fr } from './locales/fr.js';

/**
 * The header's notification centre (issue 22): the bell says how many are unread, lists the
 * latest (approval requests, decisions, mentions) in the reader's language, opens one (marking it
 * read, and the mention too), and marks all read.
 */
const session: Session = {
  status: 'authenticated',
  user: { id: 'u-me', email: 'me@acme.test', firstName: 'Me', lastName: 'Myself', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'a-acme', name: 'Acme', slug: 'acme', role: 'ADMIN', permissions: [], plan: 'PRO', enabledFeatures: [] },
};
const items: NotificationView[] = [
  { id: 'n-1', kind: 'approval.requested', data: { requester: 'Ada Lovelace', summary: 'Mobile app: new initiative, budget 30,000.00', workflow: 'Budgets' }, link: '/governance/approvals?request=r-1', sourceId: 'r-1', readAt: null, createdAt: new Date().toISOString() },
  { id: 'n-2', kind: 'comment.mention', data: { author: 'Grace Hopper', title: 'Checkout redesign', excerpt: 'Can you check this?' }, link: '/kanban?item=i-1', sourceId: 'c-1', readAt: null, createdAt: new Date().toISOString() },
  { id: 'n-3', kind: 'approval.decided', data: { approver: 'Alan Turing', decision: 'rejected', summary: 'Purchase: PRO monthly, 39.00', workflow: 'Purchases', comment: null }, link: '/governance/approvals?request=r-2', sourceId: 'r-2', readAt: new Date().toISOString(), createdAt: new Date().toISOString() },
];

function mockApi() {
  const posted: { path: string; body: unknown }[] = [];
  let unread = 2;
  vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string, options?: { body?: unknown }) => {
    if (method === 'GET' && path === '/notifications') return { items, unread };
    if (method === 'POST' && path === '/notifications/read') {
      posted.push({ path, body: options?.body });
      const ids = (options?.body as { ids?: string[] }).ids;
      unread = ids ? Math.max(0, unread - ids.length) : 0;
      return { items, unread };
    }
    if (method === 'POST' && path === '/comments/mentions/read') {
      posted.push({ path, body: options?.body });
      return { items: [], unread: 0 };
    }
    throw new Error(`unexpected ${method} ${path}`);
  });
  return posted;
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderCentre() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={['/dashboard']}>
              <NotificationCentre />
              <Routes>
                <Route path="*" element={<Where />} />
              </Routes>
            </MemoryRouter>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerNamespace(NOTIFICATIONS_NAMESPACE, async (language) => (language === 'fr' ? fr : en));
  await initI18n({ lng: 'en', namespaces: [NOTIFICATIONS_NAMESPACE] });
  await i18n.loadNamespaces(NOTIFICATIONS_NAMESPACE);
});
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('the notification centre', () => {
  it('shows the unread count, lists the latest in words, and opens one (marking it and its mention read)', async () => {
    const posted = mockApi();
    renderCentre();
    const bell = await screen.findByRole('button', { name: 'Notifications: 2 unread' });
    fireEvent.click(bell);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Ada Lovelace asks for your approval: Mobile app: new initiative, budget 30,000.00/)).toBeTruthy();
    expect(within(dialog).getByText(/Alan Turing rejected your request: Purchase: PRO monthly, 39.00/)).toBeTruthy();
    const mention = await screen.findByRole('button', { name: /Grace Hopper mentioned you on Checkout redesign: Can you check this\?/, hidden: true });
    expect(mention.getAttribute('data-unread')).toBe('true');
    fireEvent.click(mention);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/kanban?item=i-1'));
    await waitFor(() => expect(posted).toEqual([
      { path: '/notifications/read', body: { ids: ['n-2'] } },
      { path: '/comments/mentions/read', body: { commentIds: ['c-1'] } },
    ]));
  });

  it('marks all read', async () => {
    const posted = mockApi();
    renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all read', hidden: true }));
    await waitFor(() => expect(posted).toEqual([{ path: '/notifications/read', body: {} }]));
    await screen.findByRole('button', { name: 'Notifications' });
  });

  it('speaks French', async () => {
    mockApi();
    await i18n.changeLanguage('fr');
    renderCentre();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications : 2 non lues' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Alan Turing a rejeté votre demande/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Tout marquer comme lu', hidden: true })).toBeTruthy();
  });
});
