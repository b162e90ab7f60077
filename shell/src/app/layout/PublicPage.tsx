import type { ReactNode } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { PublicLayout } from './PublicLayout.js';

/** A public entry page in the public frame (it waits for the session so signed-in redirects do not flash). */
export function PublicPage({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <PublicLayout>{status === 'loading' ? <LoadingState variant="page" /> : children}</PublicLayout>;
}
