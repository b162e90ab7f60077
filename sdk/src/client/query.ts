import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors.js';

export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_MAX_RETRIES = 3;

/** Queries are retried up to 3 times but never on a 4xx answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.isClientError) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

/** React Query defaults of the spec: fresh for 30 s, retries as above, mutations not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
