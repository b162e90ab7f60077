/**
 * The federation singletons (ARCHITECTURE.md rule 8). Only React and the sdk's browser half are
 * shared: '@suite/sdk/web' carries the UI kit (Mantine behind it), the router hooks, the query
 * client hooks, i18n and CASL bindings, so every context a remote reads is the shell's. A remote
 * never ships its own copy: `import: false`.
 */
export const SHARED_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@suite/sdk/web'];

/** Remotes consume every singleton from the host. */
export function remoteSharedConfig() {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, { singleton: true, import: false, requiredVersion: false }]));
}
