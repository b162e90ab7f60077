import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, BillingErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { addCard, asOwner, buy, memberOf } from '../billing/testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-05-04T09:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  await platform.db('core.promotions').insert([
    { code: 'OLDNEWS', description: 'Expired', type: 'PERCENTAGE', value: 30, valid_until: '2026-01-01T00:00:00Z' },
    { code: 'TRIAL', description: 'First period free', type: 'FREE_TRIAL', value: 0 },
  ]);
});
afterAll(() => platform?.close());

const cart = (account: TestAccount) => ({
  get: () => platform.http.get('/api/billing/cart').set(asOwner(account)),
  add: (body: object) => platform.http.post('/api/billing/cart/items').set(asOwner(account)).send(body),
  patch: (id: string, quantity: number) => platform.http.patch(`/api/billing/cart/items/${id}`).set(asOwner(account)).send({ quantity }),
  remove: (id: string) => platform.http.delete(`/api/billing/cart/items/${id}`).set(asOwner(account)),
  clear: () => platform.http.delete('/api/billing/cart').set(asOwner(account)),
  promo: (code: string) => platform.http.post('/api/pricing/apply-promotion').set(asOwner(account)).send({ code }),
});

describe('the cart: items and totals in cents', () => {
  it('starts empty, adds PRO annual with 3 users and totals them', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    const empty = await c.get();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ id: null, items: [], subtotalCents: 0, totalCents: 0, discount: null, taxRatePercent: 0 });

    expect((await c.add({ type: 'SUBSCRIPTION', plan: 'PAID', billingInterval: 'ANNUAL' })).status).toBe(200);
    const response = await c.add({ type: 'ADDITIONAL_USERS', quantity: 3 });
    expect(response.status).toBe(200);
    const view = response.body.data;
    expect(view.items).toEqual([
      expect.objectContaining({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 1, editable: false, unitPriceCents: 27840, totalCents: 27840 }),
      expect.objectContaining({ type: 'ADDITIONAL_USERS', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 3, additionalUsers: 3, editable: true, unitPriceCents: 4800, totalCents: 14400 }),
    ]);
    expect(view).toMatchObject({ subtotalCents: 42240, prorationCreditCents: 0, taxCents: 0, totalCents: 42240, userId: account.owner.id, accountId: account.id });
  });

  it('keeps one subscription at a time: a new one replaces it and the users follow its interval', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
    await c.add({ type: 'ADDITIONAL_USERS', quantity: 2 });
    const monthly = (await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' })).body.data;
    expect(monthly.items.map((i: { type: string; billingInterval: string; totalCents: number }) => [i.type, i.billingInterval, i.totalCents])).toEqual([
      ['SUBSCRIPTION', 'MONTHLY', 2900],
      ['ADDITIONAL_USERS', 'MONTHLY', 1000],
    ]);
    // ENTERPRISE includes unlimited users: the users item goes.
    const enterprise = (await c.add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' })).body.data;
    expect(enterprise.items.map((i: { type: string; plan: string }) => [i.type, i.plan])).toEqual([['SUBSCRIPTION', 'ENTERPRISE']]);
    expect(enterprise.totalCents).toBe(95040);
  });

  it('adds to the users already in the cart, within 1..100', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    await c.add({ type: 'ADDITIONAL_USERS', quantity: 60 });
    expect((await c.add({ type: 'ADDITIONAL_USERS', quantity: 40 })).body.data.items[1].quantity).toBe(100);
    const over = await c.add({ type: 'ADDITIONAL_USERS', quantity: 1 });
    expect(over.status).toBe(400);
    expect(over.body.error).toBe(BillingErrors.additionalUsersQuantity(100));
    for (const quantity of [0, -1, 101]) {
      const refused = await c.add({ type: 'ADDITIONAL_USERS', quantity });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe('Additional users must be between 1 and 100');
    }
  });
});

describe('quantity rules (platform.md section 5)', () => {
  it('edits ADDITIONAL_USERS up to 100 and removes the item at 0 or less', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    const users = (await c.add({ type: 'ADDITIONAL_USERS', quantity: 2 })).body.data.items[1].id as string;
    const five = await c.patch(users, 5);
    expect(five.body.data.items[1]).toMatchObject({ quantity: 5, totalCents: 2500 });
    expect(five.body.data.totalCents).toBe(5400);
    const tooMany = await c.patch(users, 101);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe(BillingErrors.additionalUsersQuantity(100));
    const removed = await c.patch(users, 0);
    expect(removed.status).toBe(200);
    expect(removed.body.data.items.map((i: { type: string }) => i.type)).toEqual(['SUBSCRIPTION']);
  });

  it('keeps a SUBSCRIPTION at quantity 1 (400 with a text), and removes it at 0', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    const subscription = (await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' })).body.data.items[0].id as string;
    const two = await c.patch(subscription, 2);
    expect(two.status).toBe(400);
    expect(two.body.error).toBe(BillingErrors.SUBSCRIPTION_QUANTITY_FIXED);
    expect((await c.patch(subscription, 1)).status).toBe(200);
    const added = await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL', quantity: 3 });
    expect(added.status).toBe(400);
    expect(added.body.error).toBe(BillingErrors.SUBSCRIPTION_QUANTITY_FIXED);
    expect((await c.patch(subscription, -4)).body.data.items).toEqual([]);
  });

  it("answers 404 'Cart item not found' for an unknown item, and 400 for a non-uuid id", async () => {
    const account = await platform.createAccount();
    const missing = await cart(account).patch('00000000-0000-4000-8000-000000000000', 2);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(BillingErrors.CART_ITEM_NOT_FOUND);
    expect((await cart(account).remove('not-an-id')).status).toBe(400);
  });

  it('removes an item and empties the cart', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    const id = (await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' })).body.data.items[0].id as string;
    await c.add({ type: 'ADDITIONAL_USERS', quantity: 1 });
    // Without the PRO subscription the users have nothing to be added to on a FREE account.
    expect((await c.remove(id)).body.data.items).toEqual([]);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
    await c.promo('SAVE20');
    const cleared = await c.clear();
    expect(cleared.body.data).toMatchObject({ items: [], discount: null, totalCents: 0 });
  });
});

describe('what the plan-action rule and the plans refuse', () => {
  it("refuses additional users on FREE and ENTERPRISE with 'not sold' texts", async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    const onFree = await cart(free).add({ type: 'ADDITIONAL_USERS', quantity: 2 });
    expect(onFree.status).toBe(422);
    expect(onFree.body.error).toBe(BillingErrors.ADDITIONAL_USERS_NOT_SOLD_FREE);
    await cart(free).add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'MONTHLY' });
    const withEnterprise = await cart(free).add({ type: 'ADDITIONAL_USERS', quantity: 2 });
    expect(withEnterprise.status).toBe(422);
    expect(withEnterprise.body.error).toBe(BillingErrors.ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE);
  });

  it('refuses the current plan and interval, FREE on FREE, and a lower plan on ENTERPRISE', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    const free = await cart(account).add({ type: 'SUBSCRIPTION', plan: 'FREE', billingInterval: 'MONTHLY' });
    expect(free.status).toBe(422);
    expect(free.body.error).toBe(BillingErrors.CURRENT_PLAN);

    expect((await buy(platform, asOwner(account), 'PRO', 'ANNUAL')).status).toBe(200);
    const same = await cart(account).add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
    expect(same.status).toBe(422);
    expect(same.body.error).toBe(BillingErrors.CURRENT_PLAN);
    // Another interval is a switch, a higher plan an upgrade, FREE a downgrade: all allowed.
    expect((await cart(account).add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' })).status).toBe(200);
    expect((await cart(account).add({ type: 'SUBSCRIPTION', plan: 'FREE', billingInterval: 'MONTHLY' })).status).toBe(200);
    expect((await cart(account).add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' })).status).toBe(200);

    await platform.http.post('/api/billing/checkout').set(asOwner(account)).send({});
    for (const [plan, billingInterval] of [
      ['PRO', 'ANNUAL'],
      ['FREE', 'MONTHLY'],
    ]) {
      const lower = await cart(account).add({ type: 'SUBSCRIPTION', plan, billingInterval });
      expect(lower.status).toBe(422);
      expect(lower.body.error).toBe(BillingErrors.ENTERPRISE_CANNOT_DOWNGRADE);
    }
    expect((await cart(account).add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' })).body.error).toBe(BillingErrors.CURRENT_PLAN);
    expect((await cart(account).add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'MONTHLY' })).status).toBe(200);
  });

  it('sells users to a running PRO subscription for the days left in its period', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    await buy(platform, asOwner(account), 'PRO', 'MONTHLY');
    // Bought 2026-05-04 09:00, period to 2026-06-04 09:00 (31 days); all 31 days are left.
    const view = (await cart(account).add({ type: 'ADDITIONAL_USERS', quantity: 4 })).body.data;
    expect(view.items).toEqual([expect.objectContaining({ type: 'ADDITIONAL_USERS', quantity: 4, unitPriceCents: 500, totalCents: 2000 })]);
    expect(view.items[0].description).toBe('4 additional users, monthly, for the 31 of 31 days left in the period');
  });
});

describe('discount codes on the cart', () => {
  it("applies SAVE20 rounded to the cent, and refuses an unknown code with 'Invalid discount code'", async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
    await c.add({ type: 'ADDITIONAL_USERS', quantity: 3 });
    const applied = await c.promo(' save20 ');
    expect(applied.status).toBe(200);
    // 20% of 42240 = 8448.
    expect(applied.body.data).toMatchObject({ subtotalCents: 42240, discount: { code: 'SAVE20', type: 'PERCENTAGE', value: 20, amountCents: 8448 }, totalCents: 33792 });
    const unknown = await c.promo('NOPE');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(BillingErrors.INVALID_DISCOUNT_CODE);
    const expired = await c.promo('OLDNEWS');
    expect(expired.body.error).toBe(BillingErrors.PROMOTION_EXPIRED);
    // The refused codes did not replace the applied one; an empty code removes it.
    expect((await c.get()).body.data.discount.code).toBe('SAVE20');
    expect((await c.promo('')).body.data.discount).toBeNull();
  });

  it('makes the first period free with FREE_TRIAL', async () => {
    const account = await platform.createAccount();
    const c = cart(account);
    await c.add({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    await c.add({ type: 'ADDITIONAL_USERS', quantity: 2 });
    const view = (await c.promo('TRIAL')).body.data;
    expect(view).toMatchObject({ subtotalCents: 3900, discount: { code: 'TRIAL', type: 'FREE_TRIAL', amountCents: 3900 }, totalCents: 0 });
  });

  it('shows tax at the configured rate on what remains after the discount', async () => {
    process.env.BILLING_TAX_RATE_PERCENT = '8.25';
    const taxed = await startTestPlatform({ clock });
    try {
      const account = await taxed.createAccount();
      const headers = asOwner(account);
      await taxed.http.post('/api/billing/cart/items').set(headers).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
      const view = (await taxed.http.post('/api/pricing/apply-promotion').set(headers).send({ code: 'SAVE20' })).body.data;
      // 27840 - 5568 = 22272; 8.25% of it = 1837.44 -> 1837.
      expect(view).toMatchObject({ subtotalCents: 27840, discount: { amountCents: 5568 }, taxRatePercent: 8.25, taxCents: 1837, totalCents: 24109 });
      expect((await taxed.http.get('/api/pricing')).body.data.taxRatePercent).toBe(8.25);
    } finally {
      delete process.env.BILLING_TAX_RATE_PERCENT;
      await taxed.close();
    }
  });
});

describe('merging the signed-out pendingCart at sign-in', () => {
  it('merges the local items over the server cart, skipping what the rules refuse', async () => {
    const account = await platform.createAccount();
    await cart(account).add({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'MONTHLY' });
    const response = await platform.http
      .post('/api/billing/cart/merge')
      .set(asOwner(account))
      .send({
        items: [
          { type: 'ADDITIONAL_USERS', quantity: 3, unitPrice: 5, description: 'from the browser' },
          { type: 'SUBSCRIPTION', plan: 'PAID', billingInterval: 'ANNUAL' },
          { type: 'SUBSCRIPTION', plan: 'FREE', billingInterval: 'ANNUAL' },
        ],
        discountCode: 'SAVE20',
      });
    expect(response.status).toBe(200);
    const { cart: merged, skipped, discountCodeProblem } = response.body.data;
    // PRO annual replaced ENTERPRISE, then FREE (the current plan) was skipped; users follow PRO.
    expect(merged.items.map((i: { type: string; plan: string; quantity: number }) => [i.type, i.plan, i.quantity])).toEqual([
      ['SUBSCRIPTION', 'PRO', 1],
      ['ADDITIONAL_USERS', 'PRO', 3],
    ]);
    expect(skipped).toEqual([{ item: { type: 'SUBSCRIPTION', plan: 'FREE', billingInterval: 'ANNUAL' }, reason: BillingErrors.CURRENT_PLAN }]);
    expect(discountCodeProblem).toBeNull();
    expect(merged).toMatchObject({ subtotalCents: 42240, discount: { amountCents: 8448 }, totalCents: 33792 });
  });

  it('reports a local discount code that is not valid', async () => {
    const account = await platform.createAccount();
    const response = await platform.http.post('/api/billing/cart/merge').set(asOwner(account)).send({ items: [{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }], discountCode: 'BOGUS' });
    expect(response.body.data.discountCodeProblem).toBe(BillingErrors.INVALID_DISCOUNT_CODE);
    expect(response.body.data.cart.items).toHaveLength(1);
  });
});

describe('who may use the cart', () => {
  it('refuses members without purchase rights and lets billing.purchase in', async () => {
    const account = await platform.createAccount();
    for (const [role, permissions] of [
      ['MEMBER', []],
      ['MEMBER', ['page:billing']],
      ['OBSERVER', []],
    ] as const) {
      const member = await memberOf(platform, account, role, [...permissions]);
      const response = await platform.http.post('/api/billing/cart/items').set(member.headers).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    }
    const buyer = await memberOf(platform, account, 'MEMBER', ['billing.purchase']);
    expect((await platform.http.post('/api/billing/cart/items').set(buyer.headers).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' })).status).toBe(200);
    // Carts are per user: the owner's cart is still empty.
    expect((await cart(account).get()).body.data.items).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await platform.http.get('/api/billing/cart')).status).toBe(401);
  });
});
