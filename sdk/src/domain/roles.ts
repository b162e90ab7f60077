/** Account roles (platform.md section 6). SUPER_ADMIN is platform-wide and passes every check. */
export const ACCOUNT_ROLES = ['SUPER_ADMIN', 'OWNER', 'ADMIN', 'MEMBER', 'OBSERVER'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Ranks of platform.md section 6; SUPER_ADMIN sits above OWNER. */
export const ROLE_RANK: Record<AccountRole, number> = {
  SUPER_ADMIN: 5,
  OWNER: 4,
  ADMIN: 3,
  MEMBER: 2,
  OBSERVER: 1,
};

/** Unknown roles default to MEMBER (platform.md section 6). */
export function normalizeRole(role: unknown): AccountRole {
  const upper = typeof role === 'string' ? role.toUpperCase() : '';
  return (ACCOUNT_ROLES as readonly string[]).includes(upper) ? (upper as AccountRole) : 'MEMBER';
}

export function roleAtLeast(role: AccountRole, minimum: AccountRole): boolean {
  return ROLE_RANK[role] >= ROLE_RANK[minimum];
}

/** SUPER_ADMIN, OWNER and ADMIN pass every permission check in the interface. */
export const ADMIN_LEVEL_ROLES: readonly AccountRole[] = ['SUPER_ADMIN', 'OWNER', 'ADMIN'];

export function isAdminLevel(role: AccountRole): boolean {
  return ADMIN_LEVEL_ROLES.includes(role);
}
