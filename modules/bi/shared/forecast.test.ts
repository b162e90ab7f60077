import { describe, expect, it } from 'vitest';
import type { HeadcountRole, Scenario } from './finance.js';
import { baselineForecast, explainBaseline, explainScenario, plannedPayrollDelta, scenarioForecast, type ForecastInput } from './forecast.js';
import type { FinanceData } from './runway-math.js';

const dollars = (amount: number) => amount * 100;

/** Cash $330,000 on Nov 2; $40,000 expenses a month ($25,000 payroll); flat MRR $10,000 -> burn $30,000, runway 11 months. */
const data: FinanceData = {
  currency: 'USD',
  cashBalances: [{ asOf: '2026-11-01', amountCents: dollars(330_000), accountName: 'Operating' }],
  expenses: [
    { month: '2026-06', endMonth: null, category: 'payroll', amountCents: dollars(25_000), recurrence: 'RECURRING' },
    { month: '2026-06', endMonth: null, category: 'rent', amountCents: dollars(15_000), recurrence: 'RECURRING' },
  ],
  income: [],
  revenue: ['2026-08', '2026-09', '2026-10', '2026-11'].map((month) => ({ month, mrrCents: dollars(10_000), newMrrCents: 0, expansionMrrCents: 0, churnedMrrCents: 0, customers: 40, newCustomers: 0, churnedCustomers: 0 })),
};
const role = (overrides: Partial<HeadcountRole>): HeadcountRole => ({ id: 'r', title: 'Engineer', department: 'Engineering', monthlySalaryCents: dollars(8_000), currency: 'USD', startMonth: '2026-12', endMonth: null, ...overrides });
const input = (roles: HeadcountRole[] = []): ForecastInput => ({ data, roles, onCostFactor: 1.25, asOf: '2026-11-02' });

describe('the forecast', () => {
  it('runs cash down at the current burn: 11 months for $330,000 at $30,000', () => {
    const baseline = baselineForecast(input());
    expect(baseline.months).toHaveLength(24);
    expect(baseline.months[0]).toEqual({ month: '2026-12', expensesCents: dollars(40_000), revenueCents: dollars(10_000), netBurnCents: dollars(30_000), cashCents: dollars(300_000) });
    // Cash is 0 at the end of month 11 (2027-10) and negative in month 12.
    expect(baseline.runwayMonths).toBe(11);
    expect(baseline.runOutMonth).toBe('2027-11');
    expect(explainBaseline(input(), baseline)).toMatchObject({ driver: 'STEADY', fromMonths: 11, toMonths: 11 });
  });

  it('shortens runway with a planned hire and says why', () => {
    // A hire at $8,000 x 1.25 on-cost = $10,000 a month from December: burn $40,000.
    // $330,000 - 8 x $40,000 = $10,000 left after month 8; month 9 burns $40,000 -> 8 + 10/40 = 8.25 -> 8.3 months.
    const roles = [role({})];
    const baseline = baselineForecast(input(roles));
    expect(baseline.months[0]!.expensesCents).toBe(dollars(50_000));
    expect(baseline.runwayMonths).toBe(8.3);
    // Payroll grows $10,000 on $25,000 = 40 % with 1 planned hire: "runway falls from 11 to 8.3 months because payroll grows 40 % with 1 planned hire".
    expect(explainBaseline(input(roles), baseline)).toEqual({ driver: 'HIRES', fromMonths: 11, toMonths: 8.3, hires: 1, payrollGrowthPct: 40, revenueGrowthPct: 0, amountCents: 0, percent: 0 });
  });

  it('counts planned hires from their start month and roles that end out of payroll after their end month', () => {
    const roles = [role({ startMonth: '2027-03' }), role({ id: 'x', startMonth: '2025-01', endMonth: '2027-01', monthlySalaryCents: dollars(4_000) })];
    expect(plannedPayrollDelta(roles, '2026-11', '2027-01', 1.25)).toBe(0);
    // February: the current role ($5,000 loaded) has ended.
    expect(plannedPayrollDelta(roles, '2026-11', '2027-02', 1.25)).toBe(-dollars(5_000));
    // March: the planned hire ($10,000 loaded) starts.
    expect(plannedPayrollDelta(roles, '2026-11', '2027-03', 1.25)).toBe(dollars(5_000));
  });

  it('draws scenarios against the baseline: a fundraise, a cost cut, a price change, a hire', () => {
    const baseline = baselineForecast(input());
    const scenario = (overrides: Partial<Scenario>): Scenario => ({ id: 's', name: 'S', kind: 'FUNDRAISE', startMonth: '2026-12', monthlyCostCents: null, hires: null, percent: null, amountCents: null, ...overrides });
    // +$300,000 in December: 630,000 / 30,000 = 21 months.
    const raise = scenario({ amountCents: dollars(300_000) });
    expect(scenarioForecast(input(), raise).runwayMonths).toBe(21);
    expect(explainScenario(input(), baseline, raise, scenarioForecast(input(), raise))).toMatchObject({ driver: 'FUNDRAISE', fromMonths: 11, toMonths: 21, amountCents: dollars(300_000) });
    // Costs cut 25 %: $30,000 expenses - $10,000 revenue = $20,000 burn -> 16.5 months.
    expect(scenarioForecast(input(), scenario({ kind: 'COST_CUT', percent: 25 })).runwayMonths).toBe(16.5);
    // Price +50 %: revenue $15,000, burn $25,000 -> 13.2 months.
    expect(scenarioForecast(input(), scenario({ kind: 'PRICE_CHANGE', percent: 50 })).runwayMonths).toBe(13.2);
    // Two hires at $4,000 (x 1.25 = $10,000 together) -> the same 8.3 months as the planned hire.
    const hire = scenario({ kind: 'HIRE', monthlyCostCents: dollars(4_000), hires: 2 });
    expect(scenarioForecast(input(), hire).runwayMonths).toBe(8.3);
    expect(explainScenario(input(), baseline, hire, scenarioForecast(input(), hire))).toMatchObject({ driver: 'HIRES', hires: 2, payrollGrowthPct: 40 });
  });
});
