import { useEndpointQuery } from '@suite/sdk/client';
import { SystemEndpoints } from '@suite/sdk/endpoints';
import type { SystemConfig } from '@suite/sdk';

/** GET /api/system/config (public): the server's environment decides whether dev tools show. */
export function useSystemConfig() {
  return useEndpointQuery(SystemEndpoints.config, {}, { staleTime: Infinity });
}

/** The dev mailbox and other dev tools exist only outside production. */
export function isDevEnvironment(config: SystemConfig | undefined): boolean {
  return Boolean(config) && config!.environment !== 'production';
}
