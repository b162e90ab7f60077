import { describe, expect, it } from 'vitest';
import { defineAbilityFor, FEATURE_KEYS } from '@suite/sdk';
import { isVisible, type VisibilityContext } from './nav-visibility.js';

const context = (overrides: Partial<VisibilityContext> = {}): VisibilityContext => ({
  features: [...FEATURE_KEYS],
  persona: 'FOUNDER',
  isSuperAdmin: false,
  plan: 'PRO',
  ability: defineAbilityFor({ id: 'u' }, { role: 'MEMBER' }, { plan: 'PRO' }),
  ...overrides,
});

describe('sidebar visibility (platform.md section 6)', () => {
  it('hides a section whose feature is off', () => {
    expect(isVisible({ features: ['agile_survival'] }, context({ features: ['product_management'] }))).toBe(false);
    expect(isVisible({ features: ['agile_survival'] }, context())).toBe(true);
  });

  it("hides a stand-in while the domain that replaces it is on (bi's MVP panel when product is on)", () => {
    const standIn = { features: ['business_intelligence' as const], unlessFeatures: ['product_management' as const] };
    expect(isVisible(standIn, context())).toBe(false);
    expect(isVisible(standIn, context({ features: ['business_intelligence'] }))).toBe(true);
  });

  it('shows Product Management to founders and team members, not to investors', () => {
    const rule = { features: ['product_management' as const], personas: ['FOUNDER' as const, 'TEAM_MEMBER' as const] };
    expect(isVisible(rule, context({ persona: 'FOUNDER' }))).toBe(true);
    expect(isVisible(rule, context({ persona: 'TEAM_MEMBER' }))).toBe(true);
    expect(isVisible(rule, context({ persona: 'INVESTOR' }))).toBe(false);
  });

  it('lets a super admin see every persona section', () => {
    expect(isVisible({ personas: ['INVESTOR'] }, context({ persona: 'FOUNDER', isSuperAdmin: true }))).toBe(true);
  });

  it('follows the ability for entries that need a right', () => {
    const memberAbility = defineAbilityFor({ id: 'u' }, { role: 'MEMBER' }, { plan: 'PRO' });
    const adminAbility = defineAbilityFor({ id: 'u' }, { role: 'ADMIN' }, { plan: 'PRO' });
    expect(isVisible({ can: ['view', 'UsersTeams'] }, context({ ability: memberAbility }))).toBe(false);
    expect(isVisible({ can: ['view', 'UsersTeams'] }, context({ ability: adminAbility }))).toBe(true);
  });

  it('limits plan-bound entries to their plans', () => {
    expect(isVisible({ plans: ['ENTERPRISE'] }, context({ plan: 'PRO' }))).toBe(false);
    expect(isVisible({ plans: ['ENTERPRISE'] }, context({ plan: 'ENTERPRISE' }))).toBe(true);
  });
});
