import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, BillingErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { asOwner, memberOf } from '../billing/testing.js';

let platform: TestPlatform;
let account: TestAccount;
const clock = new TestClock('2026-04-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  account = await platform.createAccount({ plan: 'PRO' });
});
afterAll(() => platform?.close());

const create = (body: object, headers = asOwner(account)) => platform.http.post('/api/billing/revenue/integrations').set(headers).send(body);

describe('the API-key rules (platform.md section 5)', () => {
  it.each([
    ['stripe', 'sk_test_4eC39HqLyjWDarjtT1zdp7dc', true],
    ['stripe', 'rk_live_0123456789abcdef', true],
    ['stripe', 'pk_test_4eC39HqLyjWDarjtT1zdp7dc', false],
    ['stripe', 'sk_test_short', false],
    ['paypal', 'A21AAFmO0123456', false],
    ['paypal', 'A21AAFmO01234567', true],
    ['square', 'EAAAEOuLQObrVwJvCvoio', true],
    ['square', 'sq0atp-1234567890', false],
    ['chargebee', 'test_key', true],
    ['chargebee', 'short12', false],
    ['chargebee', '', false],
  ])('%s with %j is %s', async (provider, apiKey, accepted) => {
    const response = await create({ provider, apiKey });
    if (accepted) expect(response.status).toBe(201);
    else {
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
    }
  });

  it('needs a key except for the CSV connector, which takes none', async () => {
    expect((await create({ provider: 'stripe' })).body.error).toBe('Invalid API key format');
    expect((await create({ provider: 'csv' })).status).toBe(201);
    expect((await create({ provider: 'csv', apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc' })).body.error).toBe('Invalid API key format');
  });

  it('stores the key encrypted and shows only its last 4 characters', async () => {
    const key = 'sk_live_51HqLyjWDarjtT1zdp7dcXYZW';
    const response = await create({ provider: 'stripe', apiKey: key, name: 'Main Stripe' });
    expect(response.body.data).toMatchObject({ provider: 'stripe', name: 'Main Stripe', isActive: true, apiKeyLast4: 'XYZW', hasApiKey: true, lastSyncStatus: null });
    expect(JSON.stringify(response.body)).not.toContain(key);
    const row = await platform.db('core.revenue_integrations').where('id', response.body.data.id).first();
    expect(row.api_key_encrypted).not.toContain(key);
    expect(JSON.stringify(row)).not.toContain('sk_live_51HqLyjWDarjtT1zdp7dc');
    const listed = await platform.http.get('/api/billing/revenue/integrations').set(asOwner(account));
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const changed = await platform.http.patch(`/api/billing/revenue/integrations/${response.body.data.id}`).set(asOwner(account)).send({ apiKey: 'bad' });
    expect(changed.status).toBe(400);
    expect(changed.body.error).toBe(AccountErrors.INVALID_API_KEY_FORMAT);
  });

  it("cannot sync a network provider here: 'Failed to connect to stripe: ...', recorded on the integration", async () => {
    const id = (await create({ provider: 'stripe', apiKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc' })).body.data.id as string;
    const response = await platform.http.post(`/api/billing/revenue/integrations/${id}/sync`).set(asOwner(account));
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(AccountErrors.connectFailed('stripe', BillingErrors.NO_NETWORK_CONNECTOR));
    expect(response.body.error.startsWith('Failed to connect to stripe: ')).toBe(true);
    const after = (await platform.http.get(`/api/billing/revenue/integrations/${id}`).set(asOwner(account))).body.data;
    expect(after).toMatchObject({ lastSyncStatus: 'failed', lastSyncError: response.body.error, lastSyncAt: '2026-04-02T10:00:00.000Z' });
    const imported = await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(asOwner(account)).send({ csv: 'date,amount\n' });
    expect(imported.status).toBe(422);
    expect(imported.body.error).toBe(BillingErrors.IMPORT_NEEDS_CSV_INTEGRATION);
  });
});

const CSV = [
  'date,customer_id,customer_email,amount,currency,type',
  '2026-01-05,cus_a,a@example.test,29.00,USD,subscription',
  '2026-01-10,cus_b,b@example.test,99.00,USD,subscription',
  '2026-01-12,cus_b,b@example.test,150.00,USD,charge',
  '2026-02-05,cus_a,a@example.test,29.00,USD,subscription',
  '2026-02-10,cus_b,b@example.test,99.00,USD,subscription',
  '2026-02-20,cus_c,C@Example.test,49.00,USD,subscription',
  '2026-02-21,cus_b,b@example.test,50.00,USD,refund',
  '2026-03-05,cus_a,a@example.test,29.00,USD,subscription',
  '2026-03-20T14:00:00Z,cus_c,c@example.test,49,USD,subscription',
  '2026-03-25,,d@example.test,"1,000.00",usd,charge',
  'yesterday,cus_x,,1,USD,charge',
  '2026-03-26,cus_y,,abc,USD,charge',
  '2026-03-27,cus_z,,5,USD,gift',
].join('\n');

describe('the CSV connector: import, sync, metrics', () => {
  it('imports transactions, reports bad lines, ignores re-imports, and turns them into MRR, ARR, new and churned per month', async () => {
    const headers = asOwner(account);
    const id = (await create({ provider: 'csv', name: 'Export from billing' })).body.data.id as string;
    const imported = await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(headers).send({ csv: CSV });
    expect(imported.status).toBe(200);
    expect(imported.body.data).toEqual({
      imported: 10,
      duplicates: 0,
      errors: [
        { line: 12, message: BillingErrors.CSV_DATE_INVALID },
        { line: 13, message: BillingErrors.CSV_AMOUNT_INVALID },
        { line: 14, message: BillingErrors.CSV_TYPE_INVALID },
      ],
    });
    expect((await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(headers).send({ csv: CSV })).body.data).toMatchObject({ imported: 0, duplicates: 10 });
    expect((await platform.http.get(`/api/billing/revenue/integrations/${id}`).set(headers)).body.data).toMatchObject({ transactionCount: 10, unsyncedCount: 10 });

    // Not synced yet: no metrics.
    const before = await platform.http.get('/api/billing/revenue/metrics?start=2026-01-01&end=2026-03-31').set(headers);
    expect(before.body.data.months.map((m: { mrrCents: number }) => m.mrrCents)).toEqual([0, 0, 0]);

    const synced = await platform.http.post(`/api/billing/revenue/integrations/${id}/sync`).set(headers);
    expect(synced.status).toBe(200);
    expect(synced.body.data).toEqual({ integrationId: id, transactionsSynced: 10, customers: 4, months: 3, syncedAt: '2026-04-02T10:00:00.000Z' });

    const metrics = (await platform.http.get('/api/billing/revenue/metrics?start=2026-01-01&end=2026-03-31').set(headers)).body.data;
    expect(metrics.months).toEqual([
      // a 29 + b 99 subscribe; b also pays a 150 one-off charge.
      { month: '2026-01', mrrCents: 12800, arrCents: 153600, newCustomers: 2, churnedCustomers: 0, activeCustomers: 2, newMrrCents: 12800, churnedMrrCents: 0, netRevenueCents: 27800, refundsCents: 0 },
      // c joins at 49; b is refunded 50.
      { month: '2026-02', mrrCents: 17700, arrCents: 212400, newCustomers: 1, churnedCustomers: 0, activeCustomers: 3, newMrrCents: 4900, churnedMrrCents: 0, netRevenueCents: 12700, refundsCents: 5000 },
      // b does not renew: churned with 99 of MRR; d pays a one-off 1,000.
      { month: '2026-03', mrrCents: 7800, arrCents: 93600, newCustomers: 0, churnedCustomers: 1, activeCustomers: 2, newMrrCents: 0, churnedMrrCents: 9900, netRevenueCents: 107800, refundsCents: 0 },
    ]);
    expect(metrics).toMatchObject({ currency: 'USD', start: '2026-01-01', end: '2026-03-31', current: { mrrCents: 7800, arrCents: 93600, activeCustomers: 2 }, totals: { newCustomers: 3, churnedCustomers: 1, netRevenueCents: 148300 } });

    // Default range: the 12 months up to today (April 2026).
    const defaults = (await platform.http.get('/api/billing/revenue/metrics').set(headers)).body.data;
    expect(defaults).toMatchObject({ start: '2025-05-01', end: '2026-04-02' });
    expect(defaults.months).toHaveLength(12);

    const customers = (await platform.http.get('/api/billing/revenue/customers?limit=10').set(headers)).body.data;
    expect(customers.total).toBe(4);
    expect(customers.customers.map((c: { customerId: string; email: string; status: string; mrrCents: number; lifetimeRevenueCents: number }) => [c.customerId, c.email, c.status, c.mrrCents, c.lifetimeRevenueCents])).toEqual([
      ['cus_b', 'b@example.test', 'churned', 0, 29800],
      ['d@example.test', 'd@example.test', 'active', 0, 100000],
      ['cus_a', 'a@example.test', 'active', 2900, 8700],
      ['cus_c', 'c@example.test', 'active', 4900, 9800],
    ].sort((x, y) => (y[4] as number) - (x[4] as number)));

    const page = (await platform.http.get('/api/billing/revenue/transactions?limit=3&offset=1').set(headers)).body.data;
    expect(page).toMatchObject({ total: 10, limit: 3, offset: 1 });
    expect(page.transactions.map((t: { occurredAt: string; amountCents: number; type: string; synced: boolean }) => [t.occurredAt.slice(0, 10), t.amountCents, t.type, t.synced])).toEqual([
      ['2026-03-20', 4900, 'subscription', true],
      ['2026-03-05', 2900, 'subscription', true],
      ['2026-02-21', 5000, 'refund', true],
    ]);
  });

  it("refuses a CSV without the needed columns, and an unknown or inactive integration with 'Integration not found or inactive'", async () => {
    const headers = asOwner(account);
    const id = (await create({ provider: 'csv' })).body.data.id as string;
    const missing = await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(headers).send({ csv: 'when,how much\n2026-01-01,5' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(BillingErrors.csvMissingColumns('date, amount, type, customer_id or customer_email'));
    await platform.http.patch(`/api/billing/revenue/integrations/${id}`).set(headers).send({ isActive: false });
    for (const action of ['import', 'sync']) {
      const response = await platform.http.post(`/api/billing/revenue/integrations/${id}/${action}`).set(headers).send(action === 'import' ? { csv: CSV } : undefined);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe(AccountErrors.INTEGRATION_NOT_FOUND);
    }
    const unknown = await platform.http.get('/api/billing/revenue/integrations/00000000-0000-4000-8000-000000000000').set(headers);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Integration not found or inactive');
    const range = await platform.http.get('/api/billing/revenue/metrics?start=2026-05-01&end=2026-01-01').set(headers);
    expect(range.status).toBe(400);
    expect(range.body.error).toBe(BillingErrors.METRICS_RANGE_INVALID);
  });

  it('deletes an integration with its transactions, and the metrics follow', async () => {
    const other = await platform.createAccount({ plan: 'ENTERPRISE' });
    const headers = asOwner(other);
    const id = (await create({ provider: 'csv' }, headers)).body.data.id as string;
    await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(headers).send({ csv: CSV });
    await platform.http.post(`/api/billing/revenue/integrations/${id}/sync`).set(headers);
    expect((await platform.http.get('/api/billing/revenue/metrics?start=2026-01-01&end=2026-01-31').set(headers)).body.data.current.mrrCents).toBe(12800);
    expect((await platform.http.delete(`/api/billing/revenue/integrations/${id}`).set(headers)).body.data).toEqual({ id, deleted: true });
    expect((await platform.http.get('/api/billing/revenue/metrics?start=2026-01-01&end=2026-01-31').set(headers)).body.data.current.mrrCents).toBe(0);
    expect((await platform.http.get('/api/billing/revenue/transactions').set(headers)).body.data.total).toBe(0);
  });
});

describe('who may see and change revenue integrations', () => {
  it('lets everyone see the list, needs integrations.manage to change, a PRO or ENTERPRISE plan to connect, and financial rights for the figures', async () => {
    const member = await memberOf(platform, account, 'MEMBER');
    expect((await platform.http.get('/api/billing/revenue/integrations').set(member.headers)).status).toBe(200);
    const refused = await create({ provider: 'csv' }, member.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    expect((await platform.http.get('/api/billing/revenue/metrics').set(member.headers)).status).toBe(403);
    const manager = await memberOf(platform, account, 'MEMBER', ['integrations.manage', 'page:financials']);
    expect((await create({ provider: 'csv' }, manager.headers)).status).toBe(201);
    expect((await platform.http.get('/api/billing/revenue/metrics').set(manager.headers)).status).toBe(200);

    const free = await platform.createAccount({ plan: 'FREE' });
    const onFree = await create({ provider: 'csv' }, asOwner(free));
    expect(onFree.status).toBe(403);
    expect(onFree.body.error).toBe(BillingErrors.INTEGRATIONS_NEED_PLAN);
  });
});
