import { describe, expect, it } from 'vitest';
import { additionalUserPriceCents, isPurchaseRefused, planActionFor, planButtonFor, planPriceCents, PLAN_BUTTON_TEXTS } from './billing.js';

describe('the plan-action rule (platform.md section 4)', () => {
  it.each([
    [null, 'PRO', 'ANNUAL', 'purchase'],
    [{ plan: 'PRO', interval: 'MONTHLY' }, 'PRO', 'ANNUAL', 'switch-interval'],
    [{ plan: 'PRO', interval: 'ANNUAL' }, 'PRO', 'ANNUAL', 'none'],
    [{ plan: 'FREE', interval: 'MONTHLY' }, 'PRO', 'MONTHLY', 'upgrade'],
    [{ plan: 'PRO', interval: 'MONTHLY' }, 'ENTERPRISE', 'ANNUAL', 'upgrade'],
    [{ plan: 'ENTERPRISE', interval: 'MONTHLY' }, 'PRO', 'MONTHLY', 'downgrade'],
    [{ plan: 'PRO', interval: 'MONTHLY' }, 'FREE', 'MONTHLY', 'downgrade'],
  ] as const)('%o to %s %s is %s', (current, plan, interval, action) => {
    expect(planActionFor(current, { plan, interval })).toBe(action);
  });

  it('refuses buying the same plan and interval, and leaving ENTERPRISE for a lower plan', () => {
    expect(isPurchaseRefused({ plan: 'PRO', interval: 'ANNUAL' }, { plan: 'PRO', interval: 'ANNUAL' })).toBe(true);
    expect(isPurchaseRefused({ plan: 'ENTERPRISE', interval: 'ANNUAL' }, { plan: 'PRO', interval: 'ANNUAL' })).toBe(true);
    expect(isPurchaseRefused({ plan: 'ENTERPRISE', interval: 'MONTHLY' }, { plan: 'ENTERPRISE', interval: 'ANNUAL' })).toBe(false);
    expect(isPurchaseRefused({ plan: 'FREE', interval: 'MONTHLY' }, { plan: 'PRO', interval: 'ANNUAL' })).toBe(false);
  });

  it('chooses the button text', () => {
    const text = (current: Parameters<typeof planButtonFor>[0], plan: 'FREE' | 'PRO' | 'ENTERPRISE', interval: 'MONTHLY' | 'ANNUAL', canPurchase = true) => PLAN_BUTTON_TEXTS[planButtonFor(current, { plan, interval }, canPurchase).button];
    expect(text(null, 'FREE', 'ANNUAL')).toBe('Get Started');
    expect(text(null, 'PRO', 'ANNUAL')).toBe('Add to Cart');
    expect(text({ plan: 'FREE', interval: 'MONTHLY' }, 'PRO', 'ANNUAL')).toBe('Upgrade to Cart');
    expect(text({ plan: 'ENTERPRISE', interval: 'ANNUAL' }, 'PRO', 'ANNUAL')).toBe('Current Plan');
    expect(text({ plan: 'PRO', interval: 'ANNUAL' }, 'FREE', 'ANNUAL')).toBe('Downgrade to Cart');
    expect(text({ plan: 'PRO', interval: 'MONTHLY' }, 'PRO', 'ANNUAL')).toBe('Switch to Annual');
    expect(text({ plan: 'PRO', interval: 'ANNUAL' }, 'PRO', 'MONTHLY')).toBe('Switch to Monthly');
    expect(text({ plan: 'PRO', interval: 'ANNUAL' }, 'PRO', 'ANNUAL')).toBe('Current Plan');
    expect(planButtonFor({ plan: 'PRO', interval: 'ANNUAL' }, { plan: 'PRO', interval: 'ANNUAL' }, true).disabled).toBe(true);
    expect(text({ plan: 'FREE', interval: 'MONTHLY' }, 'PRO', 'ANNUAL', false)).toBe('Contact Admin');
  });

  it('prices plans and extra users in cents (annual = 12 months at 80 percent)', () => {
    expect(planPriceCents('PRO', 'MONTHLY')).toBe(2900);
    expect(planPriceCents('PRO', 'ANNUAL')).toBe(27840);
    expect(planPriceCents('ENTERPRISE', 'ANNUAL')).toBe(95040);
    expect(additionalUserPriceCents('PRO', 'MONTHLY')).toBe(500);
    expect(additionalUserPriceCents('PRO', 'ANNUAL')).toBe(4800);
    expect(additionalUserPriceCents('FREE', 'MONTHLY')).toBeNull();
  });
});
