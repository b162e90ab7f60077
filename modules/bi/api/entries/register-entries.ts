import { BusinessRuleError, ConflictError, NotFoundError, type Endpoint, type PluginContext, type TenantScope } from '@suite/sdk';
import type { Static, TObject } from '@sinclair/typebox';
import { BiErrors } from '../../shared/errors.js';
import type { CashBalanceBody, ExpenseBody, HeadcountRoleBody, IncomeBody, RevenueEntryBody, ScenarioBody } from '../../shared/finance.js';
import { CashEndpoints, ExpenseEndpoints, HeadcountRoleEndpoints, IncomeEndpoints, RevenueEntryEndpoints, ScenarioEndpoints } from '../../shared/endpoints.js';
import { queueBurnAlertCheck } from '../alerts/burn-alerts.js';
import { TABLES, cashColumns, settingsStore, toCashBalance, toExpense, toIncome, toRevenueEntry, toRole, toScenario } from '../finance/store.js';

type Row = Record<string, unknown>;

/** One kind of entry: its table, how a body becomes columns (checked), and how a row reads. */
interface EntryKind<B extends TObject, V> {
  table: string;
  notFound: string;
  order: string[];
  columns?: (scope: TenantScope) => unknown[];
  toRow(body: Static<B>, currency: string): Row;
  toView(row: Row): V;
}

/** Months a recurring entry spans must be in order. */
export function assertMonthOrder(start: string, end: string | null | undefined): void {
  if (end && end < start) throw new BusinessRuleError(BiErrors.END_BEFORE_START);
}

export const cashKind: EntryKind<typeof CashBalanceBody, ReturnType<typeof toCashBalance>> = {
  table: TABLES.cash,
  notFound: BiErrors.CASH_BALANCE_NOT_FOUND,
  order: ['as_of', 'account_name'],
  columns: cashColumns,
  toRow: (body, currency) => ({ as_of: body.asOf, amount_cents: body.amountCents, currency: body.currency ?? currency, account_name: body.accountName.trim() }),
  toView: toCashBalance,
};
export const expenseKind: EntryKind<typeof ExpenseBody, ReturnType<typeof toExpense>> = {
  table: TABLES.expenses,
  notFound: BiErrors.EXPENSE_NOT_FOUND,
  order: ['month', 'category'],
  toRow(body, currency) {
    assertMonthOrder(body.month, body.endMonth);
    return {
      month: body.month,
      end_month: body.recurrence === 'RECURRING' ? (body.endMonth ?? null) : null,
      category: body.category,
      amount_cents: body.amountCents,
      currency: body.currency ?? currency,
      recurrence: body.recurrence,
      description: body.description?.trim() ?? '',
      channel: body.channel?.trim() || null,
      customers_acquired: body.customersAcquired ?? null,
    };
  },
  toView: toExpense,
};
export const incomeKind: EntryKind<typeof IncomeBody, ReturnType<typeof toIncome>> = {
  table: TABLES.income,
  notFound: BiErrors.INCOME_NOT_FOUND,
  order: ['month'],
  toRow: (body, currency) => ({ month: body.month, amount_cents: body.amountCents, currency: body.currency ?? currency, description: body.description?.trim() ?? '' }),
  toView: toIncome,
};
export const revenueKind: EntryKind<typeof RevenueEntryBody, ReturnType<typeof toRevenueEntry>> = {
  table: TABLES.revenue,
  notFound: BiErrors.REVENUE_ENTRY_NOT_FOUND,
  order: ['month'],
  toRow: (body, currency) => ({
    month: body.month,
    mrr_cents: body.mrrCents,
    new_mrr_cents: body.newMrrCents ?? 0,
    expansion_mrr_cents: body.expansionMrrCents ?? 0,
    churned_mrr_cents: body.churnedMrrCents ?? 0,
    customers: body.customers ?? 0,
    new_customers: body.newCustomers ?? 0,
    churned_customers: body.churnedCustomers ?? 0,
    currency: body.currency ?? currency,
  }),
  toView: toRevenueEntry,
};
const roleKind: EntryKind<typeof HeadcountRoleBody, ReturnType<typeof toRole>> = {
  table: TABLES.roles,
  notFound: BiErrors.ROLE_NOT_FOUND,
  order: ['start_month', 'title'],
  toRow(body, currency) {
    assertMonthOrder(body.startMonth, body.endMonth);
    return { title: body.title.trim(), department: body.department?.trim() ?? '', monthly_salary_cents: body.monthlySalaryCents, currency: body.currency ?? currency, start_month: body.startMonth, end_month: body.endMonth ?? null };
  },
  toView: toRole,
};
const scenarioKind: EntryKind<typeof ScenarioBody, ReturnType<typeof toScenario>> = {
  table: TABLES.scenarios,
  notFound: BiErrors.SCENARIO_NOT_FOUND,
  order: ['created_at'],
  toRow(body) {
    const complete = { HIRE: Boolean(body.monthlyCostCents), PRICE_CHANGE: body.percent !== undefined && body.percent !== null, COST_CUT: body.percent !== undefined && body.percent !== null && body.percent > 0, FUNDRAISE: Boolean(body.amountCents) }[body.kind];
    if (!complete) throw new BusinessRuleError(BiErrors.SCENARIO_FIELDS);
    return {
      name: body.name.trim(),
      kind: body.kind,
      start_month: body.startMonth,
      monthly_cost_cents: body.kind === 'HIRE' ? body.monthlyCostCents : null,
      hires: body.kind === 'HIRE' ? (body.hires ?? 1) : null,
      percent: body.kind === 'PRICE_CHANGE' || body.kind === 'COST_CUT' ? body.percent : null,
      amount_cents: body.kind === 'FUNDRAISE' ? body.amountCents : null,
    };
  },
  toView: toScenario,
};

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

function registerKind<B extends TObject, V>(
  ctx: PluginContext,
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint },
  kind: EntryKind<B, V>,
  onConflict?: string,
): void {
  const select = (scope: TenantScope) => (kind.columns ? kind.columns(scope) : ['*']) as string[];
  const currencyOf = async (scope: TenantScope) => (await settingsStore.read(scope)).currency;
  const write = async (work: () => Promise<Row | undefined>) => {
    try {
      return await work();
    } catch (error) {
      if (onConflict && isUniqueViolation(error)) throw new ConflictError(onConflict);
      throw error;
    }
  };
  // Widened: the generic body type is too deep for the handler's inference.
  const implement = ctx.routes.implement.bind(ctx.routes) as (endpoint: Endpoint, handler: (req: { scope: TenantScope | null; params: Record<string, string>; body: unknown }) => unknown) => void;
  implement(endpoints.list, async (req) => {
    const scope = req.scope!;
    let query = scope.table(kind.table).select(select(scope));
    for (const column of kind.order) query = query.orderBy(column);
    return { items: ((await query) as Row[]).map(kind.toView) };
  });
  implement(endpoints.create, async (req) => {
    const scope = req.scope!;
    const row = kind.toRow(req.body as Static<B>, await currencyOf(scope));
    const created = await write(async () => ((await scope.insert(kind.table, row).returning('id')) as Row[])[0]);
    await queueBurnAlertCheck(ctx, scope.accountId);
    return kind.toView((await scope.table(kind.table).where('id', created!.id as string).first(select(scope))) as Row);
  });
  implement(endpoints.update, async (req) => {
    const scope = req.scope!;
    const row = kind.toRow(req.body as Static<B>, await currencyOf(scope));
    const updated = await write(async () => ((await scope.table(kind.table).where('id', req.params.id!).update({ ...row, updated_at: scope.knex.fn.now() }).returning('id')) as Row[])[0]);
    if (!updated) throw new NotFoundError(kind.notFound);
    await queueBurnAlertCheck(ctx, scope.accountId);
    return kind.toView((await scope.table(kind.table).where('id', req.params.id!).first(select(scope))) as Row);
  });
  implement(endpoints.remove, async (req) => {
    const deleted = await req.scope!.table(kind.table).where('id', req.params.id!).delete();
    if (!deleted) throw new NotFoundError(kind.notFound);
    await queueBurnAlertCheck(ctx, req.scope!.accountId);
    return { id: req.params.id!, deleted: true as const };
  });
}

/** Data entry: cash balances, expenses, other income, manual revenue, the headcount plan and forecast scenarios. */
export function registerEntries(ctx: PluginContext): void {
  registerKind(ctx, CashEndpoints, cashKind);
  registerKind(ctx, ExpenseEndpoints, expenseKind);
  registerKind(ctx, IncomeEndpoints, incomeKind);
  registerKind(ctx, RevenueEntryEndpoints, revenueKind, BiErrors.REVENUE_MONTH_TAKEN);
  registerKind(ctx, HeadcountRoleEndpoints, roleKind);
  registerKind(ctx, ScenarioEndpoints, scenarioKind);
}

