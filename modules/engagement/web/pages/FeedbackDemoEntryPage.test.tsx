// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import { addTranslations, i18n, initI18n } from '@suite/sdk/i18n';
import { installBrowserStubs } from '@suite/sdk/ui/jsdom-stubs';
import { SessionContext, type Session } from '@suite/sdk/react';
import { engagementTranslations } from '../i18n.js';

import { authTokens, DEMO_REDIRECT_MS } from '@suite/sdk/web';
import FeedbackDemoEntryPage from './FeedbackDemoEntryPage.js';

// The browser's fetch is the boundary: the demo entry (the sdk's DemoEntry) is real down to it.
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderEntry(session: Session = signedOut) {
  const router = createMemoryRouter(
    [
      { path: '/demo/feedback', element: <FeedbackDemoEntryPage /> },
      { path: '/feedback/setup', element: <p>feedback setup</p> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/demo/feedback'] },
  );
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

beforeAll(async () => {
  installBrowserStubs();
  await initI18n({ lng: 'en', namespaces: ['engagement'] });
  addTranslations('engagement', engagementTranslations);
});
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  authTokens.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the /demo/feedback entry screen', () => {
  it('says "Setting up your feedback demo...", signs in as the demo and lands on /feedback/setup after 1.5 s', async () => {
    const tokens = { accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl', refreshToken: 'r' };
    fetchMock.mockResolvedValue(json(200, { tokens, user: { id: 'u1' } }));
    const started = Date.now();
    const router = renderEntry();
    expect(screen.getByText('Setting up your feedback demo...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/setup'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEMO_REDIRECT_MS - 50);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(String(url)).toMatch(/\/api\/auth\/demo-login$/);
    expect(JSON.parse(String(init?.body)).email).toBe('founder@demo.suite.test');
    expect(authTokens.read()).toMatchObject(tokens);
    expect(sessionStorage.getItem('isDemo')).toBe('true');
    expect(sessionStorage.getItem('demoType')).toBe('feedback');
  });

  it('sends a signed-in visitor straight to /feedback/setup without a demo login', async () => {
    const router = renderEntry({ status: 'authenticated', user: { id: 'u1' }, account: { id: 'a1' } } as unknown as Session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/setup'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /login when the demo login fails', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'Invalid credentials' }));
    const router = renderEntry();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authTokens.read()).toBeNull();
  });
});
