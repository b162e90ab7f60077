import type { QueryClient } from '@tanstack/react-query';
import { ApiError, authTokens, callEndpoint, endpointKey, errorFromResponse, TENANT_HEADER, api, useEndpointQuery } from '@suite/sdk/client';
import { IntegrationEndpoints } from '@suite/sdk/endpoints';
import { endpointPath, HttpErrors, type Endpoint, type EndpointInput, type EndpointResponse } from '@suite/sdk';

/**
 * Revenue integrations (platform.md section 7): the integrations, their metrics, transactions and
 * customers. Keys end with the account id, so two accounts never share an answer.
 */
export const REVENUE_PAGE_SIZE = 20;

export function useRevenueIntegrations(accountId: string | undefined) {
  return useEndpointQuery(IntegrationEndpoints.list, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
}

export function useRevenueMetrics(accountId: string | undefined, range: { start: string; end: string }, enabled: boolean) {
  return useEndpointQuery(IntegrationEndpoints.metrics, { query: range }, { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled, placeholderData: (previous) => previous });
}

export function useRevenueTransactions(accountId: string | undefined, offset: number, enabled: boolean) {
  return useEndpointQuery(
    IntegrationEndpoints.transactions,
    { query: { limit: REVENUE_PAGE_SIZE, offset } },
    { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled, placeholderData: (previous) => previous },
  );
}

export function useRevenueCustomers(accountId: string | undefined, offset: number, enabled: boolean) {
  return useEndpointQuery(
    IntegrationEndpoints.customers,
    { query: { limit: REVENUE_PAGE_SIZE, offset } },
    { key: [accountId ?? ''], enabled: Boolean(accountId) && enabled, placeholderData: (previous) => previous },
  );
}

/** After connecting, changing, syncing, importing or removing: every revenue view reads again. */
export function refreshRevenue(queryClient: QueryClient): Promise<void> {
  const views = [IntegrationEndpoints.list, IntegrationEndpoints.get, IntegrationEndpoints.metrics, IntegrationEndpoints.transactions, IntegrationEndpoints.customers];
  return Promise.all(views.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) }))).then(() => undefined);
}

/** The first day of the month `monthsBack` months before today's month, and today (YYYY-MM-DD, UTC). */
export function metricsRange(months: number, today: Date): { start: string; end: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - (months - 1), 1));
  return { start: start.toISOString().slice(0, 10), end: today.toISOString().slice(0, 10) };
}

/**
 * A call with upload progress (the CSV import): XMLHttpRequest reports how much of the body has
 * gone. Same headers and envelope as the sdk client; on 401 the sdk client (which refreshes the
 * token) sends it again.
 */
export function postWithProgress<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, onProgress: (fraction: number) => void): Promise<EndpointResponse<E>> {
  type T = EndpointResponse<E>;
  const { params, body } = input as { params?: Record<string, unknown>; body?: unknown };
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, api.url(endpointPath(endpoint, params)));
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
        callEndpoint(endpoint, input).then(resolve, reject);
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
