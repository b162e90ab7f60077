import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BillingErrors, defineAbilityFor, type CartView } from '@suite/sdk';
import { api, ApiError, createQueryClient } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { AbilityProvider, SessionContext, type Session } from '@suite/sdk/react';
import { notifications } from '@mantine/notifications';
import { registerShellNamespaces } from '../../../app/i18n.js';
import { PAYMENT_METHOD_NOTICE_ID } from '../api.js';

const refresh = vi.fn(async () => undefined);
vi.mock('../../../app/session/SessionProvider.js', () => ({ useSessionControls: () => ({ refresh }) }));
const { ServerCartDrawer } = await import('./ServerCartDrawer.js');

const session: Session = {
  status: 'authenticated',
  user: { id: 'u-1', email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', avatarUrl: null, primaryPersona: null, emailVerified: true, isSuperAdmin: false, language: 'en' },
  account: { id: 'acc-1', name: 'Northwind', slug: 'northwind', role: 'OWNER', permissions: [], plan: 'FREE', enabledFeatures: [] },
};

const cart: CartView = {
  id: 'cart-1',
  userId: 'u-1',
  accountId: 'acc-1',
  currency: 'USD',
  items: [
    { id: 'i-1', type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', additionalUsers: 0, quantity: 1, editable: false, unitPriceCents: 27840, totalCents: 27840, description: 'Pro plan, annual' },
    { id: 'i-2', type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: 'ANNUAL', additionalUsers: 3, quantity: 3, editable: true, unitPriceCents: 4800, totalCents: 14400, description: '3 additional users, annual' },
  ],
  subtotalCents: 42240,
  discount: null,
  prorationCreditCents: 0,
  accountCreditCents: 0,
  creditBalanceAfterCents: 0,
  taxRatePercent: 0,
  taxCents: 0,
  totalCents: 42240,
  discountProblem: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderDrawer() {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionContext.Provider value={session}>
            <AbilityProvider value={defineAbilityFor({ id: 'u-1' }, { role: 'OWNER' }, { plan: 'FREE' })}>
              <MemoryRouter initialEntries={['/pricing']}>
                <Suspense fallback={null}>
                  <ServerCartDrawer opened />
                </Suspense>
                <Routes>
                  <Route path="*" element={<Where />} />
                </Routes>
              </MemoryRouter>
            </AbilityProvider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['billing'] });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The server as the panel calls it: reads answer the cart and the cards; writes fail with `refusal` when given. */
function mockServer(methods: unknown[], refusal?: ApiError, shown: CartView = cart) {
  vi.spyOn(api, 'request').mockImplementation(async (method: string, path: string) => {
    if (method === 'GET') return (path === '/billing/cart' ? shown : path === '/billing/payment-methods' ? methods : undefined) as never;
    if (refusal) throw refusal;
    return undefined as never;
  });
}

describe('the signed-in cart panel', () => {
  it('shows the lines, the quantity of additional users and the total in USD', async () => {
    mockServer([]);
    renderDrawer();
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    expect(await within(panel).findByText('Pro plan (Annual)')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: 'Quantity of Additional users (Annual)' }) as HTMLInputElement).value).toBe('3');
    expect(within(panel).getByTestId('cart-total').textContent).toBe('$422.40');
    expect((within(panel).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the credit for unused days and the account credit, and what stays on the account', async () => {
    const switching: CartView = { ...cart, prorationCreditCents: 27840, accountCreditCents: 14400, creditBalanceAfterCents: 2500, totalCents: 0 };
    mockServer([], undefined, switching);
    renderDrawer();
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    expect(await within(panel).findByText('Credit for unused days')).toBeTruthy();
    expect(within(panel).getByText('-$278.40')).toBeTruthy();
    expect(within(panel).getByText('Account credit')).toBeTruthy();
    expect(within(panel).getByText('-$144.00')).toBeTruthy();
    expect(within(panel).getByText('$25.00 stays on the account for later charges')).toBeTruthy();
    expect(within(panel).getByTestId('cart-total').textContent).toBe('$0.00');
  });

  it('sends a checkout without a payment method to add one', async () => {
    mockServer([], new ApiError(BillingErrors.PAYMENT_METHOD_REQUIRED, 422, { code: 'PAYMENT_METHOD_REQUIRED', redirectTo: '/billing?tab=payment&action=add' }));
    renderDrawer();
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/billing?tab=payment&action=add'));
  });

  it("warns 'Add a payment method' until it no longer applies: a successful checkout takes the warning away", async () => {
    const show = vi.spyOn(notifications, 'show');
    const hide = vi.spyOn(notifications, 'hide');
    mockServer([], new ApiError(BillingErrors.PAYMENT_METHOD_REQUIRED, 422, { code: 'PAYMENT_METHOD_REQUIRED', redirectTo: '/billing?tab=payment&action=add' }));
    renderDrawer();
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Cart' })).findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ id: PAYMENT_METHOD_NOTICE_ID, title: 'Add a payment method', autoClose: false })));
    cleanup();

    vi.mocked(api.request).mockImplementation(async (method: string, path: string) => {
      if (method === 'GET') return (path === '/billing/cart' ? cart : path === '/billing/payment-methods' ? [{ id: 'pm-1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, holderName: null, isDefault: true, provider: 'sandbox', createdAt: '2026-01-01T00:00:00.000Z' }] : undefined) as never;
      return { success: true, redirectTo: '/billing?success=true' } as never;
    });
    renderDrawer();
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Cart' })).findByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/billing?success=true'));
    expect(hide).toHaveBeenCalledWith(PAYMENT_METHOD_NOTICE_ID);
  });

  it("shows the provider's refusal under 'Checkout failed' and stays on the cart", async () => {
    mockServer(
      [{ id: 'pm-1', brand: 'visa', last4: '0341', expMonth: 12, expYear: 2030, holderName: null, isDefault: true, provider: 'sandbox', createdAt: '2026-01-01T00:00:00.000Z' }],
      new ApiError(BillingErrors.CARD_DECLINED, 402),
    );
    renderDrawer();
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    expect(await within(panel).findByText('Charged to Visa •••• 0341')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Checkout' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Checkout failed');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it("shows 'Invalid discount code' under the code field", async () => {
    mockServer([], new ApiError(BillingErrors.INVALID_DISCOUNT_CODE, 400));
    renderDrawer();
    const panel = await screen.findByRole('dialog', { name: 'Cart' });
    fireEvent.change(await within(panel).findByRole('textbox', { name: 'Discount code' }), { target: { value: 'NOPE' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Invalid discount code')).toBeTruthy();
  });
});
