import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeClient, RealtimeContext, useSession } from '@suite/sdk/react';
import { api, authTokens } from '@suite/sdk/client';

/** One websocket per signed-in tab, for the active account; reconnects when the account changes. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { status, account } = useSession();
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const accountId = account?.id ?? null;

  useEffect(() => {
    if (status !== 'authenticated' || !accountId) {
      setClient(null);
      return;
    }
    const next = new RealtimeClient({ getToken: () => authTokens.read()?.accessToken, getTenant: () => api.tenant ?? accountId });
    next.connect();
    setClient(next);
    return () => next.disconnect();
  }, [status, accountId]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}
