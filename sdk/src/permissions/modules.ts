import type { AccountRole } from '../domain/roles.js';
import type { PlanId } from '../domain/plans.js';
import type { AbilityUser } from './ability.js';

/** What a module's rules see of the person and account they are built for. */
export interface PermissionRuleContext {
  user: AbilityUser;
  role: AccountRole;
  plan: PlanId;
  /** SUPER_ADMIN, OWNER or ADMIN. */
  isAdmin: boolean;
  /** Does the membership hold this named permission (platform.md section 6, wildcards allowed)? */
  granted(permission: string): boolean;
  /** Allow; `conditions` (a MongoDB-style query on the record) narrow it, e.g. `{ authorId: user.id }`. */
  can(action: string | string[], subject: string | string[], conditions?: Record<string, unknown>): void;
  cannot(action: string | string[], subject: string | string[], conditions?: Record<string, unknown>): void;
}

/**
 * A module's permission subjects and rules, declared once in its shared/ folder and registered
 * by both halves (the API plugin and the web module), so the API and `<Can>` judge alike. Rules
 * run after the platform's role rules and may use conditions where ownership decides:
 * `can('update', 'RetroCard', { authorId: user.id })`, checked with `subject('RetroCard', card)`.
 */
export interface ModulePermissions {
  module: string;
  subjects: readonly string[];
  define(context: PermissionRuleContext): void;
}

export function definePermissions(permissions: ModulePermissions): ModulePermissions {
  return Object.freeze(permissions);
}

const registered = new Map<string, ModulePermissions>();
let version = 0;

/** Add (or replace) a module's rules; abilities built afterwards include them. */
export function registerModulePermissions(permissions: ModulePermissions): void {
  if (registered.get(permissions.module) === permissions) return;
  registered.set(permissions.module, permissions);
  version += 1;
}

export function registeredModulePermissions(): ModulePermissions[] {
  return [...registered.values()];
}

/** Changes each time a module registers rules (the shell rebuilds its ability on a change). */
export function modulePermissionsVersion(): number {
  return version;
}
