import { describe, expect, it } from 'vitest';
import type { Kpi } from './finance.js';
import { calculateKpi, cfoLists, evaluateFormula, formatKpiValue, isCfoKpi, isValidFormula, kpiStatus, kpiTrend, type CfoItem } from './kpi-math.js';

const kpi = (overrides: Partial<Kpi>): Kpi => ({
  id: 'k',
  name: 'KPI',
  description: '',
  category: 'FINANCIAL',
  isActive: true,
  unit: 'DOLLARS',
  targetValue: 100,
  metric: 'MRR',
  formula: null,
  direction: 'HIGHER_IS_BETTER',
  warningThreshold: null,
  criticalThreshold: null,
  ...overrides,
});

describe('KPI status and trend', () => {
  it('rates a higher-is-better KPI against its target and 80 % of it by default', () => {
    // Target 100: 100 or more GOOD, 80 to 99.99 WARNING, under 80 CRITICAL.
    expect(kpiStatus(100, kpi({}))).toBe('GOOD');
    expect(kpiStatus(80, kpi({}))).toBe('WARNING');
    expect(kpiStatus(79.99, kpi({}))).toBe('CRITICAL');
    // Explicit thresholds: GOOD from 90, WARNING from 50.
    expect(kpiStatus(90, kpi({ warningThreshold: 90, criticalThreshold: 50 }))).toBe('GOOD');
    expect(kpiStatus(50, kpi({ warningThreshold: 90, criticalThreshold: 50 }))).toBe('WARNING');
    expect(kpiStatus(49, kpi({ warningThreshold: 90, criticalThreshold: 50 }))).toBe('CRITICAL');
    expect(kpiStatus(null, kpi({}))).toBe('WARNING');
  });

  it('mirrors the thresholds when lower is better (burn): 120 % of the target is critical by default', () => {
    // Burn target $30,000: up to 30,000 GOOD, up to 36,000 WARNING, above CRITICAL.
    const burn = kpi({ targetValue: 30_000, direction: 'LOWER_IS_BETTER' });
    expect(kpiStatus(30_000, burn)).toBe('GOOD');
    expect(kpiStatus(36_000, burn)).toBe('WARNING');
    expect(kpiStatus(36_001, burn)).toBe('CRITICAL');
  });

  it('gives the trend against last month with the change in percent', () => {
    // 110 from 100: +10 %; 90 from 120: -25 %; from 0: no percent.
    expect(kpiTrend(110, 100)).toEqual({ trend: 'UP', changePercent: 10 });
    expect(kpiTrend(90, 120)).toEqual({ trend: 'DOWN', changePercent: -25 });
    expect(kpiTrend(5, 0)).toEqual({ trend: 'UP', changePercent: 0 });
    // -50 from -40 (negative values): fell by 25 % of |−40|.
    expect(kpiTrend(-50, -40)).toEqual({ trend: 'DOWN', changePercent: -25 });
  });

  it('calculates a KPI from a formula over the metrics', () => {
    // Marketing spend $8,000 over MRR $20,000 = 40 %; last month 9,000 / 18,000 = 50 % -> down 20 %.
    const ratio = kpi({ metric: null, formula: 'MARKETING_SPEND / MRR * 100', unit: 'PERCENTAGE', targetValue: 45, direction: 'LOWER_IS_BETTER' });
    expect(calculateKpi(ratio, { MARKETING_SPEND: 8_000, MRR: 20_000 }, { MARKETING_SPEND: 9_000, MRR: 18_000 })).toEqual({ value: 40, status: 'GOOD', trend: 'DOWN', changePercent: -20 });
    expect(evaluateFormula('(MRR - 100) * 2', { MRR: 150 })).toBe(100);
    expect(evaluateFormula('MRR / CAC', { MRR: 150, CAC: 0 })).toBeNull();
    expect(evaluateFormula('MRR + CASH_ON_HAND', { MRR: 150, CASH_ON_HAND: null })).toBeNull();
    expect(isValidFormula('MRR * 12 - -3')).toBe(true);
    expect(isValidFormula('MRR * ')).toBe(false);
    expect(isValidFormula('process.exit()')).toBe(false);
    expect(isValidFormula('SALARY / 2')).toBe(false);
  });
});

describe('the CFO dashboard lists', () => {
  const item = (name: string, status: CfoItem['status']): CfoItem => ({ id: name, name, unit: 'DOLLARS', direction: 'HIGHER_IS_BETTER', value: 1, targetValue: 1, status, trend: 'UP', changePercent: 0 });

  it('matches KPIs by names containing budget, spent, burn rate, runway or roi', () => {
    for (const name of ['Marketing budget', 'Amount SPENT', 'Monthly burn rate', 'Runway (months)', 'Campaign ROI']) expect(isCfoKpi({ name, isActive: true })).toBe(true);
    for (const name of ['MRR', 'Burn', 'Churn rate']) expect(isCfoKpi({ name, isActive: true })).toBe(false);
    expect(isCfoKpi({ name: 'Runway', isActive: false })).toBe(false);
  });

  it('lists up to 3 performing well and up to 3 needing attention, critical first', () => {
    const lists = cfoLists([item('a', 'GOOD'), item('b', 'WARNING'), item('c', 'GOOD'), item('d', 'CRITICAL'), item('e', 'GOOD'), item('f', 'GOOD'), item('g', 'WARNING'), item('h', 'WARNING')]);
    expect(lists.performingWell.map((i) => i.name)).toEqual(['a', 'c', 'e']);
    expect(lists.needsAttention.map((i) => i.name)).toEqual(['d', 'b', 'g']);
  });

  it('writes dollars without decimals and percentages with one', () => {
    expect(formatKpiValue(31_234.56, 'DOLLARS')).toBe('$31,235');
    expect(formatKpiValue(12.345, 'PERCENTAGE')).toBe('12.3%');
    expect(formatKpiValue(3, 'PERCENTAGE')).toBe('3.0%');
    expect(formatKpiValue(11.04, 'NUMBER')).toBe('11');
    expect(formatKpiValue(null, 'DOLLARS')).toBe('–');
  });
});
