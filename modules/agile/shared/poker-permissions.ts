import type { PermissionRuleContext } from '@suite/sdk';

/** The poker area's permission subjects and rules (part of agilePermissions). */
export const PokerPermissions = {
  subjects: [] as string[],
  define(_context: PermissionRuleContext): void {},
};
