import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, isApiError, useEndpointQuery } from '@suite/sdk/client';
import { AccountEndpoints, BillingEndpoints, CartEndpoints, FeatureEndpoints, PricingEndpoints, UserEndpoints } from '@suite/sdk/endpoints';
import { ADD_PAYMENT_METHOD_PATH } from '@suite/sdk';
import type { PaymentMethodRequiredDetails } from '@suite/sdk';

/**
 * The billing area's calls over the declared endpoints (platform.md section 7, "Billing, pricing,
 * cart"). A tenant endpoint's key ends with the account id, so two accounts never share an answer;
 * invalidating an endpoint reaches every account's.
 */
export const INVOICE_PAGE_SIZE = 10;

export const billingKeys = {
  cart: (accountId: string) => [...endpointKey(CartEndpoints.cart), accountId] as const,
  paymentMethods: (accountId: string) => [...endpointKey(BillingEndpoints.paymentMethods), accountId] as const,
};

export function usePricing() {
  return useEndpointQuery(PricingEndpoints.pricing, {}, { staleTime: 5 * 60_000 });
}

export function useCart(accountId: string | undefined, enabled = true) {
  return useEndpointQuery(CartEndpoints.cart, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled });
}

export function useSubscription(accountId: string | undefined, enabled = true) {
  return useEndpointQuery(BillingEndpoints.subscription, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled });
}

export function usePaymentMethods(accountId: string | undefined, enabled = true) {
  return useEndpointQuery(BillingEndpoints.paymentMethods, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled });
}

export function useInvoices(accountId: string | undefined, offset: number) {
  return useEndpointQuery(
    BillingEndpoints.invoices,
    { query: { limit: INVOICE_PAGE_SIZE, offset } },
    { key: [accountId ?? ''], enabled: Boolean(accountId), placeholderData: (previous) => previous },
  );
}

export function useBillingUsage(accountId: string | undefined) {
  return useEndpointQuery(BillingEndpoints.usage, { params: { accountId: accountId ?? '' } }, { enabled: Boolean(accountId) });
}

/** What a purchase or a subscription change makes stale: everything billing shows, and the account's seat counts. */
const STALE_AFTER_PURCHASE = [
  BillingEndpoints.subscription,
  BillingEndpoints.paymentMethods,
  BillingEndpoints.invoices,
  BillingEndpoints.usage,
  CartEndpoints.cart,
  PricingEndpoints.previewUpgrade,
  FeatureEndpoints.available,
  AccountEndpoints.current,
  AccountEndpoints.stats,
  UserEndpoints.accountUsers,
];

/** After a purchase or a subscription change: everything billing shows, and the account's seat counts. */
export async function refreshBilling(queryClient: QueryClient, accountId: string): Promise<void> {
  await Promise.all([
    ...STALE_AFTER_PURCHASE.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    // The account area's own keys, for its screens not on endpoint keys yet.
    queryClient.invalidateQueries({ queryKey: ['accounts', accountId] }),
  ]);
}

/**
 * The id of the 'Add a payment method' warning shown when a checkout needs a card: it stays until it
 * no longer applies (a card is added or a checkout succeeds), which hide it by this id.
 */
export const PAYMENT_METHOD_NOTICE_ID = 'billing-payment-method-needed';

/** The 422 of a checkout without a payment method carries where to add one. */
export function paymentMethodRequired(error: unknown): PaymentMethodRequiredDetails | null {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return null;
  const details = error.details as Partial<PaymentMethodRequiredDetails>;
  return details.code === 'PAYMENT_METHOD_REQUIRED' ? { code: details.code, redirectTo: ADD_PAYMENT_METHOD_PATH } : null;
}

