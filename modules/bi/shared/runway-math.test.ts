import { describe, expect, it } from 'vitest';
import {
  addMonths,
  biggestChange,
  breakEven,
  burnAlertCrossing,
  burnAlertLevel,
  cashOnHand,
  monthFigures,
  runwayColour,
  runwayDays,
  runwayMonths,
  snapshotAt,
  snapshotHistory,
  unitEconomics,
  weeklyBurn,
  type FinanceData,
} from './runway-math.js';

const dollars = (amount: number) => amount * 100;

/** Cash $330,000; expenses $40,000 a month (payroll 25k recurring, rent 5k, software 2k, marketing 8k); MRR $10,000. */
const acme: FinanceData = {
  currency: 'USD',
  cashBalances: [
    { asOf: '2026-10-31', amountCents: dollars(300_000), accountName: 'Operating' },
    { asOf: '2026-09-30', amountCents: dollars(999_999), accountName: 'Operating' },
    { asOf: '2026-10-15', amountCents: dollars(30_000), accountName: 'Savings' },
  ],
  expenses: [
    { month: '2026-08', endMonth: null, category: 'payroll', amountCents: dollars(25_000), recurrence: 'RECURRING' },
    { month: '2026-08', endMonth: null, category: 'rent', amountCents: dollars(5_000), recurrence: 'RECURRING' },
    { month: '2026-08', endMonth: null, category: 'software', amountCents: dollars(2_000), recurrence: 'RECURRING' },
    { month: '2026-08', endMonth: null, category: 'marketing', amountCents: dollars(8_000), recurrence: 'RECURRING' },
    { month: '2026-07', endMonth: null, category: 'other', amountCents: dollars(50_000), recurrence: 'ONE_OFF' },
  ],
  income: [],
  revenue: ['2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({ month, mrrCents: dollars(10_000), newMrrCents: 0, expansionMrrCents: 0, churnedMrrCents: 0, customers: 50, newCustomers: 2, churnedCustomers: 1 })),
};

describe('runway', () => {
  it('counts runway in days as cash over daily burn, a month being 30 days', () => {
    // $330,000 cash, $30,000 net burn a month = $1,000 a day -> 330 days = 11.0 months.
    expect(runwayDays(dollars(330_000), dollars(30_000))).toBe(330);
    expect(runwayMonths(330)).toBe(11);
    // $100,000 / ($45,000 / 30 = $1,500 a day) = 66.67 -> 66 whole days = 2.2 months.
    expect(runwayDays(dollars(100_000), dollars(45_000))).toBe(66);
    expect(runwayMonths(66)).toBe(2.2);
    // Not burning (profitable) or cash unknown: no runway figure.
    expect(runwayDays(dollars(100_000), 0)).toBeNull();
    expect(runwayDays(null, dollars(1_000))).toBeNull();
  });

  it('colours runway red under 240 days, orange under 365, else green', () => {
    expect(runwayColour(239)).toBe('red');
    expect(runwayColour(240)).toBe('orange');
    expect(runwayColour(364)).toBe('orange');
    expect(runwayColour(365)).toBe('green');
    expect(runwayColour(null)).toBe('green');
  });

  it('divides monthly burn by 4.33 for the weekly burn', () => {
    // $30,000 / 4.33 = $6,928.406... -> 692,841 cents.
    expect(weeklyBurn(dollars(30_000))).toBe(692_841);
    // $10,000 / 4.33 = $2,309.468... -> 230,947 cents.
    expect(weeklyBurn(dollars(10_000))).toBe(230_947);
  });

  it('flags runway under 90 days as low and under 30 as critical, mailing only on a crossing into a worse level', () => {
    expect(burnAlertLevel(90)).toBe('none');
    expect(burnAlertLevel(89)).toBe('low');
    expect(burnAlertLevel(30)).toBe('low');
    expect(burnAlertLevel(29)).toBe('critical');
    expect(burnAlertLevel(null)).toBe('none');
    expect(burnAlertCrossing('none', 'low')).toBe('low');
    expect(burnAlertCrossing('low', 'critical')).toBe('critical');
    expect(burnAlertCrossing('none', 'critical')).toBe('critical');
    expect(burnAlertCrossing('low', 'low')).toBeNull();
    expect(burnAlertCrossing('critical', 'low')).toBeNull();
  });

  it('sums each bank account at its latest balance on or before the day', () => {
    // Operating 300,000 (Oct 31 beats Sep 30) + Savings 30,000.
    expect(cashOnHand(acme.cashBalances, '2026-11-02')).toBe(dollars(330_000));
    // On Oct 20 Operating is still at its Sep 30 balance.
    expect(cashOnHand(acme.cashBalances, '2026-10-20')).toBe(dollars(999_999 + 30_000));
    expect(cashOnHand(acme.cashBalances, '2026-01-01')).toBeNull();
  });

  it('counts recurring expenses every month from their start and one-offs in their month only', () => {
    expect(monthFigures(acme, '2026-07').expensesCents).toBe(dollars(50_000));
    const october = monthFigures(acme, '2026-10');
    expect(october.expensesCents).toBe(dollars(40_000));
    expect(october.byCategory.payroll).toBe(dollars(25_000));
    expect(october.netBurnCents).toBe(dollars(30_000));
  });

  it('builds the snapshot: 3-month average net burn, runway, run-out date, ARR = MRR x 12', () => {
    // Burn window Sep, Oct, Nov: each $40,000 - $10,000 = $30,000 -> 330 days from Nov 2 = 2027-09-28.
    const snapshot = snapshotAt('acme', acme, '2026-11-02');
    expect(snapshot).toMatchObject({
      cashOnHandCents: dollars(330_000),
      monthlyNetBurnCents: dollars(30_000),
      monthlyGrossBurnCents: dollars(40_000),
      weeklyBurnCents: 692_841,
      runwayDays: 330,
      runwayMonths: 11,
      runOutDate: '2027-09-28',
      mrrCents: dollars(10_000),
      arrCents: dollars(120_000),
      revenueGrowthPct: 0,
      // 1 churned in October of 50 customers at the end of September = 2 %.
      churnRatePct: 2,
      healthStatus: 'warning',
    });
    const history = snapshotHistory('acme', acme, '2026-11-02', 3);
    expect(history.map((s) => s.asOf)).toEqual(['2026-09-30', '2026-10-31', '2026-11-02']);
  });

  it('names the category that changed most from one month to the next', () => {
    // July had a $50,000 one-off "other"; August drops it (-50,000) and adds payroll (+25,000): other wins.
    expect(biggestChange(monthFigures(acme, '2026-07'), monthFigures(acme, '2026-08'))).toEqual({ category: 'other', fromCents: dollars(50_000), toCents: 0, changeCents: -dollars(50_000) });
    expect(biggestChange(monthFigures(acme, '2026-09'), monthFigures(acme, '2026-10'))).toBeNull();
    expect(addMonths('2026-11', 3)).toBe('2027-02');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });
});

describe('break-even', () => {
  it('needs fixed costs over the contribution per customer, reached as customers grow', () => {
    // $40,000 fixed; price $250, variable $50 -> $200 contribution, 80 % margin; 40,000 / 200 = 200 customers.
    // 120 customers growing 10 % a month: 132, 145.2, 159.7, 175.7, 193.3, 212.6 -> month 6.
    const result = breakEven({ fixedCostsCents: dollars(40_000), pricePerCustomerCents: dollars(250), variableCostPerCustomerCents: dollars(50), currentCustomers: 120, monthlyGrowthPct: 10 });
    expect(result.contributionCents).toBe(dollars(200));
    expect(result.marginPct).toBe(80);
    expect(result.breakEvenCustomers).toBe(200);
    expect(result.breakEvenMonth).toBe(6);
    expect(result.months[6]).toMatchObject({ customers: 212, revenueCents: dollars(53_000), costsCents: dollars(40_000 + 10_600), profitCents: dollars(2_400) });
    // Selling below variable cost never breaks even.
    expect(breakEven({ fixedCostsCents: 1, pricePerCustomerCents: 100, variableCostPerCustomerCents: 150, currentCustomers: 10, monthlyGrowthPct: 5 }).breakEvenCustomers).toBeNull();
  });
});

describe('unit economics', () => {
  it('computes LTV, CAC, LTV/CAC and payback', () => {
    // MRR $20,000 / 100 customers = $200 ARPU; 80 % margin -> $160; churn 4 % -> LTV $4,000.
    // CAC = $12,000 spend / 10 new = $1,200; LTV/CAC = 3.33 (green above 3); payback 1,200 / 160 = 7.5 months.
    const result = unitEconomics({ mrrCents: dollars(20_000), customers: 100, churnRatePct: 4, grossMarginPct: 80, acquisitionSpendCents: dollars(12_000), newCustomers: 10 });
    expect(result).toEqual({ arpuCents: dollars(200), cacCents: dollars(1_200), ltvCents: dollars(4_000), ltvCac: 3.33, paybackMonths: 7.5, ltvCacGreen: true });
    // No churn: LTV counts 36 months of margin, $160 x 36 = $5,760; ratio 4.8.
    expect(unitEconomics({ mrrCents: dollars(20_000), customers: 100, churnRatePct: 0, grossMarginPct: 80, acquisitionSpendCents: dollars(12_000), newCustomers: 10 }).ltvCents).toBe(dollars(5_760));
    // Exactly 3 is not green.
    expect(unitEconomics({ mrrCents: dollars(100), customers: 1, churnRatePct: 10, grossMarginPct: 100, acquisitionSpendCents: dollars(1_000), newCustomers: 3 }).ltvCacGreen).toBe(false);
  });
});
