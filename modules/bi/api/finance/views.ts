import { BURN_ALERT_CRITICAL_BELOW_DAYS, BURN_ALERT_LOW_BELOW_DAYS, type Kpi, type RevenueEntry, type Scenario } from '../../shared/finance.js';
import { baselineForecast, committedWorkForecast, explainBaseline, explainScenario, loadedCost, plannedPayrollDelta, scenarioForecast, type CommittedWork, type ForecastInput } from '../../shared/forecast.js';
import { calculateKpi, cfoLists, isCfoKpi, type CfoItem } from '../../shared/kpi-math.js';
import { acquisitionAt, economicsAt, metricValuesAt } from '../../shared/metrics.js';
import {
  addMonths,
  biggestChange,
  breakEven,
  burnAlertLevel,
  burnWindow,
  cashOnHand,
  lastDayOfMonth,
  monthFigures,
  monthOfDay,
  monthRange,
  runwayColour,
  runwayDays,
  runwayMonths,
  snapshotAt,
  snapshotHistory,
  weeklyBurn,
} from '../../shared/runway-math.js';
import type { AnalyticsView, BurnView, CashflowView, CfoView, DeliveryCost, ForecastView, GtmView, HeadcountView, RevenueView, RunwayView, StartupDashboard } from '../../shared/views.js';
import type { AccountFinance } from './store.js';

/**
 * The bi views, computed from one account's loaded numbers (no database access here): the
 * routes load, these compute, the routes answer.
 */

export function runwayView(accountId: string, finance: AccountFinance, today: string, delivery: DeliveryCost): RunwayView {
  const snapshot = snapshotAt(accountId, finance.data, today);
  const history = snapshotHistory(accountId, finance.data, today, 12);
  return {
    snapshot,
    colour: runwayColour(snapshot.runwayDays),
    alertLevel: burnAlertLevel(snapshot.runwayDays),
    hasData: finance.data.cashBalances.length > 0 || finance.data.expenses.length > 0,
    trend: history.map((s) => ({ month: monthOfDay(s.asOf), cashCents: s.cashOnHandCents, netBurnCents: s.monthlyNetBurnCents, runwayDays: s.runwayDays })),
    delivery,
  };
}

export function burnView(accountId: string, finance: AccountFinance, today: string, months: number, delivery: DeliveryCost): BurnView {
  const current = monthOfDay(today);
  const figures = monthRange(addMonths(current, -(months - 1)), current).map((month) => monthFigures(finance.data, month));
  const snapshot = snapshotAt(accountId, finance.data, today);
  const previous = figures[figures.length - 2];
  const last = figures[figures.length - 1];
  return {
    currency: finance.data.currency,
    months: figures,
    monthlyNetBurnCents: snapshot.monthlyNetBurnCents,
    monthlyGrossBurnCents: snapshot.monthlyGrossBurnCents,
    weeklyNetBurnCents: snapshot.weeklyBurnCents,
    weeklyGrossBurnCents: snapshot.monthlyGrossBurnCents === null ? null : weeklyBurn(snapshot.monthlyGrossBurnCents),
    biggestChange: previous && last ? biggestChange(previous, last) : null,
    delivery,
  };
}

export function forecastInput(finance: AccountFinance, today: string): ForecastInput {
  return { data: finance.data, roles: finance.roles, onCostFactor: finance.settings.onCostFactor, asOf: today };
}

export function cashflowView(finance: AccountFinance, today: string): CashflowView {
  const current = monthOfDay(today);
  const back = monthRange(addMonths(current, -11), current).map((month) => {
    const f = monthFigures(finance.data, month);
    return { month, inCents: f.revenueCents + f.incomeCents, outCents: f.expensesCents, netCents: f.revenueCents + f.incomeCents - f.expensesCents, cashCents: cashOnHand(finance.data.cashBalances, month === current ? today : lastDayOfMonth(month)), projected: false };
  });
  const ahead = baselineForecast({ ...forecastInput(finance, today), horizon: 12 }).months.map((m) => ({ month: m.month, inCents: m.revenueCents, outCents: m.expensesCents, netCents: -m.netBurnCents, cashCents: m.cashCents, projected: true }));
  return { currency: finance.data.currency, openingCashCents: cashOnHand(finance.data.cashBalances, lastDayOfMonth(addMonths(current, -12))), months: [...back, ...ahead] };
}

export function revenueView(accountId: string, finance: AccountFinance, today: string): RevenueView {
  const asMonth = (entry: RevenueEntry) => ({ month: entry.month, mrrCents: entry.mrrCents, arrCents: entry.mrrCents * 12, newMrrCents: entry.newMrrCents, expansionMrrCents: entry.expansionMrrCents, churnedMrrCents: entry.churnedMrrCents, customers: entry.customers, newCustomers: entry.newCustomers, churnedCustomers: entry.churnedCustomers });
  const manual = finance.manualRevenue.map(asMonth);
  const integration = finance.integrationRevenue.map(asMonth);
  const snapshot = snapshotAt(accountId, finance.data, today);
  // The figures' source (integration when connected, else manual) gives the current month.
  const used = finance.revenueSource === 'integration' ? integration : manual;
  const current = [...used].reverse().find((entry) => entry.month <= monthOfDay(today)) ?? null;
  return { currency: finance.data.currency, source: finance.revenueSource, manual, integration, current, revenueGrowthPct: snapshot.revenueGrowthPct, churnRatePct: snapshot.churnRatePct };
}

export function forecastView(finance: AccountFinance, scenarios: readonly Scenario[], today: string, work: CommittedWork | null = null): ForecastView {
  const input = forecastInput(finance, today);
  const baseline = baselineForecast(input);
  const committed = work ? { openPoints: work.openPoints, costPerPointCents: work.costPerPointCents, ...committedWorkForecast(input, work) } : null;
  return {
    currency: finance.data.currency,
    asOf: today,
    currentRunwayMonths: snapshotAt('', finance.data, today).runwayMonths,
    baseline,
    explanation: explainBaseline(input, baseline),
    scenarios: scenarios.map((scenario) => {
      const series = scenarioForecast(input, scenario);
      return { scenario, series, explanation: explainScenario(input, baseline, scenario, series) };
    }),
    committed,
  };
}

export function headcountView(finance: AccountFinance, today: string): HeadcountView {
  const current = monthOfDay(today);
  const factor = finance.settings.onCostFactor;
  const window = burnWindow(finance.data, today);
  const payrollNow = window.length ? Math.round(window.reduce((sum, f) => sum + f.byCategory.payroll, 0) / window.length) : 0;
  // The plan at its fullest within the forecast horizon (every planned hire on board).
  const horizonEnd = addMonths(current, 24);
  const plannedDelta = plannedPayrollDelta(finance.roles, current, horizonEnd, factor);
  const snapshot = snapshotAt('', finance.data, today);
  const cash = snapshot.cashOnHandCents;
  const burnNow = snapshot.monthlyNetBurnCents;
  const burnWithPlan = burnNow === null ? null : Math.max(0, burnNow + plannedDelta);
  const baseline = baselineForecast(forecastInput(finance, today));
  return {
    currency: finance.data.currency,
    onCostFactor: factor,
    roles: finance.roles.map((role) => ({ ...role, loadedCostCents: loadedCost(role.monthlySalaryCents, factor), planned: role.startMonth > current })),
    payrollNowCents: payrollNow,
    plannedMonthlyCostCents: plannedDelta,
    burnNowCents: burnNow,
    burnWithPlanCents: burnWithPlan,
    runwayNowMonths: runwayMonths(runwayDays(cash, burnNow)),
    runwayWithPlanMonths: baseline.runwayMonths ?? runwayMonths(runwayDays(cash, burnWithPlan)),
  };
}

export function gtmView(accountId: string, finance: AccountFinance, today: string): GtmView {
  const snapshot = snapshotAt(accountId, finance.data, today);
  const economics = economicsAt(finance.data, snapshot, finance.settings.grossMarginPct);
  const acquisition = acquisitionAt(finance.data, today);
  return { currency: finance.data.currency, spendCents: acquisition.spendCents, newCustomers: acquisition.newCustomers, ...economics, grossMarginPct: finance.settings.grossMarginPct, channels: acquisition.channels };
}

/** Each KPI's result for today against the end of last month. */
export function kpiResults(accountId: string, finance: AccountFinance, kpis: readonly Kpi[], today: string) {
  const currentValues = metricValuesAt(accountId, finance.data, today, finance.settings.grossMarginPct);
  const previousValues = metricValuesAt(accountId, finance.data, lastDayOfMonth(addMonths(monthOfDay(today), -1)), finance.settings.grossMarginPct);
  return kpis.map((kpi) => ({ kpi, result: calculateKpi(kpi, currentValues, previousValues) }));
}

export function cfoView(accountId: string, finance: AccountFinance, kpis: readonly Kpi[], today: string): CfoView {
  const financial = kpis.filter(isCfoKpi);
  const items: CfoItem[] = kpiResults(accountId, finance, financial, today).map(({ kpi, result }) => ({ id: kpi.id, name: kpi.name, unit: kpi.unit, direction: kpi.direction, value: result.value, targetValue: kpi.targetValue, status: result.status, trend: result.trend, changePercent: result.changePercent }));
  return { financialKpis: financial.length, ...cfoLists(items) };
}

export function analyticsView(accountId: string, finance: AccountFinance, kpiCount: number, today: string): AnalyticsView {
  const snapshot = snapshotAt(accountId, finance.data, today);
  const economics = economicsAt(finance.data, snapshot, finance.settings.grossMarginPct);
  const window = burnWindow(finance.data, today);
  const current = monthOfDay(today);
  const fixed = window.length ? Math.round(window.reduce((sum, f) => sum + f.expensesCents, 0) / window.length) : 0;
  const arpu = snapshot.mrrCents !== null && snapshot.customers ? snapshot.mrrCents / snapshot.customers : 0;
  const breakEvenCustomers = arpu > 0 && fixed > 0 ? breakEven({ fixedCostsCents: fixed, pricePerCustomerCents: Math.round(arpu), variableCostPerCustomerCents: Math.round(arpu * (1 - finance.settings.grossMarginPct / 100)), currentCustomers: snapshot.customers ?? 0, monthlyGrowthPct: 0 }).breakEvenCustomers : null;
  const months = new Set<string>([...finance.data.revenue.map((r) => r.month), ...finance.data.expenses.map((e) => e.month)]);
  return {
    currency: finance.data.currency,
    cashOnHandCents: snapshot.cashOnHandCents,
    monthlyNetBurnCents: snapshot.monthlyNetBurnCents,
    weeklyBurnCents: snapshot.weeklyBurnCents,
    runwayMonths: snapshot.runwayMonths,
    runwayColour: runwayColour(snapshot.runwayDays),
    mrrCents: snapshot.mrrCents,
    arrCents: snapshot.arrCents,
    breakEvenCustomers,
    ltvCac: economics.ltvCac,
    forecastRunwayMonths: baselineForecast(forecastInput(finance, today)).runwayMonths,
    plannedHires: finance.roles.filter((role) => role.startMonth > current).length,
    kpiCount,
    monthsOfData: months.size,
  };
}

export function startupDashboard(accountId: string, finance: AccountFinance, today: string): StartupDashboard {
  const snapshot = snapshotAt(accountId, finance.data, today);
  const history = snapshotHistory(accountId, finance.data, today, 12);
  const current = monthOfDay(today);
  return {
    metrics: {
      currency: snapshot.currency,
      cashOnHandCents: snapshot.cashOnHandCents,
      monthlyNetBurnCents: snapshot.monthlyNetBurnCents,
      monthlyGrossBurnCents: snapshot.monthlyGrossBurnCents,
      runwayDays: snapshot.runwayDays,
      mrrCents: snapshot.mrrCents,
      arrCents: snapshot.arrCents,
      churnRatePct: snapshot.churnRatePct,
      healthStatus: snapshot.healthStatus,
    },
    runway: {
      currency: snapshot.currency,
      cashOnHandCents: snapshot.cashOnHandCents,
      monthlyNetBurnCents: snapshot.monthlyNetBurnCents,
      weeklyBurnCents: snapshot.weeklyBurnCents,
      runwayDays: snapshot.runwayDays,
      runwayMonths: snapshot.runwayMonths,
      runOutDate: snapshot.runOutDate,
      colour: runwayColour(snapshot.runwayDays),
      trend: history.map((s) => ({ month: monthOfDay(s.asOf), cashCents: s.cashOnHandCents })),
    },
    revenue: {
      currency: snapshot.currency,
      mrrCents: snapshot.mrrCents,
      arrCents: snapshot.arrCents,
      revenueGrowthPct: snapshot.revenueGrowthPct,
      customers: snapshot.customers,
      months: monthRange(addMonths(current, -11), current).map((month) => ({ month, mrrCents: finance.data.revenue.find((entry) => entry.month === month)?.mrrCents ?? 0 })),
    },
    mvpProgress: { available: false, progressPct: null, name: null },
    burnAlert: burnAlertView(snapshot.runwayDays),
  };
}

export function burnAlertView(days: number | null): StartupDashboard['burnAlert'] {
  return { level: burnAlertLevel(days), runwayDays: days, lowBelowDays: BURN_ALERT_LOW_BELOW_DAYS, criticalBelowDays: BURN_ALERT_CRITICAL_BELOW_DAYS };
}
