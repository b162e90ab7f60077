import { useCallback, useState } from 'react';
import { notifications, translateError } from '@suite/sdk/web';

/** Show a failed command's text (the server's, in the user's language). */
export function notifyFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  notifications.show({ color: 'red', message: translateError(message), autoClose: 6000 });
}

/**
 * Run a room command, remember that it is running (for the button's loading state) and show
 * its failure. Resolves true when it succeeded.
 */
export function useCommand(): { busy: string | null; run: (key: string, command: () => Promise<unknown>) => Promise<boolean> } {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async (key: string, command: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await command();
      return true;
    } catch (error) {
      notifyFailure(error);
      return false;
    } finally {
      setBusy((current) => (current === key ? null : current));
    }
  }, []);
  return { busy, run };
}
