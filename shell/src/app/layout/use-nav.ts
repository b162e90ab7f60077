import type { LoadedModule } from '../../federation/ModulesProvider.js';
import { useModules } from '../../federation/ModulesProvider.js';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { coreNav } from './core-nav.js';
import { visibleGroups, type NavGroup } from './nav-groups.js';
import type { VisibilityContext } from './nav-visibility.js';

/** A sidebar block: a group of entries, or a module still loading or failed (shown in its place). */
export type NavBlock = { kind: 'group'; group: NavGroup } | { kind: 'module'; order: number; key: string; loaded: LoadedModule };

/** The signed-in user's sidebar, in order: core groups and each module's, as visibility allows (platform.md section 6). */
export function useNav(): { blocks: NavBlock[]; retry(id: string): void } {
  const session = useSession();
  const ability = useAppAbility();
  const { modules, retry } = useModules();
  const context: VisibilityContext = {
    features: session.account?.enabledFeatures ?? [],
    persona: session.user?.primaryPersona ?? null,
    isSuperAdmin: session.user?.isSuperAdmin ?? false,
    plan: session.account?.plan ?? null,
    ability,
  };
  const blocks: NavBlock[] = visibleGroups(coreNav, context).map((group) => ({ kind: 'group', group }));
  for (const loaded of modules) {
    if (loaded.state === 'ready' && loaded.module) {
      for (const group of visibleGroups(loaded.module.nav, context, loaded.entry.id)) blocks.push({ kind: 'group', group });
    } else {
      blocks.push({ kind: 'module', order: loaded.entry.nav.order, key: loaded.entry.id, loaded });
    }
  }
  const orderOf = (block: NavBlock) => (block.kind === 'group' ? block.group.order : block.order);
  blocks.sort((a, b) => orderOf(a) - orderOf(b));
  return { blocks, retry };
}
