import { describe, expect, it } from 'vitest';
import { HttpErrors } from '../domain/errors.js';
import { ApiError } from './errors.js';
import { QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS, createQueryClient, shouldRetryQuery } from './query.js';

describe('shouldRetryQuery', () => {
  it.each([400, 401, 403, 404, 409, 422, 499])('never retries a %i answer', (status) => {
    expect(shouldRetryQuery(0, new ApiError('client error', status))).toBe(false);
  });

  it.each([
    ['a 500', new ApiError(HttpErrors.SERVER_ERROR, 500)],
    ['a 503', new ApiError(HttpErrors.MAINTENANCE, 503)],
    ['a timeout', new ApiError(HttpErrors.TIMEOUT, 0, undefined, 'timeout')],
    ['a network failure', new ApiError(HttpErrors.NETWORK, 0, undefined, 'network')],
    ['an error that is not an ApiError', new Error('boom')],
  ])('retries %s up to 3 times', (_case, error) => {
    expect(QUERY_MAX_RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, true, false, false]);
  });
});

describe('createQueryClient', () => {
  it('keeps queries fresh for 30 s, retries them by shouldRetryQuery and never retries mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(defaults.queries?.staleTime).toBe(30_000);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('gives each caller its own client', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});
