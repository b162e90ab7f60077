import { defineEndpoint } from '@suite/sdk';
import { Type, type Static } from '@suite/sdk/schemas';
import { CadenceErrors as E } from './errors.js';
import { GOAL_STATUSES, MetricSourceSchema } from './goal-endpoints.js';
import { CadenceSubjects } from './permissions.js';
import { PULSE_MIN_RESPONSES } from './rules.js';
import { Day, Deleted, IdParams, Nullable, Text, Timestamp, Uuid } from './schema-parts.js';

const Direction = Type.Union([Type.Literal('at_least'), Type.Literal('at_most')]);
const WeekStatus = Type.Union([Type.Literal('green'), Type.Literal('red'), Type.Literal('missing')]);

export const MeasurableSchema = Type.Object({
  id: Uuid,
  name: Type.String(),
  ownerUserId: Nullable(Uuid),
  ownerName: Nullable(Type.String()),
  teamId: Nullable(Uuid),
  target: Type.Number(),
  direction: Direction,
  unit: Type.String(),
  metricSource: Nullable(MetricSourceSchema),
  metricTeamId: Nullable(Uuid),
  /** One per week of the scorecard, oldest first. */
  weeks: Type.Array(Type.Object({ week: Day, value: Nullable(Type.Number()), status: WeekStatus })),
  onTarget: Nullable(Type.Integer()),
});
export type Measurable = Static<typeof MeasurableSchema>;
export const ScorecardSchema = Type.Object({ weeks: Type.Array(Day), measurables: Type.Array(MeasurableSchema) });
export type Scorecard = Static<typeof ScorecardSchema>;

const measurableFields = {
  name: Text(120, E.TITLE_REQUIRED),
  ownerUserId: Type.Optional(Nullable(Uuid)),
  teamId: Type.Optional(Nullable(Uuid)),
  target: Type.Number(),
  direction: Direction,
  unit: Type.Optional(Type.String({ maxLength: 20 })),
  metricSource: Type.Optional(Nullable(MetricSourceSchema)),
  metricTeamId: Type.Optional(Nullable(Uuid)),
};
const MeasurableBody = Type.Object(measurableFields, { additionalProperties: false, errorMessage: { required: { name: E.TITLE_REQUIRED } } });
const UpdateMeasurableBody = Type.Partial(Type.Object(measurableFields), { additionalProperties: false });
const EntryParams = Type.Object({ id: Uuid, week: Type.String({ maxLength: 10 }) });
const EntryBody = Type.Object({ value: Nullable(Type.Number()) }, { additionalProperties: false });
const TeamQuery = Type.Object({ teamId: Type.Optional(Uuid) }, { additionalProperties: false });

export const PulseQuestionSchema = Type.Object({ id: Type.String(), text: Type.String() });
export const PulseSurveySchema = Type.Object({
  id: Uuid,
  title: Type.String(),
  questions: Type.Array(PulseQuestionSchema),
  cadenceDays: Type.Integer(),
  round: Day,
  closed: Type.Boolean(),
  answeredThisRound: Type.Boolean(),
  responsesThisRound: Type.Integer(),
});
export type PulseSurvey = Static<typeof PulseSurveySchema>;
const TrendPoint = Type.Object({ round: Day, responses: Type.Integer(), average: Nullable(Type.Number()), hidden: Type.Boolean() });
export const PulseResultsSchema = Type.Object({
  surveyId: Uuid,
  round: Day,
  teamId: Nullable(Uuid),
  responses: Type.Integer(),
  average: Nullable(Type.Number()),
  questions: Type.Array(Type.Object({ id: Type.String(), text: Type.String(), average: Nullable(Type.Number()) })),
  /** Comments in a fixed order (by text), so that no order gives away who wrote them. */
  comments: Type.Array(Type.String()),
  trend: Type.Array(TrendPoint),
  teams: Type.Array(Type.Object({ teamId: Uuid, name: Type.String(), trend: Type.Array(TrendPoint) })),
});
export type PulseResults = Static<typeof PulseResultsSchema>;
const SurveyBody = Type.Object(
  { title: Text(120, E.TITLE_REQUIRED), questions: Type.Array(Text(300), { minItems: 1, maxItems: 10, errorMessage: { minItems: E.QUESTIONS_REQUIRED } }), cadenceDays: Type.Integer({ minimum: 7, maximum: 90 }) },
  { additionalProperties: false, errorMessage: { required: { title: E.TITLE_REQUIRED } } },
);
const AnswerBody = Type.Object({ scores: Type.Record(Type.String({ maxLength: 40 }), Type.Integer()), comment: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false });
const ResultsQuery = Type.Object({ round: Type.Optional(Day), teamId: Type.Optional(Uuid) }, { additionalProperties: false });

const SyncItem = Type.Object({ text: Type.String({ minLength: 1, maxLength: 300 }), done: Type.Boolean(), ownerUserId: Type.Optional(Nullable(Uuid)) }, { additionalProperties: false });
export const WeeklySyncSchema = Type.Object({
  teamId: Uuid,
  teamName: Type.String(),
  week: Day,
  notes: Type.String(),
  issues: Type.Array(SyncItem),
  todos: Type.Array(SyncItem),
  scorecard: Type.Array(Type.Object({ measurableId: Uuid, name: Type.String(), value: Nullable(Type.Number()), target: Type.Number(), unit: Type.String(), status: WeekStatus })),
  goals: Type.Array(Type.Object({ objectiveId: Uuid, title: Type.String(), progress: Type.Integer(), status: Type.Union(GOAL_STATUSES.map((status) => Type.Literal(status))) })),
  openTodosFromLastWeek: Type.Array(SyncItem),
  updatedAt: Nullable(Timestamp),
});
export type WeeklySync = Static<typeof WeeklySyncSchema>;
const SyncParams = Type.Object({ teamId: Uuid, week: Type.String({ maxLength: 10 }) });
const SyncBody = Type.Object({ notes: Type.String({ maxLength: 50_000 }), issues: Type.Array(SyncItem, { maxItems: 100 }), todos: Type.Array(SyncItem, { maxItems: 100 }) }, { additionalProperties: false });

export const HealthFigureSchema = Type.Object({
  key: Type.Union([Type.Literal('pulse'), Type.Literal('oneOnOneRegularity'), Type.Literal('goalProgress'), Type.Literal('sprintCompletion'), Type.Literal('retroSentiment')]),
  value: Nullable(Type.Number()),
  /** Why a figure is missing ('hidden' below the pulse threshold, 'none' without data, 'unavailable' when the domain is off). */
  missing: Nullable(Type.Union([Type.Literal('hidden'), Type.Literal('none'), Type.Literal('unavailable')])),
  /** Where the figure comes from, for the sentence the screen writes (health.source.<key>): counts, names, the round. */
  basis: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
});
export type HealthFigure = Static<typeof HealthFigureSchema>;
export const TeamHealthSchema = Type.Array(Type.Object({ teamId: Uuid, name: Type.String(), people: Type.Integer(), figures: Type.Array(HealthFigureSchema) }));
export type TeamHealth = Static<typeof TeamHealthSchema>;

const people = ['read', 'UsersTeams'] as const;

/** Scorecards, pulse checks, weekly syncs and team health. */
export const TeamEndpoints = {
  scorecard: defineEndpoint({ method: 'GET', path: '/cadence/scorecard', can: people, schema: { query: TeamQuery, response: ScorecardSchema }, summary: 'Measurables with 13 weeks, red/green against target' }),
  createMeasurable: defineEndpoint({ method: 'POST', path: '/cadence/measurables', status: 201, can: ['create', CadenceSubjects.measurable], schema: { body: MeasurableBody, response: MeasurableSchema }, errors: [{ status: 422, text: E.METRIC_UNAVAILABLE }] }),
  updateMeasurable: defineEndpoint({ method: 'PATCH', path: '/cadence/measurables/:id', schema: { params: IdParams, body: UpdateMeasurableBody, response: MeasurableSchema }, errors: [{ status: 404, text: E.MEASURABLE_NOT_FOUND }, { status: 403, text: E.GOAL_OWNER_ONLY }] }),
  deleteMeasurable: defineEndpoint({ method: 'DELETE', path: '/cadence/measurables/:id', schema: { params: IdParams, response: Deleted }, errors: [{ status: 404, text: E.MEASURABLE_NOT_FOUND }, { status: 403, text: E.GOAL_OWNER_ONLY }] }),
  recordEntry: defineEndpoint({
    method: 'PUT',
    path: '/cadence/measurables/:id/entries/:week',
    schema: { params: EntryParams, body: EntryBody, response: MeasurableSchema },
    errors: [{ status: 404, text: E.MEASURABLE_NOT_FOUND }, { status: 403, text: E.GOAL_OWNER_ONLY }, { status: 400, text: E.WEEK_NOT_MONDAY }],
  }),

  surveys: defineEndpoint({ method: 'GET', path: '/cadence/pulse-surveys', schema: { response: Type.Array(PulseSurveySchema) } }),
  createSurvey: defineEndpoint({ method: 'POST', path: '/cadence/pulse-surveys', status: 201, can: ['create', CadenceSubjects.pulseSurvey], schema: { body: SurveyBody, response: PulseSurveySchema } }),
  closeSurvey: defineEndpoint({ method: 'POST', path: '/cadence/pulse-surveys/:id/close', can: ['update', CadenceSubjects.pulseSurvey], schema: { params: IdParams, response: PulseSurveySchema }, errors: [{ status: 404, text: E.SURVEY_NOT_FOUND }] }),
  answer: defineEndpoint({
    method: 'POST',
    path: '/cadence/pulse-surveys/:id/responses',
    status: 201,
    can: ['participate', CadenceSubjects.pulseSurvey],
    schema: { params: IdParams, body: AnswerBody, response: PulseSurveySchema },
    summary: 'Answer anonymously: the answer keeps no trace of who gave it',
    errors: [{ status: 404, text: E.SURVEY_NOT_FOUND }, { status: 409, text: E.ALREADY_ANSWERED }, { status: 409, text: E.SURVEY_CLOSED }, { status: 422, text: E.SCORES_INCOMPLETE }],
  }),
  results: defineEndpoint({
    method: 'GET',
    path: '/cadence/pulse-surveys/:id/results',
    schema: { params: IdParams, query: ResultsQuery, response: PulseResultsSchema },
    errors: [{ status: 404, text: E.SURVEY_NOT_FOUND }, { status: 403, text: E.pulseHidden(PULSE_MIN_RESPONSES) }, { status: 403, text: E.pulseFilterRefused(PULSE_MIN_RESPONSES) }],
  }),

  weeklySync: defineEndpoint({ method: 'GET', path: '/cadence/weekly-syncs/:teamId/:week', can: people, schema: { params: SyncParams, response: WeeklySyncSchema }, errors: [{ status: 404, text: E.SYNC_TEAM_NOT_FOUND }, { status: 400, text: E.WEEK_NOT_MONDAY }] }),
  saveWeeklySync: defineEndpoint({ method: 'PUT', path: '/cadence/weekly-syncs/:teamId/:week', can: ['update', 'UsersTeams'], schema: { params: SyncParams, body: SyncBody, response: WeeklySyncSchema }, errors: [{ status: 404, text: E.SYNC_TEAM_NOT_FOUND }, { status: 400, text: E.WEEK_NOT_MONDAY }] }),

  teamHealth: defineEndpoint({ method: 'GET', path: '/cadence/team-health', can: people, schema: { response: TeamHealthSchema }, summary: 'Per team: pulse, 1:1 regularity, goal progress and sprint completion, each with its source' }),
} as const;
