import type { PermissionRuleContext } from '@suite/sdk';

/** The CASL subject of boards and everything on them (columns, items, sprints, deliveries, team events). */
export const KANBAN_SUBJECT = 'KanbanBoard';
export const KANBAN_SUBJECTS = [KANBAN_SUBJECT] as const;
export type KanbanSubject = (typeof KANBAN_SUBJECTS)[number];

/** What a board check with conditions needs of a board: `subject(KANBAN_SUBJECT, { createdBy })`. */
export interface KanbanBoardSubject {
  createdBy: string | null;
}

/**
 * The kanban area's rules (part of agilePermissions), after the platform's role rules: every
 * member reads; members and admins change boards and what is on them (observers only read, the
 * platform's last rule). Deleting a board is for account admins and the person who created it;
 * admins of the board's team may too (team roles are data: the service asks the team).
 */
export const KanbanPermissions = {
  subjects: KANBAN_SUBJECTS,
  define({ user, isAdmin, can, cannot }: PermissionRuleContext): void {
    if (isAdmin) return;
    cannot('delete', KANBAN_SUBJECT);
    // The sdk's ability types conditions of string subjects as never: the condition is checked at run time.
    can('delete', KANBAN_SUBJECT, { createdBy: user.id } satisfies Partial<KanbanBoardSubject> as never);
  },
};
