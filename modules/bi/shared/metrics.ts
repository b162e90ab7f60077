import type { MetricValues } from './finance.js';
import { addMonths, burnWindow, monthFigures, monthOfDay, monthRange, round2, snapshotAt, unitEconomics, type FinanceData, type RunwaySnapshot, type UnitEconomics } from './runway-math.js';

/** Acquisition over the burn window: marketing spend, new customers, and spend by tagged channel. */
export interface Acquisition {
  spendCents: number;
  newCustomers: number;
  channels: { channel: string; spendCents: number; customersAcquired: number | null; cacCents: number | null }[];
}

export function acquisitionAt(data: FinanceData, asOf: string): Acquisition {
  const month = monthOfDay(asOf);
  const months = monthRange(addMonths(month, -2), month);
  const spendCents = months.reduce((sum, m) => sum + monthFigures(data, m).byCategory.marketing, 0);
  const newCustomers = data.revenue.filter((entry) => months.includes(entry.month)).reduce((sum, entry) => sum + entry.newCustomers, 0);
  const byChannel = new Map<string, { spendCents: number; customers: number | null }>();
  for (const m of months) {
    for (const expense of data.expenses) {
      if (expense.category !== 'marketing' || !expense.channel) continue;
      const applies = expense.recurrence === 'ONE_OFF' ? expense.month === m : expense.month <= m && (expense.endMonth === null || m <= expense.endMonth);
      if (!applies) continue;
      const known = byChannel.get(expense.channel) ?? { spendCents: 0, customers: null };
      known.spendCents += expense.amountCents;
      if (expense.customersAcquired !== null && expense.customersAcquired !== undefined) known.customers = (known.customers ?? 0) + expense.customersAcquired;
      byChannel.set(expense.channel, known);
    }
  }
  const channels = [...byChannel.entries()]
    .map(([channel, { spendCents: spend, customers }]) => ({ channel, spendCents: spend, customersAcquired: customers, cacCents: customers ? Math.round(spend / customers) : null }))
    .sort((a, b) => b.spendCents - a.spendCents);
  return { spendCents, newCustomers, channels };
}

export function economicsAt(data: FinanceData, snapshot: RunwaySnapshot, grossMarginPct: number): UnitEconomics {
  const acquisition = acquisitionAt(data, snapshot.asOf);
  return unitEconomics({
    mrrCents: snapshot.mrrCents ?? 0,
    customers: snapshot.customers ?? 0,
    churnRatePct: snapshot.churnRatePct ?? 0,
    grossMarginPct,
    acquisitionSpendCents: acquisition.spendCents,
    newCustomers: acquisition.newCustomers,
  });
}

const toDollars = (cents: number | null) => (cents === null ? null : round2(cents / 100));

/** Every metric a KPI can follow, as of a day: money in dollars, rates in percent. */
export function metricValuesAt(accountId: string, data: FinanceData, asOf: string, grossMarginPct: number): MetricValues {
  const snapshot = snapshotAt(accountId, data, asOf);
  const economics = economicsAt(data, snapshot, grossMarginPct);
  const window = burnWindow(data, asOf);
  const acquisition = acquisitionAt(data, asOf);
  const month = data.revenue.find((entry) => entry.month === monthOfDay(asOf));
  return {
    CASH_ON_HAND: toDollars(snapshot.cashOnHandCents),
    MONTHLY_NET_BURN: toDollars(snapshot.monthlyNetBurnCents),
    MONTHLY_GROSS_BURN: toDollars(snapshot.monthlyGrossBurnCents),
    WEEKLY_BURN: toDollars(snapshot.weeklyBurnCents),
    RUNWAY_DAYS: snapshot.runwayDays,
    RUNWAY_MONTHS: snapshot.runwayMonths,
    MRR: toDollars(snapshot.mrrCents),
    ARR: toDollars(snapshot.arrCents),
    REVENUE_GROWTH_PCT: snapshot.revenueGrowthPct,
    CHURN_RATE_PCT: snapshot.churnRatePct,
    CUSTOMERS: snapshot.customers,
    NEW_CUSTOMERS: month ? month.newCustomers : null,
    MARKETING_SPEND: window.length ? toDollars(Math.round(acquisition.spendCents / window.length)) : null,
    CAC: toDollars(economics.cacCents),
    LTV: toDollars(economics.ltvCents),
    LTV_CAC: economics.ltvCac,
    PAYBACK_MONTHS: economics.paybackMonths,
  };
}
