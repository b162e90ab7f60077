import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import type { ComponentType } from 'react';
import type { ModuleManifestEntry } from '@suite/sdk';

/**
 * Standalone public pages (a module route's `standalone`, e.g. agile's poker demo): a plain script
 * the module builds without the federation runtime (sdk/build/standalone-webpack.js). The shell
 * hands it React and the light kit ('@suite/sdk/light', one small chunk) through the global
 * `__suite_host`, loads the script, and the script registers its page there. A signed-out visitor
 * gets these instead of the remote, so the page stays within the public-page budget.
 */
interface StandaloneHost {
  pages: Record<string, ComponentType>;
  [shared: string]: unknown;
}

const loading = new Map<string, Promise<ComponentType>>();

/** The script of a standalone page: beside the module's remoteEntry.js, with its version. */
export function standaloneUrl(entry: Pick<ModuleManifestEntry, 'remoteEntry'>, name: string): string {
  const [base, query] = entry.remoteEntry.split('?');
  return `${base!.replace(/remoteEntry\.js$/, `standalone/${name}.js`)}${query ? `?${query}` : ''}`;
}

// The light kit: its own chunk when the whole app opens a standalone page (a signed-out visit after
// in-app navigation); the standalone entry (standalone-entry.tsx) bundles it and hands it over.
let loadKit: () => Promise<unknown> = () => import(/* webpackChunkName: "light-kit" */ '@suite/sdk/light');

/** The standalone entry's own copy of the light kit, so no chunk is fetched for it. */
export function provideLightKit(kit: unknown): void {
  loadKit = () => Promise.resolve(kit);
}

async function hostFor(): Promise<StandaloneHost> {
  const kit = await loadKit();
  const scope = globalThis as { __suite_host?: StandaloneHost };
  scope.__suite_host ??= { pages: {} };
  Object.assign(scope.__suite_host, { react: React, 'react/jsx-runtime': ReactJsxRuntime, 'react-dom': ReactDom, '@suite/sdk/web': kit });
  return scope.__suite_host;
}

/** Loads (once) the standalone page `<moduleId>/<name>` and resolves to its component. */
export function loadStandalonePage(entry: Pick<ModuleManifestEntry, 'id' | 'remoteEntry'>, name: string): Promise<ComponentType> {
  const key = `${entry.id}/${name}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = hostFor().then(
      (host) =>
        new Promise<ComponentType>((resolve, reject) => {
          const script = document.createElement('script');
          script.src = standaloneUrl(entry, name);
          script.async = true;
          script.onload = () => {
            const page = host.pages[key];
            if (page) resolve(page);
            else reject(new Error(`${script.src} did not register ${key}`));
          };
          script.onerror = () => reject(new Error(`could not load ${script.src}`));
          document.head.appendChild(script);
        }),
    );
    loading.set(key, pending);
    // A failed load may be retried (the error card's button).
    pending.catch(() => loading.delete(key));
  }
  return pending;
}
