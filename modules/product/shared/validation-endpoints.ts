import { defineEndpoint } from '@suite/sdk';
import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import { ValidationLabErrors } from './errors.js';
import { literals } from './portfolio-endpoints.js';

/**
 * The validation lab (paths ours, under /api/product/validation): hypotheses on portfolio items
 * (statement, metric, target, deadline), experiments with results, and a verdict that updates
 * the item's justification: validated lowers its risk one step, invalidated sets it HIGH,
 * inconclusive leaves it; the item records the verdict either way.
 */

export const VERDICTS = ['validated', 'invalidated', 'inconclusive'] as const;
export type Verdict = (typeof VERDICTS)[number];

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const ExperimentSchema = Type.Object({
  id: Uuid,
  hypothesisId: Uuid,
  name: Type.String(),
  method: Nullable(Type.String()),
  result: Nullable(Type.String()),
  observedValue: Nullable(Type.Number()),
  runOn: Nullable(Day),
  createdAt: Iso,
});
export type Experiment = Static<typeof ExperimentSchema>;

export const HypothesisSchema = Type.Object({
  id: Uuid,
  itemId: Uuid,
  itemTitle: Type.String(),
  itemLevel: Type.String(),
  statement: Type.String(),
  metric: Type.String(),
  target: Type.String(),
  deadline: Nullable(Day),
  /** A feedback widget's question as the metric's source (engagement), when linked. */
  metricSource: Nullable(Type.Object({ widgetId: Type.String(), questionId: Type.String() })),
  /** The linked question's answers so far (engagement on), else null. */
  metricReading: Nullable(Type.Object({ responses: Type.Integer(), average: Nullable(Type.Number()) })),
  verdict: Nullable(literals(VERDICTS)),
  verdictNote: Nullable(Type.String()),
  decidedAt: Nullable(Iso),
  /** Past its deadline without a verdict. */
  overdue: Type.Boolean(),
  experiments: Type.Array(ExperimentSchema),
  createdAt: Iso,
});
export type Hypothesis = Static<typeof HypothesisSchema>;

const Text = (max: number) => Type.String({ maxLength: max });
export const CreateHypothesisBody = Type.Object(
  {
    itemId: Uuid,
    statement: Text(1000),
    metric: Text(200),
    target: Text(200),
    deadline: Type.Optional(Nullable(Day)),
    metricSource: Type.Optional(Nullable(Type.Object({ widgetId: Text(100), questionId: Text(100) }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);
export type CreateHypothesisBody = Static<typeof CreateHypothesisBody>;
export const UpdateHypothesisBody = Type.Partial(Type.Omit(CreateHypothesisBody, ['itemId']), { additionalProperties: false });
export type UpdateHypothesisBody = Static<typeof UpdateHypothesisBody>;
export const ExperimentBody = Type.Object(
  { name: Text(200), method: Type.Optional(Nullable(Text(1000))), result: Type.Optional(Nullable(Text(4000))), observedValue: Type.Optional(Nullable(Type.Number())), runOn: Type.Optional(Nullable(Day)) },
  { additionalProperties: false },
);
export type ExperimentBody = Static<typeof ExperimentBody>;
export const VerdictBody = Type.Object({ verdict: literals(VERDICTS), note: Type.Optional(Text(2000)) }, { additionalProperties: false });

export const MetricSourcesSchema = Type.Object({
  /** The engagement area is on for the account: its widget questions can be linked. */
  available: Type.Boolean(),
  questions: Type.Array(Type.Object({ widgetId: Type.String(), widgetName: Type.String(), questionId: Type.String(), text: Type.String(), type: Type.String() })),
});
export type MetricSources = Static<typeof MetricSourcesSchema>;

const IdParams = Type.Object({ id: Uuid });
const ExperimentParams = Type.Object({ id: Uuid, experimentId: Uuid });
const notFound = { status: 404, text: ValidationLabErrors.HYPOTHESIS_NOT_FOUND } as const;
const H = '/product/validation/hypotheses';

export const ValidationLabEndpoints = {
  metricSources: defineEndpoint({ method: 'GET', path: '/product/validation/metric-sources', schema: { response: MetricSourcesSchema }, summary: 'Feedback widget questions a hypothesis can take its metric from' }),
  list: defineEndpoint({ method: 'GET', path: H, schema: { query: Type.Object({ itemId: Type.Optional(Uuid) }), response: Type.Array(HypothesisSchema) }, summary: 'Hypotheses with their experiments, open ones first' }),
  create: defineEndpoint({
    method: 'POST',
    path: H,
    status: 201,
    can: ['create', 'Hypothesis'],
    schema: { body: CreateHypothesisBody, response: HypothesisSchema },
    errors: [{ status: 400, text: ValidationLabErrors.STATEMENT_REQUIRED }, { status: 400, text: ValidationLabErrors.METRIC_SOURCE_NOT_FOUND }, { status: 404 }],
  }),
  update: defineEndpoint({ method: 'PATCH', path: `${H}/:id`, can: ['update', 'Hypothesis'], schema: { params: IdParams, body: UpdateHypothesisBody, response: HypothesisSchema }, errors: [notFound, { status: 409, text: ValidationLabErrors.ALREADY_DECIDED }] }),
  remove: defineEndpoint({ method: 'DELETE', path: `${H}/:id`, can: ['delete', 'Hypothesis'], schema: { params: IdParams, response: Type.Object({ id: Uuid }) }, errors: [notFound] }),
  addExperiment: defineEndpoint({ method: 'POST', path: `${H}/:id/experiments`, status: 201, can: ['update', 'Hypothesis'], schema: { params: IdParams, body: ExperimentBody, response: HypothesisSchema }, errors: [notFound] }),
  updateExperiment: defineEndpoint({
    method: 'PATCH',
    path: `${H}/:id/experiments/:experimentId`,
    can: ['update', 'Hypothesis'],
    schema: { params: ExperimentParams, body: Type.Partial(ExperimentBody, { additionalProperties: false }), response: HypothesisSchema },
    errors: [notFound, { status: 404, text: ValidationLabErrors.EXPERIMENT_NOT_FOUND }],
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: `${H}/:id/verdict`,
    can: ['update', 'Hypothesis'],
    schema: { params: IdParams, body: VerdictBody, response: HypothesisSchema },
    summary: "Record the verdict; it updates the item's justification (risk level and validation)",
    errors: [notFound, { status: 409, text: ValidationLabErrors.ALREADY_DECIDED }],
  }),
} as const;
