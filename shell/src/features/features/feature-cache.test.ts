import { beforeEach, describe, expect, it } from 'vitest';
import type { AvailableFeaturesView } from '@suite/sdk';
import { FEATURES_CACHE_KEY, FEATURES_CACHE_MS, freshFeatureCache, loadFeatureCatalogue, readFeatureCache } from './feature-cache.js';

const view = (accountId: string, enabled = true): AvailableFeaturesView => ({
  accountId,
  plan: 'PRO',
  features: [{ id: 'agile_survival', name: 'Agile Survival', category: 'domain', dependencies: [], planAllows: true, requiredPlan: 'FREE', enabled }],
});

beforeEach(() => localStorage.clear());

describe('the feature list cache (platform.md section 4)', () => {
  it('stores the list the server answers, with the time it was read', async () => {
    const catalogue = await loadFeatureCatalogue('acc-1', async () => view('acc-1'), () => 1_000);
    expect(catalogue.fromCache).toBe(false);
    expect(catalogue.fetchedAt).toBe(1_000);
    expect(readFeatureCache('acc-1')).toEqual({ at: 1_000, accountId: 'acc-1', view: view('acc-1') });
  });

  it('falls back to the stored list when loading fails, and says so', async () => {
    await loadFeatureCatalogue('acc-1', async () => view('acc-1', false), () => 5_000);
    const catalogue = await loadFeatureCatalogue('acc-1', async () => Promise.reject(new Error('Network error occurred. Please check your connection and try again.')), () => 9_000);
    expect(catalogue.fromCache).toBe(true);
    expect(catalogue.fetchedAt).toBe(5_000);
    expect(catalogue.features[0]!.enabled).toBe(false);
  });

  it("fails when nothing is stored, and never uses another account's list", async () => {
    await loadFeatureCatalogue('acc-2', async () => view('acc-2'));
    await expect(loadFeatureCatalogue('acc-1', async () => Promise.reject(new Error('Failed to load features')))).rejects.toThrow('Failed to load features');
  });

  it('shows the stored list at once only while it is under 5 minutes old', async () => {
    await loadFeatureCatalogue('acc-1', async () => view('acc-1'), () => 10_000);
    expect(freshFeatureCache('acc-1', 10_000 + FEATURES_CACHE_MS - 1)?.fetchedAt).toBe(10_000);
    expect(freshFeatureCache('acc-1', 10_000 + FEATURES_CACHE_MS)).toBeUndefined();
    expect(freshFeatureCache('acc-2', 10_001)).toBeUndefined();
  });

  it('ignores a broken stored value', () => {
    localStorage.setItem(FEATURES_CACHE_KEY, '{not json');
    expect(readFeatureCache('acc-1')).toBeNull();
  });
});
