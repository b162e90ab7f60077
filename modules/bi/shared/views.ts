import { Type, type Static, type TSchema } from '@suite/sdk/schemas';
import { EXPENSE_CATEGORIES, KPI_DIRECTIONS, KPI_STATUSES, KPI_TRENDS, KPI_UNITS, HeadcountRoleSchema, KpiResultSchema, KpiSchema, ScenarioSchema } from './finance.js';

/** What the bi views answer (the `data` of the success envelope). */

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))));
const Cents = () => Type.Integer();
const CentsOrNull = () => nullable(Type.Integer());

export const RunwayColourSchema = literals(['red', 'orange', 'green'] as const);
export const BurnAlertLevelSchema = literals(['none', 'low', 'critical'] as const);
export const CategoryTotalsSchema = Type.Object(Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, Type.Integer()])) as Record<(typeof EXPENSE_CATEGORIES)[number], ReturnType<typeof Type.Integer>>);

export const SnapshotSchema = Type.Object({
  accountId: Type.String(),
  currency: Type.String(),
  asOf: Type.String(),
  cashOnHandCents: CentsOrNull(),
  monthlyNetBurnCents: CentsOrNull(),
  monthlyGrossBurnCents: CentsOrNull(),
  weeklyBurnCents: CentsOrNull(),
  runwayDays: nullable(Type.Integer()),
  runwayMonths: nullable(Type.Number()),
  runOutDate: nullable(Type.String()),
  mrrCents: CentsOrNull(),
  arrCents: CentsOrNull(),
  revenueGrowthPct: nullable(Type.Number()),
  churnRatePct: nullable(Type.Number()),
  customers: nullable(Type.Integer()),
  healthStatus: literals(['healthy', 'warning', 'critical'] as const),
});

/** The cost of delivery beside the burn (agile VELOCITY): null when agile is off or nothing is measured. */
export const DeliveryCostSchema = nullable(
  Type.Object({
    costPerPointCents: Type.Integer(),
    teams: Type.Array(Type.Object({ teamId: Type.String(), averageCompletedPoints: Type.Number(), sprintCostCents: Type.Integer() })),
    /** Points completed per sprint (all teams) x cost per point. */
    sprintCostCents: Type.Integer(),
    averageCompletedPoints: Type.Number(),
    /** Committed work not done yet on the named teams' boards (null when agile cannot say). */
    openPoints: nullable(Type.Number()),
    /** openPoints x cost per point. */
    openPointsCostCents: nullable(Type.Integer()),
  }),
);

/** The account's teams (agile VELOCITY) for the delivery-cost picker; `available` false when agile is off or cannot list them. */
export const DeliveryTeamsSchema = Type.Object({
  available: Type.Boolean(),
  costPerPointCents: Type.Integer(),
  teams: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), selected: Type.Boolean() })),
});
export type DeliveryTeams = Static<typeof DeliveryTeamsSchema>;

export type DeliveryCost = Static<typeof DeliveryCostSchema>;

export const RunwayViewSchema = Type.Object({
  snapshot: SnapshotSchema,
  colour: RunwayColourSchema,
  alertLevel: BurnAlertLevelSchema,
  hasData: Type.Boolean(),
  trend: Type.Array(Type.Object({ month: Type.String(), cashCents: CentsOrNull(), netBurnCents: CentsOrNull(), runwayDays: nullable(Type.Integer()) })),
  delivery: DeliveryCostSchema,
});
export type RunwayView = Static<typeof RunwayViewSchema>;

export const MonthFiguresSchema = Type.Object({
  month: Type.String(),
  expensesCents: Cents(),
  byCategory: CategoryTotalsSchema,
  revenueCents: Cents(),
  incomeCents: Cents(),
  netBurnCents: Cents(),
  hasData: Type.Boolean(),
});
export const BurnViewSchema = Type.Object({
  currency: Type.String(),
  months: Type.Array(MonthFiguresSchema),
  monthlyNetBurnCents: CentsOrNull(),
  monthlyGrossBurnCents: CentsOrNull(),
  weeklyNetBurnCents: CentsOrNull(),
  weeklyGrossBurnCents: CentsOrNull(),
  biggestChange: nullable(Type.Object({ category: literals(EXPENSE_CATEGORIES), fromCents: Cents(), toCents: Cents(), changeCents: Cents() })),
  delivery: DeliveryCostSchema,
});
export type BurnView = Static<typeof BurnViewSchema>;

export const CashflowViewSchema = Type.Object({
  currency: Type.String(),
  openingCashCents: CentsOrNull(),
  months: Type.Array(Type.Object({ month: Type.String(), inCents: Cents(), outCents: Cents(), netCents: Cents(), cashCents: CentsOrNull(), projected: Type.Boolean() })),
});
export type CashflowView = Static<typeof CashflowViewSchema>;

export const RevenueMonthSchema = Type.Object({
  month: Type.String(),
  mrrCents: Cents(),
  arrCents: Cents(),
  newMrrCents: Cents(),
  expansionMrrCents: Cents(),
  churnedMrrCents: Cents(),
  customers: Type.Integer(),
  newCustomers: Type.Integer(),
  churnedCustomers: Type.Integer(),
});
export const RevenueViewSchema = Type.Object({
  currency: Type.String(),
  /** Where the figures come from: the revenue integrations when one is connected (USD accounts), else the manual entries. */
  source: literals(['manual', 'integration', 'none'] as const),
  manual: Type.Array(RevenueMonthSchema),
  integration: Type.Array(RevenueMonthSchema),
  current: nullable(RevenueMonthSchema),
  revenueGrowthPct: nullable(Type.Number()),
  churnRatePct: nullable(Type.Number()),
});
export type RevenueView = Static<typeof RevenueViewSchema>;

export const ForecastSeriesSchema = Type.Object({
  months: Type.Array(Type.Object({ month: Type.String(), expensesCents: Cents(), revenueCents: Cents(), netBurnCents: Cents(), cashCents: Cents() })),
  runwayMonths: nullable(Type.Number()),
  runOutMonth: nullable(Type.String()),
});
export const ExplanationSchema = Type.Object({
  driver: literals(['HIRES', 'REVENUE_GROWTH', 'REVENUE_DECLINE', 'STEADY', 'BEYOND_HORIZON', 'NO_DATA', 'FUNDRAISE', 'COST_CUT', 'PRICE_CHANGE'] as const),
  fromMonths: nullable(Type.Number()),
  toMonths: nullable(Type.Number()),
  hires: Type.Integer(),
  payrollGrowthPct: Type.Number(),
  revenueGrowthPct: Type.Number(),
  amountCents: Type.Integer(),
  percent: Type.Number(),
});
/** The forecast with committed work: open points x cost per point spent over the months the teams need. */
export const CommittedForecastSchema = nullable(
  Type.Object({
    openPoints: Type.Number(),
    costPerPointCents: Type.Integer(),
    costCents: Type.Integer(),
    deliveryMonths: Type.Integer(),
    series: ForecastSeriesSchema,
  }),
);

export const ForecastViewSchema = Type.Object({
  currency: Type.String(),
  asOf: Type.String(),
  currentRunwayMonths: nullable(Type.Number()),
  baseline: ForecastSeriesSchema,
  explanation: ExplanationSchema,
  scenarios: Type.Array(Type.Object({ scenario: ScenarioSchema, series: ForecastSeriesSchema, explanation: ExplanationSchema })),
  committed: CommittedForecastSchema,
});
export type ForecastView = Static<typeof ForecastViewSchema>;

export const HeadcountViewSchema = Type.Object({
  currency: Type.String(),
  onCostFactor: Type.Number(),
  roles: Type.Array(Type.Intersect([HeadcountRoleSchema, Type.Object({ loadedCostCents: Type.Integer(), planned: Type.Boolean() })])),
  payrollNowCents: Cents(),
  plannedMonthlyCostCents: Cents(),
  burnNowCents: CentsOrNull(),
  burnWithPlanCents: CentsOrNull(),
  runwayNowMonths: nullable(Type.Number()),
  runwayWithPlanMonths: nullable(Type.Number()),
});
export type HeadcountView = Static<typeof HeadcountViewSchema>;

export const GtmViewSchema = Type.Object({
  currency: Type.String(),
  spendCents: Cents(),
  newCustomers: Type.Integer(),
  arpuCents: CentsOrNull(),
  cacCents: CentsOrNull(),
  ltvCents: CentsOrNull(),
  ltvCac: nullable(Type.Number()),
  ltvCacGreen: Type.Boolean(),
  paybackMonths: nullable(Type.Number()),
  grossMarginPct: Type.Number(),
  channels: Type.Array(Type.Object({ channel: Type.String(), spendCents: Cents(), customersAcquired: nullable(Type.Integer()), cacCents: CentsOrNull() })),
});
export type GtmView = Static<typeof GtmViewSchema>;

export const CfoItemSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  unit: literals(KPI_UNITS),
  direction: literals(KPI_DIRECTIONS),
  value: nullable(Type.Number()),
  targetValue: Type.Number(),
  status: literals(KPI_STATUSES),
  trend: literals(KPI_TRENDS),
  changePercent: Type.Number(),
});
export type CfoItemView = Static<typeof CfoItemSchema>;
export const CfoViewSchema = Type.Object({ financialKpis: Type.Integer(), performingWell: Type.Array(CfoItemSchema), needsAttention: Type.Array(CfoItemSchema) });
export type CfoView = Static<typeof CfoViewSchema>;

export const KpiListSchema = Type.Object({ kpis: Type.Array(KpiSchema) });
export const KpiCalculationSchema = Type.Object({ result: KpiResultSchema });

export const AnalyticsViewSchema = Type.Object({
  currency: Type.String(),
  cashOnHandCents: CentsOrNull(),
  monthlyNetBurnCents: CentsOrNull(),
  weeklyBurnCents: CentsOrNull(),
  runwayMonths: nullable(Type.Number()),
  runwayColour: RunwayColourSchema,
  mrrCents: CentsOrNull(),
  arrCents: CentsOrNull(),
  breakEvenCustomers: nullable(Type.Integer()),
  ltvCac: nullable(Type.Number()),
  forecastRunwayMonths: nullable(Type.Number()),
  plannedHires: Type.Integer(),
  kpiCount: Type.Integer(),
  monthsOfData: Type.Integer(),
});
export type AnalyticsView = Static<typeof AnalyticsViewSchema>;

// ---------- the startup dashboard (finance-and-growth.md section 7) ----------

export const DashboardRunwaySchema = Type.Object({
  currency: Type.String(),
  cashOnHandCents: CentsOrNull(),
  monthlyNetBurnCents: CentsOrNull(),
  weeklyBurnCents: CentsOrNull(),
  runwayDays: nullable(Type.Integer()),
  runwayMonths: nullable(Type.Number()),
  runOutDate: nullable(Type.String()),
  colour: RunwayColourSchema,
  trend: Type.Array(Type.Object({ month: Type.String(), cashCents: CentsOrNull() })),
});
export const DashboardRevenueSchema = Type.Object({
  currency: Type.String(),
  mrrCents: CentsOrNull(),
  arrCents: CentsOrNull(),
  revenueGrowthPct: nullable(Type.Number()),
  customers: nullable(Type.Integer()),
  months: Type.Array(Type.Object({ month: Type.String(), mrrCents: Cents() })),
});
export const DashboardMetricsSchema = Type.Object({
  currency: Type.String(),
  cashOnHandCents: CentsOrNull(),
  monthlyNetBurnCents: CentsOrNull(),
  monthlyGrossBurnCents: CentsOrNull(),
  runwayDays: nullable(Type.Integer()),
  mrrCents: CentsOrNull(),
  arrCents: CentsOrNull(),
  churnRatePct: nullable(Type.Number()),
  healthStatus: literals(['healthy', 'warning', 'critical'] as const),
});
export const DashboardMvpSchema = Type.Object({
  /** False until the product module provides MVP progress: the panel says "no MVP yet". */
  available: Type.Boolean(),
  progressPct: nullable(Type.Number()),
  name: nullable(Type.String()),
});
export const DashboardBurnAlertSchema = Type.Object({
  level: BurnAlertLevelSchema,
  runwayDays: nullable(Type.Integer()),
  lowBelowDays: Type.Integer(),
  criticalBelowDays: Type.Integer(),
});
export const DashboardSchema = Type.Object({
  metrics: DashboardMetricsSchema,
  runway: DashboardRunwaySchema,
  revenue: DashboardRevenueSchema,
  mvpProgress: DashboardMvpSchema,
  burnAlert: DashboardBurnAlertSchema,
});
export type StartupDashboard = Static<typeof DashboardSchema>;

// ---------- CSV import ----------

export const IMPORT_KINDS = ['cash', 'expenses', 'income', 'revenue'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const ImportBody = Type.Object(
  {
    kind: literals(IMPORT_KINDS),
    csv: Type.String({ minLength: 1, maxLength: 2_000_000 }),
    /** Field -> column header of the file; unmapped fields are looked up by their own name. */
    mapping: Type.Optional(Type.Record(Type.String(), Type.String())),
  },
  { additionalProperties: false },
);
export const ImportPreviewSchema = Type.Object({
  kind: literals(IMPORT_KINDS),
  columns: Type.Array(Type.String()),
  fields: Type.Array(Type.Object({ field: Type.String(), required: Type.Boolean() })),
  mapping: Type.Record(Type.String(), Type.String()),
  rows: Type.Array(Type.Object({ row: Type.Integer(), values: Type.Record(Type.String(), Type.Unknown()), error: nullable(Type.String()) })),
  validRows: Type.Integer(),
  errorRows: Type.Integer(),
});
export type ImportPreview = Static<typeof ImportPreviewSchema>;
export const ImportResultSchema = Type.Object({ kind: literals(IMPORT_KINDS), imported: Type.Integer() });

export { KpiSchema };
