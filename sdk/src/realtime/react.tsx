import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { ConnectionStatus, RealtimeClient } from './client.js';

/** The one websocket client, created by the shell; remotes use the same connection. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtime(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/** The live connection state and its text, for the connection indicator. */
export function useConnectionStatus(): ConnectionStatus {
  const client = useRealtime();
  const [status, setStatus] = useState<ConnectionStatus>(client?.status ?? { state: 'idle', message: null, attempt: 0 });
  useEffect(() => client?.onStatus(setStatus), [client]);
  return status;
}

/** Subscribe to a server event for the life of the component. */
export function useRealtimeEvent<T>(type: string, handler: (data: T) => void): void {
  const client = useRealtime();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client?.on<T>(type, (data) => latest.current(data)), [client, type]);
}
