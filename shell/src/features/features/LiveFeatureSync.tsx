import { SystemEvents } from '@suite/sdk';
import { useRealtimeEvent } from '@suite/sdk/react';
import { useSessionControls } from '../../app/session/SessionProvider.js';

/**
 * A flag change pushed over the websocket reloads the session too (the modules provider already
 * reloads the manifest): the sidebar's feature rules read the account's enabled features, so a
 * domain turned on or off appears or goes in every open tab without a reload.
 */
export function LiveFeatureSync() {
  const { refresh } = useSessionControls();
  useRealtimeEvent(SystemEvents.FEATURES_CHANGED, () => {
    void refresh();
  });
  return null;
}
