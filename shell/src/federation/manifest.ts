import { callEndpoint } from '@suite/sdk/client';
import { SystemEndpoints } from '@suite/sdk/endpoints';
import type { ModuleManifestEntry } from '@suite/sdk';
import type { TurnedOffModule } from '@suite/sdk/schemas';

/** The manifest is cached for 5 minutes and used when loading it fails (platform.md section 4). */
export const MANIFEST_CACHE_MS = 5 * 60 * 1000;
const CACHE_KEY = 'suite.modules';

interface CachedManifest {
  at: number;
  key: string;
  modules: ModuleManifestEntry[];
  turnedOff?: TurnedOffModule[];
}

function readCache(key: string): CachedManifest | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as CachedManifest;
    return parsed.key === key && Array.isArray(parsed.modules) ? parsed : null;
  } catch {
    return null;
  }
}

/** The manifest: the account's modules, and the ones it turned off (their routes only). */
export interface Manifest {
  modules: ModuleManifestEntry[];
  turnedOff: TurnedOffModule[];
}

/** Modules of the current account (or every module's public routes when signed out), with the turned-off ones. */
export async function fetchFullManifest(cacheKey: string, options: { preferCache?: boolean } = {}): Promise<Manifest> {
  const cached = readCache(cacheKey);
  if (options.preferCache && cached && Date.now() - cached.at < MANIFEST_CACHE_MS) return { modules: cached.modules, turnedOff: cached.turnedOff ?? [] };
  try {
    const { modules, turnedOff = [] } = await callEndpoint(SystemEndpoints.modules, {});
    localStorage.setItem(CACHE_KEY, JSON.stringify({ at: Date.now(), key: cacheKey, modules, turnedOff } satisfies CachedManifest));
    return { modules, turnedOff };
  } catch (error) {
    if (cached) return { modules: cached.modules, turnedOff: cached.turnedOff ?? [] };
    throw error;
  }
}

/** Modules of the current account (or every module's public routes when signed out). */
export async function fetchManifest(cacheKey: string, options: { preferCache?: boolean } = {}): Promise<ModuleManifestEntry[]> {
  return (await fetchFullManifest(cacheKey, options)).modules;
}
