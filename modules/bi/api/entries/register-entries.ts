import { BusinessRuleError, ConflictError, NotFoundError, type Endpoint, type PluginContext, type TenantScope } from '@suite/sdk';
import type { Static, TObject } from '@sinclair/typebox';
import { tenantQuery } from '@suite/sdk/server';
import { BiErrors } from '../../shared/errors.js';
import type { CashBalanceBody, ExpenseBody, HeadcountRoleBody, IncomeBody, RevenueEntryBody, ScenarioBody } from '../../shared/finance.js';
import { CashEndpoints, ExpenseEndpoints, HeadcountRoleEndpoints, IncomeEndpoints, RevenueEntryEndpoints, ScenarioEndpoints } from '../../shared/endpoints.js';
import { queueBurnAlertCheck } from '../alerts/burn-alerts.js';
import { cashColumns, settingsStore, toCashBalance, toExpense, toIncome, toRevenueEntry, toRole, toScenario } from '../finance/store.js';
import { CashBalanceModel, ExpenseModel, HeadcountRoleModel, IncomeModel, RevenueEntryModel, ScenarioModel, type BiModel } from '../finance/models.js';

type Fields = Record<string, unknown>;

/** One kind of entry: its model, how a body becomes its properties (checked), and how a model reads. */
export interface EntryKind<B extends TObject, M extends BiModel, V> {
  model: typeof BiModel & (new () => M);
  notFound: string;
  order: string[];
  columns?: (scope: TenantScope) => unknown[];
  toRow(body: Static<B>, currency: string): Fields;
  toView(model: M): V;
}

/** Months a recurring entry spans must be in order. */
export function assertMonthOrder(start: string, end: string | null | undefined): void {
  if (end && end < start) throw new BusinessRuleError(BiErrors.END_BEFORE_START);
}

export const cashKind: EntryKind<typeof CashBalanceBody, CashBalanceModel, ReturnType<typeof toCashBalance>> = {
  model: CashBalanceModel,
  notFound: BiErrors.CASH_BALANCE_NOT_FOUND,
  order: ['as_of', 'account_name'],
  columns: cashColumns,
  toRow: (body, currency) => ({ asOf: body.asOf, amountCents: body.amountCents, currency: body.currency ?? currency, accountName: body.accountName.trim() }),
  toView: toCashBalance,
};
export const expenseKind: EntryKind<typeof ExpenseBody, ExpenseModel, ReturnType<typeof toExpense>> = {
  model: ExpenseModel,
  notFound: BiErrors.EXPENSE_NOT_FOUND,
  order: ['month', 'category'],
  toRow(body, currency) {
    assertMonthOrder(body.month, body.endMonth);
    return {
      month: body.month,
      endMonth: body.recurrence === 'RECURRING' ? (body.endMonth ?? null) : null,
      category: body.category,
      amountCents: body.amountCents,
      currency: body.currency ?? currency,
      recurrence: body.recurrence,
      description: body.description?.trim() ?? '',
      channel: body.channel?.trim() || null,
      customersAcquired: body.customersAcquired ?? null,
    };
  },
  toView: toExpense,
};
export const incomeKind: EntryKind<typeof IncomeBody, IncomeModel, ReturnType<typeof toIncome>> = {
  model: IncomeModel,
  notFound: BiErrors.INCOME_NOT_FOUND,
  order: ['month'],
  toRow: (body, currency) => ({ month: body.month, amountCents: body.amountCents, currency: body.currency ?? currency, description: body.description?.trim() ?? '' }),
  toView: toIncome,
};
export const revenueKind: EntryKind<typeof RevenueEntryBody, RevenueEntryModel, ReturnType<typeof toRevenueEntry>> = {
  model: RevenueEntryModel,
  notFound: BiErrors.REVENUE_ENTRY_NOT_FOUND,
  order: ['month'],
  toRow: (body, currency) => ({
    month: body.month,
    mrrCents: body.mrrCents,
    newMrrCents: body.newMrrCents ?? 0,
    expansionMrrCents: body.expansionMrrCents ?? 0,
    churnedMrrCents: body.churnedMrrCents ?? 0,
    customers: body.customers ?? 0,
    newCustomers: body.newCustomers ?? 0,
    churnedCustomers: body.churnedCustomers ?? 0,
    currency: body.currency ?? currency,
  }),
  toView: toRevenueEntry,
};
const roleKind: EntryKind<typeof HeadcountRoleBody, HeadcountRoleModel, ReturnType<typeof toRole>> = {
  model: HeadcountRoleModel,
  notFound: BiErrors.ROLE_NOT_FOUND,
  order: ['start_month', 'title'],
  toRow(body, currency) {
    assertMonthOrder(body.startMonth, body.endMonth);
    return { title: body.title.trim(), department: body.department?.trim() ?? '', monthlySalaryCents: body.monthlySalaryCents, currency: body.currency ?? currency, startMonth: body.startMonth, endMonth: body.endMonth ?? null };
  },
  toView: toRole,
};
const scenarioKind: EntryKind<typeof ScenarioBody, ScenarioModel, ReturnType<typeof toScenario>> = {
  model: ScenarioModel,
  notFound: BiErrors.SCENARIO_NOT_FOUND,
  order: ['created_at'],
  toRow(body) {
    const complete = { HIRE: Boolean(body.monthlyCostCents), PRICE_CHANGE: body.percent !== undefined && body.percent !== null, COST_CUT: body.percent !== undefined && body.percent !== null && body.percent > 0, FUNDRAISE: Boolean(body.amountCents) }[body.kind];
    if (!complete) throw new BusinessRuleError(BiErrors.SCENARIO_FIELDS);
    return {
      name: body.name.trim(),
      kind: body.kind,
      startMonth: body.startMonth,
      monthlyCostCents: body.kind === 'HIRE' ? body.monthlyCostCents : null,
      hires: body.kind === 'HIRE' ? (body.hires ?? 1) : null,
      percent: body.kind === 'PRICE_CHANGE' || body.kind === 'COST_CUT' ? body.percent : null,
      amountCents: body.kind === 'FUNDRAISE' ? body.amountCents : null,
    };
  },
  toView: toScenario,
};

/** A unique constraint refused the write (the driver's code, or the one Objection's wrapped error keeps). */
const isUniqueViolation = (error: unknown) => {
  const { code, nativeError } = error as { code?: string; nativeError?: { code?: string } };
  return (code ?? nativeError?.code) === '23505';
};

function registerKind<B extends TObject, M extends BiModel, V>(
  ctx: PluginContext,
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint },
  kind: EntryKind<B, M, V>,
  onConflict?: string,
): void {
  const select = (scope: TenantScope) => (kind.columns ? kind.columns(scope) : ['*']) as string[];
  const read = (scope: TenantScope) => tenantQuery(scope, kind.model).select(select(scope));
  const currencyOf = async (scope: TenantScope) => (await settingsStore.read(scope)).currency;
  const write = async <T>(work: () => PromiseLike<T>) => {
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
    let query = read(req.scope!);
    for (const column of kind.order) query = query.orderBy(column);
    return { items: (await query).map((model) => kind.toView(model)) };
  });
  implement(endpoints.create, async (req) => {
    const scope = req.scope!;
    const fields = kind.toRow(req.body as Static<B>, await currencyOf(scope));
    const created = await write(() => kind.model.query(scope.knex).insert({ ...fields, accountId: scope.accountId }));
    await queueBurnAlertCheck(ctx, scope.accountId);
    return kind.toView((await read(scope).findById(created.$id() as string))!);
  });
  implement(endpoints.update, async (req) => {
    const scope = req.scope!;
    const fields = kind.toRow(req.body as Static<B>, await currencyOf(scope));
    const updated = await write(() => tenantQuery(scope, kind.model).findById(req.params.id!).patch({ ...fields, updatedAt: scope.knex.fn.now() } as never));
    if (!updated) throw new NotFoundError(kind.notFound);
    await queueBurnAlertCheck(ctx, scope.accountId);
    return kind.toView((await read(scope).findById(req.params.id!))!);
  });
  implement(endpoints.remove, async (req) => {
    const deleted = await tenantQuery(req.scope!, kind.model).deleteById(req.params.id!);
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

