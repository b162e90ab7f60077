import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../app/i18n.js';

const controls = { refresh: vi.fn(async () => undefined), switchAccount: vi.fn(async (_id: string) => undefined) };
vi.mock('../../app/session/SessionProvider.js', () => ({ useSessionControls: () => controls }));
const { default: AcceptInvitationPage } = await import('./AcceptInvitationPage.js');

const invitation = {
  id: 'inv-1',
  accountId: 'acc-1',
  accountName: 'Acme Robotics',
  email: 'new@example.com',
  role: 'MEMBER',
  permissions: [],
  inviterUserId: 'u-1',
  inviterName: 'Maya Patel',
  status: 'pending',
  expiresAt: '2030-01-08T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
};

const signedIn: Session = { status: 'authenticated', user: { id: 'u-2', email: 'new@example.com', firstName: 'New', lastName: 'Person', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' }, account: null };
const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderAt(path: string, session: Session, children: ReactNode = <AcceptInvitationPage />) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Suspense fallback={null}>{children}</Suspense>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['account'] });
});
beforeEach(() => {
  controls.refresh.mockClear();
  controls.switchAccount.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every call of the page goes through the client's request(method, path, options): endpoints and the team module's paths alike. */
function answer(get: (path: string) => Promise<unknown>, post: (path: string) => Promise<unknown> = async () => undefined) {
  return vi.spyOn(api, 'request').mockImplementation(((method: string, path: string) => (method === 'GET' ? get(path) : post(path))) as never);
}

describe('/accept-invitation', () => {
  it("shows 'Missing invitation token.' in a red 'Invitation Error' alert without a token", async () => {
    renderAt('/accept-invitation', signedIn);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Invitation Error');
    expect(alert.textContent).toContain('Missing invitation token.');
  });

  it("prefers the server's text when the token is not found", async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError('Invalid or expired invitation', 404));
    renderAt('/accept-invitation?token=nope', signedIn);
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid or expired invitation');
  });

  it('shows the account, inviter, email and role, and asks a signed-out visitor to log in or create an account', async () => {
    const request = answer(async () => invitation);
    renderAt('/accept-invitation?token=tok-1', signedOut);
    expect(await screen.findByText('Maya Patel')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('GET', '/invitations/token/tok-1', expect.objectContaining({ public: true }));
    expect(screen.getAllByText('Acme Robotics').length).toBeGreaterThan(0);
    expect(screen.getByText('new@example.com')).toBeTruthy();
    expect(screen.getByText('Member')).toBeTruthy();
    expect(screen.getByText('You must be logged in to accept this invitation.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Accept Invitation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?from=${encodeURIComponent('/accept-invitation?token=tok-1')}`);
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register?invitation=tok-1&email=new%40example.com');
  });

  it('accepts, says so, and switches to the account joined, ignoring a failed switch', async () => {
    const request = answer(async () => invitation, async () => ({ accountId: 'acc-1', role: 'MEMBER' }));
    controls.switchAccount.mockRejectedValue(new Error('switch failed'));
    renderAt('/accept-invitation?token=tok-1', signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect(await screen.findByText('You have joined the team successfully.')).toBeTruthy();
    // Signed in: the invitee's token goes with it.
    expect(request).toHaveBeenCalledWith('POST', '/invitations/token/tok-1/accept', expect.objectContaining({ body: undefined, public: undefined }));
    expect(controls.switchAccount).toHaveBeenCalledWith('acc-1');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Failed to accept invitation.' when accepting fails without a server text", async () => {
    answer(async () => invitation, () => Promise.reject(new ApiError('', 500)));
    renderAt('/accept-invitation?token=tok-1', signedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept Invitation' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to accept invitation.');
  });

  it("declines with 'You have declined the invitation.'", async () => {
    const request = answer(async () => invitation, async () => ({ status: 'declined' }));
    renderAt('/accept-invitation?token=tok-1', signedOut);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('You have declined the invitation.')).toBeTruthy();
    expect(request).toHaveBeenCalledWith('POST', '/invitations/token/tok-1/decline', expect.objectContaining({ public: true }));
    expect(controls.switchAccount).not.toHaveBeenCalled();
  });

  describe('with a team invitation', () => {
    const team = {
      teamId: 'team-1',
      teamName: 'Robotics Core',
      role: 'facilitator',
      email: 'new@example.com',
      accountId: 'acc-2',
      accountName: 'Acme Robotics',
      inviterName: 'Maya Patel',
      expiresAt: '2030-01-08T00:00:00.000Z',
    };
    const lookups = (posted: unknown) =>
      answer((path) => (path.startsWith('/teams/invitations/') ? Promise.resolve(team) : Promise.reject(new ApiError('Invalid or expired invitation', 404))), async () => posted);

    it('looks a token that is not an account invitation up as a team invitation: team, role, and accept', async () => {
      const request = lookups({ teamId: 'team-1', teamName: 'Robotics Core', role: 'facilitator', accountId: 'acc-2' });
      renderAt('/accept-invitation?token=tok-2', signedIn);
      expect(await screen.findByRole('heading', { name: 'Team Invitation' })).toBeTruthy();
      expect(request).toHaveBeenCalledWith('GET', '/teams/invitations/tok-2', expect.objectContaining({ public: true }));
      expect(screen.getByText('Robotics Core')).toBeTruthy();
      expect(screen.getByText('Facilitator')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
      expect(await screen.findByText('You have joined the team successfully.')).toBeTruthy();
      expect(request).toHaveBeenCalledWith('POST', '/teams/invitations/accept', expect.objectContaining({ body: { token: 'tok-2' } }));
      expect(controls.switchAccount).toHaveBeenCalledWith('acc-2');
    });

    it('declines a team link (kind=team) without signing in', async () => {
      const request = lookups({ status: 'declined' });
      renderAt('/accept-invitation?token=tok-3&kind=team', signedOut);
      expect(await screen.findByText('You must be logged in to accept this invitation.')).toBeTruthy();
      expect(request.mock.calls.filter(([method]) => method === 'GET')).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
      expect(await screen.findByText('You have declined the invitation.')).toBeTruthy();
      expect(request).toHaveBeenCalledWith('POST', '/teams/invitations/tok-3/decline', expect.objectContaining({ public: true }));
    });
  });
});
