import { Type, type Static, type TSchema } from '@suite/sdk/schemas';
import { BiErrors } from './errors.js';

/**
 * An account's financial data (issue 15): cash balance snapshots, monthly expenses by category,
 * other income, manual revenue entries, the headcount plan, KPIs and forecast scenarios. Money is
 * in integer cents of a three-letter currency; months are 'YYYY-MM', days 'YYYY-MM-DD' (UTC).
 */

export const EXPENSE_CATEGORIES = ['payroll', 'rent', 'software', 'marketing', 'contractors', 'other'] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export const EXPENSE_RECURRENCES = ['ONE_OFF', 'RECURRING'] as const;
export type ExpenseRecurrence = (typeof EXPENSE_RECURRENCES)[number];

export const KPI_CATEGORIES = ['FINANCIAL'] as const;
export const KPI_UNITS = ['DOLLARS', 'PERCENTAGE', 'NUMBER'] as const;
export type KpiUnit = (typeof KPI_UNITS)[number];
export const KPI_DIRECTIONS = ['HIGHER_IS_BETTER', 'LOWER_IS_BETTER'] as const;
export type KpiDirection = (typeof KPI_DIRECTIONS)[number];
export const KPI_STATUSES = ['GOOD', 'WARNING', 'CRITICAL'] as const;
export type KpiStatus = (typeof KPI_STATUSES)[number];
export const KPI_TRENDS = ['UP', 'DOWN'] as const;
export type KpiTrend = (typeof KPI_TRENDS)[number];

/** The metrics a KPI can follow (money in dollars, rates in percent), also the names a formula may use. */
export const KPI_METRICS = [
  'CASH_ON_HAND',
  'MONTHLY_NET_BURN',
  'MONTHLY_GROSS_BURN',
  'WEEKLY_BURN',
  'RUNWAY_DAYS',
  'RUNWAY_MONTHS',
  'MRR',
  'ARR',
  'REVENUE_GROWTH_PCT',
  'CHURN_RATE_PCT',
  'CUSTOMERS',
  'NEW_CUSTOMERS',
  'MARKETING_SPEND',
  'CAC',
  'LTV',
  'LTV_CAC',
  'PAYBACK_MONTHS',
] as const;
export type KpiMetric = (typeof KPI_METRICS)[number];
export type MetricValues = Record<KpiMetric, number | null>;

export const SCENARIO_KINDS = ['HIRE', 'PRICE_CHANGE', 'COST_CUT', 'FUNDRAISE'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

/** Spec constants (finance-and-growth.md section 9). */
export const DAYS_PER_MONTH = 30;
export const WEEKS_PER_MONTH = 4.33;
export const RUNWAY_RED_BELOW_DAYS = 240;
export const RUNWAY_ORANGE_BELOW_DAYS = 365;
export const BURN_ALERT_LOW_BELOW_DAYS = 90;
export const BURN_ALERT_CRITICAL_BELOW_DAYS = 30;
export const LTV_CAC_GREEN_ABOVE = 3;
export const LTV_MONTHS_WHEN_NO_CHURN = 36;
export const FORECAST_HORIZON_MONTHS = 24;
export const CFO_LIST_MAX = 3;
export const CFO_KPI_NAME_PATTERN = /budget|spent|burn rate|runway|roi/i;
/** How many months the current burn averages (the month of the figures and the two before). */
export const BURN_WINDOW_MONTHS = 3;

// ---------- field schemas ----------

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const MonthField = () => Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: BiErrors.MONTH_FORMAT });
export const DayField = () => Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', errorMessage: BiErrors.DATE_FORMAT });
const Cents = () => Type.Integer({ minimum: 0, maximum: 9_000_000_000_000, errorMessage: { type: BiErrors.AMOUNT_CENTS, minimum: BiErrors.AMOUNT_NOT_NEGATIVE, maximum: BiErrors.AMOUNT_CENTS } });
const Currency = () => Type.String({ pattern: '^[A-Z]{3}$', errorMessage: BiErrors.CURRENCY_FORMAT });
const Count = () => Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Text = (max: number, error: string) => Type.String({ minLength: 1, maxLength: max, pattern: '\\S', errorMessage: { minLength: error, pattern: error, maxLength: error } });
const Uuid = () => Type.String({ format: 'uuid' });
const literalUnion = <T extends string>(values: readonly T[], errorMessage?: string) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v)), errorMessage ? { errorMessage } : {}));
const Category = () => literalUnion(EXPENSE_CATEGORIES, BiErrors.CATEGORY_INVALID);
const Recurrence = () => literalUnion(EXPENSE_RECURRENCES, BiErrors.RECURRENCE_INVALID);

// ---------- cash balances ----------

export const CashBalanceBody = Type.Object(
  { asOf: DayField(), amountCents: Cents(), currency: Type.Optional(Currency()), accountName: Text(120, BiErrors.ACCOUNT_NAME_REQUIRED) },
  { additionalProperties: false, errorMessage: { required: { asOf: BiErrors.DATE_FORMAT, amountCents: BiErrors.AMOUNT_CENTS, accountName: BiErrors.ACCOUNT_NAME_REQUIRED } } },
);
export const CashBalanceSchema = Type.Object({ id: Uuid(), asOf: Type.String(), amountCents: Type.Integer(), currency: Type.String(), accountName: Type.String() });
export type CashBalance = Static<typeof CashBalanceSchema>;

// ---------- expenses ----------

export const ExpenseBody = Type.Object(
  {
    month: MonthField(),
    endMonth: Type.Optional(nullable(MonthField())),
    category: Category(),
    amountCents: Cents(),
    currency: Type.Optional(Currency()),
    recurrence: Recurrence(),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    /** A marketing channel the spend is tagged with (for CAC by channel). */
    channel: Type.Optional(nullable(Type.String({ maxLength: 60 }))),
    /** Customers this spend brought in, when known (CAC by channel). */
    customersAcquired: Type.Optional(nullable(Count())),
  },
  { additionalProperties: false, errorMessage: { required: { month: BiErrors.MONTH_FORMAT, category: BiErrors.CATEGORY_INVALID, amountCents: BiErrors.AMOUNT_CENTS, recurrence: BiErrors.RECURRENCE_INVALID } } },
);
export const ExpenseSchema = Type.Object({
  id: Uuid(),
  month: Type.String(),
  endMonth: nullable(Type.String()),
  category: literalUnion(EXPENSE_CATEGORIES),
  amountCents: Type.Integer(),
  currency: Type.String(),
  recurrence: literalUnion(EXPENSE_RECURRENCES),
  description: Type.String(),
  channel: nullable(Type.String()),
  customersAcquired: nullable(Type.Integer()),
});
export type Expense = Static<typeof ExpenseSchema>;

// ---------- other income ----------

export const IncomeBody = Type.Object(
  { month: MonthField(), amountCents: Cents(), currency: Type.Optional(Currency()), description: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false, errorMessage: { required: { month: BiErrors.MONTH_FORMAT, amountCents: BiErrors.AMOUNT_CENTS } } },
);
export const IncomeSchema = Type.Object({ id: Uuid(), month: Type.String(), amountCents: Type.Integer(), currency: Type.String(), description: Type.String() });
export type Income = Static<typeof IncomeSchema>;

// ---------- manual revenue ----------

export const RevenueEntryBody = Type.Object(
  {
    month: MonthField(),
    mrrCents: Cents(),
    newMrrCents: Type.Optional(Cents()),
    expansionMrrCents: Type.Optional(Cents()),
    churnedMrrCents: Type.Optional(Cents()),
    customers: Type.Optional(Count()),
    newCustomers: Type.Optional(Count()),
    churnedCustomers: Type.Optional(Count()),
    currency: Type.Optional(Currency()),
  },
  { additionalProperties: false, errorMessage: { required: { month: BiErrors.MONTH_FORMAT, mrrCents: BiErrors.AMOUNT_CENTS } } },
);
export const RevenueEntrySchema = Type.Object({
  id: Uuid(),
  month: Type.String(),
  mrrCents: Type.Integer(),
  newMrrCents: Type.Integer(),
  expansionMrrCents: Type.Integer(),
  churnedMrrCents: Type.Integer(),
  customers: Type.Integer(),
  newCustomers: Type.Integer(),
  churnedCustomers: Type.Integer(),
  currency: Type.String(),
});
export type RevenueEntry = Static<typeof RevenueEntrySchema>;

// ---------- headcount plan ----------

export const HeadcountRoleBody = Type.Object(
  {
    title: Text(120, BiErrors.TITLE_REQUIRED),
    department: Type.Optional(Type.String({ maxLength: 60 })),
    monthlySalaryCents: Cents(),
    currency: Type.Optional(Currency()),
    startMonth: MonthField(),
    endMonth: Type.Optional(nullable(MonthField())),
  },
  { additionalProperties: false, errorMessage: { required: { title: BiErrors.TITLE_REQUIRED, monthlySalaryCents: BiErrors.AMOUNT_CENTS, startMonth: BiErrors.MONTH_FORMAT } } },
);
export const HeadcountRoleSchema = Type.Object({
  id: Uuid(),
  title: Type.String(),
  department: Type.String(),
  monthlySalaryCents: Type.Integer(),
  currency: Type.String(),
  startMonth: Type.String(),
  endMonth: nullable(Type.String()),
});
export type HeadcountRole = Static<typeof HeadcountRoleSchema>;

// ---------- KPIs ----------

export const KpiBody = Type.Object(
  {
    name: Text(120, BiErrors.NAME_REQUIRED),
    description: Type.Optional(Type.String({ maxLength: 500 })),
    category: Type.Optional(literalUnion(KPI_CATEGORIES)),
    unit: literalUnion(KPI_UNITS),
    targetValue: Type.Number(),
    metric: Type.Optional(nullable(literalUnion(KPI_METRICS))),
    formula: Type.Optional(nullable(Type.String({ maxLength: 300 }))),
    direction: Type.Optional(literalUnion(KPI_DIRECTIONS)),
    warningThreshold: Type.Optional(nullable(Type.Number())),
    criticalThreshold: Type.Optional(nullable(Type.Number())),
    isActive: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, errorMessage: { required: { name: BiErrors.NAME_REQUIRED } } },
);
export const KpiSchema = Type.Object({
  id: Uuid(),
  name: Type.String(),
  description: Type.String(),
  category: literalUnion(KPI_CATEGORIES),
  isActive: Type.Boolean(),
  unit: literalUnion(KPI_UNITS),
  targetValue: Type.Number(),
  metric: nullable(literalUnion(KPI_METRICS)),
  formula: nullable(Type.String()),
  direction: literalUnion(KPI_DIRECTIONS),
  warningThreshold: nullable(Type.Number()),
  criticalThreshold: nullable(Type.Number()),
});
export type Kpi = Static<typeof KpiSchema>;

export const KpiResultSchema = Type.Object({
  value: nullable(Type.Number()),
  status: literalUnion(KPI_STATUSES),
  trend: literalUnion(KPI_TRENDS),
  changePercent: Type.Number(),
});
export type KpiResult = Static<typeof KpiResultSchema>;

// ---------- forecast scenarios ----------

export const ScenarioBody = Type.Object(
  {
    name: Text(120, BiErrors.NAME_REQUIRED),
    kind: literalUnion(SCENARIO_KINDS),
    startMonth: MonthField(),
    /** HIRE: monthly salary of one hire (loaded with the on-cost factor). */
    monthlyCostCents: Type.Optional(nullable(Cents())),
    hires: Type.Optional(nullable(Type.Integer({ minimum: 1, maximum: 500 }))),
    /** PRICE_CHANGE: revenue change in percent (+10, -5); COST_CUT: expense cut in percent. */
    percent: Type.Optional(nullable(Type.Number({ minimum: -100, maximum: 1000 }))),
    /** FUNDRAISE: cash raised. */
    amountCents: Type.Optional(nullable(Cents())),
  },
  { additionalProperties: false, errorMessage: { required: { name: BiErrors.NAME_REQUIRED, startMonth: BiErrors.MONTH_FORMAT } } },
);
export const ScenarioSchema = Type.Object({
  id: Uuid(),
  name: Type.String(),
  kind: literalUnion(SCENARIO_KINDS),
  startMonth: Type.String(),
  monthlyCostCents: nullable(Type.Integer()),
  hires: nullable(Type.Integer()),
  percent: nullable(Type.Number()),
  amountCents: nullable(Type.Integer()),
});
export type Scenario = Static<typeof ScenarioSchema>;
