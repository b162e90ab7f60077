import { useQuery } from '@tanstack/react-query';
import { api, ApiError, authTokens, errorFromResponse, TENANT_HEADER } from '@suite/sdk/client';
import { HttpErrors, type RevenueCustomerPageView, type RevenueIntegrationView, type RevenueMetricsView, type RevenueTransactionPageView } from '@suite/sdk';

/** Revenue integrations (platform.md section 7): the integrations, their metrics, transactions and customers. */
export const REVENUE_PAGE_SIZE = 20;

export const revenueKeys = {
  all: (accountId: string) => ['revenue', accountId] as const,
  integrations: (accountId: string) => ['revenue', accountId, 'integrations'] as const,
  metrics: (accountId: string, start: string, end: string) => ['revenue', accountId, 'metrics', start, end] as const,
  transactions: (accountId: string, offset: number) => ['revenue', accountId, 'transactions', offset] as const,
  customers: (accountId: string, offset: number) => ['revenue', accountId, 'customers', offset] as const,
};

export function useRevenueIntegrations(accountId: string | undefined) {
  return useQuery({ queryKey: revenueKeys.integrations(accountId ?? ''), enabled: Boolean(accountId), queryFn: () => api.get<RevenueIntegrationView[]>('/billing/revenue/integrations') });
}

export function useRevenueMetrics(accountId: string | undefined, range: { start: string; end: string }, enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.metrics(accountId ?? '', range.start, range.end),
    enabled: Boolean(accountId) && enabled,
    placeholderData: (previous) => previous,
    queryFn: () => api.get<RevenueMetricsView>('/billing/revenue/metrics', { query: range }),
  });
}

export function useRevenueTransactions(accountId: string | undefined, offset: number, enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.transactions(accountId ?? '', offset),
    enabled: Boolean(accountId) && enabled,
    placeholderData: (previous) => previous,
    queryFn: () => api.get<RevenueTransactionPageView>('/billing/revenue/transactions', { query: { limit: REVENUE_PAGE_SIZE, offset } }),
  });
}

export function useRevenueCustomers(accountId: string | undefined, offset: number, enabled: boolean) {
  return useQuery({
    queryKey: revenueKeys.customers(accountId ?? '', offset),
    enabled: Boolean(accountId) && enabled,
    placeholderData: (previous) => previous,
    queryFn: () => api.get<RevenueCustomerPageView>('/billing/revenue/customers', { query: { limit: REVENUE_PAGE_SIZE, offset } }),
  });
}

/** The first day of the month `monthsBack` months before today's month, and today (YYYY-MM-DD, UTC). */
export function metricsRange(months: number, today: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1));
  return { start: start.toISOString().slice(0, 10), end: today.toISOString().slice(0, 10) };
}

/**
 * POST with upload progress (the CSV import): XMLHttpRequest reports how much of the body has
 * gone. Same headers and envelope as the sdk client; on 401 the sdk client (which refreshes the
 * token) sends it again.
 */
export function postWithProgress<T>(path: string, body: unknown, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', api.url(path));
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = authTokens.read()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (api.tenant) xhr.setRequestHeader(TENANT_HEADER, api.tenant);
    xhr.timeout = 120_000;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status === 401) {
        api.post<T>(path, body).then(resolve, reject);
        return;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(errorFromResponse(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        const parsed = JSON.parse(xhr.responseText) as { success?: boolean; data?: T; error?: string; details?: unknown };
        if (parsed.success === false) reject(new ApiError(parsed.error ?? HttpErrors.VALIDATION_FAILED, xhr.status, parsed.details));
        else resolve((parsed.data ?? parsed) as T);
      } catch {
        reject(errorFromResponse(xhr.status, xhr.statusText, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new ApiError(HttpErrors.NETWORK, 0, undefined, 'network'));
    xhr.ontimeout = () => reject(new ApiError(HttpErrors.TIMEOUT, 0, undefined, 'timeout'));
    xhr.send(JSON.stringify(body));
  });
}
