import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@suite/sdk/client';
import { ADD_PAYMENT_METHOD_PATH } from '@suite/sdk';
import type {
  BillingUsageView,
  CartView,
  InvoiceListView,
  PaymentMethodRequiredDetails,
  PaymentMethodView,
  PricingView,
  SubscriptionView,
} from '@suite/sdk';

/**
 * The billing area's calls over the sdk client (platform.md section 7, "Billing, pricing, cart").
 * Every key starts with ['billing', accountId] so one invalidation refreshes the account's
 * billing after a checkout or a subscription change.
 */
export const INVOICE_PAGE_SIZE = 10;

export const billingKeys = {
  all: (accountId: string) => ['billing', accountId] as const,
  cart: (accountId: string) => ['billing', accountId, 'cart'] as const,
  subscription: (accountId: string) => ['billing', accountId, 'subscription'] as const,
  paymentMethods: (accountId: string) => ['billing', accountId, 'payment-methods'] as const,
  invoices: (accountId: string, offset: number) => ['billing', accountId, 'invoices', offset] as const,
  usage: (accountId: string) => ['billing', accountId, 'usage'] as const,
  pricing: ['pricing'] as const,
};

export function usePricing() {
  return useQuery({ queryKey: billingKeys.pricing, queryFn: () => api.get<PricingView>('/pricing', { public: true }), staleTime: 5 * 60_000 });
}

export function useCart(accountId: string | undefined, enabled = true) {
  return useQuery({ queryKey: billingKeys.cart(accountId ?? ''), enabled: Boolean(accountId) && enabled, queryFn: () => api.get<CartView>('/billing/cart') });
}

export function useSubscription(accountId: string | undefined, enabled = true) {
  return useQuery({ queryKey: billingKeys.subscription(accountId ?? ''), enabled: Boolean(accountId) && enabled, queryFn: () => api.get<SubscriptionView>('/billing/subscription') });
}

export function usePaymentMethods(accountId: string | undefined, enabled = true) {
  return useQuery({ queryKey: billingKeys.paymentMethods(accountId ?? ''), enabled: Boolean(accountId) && enabled, queryFn: () => api.get<PaymentMethodView[]>('/billing/payment-methods') });
}

export function useInvoices(accountId: string | undefined, offset: number) {
  return useQuery({
    queryKey: billingKeys.invoices(accountId ?? '', offset),
    enabled: Boolean(accountId),
    placeholderData: (previous) => previous,
    queryFn: () => api.get<InvoiceListView>('/billing/invoices', { query: { limit: INVOICE_PAGE_SIZE, offset } }),
  });
}

export function useBillingUsage(accountId: string | undefined) {
  return useQuery({ queryKey: billingKeys.usage(accountId ?? ''), enabled: Boolean(accountId), queryFn: () => api.get<BillingUsageView>(`/billing/usage/${accountId}`) });
}

/** After a purchase or a subscription change: everything billing shows, and the account's seat counts. */
export async function refreshBilling(queryClient: QueryClient, accountId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.all(accountId) }),
    queryClient.invalidateQueries({ queryKey: ['accounts', accountId] }),
  ]);
}

/** The 422 of a checkout without a payment method carries where to add one. */
export function paymentMethodRequired(error: unknown): PaymentMethodRequiredDetails | null {
  if (!isApiError(error) || !error.details || typeof error.details !== 'object') return null;
  const details = error.details as Partial<PaymentMethodRequiredDetails>;
  return details.code === 'PAYMENT_METHOD_REQUIRED' ? { code: details.code, redirectTo: ADD_PAYMENT_METHOD_PATH } : null;
}

/** Saves a Blob under a file name (invoice PDFs). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
