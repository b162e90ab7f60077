import { useEffect, useState } from 'react';
import { callEndpoint } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import type { DirectoryPageView } from '@suite/sdk/schemas';
import { apiQuery, type DirectoryFilters } from './directory-query.js';

export type DirectoryState = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: DirectoryPageView };

/**
 * One page of the directory for these filters (public pages run before the app's query cache, so
 * a plain fetch; the latest filters win). `retry` asks again.
 */
export function useDirectory(filters: DirectoryFilters): { state: DirectoryState; retry: () => void } {
  const [state, setState] = useState<DirectoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(apiQuery(filters));
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    callEndpoint(PublicSiteEndpoints.directory, { query: JSON.parse(key) as never }, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      });
    return () => controller.abort();
  }, [key, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}
