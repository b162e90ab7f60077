import { describe, expect, it } from 'vitest';
import { LTV_MONTHS_WITHOUT_CHURN, PRICING_DEFAULTS, PROJECTION_MONTHS, TRANSACTION_COST_RATE, projectPricing, sensitivity } from './pricing-math.js';

describe('SAAS projection (worked numbers)', () => {
  // $50 a month, defaults (100 customers, growth 10 %, churn 5 %), $6,000 running costs, CAC $100.
  const { months, summary } = projectPricing('SAAS', { monthlyPrice: 50, operationalCosts: 6000, acquisitionCost: 100 });

  it('runs 24 months', () => expect(months).toHaveLength(PROJECTION_MONTHS));

  it('month 1: 100 new customers, revenue 100 x $50, costs $6,000 + 100 x $100', () => {
    // revenue 5,000; costs 6,000 + 10,000 = 16,000; profit -11,000.
    expect(months[0]).toEqual({ month: 1, customers: 100, revenue: 5000, costs: 16000, profit: -11000, churn: 0, newCustomers: 100 });
  });

  it('month 2: 10 new (10 % of 100), 5 lost (5 %), 105 customers', () => {
    // revenue 105 x 50 = 5,250; costs 6,000 + 10 x 100 = 7,000; profit -1,750.
    expect(months[1]).toEqual({ month: 2, customers: 105, revenue: 5250, costs: 7000, profit: -1750, churn: 5, newCustomers: 10 });
  });

  it('month 24: 100 x 1.05^23 customers', () => {
    // 1.05^23 = 3.0715238 -> 307.15 customers; month 23 had 100 x 1.05^22 = 292.526:
    // new 29.25, churn 14.63; revenue 307.15238 x 50 = 15,357.62; costs 6,000 + 29.2526 x 100 = 8,925.26;
    // profit 15,357.62 - 8,925.26 = 6,432.36.
    expect(months[23]).toEqual({ month: 24, customers: 307.15, revenue: 15357.62, costs: 8925.26, profit: 6432.36, churn: 14.63, newCustomers: 29.25 });
  });

  it('summary', () => {
    // Year 1: 5,000 x (1.05^12 - 1) / 0.05 = 5,000 x 15.917127 = 79,585.63.
    // Year 2: 1.05^12 = 1.7958563 times year 1 = 142,924.36.
    // Break-even: month 9 revenue 5,000 x 1.05^8 = 7,387.28 < costs 6,000 + 1,000 x 1.05^7 = 7,407.10;
    //             month 10 revenue 7,756.64 >= costs 7,477.46 -> month 10.
    // LTV = $50 / 5 % = $1,000; LTV/CAC = 1,000 / 100 = 10; net growth 10 - 5 = 5 %.
    expect(summary).toEqual({ breakEvenMonth: 10, year1Revenue: 79585.63, year2Revenue: 142924.36, ltv: 1000, ltvCacRatio: 10, monthlyGrowthRate: 5 });
  });
});

describe('FREEMIUM projection (worked numbers)', () => {
  // 1,000 users, default conversion 5 %, $20 a month, a free user costs $0.50, $500 running costs, no CAC.
  const { months, summary } = projectPricing('FREEMIUM', { targetCustomers: 1000, monthlyPrice: 20, freeUserCost: 0.5, operationalCosts: 500 });

  it('month 1: 50 paying of 1,000 users', () => {
    // revenue 50 x 20 = 1,000; costs 500 + 950 free x 0.50 = 975; profit 25.
    expect(months[0]).toEqual({ month: 1, customers: 50, revenue: 1000, costs: 975, profit: 25, churn: 0, newCustomers: 50 });
  });

  it('month 2: 1,050 users, 52.5 paying', () => {
    // new paying 100 x 5 % = 5, churned 50 x 5 % = 2.5; revenue 52.5 x 20 = 1,050; costs 500 + 997.5 x 0.5 = 998.75.
    expect(months[1]).toEqual({ month: 2, customers: 52.5, revenue: 1050, costs: 998.75, profit: 51.25, churn: 2.5, newCustomers: 5 });
  });

  it('month 24', () => {
    // users 1,000 x 1.05^23 = 3,071.52, paying 5 % = 153.58; revenue 153.576 x 20 = 3,071.52;
    // free 2,917.95 x 0.5 = 1,458.97 -> costs 1,958.97; profit 1,112.55; new 5 % of 292.526 = 14.63, churn 7.31.
    expect(months[23]).toEqual({ month: 24, customers: 153.58, revenue: 3071.52, costs: 1958.97, profit: 1112.55, churn: 7.31, newCustomers: 14.63 });
  });

  it('summary', () => {
    // Year 1: 1,000 x 15.917127 = 15,917.13; year 2: x 1.7958563 = 28,584.87; profit from month 1;
    // LTV = 20 / 5 % = 400; no CAC -> no ratio.
    expect(summary).toEqual({ breakEvenMonth: 1, year1Revenue: 15917.13, year2Revenue: 28584.87, ltv: 400, ltvCacRatio: null, monthlyGrowthRate: 5 });
  });
});

describe('TRANSACTION projection with churn 0 (worked numbers)', () => {
  // 200 customers, no growth, no churn, 10 transactions a month at a $2 fee, $3,000 running costs, CAC $50.
  const { months, summary } = projectPricing('TRANSACTION', { targetCustomers: 200, growthRate: 0, churnRate: 0, transactionFee: 2, transactionsPerUser: 10, operationalCosts: 3000, acquisitionCost: 50 });

  it('month 1: revenue 200 x 10 x $2, 3 % transaction cost, 200 acquired', () => {
    expect(TRANSACTION_COST_RATE).toBe(0.03);
    // revenue 4,000; costs 3,000 + 3 % x 4,000 (120) + 200 x 50 (10,000) = 13,120; profit -9,120.
    expect(months[0]).toEqual({ month: 1, customers: 200, revenue: 4000, costs: 13120, profit: -9120, churn: 0, newCustomers: 200 });
  });

  it('months 2 and 24: nobody new, nobody lost', () => {
    // revenue 4,000; costs 3,000 + 120 = 3,120; profit 880.
    const steady = { customers: 200, revenue: 4000, costs: 3120, profit: 880, churn: 0, newCustomers: 0 };
    expect(months[1]).toEqual({ month: 2, ...steady });
    expect(months[23]).toEqual({ month: 24, ...steady });
  });

  it('summary: LTV over 36 months when churn is 0', () => {
    expect(LTV_MONTHS_WITHOUT_CHURN).toBe(36);
    // Revenue per customer 10 x 2 = $20 a month; LTV = 20 x 36 = 720; LTV/CAC = 720 / 50 = 14.4.
    // Year 1 = 12 x 4,000 = 48,000 = year 2; break-even month 2.
    expect(summary).toEqual({ breakEvenMonth: 2, year1Revenue: 48000, year2Revenue: 48000, ltv: 720, ltvCacRatio: 14.4, monthlyGrowthRate: 0 });
  });
});

describe('defaults (section 9)', () => {
  it('100 customers, growth 10 %, churn 5 %, freemium conversion 5 %', () => {
    expect(PRICING_DEFAULTS).toEqual({ targetCustomers: 100, growthRate: 10, churnRate: 5, freeToPaidRate: 5 });
    const saas = projectPricing('SAAS', { monthlyPrice: 10 });
    expect(saas.months.slice(0, 2).map((m) => [m.customers, m.newCustomers, m.churn])).toEqual([[100, 100, 0], [105, 10, 5]]);
    // 100 users x 5 % = 5 paying at $10.
    expect(projectPricing('FREEMIUM', { monthlyPrice: 10 }).months[0]).toMatchObject({ customers: 5, revenue: 50 });
    // One transaction a customer by default: 100 x 1 x $1.
    expect(projectPricing('TRANSACTION', { transactionFee: 1 }).months[0]).toMatchObject({ customers: 100, revenue: 100, costs: 3 });
  });
});

describe('sensitivity', () => {
  it('names the parameter that moves year-2 revenue most first', () => {
    // +10 % growth rate (10 -> 11 %) compounds over 24 months: it beats +10 % on the price or the start.
    const rows = sensitivity('SAAS', { monthlyPrice: 50 });
    expect(rows[0]!.parameter).toBe('growthRate');
    const price = rows.find((r) => r.parameter === 'monthlyPrice')!;
    expect(price.changePct).toBe(10);
    expect(rows.find((r) => r.parameter === 'churnRate')!.change).toBeLessThan(0);
  });
});
