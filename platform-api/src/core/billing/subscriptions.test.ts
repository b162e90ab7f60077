import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingErrors, DAY_MS, LIMITS } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { addCard, buy, ownerNow } from './testing.js';

let platform: TestPlatform;
const START = '2026-01-15T08:00:00Z';
const clock = new TestClock(START);

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

/** A new account that bought PRO (monthly unless told) at START. */
async function subscribed(interval: 'MONTHLY' | 'ANNUAL' = 'MONTHLY', users = 0): Promise<{ account: TestAccount; subscriptionId: string }> {
  clock.set(START);
  const account = await platform.createAccount();
  const headers = await ownerNow(platform, account);
  await addCard(platform, headers);
  const response = await buy(platform, headers, 'PRO', interval, users);
  if (response.status !== 200) throw new Error(JSON.stringify(response.body));
  return { account, subscriptionId: response.body.data.subscription.id as string };
}

const subscriptionOf = async (account: TestAccount) => (await platform.http.get('/api/billing/subscription').set(await ownerNow(platform, account))).body.data;
const invoicesOf = async (account: TestAccount) => (await platform.http.get('/api/billing/invoices').set(await ownerNow(platform, account))).body.data;

describe('GET /billing/subscription', () => {
  it('answers an implicit FREE subscription for an account that never bought', async () => {
    const account = await platform.createAccount();
    expect(await subscriptionOf(account)).toEqual({
      id: null,
      accountId: account.id,
      plan: 'FREE',
      planId: 'FREE',
      status: 'ACTIVE',
      billingInterval: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      trialEnd: null,
      additionalUsers: 0,
      maxUsers: 5,
      renewalAmountCents: 0,
      creditBalanceCents: 0,
      defaultPaymentMethodId: null,
      metadata: { additionalUsers: 0 },
      createdAt: null,
      updatedAt: null,
    });
  });
});

describe('the renewal job (with the test clock)', () => {
  it('renews at period end: charges the default card, moves the period on and issues an invoice', async () => {
    const { account } = await subscribed('MONTHLY', 2);
    clock.set('2026-02-15T07:59:00Z');
    expect((await platform.platform.billing.runRenewals()).renewed).toBe(0);
    clock.set('2026-02-15T09:00:00Z');
    const summary = await platform.platform.billing.runRenewals();
    expect(summary.renewed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'ACTIVE', currentPeriodStart: '2026-02-15T08:00:00.000Z', currentPeriodEnd: '2026-03-15T08:00:00.000Z', additionalUsers: 2 });
    const { invoices, total } = await invoicesOf(account);
    expect(total).toBe(2);
    expect(invoices[0]).toMatchObject({ totalCents: 3900, periodStart: '2026-02-15T08:00:00.000Z', periodEnd: '2026-03-15T08:00:00.000Z' });
    expect(invoices[0].lines).toEqual([
      { type: 'RENEWAL', description: 'Pro plan, monthly renewal', quantity: 1, unitPriceCents: 2900, amountCents: 2900 },
      { type: 'ADDITIONAL_USERS', description: '2 additional users', quantity: 2, unitPriceCents: 500, amountCents: 1000 },
    ]);
    // Running again in the same period does nothing more.
    await platform.platform.billing.runRenewals();
    expect((await invoicesOf(account)).total).toBe(2);
  });

  it('catches up periods the job missed, one invoice each', async () => {
    const { account } = await subscribed('MONTHLY');
    clock.set('2026-04-20T00:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await subscriptionOf(account)).toMatchObject({ currentPeriodStart: '2026-04-15T08:00:00.000Z', currentPeriodEnd: '2026-05-15T08:00:00.000Z' });
    expect((await invoicesOf(account)).total).toBe(4);
  });

  it('cancel at period end keeps PRO until the period ends, then moves the account to FREE with no additional users', async () => {
    const { account, subscriptionId } = await subscribed('ANNUAL', 3);
    const limits = (await platform.platform.host.capabilities.get(LIMITS, account.id))!;
    const cancelled = await platform.http.post(`/api/billing/subscription/${subscriptionId}/cancel`).set(await ownerNow(platform, account)).send({});
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.subscription).toMatchObject({ plan: 'PRO', status: 'ACTIVE', cancelAtPeriodEnd: true, renewalAmountCents: 0, maxUsers: 8 });
    clock.set('2026-12-31T00:00:00Z');
    await platform.platform.billing.runRenewals();
    expect((await subscriptionOf(account)).plan).toBe('PRO');
    clock.set('2027-01-15T08:00:00Z');
    const summary = await platform.platform.billing.runRenewals();
    expect(summary.movedToFree).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(account)).toMatchObject({ id: null, plan: 'FREE', additionalUsers: 0, maxUsers: 5 });
    expect(await platform.db('core.accounts').where('id', account.id).first()).toMatchObject({ plan: 'FREE', additional_users: 0 });
    expect(await limits.limitsFor(account.id)).toEqual({ maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 });
    expect(await platform.db('core.subscriptions').where('id', subscriptionId).first()).toMatchObject({ status: 'CANCELED' });
    expect((await invoicesOf(account)).total).toBe(1);
  });

  it('reactivates a subscription cancelled at period end, which then renews', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY');
    const headers = await ownerNow(platform, account);
    const notCancelled = await platform.http.post(`/api/billing/subscription/${subscriptionId}/reactivate`).set(headers);
    expect(notCancelled.status).toBe(409);
    expect(notCancelled.body.error).toBe(BillingErrors.SUBSCRIPTION_NOT_CANCELLED);
    await platform.http.post(`/api/billing/subscription/${subscriptionId}/cancel`).set(headers).send({ cancelAtPeriodEnd: true });
    const reactivated = await platform.http.post(`/api/billing/subscription/${subscriptionId}/reactivate`).set(headers);
    expect(reactivated.body.data.subscription).toMatchObject({ cancelAtPeriodEnd: false, renewalAmountCents: 2900 });
    clock.set('2026-02-16T00:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await subscriptionOf(account)).toMatchObject({ plan: 'PRO', currentPeriodEnd: '2026-03-15T08:00:00.000Z' });
  });

  it('cancel now ends the subscription at once; the ended subscription cannot be changed', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY', 1);
    const headers = await ownerNow(platform, account);
    const ended = await platform.http.post(`/api/billing/subscription/${subscriptionId}/cancel`).set(headers).send({ cancelAtPeriodEnd: false });
    expect(ended.body.data.subscription).toMatchObject({ id: subscriptionId, status: 'CANCELED' });
    expect(await subscriptionOf(account)).toMatchObject({ id: null, plan: 'FREE', maxUsers: 5 });
    const again = await platform.http.post(`/api/billing/subscription/${subscriptionId}/reactivate`).set(headers);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(BillingErrors.SUBSCRIPTION_ALREADY_ENDED);
  });

  it('marks a subscription PAST_DUE when the renewal charge fails, mails the admins, retries daily and moves to FREE after the grace days', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY');
    // The card worked for the purchase and starts failing now (as the 4000000000000341 test card does).
    await platform.db('core.payment_methods').where('account_id', account.id).update({ provider_token: 'pm_sandbox_declined_x' });
    clock.set('2026-02-15T09:00:00Z');
    const first = await platform.platform.billing.runRenewals();
    expect(first.failed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionOf(account)).toMatchObject({ status: 'PAST_DUE', plan: 'PRO', currentPeriodEnd: '2026-02-15T08:00:00.000Z' });
    const mail = await platform.db('core.outbox').where({ to_address: account.owner.email, template: 'billing-payment-failed' });
    expect(mail).toHaveLength(1);
    expect(mail[0].text_body).toContain('Your card was declined.');

    // Not retried within a day.
    clock.set('2026-02-15T20:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await platform.db('core.outbox').where({ to_address: account.owner.email, template: 'billing-payment-failed' })).toHaveLength(1);

    // A working card: the next daily retry renews.
    await platform.db('core.payment_methods').where('account_id', account.id).update({ provider_token: 'pm_sandbox_ok_x' });
    clock.set('2026-02-16T10:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await subscriptionOf(account)).toMatchObject({ id: subscriptionId, status: 'ACTIVE', currentPeriodStart: '2026-02-15T08:00:00.000Z', currentPeriodEnd: '2026-03-15T08:00:00.000Z' });

    // Failing again for longer than the grace days: the account goes to FREE.
    await platform.db('core.payment_methods').where('account_id', account.id).update({ provider_token: 'pm_sandbox_declined_x' });
    clock.set('2026-03-15T09:00:00Z');
    await platform.platform.billing.runRenewals();
    expect((await subscriptionOf(account)).status).toBe('PAST_DUE');
    clock.set('2026-03-29T09:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await subscriptionOf(account)).toMatchObject({ id: null, plan: 'FREE' });
  });

  it('treats a FREE_TRIAL first period as TRIALING and charges the full price at renewal', async () => {
    await platform.db('core.promotions').insert({ code: 'FIRSTFREE', type: 'FREE_TRIAL', value: 0 }).onConflict().ignore();
    clock.set(START);
    const account = await platform.createAccount();
    const headers = await ownerNow(platform, account);
    await addCard(platform, headers);
    await platform.http.post('/api/billing/cart/items').set(headers).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    await platform.http.post('/api/pricing/apply-promotion').set(headers).send({ code: 'FIRSTFREE' });
    const response = await platform.http.post('/api/billing/checkout').set(headers).send({});
    expect(response.body.data.invoice).toMatchObject({ subtotalCents: 2900, discountCents: 2900, totalCents: 0 });
    expect(response.body.data.subscription).toMatchObject({ status: 'TRIALING', trialEnd: '2026-02-15T08:00:00.000Z' });
    clock.set('2026-02-15T08:00:00Z');
    await platform.platform.billing.runRenewals();
    expect(await subscriptionOf(account)).toMatchObject({ status: 'ACTIVE', trialEnd: null });
    expect((await invoicesOf(account)).invoices[0].totalCents).toBe(2900);
  });
});

describe('changing the subscription (PATCH / PUT /billing/subscription/{id})', () => {
  it('charges more users for the days left and raises the limit at once', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY', 1);
    // 10 days into a 31-day period: 21 whole days left. 2 users x 500 x 21 / 31 = 677.4 -> 677.
    clock.set(new Date(Date.parse(START) + 10 * DAY_MS));
    const response = await platform.http.patch(`/api/billing/subscription/${subscriptionId}`).set(await ownerNow(platform, account)).send({ additionalUsers: 3 });
    expect(response.status).toBe(200);
    expect(response.body.data.subscription).toMatchObject({ additionalUsers: 3, maxUsers: 8, currentPeriodEnd: '2026-02-15T08:00:00.000Z' });
    expect(response.body.data.invoice).toMatchObject({ totalCents: 677, lines: [expect.objectContaining({ type: 'ADDITIONAL_USERS', quantity: 2, unitPriceCents: 500, amountCents: 677 })] });
    expect((await platform.db('core.accounts').where('id', account.id).first()).additional_users).toBe(3);
  });

  it('lowers users without a refund, but not below the members and pending invitations', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY', 3);
    for (let i = 0; i < 6; i += 1) await platform.addMember(account, await platform.createUser(), 'MEMBER');
    const headers = await ownerNow(platform, account);
    const tooFew = await platform.http.put(`/api/billing/subscription/${subscriptionId}`).set(headers).send({ additionalUsers: 1 });
    expect(tooFew.status).toBe(422);
    expect(tooFew.body.error).toBe(BillingErrors.usersAboveLimit(7, 6));
    const fine = await platform.http.put(`/api/billing/subscription/${subscriptionId}`).set(headers).send({ additionalUsers: 2 });
    expect(fine.body.data).toMatchObject({ subscription: { additionalUsers: 2, maxUsers: 7 }, invoice: null });
  });

  it('switches the interval: a new period now, the unused days credited', async () => {
    const { account, subscriptionId } = await subscribed('MONTHLY');
    const response = await platform.http.patch(`/api/billing/subscription/${subscriptionId}`).set(await ownerNow(platform, account)).send({ billingInterval: 'ANNUAL' });
    expect(response.body.data.subscription).toMatchObject({ billingInterval: 'ANNUAL', currentPeriodStart: '2026-01-15T08:00:00.000Z', currentPeriodEnd: '2027-01-15T08:00:00.000Z' });
    // 27840 for the year minus the whole 2900 of the month just started.
    expect(response.body.data.invoice).toMatchObject({ subtotalCents: 27840, prorationCreditCents: 2900, totalCents: 24940 });
  });

  it('keeps the unused days beyond the new charge as account credit, which later charges use first', async () => {
    const { account, subscriptionId } = await subscribed('ANNUAL');
    clock.set('2026-01-20T08:00:00Z');
    const switched = await platform.http.patch(`/api/billing/subscription/${subscriptionId}`).set(await ownerNow(platform, account)).send({ billingInterval: 'MONTHLY' });
    expect(switched.status).toBe(200);
    // 360 of 365 days of 27840 left = 27459; the month costs 2900, so 24559 stays on the account.
    expect(switched.body.data.invoice).toMatchObject({ subtotalCents: 2900, prorationCreditCents: 2900, accountCreditCents: 0, totalCents: 0 });
    expect(await subscriptionOf(account)).toMatchObject({ billingInterval: 'MONTHLY', creditBalanceCents: 24559, currentPeriodEnd: '2026-02-20T08:00:00.000Z' });
    // The renewal is paid from the balance first.
    clock.set('2026-02-20T09:00:00Z');
    await platform.platform.billing.runRenewals();
    const { invoices } = await invoicesOf(account);
    expect(invoices[0]).toMatchObject({ subtotalCents: 2900, accountCreditCents: 2900, totalCents: 0, periodStart: '2026-02-20T08:00:00.000Z' });
    expect(invoices[0].lines.at(-1)).toEqual({ type: 'ACCOUNT_CREDIT', description: 'Account credit applied', quantity: 1, unitPriceCents: -2900, amountCents: -2900 });
    expect(await subscriptionOf(account)).toMatchObject({ creditBalanceCents: 21659 });
    // A plan change uses it too, after the unused days of the current period.
    const preview = await platform.http.post('/api/billing/preview-upgrade').set(await ownerNow(platform, account)).send({ plan: 'PRO', billingInterval: 'ANNUAL', additionalUsers: 0 });
    expect(preview.body.data).toMatchObject({ subtotalCents: 27840, accountCreditCents: 21659, creditBalanceAfterCents: 0, amountDueCents: 27840 - 21659 - preview.body.data.prorationCreditCents });
  });

  it('refuses users on plans that do not sell them, and an unknown subscription id', async () => {
    clock.set(START);
    const account = await platform.createAccount();
    const headers = await ownerNow(platform, account);
    await addCard(platform, headers);
    const enterprise = (await buy(platform, headers, 'ENTERPRISE', 'MONTHLY')).body.data.subscription.id as string;
    const refused = await platform.http.patch(`/api/billing/subscription/${enterprise}`).set(headers).send({ additionalUsers: 2 });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(BillingErrors.ADDITIONAL_USERS_NOT_SOLD_ENTERPRISE);
    const unknown = await platform.http.patch('/api/billing/subscription/00000000-0000-4000-8000-000000000000').set(headers).send({ additionalUsers: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(BillingErrors.SUBSCRIPTION_NOT_FOUND);
  });

  it('schedules the move to FREE when FREE is checked out from the cart', async () => {
    const { account } = await subscribed('MONTHLY');
    const headers = await ownerNow(platform, account);
    const response = await buy(platform, headers, 'FREE', 'MONTHLY');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ invoice: null, subscription: { plan: 'PRO', cancelAtPeriodEnd: true } });
    clock.set('2026-02-15T08:00:00Z');
    await platform.platform.billing.runRenewals();
    expect((await subscriptionOf(account)).plan).toBe('FREE');
  });
});
