import { useQueryClient } from '@tanstack/react-query';
import { SystemEvents } from '@suite/sdk';
import { useRealtimeEvent } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';
import { FEATURES_CACHE_KEY } from './feature-cache.js';

/** The features catalogue's query path (GET /accounts/features/available), its query key's second part. */
const CATALOGUE_PATH = '/accounts/features/available';

/**
 * A flag change pushed over the websocket (a toggle, a plan change after checkout) reloads the
 * session too (the modules provider already reloads the manifest): the sidebar's feature rules read
 * the account's enabled features, so a domain turned on or off appears or goes in every open tab
 * without a reload. The browser's copies of the feature catalogue (the stored one and the query
 * cache) are dropped, so the features page reads the server's flags, never a stale local copy.
 */
export function LiveFeatureSync() {
  const { refresh } = useSessionControls();
  const queryClient = useQueryClient();
  useRealtimeEvent(SystemEvents.FEATURES_CHANGED, () => {
    dropFeatureCopies(queryClient);
    void refresh();
  });
  return null;
}

/** Forget the stored catalogue and mark every cached catalogue query stale (refetched now if shown). */
export function dropFeatureCopies(queryClient: Pick<ReturnType<typeof useQueryClient>, 'invalidateQueries'>): void {
  try {
    localStorage.removeItem(FEATURES_CACHE_KEY);
  } catch {
    // storage blocked: nothing stored either
  }
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] === CATALOGUE_PATH });
}
