import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SupportErrors } from '@suite/sdk';
import { api, ApiError } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../app/i18n.js';
import SupportPage from './SupportPage.js';

const signedIn: Session = {
  status: 'authenticated',
  user: { id: 'u-1', email: 'maya@example.com', firstName: 'Maya', lastName: 'Patel', avatarUrl: null, primaryPersona: 'FOUNDER', emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: null,
};
const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderPage(session: Session) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <MemoryRouter initialEntries={['/support']}>
            <Suspense fallback={null}>
              <SupportPage />
            </Suspense>
          </MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

beforeAll(async () => {
  // Textarea autosize waits for web fonts.
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['support'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/support', () => {
  it('fills in the name and email of the signed-in user', async () => {
    renderPage(signedIn);
    expect(((await screen.findByRole('textbox', { name: /Name/ })) as HTMLInputElement).value).toBe('Maya Patel');
    expect((field(/Email/) as HTMLInputElement).value).toBe('maya@example.com');
  });

  it("validates as the user types with the spec's texts, and sends nothing while a field is wrong", async () => {
    const request = vi.spyOn(api, 'request');
    renderPage(signedOut);
    await screen.findByRole('textbox', { name: /Name/ });
    type(/Name/, 'M');
    expect(screen.getByText(SupportErrors.NAME_TOO_SHORT)).toBeTruthy();
    expect(screen.queryByText(SupportErrors.SUBJECT_TOO_SHORT)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText(SupportErrors.INVALID_EMAIL)).toBeTruthy();
    expect(screen.getByText(SupportErrors.SUBJECT_TOO_SHORT)).toBeTruthy();
    expect(screen.getByText(SupportErrors.MESSAGE_TOO_SHORT)).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });

  it("sends the request with category general and priority medium, then toasts 'Support request sent' with the reference", async () => {
    const request = vi.spyOn(api, 'request').mockResolvedValue({ ticketId: '3f2a9c1e-1111-4222-8333-944445555666', reference: '3f2a9c1e', replyWithinHours: 24 });
    const show = vi.spyOn(notifications, 'show');
    renderPage(signedIn);
    await screen.findByRole('textbox', { name: /Name/ });
    type(/Subject/, 'Cannot export the runway');
    type(/Message/, 'The export button does nothing at all.');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    // Sent with the token (public: false): the ticket names its signed-in sender.
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/contact/support',
      expect.objectContaining({
        public: false,
        body: { name: 'Maya Patel', email: 'maya@example.com', subject: 'Cannot export the runway', message: 'The export button does nothing at all.', category: 'general', priority: 'medium' },
      }),
    );
    expect(show.mock.calls[0]![0]).toMatchObject({ title: 'Support request sent', message: 'Ticket 3f2a9c1e. We will reply within 24 hours.' });
    // The requester stays; the request is cleared.
    expect((field(/Subject/) as HTMLInputElement).value).toBe('');
    expect((field(/Name/) as HTMLInputElement).value).toBe('Maya Patel');
  });

  it("toasts 'Error' with the server's message, and keeps what was typed", async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new ApiError('Too many requests. Please try again later.', 429));
    const show = vi.spyOn(notifications, 'show');
    renderPage(signedIn);
    await screen.findByRole('textbox', { name: /Name/ });
    type(/Subject/, 'Cannot export the runway');
    type(/Message/, 'The export button does nothing at all.');
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ title: 'Error', message: 'Too many requests. Please try again later.' });
    expect((field(/Subject/) as HTMLInputElement).value).toBe('Cannot export the runway');
  });

  it("falls back to 'Failed to send support request. Please try again.' when the failure has no text", async () => {
    vi.spyOn(api, 'request').mockRejectedValue(new Error(''));
    const show = vi.spyOn(notifications, 'show');
    renderPage(signedIn);
    await screen.findByRole('textbox', { name: /Name/ });
    type(/Subject/, 'Cannot export the runway');
    type(/Message/, 'The export button does nothing at all.');
    fireEvent.submit(field(/Subject/).closest('form')!);
    await waitFor(() => expect(show).toHaveBeenCalled());
    expect(show.mock.calls[0]![0]).toMatchObject({ title: 'Error', message: SupportErrors.SEND_FAILED });
  });
});
