import { AccessErrors, AuthErrors, isValidEmail, normalizeRole, roleAtLeast, type AccountRole } from '@suite/sdk';

/** Roles an invitation can carry and an administrator can give (OWNER moves only by a transfer). */
export const ASSIGNABLE_ROLES = ['ADMIN', 'MEMBER', 'OBSERVER'] as const satisfies readonly AccountRole[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;

export function roleColor(role: string): string {
  if (role === 'OWNER' || role === 'SUPER_ADMIN') return 'grape';
  if (role === 'ADMIN') return 'indigo';
  if (role === 'OBSERVER') return 'gray';
  return 'blue';
}

/** Seats in use: members plus pending invitations, against maxUsers (-1 unlimited). */
export function seatUsage(stats: { members: number; pendingInvitations: number; maxUsers: number }): { used: number; max: number | null; percent: number; full: boolean } {
  const used = stats.members + stats.pendingInvitations;
  if (stats.maxUsers < 0) return { used, max: null, percent: 0, full: false };
  const percent = stats.maxUsers === 0 ? 100 : Math.min(100, Math.round((used / stats.maxUsers) * 100));
  return { used, max: stats.maxUsers, percent, full: used >= stats.maxUsers };
}

/** The problem with an invitation before it is sent: none, missing data, or a malformed email. */
export function invitationProblem(email: string, role: string): string | null {
  if (!email.trim() || !role) return AccessErrors.INVALID_INVITATION_DATA;
  if (!isValidEmail(email)) return AuthErrors.INVALID_EMAIL;
  return null;
}

/** The roles someone may give: never above their own (the server refuses it too). */
export function grantableRoles(actorRole: string | null | undefined, isSuperAdmin = false): AssignableRole[] {
  if (isSuperAdmin) return [...ASSIGNABLE_ROLES];
  const own = normalizeRole(actorRole);
  return ASSIGNABLE_ROLES.filter((role) => roleAtLeast(own, role));
}

/** A member whose role and status the actor may change: not the owner, not themselves, not above the actor. */
export function canManageMember(actor: { userId: string; role: string | null | undefined; isSuperAdmin?: boolean }, member: { userId: string; role: string }): boolean {
  if (member.role === 'OWNER' || member.userId === actor.userId) return false;
  return actor.isSuperAdmin === true || roleAtLeast(normalizeRole(actor.role), normalizeRole(member.role));
}
