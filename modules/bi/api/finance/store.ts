import { REVENUE, type PluginContext, type RevenueMonth, type TenantScope } from '@suite/sdk';
import { moduleSettingsStore, tenantQuery } from '@suite/sdk/server';
import { BI_SCHEMA, BiSettings, type CashBalance, type Expense, type HeadcountRole, type Income, type Kpi, type RevenueEntry, type Scenario } from '../../shared/index.js';
import type { FinanceData } from '../../shared/runway-math.js';
import { CashBalanceModel, ExpenseModel, HeadcountRoleModel, IncomeModel, RevenueEntryModel, type KpiModel, type ScenarioModel } from './models.js';

/** The bi tables, for the statements a model does not express (seeds, the burn-alert state, tests). */
export const TABLES = {
  cash: `${BI_SCHEMA}.cash_balances`,
  expenses: `${BI_SCHEMA}.expenses`,
  income: `${BI_SCHEMA}.other_income`,
  revenue: `${BI_SCHEMA}.revenue_entries`,
  roles: `${BI_SCHEMA}.headcount_roles`,
  kpis: `${BI_SCHEMA}.kpis`,
  scenarios: `${BI_SCHEMA}.forecast_scenarios`,
  alerts: `${BI_SCHEMA}.burn_alert_states`,
} as const;

/** A date column as 'YYYY-MM-DD', whatever the driver hands back. */
export function dayOf(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

/** The API's views of the entry models (the account, creation and update times stay inside). */
export const toCashBalance = (m: CashBalanceModel): CashBalance => ({ id: m.id, asOf: dayOf(m.asOf), amountCents: m.amountCents, currency: m.currency, accountName: m.accountName });
/** An expense's fields (a model, or the seed's figures before they are stored). */
export type ExpenseFields = Pick<ExpenseModel, 'id' | 'month' | 'endMonth' | 'category' | 'amountCents' | 'currency' | 'recurrence' | 'description' | 'channel' | 'customersAcquired'>;
export const toExpense = (m: ExpenseFields): Expense => ({
  id: m.id,
  month: m.month,
  endMonth: m.endMonth ?? null,
  category: m.category,
  amountCents: m.amountCents,
  currency: m.currency,
  recurrence: m.recurrence,
  description: m.description ?? '',
  channel: m.channel ?? null,
  customersAcquired: m.customersAcquired ?? null,
});
export const toIncome = (m: IncomeModel): Income => ({ id: m.id, month: m.month, amountCents: m.amountCents, currency: m.currency, description: m.description });
export const toRevenueEntry = (m: RevenueEntryModel): RevenueEntry => ({
  id: m.id,
  month: m.month,
  mrrCents: m.mrrCents,
  newMrrCents: m.newMrrCents,
  expansionMrrCents: m.expansionMrrCents,
  churnedMrrCents: m.churnedMrrCents,
  customers: m.customers,
  newCustomers: m.newCustomers,
  churnedCustomers: m.churnedCustomers,
  currency: m.currency,
});
export const toRole = (m: HeadcountRoleModel): HeadcountRole => ({
  id: m.id,
  title: m.title,
  department: m.department,
  monthlySalaryCents: m.monthlySalaryCents,
  currency: m.currency,
  startMonth: m.startMonth,
  endMonth: m.endMonth,
});
export const toKpi = (m: KpiModel): Kpi => ({
  id: m.id,
  name: m.name,
  description: m.description,
  category: 'FINANCIAL',
  isActive: Boolean(m.isActive),
  unit: m.unit,
  targetValue: m.targetValue,
  metric: m.metric,
  formula: m.formula,
  direction: m.direction,
  warningThreshold: m.warningThreshold,
  criticalThreshold: m.criticalThreshold,
});
export const toScenario = (m: ScenarioModel): Scenario => ({
  id: m.id,
  name: m.name,
  kind: m.kind,
  startMonth: m.startMonth,
  monthlyCostCents: m.monthlyCostCents,
  hires: m.hires,
  percent: m.percent,
  amountCents: m.amountCents,
});

/** The cash balance columns, the day as text (drivers disagree on how a date comes back). */
export const cashColumns = (scope: TenantScope) => ['id', scope.knex.raw("to_char(as_of, 'YYYY-MM-DD') as as_of"), 'amount_cents', 'currency', 'account_name'];

export const settingsStore = moduleSettingsStore(BI_SCHEMA, BiSettings);

export interface AccountFinance {
  settings: BiSettings;
  /** `data.revenue` is the integration's months when one is connected, else the manual entries. */
  data: FinanceData;
  roles: HeadcountRole[];
  /** Where `data.revenue` comes from. */
  revenueSource: 'integration' | 'manual' | 'none';
  manualRevenue: RevenueEntry[];
  integrationRevenue: RevenueEntry[];
}

/** The currency the core's revenue metrics are computed in (it sums USD transactions only). */
export const INTEGRATION_CURRENCY = 'USD';

/** A month of the core's revenue metrics as a revenue entry (no expansion: the core does not split it out). */
export function integrationEntry(month: RevenueMonth): RevenueEntry {
  return {
    id: `integration:${month.month}`,
    month: month.month,
    mrrCents: month.mrrCents,
    newMrrCents: month.newMrrCents,
    expansionMrrCents: 0,
    churnedMrrCents: month.churnedMrrCents,
    customers: month.activeCustomers,
    newCustomers: month.newCustomers,
    churnedCustomers: month.churnedCustomers,
    currency: INTEGRATION_CURRENCY,
  };
}

/**
 * The account's figures with revenue from the platform's revenue integrations (the core's REVENUE
 * capability) when one is connected and the account counts in USD, from the manual monthly entries
 * otherwise. Every figure (runway, KPIs, forecast, FINANCE) reads revenue from here.
 */
export async function loadFinance(ctx: PluginContext, scope: TenantScope): Promise<AccountFinance> {
  const finance = await loadAccountFinance(scope);
  const revenue = await ctx.capabilities.get(REVENUE, scope.accountId);
  if (!revenue || finance.settings.currency !== INTEGRATION_CURRENCY || !(await revenue.connected(scope.accountId))) return finance;
  const months = (await revenue.months(scope.accountId, '1970-01', '9999-12')).map(integrationEntry);
  if (months.length === 0) return finance;
  return { ...finance, revenueSource: 'integration', integrationRevenue: months, data: { ...finance.data, revenue: months } };
}

/** Everything the figures are computed from, for one account, in its currency (one query per table), revenue from the manual entries (see loadFinance). */
export async function loadAccountFinance(scope: TenantScope): Promise<AccountFinance> {
  const settings = await settingsStore.read(scope);
  const currency = settings.currency;
  const [cash, expenses, income, revenue, roles] = [
    await tenantQuery(scope, CashBalanceModel).where('currency', currency).select(cashColumns(scope) as string[]),
    await tenantQuery(scope, ExpenseModel).where('currency', currency),
    await tenantQuery(scope, IncomeModel).where('currency', currency).select('month', 'amount_cents'),
    await tenantQuery(scope, RevenueEntryModel).where('currency', currency).orderBy('month'),
    await tenantQuery(scope, HeadcountRoleModel).where('currency', currency).orderBy('start_month'),
  ];
  const manualRevenue = revenue.map(toRevenueEntry);
  return {
    settings,
    roles: roles.map(toRole),
    revenueSource: manualRevenue.length ? 'manual' : 'none',
    manualRevenue,
    integrationRevenue: [],
    data: {
      currency,
      cashBalances: cash.map((m) => ({ asOf: dayOf(m.asOf), amountCents: m.amountCents, accountName: m.accountName })),
      expenses: expenses.map(toExpense),
      income: income.map((m) => ({ month: m.month, amountCents: m.amountCents })),
      revenue: manualRevenue,
    },
  };
}
