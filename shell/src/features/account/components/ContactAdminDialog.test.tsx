import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { api, createQueryClient } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { registerShellNamespaces } from '../../../app/i18n.js';
import { CONTACT_ADMIN_SUCCESS_CLOSE_MS, ContactAdminDialog } from './ContactAdminDialog.js';

function renderDialog(onClose: () => void) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <Suspense fallback={null}>
            <ContactAdminDialog opened onClose={onClose} page="/account-settings" />
          </Suspense>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  // Textarea autosize waits for web fonts.
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['account'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Contact Administrator dialog', () => {
  it("requires a subject and a message with the server's sentence, and sends nothing until both are there", async () => {
    const post = vi.spyOn(api, 'request');
    renderDialog(() => undefined);
    fireEvent.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject and message are required')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it('posts subject, message and page, shows the success view and closes itself after 2 s', async () => {
    const post = vi.spyOn(api, 'request').mockResolvedValue({ id: 'req-1' });
    const onClose = vi.fn();
    renderDialog(onClose);
    fireEvent.change(await screen.findByLabelText(/Subject/), { target: { value: ' Access please ' } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'I need the settings page.' } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message sent')).toBeTruthy();
    expect(post).toHaveBeenCalledWith('POST', '/accounts/contact-admin', expect.objectContaining({ body: { subject: 'Access please', message: 'I need the settings page.', page: '/account-settings' } }));
    await act(async () => {
      vi.advanceTimersByTime(CONTACT_ADMIN_SUCCESS_CLOSE_MS - 100);
    });
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(CONTACT_ADMIN_SUCCESS_CLOSE_MS).toBe(2000);
  });
});
