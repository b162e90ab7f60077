import { describe, expect, it } from 'vitest';
import { defineAbilityFor, FEATURE_KEYS, type AccountRole } from '@suite/sdk';
import { coreNav } from './core-nav.js';
import { isVisible, type VisibilityContext } from './nav-visibility.js';

const accountSection = coreNav.find((section) => section.id === 'account')!;
const homeSection = coreNav.find((section) => section.id === 'home')!;

function visiblePaths(role: AccountRole, permissions: string[] = [], section = accountSection): string[] {
  const context: VisibilityContext = {
    features: [...FEATURE_KEYS],
    persona: 'TEAM_MEMBER',
    isSuperAdmin: false,
    plan: 'PRO',
    ability: defineAbilityFor({ id: 'u' }, { role, permissions }, { plan: 'PRO' }),
  };
  if (!isVisible(section.visibility, context)) return [];
  return section.items.filter((item) => isVisible(item.visibility, context)).map((item) => item.path);
}

describe('the Account Management sidebar section (platform.md section 6)', () => {
  it('shows owners and admins account settings, users and teams, and profile', () => {
    expect(visiblePaths('OWNER')).toEqual(['/account-settings', '/manage-users-teams', '/billing', '/profile']);
    expect(visiblePaths('ADMIN')).toEqual(['/account-settings', '/manage-users-teams', '/billing', '/profile']);
  });

  it('shows Billing to members with page:billing, billing.view or billing.manage, and to no other member', () => {
    expect(visiblePaths('MEMBER', ['page:billing'])).toEqual(['/billing']);
    expect(visiblePaths('MEMBER', ['billing.view'])).toEqual(['/billing']);
    expect(visiblePaths('MEMBER', ['billing.manage'])).toEqual(['/billing']);
    expect(visiblePaths('MEMBER', ['billing.purchase'])).toEqual([]);
    expect(visiblePaths('MEMBER', ['page:users_teams'])).not.toContain('/billing');
  });

  it('shows members with the users-teams right the users page, not the settings', () => {
    expect(visiblePaths('MEMBER', ['page:users_teams'])).toEqual(['/manage-users-teams', '/profile']);
  });

  it('is not shown to plain members and observers', () => {
    expect(visiblePaths('MEMBER')).toEqual([]);
    expect(visiblePaths('OBSERVER')).toEqual([]);
  });

  it('shows Integrations to every signed-in role, observers included', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER', 'OBSERVER'] as const) expect(visiblePaths(role, [], homeSection)).toEqual(['/dashboard', '/integrations', '/action-items']);
  });
});
