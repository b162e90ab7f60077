import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpointKey } from '@suite/sdk/client';
import { FeatureEndpoints } from '@suite/sdk/endpoints';
import { FEATURES_CACHE_KEY } from './feature-cache.js';
import { featureKeys } from './api.js';
import { dropFeatureCopies } from './LiveFeatureSync.js';

describe('a features:changed push (a toggle, a plan change after checkout)', () => {
  it('drops the stored catalogue and marks the cached catalogue stale, so the features page reads the server again', async () => {
    expect(endpointKey(FeatureEndpoints.available)[1]).toBe('/accounts/features/available');
    localStorage.setItem(FEATURES_CACHE_KEY, JSON.stringify({ at: Date.now(), accountId: 'acc', view: { accountId: 'acc', plan: 'FREE', features: [] } }));
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    client.setQueryData(featureKeys.catalogue('acc'), { accountId: 'acc', plan: 'FREE', features: [], fromCache: false, fetchedAt: Date.now() });
    client.setQueryData(['GET', '/other'], 1);
    dropFeatureCopies(client);
    expect(localStorage.getItem(FEATURES_CACHE_KEY)).toBeNull();
    expect(client.getQueryState(featureKeys.catalogue('acc'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['GET', '/other'])?.isInvalidated).toBe(false);
  });
});
