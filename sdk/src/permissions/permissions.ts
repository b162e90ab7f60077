/** Named permissions of platform.md section 6, granted per membership. */
export const NAMED_PERMISSIONS = [
  'page:billing',
  'page:users_teams',
  'page:enterprise_admin',
  'page:financials',
  'action_items:create',
  'action_items:assign',
  'subscription.manage',
  'billing.purchase',
  'billing.manage',
  'billing.view',
  'integrations.manage',
  'access:investor_dashboard',
  'access:affiliate_dashboard',
] as const;
export type NamedPermission = (typeof NAMED_PERMISSIONS)[number];

/**
 * Does a grant list hold a permission? Grants may be exact names or wildcards: '*', 'page:*',
 * 'billing.*'.
 */
export function hasPermission(grants: readonly string[], permission: string): boolean {
  for (const grant of grants) {
    if (grant === '*' || grant === permission) return true;
    if (grant.endsWith('*') && permission.startsWith(grant.slice(0, -1))) return true;
  }
  return false;
}

/** Expand grants (with wildcards) into the named permissions they cover. */
export function expandPermissions(grants: readonly string[]): NamedPermission[] {
  return NAMED_PERMISSIONS.filter((name) => hasPermission(grants, name));
}
