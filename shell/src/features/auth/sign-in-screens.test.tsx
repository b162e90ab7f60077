import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { suiteTheme } from '@suite/sdk/ui';
import { AuthErrors, DEMO_PASSWORD, type SessionResponse, type SignInResult } from '@suite/sdk';
import { SessionProvider } from '../../app/session/SessionProvider.js';
import { registerShellNamespaces } from '../../app/i18n.js';
import LoginPage from './LoginPage.js';
import RegisterPage from './RegisterPage.js';
import TwoFactorPage from './TwoFactorPage.js';
import { PENDING_TWO_FACTOR_KEY } from './handoff.js';
import { DEVICE_ID_KEY, deviceFingerprint } from './device.js';

/** What the fake server answers: a handler per "METHOD /path" (under /api). */
type FakeRoutes = Record<string, (body: unknown) => { status?: number; body: unknown }>;

interface FakeServer {
  calls: { method: string; path: string; body: unknown }[];
}

/** Stub fetch with the envelope the platform answers ({success, data} or {success:false, error}). */
function fakeServer(routes: FakeRoutes): FakeServer {
  const server: FakeServer = { calls: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    server.calls.push({ method, path: url.pathname.replace(/^\/api/, ''), body });
    const handler = routes[`${method} ${url.pathname.replace(/^\/api/, '')}`];
    if (!handler) return new Response(JSON.stringify({ success: false, error: 'Not found' }), { status: 404 });
    const { status = 200, body: answer } = handler(body);
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  });
  return server;
}

let started: Promise<unknown> | null = null;

/** i18n in English with the shell's namespaces, once per test file. */
function startI18n(): Promise<unknown> {
  if (!started) {
    registerShellNamespaces();
    started = initI18n({ lng: 'en', namespaces: ['shell', 'auth', 'authRegister', 'authRecovery', 'authVerify'] });
  }
  return started;
}

/** Where the router is, for assertions. */
function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render a page at a path, inside the shell's providers, with stand-ins for the other pages. */
async function renderAt(path: string, routes: { path: string; element: ReactElement }[]) {
  await startI18n();
  const stand = (name: string) => ({ path: name, element: <Where /> });
  const router = createMemoryRouter(
    [...routes.map((route) => ({ path: route.path, element: route.element })), ...['/dashboard', '/investor/dashboard', '/affiliate-dashboard', '/kanban', '/2fa', '/email-verification-required', '/accept-invitation', '/login'].filter((p) => !routes.some((route) => route.path === p)).map(stand)],
    { initialEntries: [path] },
  );
  render(
    <MantineProvider theme={suiteTheme}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return router;
}

const profile = (overrides: Partial<SignInResult['user']> = {}): SignInResult['user'] => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  avatarUrl: null,
  primaryPersona: 'FOUNDER',
  emailVerified: true,
  isSuperAdmin: false,
  language: 'en',
  status: 'ACTIVE',
  twoFactorMethod: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** A JWT-shaped token (the token store drops anything else). */
const ACCESS_TOKEN = 'aaaa.bbbb.cccc';

function signInAnswer(user = profile(), requiresEmailVerification = !user.emailVerified): SignInResult {
  return { user, tokens: { accessToken: ACCESS_TOKEN, refreshToken: 'refresh-token-0123456789', expiresAt: Date.now() + 3_600_000 }, accountId: 'acc', requiresEmailVerification };
}

function sessionAnswer(user = profile()): SessionResponse {
  return { user, account: null, memberships: [], sessionId: 'sess' };
}

// ---------- the screens ----------


const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the login page', () => {
  it("shows 'Invalid email or password' in a red alert and keeps what was typed", async () => {
    fakeServer({ 'POST /auth/login': () => ({ status: 401, body: { success: false, error: AuthErrors.INVALID_CREDENTIALS } }) });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password{Enter}');
    const alert = await screen.findByTestId('login-error');
    expect(within(alert).getByText(AuthErrors.INVALID_CREDENTIALS)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it("shows the lockout text 'Account is temporarily locked due to too many failed login attempts'", async () => {
    fakeServer({ 'POST /auth/login': () => ({ status: 423, body: { success: false, error: AuthErrors.ACCOUNT_LOCKED } }) });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'whatever1{Enter}');
    expect(within(await screen.findByTestId('login-error')).getByText(AuthErrors.ACCOUNT_LOCKED)).toBeTruthy();
  });

  it('refuses a malformed email before calling the server', async () => {
    const server = fakeServer({});
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.type(screen.getByLabelText(/^Password/), 'whatever1{Enter}');
    expect(await screen.findByText(AuthErrors.INVALID_EMAIL)).toBeTruthy();
    expect(server.calls.filter((call) => call.path === '/auth/login')).toHaveLength(0);
  });

  it('signs in and goes back to the page the user came from', async () => {
    const server = fakeServer({ 'POST /auth/login': () => ({ body: { success: true, data: signInAnswer() } }), 'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer() } }) });
    await renderAt('/login?from=%2Fkanban', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse{Enter}');
    await waitFor(() => expect(location()).toBe('/kanban'));
    expect(server.calls.find((call) => call.path === '/auth/login')?.body).toMatchObject({ email: 'ada@example.com', password: 'correct-horse' });
    expect(JSON.parse(localStorage.getItem('authTokens')!)).toMatchObject({ accessToken: ACCESS_TOKEN });
  });

  it('lands an investor on /investor/dashboard when no origin is remembered', async () => {
    const investor = profile({ primaryPersona: 'INVESTOR' });
    fakeServer({ 'POST /auth/login': () => ({ body: { success: true, data: signInAnswer(investor) } }), 'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer(investor) } }) });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse{Enter}');
    await waitFor(() => expect(location()).toBe('/investor/dashboard'));
  });

  it('keeps the pending second factor in session storage and goes to /2fa', async () => {
    fakeServer({ 'POST /auth/login': () => ({ body: { success: true, data: { requiresTwoFactor: true, pendingToken: 'pending-0123456789', method: 'email' } } }) });
    await renderAt('/login?from=%2Fkanban', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse{Enter}');
    await waitFor(() => expect(location()).toBe('/2fa'));
    expect(JSON.parse(sessionStorage.getItem(PENDING_TWO_FACTOR_KEY)!)).toEqual({ pendingToken: 'pending-0123456789', method: 'email', from: '/kanban' });
  });

  it("shows the yellow 'Email verification required' notice for an unverified account, and resends to the typed email", async () => {
    const unverified = profile({ emailVerified: false });
    const server = fakeServer({
      'POST /auth/login': () => ({ body: { success: true, data: signInAnswer(unverified) } }),
      'POST /auth/resend-verification/public': () => ({ body: { success: true, data: { message: AuthErrors.RESEND_VERIFICATION_SENT } } }),
    });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse{Enter}');
    const notice = await screen.findByTestId('verification-notice');
    expect(within(notice).getByText(AuthErrors.EMAIL_VERIFICATION_REQUIRED)).toBeTruthy();
    await user.click(within(notice).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(notice).findByText(AuthErrors.RESEND_VERIFICATION_SENT)).toBeTruthy();
    expect(server.calls.find((call) => call.path === '/auth/resend-verification/public')?.body).toEqual({ email: 'ada@example.com' });
    // Not signed in until the user chooses to continue.
    expect(localStorage.getItem('authTokens')).toBeNull();
  });

  it("asks for an email before resending: 'Please enter your email then click Resend'", async () => {
    fakeServer({ 'POST /auth/login': () => ({ status: 403, body: { success: false, error: AuthErrors.EMAIL_VERIFICATION_REQUIRED } }) });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse{Enter}');
    const notice = await screen.findByTestId('verification-notice');
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.click(within(notice).getByRole('button', { name: 'Resend verification email' }));
    expect(await within(notice).findByText(AuthErrors.RESEND_NEEDS_EMAIL)).toBeTruthy();
  });

  it('opens the demo-accounts panel and fills the form from an entry', async () => {
    fakeServer({});
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    const user = userEvent.setup();
    const toggle = await screen.findByRole('button', { name: 'Demo accounts' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(await screen.findByText('Acme Robotics')).toBeTruthy();
    expect(screen.getByText(DEMO_PASSWORD)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /admin\.pro@demo\.suite\.test/ }));
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('admin.pro@demo.suite.test');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe(DEMO_PASSWORD);
  });

  it('sends a signed-in visitor to /dashboard', async () => {
    localStorage.setItem('authTokens', JSON.stringify({ accessToken: ACCESS_TOKEN }));
    fakeServer({ 'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer() } }) });
    await renderAt('/login', [{ path: '/login', element: <LoginPage /> }]);
    await waitFor(() => expect(location()).toBe('/dashboard'));
  });
});

describe('the registration page', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Phone' | 'Company or team name' | 'Password' | 'Confirm password', string>>) => {
    for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  };

  it('keeps submit disabled until the terms are accepted', async () => {
    fakeServer({});
    await renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
    const submit = await screen.findByRole('button', { name: 'Create account' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('preselects the persona from ?persona= and shows the affiliate choice only from its link', async () => {
    fakeServer({});
    await renderAt('/register?persona=INVESTOR', [{ path: '/register', element: <RegisterPage /> }]);
    expect(((await screen.findByRole('radio', { name: /An investor/ })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /An affiliate/ })).toBeNull();
  });

  it("shows the spec's messages under their fields and does not call the server", async () => {
    const server = fakeServer({});
    await renderAt('/register', [{ path: '/register', element: <RegisterPage /> }]);
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fill(user, { Email: 'not-an-email', Password: 'short', 'Confirm password': 'shorter' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const text of [AuthErrors.PERSONA_REQUIRED, AuthErrors.PASSWORDS_DO_NOT_MATCH, AuthErrors.INVALID_EMAIL, AuthErrors.PASSWORD_TOO_SHORT, AuthErrors.FIRST_NAME_LENGTH, AuthErrors.LAST_NAME_LENGTH, AuthErrors.PHONE_REQUIRED]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    expect(server.calls.filter((call) => call.path === '/auth/register')).toHaveLength(0);
  });

  it('registers from an invitation link and, unverified, goes to the verification notice with the invitation next', async () => {
    const server = fakeServer({
      'POST /auth/register': () => ({ status: 201, body: { success: true, data: signInAnswer(profile({ emailVerified: false })) } }),
      'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer(profile({ emailVerified: false })) } }),
    });
    await renderAt('/register?invitation=inv-token&email=ada%40example.com', [{ path: '/register', element: <RegisterPage /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /A founder/ }));
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Phone: '+1 555 0100', 'Company or team name': 'Analytical Engines', Password: 'longenough1', 'Confirm password': 'longenough1' });
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe(`/email-verification-required?from=${encodeURIComponent('/accept-invitation?token=inv-token')}`));
    expect(server.calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({
      persona: 'FOUNDER',
      firstName: 'Ada',
      email: 'ada@example.com',
      accountName: 'Analytical Engines',
      acceptTerms: true,
      invitationToken: 'inv-token',
      language: 'en',
    });
    expect(localStorage.getItem('suite.afterVerification')).toBe('/accept-invitation?token=inv-token');
  });

  it('registers from a pending invitation with only name and password, and lands in the inviting account', async () => {
    const invitation = {
      id: 'inv-1',
      accountId: 'acc',
      accountName: 'Acme Robotics',
      email: 'tess@example.com',
      role: 'MEMBER',
      permissions: [],
      inviterUserId: 'u-1',
      inviterName: 'Sam Founder',
      status: 'pending',
      expiresAt: '2030-01-01T00:00:00.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const joined = profile({ email: 'tess@example.com', firstName: 'Tess', primaryPersona: 'TEAM_MEMBER', emailVerified: true });
    const server = fakeServer({
      'GET /invitations/token/inv-token': () => ({ body: { success: true, data: invitation } }),
      'POST /auth/register': () => ({ body: { success: true, data: signInAnswer(joined) } }),
      'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer(joined) } }),
    });
    await renderAt('/register?invitation=inv-token', [{ path: '/register', element: <RegisterPage /> }]);
    expect(await screen.findByRole('heading', { name: 'Join Acme Robotics' })).toBeTruthy();
    expect(screen.getByTestId('register-note').textContent).toContain('Sam Founder invited you to Acme Robotics as a member.');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByLabelText(/^Phone/)).toBeNull();
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).readOnly).toBe(true);
    const user = userEvent.setup();
    await fill(user, { 'First name': 'Tess', 'Last name': 'Mate', Password: 'longenough1', 'Confirm password': 'longenough1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Join the account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(server.calls.find((call) => call.path === '/auth/register')?.body).toMatchObject({ email: 'tess@example.com', persona: '', phone: '', invitationToken: 'inv-token' });
  });

  it("shows the server's refusal in a red alert and keeps the form filled", async () => {
    const taken = 'An account with this email already exists. Sign in or reset your password.';
    fakeServer({ 'POST /auth/register': () => ({ status: 409, body: { success: false, error: taken } }) });
    await renderAt('/register?persona=FOUNDER', [{ path: '/register', element: <RegisterPage /> }]);
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Phone: '1', Password: 'longenough1', 'Confirm password': 'longenough1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(within(await screen.findByTestId('register-error')).getByText(taken)).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Ada');
  });

  it("falls back to 'Registration failed. Please try again.' when the server fails", async () => {
    fakeServer({ 'POST /auth/register': () => ({ status: 500, body: { success: false, error: 'boom' } }) });
    await renderAt('/register?persona=FOUNDER', [{ path: '/register', element: <RegisterPage /> }]);
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Phone: '1', Password: 'longenough1', 'Confirm password': 'longenough1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(within(await screen.findByTestId('register-error')).getByText(AuthErrors.REGISTRATION_FAILED_RETRY)).toBeTruthy();
  });

  it("shows the 'check your e-mail' outcome (an address that already has an account) without signing in", async () => {
    fakeServer({ 'POST /auth/register': () => ({ body: { success: true, data: { requiresEmailVerification: true, message: AuthErrors.REGISTRATION_CHECK_EMAIL } } }) });
    await renderAt('/register?persona=FOUNDER', [{ path: '/register', element: <RegisterPage /> }]);
    const user = userEvent.setup();
    await screen.findByLabelText(/^First name/);
    await fill(user, { 'First name': 'Ada', 'Last name': 'Lovelace', Email: 'ada@example.com', Phone: '1', Password: 'longenough1', 'Confirm password': 'longenough1' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(within(await screen.findByTestId('register-check-email')).getByText(AuthErrors.REGISTRATION_CHECK_EMAIL)).toBeTruthy();
    expect(screen.queryByTestId('register-error')).toBeNull();
    // Not signed in: no tokens were stored.
    expect(localStorage.getItem('authTokens')).toBeNull();
  }, 20_000);
});

describe('the second-factor page', () => {
  it('goes back to /login without pending data', async () => {
    fakeServer({});
    await renderAt('/2fa', [{ path: '/2fa', element: <TwoFactorPage /> }]);
    await waitFor(() => expect(location()).toBe('/login'));
  });

  it("shows 'Verification failed. Please try again.' for a wrong code, then signs in with the right one", async () => {
    sessionStorage.setItem(PENDING_TWO_FACTOR_KEY, JSON.stringify({ pendingToken: 'pending-0123456789', method: 'email', from: '/kanban' }));
    let attempts = 0;
    const server = fakeServer({
      'POST /auth/verify-2fa': () =>
        ++attempts === 1 ? { status: 401, body: { success: false, error: AuthErrors.VERIFICATION_FAILED } } : { body: { success: true, data: signInAnswer() } },
      'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer() } }),
    });
    await renderAt('/2fa', [{ path: '/2fa', element: <TwoFactorPage /> }]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Verification code' });
    await user.keyboard('111111');
    expect(within(await screen.findByTestId('two-factor-error')).getByText(AuthErrors.VERIFICATION_FAILED)).toBeTruthy();
    await user.click(screen.getByLabelText('Trust this device'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await waitFor(() => expect(location()).toBe('/kanban'));
    expect(server.calls.filter((call) => call.path === '/auth/verify-2fa').map((call) => call.body)).toEqual([
      { pendingToken: 'pending-0123456789', code: '111111', trustDevice: false },
      { pendingToken: 'pending-0123456789', code: '123456', trustDevice: true },
    ]);
    expect(sessionStorage.getItem(PENDING_TWO_FACTOR_KEY)).toBeNull();
  });

  it('keeps the device secret the server gives a trusted device, and signs in with it next time', async () => {
    sessionStorage.setItem(PENDING_TWO_FACTOR_KEY, JSON.stringify({ pendingToken: 'pending-0123456789', method: 'totp', from: '/kanban' }));
    localStorage.setItem(DEVICE_ID_KEY, 'browser-own-id-0123456789');
    const secret = 'a'.repeat(64);
    fakeServer({
      'POST /auth/verify-2fa': () => ({ body: { success: true, data: { ...signInAnswer(), deviceToken: secret } } }),
      'GET /auth/session': () => ({ body: { success: true, data: sessionAnswer() } }),
    });
    await renderAt('/2fa', [{ path: '/2fa', element: <TwoFactorPage /> }]);
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Verification code' });
    await user.click(screen.getByLabelText('Trust this device'));
    await user.click(screen.getByLabelText('Digit 1 of 6'));
    await user.keyboard('123456');
    await waitFor(() => expect(location()).toBe('/kanban'));
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(secret);
    expect(deviceFingerprint()).toBe(secret);
  });

  it("shows 'Failed to resend code. Please try again.' when a new code cannot be sent", async () => {
    sessionStorage.setItem(PENDING_TWO_FACTOR_KEY, JSON.stringify({ pendingToken: 'pending-0123456789', method: 'email', from: null }));
    fakeServer({ 'POST /auth/verify-2fa/resend': () => ({ status: 400, body: { success: false, error: 'nope' } }) });
    await renderAt('/2fa', [{ path: '/2fa', element: <TwoFactorPage /> }]);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(AuthErrors.RESEND_CODE_FAILED)).toBeTruthy();
  });
});
