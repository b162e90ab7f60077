import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { PublicLayout } from './PublicLayout.js';

// The signed-in layout (sidebar, menus) is loaded only for signed-in users: signed-out pages stay light.
const AppLayout = lazy(async () => ({ default: (await import('./AppLayout.js')).AppLayout }));

function Waiting() {
  return (
    <div style={{ padding: 24 }}>
      <LoadingState variant="page" />
    </div>
  );
}

/** Signed in: the app layout with the sidebar. Signed out: the public header. */
export function Frame({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Waiting />;
  const content = children ?? <Outlet />;
  if (status !== 'authenticated') return <PublicLayout>{content}</PublicLayout>;
  return (
    <Suspense fallback={<Waiting />}>
      <AppLayout>{content}</AppLayout>
    </Suspense>
  );
}
