import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { defineAbilityFor } from '@suite/sdk';
import { AbilityProvider, useSession } from '@suite/sdk/react';
import { modulePermissionsVersion, subscribeToModulePermissions } from '../../federation/module-contributions.js';

/** The signed-in user's CASL ability in the active account, for <Can> and route gates; rebuilt when a loaded module adds its rules. */
export function AbilityBoundary({ children }: { children: ReactNode }) {
  const { user, account } = useSession();
  const rulesVersion = useSyncExternalStore(subscribeToModulePermissions, modulePermissionsVersion);
  const ability = useMemo(
    () =>
      defineAbilityFor(
        user ? { id: user.id, isSuperAdmin: user.isSuperAdmin, primaryPersona: user.primaryPersona } : null,
        account ? { role: account.role, permissions: account.permissions } : null,
        account ? { plan: account.plan } : null,
      ),
    // rulesVersion: defineAbilityFor reads the registered module rules.
    [user, account, rulesVersion],
  );
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}
