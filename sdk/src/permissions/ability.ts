import { AbilityBuilder, createMongoAbility, subject as asSubject, type ForcedSubject, type MongoAbility } from '@casl/ability';
import { hasPermission } from './permissions.js';
import { registeredModulePermissions, type ModulePermissions } from './modules.js';
import { isAdminLevel, normalizeRole, type AccountRole } from '../domain/roles.js';
import type { Persona } from '../domain/personas.js';
import { PLAN_FEATURES, planHasFeature, normalizePlan, type PlanId } from '../domain/plans.js';
import { expandPermissions, type NamedPermission } from './permissions.js';

export type AppAction = 'manage' | 'view' | 'read' | 'create' | 'update' | 'delete' | 'purchase' | 'transfer' | 'use' | 'participate' | 'vote' | 'assign';

/** Platform subjects; modules use their own subject names (any string). */
export const PLATFORM_SUBJECTS = [
  'Account',
  'AccountSettings',
  'Billing',
  'Subscription',
  'UsersTeams',
  'Invitation',
  'Integrations',
  'EnterpriseAdmin',
  'Financials',
  'InvestorDashboard',
  'AffiliateDashboard',
  'SupportTickets',
  'BusinessValueConfig',
  'Governance',
  'AuditLog',
  'FeatureFlags',
] as const;
export type PlatformSubject = (typeof PLATFORM_SUBJECTS)[number];
export type AppSubject = PlatformSubject | `PlanFeature:${string}` | (string & {}) | 'all';

/** A record checked with conditions: `subject('RetroCard', card)` tags it with its subject type. */
export type AppSubjectRecord = ForcedSubject<string> & object;

export type AppAbility = MongoAbility<[AppAction | (string & {}), AppSubject | AppSubjectRecord]>;

export interface AbilityUser {
  id: string;
  isSuperAdmin?: boolean;
  primaryPersona?: Persona | null;
}
export interface AbilityMembership {
  role: AccountRole | string;
  permissions?: readonly string[];
}
export interface AbilitySubscription {
  plan: PlanId | string;
}

/** Subjects only admin-level roles (or a named permission) reach. */
const ADMIN_SUBJECTS: PlatformSubject[] = [
  'Account',
  'AccountSettings',
  'Billing',
  'Subscription',
  'UsersTeams',
  'Invitation',
  'EnterpriseAdmin',
  'Financials',
  'SupportTickets',
  'BusinessValueConfig',
  'Governance',
  'AuditLog',
  'FeatureFlags',
];

/** What each named permission opens on platform subjects (a module's own, like action_items:*, are its rules' `granted`). */
const PERMISSION_RULES: Partial<Record<NamedPermission, [AppAction[], PlatformSubject][]>> = {
  'page:billing': [[['view', 'read'], 'Billing']],
  'page:users_teams': [[['view', 'read', 'create', 'update', 'delete'], 'UsersTeams'], [['view', 'read', 'create', 'update', 'delete'], 'Invitation']],
  'page:enterprise_admin': [[['view', 'read'], 'EnterpriseAdmin']],
  'page:financials': [[['view', 'read'], 'Financials']],
  'subscription.manage': [[['view', 'read', 'update'], 'Subscription']],
  'billing.purchase': [[['purchase'], 'Billing']],
  'billing.manage': [[['view', 'read', 'update', 'create', 'delete'], 'Billing']],
  'billing.view': [[['view', 'read'], 'Billing']],
  'integrations.manage': [[['create', 'update', 'delete'], 'Integrations']],
  'access:investor_dashboard': [[['view', 'read'], 'InvestorDashboard']],
  'access:affiliate_dashboard': [[['view', 'read'], 'AffiliateDashboard']],
};

/**
 * The one permission model (platform.md section 6), used by the API middleware and by the
 * shell's <Can> and route gates.
 */
export function defineAbilityFor(
  user: AbilityUser | null,
  membership: AbilityMembership | null,
  subscription: AbilitySubscription | null,
  modules: readonly ModulePermissions[] = registeredModulePermissions(),
): AppAbility {
  const { can, cannot, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (!user) return build();

  const plan = normalizePlan(subscription?.plan);
  const role: AccountRole = user.isSuperAdmin ? 'SUPER_ADMIN' : normalizeRole(membership?.role);

  if (isAdminLevel(role)) {
    can('manage', 'all');
    if (role === 'ADMIN') {
      cannot('delete', 'Account');
      cannot('transfer', 'Account');
      // Support tickets are for SUPER_ADMIN and OWNER only.
      cannot(['view', 'read', 'update'], 'SupportTickets');
    }
  } else {
    // Everyone signed in reads and takes part; observers only watch.
    can(['read', 'participate'], 'all');
    if (role === 'MEMBER') can(['create', 'update', 'delete', 'vote'], 'all');
    cannot(['view', 'read', 'create', 'update', 'delete', 'manage', 'purchase', 'transfer'], ADMIN_SUBJECTS);
    // Everyone sees Integrations; changing them needs integrations.manage.
    cannot(['create', 'update', 'delete', 'manage'], 'Integrations');
    can(['view', 'read'], 'Integrations');
    for (const permission of expandPermissions(membership?.permissions ?? [])) {
      for (const [actions, subject] of PERMISSION_RULES[permission] ?? []) can(actions, subject);
    }
    if (user.primaryPersona === 'INVESTOR') can(['view', 'read'], 'InvestorDashboard');
    if (user.primaryPersona === 'AFFILIATE') can(['view', 'read'], 'AffiliateDashboard');
    if (role === 'OBSERVER') cannot(['create', 'update', 'delete', 'vote'], 'all');
  }

  // Each module's own subjects and rules (conditions where ownership decides).
  const context = { user, role, plan, isAdmin: isAdminLevel(role), granted: (permission: string) => isAdminLevel(role) || hasPermission(membership?.permissions ?? [], permission),
    can: (action: string | string[], subject: string | string[], conditions?: Record<string, unknown>) => void can(action, subject, conditions as never),
    cannot: (action: string | string[], subject: string | string[], conditions?: Record<string, unknown>) => void cannot(action, subject, conditions as never) };
  for (const module of modules) module.define(context);
  // A module's rules never let an observer change anything.
  if (role === 'OBSERVER') cannot(['create', 'update', 'delete', 'vote'], 'all');

  // Plan-dependent rights hold for every role, admins included.
  if (plan !== 'ENTERPRISE') cannot(['view', 'read'], 'EnterpriseAdmin');
  for (const feature of PLAN_FEATURES) {
    if (planHasFeature(plan, feature)) can('use', `PlanFeature:${feature}`);
    else cannot('use', `PlanFeature:${feature}`);
  }
  return build();
}

/** Tag a record with its subject type for a check with conditions: `ability.can('update', subject('RetroCard', card))`. */
export const subject = asSubject;
