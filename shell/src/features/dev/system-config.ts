import { useQuery } from '@tanstack/react-query';
import { api } from '@suite/sdk/client';
import type { SystemConfig } from '@suite/sdk';

/** GET /api/system/config (public): the server's environment decides whether dev tools show. */
export function useSystemConfig() {
  return useQuery({
    queryKey: ['system', 'config'],
    queryFn: () => api.get<SystemConfig>('/system/config', { public: true }),
    staleTime: Infinity,
  });
}

/** The dev mailbox and other dev tools exist only outside production. */
export function isDevEnvironment(config: SystemConfig | undefined): boolean {
  return Boolean(config) && config!.environment !== 'production';
}
