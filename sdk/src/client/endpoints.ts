import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointInput, EndpointResponse } from '../contract/endpoints.js';
import { callEndpoint, type CallOptions } from './call-endpoint.js';

export { callEndpoint, type CallOptions } from './call-endpoint.js';

/** The query key of an endpoint call: its method and path, then what was asked. */
export function endpointKey<E extends Endpoint>(endpoint: E, input?: Partial<EndpointInput<E>>): QueryKey {
  const { params, query } = (input ?? {}) as { params?: unknown; query?: unknown };
  const key: unknown[] = [endpoint.method, endpoint.path];
  if (params !== undefined) key.push(params);
  if (query !== undefined) key.push(query);
  return key;
}

export type EndpointQueryOptions<E extends Endpoint, TData = EndpointResponse<E>> = Omit<UseQueryOptions<EndpointResponse<E>, Error, TData>, 'queryKey' | 'queryFn'> & {
  call?: CallOptions;
  /**
   * Parts added after the endpoint's key, e.g. the account id of a tenant endpoint, so the answers
   * of two accounts are never shared; invalidating the endpoint still reaches every one.
   */
  key?: readonly unknown[];
};

/** `useQuery` over a GET endpoint, keyed by `endpointKey` (then `key`). */
export function useEndpointQuery<E extends Endpoint, TData = EndpointResponse<E>>(endpoint: E, input: EndpointInput<E>, options: EndpointQueryOptions<E, TData> = {}) {
  const { call, key, ...query } = options;
  return useQuery<EndpointResponse<E>, Error, TData>({
    queryKey: key ? [...endpointKey(endpoint, input), ...key] : endpointKey(endpoint, input),
    queryFn: ({ signal }) => callEndpoint(endpoint, input, { ...call, signal }),
    ...query,
  });
}

export type EndpointMutationOptions<E extends Endpoint, TContext = unknown> = Omit<UseMutationOptions<EndpointResponse<E>, Error, EndpointInput<E>, TContext>, 'mutationFn'> & {
  call?: CallOptions;
  /** Endpoints whose cached answers are stale after this call (every cached call of each). */
  invalidates?: readonly Endpoint[];
};

/** `useMutation` over an endpoint; `mutate({ params, body })`. */
export function useEndpointMutation<E extends Endpoint, TContext = unknown>(endpoint: E, options: EndpointMutationOptions<E, TContext> = {}) {
  const client = useQueryClient();
  const { call, invalidates, onSuccess, ...mutation } = options;
  return useMutation<EndpointResponse<E>, Error, EndpointInput<E>, TContext>({
    mutationFn: (input) => callEndpoint(endpoint, input, call),
    ...mutation,
    onSuccess: async (...args) => {
      if (invalidates) await Promise.all(invalidates.map((stale) => client.invalidateQueries({ queryKey: [stale.method, stale.path] })));
      await onSuccess?.(...args);
    },
  });
}
