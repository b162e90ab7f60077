import { useMemo, type ReactNode } from 'react';
import { defineAbilityFor } from '@suite/sdk';
import { AbilityProvider, useSession } from '@suite/sdk/react';

/** The signed-in user's CASL ability in the active account, for <Can> and route gates. */
export function AbilityBoundary({ children }: { children: ReactNode }) {
  const { user, account } = useSession();
  const ability = useMemo(
    () =>
      defineAbilityFor(
        user ? { id: user.id, isSuperAdmin: user.isSuperAdmin, primaryPersona: user.primaryPersona } : null,
        account ? { role: account.role, permissions: account.permissions } : null,
        account ? { plan: account.plan } : null,
      ),
    [user, account],
  );
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
