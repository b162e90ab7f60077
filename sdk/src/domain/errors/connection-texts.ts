/** Live connection (agile.md section 8). */
export const ConnectionTexts = {
  LOST: 'Connection lost. Attempting to reconnect...',
  failed: (reason: string) => `Connection failed: ${reason}`,
  FAILED_AFTER_ATTEMPTS: 'Failed to connect after multiple attempts. Please refresh the page.',
  reconnecting: (attempt: number) => `Reconnecting... (attempt ${attempt})`,
  RECONNECT_FAILED: 'Failed to reconnect. Please refresh the page.',
  DISCONNECTED_BY_SERVER: 'Disconnected by server. Please refresh the page.',
  socketError: (reason: string) => `Socket error: ${reason}`,
  INIT_FAILED: 'Failed to initialize connection',
} as const;
