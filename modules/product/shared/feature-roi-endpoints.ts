import { defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { FeatureRoiErrors, ProductErrors } from './errors.js';
import { FEATURE_ROI_STATUSES } from './feature-roi-rules.js';
import { literals } from './portfolio-endpoints.js';

/**
 * Feature ROI (finance-and-growth.md sections 3, 5, 7 "Feature ROI", 9). The spec's paths under
 * /api/bi/feature-roi are kept although the product module serves them (its /feature-roi page).
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const CalculatedSchema = Type.Object({
  roi: Type.Number(),
  totalInvestment: Type.Number(),
  paybackPeriod: Nullable(Type.Number()),
  npv: Type.Number(),
  discountRatePct: Type.Number(),
  projectionMonths: Type.Integer(),
});
export const FeatureRoiSchema = Type.Object({
  id: Uuid,
  featureId: Type.String(),
  featureName: Type.String(),
  status: literals(FEATURE_ROI_STATUSES),
  development: Type.Object({ initialCost: Type.Number(), developmentHours: Type.Number(), hourlyRate: Type.Number(), teamSize: Type.Integer() }),
  revenue: Type.Object({ directRevenue: Type.Number() }),
  usage: Type.Object({ activeUsers: Type.Number(), featureAdoption: Nullable(Type.Number()), usageFrequency: Nullable(Type.Number()) }),
  customer: Type.Object({ satisfactionScore: Nullable(Type.Number()) }),
  maintenance: Type.Object({ monthlyCost: Type.Number() }),
  /** Portfolio items (sent to delivery) whose completed story points are the measured development cost. */
  delivery: Type.Object({
    portfolioItemIds: Type.Array(Uuid),
    /** completedPoints x costPerPoint when linked items have completed points and agile is on; else null. */
    measured: Nullable(Type.Object({ completedPoints: Type.Number(), costPerPoint: Type.Number(), cost: Type.Number() })),
  }),
  /** Board items linked directly (agile BACKLOG): their status, points and the sprint they were done in. */
  boardItemIds: Type.Array(Uuid),
  boardItems: Type.Array(
    Type.Object({
      id: Uuid,
      title: Type.String(),
      status: Type.String(),
      storyPoints: Nullable(Type.Number()),
      sprint: Nullable(Type.Object({ id: Type.String(), name: Type.String(), startDate: Type.String(), endDate: Type.String(), status: Type.String() })),
    }),
  ),
  /** The sprints the linked work was done in (board items linked directly or through portfolio items), with the points completed in each. */
  sprints: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), startDate: Type.String(), endDate: Type.String(), completedPoints: Type.Number() })),
  /** Pages tagged with the feature (the widget targeting's patterns: /billing/*), measured by engagement's PAGE_USAGE. */
  pagePatterns: Type.Array(Type.String()),
  /** Usage of those pages over the last 30 days; null when no page is tagged or engagement is off. */
  measuredUsage: Nullable(
    Type.Object({
      from: Day,
      to: Day,
      pageViews: Type.Integer(),
      visitors: Type.Integer(),
      responses: Type.Integer(),
      satisfaction: Nullable(Type.Number()),
      satisfactionAnswers: Type.Integer(),
    }),
  ),
  /** Which numbers are measured and which were typed (the screen says so). */
  sources: Type.Object({ developmentCost: literals(['typed', 'measured'] as const), activeUsers: literals(['typed', 'measured'] as const), satisfactionScore: literals(['typed', 'measured'] as const) }),
  /** Which development cost the figures use: typed (hours x rate x team) or measured (delivery). */
  developmentCostSource: literals(['typed', 'measured'] as const),
  developmentCost: Type.Number(),
  calculated: CalculatedSchema,
  createdAt: Iso,
  updatedAt: Iso,
});
export type FeatureRoi = Static<typeof FeatureRoiSchema>;

const Num = Type.Number();
export const FeatureRoiBody = Type.Object(
  {
    featureId: Type.Optional(Type.String({ maxLength: 120 })),
    featureName: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(literals(FEATURE_ROI_STATUSES)),
    development: Type.Optional(Type.Object({ initialCost: Type.Optional(Num), developmentHours: Type.Optional(Num), hourlyRate: Type.Optional(Num), teamSize: Type.Optional(Num) }, { additionalProperties: false })),
    revenue: Type.Optional(Type.Object({ directRevenue: Type.Optional(Num) }, { additionalProperties: false })),
    usage: Type.Optional(Type.Object({ activeUsers: Type.Optional(Num), featureAdoption: Type.Optional(Nullable(Num)), usageFrequency: Type.Optional(Nullable(Num)) }, { additionalProperties: false })),
    customer: Type.Optional(Type.Object({ satisfactionScore: Type.Optional(Nullable(Num)) }, { additionalProperties: false })),
    maintenance: Type.Optional(Type.Object({ monthlyCost: Type.Optional(Num) }, { additionalProperties: false })),
    portfolioItemIds: Type.Optional(Type.Array(Uuid, { maxItems: 50 })),
    boardItemIds: Type.Optional(Type.Array(Uuid, { maxItems: 50 })),
    pagePatterns: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type FeatureRoiBody = Static<typeof FeatureRoiBody>;

export const TimelineEntrySchema = Type.Object({
  id: Uuid,
  featureRoiId: Uuid,
  date: Day,
  metrics: Type.Object({ directRevenue: Nullable(Type.Number()), activeUsers: Nullable(Type.Number()), satisfactionScore: Nullable(Type.Number()), featureAdoption: Nullable(Type.Number()) }),
  events: Type.Array(Type.String()),
  createdAt: Iso,
});
export type TimelineEntry = Static<typeof TimelineEntrySchema>;
export const TimelineBody = Type.Object(
  {
    date: Type.Optional(Type.String({ maxLength: 30 })),
    metrics: Type.Optional(Type.Object({ directRevenue: Type.Optional(Nullable(Num)), activeUsers: Type.Optional(Nullable(Num)), satisfactionScore: Type.Optional(Nullable(Num)), featureAdoption: Type.Optional(Nullable(Num)) }, { additionalProperties: false })),
    events: Type.Optional(Type.Array(Type.String({ maxLength: 300 }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type TimelineBody = Static<typeof TimelineBody>;

const Ranked = Type.Object({ id: Uuid, featureId: Type.String(), featureName: Type.String(), roi: Type.Number(), totalInvestment: Type.Number(), npv: Type.Number(), directRevenue: Type.Number(), paybackPeriod: Nullable(Type.Number()) });
export const PortfolioSummarySchema = Type.Object({
  featureCount: Type.Integer(),
  totalInvestment: Type.Number(),
  monthlyRevenue: Type.Number(),
  totalNpv: Type.Number(),
  averageRoi: Type.Number(),
  topPerformers: Type.Array(Ranked),
  underperformers: Type.Array(Ranked),
  discountRatePct: Type.Number(),
  projectionMonths: Type.Integer(),
});
export type PortfolioSummary = Static<typeof PortfolioSummarySchema>;
export const ComparisonSchema = Type.Object({ features: Type.Array(FeatureRoiSchema), best: Type.Object({ roi: Nullable(Uuid), npv: Nullable(Uuid), paybackPeriod: Nullable(Uuid) }) });
export type Comparison = Static<typeof ComparisonSchema>;

/** Adjustable calculation: discount rate (%, default 8) and projection months (default 12). */
const CalcQuery = Type.Object({ discountRate: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })), projectionMonths: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })) });
const IdParams = Type.Object({ id: Uuid });
const notFound = { status: 404, text: ProductErrors.FEATURE_ROI_NOT_FOUND } as const;
const R = '/bi/feature-roi';
const ruleErrors = Object.values(FeatureRoiErrors)
  .filter((t) => t !== FeatureRoiErrors.ALREADY_EXISTS && t !== FeatureRoiErrors.COMPARISON_NEEDS_TWO && t !== FeatureRoiErrors.DATE_REQUIRED)
  .map((text) => ({ status: 400 as const, text }));

export const FeatureRoiEndpoints = {
  list: defineEndpoint({ method: 'GET', path: R, schema: { query: CalcQuery, response: Type.Array(FeatureRoiSchema) }, summary: 'Feature ROI analyses, best ROI first' }),
  boardItems: defineEndpoint({
    method: 'GET',
    path: `${R}/board-items/search`,
    schema: {
      query: Type.Object({ search: Type.Optional(Type.String({ maxLength: 200 })) }),
      response: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), status: Type.String(), storyPoints: Nullable(Type.Number()), sprint: Nullable(Type.Object({ id: Type.String(), name: Type.String(), startDate: Type.String(), endDate: Type.String(), status: Type.String() })) })),
    },
    summary: "The account's board items by title (agile BACKLOG), to link to a feature; empty when agile is off",
  }),
  summary: defineEndpoint({ method: 'GET', path: `${R}/portfolio-summary`, schema: { query: Type.Composite([CalcQuery, Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) })]), response: PortfolioSummarySchema }, summary: 'Totals and the top performers (default 5)' }),
  compare: defineEndpoint({
    method: 'POST',
    path: `${R}/compare`,
    schema: { query: CalcQuery, body: Type.Object({ ids: Type.Array(Uuid, { maxItems: 10 }) }, { additionalProperties: false }), response: ComparisonSchema },
    summary: 'Two or more features side by side',
    errors: [{ status: 400, text: FeatureRoiErrors.COMPARISON_NEEDS_TWO }, notFound],
  }),
  byFeature: defineEndpoint({ method: 'GET', path: `${R}/feature/:featureId`, schema: { params: Type.Object({ featureId: Type.String({ maxLength: 120 }) }), query: CalcQuery, response: FeatureRoiSchema }, errors: [notFound] }),
  get: defineEndpoint({ method: 'GET', path: `${R}/:id`, schema: { params: IdParams, query: CalcQuery, response: FeatureRoiSchema }, errors: [notFound] }),
  create: defineEndpoint({ method: 'POST', path: R, status: 201, can: ['create', 'FeatureRoi'], schema: { body: FeatureRoiBody, response: FeatureRoiSchema }, errors: [...ruleErrors, { status: 409, text: FeatureRoiErrors.ALREADY_EXISTS }] }),
  update: defineEndpoint({ method: 'PUT', path: `${R}/:id`, can: ['update', 'FeatureRoi'], schema: { params: IdParams, body: FeatureRoiBody, response: FeatureRoiSchema }, errors: [notFound, ...ruleErrors, { status: 409, text: FeatureRoiErrors.ALREADY_EXISTS }] }),
  remove: defineEndpoint({ method: 'DELETE', path: `${R}/:id`, can: ['delete', 'FeatureRoi'], schema: { params: IdParams, response: Type.Object({ id: Uuid }) }, errors: [notFound] }),
  timeline: defineEndpoint({ method: 'GET', path: `${R}/:id/timeline`, schema: { params: IdParams, response: Type.Array(TimelineEntrySchema) }, summary: 'Metrics and events of a feature, oldest first', errors: [notFound] }),
  addTimeline: defineEndpoint({
    method: 'POST',
    path: `${R}/:id/timeline`,
    status: 201,
    can: ['update', 'FeatureRoi'],
    schema: { params: IdParams, body: TimelineBody, response: TimelineEntrySchema },
    errors: [notFound, { status: 400, text: FeatureRoiErrors.DATE_REQUIRED }, { status: 400, text: FeatureRoiErrors.DIRECT_REVENUE_NEGATIVE }, { status: 400, text: FeatureRoiErrors.ACTIVE_USERS_NEGATIVE }, { status: 400, text: FeatureRoiErrors.SATISFACTION_RANGE }],
  }),
} as const;
