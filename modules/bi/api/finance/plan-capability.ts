import type { FinanceGrowth, FinanceMetricsCapability, FinanceMonthFigures, FinancePlan, PluginContext } from '@suite/sdk';
import { baselineForecast } from '../../shared/forecast.js';
import type { HeadcountRole } from '../../shared/finance.js';
import { economicsAt } from '../../shared/metrics.js';
import { addMonths, cashOnHand, isoDay, lastDayOfMonth, monthFigures, monthOfDay, round1, snapshotAt, type FinanceData } from '../../shared/runway-math.js';
import { loadFinance } from './store.js';

/**
 * FINANCE's plan against actual and growth figures (for the investor portal's variance analysis
 * and company view). The plan is the base forecast (no scenario) made on the last day before the
 * period from what was known then: the expense run rate, revenue at its recent pace, the
 * headcount plan.
 */

export interface PlanInput {
  data: FinanceData;
  roles: readonly HeadcountRole[];
  onCostFactor: number;
}

/** The last `months` full months (the current month excluded), oldest first, plan against actual. */
export function planAgainstActual(accountId: string, input: PlanInput, today: string, months: number): FinancePlan {
  const count = Math.min(Math.max(1, Math.floor(months)), 24);
  const first = addMonths(monthOfDay(today), -count);
  const plannedOn = lastDayOfMonth(addMonths(first, -1));
  const openingCash = cashOnHand(input.data.cashBalances, plannedOn);
  const forecast = baselineForecast({ data: input.data, roles: input.roles, onCostFactor: input.onCostFactor, asOf: plannedOn, horizon: count });
  return {
    accountId,
    currency: input.data.currency,
    plannedOn,
    months: forecast.months.map((planned) => {
      const plan: FinanceMonthFigures = {
        revenueCents: planned.revenueCents,
        expensesCents: planned.expensesCents,
        netBurnCents: planned.netBurnCents,
        cashCents: openingCash === null ? null : planned.cashCents,
      };
      const figures = monthFigures(input.data, planned.month);
      const actual: FinanceMonthFigures | null = figures.hasData
        ? {
            revenueCents: figures.revenueCents,
            expensesCents: figures.expensesCents,
            netBurnCents: figures.expensesCents - figures.revenueCents,
            cashCents: cashOnHand(input.data.cashBalances, lastDayOfMonth(planned.month)),
          }
        : null;
      return { month: planned.month, plan, actual };
    }),
  };
}

/** Customers, their month-over-month growth, CAC and LTV as of today (bi's go-to-market rules). */
export function growthAt(accountId: string, data: FinanceData, today: string, grossMarginPct: number): FinanceGrowth {
  const snapshot = snapshotAt(accountId, data, today);
  const economics = economicsAt(data, snapshot, grossMarginPct);
  const month = monthOfDay(today);
  const last = data.revenue.find((entry) => entry.month === addMonths(month, -1));
  const before = data.revenue.find((entry) => entry.month === addMonths(month, -2));
  return {
    accountId,
    currency: data.currency,
    asOf: today,
    customers: snapshot.customers,
    customerGrowthPct: last && before && before.customers > 0 ? round1(((last.customers - before.customers) / before.customers) * 100) : null,
    cacCents: economics.cacCents,
    ltvCents: economics.ltvCents,
  };
}

/** The optional methods FINANCE offers besides its snapshot and history (spread into the provider). */
export function financePlanMethods(ctx: PluginContext): Pick<Required<FinanceMetricsCapability>, 'plan' | 'growth'> {
  return {
    async plan(accountId, months) {
      const finance = await loadFinance(ctx, ctx.scopeFor(accountId));
      return planAgainstActual(accountId, { data: finance.data, roles: finance.roles, onCostFactor: finance.settings.onCostFactor }, isoDay(ctx.now()), months);
    },
    async growth(accountId) {
      const finance = await loadFinance(ctx, ctx.scopeFor(accountId));
      return growthAt(accountId, finance.data, isoDay(ctx.now()), finance.settings.grossMarginPct);
    },
  };
}
