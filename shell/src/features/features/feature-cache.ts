import type { AvailableFeaturesView } from '@suite/sdk';

/** The feature list is cached for 5 minutes and used when loading it fails (platform.md section 4). */
export const FEATURES_CACHE_MS = 5 * 60 * 1000;
export const FEATURES_CACHE_KEY = 'suite.features';

interface CachedFeatures {
  at: number;
  accountId: string;
  view: AvailableFeaturesView;
}

/** The catalogue as the page shows it: from the server, or the stored copy when the server failed. */
export interface FeatureCatalogue extends AvailableFeaturesView {
  /** True when the server could not be reached and the stored copy is shown. */
  fromCache: boolean;
  /** When the list was read from the server (ms). */
  fetchedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readFeatureCache(accountId: string): CachedFeatures | null {
  try {
    const raw = storage()?.getItem(FEATURES_CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedFeatures;
    return parsed.accountId === accountId && parsed.view && Array.isArray(parsed.view.features) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeFeatureCache(view: AvailableFeaturesView, at: number): void {
  try {
    storage()?.setItem(FEATURES_CACHE_KEY, JSON.stringify({ at, accountId: view.accountId, view } satisfies CachedFeatures));
  } catch {
    // storage full or blocked: the page still works, only the fallback is lost
  }
}

/** The stored copy while it is under 5 minutes old (shown at once while the server answers). */
export function freshFeatureCache(accountId: string, now: number): FeatureCatalogue | undefined {
  const cached = readFeatureCache(accountId);
  if (!cached || now - cached.at >= FEATURES_CACHE_MS || now < cached.at) return undefined;
  return { ...cached.view, fromCache: false, fetchedAt: cached.at };
}

/**
 * Read the catalogue from the server and store it; when that fails, fall back to the stored
 * copy of the same account (marked fromCache), else fail.
 */
export async function loadFeatureCatalogue(accountId: string, fetchView: () => Promise<AvailableFeaturesView>, now: () => number = Date.now): Promise<FeatureCatalogue> {
  try {
    const view = await fetchView();
    const at = now();
    writeFeatureCache(view, at);
    return { ...view, fromCache: false, fetchedAt: at };
  } catch (error) {
    const cached = readFeatureCache(accountId);
    if (cached) return { ...cached.view, fromCache: true, fetchedAt: cached.at };
    throw error;
  }
}
