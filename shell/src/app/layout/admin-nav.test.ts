import { describe, expect, it } from 'vitest';
import { defineAbilityFor, FEATURE_KEYS, type AccountRole, type FeatureKey, type PlanId } from '@suite/sdk';
import { coreNav } from './core-nav.js';
import { isVisible, type VisibilityContext } from './nav-visibility.js';

function visiblePaths(sectionId: string, options: { role: AccountRole; plan?: PlanId; permissions?: string[]; features?: FeatureKey[]; superAdmin?: boolean }): string[] {
  const section = coreNav.find((candidate) => candidate.id === sectionId)!;
  const plan = options.plan ?? 'PRO';
  const context: VisibilityContext = {
    features: options.features ?? [...FEATURE_KEYS],
    persona: 'TEAM_MEMBER',
    isSuperAdmin: options.superAdmin ?? false,
    plan,
    ability: defineAbilityFor({ id: 'u', isSuperAdmin: options.superAdmin }, { role: options.role, permissions: options.permissions ?? [] }, { plan }),
  };
  if (!isVisible(section.visibility, context)) return [];
  return section.items.filter((item) => isVisible(item.visibility, context)).map((item) => item.path);
}

describe('the Administration sidebar section (platform.md section 6)', () => {
  it('shows owners and super admins the features, the Admin Dashboard and Support Tickets', () => {
    expect(visiblePaths('admin', { role: 'OWNER' })).toEqual(['/account-settings/features', '/admin/dashboard', '/admin/support-tickets']);
    expect(visiblePaths('admin', { role: 'MEMBER', superAdmin: true })).toEqual(['/account-settings/features', '/admin/dashboard', '/admin/support-tickets']);
  });

  it('shows admins the features only: support tickets are for super admins and owners', () => {
    expect(visiblePaths('admin', { role: 'ADMIN' })).toEqual(['/account-settings/features']);
  });

  it('is not shown to members and observers', () => {
    expect(visiblePaths('admin', { role: 'MEMBER', permissions: ['page:users_teams', 'page:billing'] })).toEqual([]);
    expect(visiblePaths('admin', { role: 'OBSERVER' })).toEqual([]);
  });
});

describe('the Enterprise sidebar section', () => {
  it('needs the enterprise plan, the enterprise admin right and the enterprise_survival feature', () => {
    expect(visiblePaths('enterprise', { role: 'OWNER', plan: 'ENTERPRISE' })).toEqual(['/enterprise/admin']);
    expect(visiblePaths('enterprise', { role: 'MEMBER', plan: 'ENTERPRISE', permissions: ['page:enterprise_admin'] })).toEqual(['/enterprise/admin']);
    expect(visiblePaths('enterprise', { role: 'OWNER', plan: 'PRO' })).toEqual([]);
    expect(visiblePaths('enterprise', { role: 'MEMBER', plan: 'ENTERPRISE' })).toEqual([]);
    expect(visiblePaths('enterprise', { role: 'OWNER', plan: 'ENTERPRISE', features: FEATURE_KEYS.filter((feature) => feature !== 'enterprise_survival') })).toEqual([]);
  });
});

describe('the Help sidebar section', () => {
  it("offers 'Contact support' to everyone signed in", () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'OBSERVER'] as const) expect(visiblePaths('help', { role })).toEqual(['/support']);
  });
});
