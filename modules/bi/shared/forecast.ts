import { FORECAST_HORIZON_MONTHS, type HeadcountRole, type Scenario } from './finance.js';
import { addMonths, burnWindow, cashOnHand, monthOfDay, round1, snapshotAt, type FinanceData } from './runway-math.js';

/**
 * The forecast: cash and runway for 24 months from recent trends (the expense run rate, revenue
 * growing at its recent pace) plus the headcount plan, and named scenarios drawn against it.
 */

export interface ForecastMonth {
  month: string;
  expensesCents: number;
  revenueCents: number;
  netBurnCents: number;
  cashCents: number;
}
export interface ForecastSeries {
  months: ForecastMonth[];
  /** Months until cash runs out (fractional, one decimal); null when it lasts beyond the horizon. */
  runwayMonths: number | null;
  runOutMonth: string | null;
}

export type ExplanationDriver = 'HIRES' | 'REVENUE_GROWTH' | 'REVENUE_DECLINE' | 'STEADY' | 'BEYOND_HORIZON' | 'NO_DATA' | 'FUNDRAISE' | 'COST_CUT' | 'PRICE_CHANGE';
/** What the sentence beside a forecast says, as numbers the browser words in the user's language. */
export interface ForecastExplanation {
  driver: ExplanationDriver;
  fromMonths: number | null;
  toMonths: number | null;
  hires: number;
  payrollGrowthPct: number;
  revenueGrowthPct: number;
  amountCents: number;
  percent: number;
}

export interface ForecastInput {
  data: FinanceData;
  roles: readonly HeadcountRole[];
  onCostFactor: number;
  /** The day the forecast starts from; month 1 is the month after. */
  asOf: string;
  horizon?: number;
}

const MAX_MONTHLY_GROWTH = 0.15;
const MIN_MONTHLY_GROWTH = -0.1;

/** The recent monthly MRR growth: the average month-over-month change of the last three months' entries, capped. */
export function recentRevenueGrowth(data: FinanceData, asOf: string): number {
  const month = monthOfDay(asOf);
  const mrr = (m: string) => data.revenue.find((entry) => entry.month === m)?.mrrCents;
  const rates: number[] = [];
  for (let back = 0; back < 3; back += 1) {
    const current = mrr(addMonths(month, -back));
    const before = mrr(addMonths(month, -back - 1));
    if (current !== undefined && before !== undefined && before > 0) rates.push(current / before - 1);
  }
  if (rates.length === 0) return 0;
  const average = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
  return Math.min(MAX_MONTHLY_GROWTH, Math.max(MIN_MONTHLY_GROWTH, average));
}

/** Fully loaded cost of a salary: salary x the on-cost factor. */
export const loadedCost = (salaryCents: number, onCostFactor: number) => Math.round(salaryCents * onCostFactor);

/**
 * The plan's change to payroll in a future month against today: planned hires (starting after
 * the current month) add their loaded cost from their start month; current roles that end stop
 * costing after their end month. Current roles are already in the recorded payroll.
 */
export function plannedPayrollDelta(roles: readonly HeadcountRole[], currentMonth: string, month: string, onCostFactor: number): number {
  let delta = 0;
  for (const role of roles) {
    const cost = loadedCost(role.monthlySalaryCents, onCostFactor);
    const ended = role.endMonth !== null && role.endMonth < month;
    if (role.startMonth > currentMonth) {
      if (role.startMonth <= month && !ended) delta += cost;
    } else if (role.endMonth !== null && role.endMonth >= currentMonth && ended) {
      delta -= cost;
    }
  }
  return delta;
}

interface Adjustments {
  expenses(month: string, base: number): number;
  revenue(month: string, base: number): number;
  cashIn(month: string): number;
}
const NO_ADJUSTMENT: Adjustments = { expenses: (_m, base) => base, revenue: (_m, base) => base, cashIn: () => 0 };

function project(input: ForecastInput, adjust: Adjustments): ForecastSeries {
  const horizon = input.horizon ?? FORECAST_HORIZON_MONTHS;
  const current = monthOfDay(input.asOf);
  const window = burnWindow(input.data, input.asOf);
  const runRate = window.length ? Math.round(window.reduce((sum, f) => sum + f.expensesCents, 0) / window.length) : 0;
  const revenue0 = snapshotAt('', input.data, input.asOf).mrrCents ?? 0;
  const growth = recentRevenueGrowth(input.data, input.asOf);
  let cash = cashOnHand(input.data.cashBalances, input.asOf) ?? 0;
  const months: ForecastMonth[] = [];
  let runwayMonths: number | null = null;
  let runOutMonth: string | null = null;
  for (let index = 1; index <= horizon; index += 1) {
    const month = addMonths(current, index);
    const expenses = Math.max(0, adjust.expenses(month, runRate + plannedPayrollDelta(input.roles, current, month, input.onCostFactor)));
    const revenue = Math.round(adjust.revenue(month, revenue0 * (1 + growth) ** index));
    const net = expenses - revenue;
    const before = cash + adjust.cashIn(month);
    cash = before - net;
    if (runwayMonths === null && cash < 0) {
      runwayMonths = round1(index - 1 + (net > 0 ? Math.max(0, before) / net : 0));
      runOutMonth = month;
    }
    months.push({ month, expensesCents: expenses, revenueCents: revenue, netBurnCents: net, cashCents: cash });
  }
  return { months, runwayMonths, runOutMonth };
}

export function baselineForecast(input: ForecastInput): ForecastSeries {
  return project(input, NO_ADJUSTMENT);
}

function scenarioAdjustments(scenario: Scenario, onCostFactor: number): Adjustments {
  const from = (month: string) => month >= scenario.startMonth;
  switch (scenario.kind) {
    case 'HIRE': {
      const cost = loadedCost(scenario.monthlyCostCents ?? 0, onCostFactor) * (scenario.hires ?? 1);
      return { ...NO_ADJUSTMENT, expenses: (month, base) => base + (from(month) ? cost : 0) };
    }
    case 'PRICE_CHANGE':
      return { ...NO_ADJUSTMENT, revenue: (month, base) => (from(month) ? base * (1 + (scenario.percent ?? 0) / 100) : base) };
    case 'COST_CUT':
      return { ...NO_ADJUSTMENT, expenses: (month, base) => (from(month) ? Math.round(base * (1 - (scenario.percent ?? 0) / 100)) : base) };
    case 'FUNDRAISE':
      return { ...NO_ADJUSTMENT, cashIn: (month) => (month === scenario.startMonth ? (scenario.amountCents ?? 0) : 0) };
  }
}

export function scenarioForecast(input: ForecastInput, scenario: Scenario): ForecastSeries {
  return project(input, scenarioAdjustments(scenario, input.onCostFactor));
}

/** Payroll today: the average payroll of the burn window. */
function payrollNow(data: FinanceData, asOf: string): number {
  const window = burnWindow(data, asOf);
  return window.length ? window.reduce((sum, f) => sum + f.byCategory.payroll, 0) / window.length : 0;
}

const EMPTY_EXPLANATION = { hires: 0, payrollGrowthPct: 0, revenueGrowthPct: 0, amountCents: 0, percent: 0 };

/**
 * Why the baseline's runway differs from today's (cash over today's burn): planned hires and the
 * payroll growth they bring, or revenue growing or falling.
 */
export function explainBaseline(input: ForecastInput, baseline: ForecastSeries): ForecastExplanation {
  const today = snapshotAt('', input.data, input.asOf);
  const fromMonths = today.runwayMonths;
  const toMonths = baseline.runwayMonths;
  const current = monthOfDay(input.asOf);
  const horizon = input.horizon ?? FORECAST_HORIZON_MONTHS;
  const last = addMonths(current, horizon);
  const hires = input.roles.filter((role) => role.startMonth > current && role.startMonth <= last).length;
  const payroll = payrollNow(input.data, input.asOf);
  const added = plannedPayrollDelta(input.roles, current, last, input.onCostFactor);
  const payrollGrowthPct = payroll > 0 ? Math.round((added / payroll) * 100) : 0;
  const revenueGrowthPct = round1(recentRevenueGrowth(input.data, input.asOf) * 100);
  const base = { ...EMPTY_EXPLANATION, fromMonths, toMonths, hires, payrollGrowthPct, revenueGrowthPct };
  if (today.cashOnHandCents === null || !input.data.expenses.length) return { ...base, driver: 'NO_DATA' };
  if (toMonths === null) return { ...base, driver: 'BEYOND_HORIZON' };
  if (fromMonths !== null && toMonths < fromMonths && hires > 0) return { ...base, driver: 'HIRES' };
  if (fromMonths !== null && Math.abs(toMonths - fromMonths) < 0.1) return { ...base, driver: 'STEADY' };
  return { ...base, driver: revenueGrowthPct >= 0 ? 'REVENUE_GROWTH' : 'REVENUE_DECLINE' };
}

/** Why a scenario's runway differs from the baseline's. */
export function explainScenario(input: ForecastInput, baseline: ForecastSeries, scenario: Scenario, series: ForecastSeries): ForecastExplanation {
  const base = { ...EMPTY_EXPLANATION, fromMonths: baseline.runwayMonths, toMonths: series.runwayMonths };
  switch (scenario.kind) {
    case 'HIRE': {
      const payroll = payrollNow(input.data, input.asOf);
      const added = loadedCost(scenario.monthlyCostCents ?? 0, input.onCostFactor) * (scenario.hires ?? 1);
      return { ...base, driver: 'HIRES', hires: scenario.hires ?? 1, payrollGrowthPct: payroll > 0 ? Math.round((added / payroll) * 100) : 0 };
    }
    case 'PRICE_CHANGE':
      return { ...base, driver: 'PRICE_CHANGE', percent: scenario.percent ?? 0 };
    case 'COST_CUT':
      return { ...base, driver: 'COST_CUT', percent: scenario.percent ?? 0 };
    case 'FUNDRAISE':
      return { ...base, driver: 'FUNDRAISE', amountCents: scenario.amountCents ?? 0 };
  }
}

/** Committed work as the agile module counts it: the open story points and what a point costs. */
export interface CommittedWork {
  openPoints: number;
  costPerPointCents: number;
  /** Points the teams complete a sprint (VELOCITY's average); 0 when unknown. */
  pointsPerSprint: number;
}

/** Two-week sprints: 26 a year, 26 / 12 ≈ 2.17 a month. */
export const SPRINTS_PER_MONTH = 26 / 12;

/**
 * Forward-looking runway with committed work: its cost (open points x cost per point) is spent
 * evenly over the months the teams need to deliver it at their velocity
 * (ceil(open points / (points a sprint x 26/12))), from month 1; all in month 1 when the velocity
 * is unknown. Added to the baseline's expenses, so the run-out date is the plan's, not the past's.
 */
export function committedWorkForecast(input: ForecastInput, work: CommittedWork): { costCents: number; deliveryMonths: number; series: ForecastSeries } {
  const costCents = Math.round(work.openPoints * work.costPerPointCents);
  const perMonth = work.pointsPerSprint * SPRINTS_PER_MONTH;
  const deliveryMonths = costCents === 0 ? 0 : perMonth > 0 ? Math.max(1, Math.ceil(work.openPoints / perMonth)) : 1;
  const current = monthOfDay(input.asOf);
  const lastMonth = addMonths(current, deliveryMonths);
  const monthly = deliveryMonths ? Math.round(costCents / deliveryMonths) : 0;
  const series = project(input, { ...NO_ADJUSTMENT, expenses: (month, base) => base + (month <= lastMonth ? monthly : 0) });
  return { costCents, deliveryMonths, series };
}
