import { useEndpointMutation, useEndpointQuery, useSession, type EndpointQueryOptions } from '@suite/sdk/web';
import type { Endpoint, EndpointResponse } from '@suite/sdk';
import { ALL_BI_ENDPOINTS } from '../shared/endpoints.js';
import { ALL_GROWTH_ENDPOINTS } from '../shared/growth.js';

/**
 * The bi calls as react-query hooks over the declared endpoints (shared/endpoints.ts). Reads are
 * keyed by the endpoint then the active account; every write makes every bi read stale, since any
 * number entered moves runway, burn and the KPIs.
 */

const READS = [...ALL_BI_ENDPOINTS, ...ALL_GROWTH_ENDPOINTS].filter((endpoint) => endpoint.method === 'GET');

/** A GET endpoint without required input, for the active account. */
export function useBiQuery<E extends Endpoint>(endpoint: E, options: EndpointQueryOptions<E, EndpointResponse<E>> = {}) {
  const { account } = useSession();
  return useEndpointQuery(endpoint, {} as never, { key: [account?.id], ...options });
}

/** A write; every bi read is refreshed after it. */
export function useBiMutation<E extends Endpoint>(endpoint: E) {
  return useEndpointMutation(endpoint, { invalidates: READS });
}
