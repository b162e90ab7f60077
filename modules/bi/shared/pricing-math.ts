/**
 * Pricing models and their projections (finance-and-growth.md sections 3 and 9), written once
 * and used by the API (saved models) and the browser (the simulator moves as a slider is dragged).
 *
 * Units: prices, fees and costs are in the account's currency units (dollars, as the spec's
 * parameter names are), rates are percentages (10 = 10 %). Projected money is rounded to cents.
 * Customers are expected customers (fractional, two decimals): a smooth curve a founder can reason
 * about, not a simulation of whole people.
 */

export const PRICING_MODEL_TYPES = ['SAAS', 'FREEMIUM', 'TRANSACTION'] as const;
export type PricingModelType = (typeof PRICING_MODEL_TYPES)[number];

/** Section 9: the horizon and the defaults of a projection. */
export const PROJECTION_MONTHS = 24;
export const PRICING_DEFAULTS = { targetCustomers: 100, growthRate: 10, churnRate: 5, freeToPaidRate: 5 } as const;
/** Section 9: a transaction model pays 3 % of its revenue in transaction costs. */
export const TRANSACTION_COST_RATE = 0.03;
/** Section 9: LTV counts 36 months of revenue when churn is 0. */
export const LTV_MONTHS_WITHOUT_CHURN = 36;

export interface PricingParameters {
  /** SAAS and FREEMIUM: price of a paid plan a month. */
  monthlyPrice?: number;
  /** FREEMIUM: % of users on the paid plan (default 5). */
  freeToPaidRate?: number;
  /** TRANSACTION: what the business earns per transaction. */
  transactionFee?: number;
  /** Customers (FREEMIUM: users, free and paid) in month 1 (default 100). */
  targetCustomers?: number;
  /** % of last month's customers added each month (default 10). */
  growthRate?: number;
  /** % of last month's customers lost each month (default 5). */
  churnRate?: number;
  /** Fixed running costs a month. */
  operationalCosts?: number;
  /** Cost of acquiring one customer (CAC), paid in the month they arrive. */
  acquisitionCost?: number;
  /** FREEMIUM: what a free user costs a month. */
  freeUserCost?: number;
  /** TRANSACTION: transactions per customer a month (default 1). */
  transactionsPerUser?: number;
}
export const PRICING_PARAMETER_NAMES = ['monthlyPrice', 'freeToPaidRate', 'transactionFee', 'targetCustomers', 'growthRate', 'churnRate', 'operationalCosts', 'acquisitionCost', 'freeUserCost', 'transactionsPerUser'] as const satisfies readonly (keyof PricingParameters)[];

export interface ProjectionMonth {
  month: number;
  customers: number;
  revenue: number;
  costs: number;
  profit: number;
  churn: number;
  newCustomers: number;
}
export interface ProjectionSummary {
  /** First month whose profit is 0 or more; null when none within 24 months. */
  breakEvenMonth: number | null;
  year1Revenue: number;
  year2Revenue: number;
  ltv: number;
  /** LTV / acquisition cost; null when acquiring a customer costs nothing. */
  ltvCacRatio: number | null;
  /** Net monthly growth of customers in % (growth - churn). */
  monthlyGrowthRate: number;
}
export interface Projection {
  months: ProjectionMonth[];
  summary: ProjectionSummary;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The parameters with the section 9 defaults filled in (0 for costs and prices not given). */
export function withDefaults(p: PricingParameters): Required<PricingParameters> {
  return {
    monthlyPrice: p.monthlyPrice ?? 0,
    freeToPaidRate: p.freeToPaidRate ?? PRICING_DEFAULTS.freeToPaidRate,
    transactionFee: p.transactionFee ?? 0,
    targetCustomers: p.targetCustomers ?? PRICING_DEFAULTS.targetCustomers,
    growthRate: p.growthRate ?? PRICING_DEFAULTS.growthRate,
    churnRate: p.churnRate ?? PRICING_DEFAULTS.churnRate,
    operationalCosts: p.operationalCosts ?? 0,
    acquisitionCost: p.acquisitionCost ?? 0,
    freeUserCost: p.freeUserCost ?? 0,
    transactionsPerUser: p.transactionsPerUser ?? 1,
  };
}

/** Revenue of one paying customer a month: the price (SAAS, FREEMIUM) or transactions x fee (TRANSACTION). */
export function revenuePerCustomer(type: PricingModelType, p: Required<PricingParameters>): number {
  return type === 'TRANSACTION' ? p.transactionsPerUser * p.transactionFee : p.monthlyPrice;
}

/**
 * The 24-month projection.
 * - Base (users for FREEMIUM, customers otherwise): month 1 = targetCustomers, all new;
 *   month m > 1: new = base(m-1) x growth, churn = base(m-1) x churn, base(m) = base(m-1) + new - churn,
 *   so base(m) = targetCustomers x (1 + growth - churn)^(m-1).
 * - Paying customers: the base, or for FREEMIUM the base x freeToPaidRate (new and churn scale alike).
 * - Revenue = paying customers x revenue per customer (price, or transactions x fee).
 * - Costs = operationalCosts + new paying customers x acquisitionCost
 *   + FREEMIUM: free users (base - paying) x freeUserCost
 *   + TRANSACTION: 3 % of revenue.
 * - Profit = revenue - costs.
 */
export function projectPricing(type: PricingModelType, parameters: PricingParameters): Projection {
  const p = withDefaults(parameters);
  const growth = p.growthRate / 100;
  const churnRate = p.churnRate / 100;
  const paidShare = type === 'FREEMIUM' ? p.freeToPaidRate / 100 : 1;
  const perCustomer = revenuePerCustomer(type, p);
  const months: ProjectionMonth[] = [];
  const exactRevenue: number[] = [];
  let previousBase = 0;
  for (let month = 1; month <= PROJECTION_MONTHS; month += 1) {
    const newBase = month === 1 ? p.targetCustomers : previousBase * growth;
    const churnBase = month === 1 ? 0 : previousBase * churnRate;
    const base = previousBase + newBase - churnBase;
    const customers = base * paidShare;
    const newCustomers = newBase * paidShare;
    const revenue = customers * perCustomer;
    let costs = p.operationalCosts + newCustomers * p.acquisitionCost;
    if (type === 'FREEMIUM') costs += (base - customers) * p.freeUserCost;
    if (type === 'TRANSACTION') costs += revenue * TRANSACTION_COST_RATE;
    exactRevenue.push(revenue);
    months.push({ month, customers: cents(customers), revenue: cents(revenue), costs: cents(costs), profit: cents(revenue - costs), churn: cents(churnBase * paidShare), newCustomers: cents(newCustomers) });
    previousBase = base;
  }
  return { months, summary: summarize(type, p, months, exactRevenue) };
}

/**
 * The summary: break-even month (first month with profit >= 0), revenue of months 1-12 and 13-24,
 * LTV = revenue per customer / churn (x 36 months when churn is 0), LTV / CAC, and the net
 * monthly growth of customers (growth - churn, in %).
 */
function summarize(type: PricingModelType, p: Required<PricingParameters>, months: readonly ProjectionMonth[], exactRevenue: readonly number[]): ProjectionSummary {
  // Year sums add the unrounded months, then round once (no cent drift from 12 roundings).
  const sum = (from: number, to: number) => cents(exactRevenue.slice(from, to).reduce((total, revenue) => total + revenue, 0));
  const perCustomer = revenuePerCustomer(type, p);
  const ltv = cents(p.churnRate > 0 ? perCustomer / (p.churnRate / 100) : perCustomer * LTV_MONTHS_WITHOUT_CHURN);
  return {
    breakEvenMonth: months.find((m) => m.profit >= 0)?.month ?? null,
    year1Revenue: sum(0, 12),
    year2Revenue: sum(12, 24),
    ltv,
    ltvCacRatio: p.acquisitionCost > 0 ? Math.round((ltv / p.acquisitionCost) * 100) / 100 : null,
    monthlyGrowthRate: Math.round((p.growthRate - p.churnRate) * 100) / 100,
  };
}

/** Which parameter moves year-2 revenue most: each one raised by 10 % (rates by 10 % of their value), the change in year-2 revenue. */
export function sensitivity(type: PricingModelType, parameters: PricingParameters): { parameter: keyof PricingParameters; year2Revenue: number; change: number; changePct: number }[] {
  const base = projectPricing(type, parameters).summary.year2Revenue;
  const p = withDefaults(parameters);
  const relevant: (keyof PricingParameters)[] = ['targetCustomers', 'growthRate', 'churnRate', ...(type === 'TRANSACTION' ? (['transactionFee', 'transactionsPerUser'] as const) : (['monthlyPrice'] as const)), ...(type === 'FREEMIUM' ? (['freeToPaidRate'] as const) : [])];
  return relevant
    .map((parameter) => {
      const year2Revenue = projectPricing(type, { ...p, [parameter]: p[parameter] * 1.1 }).summary.year2Revenue;
      const change = cents(year2Revenue - base);
      return { parameter, year2Revenue, change, changePct: base ? Math.round((change / base) * 1000) / 10 : 0 };
    })
    .sort((a, b) => Math.abs(b.change) - Math.abs(a.change));
}
