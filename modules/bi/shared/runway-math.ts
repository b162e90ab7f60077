import type { FinanceSnapshot } from '@suite/sdk';
import {
  BURN_ALERT_CRITICAL_BELOW_DAYS,
  BURN_ALERT_LOW_BELOW_DAYS,
  BURN_WINDOW_MONTHS,
  DAYS_PER_MONTH,
  EXPENSE_CATEGORIES,
  LTV_CAC_GREEN_ABOVE,
  LTV_MONTHS_WHEN_NO_CHURN,
  RUNWAY_ORANGE_BELOW_DAYS,
  RUNWAY_RED_BELOW_DAYS,
  WEEKS_PER_MONTH,
  type ExpenseCategory,
  type ExpenseRecurrence,
} from './finance.js';

/**
 * Cash, burn and runway from an account's own numbers: pure functions, the same in the API and
 * the browser. Money in integer cents; a month is 30 days (finance-and-growth.md section 9).
 */

// ---------- months and days ----------

export function addMonths(month: string, count: number): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (monthIndex - 1) + count;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}
export const monthOfDay = (day: string) => day.slice(0, 7);
export function lastDayOfMonth(month: string): string {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(year, monthIndex, 0)).getUTCDate();
  return `${month}-${String(day).padStart(2, '0')}`;
}
/** Every month from `first` to `last`, inclusive. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last && months.length < 1200; month = addMonths(month, 1)) months.push(month);
  return months;
}
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

// ---------- the data ----------

export interface FinanceData {
  currency: string;
  cashBalances: readonly { asOf: string; amountCents: number; accountName: string }[];
  expenses: readonly { month: string; endMonth: string | null; category: ExpenseCategory; amountCents: number; recurrence: ExpenseRecurrence; channel?: string | null; customersAcquired?: number | null }[];
  income: readonly { month: string; amountCents: number }[];
  revenue: readonly { month: string; mrrCents: number; newMrrCents: number; expansionMrrCents: number; churnedMrrCents: number; customers: number; newCustomers: number; churnedCustomers: number }[];
}

/** Whether an expense counts in a month: a one-off in its month, a recurring one from its month to its end month. */
export function expenseApplies(expense: FinanceData['expenses'][number], month: string): boolean {
  if (expense.recurrence === 'ONE_OFF') return expense.month === month;
  return expense.month <= month && (expense.endMonth === null || month <= expense.endMonth);
}

export type CategoryTotals = Record<ExpenseCategory, number>;
export const emptyCategoryTotals = (): CategoryTotals => Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, 0])) as CategoryTotals;

export interface MonthFigures {
  month: string;
  /** Gross burn: every expense of the month. */
  expensesCents: number;
  byCategory: CategoryTotals;
  /** Recurring revenue of the month (MRR of the month's entry, 0 without one). */
  revenueCents: number;
  incomeCents: number;
  /** Expenses minus revenue and other income (negative when the month made money). */
  netBurnCents: number;
  /** Anything was recorded for the month (an expense applying, a revenue entry or income). */
  hasData: boolean;
}

/** Figures of a month, computed once per data set (a view asks for the same months many times). */
const figuresCache = new WeakMap<FinanceData, Map<string, MonthFigures>>();

export function monthFigures(data: FinanceData, month: string): MonthFigures {
  let cache = figuresCache.get(data);
  if (!cache) {
    cache = new Map();
    figuresCache.set(data, cache);
  }
  let figures = cache.get(month);
  if (!figures) {
    figures = computeMonthFigures(data, month);
    cache.set(month, figures);
  }
  return figures;
}

function computeMonthFigures(data: FinanceData, month: string): MonthFigures {
  const byCategory = emptyCategoryTotals();
  let expensesCents = 0;
  for (const expense of data.expenses) {
    if (!expenseApplies(expense, month)) continue;
    byCategory[expense.category] += expense.amountCents;
    expensesCents += expense.amountCents;
  }
  const revenue = data.revenue.find((entry) => entry.month === month);
  const incomes = data.income.filter((entry) => entry.month === month);
  const incomeCents = incomes.reduce((sum, entry) => sum + entry.amountCents, 0);
  const revenueCents = revenue?.mrrCents ?? 0;
  const hasData = expensesCents > 0 || Boolean(revenue) || incomes.length > 0;
  return { month, expensesCents, byCategory, revenueCents, incomeCents, netBurnCents: expensesCents - revenueCents - incomeCents, hasData };
}

/** Cash on a day: for each bank account, its latest balance on or before the day, summed; null before any. */
export function cashOnHand(balances: FinanceData['cashBalances'], day: string): number | null {
  const latest = new Map<string, { asOf: string; amountCents: number }>();
  for (const balance of balances) {
    if (balance.asOf > day) continue;
    const known = latest.get(balance.accountName);
    if (!known || balance.asOf >= known.asOf) latest.set(balance.accountName, balance);
  }
  if (latest.size === 0) return null;
  return [...latest.values()].reduce((sum, balance) => sum + balance.amountCents, 0);
}

// ---------- runway ----------

/** Runway in whole days: cash over daily net burn (monthly burn / 30); null when not burning or cash unknown. */
export function runwayDays(cashCents: number | null, monthlyNetBurnCents: number | null): number | null {
  if (cashCents === null || monthlyNetBurnCents === null || monthlyNetBurnCents <= 0) return null;
  return Math.max(0, Math.floor((cashCents * DAYS_PER_MONTH) / monthlyNetBurnCents));
}
/** Runway days in months of 30 days, one decimal. */
export function runwayMonths(days: number | null): number | null {
  return days === null ? null : Math.round((days / DAYS_PER_MONTH) * 10) / 10;
}
/** Weekly burn = monthly burn / 4.33, in whole cents. */
export function weeklyBurn(monthlyCents: number): number {
  return Math.round(monthlyCents / WEEKS_PER_MONTH);
}

export type RunwayColour = 'red' | 'orange' | 'green';
/** Under 240 days red, under 365 orange, else green (no burn is green). */
export function runwayColour(days: number | null): RunwayColour {
  if (days === null) return 'green';
  if (days < RUNWAY_RED_BELOW_DAYS) return 'red';
  if (days < RUNWAY_ORANGE_BELOW_DAYS) return 'orange';
  return 'green';
}
export function healthOf(days: number | null): FinanceSnapshot['healthStatus'] {
  const colour = runwayColour(days);
  return colour === 'red' ? 'critical' : colour === 'orange' ? 'warning' : 'healthy';
}

export type BurnAlertLevel = 'none' | 'low' | 'critical';
/** Runway under 90 days is low, under 30 critical. */
export function burnAlertLevel(days: number | null): BurnAlertLevel {
  if (days === null) return 'none';
  if (days < BURN_ALERT_CRITICAL_BELOW_DAYS) return 'critical';
  if (days < BURN_ALERT_LOW_BELOW_DAYS) return 'low';
  return 'none';
}
const ALERT_RANK: Record<BurnAlertLevel, number> = { none: 0, low: 1, critical: 2 };
/** The level to mail about when runway moved from `previous` to `current`: only a crossing into a worse level. */
export function burnAlertCrossing(previous: BurnAlertLevel, current: BurnAlertLevel): BurnAlertLevel | null {
  return ALERT_RANK[current] > ALERT_RANK[previous] ? current : null;
}

// ---------- the snapshot ----------

export interface RunwaySnapshot extends FinanceSnapshot {
  monthlyGrossBurnCents: number | null;
  weeklyBurnCents: number | null;
  runwayMonths: number | null;
  /** The day cash runs out at the current burn. */
  runOutDate: string | null;
  customers: number | null;
}

/** The months the burn averages for a day: the day's month and the two before, those with data. */
export function burnWindow(data: FinanceData, asOf: string): MonthFigures[] {
  const month = monthOfDay(asOf);
  return monthRange(addMonths(month, -(BURN_WINDOW_MONTHS - 1)), month).map((m) => monthFigures(data, m)).filter((figures) => figures.hasData);
}

export function snapshotAt(accountId: string, data: FinanceData, asOf: string): RunwaySnapshot {
  const month = monthOfDay(asOf);
  const window = burnWindow(data, asOf);
  const cash = cashOnHand(data.cashBalances, asOf);
  const averageNet = window.length ? Math.round(window.reduce((sum, f) => sum + f.netBurnCents, 0) / window.length) : null;
  const averageGross = window.length ? Math.round(window.reduce((sum, f) => sum + f.expensesCents, 0) / window.length) : null;
  const netBurn = averageNet === null ? null : Math.max(0, averageNet);
  const days = runwayDays(cash, netBurn);
  let latestRevenue: FinanceData['revenue'][number] | undefined;
  for (const entry of data.revenue) if (entry.month <= month && (!latestRevenue || entry.month > latestRevenue.month)) latestRevenue = entry;
  const lastMonth = addMonths(month, -1);
  const monthBefore = addMonths(month, -2);
  const lastFull = data.revenue.find((entry) => entry.month === lastMonth);
  const before = data.revenue.find((entry) => entry.month === monthBefore);
  const growth = lastFull && before && before.mrrCents > 0 ? round1(((lastFull.mrrCents - before.mrrCents) / before.mrrCents) * 100) : null;
  const churn = lastFull && before && before.customers > 0 ? round1((lastFull.churnedCustomers / before.customers) * 100) : null;
  return {
    accountId,
    currency: data.currency,
    asOf,
    cashOnHandCents: cash,
    monthlyNetBurnCents: netBurn,
    monthlyGrossBurnCents: averageGross,
    weeklyBurnCents: netBurn === null ? null : weeklyBurn(netBurn),
    runwayDays: days,
    runwayMonths: runwayMonths(days),
    runOutDate: days === null ? null : addDays(asOf, days),
    mrrCents: latestRevenue?.mrrCents ?? null,
    arrCents: latestRevenue ? latestRevenue.mrrCents * 12 : null,
    revenueGrowthPct: growth,
    churnRatePct: churn,
    customers: latestRevenue?.customers ?? null,
    healthStatus: healthOf(days),
  };
}

/** Month-end snapshots for the `months` months ending with the month of `today` (that one as of today). */
export function snapshotHistory(accountId: string, data: FinanceData, today: string, months: number): RunwaySnapshot[] {
  const current = monthOfDay(today);
  return monthRange(addMonths(current, -(Math.max(1, months) - 1)), current).map((month) => snapshotAt(accountId, data, month === current ? today : lastDayOfMonth(month)));
}

export const round1 = (value: number) => Math.round(value * 10) / 10;
export const round2 = (value: number) => Math.round(value * 100) / 100;

// ---------- burn analysis ----------

export interface BiggestChange {
  category: ExpenseCategory;
  fromCents: number;
  toCents: number;
  changeCents: number;
}
/** The category that changed most (in absolute cents) from one month to the next; null when nothing changed. */
export function biggestChange(previous: MonthFigures, current: MonthFigures): BiggestChange | null {
  let best: BiggestChange | null = null;
  for (const category of EXPENSE_CATEGORIES) {
    const change = current.byCategory[category] - previous.byCategory[category];
    if (change !== 0 && (!best || Math.abs(change) > Math.abs(best.changeCents))) best = { category, fromCents: previous.byCategory[category], toCents: current.byCategory[category], changeCents: change };
  }
  return best;
}

// ---------- break-even ----------

export interface BreakEvenInput {
  fixedCostsCents: number;
  pricePerCustomerCents: number;
  variableCostPerCustomerCents: number;
  currentCustomers: number;
  /** Monthly customer growth in percent. */
  monthlyGrowthPct: number;
}
export interface BreakEvenResult {
  contributionCents: number;
  /** Contribution margin in percent of the price. */
  marginPct: number;
  /** Customers needed to cover fixed costs; null when each customer loses money. */
  breakEvenCustomers: number | null;
  /** Months from now until customers reach break-even (0 when already there); null when never within 60 months. */
  breakEvenMonth: number | null;
  /** Customers and profit per month, month 0 being now, for the chart. */
  months: { month: number; customers: number; revenueCents: number; costsCents: number; profitCents: number }[];
}
export function breakEven(input: BreakEvenInput, horizon = 36): BreakEvenResult {
  const contribution = input.pricePerCustomerCents - input.variableCostPerCustomerCents;
  const marginPct = input.pricePerCustomerCents > 0 ? round1((contribution / input.pricePerCustomerCents) * 100) : 0;
  const needed = contribution > 0 ? Math.ceil(input.fixedCostsCents / contribution) : null;
  const months: BreakEvenResult['months'] = [];
  let breakEvenMonth: number | null = null;
  let customers = input.currentCustomers;
  for (let month = 0; month <= 60; month += 1) {
    if (month > 0) customers = customers * (1 + input.monthlyGrowthPct / 100);
    const whole = Math.floor(customers + 1e-9);
    if (needed !== null && breakEvenMonth === null && whole >= needed) breakEvenMonth = month;
    if (month <= horizon) {
      const revenue = whole * input.pricePerCustomerCents;
      const costs = input.fixedCostsCents + whole * input.variableCostPerCustomerCents;
      months.push({ month, customers: whole, revenueCents: revenue, costsCents: costs, profitCents: revenue - costs });
    }
  }
  return { contributionCents: contribution, marginPct, breakEvenCustomers: needed, breakEvenMonth, months };
}

// ---------- unit economics (go-to-market) ----------

export interface UnitEconomicsInput {
  mrrCents: number;
  customers: number;
  /** Monthly customer churn in percent. */
  churnRatePct: number;
  grossMarginPct: number;
  acquisitionSpendCents: number;
  newCustomers: number;
}
export interface UnitEconomics {
  arpuCents: number | null;
  cacCents: number | null;
  ltvCents: number | null;
  ltvCac: number | null;
  paybackMonths: number | null;
  /** LTV/CAC above 3 is green. */
  ltvCacGreen: boolean;
}
/** ARPU = MRR / customers; LTV = ARPU x margin / churn (36 months of it when churn is 0); CAC = spend / new customers. */
export function unitEconomics(input: UnitEconomicsInput): UnitEconomics {
  const arpu = input.customers > 0 ? input.mrrCents / input.customers : null;
  const monthlyMargin = arpu === null ? null : arpu * (input.grossMarginPct / 100);
  const ltv = monthlyMargin === null ? null : input.churnRatePct > 0 ? monthlyMargin / (input.churnRatePct / 100) : monthlyMargin * LTV_MONTHS_WHEN_NO_CHURN;
  const cac = input.newCustomers > 0 ? input.acquisitionSpendCents / input.newCustomers : null;
  const ratio = ltv !== null && cac !== null && cac > 0 ? round2(ltv / cac) : null;
  const payback = cac !== null && monthlyMargin !== null && monthlyMargin > 0 ? round1(cac / monthlyMargin) : null;
  return {
    arpuCents: arpu === null ? null : Math.round(arpu),
    cacCents: cac === null ? null : Math.round(cac),
    ltvCents: ltv === null ? null : Math.round(ltv),
    ltvCac: ratio,
    paybackMonths: payback,
    ltvCacGreen: ratio !== null && ratio > LTV_CAC_GREEN_ABOVE,
  };
}
