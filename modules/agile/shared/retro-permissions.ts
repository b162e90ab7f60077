import type { PermissionRuleContext } from '@suite/sdk';

/** The retro area's permission subjects and rules (part of agilePermissions). */
export const RetroPermissions = {
  subjects: [] as string[],
  define(_context: PermissionRuleContext): void {},
};
