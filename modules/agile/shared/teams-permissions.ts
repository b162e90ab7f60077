import type { PermissionRuleContext } from '@suite/sdk';

/** The teams area's permission subjects and rules (part of agilePermissions). */
export const TeamsPermissions = {
  subjects: [] as string[],
  define(_context: PermissionRuleContext): void {},
};
