import { describe, expect, it } from 'vitest';
import { PLAN_BUTTON_TEXTS, PLAN_CATALOGUE, type BillingInterval, type PlanId } from '@suite/sdk';
import { cardButtonFor, cardIntent, cardPrice, currentChoiceFor, selectionPrice, type Viewer } from './pricing-model.js';

const visitor: Viewer = { signedIn: false, accountPlan: null, subscription: null, canPurchase: false };
const freeAdmin: Viewer = { signedIn: true, accountPlan: 'FREE', subscription: { plan: 'FREE', billingInterval: null, status: 'ACTIVE' }, canPurchase: true };
const proAnnualAdmin: Viewer = { signedIn: true, accountPlan: 'PRO', subscription: { plan: 'PRO', billingInterval: 'ANNUAL', status: 'ACTIVE' }, canPurchase: true };
const enterpriseAdmin: Viewer = { signedIn: true, accountPlan: 'ENTERPRISE', subscription: { plan: 'ENTERPRISE', billingInterval: 'MONTHLY', status: 'ACTIVE' }, canPurchase: true };
const freeMember: Viewer = { signedIn: true, accountPlan: 'FREE', subscription: null, canPurchase: false };

const text = (viewer: Viewer, plan: PlanId, interval: BillingInterval) => PLAN_BUTTON_TEXTS[cardButtonFor(viewer, plan, interval).button];

describe('the pricing card buttons (platform.md section 4)', () => {
  it("offers visitors 'Get Started' on Free and 'Add to Cart' on paid plans", () => {
    expect(text(visitor, 'FREE', 'ANNUAL')).toBe('Get Started');
    expect(text(visitor, 'PRO', 'ANNUAL')).toBe('Add to Cart');
    expect(text(visitor, 'ENTERPRISE', 'MONTHLY')).toBe('Add to Cart');
    expect(cardIntent(visitor, cardButtonFor(visitor, 'FREE', 'ANNUAL'))).toBe('register');
    expect(cardIntent(visitor, cardButtonFor(visitor, 'PRO', 'ANNUAL'))).toBe('cart');
  });

  it("shows a Free admin 'Current Plan' (disabled) on Free in both intervals and 'Upgrade to Cart' on paid plans", () => {
    for (const interval of ['MONTHLY', 'ANNUAL'] as const) {
      expect(text(freeAdmin, 'FREE', interval)).toBe('Current Plan');
      expect(cardButtonFor(freeAdmin, 'FREE', interval).disabled).toBe(true);
      expect(text(freeAdmin, 'PRO', interval)).toBe('Upgrade to Cart');
      expect(text(freeAdmin, 'ENTERPRISE', interval)).toBe('Upgrade to Cart');
    }
  });

  it('offers a PRO annual admin the interval switch, the downgrade and the upgrade', () => {
    expect(text(proAnnualAdmin, 'PRO', 'ANNUAL')).toBe('Current Plan');
    expect(text(proAnnualAdmin, 'PRO', 'MONTHLY')).toBe('Switch to Monthly');
    expect(text(proAnnualAdmin, 'FREE', 'ANNUAL')).toBe('Downgrade to Cart');
    expect(text(proAnnualAdmin, 'ENTERPRISE', 'ANNUAL')).toBe('Upgrade to Cart');
    expect(text({ ...proAnnualAdmin, subscription: { plan: 'PRO', billingInterval: 'MONTHLY', status: 'ACTIVE' } }, 'PRO', 'ANNUAL')).toBe('Switch to Annual');
  });

  it('refuses an Enterprise account a lower plan: the card reads Current Plan and is disabled', () => {
    expect(text(enterpriseAdmin, 'PRO', 'ANNUAL')).toBe('Current Plan');
    expect(cardButtonFor(enterpriseAdmin, 'PRO', 'ANNUAL').disabled).toBe(true);
    expect(cardIntent(enterpriseAdmin, cardButtonFor(enterpriseAdmin, 'PRO', 'ANNUAL'))).toBe('none');
  });

  it("shows members without purchase rights 'Contact Admin', and their own plan as current", () => {
    expect(text(freeMember, 'PRO', 'ANNUAL')).toBe('Contact Admin');
    expect(cardIntent(freeMember, cardButtonFor(freeMember, 'PRO', 'ANNUAL'))).toBe('contact-admin');
    expect(text(freeMember, 'FREE', 'MONTHLY')).toBe('Current Plan');
  });

  it('treats a cancelled subscription as Free', () => {
    expect(currentChoiceFor({ ...proAnnualAdmin, subscription: { plan: 'PRO', billingInterval: 'ANNUAL', status: 'CANCELED' } }, 'MONTHLY')).toEqual({ plan: 'FREE', interval: 'MONTHLY' });
  });
});

describe('the pricing card prices, in cents', () => {
  it('shows PRO at $29 a month, or $23.20 a month billed $278.40 a year with the 20 % saving', () => {
    expect(cardPrice(PLAN_CATALOGUE.PRO, 'MONTHLY')).toEqual({ perMonthCents: 2900, billedCents: 2900, savingPercent: 0, yearAtMonthlyCents: 34800 });
    expect(cardPrice(PLAN_CATALOGUE.PRO, 'ANNUAL')).toEqual({ perMonthCents: 2320, billedCents: 27840, savingPercent: 20, yearAtMonthlyCents: 34800 });
    expect(cardPrice(PLAN_CATALOGUE.ENTERPRISE, 'ANNUAL')).toMatchObject({ perMonthCents: 7920, billedCents: 95040, savingPercent: 20 });
    expect(cardPrice(PLAN_CATALOGUE.FREE, 'ANNUAL')).toMatchObject({ perMonthCents: 0, savingPercent: 0 });
  });

  it('totals PRO annual with 3 additional users at $422.40 for 8 users', () => {
    expect(selectionPrice('PRO', 'ANNUAL', 3)).toEqual({ planCents: 27840, unitUserCents: 4800, additionalUsers: 3, usersCents: 14400, totalCents: 42240, users: 8 });
    expect(selectionPrice('PRO', 'MONTHLY', 50)).toMatchObject({ usersCents: 25000, totalCents: 27900, users: 55 });
  });

  it('sells no additional users on Free and Enterprise', () => {
    expect(selectionPrice('FREE', 'MONTHLY', 4)).toMatchObject({ unitUserCents: null, additionalUsers: 0, totalCents: 0, users: 5 });
    expect(selectionPrice('ENTERPRISE', 'ANNUAL', 4)).toMatchObject({ unitUserCents: null, totalCents: 95040, users: -1 });
  });
});
