import { Suspense, type ReactNode } from 'react';
import { LoadingState } from '@suite/sdk/ui';
import { useAppAbility } from '@suite/sdk/react';
import type { AppAction, AppSubject } from '@suite/sdk';
import { RequireAuth } from '../../../app/RequireAuth.js';
import { AccessDenied } from '../../../app/AccessDenied.js';

function AbilityGate({ can, children }: { can?: [AppAction, AppSubject]; children: ReactNode }) {
  const ability = useAppAbility();
  if (can && ability.cannot(can[0], can[1])) return <AccessDenied />;
  return <>{children}</>;
}

/**
 * A signed-in account page: the sign-in gate, the page's right (else the Access Denied screen),
 * and a skeleton while the page's strings load.
 */
export function AccountPageFrame({ can, children }: { can?: [AppAction, AppSubject]; children: ReactNode }) {
  return (
    <RequireAuth>
      <AbilityGate can={can}>
        <Suspense fallback={<LoadingState variant="page" />}>{children}</Suspense>
      </AbilityGate>
    </RequireAuth>
  );
}
