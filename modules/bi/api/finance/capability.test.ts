import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE, type FinanceMetricsCapability } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { TABLES } from './store.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let finance: FinanceMetricsCapability;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  finance = (await platform.platform.host.capabilities.get(FINANCE, acme.id))!;
  const scope = createTenantScope(platform.db, acme.id);
  // Clock: 2026-11-02. Cash $330,000; $40,000 expenses and $10,000 MRR a month since August.
  await scope.insert(TABLES.cash, { as_of: '2026-10-31', amount_cents: 33_000_000, currency: 'USD', account_name: 'Operating' });
  await scope.insert(TABLES.expenses, { month: '2026-08', category: 'payroll', amount_cents: 4_000_000, currency: 'USD', recurrence: 'RECURRING' });
  for (const month of ['2026-08', '2026-09', '2026-10', '2026-11']) await scope.insert(TABLES.revenue, { month, mrr_cents: 1_000_000, customers: 40, churned_customers: 2, currency: 'USD' });
});
afterAll(() => platform?.close());

describe('the FINANCE capability', () => {
  it("gives an account's cash, net burn, runway and MRR from its own numbers", async () => {
    // $330,000 / ($30,000 / 30 a day) = 330 days: under 365, a warning.
    expect(await finance.snapshot(acme.id)).toEqual({
      accountId: acme.id,
      currency: 'USD',
      asOf: '2026-11-02',
      cashOnHandCents: 33_000_000,
      monthlyNetBurnCents: 3_000_000,
      runwayDays: 330,
      mrrCents: 1_000_000,
      arrCents: 12_000_000,
      revenueGrowthPct: 0,
      churnRatePct: 5,
      healthStatus: 'warning',
    });
  });

  it('gives month-end history, oldest first, the current month as of today', async () => {
    const history = await finance.history(acme.id, 4);
    expect(history.map((s) => s.asOf)).toEqual(['2026-08-31', '2026-09-30', '2026-10-31', '2026-11-02']);
    // No cash recorded before October 31.
    expect(history[0]!.cashOnHandCents).toBeNull();
    expect(history[2]!.runwayDays).toBe(330);
  });

  it('answers unknowns as null for an account without data, never another account\'s figures', async () => {
    const snapshot = await finance.snapshot(globex.id);
    expect(snapshot).toMatchObject({ accountId: globex.id, cashOnHandCents: null, monthlyNetBurnCents: null, runwayDays: null, mrrCents: null, healthStatus: 'healthy' });
  });
});
