import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors } from '@suite/sdk';
import { expectTenantIsolation, type ProbedRoute } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';
import { addCard, asOwner, buy, VISA } from './testing.js';

/**
 * Every billing, cart and revenue-integration route that names an id, called by account A's
 * owner with account B's ids, is refused (403 or 404) and changes nothing of B.
 */
let platform: TestPlatform;
let mine: TestAccount;
let theirs: TestAccount;
let theirMember: TestUser;
const ids = { cartItem: '', paymentMethod: '', subscription: '', invoice: '', integration: '', mySubscription: '' };

beforeAll(async () => {
  platform = await startTestPlatform();
  mine = await platform.createAccount({ name: 'Mine' });
  theirs = await platform.createAccount({ name: 'Theirs' });
  theirMember = await platform.createUser();
  await platform.addMember(theirs, theirMember, 'MEMBER');

  const them = asOwner(theirs);
  ids.paymentMethod = await addCard(platform, them);
  const bought = await buy(platform, them, 'PRO', 'MONTHLY', 2);
  ids.subscription = bought.body.data.subscription.id;
  ids.invoice = bought.body.data.invoice.id;
  ids.cartItem = (await platform.http.post('/api/billing/cart/items').set(them).send({ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' })).body.data.items[0].id;
  ids.integration = (await platform.http.post('/api/billing/revenue/integrations').set(them).send({ provider: 'csv' })).body.data.id;
  await platform.http.post(`/api/billing/revenue/integrations/${ids.integration}/import`).set(them).send({ csv: 'date,customer_id,amount,type\n2026-01-01,cus_1,10,subscription' });

  // My own account has a card, a PRO subscription and something in the cart, so only their ids can fail.
  const me = asOwner(mine);
  await addCard(platform, me);
  ids.mySubscription = (await buy(platform, me, 'PRO', 'MONTHLY')).body.data.subscription.id;
  await platform.http.post('/api/billing/cart/items').set(me).send({ type: 'ADDITIONAL_USERS', quantity: 1 });
});
afterAll(() => platform?.close());

function probedRoutes(): ProbedRoute[] {
  const { cartItem, paymentMethod, subscription, invoice, integration, mySubscription } = ids;
  return [
    { method: 'PATCH', path: `/api/billing/cart/items/${cartItem}`, body: { quantity: 0 } },
    { method: 'DELETE', path: `/api/billing/cart/items/${cartItem}` },
    { method: 'DELETE', path: `/api/billing/payment-methods/${paymentMethod}` },
    { method: 'PATCH', path: `/api/billing/payment-methods/${paymentMethod}/default` },
    { method: 'PUT', path: `/api/billing/payment-methods/${paymentMethod}/default` },
    { method: 'POST', path: '/api/billing/checkout', body: { paymentMethodId: paymentMethod } },
    { method: 'POST', path: '/api/billing/checkout/session', body: { items: [{ type: 'ADDITIONAL_USERS', quantity: 1 }], paymentMethodId: paymentMethod } },
    { method: 'PATCH', path: `/api/billing/subscription/${subscription}`, body: { additionalUsers: 0 } },
    { method: 'PUT', path: `/api/billing/subscription/${subscription}`, body: { billingInterval: 'ANNUAL' } },
    { method: 'PATCH', path: `/api/billing/subscription/${mySubscription}`, body: { paymentMethodId: paymentMethod } },
    { method: 'POST', path: `/api/billing/subscription/${subscription}/cancel`, body: { cancelAtPeriodEnd: false } },
    { method: 'POST', path: `/api/billing/subscription/${subscription}/reactivate` },
    { method: 'GET', path: `/api/billing/invoices/${invoice}` },
    { method: 'GET', path: `/api/billing/invoices/${invoice}/download` },
    { method: 'GET', path: `/api/billing/usage/${theirs.id}` },
    { method: 'POST', path: `/api/billing/users/${theirMember.id}/activate` },
    { method: 'POST', path: `/api/billing/users/${theirMember.id}/deactivate` },
    { method: 'POST', path: `/api/billing/users/${theirs.owner.id}/deactivate` },
    { method: 'GET', path: `/api/billing/revenue/integrations/${integration}` },
    { method: 'PATCH', path: `/api/billing/revenue/integrations/${integration}`, body: { isActive: false } },
    { method: 'DELETE', path: `/api/billing/revenue/integrations/${integration}` },
    { method: 'POST', path: `/api/billing/revenue/integrations/${integration}/import`, body: { csv: 'date,customer_id,amount,type\n2026-01-02,cus_2,10,charge' } },
    { method: 'POST', path: `/api/billing/revenue/integrations/${integration}/sync` },
  ];
}

describe('tenant isolation of billing, cart and revenue integrations', () => {
  it("refuses every route with another account's ids, for the owner of this one", async () => {
    await expectTenantIsolation(platform, { token: mine.owner.token, accountId: mine.id }, probedRoutes());
  });

  it('left their cart, card, subscription, invoice, member and integration untouched', async () => {
    const them = asOwner(theirs);
    expect((await platform.http.get('/api/billing/cart').set(them)).body.data.items).toHaveLength(1);
    expect((await platform.http.get('/api/billing/payment-methods').set(them)).body.data).toEqual([expect.objectContaining({ id: ids.paymentMethod, isDefault: true })]);
    expect((await platform.http.get('/api/billing/subscription').set(them)).body.data).toMatchObject({ id: ids.subscription, status: 'ACTIVE', additionalUsers: 2, cancelAtPeriodEnd: false });
    expect((await platform.http.get('/api/billing/invoices').set(them)).body.data.total).toBe(1);
    expect(await platform.db('core.billing_user_activations').where('account_id', theirs.id)).toHaveLength(0);
    expect((await platform.http.get(`/api/billing/revenue/integrations/${ids.integration}`).set(them)).body.data).toMatchObject({ isActive: true, transactionCount: 1, unsyncedCount: 1 });
    // And nothing of theirs was charged to my account.
    expect((await platform.http.get('/api/billing/invoices').set(asOwner(mine))).body.data.total).toBe(1);
  });

  it('lists only my own rows: invoices, cards, integrations, transactions', async () => {
    const me = asOwner(mine);
    const invoices = (await platform.http.get('/api/billing/invoices').set(me)).body.data.invoices as { accountId: string }[];
    expect(invoices.every((i) => i.accountId === mine.id)).toBe(true);
    expect((await platform.http.get('/api/billing/payment-methods').set(me)).body.data).toHaveLength(1);
    expect((await platform.http.get('/api/billing/revenue/integrations').set(me)).body.data).toEqual([]);
    expect((await platform.http.get(`/api/billing/revenue/transactions?integrationId=${ids.integration}`).set(me)).body.data.total).toBe(0);
  });

  it('refuses to act for an account the caller does not belong to through X-Tenant-ID', async () => {
    for (const path of ['/api/billing/subscription', '/api/billing/cart', '/api/billing/invoices', '/api/billing/revenue/integrations']) {
      const response = await platform.http.get(path).set({ Authorization: `Bearer ${mine.owner.token}`, 'X-Tenant-ID': theirs.id });
      expect(response.status, path).toBe(403);
    }
    const usage = await platform.http.get(`/api/billing/usage/${theirs.id}`).set(asOwner(mine));
    expect(usage.body.error).toBe(AccessErrors.tenantMismatch(theirs.id));
    const card = await platform.http.post('/api/billing/payment-methods').set({ Authorization: `Bearer ${mine.owner.token}`, 'X-Tenant-ID': theirs.id }).send(VISA);
    expect(card.status).toBe(403);
  });
});
