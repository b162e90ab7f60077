import type { PermissionRuleContext } from '@suite/sdk';

/** The kanban area's permission subjects and rules (part of agilePermissions). */
export const KanbanPermissions = {
  subjects: [] as string[],
  define(_context: PermissionRuleContext): void {},
};
