import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE, type FinanceMetricsCapability } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { TABLES } from './store.js';
import { growthAt, planAgainstActual } from './plan-capability.js';
import type { FinanceData } from '../../shared/runway-math.js';

const revenue = (month: string, mrrCents: number, customers: number, newCustomers = 0) => ({ month, mrrCents, newMrrCents: 0, expansionMrrCents: 0, churnedMrrCents: 0, customers, newCustomers, churnedCustomers: 0 });

// $40,000 payroll a month since May; MRR flat at $10,000 May-July, then $12,000, $9,000, $11,000.
// Cash $300,000 on July 31, $275,000 on August 31, $215,000 on October 31.
const data: FinanceData = {
  currency: 'USD',
  cashBalances: [
    { asOf: '2026-07-31', amountCents: 300_000_00, accountName: 'Bank' },
    { asOf: '2026-08-31', amountCents: 275_000_00, accountName: 'Bank' },
    { asOf: '2026-10-31', amountCents: 215_000_00, accountName: 'Bank' },
  ],
  expenses: [{ month: '2026-05', endMonth: null, category: 'payroll', amountCents: 40_000_00, recurrence: 'RECURRING' }],
  income: [],
  revenue: [revenue('2026-05', 10_000_00, 50), revenue('2026-06', 10_000_00, 50), revenue('2026-07', 10_000_00, 50), revenue('2026-08', 12_000_00, 55), revenue('2026-09', 9_000_00, 60), revenue('2026-10', 11_000_00, 66, 6)],
};

describe('plan against actual (worked numbers)', () => {
  it('plans the last three full months from what was known on the day before them', () => {
    const result = planAgainstActual('acme', { data, roles: [], onCostFactor: 1.25 }, '2026-11-02', 3);
    expect(result.plannedOn).toBe('2026-07-31');
    // Known on July 31: $40,000 a month of expenses, $10,000 MRR with no growth, $300,000 cash:
    // the plan burns $30,000 a month: cash $270,000, $240,000, $210,000.
    expect(result.months).toEqual([
      { month: '2026-08', plan: { revenueCents: 10_000_00, expensesCents: 40_000_00, netBurnCents: 30_000_00, cashCents: 270_000_00 }, actual: { revenueCents: 12_000_00, expensesCents: 40_000_00, netBurnCents: 28_000_00, cashCents: 275_000_00 } },
      { month: '2026-09', plan: { revenueCents: 10_000_00, expensesCents: 40_000_00, netBurnCents: 30_000_00, cashCents: 240_000_00 }, actual: { revenueCents: 9_000_00, expensesCents: 40_000_00, netBurnCents: 31_000_00, cashCents: 275_000_00 } },
      { month: '2026-10', plan: { revenueCents: 10_000_00, expensesCents: 40_000_00, netBurnCents: 30_000_00, cashCents: 210_000_00 }, actual: { revenueCents: 11_000_00, expensesCents: 40_000_00, netBurnCents: 29_000_00, cashCents: 215_000_00 } },
    ]);
  });

  it('has no planned cash when no balance was known, and no actual for a month without records', () => {
    const result = planAgainstActual('acme', { data: { ...data, cashBalances: [] }, roles: [], onCostFactor: 1.25 }, '2026-07-15', 3);
    expect(result.plannedOn).toBe('2026-03-31');
    expect(result.months[0]).toMatchObject({ month: '2026-04', actual: null });
    expect(result.months[0]!.plan.cashCents).toBeNull();
  });

  it('gives customers, their growth, CAC and LTV', () => {
    const withMarketing: FinanceData = { ...data, expenses: [...data.expenses, { month: '2026-10', endMonth: null, category: 'marketing', amountCents: 3_000_00, recurrence: 'ONE_OFF' }] };
    // October: 66 customers against 60 in September = +10 %. CAC = $3,000 / 6 new = $500.
    // LTV = ARPU $11,000 / 66 = $166.67 x 80 % margin, no churn -> 36 months = $4,800.
    expect(growthAt('acme', withMarketing, '2026-11-02', 80)).toEqual({ accountId: 'acme', currency: 'USD', asOf: '2026-11-02', customers: 66, customerGrowthPct: 10, cacCents: 500_00, ltvCents: 4_800_00 });
  });
});

let platform: TestPlatform;
let acme: TestAccount;
let finance: FinanceMetricsCapability;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  finance = (await platform.platform.host.capabilities.get(FINANCE, acme.id))!;
  const scope = createTenantScope(platform.db, acme.id);
  await scope.insert(TABLES.cash, { as_of: '2026-09-30', amount_cents: 100_000_00, currency: 'USD', account_name: 'Operating' });
  await scope.insert(TABLES.expenses, { month: '2026-08', category: 'payroll', amount_cents: 20_000_00, currency: 'USD', recurrence: 'RECURRING' });
  for (const [month, mrr] of [['2026-08', 5_000_00], ['2026-09', 5_000_00], ['2026-10', 6_000_00]] as const) await scope.insert(TABLES.revenue, { month, mrr_cents: mrr, customers: 10, churned_customers: 0, currency: 'USD' });
});
afterAll(() => platform?.close());

describe("FINANCE's plan and growth from the account's own numbers", () => {
  it('answers October plan against actual through the capability', async () => {
    const plan = await finance.plan!(acme.id, 1);
    // Planned on September 30: $20,000 expenses, $5,000 MRR (flat), $100,000 cash -> $85,000.
    expect(plan).toEqual({ accountId: acme.id, currency: 'USD', plannedOn: '2026-09-30', months: [{ month: '2026-10', plan: { revenueCents: 5_000_00, expensesCents: 20_000_00, netBurnCents: 15_000_00, cashCents: 85_000_00 }, actual: { revenueCents: 6_000_00, expensesCents: 20_000_00, netBurnCents: 14_000_00, cashCents: 100_000_00 } }] });
    expect(await finance.growth!(acme.id)).toMatchObject({ customers: 10, customerGrowthPct: 0, cacCents: null });
  });
});
