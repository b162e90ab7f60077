import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingErrors, prorationCreditCents, promotionDiscountCents, totalsFor } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { addCard, asOwner, buy, memberOf, ownerNow } from '../billing/testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-03-01T12:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  await platform.db('core.promotions').insert([
    { code: 'HALFCAP', description: 'Half off, at most $50', type: 'PERCENTAGE', value: 50, max_discount_amount_cents: 5000 },
    { code: 'TENOFF', description: '$10 off', type: 'FIXED_AMOUNT', value: 1000 },
    { code: 'HUGE', description: '$1,000 off', type: 'FIXED_AMOUNT', value: 100_000 },
    { code: 'OLDNEWS', description: 'Expired', type: 'PERCENTAGE', value: 30, valid_until: '2026-02-01T00:00:00Z' },
    { code: 'LATER', description: 'Not yet', type: 'PERCENTAGE', value: 30, valid_from: '2026-06-01T00:00:00Z' },
    { code: 'ENTONLY', description: 'Enterprise only', type: 'PERCENTAGE', value: 10, plan_ids: JSON.stringify(['ENTERPRISE']) },
    { code: 'ONCE', description: 'One use', type: 'PERCENTAGE', value: 10, max_redemptions: 1, redemptions: 1 },
    { code: 'PRIVATE', description: 'Hidden', type: 'PERCENTAGE', value: 10, is_public: false },
    { code: 'TRIAL', description: 'First period free', type: 'FREE_TRIAL', value: 0 },
  ]);
});
afterAll(() => platform?.close());

describe('GET /pricing (public)', () => {
  it('answers the catalogue of DECISIONS.md in cents, annual at 80 percent, without a token', async () => {
    const response = await platform.http.get('/api/pricing');
    expect(response.status).toBe(200);
    const { plans, ...rest } = response.body.data;
    expect(rest).toEqual({ currency: 'USD', defaultInterval: 'ANNUAL', annualDiscountPercent: 20, additionalUsersSliderMax: 50, additionalUsersCartMax: 100, taxRatePercent: 0 });
    expect(plans.map((p: { id: string; monthlyPriceCents: number; annualPriceCents: number }) => [p.id, p.monthlyPriceCents, p.annualPriceCents])).toEqual([
      ['FREE', 0, 0],
      ['PRO', 2900, 27840],
      ['ENTERPRISE', 9900, 95040],
    ]);
    const pro = plans[1];
    expect(pro).toMatchObject({ includedUsers: 5, additionalUserMonthlyCents: 500, additionalUserAnnualCents: 4800, limits: { maxUsers: 5, maxTeams: -1, maxProjects: -1, maxSessionsPerMonth: -1 }, contactSales: false });
    expect(pro.features).toEqual(['analytics', 'integrations', 'custom_voting', 'priority_support', 'ai_assistant']);
    expect(plans[0]).toMatchObject({ additionalUserMonthlyCents: null, limits: { maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 }, features: [] });
    expect(plans[2]).toMatchObject({ includedUsers: -1, additionalUserMonthlyCents: null, contactSales: true });
  });

  it("reads 'PAID' as PRO and answers 404 'Plan not found' for an unknown plan", async () => {
    const paid = await platform.http.get('/api/pricing/plans/PAID');
    expect(paid.body.data).toMatchObject({ id: 'PRO', monthlyPriceCents: 2900 });
    expect((await platform.http.get('/api/pricing/plans/enterprise')).body.data.id).toBe('ENTERPRISE');
    const unknown = await platform.http.get('/api/pricing/plans/GOLD');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(BillingErrors.PLAN_NOT_FOUND);
  });

  it('lists only the public promotions that are valid now and not used up', async () => {
    const response = await platform.http.get('/api/pricing/promotions');
    const codes = (response.body.data as { code: string }[]).map((p) => p.code);
    expect(codes).toEqual(['ENTONLY', 'HALFCAP', 'HUGE', 'SAVE20', 'TENOFF', 'TRIAL']);
    expect(response.body.data.find((p: { code: string }) => p.code === 'SAVE20')).toMatchObject({ type: 'PERCENTAGE', value: 20, maxDiscountAmountCents: null });
  });
});

describe('POST /pricing/validate-promotion: discounts in cents', () => {
  const validate = (body: object) => platform.http.post('/api/pricing/validate-promotion').send(body);

  it('gives SAVE20 as 20% of the amount, rounded to the cent', async () => {
    const response = await validate({ code: 'save20', planId: 'PRO', amount: 27840 });
    expect(response.body.data).toEqual({ valid: true, isValid: true, code: 'SAVE20', type: 'PERCENTAGE', discountPercent: 20, discountCents: 5568, amountCents: 27840, totalCents: 22272, error: null });
    // 20% of 1999 cents is 399.8 cents: 400.
    expect((await validate({ code: 'SAVE20', amount: 1999 })).body.data).toMatchObject({ discountCents: 400, totalCents: 1599 });
    // Without an amount, the plan's price for the interval (ANNUAL by default; PAID is PRO).
    expect((await validate({ code: 'SAVE20', planId: 'PAID' })).body.data).toMatchObject({ amountCents: 27840, discountCents: 5568 });
    expect((await validate({ code: 'SAVE20', planId: 'PRO', billingInterval: 'MONTHLY' })).body.data).toMatchObject({ amountCents: 2900, discountCents: 580 });
  });

  it('caps a percentage at maxDiscountAmount', async () => {
    expect((await validate({ code: 'HALFCAP', amount: 8000 })).body.data).toMatchObject({ discountCents: 4000, totalCents: 4000 });
    expect((await validate({ code: 'HALFCAP', amount: 27840 })).body.data).toMatchObject({ discountCents: 5000, totalCents: 22840 });
  });

  it('never takes a total below zero with a fixed amount larger than the amount', async () => {
    expect((await validate({ code: 'TENOFF', amount: 2900 })).body.data).toMatchObject({ discountCents: 1000, totalCents: 1900 });
    expect((await validate({ code: 'HUGE', amount: 2900 })).body.data).toMatchObject({ valid: true, discountCents: 2900, totalCents: 0 });
  });

  it('refuses unknown, expired, not yet valid, used-up and other-plan codes with their texts', async () => {
    const refused = async (code: string, planId?: string) => (await validate({ code, amount: 2900, ...(planId ? { planId } : {}) })).body.data;
    expect(await refused('NOPE')).toMatchObject({ valid: false, isValid: false, discountCents: 0, totalCents: 2900, error: BillingErrors.INVALID_PROMOTION_CODE });
    expect(await refused('OLDNEWS')).toMatchObject({ valid: false, error: BillingErrors.PROMOTION_EXPIRED });
    expect(await refused('LATER')).toMatchObject({ valid: false, error: BillingErrors.INVALID_PROMOTION_CODE });
    expect(await refused('ONCE')).toMatchObject({ valid: false, error: BillingErrors.PROMOTION_USED_UP });
    expect(await refused('ENTONLY', 'PRO')).toMatchObject({ valid: false, error: BillingErrors.PROMOTION_NOT_FOR_PLAN });
    expect(await refused('ENTONLY', 'ENTERPRISE')).toMatchObject({ valid: true, discountCents: 290 });
  });

  it('answers 400 for a malformed body, never 500', async () => {
    const response = await validate({ code: 'SAVE20', amount: -5 });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('the arithmetic shared by cart, checkout and renewals', () => {
  it('computes discounts, credits and totals in whole cents', () => {
    expect(promotionDiscountCents({ type: 'PERCENTAGE', value: 20, maxDiscountAmountCents: null }, 27840)).toBe(5568);
    expect(promotionDiscountCents({ type: 'PERCENTAGE', value: 20, maxDiscountAmountCents: 1000 }, 27840)).toBe(1000);
    expect(promotionDiscountCents({ type: 'FIXED_AMOUNT', value: 50_000, maxDiscountAmountCents: null }, 27840)).toBe(27840);
    expect(promotionDiscountCents({ type: 'FREE_TRIAL', value: 0, maxDiscountAmountCents: null }, 42240)).toBe(42240);
    expect(promotionDiscountCents({ type: 'FREE_TRIAL', value: 0, maxDiscountAmountCents: 10_000 }, 42240)).toBe(10_000);
    // 8.25% tax on 22272 cents = 1837.44 -> 1837.
    expect(totalsFor(27840, 5568, 8.25)).toEqual({ subtotalCents: 27840, discountCents: 5568, taxCents: 1837, totalCents: 24109 });
    expect(totalsFor(2900, 5000, 10)).toEqual({ subtotalCents: 2900, discountCents: 2900, taxCents: 0, totalCents: 0 });
    // 27840 paid for 365 days, 200.25 days left (200 whole days): 27840 x 200 / 365 = 15254.79 -> 15255.
    expect(prorationCreditCents(27840, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), new Date('2026-06-14T18:00:00Z'))).toEqual({ creditCents: 15255, remainingDays: 200, periodDays: 365 });
    expect(prorationCreditCents(27840, new Date('2026-01-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'), new Date('2027-01-02T00:00:00Z')).creditCents).toBe(0);
  });
});

describe('additional-user price and upgrade preview', () => {
  it('prices additional users on PRO only', async () => {
    expect((await platform.http.get('/api/billing/additional-user-price?plan=PRO&billingInterval=ANNUAL')).body.data).toEqual({ plan: 'PRO', billingInterval: 'ANNUAL', sold: true, unitPriceCents: 4800, reason: null });
    expect((await platform.http.get('/api/billing/additional-user-price?plan=PAID&billingInterval=MONTHLY')).body.data).toMatchObject({ plan: 'PRO', unitPriceCents: 500 });
    expect((await platform.http.get('/api/billing/additional-user-price?plan=FREE')).body.data).toEqual({ plan: 'FREE', billingInterval: 'MONTHLY', sold: false, unitPriceCents: null, reason: BillingErrors.ADDITIONAL_USERS_NOT_SOLD_FREE });
    expect((await platform.http.get('/api/billing/additional-user-price?plan=ENTERPRISE')).body.data.reason).toBe(BillingErrors.ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE);
  });

  it('previews a first purchase at full price and an upgrade with the unused days credited', async () => {
    const account = await platform.createAccount({ plan: 'FREE' });
    const first = await platform.http.post('/api/billing/preview-upgrade').set(asOwner(account)).send({ plan: 'PRO', billingInterval: 'ANNUAL', additionalUsers: 3 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ action: 'purchase', refusedReason: null, planPriceCents: 27840, additionalUsersPriceCents: 14400, subtotalCents: 42240, prorationCreditCents: 0, amountDueCents: 42240, maxUsers: 8, newPeriodStart: '2026-03-01T12:00:00.000Z', newPeriodEnd: '2027-03-01T12:00:00.000Z' });

    await addCard(platform, asOwner(account));
    expect((await buy(platform, asOwner(account), 'PRO', 'MONTHLY')).status).toBe(200);
    // 10 days into a 31-day month (March): 21 whole days left of 2900 cents = 1964.5 -> 1965 credited.
    clock.set('2026-03-11T12:00:00Z');
    try {
      const upgrade = await platform.http.post('/api/billing/preview-upgrade').set(await ownerNow(platform, account)).send({ plan: 'ENTERPRISE', billingInterval: 'MONTHLY' });
      expect(upgrade.body.data).toMatchObject({ action: 'upgrade', current: { plan: 'PRO', billingInterval: 'MONTHLY', periodAmountCents: 2900 }, subtotalCents: 9900, remainingDays: 21, periodDays: 31, prorationCreditCents: 1965, amountDueCents: 7935, maxUsers: -1 });
      const same = await platform.http.post('/api/billing/preview-upgrade').set(await ownerNow(platform, account)).send({ plan: 'PRO', billingInterval: 'MONTHLY' });
      expect(same.body.data).toMatchObject({ action: 'none', refusedReason: BillingErrors.CURRENT_PLAN });
    } finally {
      clock.set('2026-03-01T12:00:00Z');
    }
  });

  it('refuses the preview to a member without purchase rights', async () => {
    const account = await platform.createAccount();
    const member = await memberOf(platform, account, 'MEMBER', ['page:billing']);
    const response = await platform.http.post('/api/billing/preview-upgrade').set(member.headers).send({ plan: 'PRO', billingInterval: 'ANNUAL' });
    expect(response.status).toBe(403);
  });
});
