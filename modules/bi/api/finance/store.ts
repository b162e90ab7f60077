import { REVENUE, type PluginContext, type RevenueMonth, type TenantScope } from '@suite/sdk';
import { moduleSettingsStore } from '@suite/sdk/server';
import { BI_SCHEMA, BiSettings, type CashBalance, type Expense, type HeadcountRole, type Income, type Kpi, type RevenueEntry, type Scenario } from '../../shared/index.js';
import type { FinanceData } from '../../shared/runway-math.js';

/** The bi tables and their rows as the database gives them (bigint arrives as a string). */
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

type Row = Record<string, unknown>;
const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const intOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const numOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const textOrNull = (value: unknown) => (value === null || value === undefined ? null : String(value));
/** A date column as 'YYYY-MM-DD', whatever the driver hands back. */
export function dayOf(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;
  return String(value).slice(0, 10);
}

export const toCashBalance = (row: Row): CashBalance => ({ id: text(row.id), asOf: dayOf(row.as_of), amountCents: int(row.amount_cents), currency: text(row.currency), accountName: text(row.account_name) });
export const toExpense = (row: Row): Expense => ({
  id: text(row.id),
  month: text(row.month),
  endMonth: textOrNull(row.end_month),
  category: text(row.category) as Expense['category'],
  amountCents: int(row.amount_cents),
  currency: text(row.currency),
  recurrence: text(row.recurrence) as Expense['recurrence'],
  description: text(row.description),
  channel: textOrNull(row.channel),
  customersAcquired: intOrNull(row.customers_acquired),
});
export const toIncome = (row: Row): Income => ({ id: text(row.id), month: text(row.month), amountCents: int(row.amount_cents), currency: text(row.currency), description: text(row.description) });
export const toRevenueEntry = (row: Row): RevenueEntry => ({
  id: text(row.id),
  month: text(row.month),
  mrrCents: int(row.mrr_cents),
  newMrrCents: int(row.new_mrr_cents),
  expansionMrrCents: int(row.expansion_mrr_cents),
  churnedMrrCents: int(row.churned_mrr_cents),
  customers: int(row.customers),
  newCustomers: int(row.new_customers),
  churnedCustomers: int(row.churned_customers),
  currency: text(row.currency),
});
export const toRole = (row: Row): HeadcountRole => ({
  id: text(row.id),
  title: text(row.title),
  department: text(row.department),
  monthlySalaryCents: int(row.monthly_salary_cents),
  currency: text(row.currency),
  startMonth: text(row.start_month),
  endMonth: textOrNull(row.end_month),
});
export const toKpi = (row: Row): Kpi => ({
  id: text(row.id),
  name: text(row.name),
  description: text(row.description),
  category: 'FINANCIAL',
  isActive: Boolean(row.is_active),
  unit: text(row.unit) as Kpi['unit'],
  targetValue: Number(row.target_value),
  metric: textOrNull(row.metric) as Kpi['metric'],
  formula: textOrNull(row.formula),
  direction: text(row.direction) as Kpi['direction'],
  warningThreshold: numOrNull(row.warning_threshold),
  criticalThreshold: numOrNull(row.critical_threshold),
});
export const toScenario = (row: Row): Scenario => ({
  id: text(row.id),
  name: text(row.name),
  kind: text(row.kind) as Scenario['kind'],
  startMonth: text(row.start_month),
  monthlyCostCents: intOrNull(row.monthly_cost_cents),
  hires: intOrNull(row.hires),
  percent: numOrNull(row.percent),
  amountCents: intOrNull(row.amount_cents),
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
    (await scope.table(TABLES.cash).where('currency', currency).select(cashColumns(scope))) as Row[],
    (await scope.table(TABLES.expenses).where('currency', currency).select('*')) as Row[],
    (await scope.table(TABLES.income).where('currency', currency).select('month', 'amount_cents')) as Row[],
    (await scope.table(TABLES.revenue).where('currency', currency).orderBy('month').select('*')) as Row[],
    (await scope.table(TABLES.roles).where('currency', currency).orderBy('start_month').select('*')) as Row[],
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
      cashBalances: cash.map((row) => ({ asOf: dayOf(row.as_of), amountCents: int(row.amount_cents), accountName: text(row.account_name) })),
      expenses: expenses.map(toExpense),
      income: income.map((row) => ({ month: text(row.month), amountCents: int(row.amount_cents) })),
      revenue: manualRevenue,
    },
  };
}
