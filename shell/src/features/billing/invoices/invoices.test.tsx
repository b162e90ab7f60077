import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { InvoiceView } from '@suite/sdk';
import { api, createQueryClient } from '@suite/sdk/client';
import * as client from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { SessionContext, type Session } from '@suite/sdk/react';
import { registerShellNamespaces } from '../../../app/i18n.js';
import { InvoicesTab } from './InvoicesTab.js';

/** The invoices tab (issue 13): the caption above the table, each invoice opening in a detail view with its PDF as a download. */
const session: Session = {
  status: 'authenticated',
  user: { id: 'u-1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'acc-1', name: 'Northwind Robotics', slug: 'northwind', role: 'OWNER', permissions: [], plan: 'PRO', enabledFeatures: [] },
};

const invoice: InvoiceView = {
  id: 'inv-1',
  number: 'INV-2026-000007',
  accountId: 'acc-1',
  subscriptionId: 'sub-1',
  status: 'PAID',
  currency: 'USD',
  issuedAt: '2026-03-02T10:00:00.000Z',
  periodStart: '2026-03-02T10:00:00.000Z',
  periodEnd: '2027-03-02T10:00:00.000Z',
  lines: [
    { type: 'SUBSCRIPTION', description: 'Pro plan, annual', quantity: 1, unitPriceCents: 27840, amountCents: 27840 },
    { type: 'ADDITIONAL_USERS', description: '3 additional users, annual', quantity: 3, unitPriceCents: 4800, amountCents: 14400 },
    { type: 'PRORATION_CREDIT', description: 'Credit for unused days', quantity: 1, unitPriceCents: -1000, amountCents: -1000 },
  ],
  subtotalCents: 42240,
  discountCode: 'LAUNCH10',
  discountCents: 4224,
  prorationCreditCents: 1000,
  accountCreditCents: 0,
  taxRatePercent: 20,
  taxCents: 7403,
  totalCents: 44419,
  amountPaidCents: 44419,
  paidAt: '2026-03-02T10:00:00.000Z',
  paymentMethod: { brand: 'visa', last4: '4242' },
  downloadPath: '/api/billing/invoices/inv-1/download',
};

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['billing'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderTab() {
  vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string) => {
    if (method === 'GET' && path.startsWith('/billing/invoices')) return { invoices: [invoice], total: 1, limit: 10, offset: 0 } as never;
    return undefined as never;
  });
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionContext.Provider value={session}>
            <InvoicesTab />
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('the invoices tab', () => {
  it('puts the caption above the table', async () => {
    renderTab();
    const table = (await screen.findByRole('button', { name: 'Open invoice INV-2026-000007' })).closest('table')!;
    const caption = table.querySelector('caption')!;
    expect(caption.textContent).toBe('Invoices, newest first');
    expect(table.firstElementChild).toBe(caption);
    expect(table.getAttribute('style') ?? '').toContain('--table-caption-side: top');
  });

  it('opens an invoice in a detail view: bill-to, lines, discount, credit, tax, total, payment, status, and the PDF download', async () => {
    const download = vi.spyOn(client, 'callEndpoint').mockResolvedValue(new Blob(['%PDF-1.4']) as never);
    renderTab();
    await userEvent.click(await screen.findByRole('button', { name: 'Open invoice INV-2026-000007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-2026-000007' });
    const view = within(dialog);
    expect(view.getByText('Northwind Robotics')).toBeTruthy();
    expect(view.getByText('Paid')).toBeTruthy();
    const lines = view.getByRole('table');
    expect(within(lines).getByText('Lines')).toBeTruthy();
    expect(within(lines).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Pro plan, annual1$278.40$278.40', '3 additional users, annual3$48.00$144.00']);
    expect(view.getByText('Discount (LAUNCH10)')).toBeTruthy();
    expect(view.getByText('-$42.24')).toBeTruthy();
    expect(view.getByText('Credit for unused days')).toBeTruthy();
    expect(view.getByText('Tax (20%)')).toBeTruthy();
    expect(view.getByText('$74.03')).toBeTruthy();
    expect(view.getByText('$444.19')).toBeTruthy();
    expect(view.getByTestId('invoice-payment').textContent).toMatch(/^\$444\.19 paid on .+ with Visa •••• 4242$/);

    await userEvent.click(view.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
  });
});
