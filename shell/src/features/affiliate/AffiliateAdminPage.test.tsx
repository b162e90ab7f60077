import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { api, ApiError } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { PublicSiteErrors } from '@suite/sdk';
import type { AffiliateAdminView } from '@suite/sdk/schemas';
import AffiliateAdminPage from './AffiliateAdminPage.js';

/** /admin/affiliate-program: the super admin's screen over GET/PUT /admin/affiliate-program, refunds and payouts. */

const user = (isSuperAdmin: boolean): Session => ({
  status: 'authenticated',
  user: { id: 'u-1', email: 'root@example.test', firstName: 'Root', lastName: 'Admin', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin, language: 'en' },
  account: null,
});

const overview: AffiliateAdminView = {
  rules: { commissionRateBp: 2000, commissionMonths: 12, cookieDays: 60, holdDays: 30 },
  affiliates: [
    {
      code: 'AFFCODE1',
      name: 'Ana Affiliate',
      email: 'ana@example.test',
      signups: 2,
      pendingCents: 580,
      payableCents: 580,
      paidCents: 0,
      commissions: [
        { invoiceId: '11111111-1111-4111-8111-111111111111', accountName: 'Referred Robotics', baseCents: 2900, refundedCents: 0, amountCents: 580, earnedAt: '2026-11-20T10:00:00.000Z', status: 'pending' },
        { invoiceId: '22222222-2222-4222-8222-222222222222', accountName: 'Referred Robotics', baseCents: 2900, refundedCents: 0, amountCents: 580, earnedAt: '2026-10-01T10:00:00.000Z', status: 'payable' },
      ],
    },
  ],
};

function renderAs(session: Session) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SessionContext.Provider value={session}>
            <MemoryRouter initialEntries={['/admin/affiliate-program']}>
              <Suspense fallback={null}>
                <AffiliateAdminPage />
              </Suspense>
            </MemoryRouter>
          </SessionContext.Provider>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

type Call = { method: string; path: string; body: unknown };
function answer(handle: (call: Call) => unknown) {
  const calls: Call[] = [];
  vi.spyOn(api, 'request').mockImplementation((async (method: string, path: string, options: { body?: unknown } = {}) => {
    const call = { method, path, body: options.body };
    calls.push(call);
    return handle(call);
  }) as never);
  return calls;
}

beforeAll(async () => {
  await initI18n({ lng: 'en', namespaces: ['affiliateAdmin'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/admin/affiliate-program', () => {
  it('is for super admins: anyone else is told so and nothing is asked of the API', async () => {
    const calls = answer(() => overview);
    renderAs(user(false));
    expect((await screen.findByTestId('affiliate-admin-denied')).textContent).toContain('Only super admins manage the affiliate program.');
    expect(calls).toEqual([]);
  });

  it('shows the rules and each affiliate with pending, payable and paid, and saves the rules in basis points', async () => {
    const calls = answer(({ method }) => (method === 'PUT' ? { ...overview.rules, commissionRateBp: 1750 } : overview));
    renderAs(user(true));
    const row = await screen.findByTestId('affiliate-AFFCODE1');
    expect(row.textContent).toContain('Ana Affiliate');
    expect(within(row).getByTestId('affiliate-pending').textContent).toBe('$5.80');
    expect(within(row).getByTestId('affiliate-payable').textContent).toBe('$5.80');
    expect(within(row).getByTestId('affiliate-paid').textContent).toBe('$0.00');
    const rate = screen.getByLabelText('Commission rate (%)') as HTMLInputElement;
    expect(rate.value).toBe('20');
    fireEvent.change(rate, { target: { value: '17.5' } });
    fireEvent.click(screen.getByTestId('rules-save'));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toBeDefined());
    expect(calls.find((call) => call.method === 'PUT')).toEqual({ method: 'PUT', path: '/admin/affiliate-program', body: { commissionRateBp: 1750, commissionMonths: 12, cookieDays: 60, holdDays: 30 } });
  });

  it('records a payout of the payable commissions after confirmation', async () => {
    const calls = answer(({ method }) => (method === 'POST' ? { paidCents: 580 } : overview));
    renderAs(user(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Record payout' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Mark $5.80 of payable commissions paid to Ana Affiliate?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/admin/affiliate-program/payouts', body: { affiliateCode: 'AFFCODE1' } }));
  });

  it("records a refund on an invoice in cents, and shows the server's refusal", async () => {
    const calls = answer(({ method }) => {
      if (method === 'POST') throw new ApiError(PublicSiteErrors.REFUND_TOO_LARGE, 422);
      return overview;
    });
    renderAs(user(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Commissions (2)' }));
    const line = await screen.findByTestId('commission-22222222-2222-4222-8222-222222222222');
    expect(line.textContent).toContain('Payable');
    fireEvent.click(within(line).getByRole('button', { name: 'Record refund' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The invoice paid $29.00, of which $0.00 was already refunded.');
    fireEvent.change(within(dialog).getByLabelText('Amount refunded'), { target: { value: '$10.00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')).toEqual({ method: 'POST', path: '/admin/affiliate-program/refunds', body: { invoiceId: '22222222-2222-4222-8222-222222222222', amountCents: 1000 } }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(PublicSiteErrors.REFUND_TOO_LARGE);
  });
});
