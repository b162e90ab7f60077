import { describe, expect, it } from 'vitest';
import type { Persona } from '../domain/personas.js';
import { PLAN_FEATURES, type PlanFeature, type PlanId } from '../domain/plans.js';
import { ACCOUNT_ROLES, type AccountRole } from '../domain/roles.js';
import { defineAbilityFor, type AppAction, type AppSubject } from './ability.js';
import { NAMED_PERMISSIONS, expandPermissions, hasPermission } from './permissions.js';

interface Who {
  role?: AccountRole | string;
  permissions?: string[];
  plan?: PlanId | string;
  persona?: Persona;
  superAdmin?: boolean;
}

function abilityOf({ role = 'MEMBER', permissions = [], plan = 'PRO', persona, superAdmin }: Who = {}) {
  return defineAbilityFor({ id: 'user-1', isSuperAdmin: superAdmin, primaryPersona: persona ?? null }, { role, permissions }, { plan });
}

const can = (who: Who, action: AppAction, subject: AppSubject) => abilityOf(who).can(action, subject);

type RoleRow = [action: AppAction, subject: AppSubject, allowed: Record<AccountRole, boolean>];
const all = (allowed: boolean): Record<AccountRole, boolean> => ({ SUPER_ADMIN: allowed, OWNER: allowed, ADMIN: allowed, MEMBER: allowed, OBSERVER: allowed });
const adminLevel: Record<AccountRole, boolean> = { SUPER_ADMIN: true, OWNER: true, ADMIN: true, MEMBER: false, OBSERVER: false };
const ownerOnly: Record<AccountRole, boolean> = { SUPER_ADMIN: true, OWNER: true, ADMIN: false, MEMBER: false, OBSERVER: false };
const contributors: Record<AccountRole, boolean> = { SUPER_ADMIN: true, OWNER: true, ADMIN: true, MEMBER: true, OBSERVER: false };

/** Roles without any named permission, on ENTERPRISE so the plan takes nothing away (platform.md section 6). */
const ROLE_MATRIX: RoleRow[] = [
  ['manage', 'all', adminLevel],
  ['delete', 'Account', ownerOnly],
  ['transfer', 'Account', ownerOnly],
  ['update', 'Account', adminLevel],
  ['view', 'SupportTickets', ownerOnly],
  ['view', 'AccountSettings', adminLevel],
  ['update', 'AccountSettings', adminLevel],
  ['view', 'Billing', adminLevel],
  ['purchase', 'Billing', adminLevel],
  ['view', 'Subscription', adminLevel],
  ['view', 'UsersTeams', adminLevel],
  ['create', 'Invitation', adminLevel],
  ['view', 'EnterpriseAdmin', adminLevel],
  ['view', 'Financials', adminLevel],
  ['view', 'InvestorDashboard', adminLevel],
  ['view', 'AffiliateDashboard', adminLevel],
  ['view', 'Governance', adminLevel],
  ['view', 'AuditLog', adminLevel],
  ['view', 'Integrations', all(true)],
  ['create', 'Integrations', adminLevel],
  ['update', 'Integrations', adminLevel],
  ['delete', 'Integrations', adminLevel],
  ['read', 'RetroSession', all(true)],
  ['participate', 'RetroSession', all(true)],
  ['create', 'RetroCard', contributors],
  ['update', 'RetroCard', contributors],
  ['delete', 'RetroCard', contributors],
  ['vote', 'RetroCard', contributors],
];

describe('role x permission matrix', () => {
  const cases = ROLE_MATRIX.flatMap(([action, subject, allowed]) =>
    ACCOUNT_ROLES.map((role) => ({ role, action, subject, allowed: allowed[role] })),
  );

  it.each(cases)('$role: $action $subject -> $allowed', ({ role, action, subject, allowed }) => {
    expect(can({ role, plan: 'ENTERPRISE' }, action, subject)).toBe(allowed);
  });

  it('treats a platform super admin as SUPER_ADMIN whatever the account role', () => {
    for (const [action, subject, allowed] of ROLE_MATRIX) {
      expect(can({ role: 'OBSERVER', superAdmin: true, plan: 'ENTERPRISE' }, action, subject), `${action} ${subject}`).toBe(allowed.SUPER_ADMIN);
    }
  });

  it.each(['TEAM_LEAD', 'facilitator', '', undefined])('treats the unknown role %j as MEMBER', (role) => {
    for (const [action, subject, allowed] of ROLE_MATRIX) {
      expect(can({ role, plan: 'ENTERPRISE' }, action, subject), `${action} ${subject}`).toBe(allowed.MEMBER);
    }
  });

  it('reads role names case-insensitively', () => {
    expect(can({ role: 'owner' }, 'delete', 'Account')).toBe(true);
    expect(can({ role: 'observer' }, 'vote', 'RetroCard')).toBe(false);
  });

  it('gives a signed-out visitor nothing', () => {
    const ability = defineAbilityFor(null, { role: 'OWNER' }, { plan: 'ENTERPRISE' });
    expect(ability.can('read', 'RetroSession')).toBe(false);
    expect(ability.can('view', 'Integrations')).toBe(false);
  });
});

describe('named permissions for a MEMBER', () => {
  const member = (permissions: string[], plan: PlanId = 'ENTERPRISE') => ({ role: 'MEMBER', permissions, plan });

  type PermissionRow = [grants: string[], action: AppAction, subject: AppSubject, allowed: boolean];
  const rows: PermissionRow[] = [
    [['page:billing'], 'view', 'Billing', true],
    [['page:billing'], 'purchase', 'Billing', false],
    [['billing.view'], 'view', 'Billing', true],
    [['billing.view'], 'update', 'Billing', false],
    [['billing.manage'], 'view', 'Billing', true],
    [['billing.manage'], 'update', 'Billing', true],
    [['billing.purchase'], 'purchase', 'Billing', true],
    [['subscription.manage'], 'update', 'Subscription', true],
    [['page:users_teams'], 'view', 'UsersTeams', true],
    [['page:users_teams'], 'create', 'Invitation', true],
    [['page:enterprise_admin'], 'view', 'EnterpriseAdmin', true],
    [['page:financials'], 'view', 'Financials', true],
    [['integrations.manage'], 'create', 'Integrations', true],
    [['integrations.manage'], 'update', 'Integrations', true],
    [['integrations.manage'], 'delete', 'Integrations', true],
    [['access:investor_dashboard'], 'view', 'InvestorDashboard', true],
    [['access:investor_dashboard'], 'view', 'AffiliateDashboard', false],
    [['access:affiliate_dashboard'], 'view', 'AffiliateDashboard', true],
    // Wildcards.
    [['page:*'], 'view', 'Billing', true],
    [['page:*'], 'view', 'UsersTeams', true],
    [['page:*'], 'view', 'EnterpriseAdmin', true],
    [['page:*'], 'view', 'Financials', true],
    [['page:*'], 'purchase', 'Billing', false],
    [['page:*'], 'view', 'InvestorDashboard', false],
    [['billing.*'], 'purchase', 'Billing', true],
    [['billing.*'], 'update', 'Billing', true],
    [['billing.*'], 'view', 'Financials', false],
    [['access:*'], 'view', 'InvestorDashboard', true],
    [['access:*'], 'view', 'AffiliateDashboard', true],
    [['access:*'], 'view', 'Billing', false],
    [['*'], 'purchase', 'Billing', true],
    [['*'], 'view', 'Financials', true],
    [['*'], 'view', 'UsersTeams', true],
    [['*'], 'view', 'AffiliateDashboard', true],
    // A wildcard opens named permissions only, never the owner's rights.
    [['*'], 'delete', 'Account', false],
    [['*'], 'view', 'SupportTickets', false],
    [['*'], 'view', 'AccountSettings', false],
    [['page:billing', 'billing.purchase'], 'purchase', 'Billing', true],
    [['not-a-permission'], 'view', 'Billing', false],
  ];

  it.each(rows)('%j: %s %s -> %s', (grants, action, subject, allowed) => {
    expect(can(member(grants), action, subject)).toBe(allowed);
  });

  it('lets an OBSERVER with permissions see but still not create, update, delete or vote', () => {
    const observer = { role: 'OBSERVER', permissions: ['*'], plan: 'ENTERPRISE' };
    expect(can(observer, 'view', 'Billing')).toBe(true);
    for (const action of ['create', 'update', 'delete', 'vote'] as const) {
      expect(can(observer, action, 'RetroCard'), action).toBe(false);
      expect(can(observer, action, 'Billing'), action).toBe(false);
    }
  });
});

describe('gates of platform.md section 6', () => {
  it.each([
    ['SUPER_ADMIN', [], true],
    ['OWNER', [], true],
    ['ADMIN', [], true],
    ['MEMBER', [], false],
    ['MEMBER', ['page:billing'], true],
    ['MEMBER', ['billing.view'], true],
    ['OBSERVER', ['page:billing'], true],
  ] as const)('billing is visible to %s with %j: %s', (role, permissions, allowed) => {
    expect(can({ role, permissions: [...permissions] }, 'view', 'Billing')).toBe(allowed);
  });

  it.each([
    ['SUPER_ADMIN', [], true],
    ['OWNER', [], true],
    ['ADMIN', [], true],
    ['MEMBER', [], false],
    ['MEMBER', ['page:billing'], false],
    ['MEMBER', ['billing.purchase'], true],
  ] as const)('purchases are allowed to %s with %j: %s', (role, permissions, allowed) => {
    expect(can({ role, permissions: [...permissions] }, 'purchase', 'Billing')).toBe(allowed);
  });

  describe('enterprise admin needs plan ENTERPRISE plus admin or page:enterprise_admin', () => {
    it.each([
      ['SUPER_ADMIN', [], 'ENTERPRISE', true],
      ['OWNER', [], 'ENTERPRISE', true],
      ['ADMIN', [], 'ENTERPRISE', true],
      ['MEMBER', ['page:enterprise_admin'], 'ENTERPRISE', true],
      ['MEMBER', [], 'ENTERPRISE', false],
      ['OWNER', [], 'PRO', false],
      ['OWNER', [], 'FREE', false],
      ['SUPER_ADMIN', [], 'PRO', false],
      ['ADMIN', [], 'PAID', false],
      ['MEMBER', ['page:enterprise_admin'], 'PRO', false],
      ['MEMBER', ['*'], 'FREE', false],
    ] as const)('%s with %j on %s: %s', (role, permissions, plan, allowed) => {
      expect(can({ role, permissions: [...permissions], plan }, 'view', 'EnterpriseAdmin')).toBe(allowed);
    });

    it('is closed to a platform super admin on another plan too', () => {
      expect(can({ superAdmin: true, plan: 'PRO' }, 'view', 'EnterpriseAdmin')).toBe(false);
    });
  });

  it.each([
    ['SUPER_ADMIN', [], true],
    ['OWNER', [], true],
    ['ADMIN', [], true],
    ['MEMBER', [], false],
    ['OBSERVER', [], false],
    ['MEMBER', ['page:financials'], true],
  ] as const)('financial views are open to %s with %j: %s', (role, permissions, allowed) => {
    expect(can({ role, permissions: [...permissions] }, 'view', 'Financials')).toBe(allowed);
  });

  describe('investor and affiliate dashboards', () => {
    it.each([
      [{ role: 'MEMBER', persona: 'INVESTOR' }, true, false],
      [{ role: 'OBSERVER', persona: 'INVESTOR' }, true, false],
      [{ role: 'MEMBER', persona: 'AFFILIATE' }, false, true],
      [{ role: 'MEMBER', persona: 'FOUNDER' }, false, false],
      [{ role: 'MEMBER', persona: 'TEAM_MEMBER' }, false, false],
      [{ role: 'MEMBER', permissions: ['access:investor_dashboard'] }, true, false],
      [{ role: 'MEMBER', permissions: ['access:affiliate_dashboard'] }, false, true],
      [{ role: 'MEMBER', permissions: ['access:*'] }, true, true],
      [{ role: 'ADMIN', persona: 'FOUNDER' }, true, true],
      [{ role: 'OWNER' }, true, true],
    ] as const)('%j sees investor %s, affiliate %s', (who, investor, affiliate) => {
      const ability = abilityOf({ ...who, permissions: 'permissions' in who ? [...who.permissions] : [] });
      expect(ability.can('view', 'InvestorDashboard')).toBe(investor);
      expect(ability.can('view', 'AffiliateDashboard')).toBe(affiliate);
    });
  });

  it('lets everyone signed in see Integrations, on every plan', () => {
    for (const role of ACCOUNT_ROLES) for (const plan of ['FREE', 'PRO', 'ENTERPRISE']) expect(can({ role, plan }, 'view', 'Integrations'), `${role} ${plan}`).toBe(true);
  });
});

describe('plan features (DECISIONS.md plan table)', () => {
  const PRO_FEATURES: PlanFeature[] = ['analytics', 'integrations', 'custom_voting', 'priority_support', 'ai_assistant'];
  const EXPECTED: Record<PlanId, PlanFeature[]> = {
    FREE: [],
    PRO: PRO_FEATURES,
    ENTERPRISE: ['analytics', 'integrations', 'custom_voting', 'priority_support', 'ai_assistant', 'custom_roles', 'sso', 'audit_logs'],
  };

  it('knows the eight plan features of the table', () => {
    expect([...PLAN_FEATURES].sort()).toEqual([...EXPECTED.ENTERPRISE].sort());
  });

  const cases = (Object.keys(EXPECTED) as PlanId[]).flatMap((plan) =>
    EXPECTED.ENTERPRISE.map((feature) => ({ plan, feature, allowed: EXPECTED[plan].includes(feature) })),
  );

  it.each(cases)('$plan: use PlanFeature:$feature -> $allowed, whatever the role', ({ plan, feature, allowed }) => {
    for (const role of ACCOUNT_ROLES) expect(can({ role, plan }, 'use', `PlanFeature:${feature}`), role).toBe(allowed);
    expect(can({ superAdmin: true, plan }, 'use', `PlanFeature:${feature}`)).toBe(allowed);
  });

  it("reads 'PAID' as PRO and a missing or unknown plan as FREE", () => {
    expect(can({ plan: 'PAID' }, 'use', 'PlanFeature:analytics')).toBe(true);
    expect(can({ plan: 'PAID' }, 'use', 'PlanFeature:sso')).toBe(false);
    expect(can({ plan: 'GOLD' }, 'use', 'PlanFeature:analytics')).toBe(false);
    const noSubscription = defineAbilityFor({ id: 'user-1' }, { role: 'OWNER' }, null);
    expect(noSubscription.can('use', 'PlanFeature:analytics')).toBe(false);
    expect(noSubscription.can('view', 'EnterpriseAdmin')).toBe(false);
  });
});

describe('hasPermission and expandPermissions', () => {
  it.each([
    [['page:billing'], 'page:billing', true],
    [['page:billing'], 'page:financials', false],
    [['page:*'], 'page:financials', true],
    [['page:*'], 'billing.view', false],
    [['billing.*'], 'billing.purchase', true],
    [['billing.*'], 'page:billing', false],
    [['access:*'], 'access:affiliate_dashboard', true],
    [['*'], 'integrations.manage', true],
    [[], 'page:billing', false],
  ])('%j holds %s: %s', (grants, permission, held) => {
    expect(hasPermission(grants, permission)).toBe(held);
  });

  it('expands wildcards into the named permissions they cover', () => {
    expect(expandPermissions(['page:*'])).toEqual(['page:billing', 'page:users_teams', 'page:enterprise_admin', 'page:financials']);
    expect(expandPermissions(['billing.*'])).toEqual(['billing.purchase', 'billing.manage', 'billing.view']);
    expect(expandPermissions(['*'])).toEqual([...NAMED_PERMISSIONS]);
    expect(expandPermissions(['unknown:thing'])).toEqual([]);
  });

  it('names the thirteen permissions of platform.md section 6', () => {
    expect(NAMED_PERMISSIONS).toHaveLength(13);
  });
});
