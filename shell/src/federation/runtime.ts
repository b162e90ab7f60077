import * as React from 'react';
import * as ReactJsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { createInstance, type ModuleFederation, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import injectExternalRuntimeCore from '@module-federation/inject-external-runtime-core-plugin';
import sdkPackage from '@suite/sdk/package.json';

/**
 * The host's federation runtime, created the first time a module is loaded (so public pages do
 * not carry it). It provides the shared singletons: React from the shell's own bundle, and the
 * sdk's browser half as a lazy chunk of the shell. Remotes are built with externalRuntime and use
 * this runtime core (injected on init), so each remoteEntry stays small.
 */
const singleton = { singleton: true, requiredVersion: false as const };

/** errorLoadRemote: a remote that cannot be fetched resolves to a marked value, not a crash. */
const fallbackPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'suite-remote-fallback',
  errorLoadRemote({ id, error }) {
    return { default: { $$type: 'suite.load-error', id, message: error instanceof Error ? error.message : String(error) } };
  },
});

let instance: ModuleFederation | null = null;

export function federation(): ModuleFederation {
  if (instance) return instance;
  instance = createInstance({
    name: 'suite_shell',
    remotes: [],
    shared: {
      react: { version: React.version, lib: () => React, shareConfig: singleton },
      'react/jsx-runtime': { version: React.version, lib: () => ReactJsxRuntime, shareConfig: singleton },
      'react-dom': { version: React.version, lib: () => ReactDom, shareConfig: singleton },
      'react-dom/client': { version: React.version, lib: () => ReactDomClient, shareConfig: singleton },
      '@suite/sdk/web': {
        version: sdkPackage.version,
        get: () => import(/* webpackChunkName: "sdk-web" */ '@suite/sdk/web').then((module) => () => module),
        shareConfig: singleton,
      },
    },
    plugins: [injectExternalRuntimeCore(), fallbackPlugin()],
  });
  return instance;
}
