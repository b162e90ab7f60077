import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, BillingErrors, LIMITS } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { addCard, asOwner, buy, memberOf, pdfText, VISA } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-04-10T15:30:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

describe('payment methods through the sandbox provider', () => {
  it('stores brand and last4 only, makes the first card the default, and never answers the number', async () => {
    const account = await platform.createAccount();
    const headers = asOwner(account);
    const added = await platform.http.post('/api/billing/payment-methods').set(headers).send(VISA);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, holderName: 'Ada Lovelace', isDefault: true, provider: 'sandbox' });
    clock.advance(60_000);
    const mastercard = await platform.http.post('/api/billing/payment-methods').set(headers).send({ ...VISA, cardNumber: '5555555555554444', expYear: 31 });
    expect(mastercard.body.data).toMatchObject({ brand: 'mastercard', last4: '4444', expYear: 2031, isDefault: false });
    clock.advance(60_000);
    const amex = await platform.http.post('/api/billing/payment-methods').set(headers).send({ ...VISA, cardNumber: '378282246310005', cvc: '1234' });
    clock.set('2026-04-10T15:30:00Z');
    expect(amex.body.data).toMatchObject({ brand: 'amex', last4: '0005' });

    const rows = await platform.db('core.payment_methods').where('account_id', account.id);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    expect(Object.keys(rows[0]).sort()).not.toContain('card_number');

    const list = await platform.http.get('/api/billing/payment-methods').set(headers);
    expect(list.body.data.map((m: { last4: string; isDefault: boolean }) => [m.last4, m.isDefault])).toEqual([
      ['4242', true],
      ['4444', false],
      ['0005', false],
    ]);

    const made = await platform.http.patch(`/api/billing/payment-methods/${mastercard.body.data.id}/default`).set(headers);
    expect(made.body.data).toMatchObject({ last4: '4444', isDefault: true });
    // Deleting the default makes the newest remaining card the default.
    const removed = await platform.http.delete(`/api/billing/payment-methods/${mastercard.body.data.id}`).set(headers);
    expect(removed.body.data.methods.map((m: { last4: string; isDefault: boolean }) => [m.last4, m.isDefault])).toEqual([
      ['0005', true],
      ['4242', false],
    ]);
  });

  it('refuses bad cards with their texts (Luhn, expiry, CVC, declined test card)', async () => {
    const account = await platform.createAccount();
    const refused = async (card: Partial<typeof VISA>) => {
      const response = await platform.http.post('/api/billing/payment-methods').set(asOwner(account)).send({ ...VISA, ...card });
      expect(response.status).toBe(400);
      return response.body.error as string;
    };
    expect(await refused({ cardNumber: '4242424242424241' })).toBe(BillingErrors.CARD_NUMBER_INVALID);
    expect(await refused({ cardNumber: '1234' })).toBe(BillingErrors.CARD_NUMBER_INVALID);
    // The clock says April 2026: March 2026 has expired, April 2026 is still good.
    expect(await refused({ expMonth: 3, expYear: 2026 })).toBe(BillingErrors.CARD_EXPIRED);
    expect(await refused({ cvc: '12' })).toBe(BillingErrors.CARD_CVC_INVALID);
    expect(await refused({ cardNumber: '378282246310005', cvc: '123' })).toBe(BillingErrors.CARD_CVC_INVALID);
    expect(await refused({ cardNumber: '4000000000000002' })).toBe('Your card was declined.');
    expect(await refused({ cardNumber: '4000000000000069' })).toBe(BillingErrors.CARD_EXPIRED);
    const bad = await platform.http.post('/api/billing/payment-methods').set(asOwner(account)).send({ ...VISA, expMonth: 13 });
    expect(bad.status).toBe(400);
    expect((await platform.http.post('/api/billing/payment-methods').set(asOwner(account)).send({ ...VISA, expMonth: 4, expYear: 2026 })).status).toBe(201);
    expect(await platform.db('core.payment_methods').where('account_id', account.id)).toHaveLength(1);
  });

  it("answers 'Payment method not found' for an unknown card", async () => {
    const account = await platform.createAccount();
    const response = await platform.http.delete('/api/billing/payment-methods/00000000-0000-4000-8000-000000000000').set(asOwner(account));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(BillingErrors.PAYMENT_METHOD_NOT_FOUND);
  });
});

describe('checkout', () => {
  it('is refused without a payment method, with the path where the user adds one', async () => {
    const account = await platform.createAccount();
    const response = await buy(platform, asOwner(account), 'PRO', 'ANNUAL');
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(BillingErrors.PAYMENT_METHOD_REQUIRED);
    expect(response.body.details).toEqual({ code: 'PAYMENT_METHOD_REQUIRED', redirectTo: '/billing?tab=payment&action=add' });
    // Nothing happened: still FREE, the cart kept.
    expect((await platform.db('core.accounts').where('id', account.id).first()).plan).toBe('FREE');
    expect((await platform.http.get('/api/billing/cart').set(asOwner(account))).body.data.items).toHaveLength(1);
  });

  it("is refused with 'Your cart is empty' when there is nothing to buy", async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    const response = await platform.http.post('/api/billing/checkout').set(asOwner(account)).send({});
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(BillingErrors.CART_EMPTY);
  });

  it('creates the subscription, a numbered invoice, applies the new user limit at once and empties the cart', async () => {
    const account = await platform.createAccount({ name: 'Buyer Co' });
    const headers = asOwner(account);
    const limits = (await platform.platform.host.capabilities.get(LIMITS, account.id))!;
    expect((await limits.limitsFor(account.id)).maxUsers).toBe(5);
    await addCard(platform, headers);
    await platform.http.post('/api/billing/cart/items').set(headers).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'ANNUAL' });
    await platform.http.post('/api/billing/cart/items').set(headers).send({ type: 'ADDITIONAL_USERS', quantity: 3 });
    await platform.http.post('/api/pricing/apply-promotion').set(headers).send({ code: 'SAVE20' });
    const response = await platform.http.post('/api/billing/checkout').set(headers).send({});
    expect(response.status).toBe(200);
    const { subscription, invoice, redirectTo } = response.body.data;
    expect(redirectTo).toBe('/billing?success=true');
    expect(subscription).toMatchObject({
      plan: 'PRO',
      planId: 'PRO',
      status: 'ACTIVE',
      billingInterval: 'ANNUAL',
      currentPeriodStart: '2026-04-10T15:30:00.000Z',
      currentPeriodEnd: '2027-04-10T15:30:00.000Z',
      cancelAtPeriodEnd: false,
      additionalUsers: 3,
      maxUsers: 8,
      metadata: { additionalUsers: 3 },
      renewalAmountCents: 42240,
    });
    expect(invoice.number).toMatch(/^INV-2026-\d{6}$/);
    expect(invoice).toMatchObject({ status: 'PAID', subtotalCents: 42240, discountCode: 'SAVE20', discountCents: 8448, taxCents: 0, totalCents: 33792, amountPaidCents: 33792, paymentMethod: { brand: 'visa', last4: '4242' } });
    expect(invoice.lines).toEqual([
      { type: 'SUBSCRIPTION', description: 'Pro plan, annual', quantity: 1, unitPriceCents: 27840, amountCents: 27840 },
      { type: 'ADDITIONAL_USERS', description: '3 additional users, annual', quantity: 3, unitPriceCents: 4800, amountCents: 14400 },
    ]);

    // The new limits apply at once: the LIMITS capability, the account, the current subscription.
    expect(await limits.limitsFor(account.id)).toEqual({ maxUsers: 8, maxTeams: -1, maxProjects: -1, maxSessionsPerMonth: -1 });
    expect(await platform.db('core.accounts').where('id', account.id).first()).toMatchObject({ plan: 'PRO', additional_users: 3 });
    const current = await platform.http.get('/api/billing/subscription').set(headers);
    expect(current.body.data).toMatchObject({ id: subscription.id, plan: 'PRO', maxUsers: 8 });
    const session = await platform.http.get('/api/accounts/current').set(headers);
    expect(session.body.data).toMatchObject({ plan: 'PRO', additionalUsers: 3, limits: { maxUsers: 8 } });

    expect((await platform.http.get('/api/billing/cart').set(headers)).body.data).toMatchObject({ items: [], discount: null });
    expect(await platform.db('core.promotions').where('code', 'SAVE20').first()).toMatchObject({ redemptions: 1 });
    const receipt = await platform.db('core.outbox').where({ to_address: account.owner.email, template: 'billing-receipt' }).first();
    expect(receipt.subject).toBe(`Your receipt ${invoice.number}: $337.92 paid`);
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'billing.checkout' }).first()).toMatchObject({ user_id: account.owner.id });
  });

  it('lets the members of the new limit in: a 6th user fits after buying users, not before', async () => {
    const account = await platform.createAccount();
    for (let i = 0; i < 4; i += 1) await platform.addMember(account, await platform.createUser(), 'MEMBER');
    const invite = (email: string) => platform.http.post(`/api/accounts/${account.id}/invitations`).set(asOwner(account)).send({ email, role: 'MEMBER' });
    const refused = await invite('sixth@example.test');
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(AccountErrors.maxUsersReached(5));
    await addCard(platform, asOwner(account));
    expect((await buy(platform, asOwner(account), 'PRO', 'MONTHLY', 1)).status).toBe(200);
    expect((await invite('sixth@example.test')).status).toBe(201);
  });

  it('numbers invoices in sequence per year without gaps, even when a checkout fails', async () => {
    const first = await platform.createAccount();
    const second = await platform.createAccount();
    const declined = await platform.createAccount();
    await addCard(platform, asOwner(first));
    await addCard(platform, asOwner(second));
    // This card saves but every charge is declined.
    await addCard(platform, asOwner(declined), { cardNumber: '4000000000000341' });
    const a = (await buy(platform, asOwner(first), 'PRO', 'MONTHLY')).body.data.invoice.number as string;
    const failed = await buy(platform, asOwner(declined), 'PRO', 'MONTHLY');
    expect(failed.status).toBe(402);
    expect(failed.body.error).toBe('Your card was declined.');
    const b = (await buy(platform, asOwner(second), 'ENTERPRISE', 'MONTHLY')).body.data.invoice.number as string;
    const sequence = (n: string) => Number(n.slice('INV-2026-'.length));
    expect(sequence(b)).toBe(sequence(a) + 1);
    expect(await platform.db('core.invoices').where('account_id', declined.id)).toHaveLength(0);
    expect((await platform.db('core.accounts').where('id', declined.id).first()).plan).toBe('FREE');

    clock.set('2027-01-02T10:00:00Z');
    try {
      const nextYear = await platform.createAccount();
      await addCard(platform, asOwner(nextYear));
      expect((await buy(platform, asOwner(nextYear), 'PRO', 'MONTHLY')).body.data.invoice.number).toBe('INV-2027-000001');
    } finally {
      clock.set('2026-04-10T15:30:00Z');
    }
  });

  it('answers the provider message for insufficient funds and refuses an unknown card id', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account), { cardNumber: '4000000000009995' });
    const response = await buy(platform, asOwner(account), 'PRO', 'MONTHLY');
    expect(response.status).toBe(402);
    expect(response.body.error).toBe(BillingErrors.CARD_INSUFFICIENT_FUNDS);
    const unknown = await platform.http.post('/api/billing/checkout').set(asOwner(account)).send({ paymentMethodId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(BillingErrors.PAYMENT_METHOD_NOT_FOUND);
  });

  it('upgrades PRO to ENTERPRISE with the unused days credited on the invoice', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    await buy(platform, asOwner(account), 'PRO', 'MONTHLY');
    // The 30-day period (April 10 to May 10) is only just started: all 30 days are credited.
    const response = await buy(platform, asOwner(account), 'ENTERPRISE', 'MONTHLY');
    expect(response.body.data.invoice).toMatchObject({ subtotalCents: 9900, prorationCreditCents: 2900, totalCents: 7000 });
    expect(response.body.data.invoice.lines.at(-1)).toEqual({ type: 'PRORATION_CREDIT', description: 'Credit for unused days of the previous period', quantity: 1, unitPriceCents: -2900, amountCents: -2900 });
    expect(response.body.data.subscription).toMatchObject({ plan: 'ENTERPRISE', maxUsers: -1 });
  });

  it('checks out given items at once with /billing/checkout/session, leaving the cart alone', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    await platform.http.post('/api/billing/cart/items').set(asOwner(account)).send({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' });
    const response = await platform.http
      .post('/api/billing/checkout/session')
      .set(asOwner(account))
      .send({ items: [{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }, { type: 'ADDITIONAL_USERS', quantity: 2 }] });
    expect(response.status).toBe(200);
    expect(response.body.data.invoice.totalCents).toBe(3900);
    expect(response.body.data.subscription).toMatchObject({ plan: 'PRO', additionalUsers: 2, maxUsers: 7 });
    expect((await platform.http.get('/api/billing/cart').set(asOwner(account))).body.data.items).toHaveLength(1);
    const refused = await platform.http.post('/api/billing/checkout/session').set(asOwner(account)).send({ items: [{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }] });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(BillingErrors.CURRENT_PLAN);
  });
});

describe('invoices', () => {
  it('lists newest first with limit 10 and offset 0 by default, gets one and downloads a real PDF showing the total', async () => {
    const account = await platform.createAccount({ name: 'Invoice Test Ltd' });
    const headers = asOwner(account);
    await addCard(platform, headers);
    const bought = (await buy(platform, headers, 'PRO', 'ANNUAL', 3)).body.data.invoice;
    const list = await platform.http.get('/api/billing/invoices').set(headers);
    expect(list.body.data).toMatchObject({ total: 1, limit: 10, offset: 0 });
    expect(list.body.data.invoices[0]).toMatchObject({ id: bought.id, number: bought.number, totalCents: 42240, downloadPath: `/api/billing/invoices/${bought.id}/download` });
    expect((await platform.http.get('/api/billing/invoices?limit=1&offset=1').set(headers)).body.data).toMatchObject({ invoices: [], total: 1, limit: 1, offset: 1 });
    expect((await platform.http.get(`/api/billing/invoices/${bought.id}`).set(headers)).body.data.number).toBe(bought.number);

    const pdf = await platform.http.get(`/api/billing/invoices/${bought.id}/download`).set(headers).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${bought.number}.pdf`);
    const body = pdf.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(body);
    for (const expected of [bought.number, 'Invoice Test Ltd', 'Suite Software Inc.', 'Pro plan, annual', '3 additional users, annual', '$278.40', '$144.00', 'Total', '$422.40', 'Paid on 2026-04-10 with visa ending 4242']) expect(text).toContain(expected);
  });

  it("answers 'Invoice not found' for an unknown invoice", async () => {
    const account = await platform.createAccount();
    const response = await platform.http.get('/api/billing/invoices/00000000-0000-4000-8000-000000000000/download').set(asOwner(account));
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(BillingErrors.INVOICE_NOT_FOUND);
  });
});

describe('who may see and buy (platform.md section 6)', () => {
  it('keeps MEMBERs out of billing and checkout; page:billing may view, billing.purchase may buy', async () => {
    const account = await platform.createAccount();
    await addCard(platform, asOwner(account));
    const member = await memberOf(platform, account, 'MEMBER');
    for (const [method, path] of [
      ['get', '/api/billing/subscription'],
      ['get', '/api/billing/invoices'],
      ['get', '/api/billing/payment-methods'],
      ['get', `/api/billing/usage/${account.id}`],
      ['post', '/api/billing/checkout'],
      ['post', '/api/billing/payment-methods'],
    ] as const) {
      const response = await platform.http[method](path).set(member.headers).send(method === 'post' ? VISA : undefined);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    }

    const viewer = await memberOf(platform, account, 'MEMBER', ['page:billing']);
    expect((await platform.http.get('/api/billing/subscription').set(viewer.headers)).status).toBe(200);
    expect((await platform.http.get('/api/billing/invoices').set(viewer.headers)).status).toBe(200);
    expect((await platform.http.get('/api/billing/payment-methods').set(viewer.headers)).status).toBe(200);
    expect((await platform.http.post('/api/billing/checkout').set(viewer.headers).send({})).status).toBe(403);
    expect((await platform.http.post('/api/billing/payment-methods').set(viewer.headers).send(VISA)).status).toBe(403);

    const buyer = await memberOf(platform, account, 'MEMBER', ['billing.purchase']);
    const bought = await buy(platform, buyer.headers, 'PRO', 'MONTHLY');
    expect(bought.status).toBe(200);
    expect(bought.body.data.subscription.plan).toBe('PRO');
    // The receipt goes to whoever bought.
    expect(await platform.db('core.outbox').where({ to_address: buyer.user.email, template: 'billing-receipt' }).first()).toBeTruthy();

    const admin = await memberOf(platform, account, 'ADMIN');
    expect((await platform.http.get('/api/billing/invoices').set(admin.headers)).body.data.total).toBe(1);
  });
});

describe('usage and billable users', () => {
  it('reports users and pending invitations against maxUsers, with the limits of the plan', async () => {
    const account = await platform.createAccount();
    await platform.addMember(account, await platform.createUser(), 'MEMBER');
    await platform.http.post(`/api/accounts/${account.id}/invitations`).set(asOwner(account)).send({ email: 'pending@example.test', role: 'MEMBER' });
    const response = await platform.http.get(`/api/billing/usage/${account.id}`).set(asOwner(account));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      accountId: account.id,
      plan: 'FREE',
      limits: { maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 },
      users: { used: 3, limit: 5, remaining: 2, percent: 60, activeMembers: 2, pendingInvitations: 1, billableUsers: 2, inactiveUsers: 0 },
      teams: { used: null, limit: 1 },
      sessionsThisMonth: { used: null, limit: 50 },
    });
  });

  it("activates and deactivates billable users of the account, and answers 'User or account not found' otherwise", async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const member = await memberOf(platform, account, 'MEMBER');
    const deactivated = await platform.http.post(`/api/billing/users/${member.user.id}/deactivate`).set(asOwner(account));
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.data).toMatchObject({ userId: member.user.id, accountId: account.id, isActive: false, status: 'INACTIVE', deactivatedAt: '2026-04-10T15:30:00.000Z', monthlyBillingCents: 0 });
    expect((await platform.http.get(`/api/billing/usage/${account.id}`).set(asOwner(account))).body.data.users).toMatchObject({ activeMembers: 2, billableUsers: 1, inactiveUsers: 1 });
    const activated = await platform.http.post(`/api/billing/users/${member.user.id}/activate`).set(asOwner(account));
    expect(activated.body.data).toMatchObject({ isActive: true, status: 'ACTIVE', activatedAt: '2026-04-10T15:30:00.000Z', deactivatedAt: null });
    const stranger = await platform.createUser();
    const missing = await platform.http.post(`/api/billing/users/${stranger.id}/activate`).set(asOwner(account));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(BillingErrors.USER_OR_ACCOUNT_NOT_FOUND);
    expect((await platform.http.post(`/api/billing/users/${member.user.id}/deactivate`).set(member.headers)).status).toBe(403);
  });
});

describe('the customer portal', () => {
  it("answers the billing page's address (the sandbox has no hosted portal) to those who manage billing, and refuses a member", async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const portal = await platform.http.post('/api/billing/portal').set(asOwner(account));
    expect(portal.status).toBe(200);
    expect(portal.body.data).toEqual({ url: `${platform.config.appUrl}/billing?tab=payment`, provider: 'sandbox' });
    const member = await memberOf(platform, account, 'MEMBER');
    const refused = await platform.http.post('/api/billing/portal').set(member.headers);
    expect(refused.status).toBe(403);
  });
});
