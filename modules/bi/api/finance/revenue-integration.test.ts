import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { BiSettingsEndpoints, BiViewEndpoints, CashEndpoints, ExpenseEndpoints, RevenueEntryEndpoints } from '../../shared/endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

/** Two customers: cus_a pays $100 in September and October, cus_b $50 from October. */
const CSV = ['date,customer_id,amount,currency,type', '2026-09-05,cus_a,100.00,USD,subscription', '2026-10-05,cus_a,100.00,USD,subscription', '2026-10-12,cus_b,50.00,USD,subscription'].join('\n');

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  await platform.http.post(api(CashEndpoints.create.path)).set(auth()).send({ asOf: '2026-10-31', amountCents: 10_000_000, accountName: 'Operating' }).expect(201);
  await platform.http.post(api(ExpenseEndpoints.create.path)).set(auth()).send({ month: '2026-10', category: 'payroll', recurrence: 'RECURRING', amountCents: 2_000_000 }).expect(201);
  // A manual entry that the integration replaces once connected: $1,000 MRR in October.
  await platform.http.post(api(RevenueEntryEndpoints.create.path)).set(auth()).send({ month: '2026-10', mrrCents: 100_000, customers: 10 }).expect(201);
});
afterAll(() => platform?.close());

describe('revenue from the platform revenue integrations (the core REVENUE capability)', () => {
  it('uses the manual entries while no integration is connected', async () => {
    const revenue = (await platform.http.get(api(BiViewEndpoints.revenue.path)).set(auth()).expect(200)).body.data;
    expect(revenue.source).toBe('manual');
    expect(revenue.current).toMatchObject({ month: '2026-10', mrrCents: 100_000, customers: 10 });
  });

  it('takes MRR, ARR, new and churned from a synced integration into every figure, keeping the manual entries beside them', async () => {
    const id = (await platform.http.post('/api/billing/revenue/integrations').set(auth()).send({ provider: 'csv', name: 'Billing export' }).expect(201)).body.data.id as string;
    await platform.http.post(`/api/billing/revenue/integrations/${id}/import`).set(auth()).send({ csv: CSV }).expect(200);
    // Imported but not synced: no metrics yet, so the manual entries still count.
    expect((await platform.http.get(api(BiViewEndpoints.revenue.path)).set(auth())).body.data.source).toBe('manual');
    await platform.http.post(`/api/billing/revenue/integrations/${id}/sync`).set(auth()).expect(200);

    const revenue = (await platform.http.get(api(BiViewEndpoints.revenue.path)).set(auth()).expect(200)).body.data;
    expect(revenue.source).toBe('integration');
    // September: cus_a $100 (new). October: $100 + $50 = $150 MRR, ARR 12 x $150 = $1,800; cus_b new ($50).
    expect(revenue.integration).toEqual([
      { month: '2026-09', mrrCents: 10_000, arrCents: 120_000, newMrrCents: 10_000, expansionMrrCents: 0, churnedMrrCents: 0, customers: 1, newCustomers: 1, churnedCustomers: 0 },
      { month: '2026-10', mrrCents: 15_000, arrCents: 180_000, newMrrCents: 5_000, expansionMrrCents: 0, churnedMrrCents: 0, customers: 2, newCustomers: 1, churnedCustomers: 0 },
    ]);
    expect(revenue.manual.map((m: { mrrCents: number }) => m.mrrCents)).toEqual([100_000]);
    expect(revenue.current).toMatchObject({ month: '2026-10', mrrCents: 15_000 });
    // Growth: ($150 - $100) / $100 = 50 %.
    expect(revenue.revenueGrowthPct).toBe(50);

    // The runway snapshot and the FINANCE capability read the same MRR.
    const runway = (await platform.http.get(api(BiViewEndpoints.runway.path)).set(auth()).expect(200)).body.data;
    expect(runway.snapshot).toMatchObject({ mrrCents: 15_000, arrCents: 180_000 });
    const finance = await platform.platform.host.capabilities.get(FINANCE, acme.id);
    expect(await finance!.snapshot(acme.id)).toMatchObject({ mrrCents: 15_000, arrCents: 180_000 });

    // An inactive integration no longer feeds the figures: back to the manual entries.
    await platform.http.patch(`/api/billing/revenue/integrations/${id}`).set(auth()).send({ isActive: false }).expect(200);
    expect((await platform.http.get(api(BiViewEndpoints.runway.path)).set(auth())).body.data.snapshot.mrrCents).toBe(100_000);
    await platform.http.patch(`/api/billing/revenue/integrations/${id}`).set(auth()).send({ isActive: true }).expect(200);
  });

  it('keeps the manual entries when the account counts in another currency than the integration metrics (USD)', async () => {
    const settings = (await platform.http.get(api(BiSettingsEndpoints.get.path)).set(auth()).expect(200)).body.data;
    await platform.http.put(api(BiSettingsEndpoints.put.path)).set(auth()).send({ ...settings, currency: 'EUR' }).expect(200);
    const revenue = (await platform.http.get(api(BiViewEndpoints.revenue.path)).set(auth()).expect(200)).body.data;
    expect(revenue.source).toBe('none');
    await platform.http.put(api(BiSettingsEndpoints.put.path)).set(auth()).send({ ...settings, currency: 'USD' }).expect(200);
    expect((await platform.http.get(api(BiViewEndpoints.revenue.path)).set(auth())).body.data.source).toBe('integration');
  });
});
