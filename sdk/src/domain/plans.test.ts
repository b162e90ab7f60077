import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_USERS_CART_MAX,
  ADDITIONAL_USERS_SLIDER_MAX,
  ANNUAL_DISCOUNT_PERCENT,
  CURRENCY,
  PLAN_CATALOGUE,
  PLAN_IDS,
  UNLIMITED,
  isWithinLimit,
  maxUsersFor,
  normalizePlan,
  planHasFeature,
} from './plans.js';

describe('plan catalogue (DECISIONS.md plan table, in cents)', () => {
  it('prices FREE at 0, PRO at 2900 a month and 27840 a year, ENTERPRISE at 9900 and 95040, in USD', () => {
    expect(CURRENCY).toBe('USD');
    expect(PLAN_IDS).toEqual(['FREE', 'PRO', 'ENTERPRISE']);
    expect(PLAN_CATALOGUE.FREE).toMatchObject({ monthlyPriceCents: 0, annualPriceCents: 0 });
    expect(PLAN_CATALOGUE.PRO).toMatchObject({ monthlyPriceCents: 2900, annualPriceCents: 27840 });
    expect(PLAN_CATALOGUE.ENTERPRISE).toMatchObject({ monthlyPriceCents: 9900, annualPriceCents: 95040 });
  });

  it('bills a year as 12 months at 80 percent', () => {
    expect(ANNUAL_DISCOUNT_PERCENT).toBe(20);
    for (const id of PLAN_IDS) {
      const plan = PLAN_CATALOGUE[id];
      expect(plan.annualPriceCents, id).toBe(Math.round(plan.monthlyPriceCents * 12 * 0.8));
    }
  });

  it('sells additional users on PRO only, at 500 cents a month', () => {
    expect(PLAN_CATALOGUE.PRO.additionalUserMonthlyCents).toBe(500);
    expect(PLAN_CATALOGUE.FREE.additionalUserMonthlyCents).toBeNull();
    expect(PLAN_CATALOGUE.ENTERPRISE.additionalUserMonthlyCents).toBeNull();
  });

  it('limits FREE to 5 users, 1 team, 1 project and 50 sessions a month; PRO and ENTERPRISE as the table says', () => {
    expect(PLAN_CATALOGUE.FREE.limits).toEqual({ maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 });
    expect(PLAN_CATALOGUE.PRO.limits).toEqual({ maxUsers: 5, maxTeams: UNLIMITED, maxProjects: UNLIMITED, maxSessionsPerMonth: UNLIMITED });
    expect(PLAN_CATALOGUE.ENTERPRISE.limits).toEqual({ maxUsers: UNLIMITED, maxTeams: UNLIMITED, maxProjects: UNLIMITED, maxSessionsPerMonth: UNLIMITED });
    expect(UNLIMITED).toBe(-1);
  });

  it('ranks the plans FREE < PRO < ENTERPRISE and keys each by its id', () => {
    expect(PLAN_IDS.map((id) => PLAN_CATALOGUE[id].rank)).toEqual([0, 1, 2]);
    for (const id of PLAN_IDS) expect(PLAN_CATALOGUE[id].id).toBe(id);
  });

  it('caps additional users at 50 on the slider and 100 in the cart', () => {
    expect(ADDITIONAL_USERS_SLIDER_MAX).toBe(50);
    expect(ADDITIONAL_USERS_CART_MAX).toBe(100);
  });

  it('gives FREE no plan feature, PRO five and ENTERPRISE all eight', () => {
    expect(PLAN_CATALOGUE.FREE.features).toEqual([]);
    expect([...PLAN_CATALOGUE.PRO.features].sort()).toEqual(['ai_assistant', 'analytics', 'custom_voting', 'integrations', 'priority_support']);
    expect([...PLAN_CATALOGUE.ENTERPRISE.features].sort()).toEqual(
      ['ai_assistant', 'analytics', 'audit_logs', 'custom_roles', 'custom_voting', 'integrations', 'priority_support', 'sso'],
    );
    expect(planHasFeature('PRO', 'sso')).toBe(false);
    expect(planHasFeature('ENTERPRISE', 'sso')).toBe(true);
    expect(planHasFeature('FREE', 'analytics')).toBe(false);
  });
});

describe('maxUsersFor', () => {
  it.each([
    ['FREE', 0, 5],
    ['PRO', 0, 5],
    ['PRO', 3, 8],
    ['PRO', 50, 55],
    ['PRO', -2, 5],
    ['ENTERPRISE', 0, -1],
    ['ENTERPRISE', 10, -1],
  ] as const)('%s with %i additional users allows %i', (plan, additional, expected) => {
    expect(maxUsersFor(plan, additional)).toBe(expected);
  });
});

describe('isWithinLimit', () => {
  it('allows usage below the limit, refuses it at the limit and never limits -1', () => {
    expect(isWithinLimit(4, 5)).toBe(true);
    expect(isWithinLimit(5, 5)).toBe(false);
    expect(isWithinLimit(1_000_000, UNLIMITED)).toBe(true);
  });
});

describe('normalizePlan', () => {
  it.each([
    ['PAID', 'PRO'],
    ['paid', 'PRO'],
    ['pro', 'PRO'],
    ['Enterprise', 'ENTERPRISE'],
    ['FREE', 'FREE'],
    ['GOLD', 'FREE'],
    [null, 'FREE'],
    [undefined, 'FREE'],
    [42, 'FREE'],
  ])('reads %j as %s', (input, expected) => {
    expect(normalizePlan(input)).toBe(expected);
  });
});
