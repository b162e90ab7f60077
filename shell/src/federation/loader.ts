import { addTranslations } from '@suite/sdk/i18n';
import { isWebModule, type ModuleManifestEntry, type WebModule } from '@suite/sdk';
import { federation } from './runtime.js';
import { applyModuleContributions } from './module-contributions.js';

/** How many times a remote is fetched before the module shows its error card. */
export const REMOTE_LOAD_ATTEMPTS = 3;
const RETRY_DELAY_MS = 600;

export class RemoteLoadError extends Error {
  constructor(
    readonly moduleId: string,
    message: string,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

const registered = new Map<string, string>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** manifest entry -> registerRemotes -> loadRemote('<scope>/module') -> accept only a tagged WebModule. */
export async function loadWebModule(entry: ModuleManifestEntry): Promise<WebModule> {
  const mf = federation();
  let lastError = 'unknown error';
  for (let attempt = 1; attempt <= REMOTE_LOAD_ATTEMPTS; attempt += 1) {
    if (registered.get(entry.scope) !== entry.remoteEntry || attempt > 1) {
      mf.registerRemotes([{ name: entry.scope, entry: entry.remoteEntry }], { force: registered.has(entry.scope) });
      registered.set(entry.scope, entry.remoteEntry);
    }
    try {
      const loaded = await mf.loadRemote<{ default?: unknown }>(`${entry.scope}/module`);
      const candidate = (loaded as { default?: unknown } | null)?.default ?? loaded;
      if (isWebModule(candidate) && candidate.id === entry.id) {
        addTranslations(candidate.id, candidate.i18n);
        applyModuleContributions(candidate);
        return candidate;
      }
      lastError = (candidate as { message?: string } | null)?.message ?? 'the remote did not expose a WebModule';
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (attempt < REMOTE_LOAD_ATTEMPTS) await sleep(RETRY_DELAY_MS * attempt);
  }
  throw new RemoteLoadError(entry.id, lastError);
}
