import { defineEndpoint, defineSettingsEndpoints, type Endpoint } from '@suite/sdk';
import { BiSettings } from './settings.js';
import { Type } from '@suite/sdk/schemas';
import type { TObject, TSchema } from '@sinclair/typebox';
import { BiErrors } from './errors.js';
import {
  CashBalanceBody,
  CashBalanceSchema,
  ExpenseBody,
  ExpenseSchema,
  HeadcountRoleBody,
  HeadcountRoleSchema,
  IncomeBody,
  IncomeSchema,
  KpiBody,
  KpiSchema,
  RevenueEntryBody,
  RevenueEntrySchema,
  ScenarioBody,
  ScenarioSchema,
} from './finance.js';
import {
  AnalyticsViewSchema,
  BurnViewSchema,
  CashflowViewSchema,
  CfoViewSchema,
  DashboardBurnAlertSchema,
  DeliveryTeamsSchema,
  DashboardMetricsSchema,
  DashboardMvpSchema,
  DashboardRevenueSchema,
  DashboardRunwaySchema,
  DashboardSchema,
  ForecastViewSchema,
  GtmViewSchema,
  HeadcountViewSchema,
  ImportBody,
  ImportPreviewSchema,
  ImportResultSchema,
  KpiCalculationSchema,
  KpiListSchema,
  RevenueViewSchema,
  RunwayViewSchema,
} from './views.js';

/**
 * Every bi endpoint, declared once: the server implements them, the browser calls them.
 * /cfo-dashboard, /gtm-analytics, /headcount-planning, /bi/forecasting and /bi/kpi-builder need
 * SUPER_ADMIN, OWNER or ADMIN, or page:financials (section 6): their endpoints check
 * ['view', 'Financials'], which the sdk's ability grants exactly so.
 */
export const FINANCIALS = ['view', 'Financials'] as const;
/** Entering the account's numbers: members and admins (observers only read). */
export const FINANCE_ENTRY = 'FinanceEntry';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** `accountId` may be named (section 7); the platform refuses another account's with the tenant text. */
const AccountQuery = Type.Object({ accountId: Type.Optional(Type.String()) });
const Deleted = Type.Object({ id: Type.String(), deleted: Type.Literal(true) });

interface CrudOptions<B extends TObject, V extends TSchema> {
  path: string;
  body: B;
  view: V;
  notFound: string;
  /** The CASL check of every call; entry checks (create/update/delete FinanceEntry) when unset. */
  gate?: readonly [string, string];
  errors?: { status: 404 | 409 | 422; text: string }[];
  name: string;
}

/** List, create, replace and delete of one kind of entry. */
function crudEndpoints<B extends TObject, V extends TSchema>(options: CrudOptions<B, V>) {
  const check = (action: string) => options.gate ?? ([action, FINANCE_ENTRY] as const);
  return {
    list: defineEndpoint({ method: 'GET', path: options.path, ...(options.gate ? { can: options.gate } : {}), schema: { query: AccountQuery, response: Type.Object({ items: Type.Array(options.view) }) }, summary: `The account's ${options.name}` }),
    create: defineEndpoint({ method: 'POST', path: options.path, status: 201, can: check('create'), schema: { body: options.body, response: options.view }, errors: options.errors, summary: `Add ${options.name}` }),
    update: defineEndpoint({
      method: 'PUT',
      path: `${options.path}/:id`,
      can: check('update'),
      schema: { params: IdParams, body: options.body, response: options.view },
      errors: [{ status: 404, text: options.notFound }, ...(options.errors ?? [])],
      summary: `Change ${options.name}`,
    }),
    remove: defineEndpoint({ method: 'DELETE', path: `${options.path}/:id`, can: check('delete'), schema: { params: IdParams, response: Deleted }, errors: [{ status: 404, text: options.notFound }], summary: `Delete ${options.name}` }),
  };
}

export const CashEndpoints = crudEndpoints({ path: '/bi/cash-balances', body: CashBalanceBody, view: CashBalanceSchema, notFound: BiErrors.CASH_BALANCE_NOT_FOUND, name: 'cash balance snapshots' });
export const ExpenseEndpoints = crudEndpoints({ path: '/bi/expenses', body: ExpenseBody, view: ExpenseSchema, notFound: BiErrors.EXPENSE_NOT_FOUND, name: 'expenses', errors: [{ status: 422, text: BiErrors.END_BEFORE_START }] });
export const IncomeEndpoints = crudEndpoints({ path: '/bi/income', body: IncomeBody, view: IncomeSchema, notFound: BiErrors.INCOME_NOT_FOUND, name: 'other income' });
export const RevenueEntryEndpoints = crudEndpoints({ path: '/bi/revenue-entries', body: RevenueEntryBody, view: RevenueEntrySchema, notFound: BiErrors.REVENUE_ENTRY_NOT_FOUND, name: 'manual revenue entries', errors: [{ status: 409, text: BiErrors.REVENUE_MONTH_TAKEN }] });
export const HeadcountRoleEndpoints = crudEndpoints({ path: '/bi/headcount/roles', body: HeadcountRoleBody, view: HeadcountRoleSchema, notFound: BiErrors.ROLE_NOT_FOUND, name: 'headcount plan roles', gate: FINANCIALS, errors: [{ status: 422, text: BiErrors.END_BEFORE_START }] });
export const ScenarioEndpoints = crudEndpoints({ path: '/bi/forecast/scenarios', body: ScenarioBody, view: ScenarioSchema, notFound: BiErrors.SCENARIO_NOT_FOUND, name: 'forecast scenarios', gate: FINANCIALS, errors: [{ status: 422, text: BiErrors.SCENARIO_FIELDS }] });

const KpiParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const KpiEndpoints = {
  list: defineEndpoint({ method: 'GET', path: '/bi/dashboard/kpis', can: FINANCIALS, schema: { query: AccountQuery, response: KpiListSchema }, summary: "The account's KPIs (response: kpis)" }),
  calculate: defineEndpoint({ method: 'GET', path: '/bi/dashboard/kpis/:id/calculate', can: FINANCIALS, schema: { params: KpiParams, query: AccountQuery, response: KpiCalculationSchema }, errors: [{ status: 404, text: BiErrors.KPI_NOT_FOUND }], summary: "A KPI's value, status, trend and change (response: result)" }),
  create: defineEndpoint({ method: 'POST', path: '/bi/dashboard/kpis', status: 201, can: FINANCIALS, schema: { body: KpiBody, response: KpiSchema }, errors: [{ status: 422, text: BiErrors.KPI_METRIC_OR_FORMULA }, { status: 422, text: BiErrors.KPI_FORMULA_INVALID }] }),
  update: defineEndpoint({ method: 'PUT', path: '/bi/dashboard/kpis/:id', can: FINANCIALS, schema: { params: KpiParams, body: KpiBody, response: KpiSchema }, errors: [{ status: 404, text: BiErrors.KPI_NOT_FOUND }, { status: 422, text: BiErrors.KPI_FORMULA_INVALID }] }),
  remove: defineEndpoint({ method: 'DELETE', path: '/bi/dashboard/kpis/:id', can: FINANCIALS, schema: { params: KpiParams, response: Deleted }, errors: [{ status: 404, text: BiErrors.KPI_NOT_FOUND }] }),
} as const;

export const BiViewEndpoints = {
  runway: defineEndpoint({ method: 'GET', path: '/bi/runway', schema: { query: AccountQuery, response: RunwayViewSchema }, summary: 'Cash now, net burn, runway, run-out date and the 12-month trend' }),
  burn: defineEndpoint({ method: 'GET', path: '/bi/burn', schema: { query: Type.Object({ accountId: Type.Optional(Type.String()), months: Type.Optional(Type.Integer({ minimum: 2, maximum: 60, default: 12 })) }), response: BurnViewSchema }, summary: 'Gross and net burn by month and category' }),
  cashflow: defineEndpoint({ method: 'GET', path: '/bi/cashflow', schema: { query: AccountQuery, response: CashflowViewSchema }, summary: 'Monthly in and out, 12 months back and 12 ahead' }),
  revenue: defineEndpoint({ method: 'GET', path: '/bi/revenue', schema: { query: AccountQuery, response: RevenueViewSchema }, summary: 'MRR, ARR, new, expansion and churned MRR, customers' }),
  forecast: defineEndpoint({ method: 'GET', path: '/bi/forecast', can: FINANCIALS, schema: { query: AccountQuery, response: ForecastViewSchema }, summary: 'The 24-month baseline and the scenarios against it' }),
  headcount: defineEndpoint({ method: 'GET', path: '/bi/headcount', can: FINANCIALS, schema: { query: AccountQuery, response: HeadcountViewSchema }, summary: 'The headcount plan and its effect on burn and runway' }),
  gtm: defineEndpoint({ method: 'GET', path: '/bi/gtm', can: FINANCIALS, schema: { query: AccountQuery, response: GtmViewSchema }, summary: 'CAC, LTV, LTV/CAC and payback, by channel when spend is tagged' }),
  cfo: defineEndpoint({ method: 'GET', path: '/bi/cfo', can: FINANCIALS, schema: { query: AccountQuery, response: CfoViewSchema }, summary: 'Performing Well and Needs Attention' }),
  deliveryTeams: defineEndpoint({ method: 'GET', path: '/bi/delivery/teams', schema: { query: AccountQuery, response: DeliveryTeamsSchema }, summary: "The account's teams (agile) for the cost of delivery, the named ones selected" }),
  analytics: defineEndpoint({ method: 'GET', path: '/bi/analytics', schema: { query: AccountQuery, response: AnalyticsViewSchema }, summary: 'The headline number of every BI view' }),
} as const;

export const ImportEndpoints = {
  preview: defineEndpoint({ method: 'POST', path: '/bi/import/preview', can: ['create', FINANCE_ENTRY], schema: { body: ImportBody, response: ImportPreviewSchema }, summary: 'Parse a CSV file and check every row, importing nothing' }),
  commit: defineEndpoint({ method: 'POST', path: '/bi/import', status: 201, can: ['create', FINANCE_ENTRY], schema: { body: ImportBody, response: ImportResultSchema }, errors: [{ status: 422, text: 'Row <n>: <error>' }], summary: 'Import a CSV file: every row or none' }),
} as const;

/** The startup dashboard (section 7): GET /dashboard and its parts, accountId optional. */
export const StartupDashboardEndpoints = {
  all: defineEndpoint({ method: 'GET', path: '/dashboard', schema: { query: AccountQuery, response: DashboardSchema }, summary: 'Metrics, runway, revenue, MVP progress and burn alert' }),
  metrics: defineEndpoint({ method: 'GET', path: '/dashboard/metrics', schema: { query: AccountQuery, response: DashboardMetricsSchema } }),
  runway: defineEndpoint({ method: 'GET', path: '/dashboard/runway', schema: { query: AccountQuery, response: DashboardRunwaySchema } }),
  revenue: defineEndpoint({ method: 'GET', path: '/dashboard/revenue', schema: { query: AccountQuery, response: DashboardRevenueSchema } }),
  mvpProgress: defineEndpoint({ method: 'GET', path: '/dashboard/mvp-progress', schema: { query: AccountQuery, response: DashboardMvpSchema } }),
  burnAlert: defineEndpoint({ method: 'GET', path: '/dashboard/burn-alert', schema: { query: AccountQuery, response: DashboardBurnAlertSchema }, summary: 'Runway under 90 days is low, under 30 critical' }),
} as const;

/** The bi settings (currency, on-cost factor, gross margin, delivery teams): read by members, written by admins. */
export const BiSettingsEndpoints = defineSettingsEndpoints('/bi/settings', BiSettings);

/** Every bi endpoint, for the tenant probe and the role tests. */
export const ALL_BI_ENDPOINTS: Endpoint[] = [
  ...[CashEndpoints, ExpenseEndpoints, IncomeEndpoints, RevenueEntryEndpoints, HeadcountRoleEndpoints, ScenarioEndpoints].flatMap((group) => Object.values(group) as Endpoint[]),
  ...(Object.values(KpiEndpoints) as Endpoint[]),
  ...(Object.values(BiViewEndpoints) as Endpoint[]),
  ...(Object.values(ImportEndpoints) as Endpoint[]),
  ...(Object.values(StartupDashboardEndpoints) as Endpoint[]),
];
