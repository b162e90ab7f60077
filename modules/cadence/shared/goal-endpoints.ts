import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { CadenceSubjects } from './permissions.js';
import { Confidence, Day, Deleted, IdParams, Nullable, Text, Timestamp, Uuid } from './schema-parts.js';

export const GOAL_LEVELS = ['company', 'team', 'person'] as const;
export const GOAL_STATUSES = ['done', 'on_track', 'at_risk', 'off_track'] as const;
/** Live metrics of other domains a key result or a measurable can track (read through capabilities). */
export const METRIC_SOURCES = ['agile.velocity', 'bi.mrr', 'bi.runway'] as const;
export type MetricSource = (typeof METRIC_SOURCES)[number];

const Level = Type.Union(GOAL_LEVELS.map((level) => Type.Literal(level)));
const Status = Type.Union(GOAL_STATUSES.map((status) => Type.Literal(status)));
export const MetricSourceSchema = Type.Union(METRIC_SOURCES.map((source) => Type.Literal(source)));

export const KeyResultSchema = Type.Object({
  id: Uuid,
  objectiveId: Uuid,
  title: Type.String(),
  startValue: Type.Number(),
  targetValue: Type.Number(),
  currentValue: Type.Number(),
  unit: Type.String(),
  confidence: Type.Integer(),
  progress: Type.Integer(),
  ownerUserId: Nullable(Uuid),
  ownerName: Nullable(Type.String()),
  metricSource: Nullable(MetricSourceSchema),
  metricTeamId: Nullable(Uuid),
  updatedAt: Timestamp,
});
export type KeyResult = Static<typeof KeyResultSchema>;

export const ObjectiveSchema = Type.Object({
  id: Uuid,
  title: Type.String(),
  level: Level,
  ownerUserId: Nullable(Uuid),
  ownerName: Nullable(Type.String()),
  teamId: Nullable(Uuid),
  parentId: Nullable(Uuid),
  periodStart: Day,
  periodEnd: Day,
  progress: Type.Integer(),
  status: Status,
  keyResults: Type.Array(KeyResultSchema),
});
export type Objective = Static<typeof ObjectiveSchema>;

export const CheckInSchema = Type.Object({
  id: Uuid,
  keyResultId: Uuid,
  keyResultTitle: Type.String(),
  objectiveId: Uuid,
  objectiveTitle: Type.String(),
  value: Type.Number(),
  confidence: Type.Integer(),
  comment: Type.String(),
  source: Type.Union([Type.Literal('manual'), Type.Literal('metric')]),
  authorName: Nullable(Type.String()),
  createdAt: Timestamp,
});
export type CheckIn = Static<typeof CheckInSchema>;

const objectiveFields = {
  title: Text(200, E.TITLE_REQUIRED),
  level: Level,
  ownerUserId: Type.Optional(Nullable(Uuid)),
  teamId: Type.Optional(Nullable(Uuid)),
  parentId: Type.Optional(Nullable(Uuid)),
  periodStart: Day,
  periodEnd: Day,
};
export const ObjectiveBody = Type.Object(objectiveFields, { additionalProperties: false, errorMessage: { required: { title: E.TITLE_REQUIRED } } });
const UpdateObjectiveBody = Type.Partial(Type.Object(objectiveFields), { additionalProperties: false });
const keyResultFields = {
  title: Text(200, E.TITLE_REQUIRED),
  startValue: Type.Number(),
  targetValue: Type.Number(),
  currentValue: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String({ maxLength: 20 })),
  confidence: Type.Optional(Confidence),
  ownerUserId: Type.Optional(Nullable(Uuid)),
  metricSource: Type.Optional(Nullable(MetricSourceSchema)),
  metricTeamId: Type.Optional(Nullable(Uuid)),
};
export const KeyResultBody = Type.Object(keyResultFields, { additionalProperties: false, errorMessage: { required: { title: E.TITLE_REQUIRED } } });
const UpdateKeyResultBody = Type.Partial(Type.Object(keyResultFields), { additionalProperties: false });
export const CheckInBody = Type.Object({ value: Type.Number(), confidence: Confidence, comment: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false });
const CheckInQuery = Type.Object({ keyResultId: Type.Optional(Uuid), limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }) }, { additionalProperties: false });

const objectiveNotFound = { status: 404 as const, text: E.OBJECTIVE_NOT_FOUND };
const krNotFound = { status: 404 as const, text: E.KEY_RESULT_NOT_FOUND };
const ownerOnly = { status: 403 as const, text: E.GOAL_OWNER_ONLY };
const metricErrors = [{ status: 422 as const, text: E.METRIC_UNAVAILABLE }, { status: 422 as const, text: E.METRIC_TEAM_REQUIRED }, { status: 422 as const, text: E.TARGET_EQUALS_START }];

/** Goals and OKRs: objectives aligned company -> team -> person, key results, check-ins. */
export const GoalEndpoints = {
  objectives: defineEndpoint({ method: 'GET', path: '/cadence/objectives', schema: { response: Type.Array(ObjectiveSchema) }, summary: "The account's objectives with their key results; linked metrics are refreshed first" }),
  createObjective: defineEndpoint({
    method: 'POST',
    path: '/cadence/objectives',
    status: 201,
    can: ['create', CadenceSubjects.objective],
    schema: { body: ObjectiveBody, response: ObjectiveSchema },
    errors: [{ status: 422, text: E.PERIOD_ORDER }, { status: 404, text: E.PARENT_NOT_FOUND }, { status: 422, text: E.PARENT_LEVEL }],
  }),
  updateObjective: defineEndpoint({ method: 'PATCH', path: '/cadence/objectives/:id', schema: { params: IdParams, body: UpdateObjectiveBody, response: ObjectiveSchema }, errors: [objectiveNotFound, ownerOnly, { status: 422, text: E.PARENT_LEVEL }] }),
  deleteObjective: defineEndpoint({ method: 'DELETE', path: '/cadence/objectives/:id', schema: { params: IdParams, response: Deleted }, errors: [objectiveNotFound, ownerOnly] }),
  createKeyResult: defineEndpoint({ method: 'POST', path: '/cadence/objectives/:id/key-results', status: 201, schema: { params: IdParams, body: KeyResultBody, response: KeyResultSchema }, errors: [objectiveNotFound, ownerOnly, ...metricErrors] }),
  updateKeyResult: defineEndpoint({ method: 'PATCH', path: '/cadence/key-results/:id', schema: { params: IdParams, body: UpdateKeyResultBody, response: KeyResultSchema }, errors: [krNotFound, ownerOnly, ...metricErrors] }),
  deleteKeyResult: defineEndpoint({ method: 'DELETE', path: '/cadence/key-results/:id', schema: { params: IdParams, response: Deleted }, errors: [krNotFound, ownerOnly] }),
  checkIn: defineEndpoint({ method: 'POST', path: '/cadence/key-results/:id/check-ins', status: 201, schema: { params: IdParams, body: CheckInBody, response: CheckInSchema }, errors: [krNotFound, ownerOnly] }),
  checkIns: defineEndpoint({ method: 'GET', path: '/cadence/check-ins', schema: { query: CheckInQuery, response: Type.Array(CheckInSchema) }, summary: 'Check-in history, newest first', errors: [krNotFound] }),
} as const;
