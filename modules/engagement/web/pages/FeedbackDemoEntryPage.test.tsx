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

const calls = vi.hoisted(() => ({ demoLogin: vi.fn(), write: vi.fn() }));
vi.mock('@suite/sdk/web', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callEndpoint: calls.demoLogin,
  authTokens: { write: calls.write, read: () => null, clear: () => undefined },
}));
const { default: FeedbackDemoEntryPage, DEMO_REDIRECT_MS } = await import('./FeedbackDemoEntryPage.js');

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
  calls.demoLogin.mockReset();
  calls.write.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the /demo/feedback entry screen', () => {
  it('says "Setting up your feedback demo...", signs in as the demo and lands on /feedback/setup after 1.5 s', async () => {
    const tokens = { accessToken: 'a', refreshToken: 'r' };
    calls.demoLogin.mockResolvedValue({ tokens });
    const started = Date.now();
    const router = renderEntry();
    expect(screen.getByText('Setting up your feedback demo...')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/setup'), { timeout: 4000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEMO_REDIRECT_MS - 50);
    const [endpoint, request] = calls.demoLogin.mock.calls[0]!;
    expect(endpoint.method).toBe('POST');
    expect(endpoint.path).toMatch(/\/auth\/demo-login$/);
    expect(request.body.email).toBe('founder@demo.suite.test');
    expect(calls.write).toHaveBeenCalledWith(tokens);
    expect(sessionStorage.getItem('isDemo')).toBe('true');
    expect(sessionStorage.getItem('demoType')).toBe('feedback');
  });

  it('sends a signed-in visitor straight to /feedback/setup without a demo login', async () => {
    const router = renderEntry({ status: 'authenticated', user: { id: 'u1' }, account: { id: 'a1' } } as unknown as Session);
    await waitFor(() => expect(router.state.location.pathname).toBe('/feedback/setup'));
    expect(calls.demoLogin).not.toHaveBeenCalled();
  });

  it('goes to /login when the demo login fails', async () => {
    calls.demoLogin.mockRejectedValue(new Error('Invalid credentials'));
    const router = renderEntry();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.write).not.toHaveBeenCalled();
  });
});
