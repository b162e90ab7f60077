import { useState } from 'react';
import '@mantine/notifications/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@suite/sdk/client';
import { AbilityBoundary } from './session/AbilityBoundary.js';
import { RealtimeProvider } from './session/RealtimeProvider.js';
import { ModulesProvider } from '../federation/ModulesProvider.js';
import { Frame } from './layout/Frame.js';
import { AppNotifications } from './AppNotifications.js';

/**
 * Everything past the public entry pages, loaded on demand: the query cache, the ability, the
 * websocket, the module loader and the layout. Public pages stay light.
 */
export function AppFrame() {
  const [queryClient] = useState(() => createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AbilityBoundary>
        <RealtimeProvider>
          <ModulesProvider>
            <AppNotifications />
            <Frame />
          </ModulesProvider>
        </RealtimeProvider>
      </AbilityBoundary>
    </QueryClientProvider>
  );
}
