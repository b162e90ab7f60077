import { endpointPath, type Endpoint, type EndpointInput, type EndpointResponse } from '../contract/endpoints.js';
import { api, type ApiClient, type RequestOptions } from './http.js';

/** Per call: extra headers (a guest token), an abort signal, or a signed-out call. */
export type CallOptions = Pick<RequestOptions, 'headers' | 'signal' | 'public'> & { client?: ApiClient };

/**
 * Call a declared endpoint: the path filled from `params`, `query` and `body` sent as declared,
 * the answer typed from the endpoint's response schema. File endpoints answer a Blob.
 */
export async function callEndpoint<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointResponse<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: RequestOptions['query']; body?: unknown };
  const client = options.client ?? api;
  const path = endpointPath(endpoint, params);
  const request: RequestOptions = { query, body, headers: options.headers, signal: options.signal, public: options.public ?? endpoint.public };
  if (endpoint.file) return (await client.download(path, request)) as EndpointResponse<E>;
  return client.request<EndpointResponse<E>>(endpoint.method, path, request);
}
