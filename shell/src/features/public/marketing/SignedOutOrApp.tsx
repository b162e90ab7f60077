import { Suspense, lazy } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { PublicLayout } from '../../../app/layout/PublicLayout.js';
import { AppFrameGate } from '../../../app/AppFrameGate.js';

const MarketingPage = lazy(() => import('./MarketingPage.js'));

/**
 * /planning-poker, /retrospectives and /agile-kanban are the agile module's screens for members and
 * marketing pages for visitors (platform.md section 2): signed out, the marketing page (without the
 * app frame or the module); signed in, the app frame with the module's route (the child outlet).
 */
export function SignedOutOrApp() {
  const { status } = useSession();
  if (status === 'loading') {
    return (
      <PublicLayout>
        <LoadingState variant="page" />
      </PublicLayout>
    );
  }
  if (status === 'anonymous') {
    return (
      <Suspense
        fallback={
          <PublicLayout>
            <LoadingState variant="page" />
          </PublicLayout>
        }
      >
        <MarketingPage />
      </Suspense>
    );
  }
  return <AppFrameGate />;
}
