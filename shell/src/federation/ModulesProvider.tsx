import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath } from 'react-router-dom';
import { SystemEvents, type ModuleManifestEntry, type RouteDescriptor, type WebModule } from '@suite/sdk';
import { useRealtimeEvent, useSession } from '@suite/sdk/react';
import type { TurnedOffModule } from '@suite/sdk/schemas';
import { fetchFullManifest } from './manifest.js';


/** idle: known from the manifest, remote not requested yet. */
export type ModuleLoadState = 'idle' | 'loading' | 'ready' | 'failed';

export interface LoadedModule {
  entry: ModuleManifestEntry;
  state: ModuleLoadState;
  module: WebModule | null;
  error: string | null;
}

interface ModulesValue {
  /** The manifest itself: loading until known. */
  status: 'loading' | 'ready' | 'failed';
  modules: LoadedModule[];
  /** The account's turned-off modules (their routes only): a visit says the area is off. */
  turnedOff: TurnedOffModule[];
  retry(id: string): void;
  /** Load a module's remote if it has not been requested yet. */
  ensure(id: string): void;
}

const ModulesContext = createContext<ModulesValue>({ status: 'loading', modules: [], turnedOff: [], retry: () => undefined, ensure: () => undefined });

export function useModules(): ModulesValue {
  return useContext(ModulesContext);
}

/** The turned-off module a path belongs to, if any. */
export function findTurnedOffOwner(turnedOff: readonly TurnedOffModule[], pathname: string): TurnedOffModule | null {
  return turnedOff.find((module) => module.routes.some((route) => matchPath({ path: route.path, end: true }, pathname))) ?? null;
}

/** The module owning a path and the route descriptor it matched. */
export function findRouteOwner(modules: LoadedModule[], pathname: string): { owner: LoadedModule; route: RouteDescriptor } | null {
  for (const owner of modules) {
    for (const route of owner.entry.routes) {
      if (matchPath({ path: route.path, end: true }, pathname)) return { owner, route };
    }
  }
  return null;
}

/**
 * Loads GET /api/system/modules for the current account. Signed in, every enabled remote is then
 * loaded in the background (the sidebar needs their sections); signed out, a remote is loaded only
 * when one of its routes is visited. A flag change pushed over the websocket reloads the list, so
 * the sidebar and routes follow without a page reload.
 */
export function ModulesProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const [status, setStatus] = useState<ModulesValue['status']>('loading');
  const [modules, setModules] = useState<LoadedModule[]>([]);
  const [turnedOff, setTurnedOff] = useState<TurnedOffModule[]>([]);
  const generation = useRef(0);
  const cacheKey = `${session.user?.id ?? 'anonymous'}:${session.account?.id ?? ''}`;
  const signedIn = session.status === 'authenticated';

  const update = useCallback((id: string, patch: Partial<LoadedModule>) => {
    setModules((current) => current.map((item) => (item.entry.id === id ? { ...item, ...patch } : item)));
  }, []);

  const loadOne = useCallback(
    (entry: ModuleManifestEntry, ticket: number) => {
      // The federation runtime is loaded with the first module, not with public pages.
      import('./loader.js').then(({ loadWebModule }) => loadWebModule(entry)).then(
        (module) => ticket === generation.current && update(entry.id, { state: 'ready', module, error: null }),
        (error: unknown) => ticket === generation.current && update(entry.id, { state: 'failed', module: null, error: error instanceof Error ? error.message : String(error) }),
      );
    },
    [update],
  );

  const load = useCallback(
    async (preferCache: boolean) => {
      const ticket = ++generation.current;
      try {
        const manifest = await fetchFullManifest(cacheKey, { preferCache });
        if (ticket !== generation.current) return;
        const entries = manifest.modules;
        setTurnedOff(manifest.turnedOff);
        setModules((current) =>
          entries.map((entry) => {
            const previous = current.find((item) => item.entry.id === entry.id && item.entry.remoteEntry === entry.remoteEntry && item.state === 'ready');
            return previous ? { ...previous, entry } : { entry, state: signedIn ? 'loading' : 'idle', module: null, error: null };
          }),
        );
        setStatus('ready');
        if (signedIn) for (const entry of entries) loadOne(entry, ticket);
      } catch {
        if (ticket === generation.current) setStatus('failed');
      }
    },
    [cacheKey, signedIn, loadOne],
  );

  useEffect(() => {
    if (session.status === 'loading') return;
    void load(true);
  }, [session.status, load]);

  useRealtimeEvent(SystemEvents.FEATURES_CHANGED, () => {
    void load(false);
  });

  const retry = useCallback(
    (id: string) => {
      const target = modules.find((item) => item.entry.id === id);
      if (!target) return;
      update(id, { state: 'loading', error: null });
      loadOne(target.entry, generation.current);
    },
    [modules, update, loadOne],
  );

  const ensure = useCallback(
    (id: string) => {
      const target = modules.find((item) => item.entry.id === id);
      if (!target || target.state !== 'idle') return;
      update(id, { state: 'loading' });
      loadOne(target.entry, generation.current);
    },
    [modules, update, loadOne],
  );

  return <ModulesContext.Provider value={{ status, modules, turnedOff, retry, ensure }}>{children}</ModulesContext.Provider>;
}
