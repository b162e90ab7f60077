import { AbilityProvider, Can, useAbility } from '@casl/react';
import type { AppAbility } from './ability.js';

/**
 * CASL's React bindings over the app's ability. The shell wraps the app in <AbilityProvider>
 * with defineAbilityFor(...); pages and remotes use <Can I="view" a="Billing"> and useAppAbility().
 * @casl/react is a shared singleton, so the shell's provider reaches every remote.
 */
export { AbilityProvider, Can };

export function useAppAbility(): AppAbility {
  return useAbility<AppAbility>();
}
