import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { PENDING_CART_STORAGE_KEY, PLAN_CATALOGUE, type PricingView } from '@suite/sdk';
import { api, ApiError, createQueryClient } from '@suite/sdk/client';
import { i18n, initI18n } from '@suite/sdk/i18n';
import { AbilityProvider, SessionContext, type Session } from '@suite/sdk/react';
import { defineAbilityFor } from '@suite/sdk';
import { registerShellNamespaces } from '../../app/i18n.js';
import { cartDrawer } from '../billing/cart/cart-drawer.js';

vi.mock('../../app/session/SessionProvider.js', () => ({ useSessionControls: () => ({ refresh: async () => undefined }) }));
const { default: PricingPage } = await import('./PricingPage.js');

const pricing: PricingView = {
  currency: 'USD',
  defaultInterval: 'ANNUAL',
  annualDiscountPercent: 20,
  additionalUsersSliderMax: 50,
  additionalUsersCartMax: 100,
  taxRatePercent: 0,
  plans: (['FREE', 'PRO', 'ENTERPRISE'] as const).map((id) => {
    const plan = PLAN_CATALOGUE[id];
    return {
      id,
      name: plan.name,
      rank: plan.rank,
      monthlyPriceCents: plan.monthlyPriceCents,
      annualPriceCents: plan.annualPriceCents,
      includedUsers: plan.limits.maxUsers,
      additionalUserMonthlyCents: plan.additionalUserMonthlyCents,
      additionalUserAnnualCents: plan.additionalUserMonthlyCents === null ? null : Math.round(plan.additionalUserMonthlyCents * 12 * 0.8),
      limits: plan.limits,
      features: [...plan.features],
      contactSales: id === 'ENTERPRISE',
    };
  }),
};

const signedOut: Session = { status: 'anonymous', user: null, account: null };

function renderPricing(session: Session = signedOut) {
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <SessionContext.Provider value={session}>
            <AbilityProvider value={defineAbilityFor(null, null, null)}>
              <MemoryRouter initialEntries={['/pricing']}>
                <Suspense fallback={null}>
                  <PricingPage />
                </Suspense>
              </MemoryRouter>
            </AbilityProvider>
          </SessionContext.Provider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

beforeAll(async () => {
  // Textarea autosize waits for web fonts.
  registerShellNamespaces();
  await initI18n({ lng: 'en', namespaces: ['pricing', 'billing'] });
});
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  cartDrawer.close();
});

describe('the pricing page', () => {
  it("shows 'Error loading pricing' with 'Failed to load pricing' and loads again on retry", async () => {
    const get = vi.spyOn(api, 'request').mockRejectedValueOnce(new ApiError('Not found', 404)).mockResolvedValue(pricing);
    renderPricing();
    expect(await screen.findByText('Error loading pricing')).toBeTruthy();
    expect(screen.getByText('Failed to load pricing')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByTestId('plan-card-PRO')).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("says 'Pricing plans unavailable' when there is no plan to show", async () => {
    vi.spyOn(api, 'request').mockResolvedValue({ ...pricing, plans: [] });
    renderPricing();
    expect(await screen.findByText('Pricing plans unavailable')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('opens on annual prices, and the monthly switch shows monthly prices', async () => {
    vi.spyOn(api, 'request').mockResolvedValue(pricing);
    renderPricing();
    const pro = await screen.findByTestId('plan-card-PRO');
    expect(within(pro).getByText('$23.20')).toBeTruthy();
    expect(within(pro).getByText('Billed $278.40 a year')).toBeTruthy();
    fireEvent.click(screen.getByText('Monthly'));
    await waitFor(() => expect(within(pro).getByText('$29')).toBeTruthy());
  });

  it("offers visitors 'Get Started' and 'Add to Cart', and puts the choice in the pendingCart", async () => {
    vi.spyOn(api, 'request').mockResolvedValue(pricing);
    renderPricing();
    const pro = await screen.findByTestId('plan-card-PRO');
    expect(within(screen.getByTestId('plan-card-FREE')).getByRole('button', { name: 'Get Started' })).toBeTruthy();
    const slider = within(pro).getByRole('slider');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(within(pro).getByTestId('pro-live-total').textContent).toBe('7 users in total: $374.40 per year');
    fireEvent.click(within(pro).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review your plan' });
    expect(within(dialog).getByText('Total per year')).toBeTruthy();
    expect(within(dialog).getByText('$374.40')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartDrawer.isOpen()).toBe(true));
    expect(JSON.parse(localStorage.getItem(PENDING_CART_STORAGE_KEY)!)).toEqual({
      items: [
        { type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 1 },
        { type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 2 },
      ],
    });
  });

  it('keeps the contact-sales submit disabled until first name, last name and a valid email are there', async () => {
    const request = vi
      .spyOn(api, 'request')
      .mockImplementation(async (method: string) => (method === 'GET' ? pricing : { id: '7452c79c-0000-4000-8000-000000000000', replyWithinHours: 24 }) as never);
    renderPricing();
    const enterprise = await screen.findByTestId('plan-card-ENTERPRISE');
    fireEvent.click(within(enterprise).getByRole('button', { name: 'Contact sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact sales' });
    const send = within(dialog).getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Grace' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Hopper' } });
    fireEvent.change(within(dialog).getByLabelText(/Work email/), { target: { value: 'grace@' } });
    expect(send.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Work email/), { target: { value: 'grace@navy.example' } });
    expect(send.disabled).toBe(false);
    fireEvent.click(send);
    expect(await within(dialog).findByText('Our sales team will reply within 24 hours.')).toBeTruthy();
    // Sent with the token when there is one (public: false), so a signed-in request names its sender.
    expect(request).toHaveBeenCalledWith('POST', '/contact/sales', expect.objectContaining({ public: false, body: expect.objectContaining({ firstName: 'Grace', lastName: 'Hopper', email: 'grace@navy.example' }) }));
  });
});
