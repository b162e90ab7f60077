import { defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { MvpErrors, PortfolioErrors, ProductErrors } from './errors.js';
import { BUSINESS_MODELS, COMPLEXITIES, MVP_ITEM_TYPES, MVP_PRIORITIES, MVP_STATUSES, VIABILITY } from './mvp-rules.js';
import { literals } from './portfolio-endpoints.js';

/**
 * MVP scenarios (finance-and-growth.md sections 3, 4, 7 "MVP"). The two spec paths are kept:
 * POST /api/mvp/recommendations/generate and POST /api/mvp/scenarios/{id}/apply-to-backlog; the
 * scenario's own paths sit beside them under /api/mvp/scenarios.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });

export const PricingConfigSchema = Type.Object({ monthlyPrice: Nullable(Type.Number()), targetMRR: Nullable(Type.Number()) });
export const MvpBacklogItemSchema = Type.Object({
  key: Type.String(),
  type: literals(MVP_ITEM_TYPES),
  title: Type.String(),
  parentKey: Nullable(Type.String()),
  estimatedHours: Type.Number(),
  priority: literals(MVP_PRIORITIES),
  mvpPhase: Type.Integer(),
  complexity: literals(COMPLEXITIES),
  reason: Type.String(),
  story: Type.Optional(Type.Object({ userType: Type.String(), want: Type.String(), so: Type.String(), acceptanceCriteria: Type.Array(Type.String()) })),
});
export const GeneratedTemplateSchema = Type.Object({
  businessModel: literals(BUSINESS_MODELS),
  capacityHours: Type.Number(),
  templateHours: Type.Number(),
  teamFactor: Type.Number(),
  epics: Type.Array(Type.Object({ key: Type.String(), title: Type.String(), phase: Type.Integer(), priority: literals(MVP_PRIORITIES), reason: Type.String(), hours: Type.Number(), included: Type.Boolean() })),
  explanation: Type.String(),
  /** The language its texts (and the backlog generated from it) are written in. */
  language: Type.Optional(literals(['en', 'fr', 'es'] as const)),
});
export const ProjectedMetricsSchema = Type.Object({
  totalHours: Type.Number(),
  estimatedCost: Type.Number(),
  monthsToBuild: Type.Integer(),
  withinBudget: Type.Boolean(),
  withinTimeline: Type.Boolean(),
  customersForTargetMrr: Nullable(Type.Integer()),
  monthsToRecoverCost: Nullable(Type.Number()),
  monthsToTargetRevenue: Nullable(Type.Number()),
});
export const ViabilitySchema = Type.Object({ outcome: literals(VIABILITY), spend: Type.Number(), runwayCash: Type.Number(), sharePct: Type.Number(), arithmetic: Type.String() });

export const MvpScenarioSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  targetRevenue: Type.Number(),
  timelineConstraint: Type.Number(),
  budgetConstraint: Type.Number(),
  teamSize: Type.Integer(),
  /** The team's cost of an hour (cost = estimated hours x hourlyRate). */
  hourlyRate: Type.Number(),
  pricingModel: Nullable(literals(BUSINESS_MODELS)),
  pricingConfig: PricingConfigSchema,
  /** The bi pricing model the scenario is priced with (PRICING_MODELS); null for its own model and config. */
  pricingModelId: Nullable(Uuid),
  /**
   * Where pricingModel and pricingConfig come from: 'bi' (the picked model's type, price and its
   * projected MRR at the end of the timeline) or 'scenario' (its own; also when bi is off or the
   * model was deleted).
   */
  pricingSource: literals(['bi', 'scenario'] as const),
  biPricingModel: Nullable(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String(), monthlyPrice: Nullable(Type.Number()), projectedMrr: Type.Number(), atMonth: Type.Integer() })),
  status: literals(MVP_STATUSES),
  /** Runway and burn used for viability: from bi's FINANCE when it knows them, else typed. */
  runway: Type.Object({ runwayMonths: Nullable(Type.Number()), monthlyBurn: Nullable(Type.Number()), source: Nullable(literals(['finance', 'manual'] as const)) }),
  generatedTemplate: Nullable(GeneratedTemplateSchema),
  generatedBacklog: Type.Array(MvpBacklogItemSchema),
  projectedMetrics: Nullable(ProjectedMetricsSchema),
  viability: Nullable(ViabilitySchema),
  appliedProductId: Nullable(Uuid),
  appliedAt: Nullable(Iso),
  /** Portfolio items and board items the apply created (by backlog key). */
  applied: Type.Array(Type.Object({ key: Type.String(), portfolioItemId: Nullable(Uuid), boardItemId: Nullable(Type.String()) })),
  createdAt: Iso,
  updatedAt: Iso,
});
export type MvpScenario = Static<typeof MvpScenarioSchema>;
export type MvpBacklogItemView = Static<typeof MvpBacklogItemSchema>;

const Text = (max: number) => Type.String({ maxLength: max });
const Amount = Type.Number();
export const CreateScenarioBody = Type.Object(
  {
    name: Text(200),
    targetRevenue: Amount,
    timelineConstraint: Amount,
    budgetConstraint: Amount,
    teamSize: Type.Number(),
    hourlyRate: Type.Optional(Amount),
    pricingModel: Type.Optional(Nullable(literals(BUSINESS_MODELS))),
    pricingConfig: Type.Optional(Type.Object({ monthlyPrice: Type.Optional(Nullable(Amount)), targetMRR: Type.Optional(Nullable(Amount)) }, { additionalProperties: false })),
    /** One of bi's pricing models (GET /mvp/pricing-models); null to use the scenario's own. */
    pricingModelId: Type.Optional(Nullable(Uuid)),
    runwayMonths: Type.Optional(Nullable(Amount)),
    monthlyBurn: Type.Optional(Nullable(Amount)),
  },
  { additionalProperties: false },
);
export type CreateScenarioBody = Static<typeof CreateScenarioBody>;
export const UpdateScenarioBody = Type.Partial(CreateScenarioBody, { additionalProperties: false });
export type UpdateScenarioBody = Static<typeof UpdateScenarioBody>;

export const GenerateRecommendationsBody = Type.Object(
  {
    scenarioId: Type.Optional(Uuid),
    businessModel: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    timeline: Type.Optional(Nullable(Type.Number())),
    budget: Type.Optional(Nullable(Type.Number())),
    teamSize: Type.Optional(Type.Number()),
    /** The language of the generated texts (the screen's); else the user's profile language. */
    language: Type.Optional(literals(['en', 'fr', 'es'] as const)),
  },
  { additionalProperties: false },
);
export type GenerateRecommendationsBody = Static<typeof GenerateRecommendationsBody>;
export const RecommendationsSchema = Type.Object({ template: GeneratedTemplateSchema, scenario: Nullable(MvpScenarioSchema) });

export const ApplyBody = Type.Object(
  { productId: Uuid, accountId: Type.Optional(Uuid), applyToBacklog: Type.Optional(Type.Boolean()), generateStories: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBody>;

export const MvpProgressSchema = Type.Object({
  scenarioId: Uuid,
  name: Type.String(),
  plannedPoints: Type.Number(),
  completedPoints: Type.Number(),
  items: Type.Integer(),
  completedItems: Type.Integer(),
  /** false when the agile module is off (no board to read). */
  available: Type.Boolean(),
});
export type MvpProgress = Static<typeof MvpProgressSchema>;

const IdParams = Type.Object({ id: Uuid });
const notFound = { status: 404, text: ProductErrors.MVP_SCENARIO_NOT_FOUND } as const;
const S = '/mvp/scenarios';
const fieldErrors = [MvpErrors.NAME_REQUIRED, MvpErrors.TARGET_REVENUE_POSITIVE, MvpErrors.TIMELINE_POSITIVE, MvpErrors.BUDGET_POSITIVE, MvpErrors.TEAM_SIZE_POSITIVE].map((text) => ({ status: 400 as const, text }));

export const MvpEndpoints = {
  list: defineEndpoint({ method: 'GET', path: S, schema: { response: Type.Array(MvpScenarioSchema) }, summary: 'MVP scenarios, newest first' }),
  pricingModels: defineEndpoint({
    method: 'GET',
    path: '/mvp/pricing-models',
    schema: {
      response: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), type: Type.String(), monthlyPrice: Nullable(Type.Number()), transactionFee: Nullable(Type.Number()), projectedMrr: Type.Array(Type.Number()), year1Revenue: Type.Number(), year2Revenue: Type.Number(), breakEvenMonth: Nullable(Type.Number()) })),
    },
    summary: "bi's pricing models of the account with their projected MRR, to price a scenario with (empty when bi is off)",
  }),
  progress: defineEndpoint({ method: 'GET', path: '/mvp/progress', schema: { response: Type.Array(MvpProgressSchema) }, summary: 'Completed against planned points of every applied scenario (the founder dashboard panel)' }),
  get: defineEndpoint({ method: 'GET', path: `${S}/:id`, schema: { params: IdParams, response: MvpScenarioSchema }, errors: [notFound] }),
  create: defineEndpoint({ method: 'POST', path: S, status: 201, can: ['create', 'MvpScenario'], schema: { body: CreateScenarioBody, response: MvpScenarioSchema }, errors: fieldErrors }),
  update: defineEndpoint({
    method: 'PATCH',
    path: `${S}/:id`,
    can: ['update', 'MvpScenario'],
    schema: { params: IdParams, body: UpdateScenarioBody, response: MvpScenarioSchema },
    summary: 'Change a scenario; a change of what sizes it (model, team, timeline, budget) sends it back to DRAFT',
    errors: [notFound, ...fieldErrors, { status: 409, text: MvpErrors.IN_PROGRESS_LOCKED }],
  }),
  remove: defineEndpoint({ method: 'DELETE', path: `${S}/:id`, can: ['delete', 'MvpScenario'], schema: { params: IdParams, response: Type.Object({ id: Uuid }) }, errors: [notFound] }),
  recommendations: defineEndpoint({
    method: 'POST',
    path: '/mvp/recommendations/generate',
    can: ['update', 'MvpScenario'],
    schema: { body: GenerateRecommendationsBody, response: RecommendationsSchema },
    summary: "The sized template for a business model, timeline and budget; with scenarioId it is stored and the scenario moves to ANALYZING",
    errors: [notFound, { status: 400, text: MvpErrors.BUSINESS_MODEL_REQUIRED }, { status: 400, text: MvpErrors.TIMELINE_REQUIRED }, { status: 400, text: MvpErrors.BUDGET_REQUIRED }, { status: 409, text: MvpErrors.IN_PROGRESS_LOCKED }],
  }),
  generateBacklog: defineEndpoint({
    method: 'POST',
    path: `${S}/:id/generate-backlog`,
    can: ['update', 'MvpScenario'],
    schema: { params: IdParams, response: MvpScenarioSchema },
    summary: 'Epics, user stories and tasks from the stored template; the scenario moves to READY',
    errors: [notFound, { status: 409, text: MvpErrors.RECOMMENDATIONS_FIRST }, { status: 409, text: MvpErrors.IN_PROGRESS_LOCKED }],
  }),
  apply: defineEndpoint({
    method: 'POST',
    path: `${S}/:id/apply-to-backlog`,
    can: ['update', 'MvpScenario'],
    schema: { params: IdParams, body: ApplyBody, response: MvpScenarioSchema },
    summary: 'Create the epics (and with generateStories the stories and tasks) under the product; with applyToBacklog also on an agile board. Applying again changes nothing',
    errors: [
      notFound,
      { status: 404, text: PortfolioErrors.ITEM_NOT_FOUND },
      { status: 400, text: MvpErrors.PRODUCT_LEVEL },
      { status: 400, text: PortfolioErrors.BUDGET_OVER_PARENT },
      { status: 409, text: MvpErrors.BACKLOG_FIRST },
      { status: 409, text: MvpErrors.APPLIED_ELSEWHERE },
      { status: 422, text: PortfolioErrors.DELIVERY_UNAVAILABLE },
      { status: 403 },
    ],
  }),
} as const;
