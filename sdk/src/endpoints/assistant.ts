import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { AccountActionItemSchema, AccountSessionSchema } from './account-data.js';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * The assistant (feature ai_survival_assistant, PRO and ENTERPRISE; spec/DECISIONS.md "AI-named
 * features"): deterministic, explainable answers over the account's own data, read from the
 * domains that are on through capabilities. Every answer says what it understood, shows its
 * numbers and the method, and links to the screen they come from.
 */
export const ASSISTANT_INTENTS = [
  'RUNWAY',
  'BURN',
  'CASH',
  'REVENUE',
  'GROWTH',
  'CHURN',
  'VELOCITY',
  'SPRINT_FORECAST',
  'OVERDUE_ACTION_ITEMS',
  'OPEN_ACTION_ITEMS',
  'TEAMS',
  'PRODUCTS',
  'SESSIONS',
] as const;
export type AssistantIntent = (typeof ASSISTANT_INTENTS)[number];

export const ASSISTANT_UNITS = ['days', 'months', 'cents', 'percent', 'points', 'count', 'sprints', 'date'] as const;
export const AssistantFigureSchema = Type.Object({
  /** What the number is (the screen words it: assistant.figures.<key>). */
  key: Type.String(),
  value: Nullable(Type.Union([Type.Number(), Type.String()])),
  unit: Type.Union(ASSISTANT_UNITS.map((unit) => Type.Literal(unit))),
});
export type AssistantFigure = Static<typeof AssistantFigureSchema>;

const Cell = Nullable(Type.Union([Type.String(), Type.Number()]));
export const AssistantTableSchema = Type.Object({
  /** Column keys (worded by the screen: assistant.columns.<key>). */
  columns: Type.Array(Type.String()),
  rows: Type.Array(Type.Record(Type.String(), Cell)),
});

export const AssistantAnswerSchema = Type.Object({
  question: Type.String(),
  /**
   * answered; not_understood (no rule matched: see examples); domain_off (the domain that holds
   * the answer is off for the account); no_data (the domain has nothing to count yet);
   * unknown_team (a team named that does not exist; the teams are listed).
   */
  status: Type.Union([Type.Literal('answered'), Type.Literal('not_understood'), Type.Literal('domain_off'), Type.Literal('no_data'), Type.Literal('unknown_team')]),
  understood: Nullable(
    Type.Object({
      intent: Type.Union(ASSISTANT_INTENTS.map((intent) => Type.Literal(intent))),
      /** The query in the grammar's canonical form, e.g. "VELOCITY team=Apollo sprints=3". */
      query: Type.String(),
      parameters: Type.Record(Type.String(), Nullable(Type.Union([Type.String(), Type.Number()]))),
    }),
  ),
  /** The domain whose capability answered (or would have). */
  domain: Nullable(Type.String()),
  figures: Type.Array(AssistantFigureSchema),
  table: Nullable(AssistantTableSchema),
  /** The screen the numbers come from. */
  link: Nullable(Type.String()),
  /** Questions it can answer (always sent; the screen shows them when it did not understand). */
  examples: Type.Array(Type.String()),
});
export type AssistantAnswer = Static<typeof AssistantAnswerSchema>;

/** `language`: the reader's interface language (examples and insight titles are written in it; else their profile's, else English). */
const LanguageField = Type.Optional(Type.String({ maxLength: 10 }));
export const AssistantQueryBody = Type.Object({ question: Type.String({ maxLength: 500 }), language: LanguageField }, { additionalProperties: false });
export const AssistantLanguageQuery = Type.Object({ language: LanguageField }, { additionalProperties: false });

export const AssistantGrammarSchema = Type.Object({
  intents: Type.Array(
    Type.Object({
      intent: Type.Union(ASSISTANT_INTENTS.map((intent) => Type.Literal(intent))),
      domain: Type.String(),
      /** Whether that domain is on for the account. */
      enabled: Type.Boolean(),
      /** The words that select it and the parameters it takes, as documented. */
      pattern: Type.String(),
      examples: Type.Array(Type.String()),
      link: Type.String(),
    }),
  ),
});
export type AssistantGrammar = Static<typeof AssistantGrammarSchema>;

export const SprintForecastSchema = Type.Object({
  teamId: Type.String(),
  teamName: Type.String(),
  sprintsCounted: Type.Integer(),
  averageCommittedPoints: Type.Number(),
  averageCompletedPoints: Type.Number(),
  /** Completed over committed across the counted sprints, in percent; null without sprints. */
  completionRatePct: Nullable(Type.Number()),
  openPoints: Nullable(Type.Number()),
  /** Open points over the average completed points, rounded up; null when nothing is completed yet. */
  sprintsToFinishOpenWork: Nullable(Type.Integer()),
  /** likely (>= 85 %), at_risk (>= 60 %), unlikely, unknown (no finished sprint). */
  outlook: Type.Union([Type.Literal('likely'), Type.Literal('at_risk'), Type.Literal('unlikely'), Type.Literal('unknown')]),
});
export type SprintForecast = Static<typeof SprintForecastSchema>;

export const RunwayForecastSchema = Type.Object({
  asOf: Type.String(),
  cashOnHandCents: Nullable(Type.Number()),
  monthlyNetBurnCents: Nullable(Type.Number()),
  runwayDays: Nullable(Type.Number()),
  runwayMonths: Nullable(Type.Number()),
  /** asOf plus runwayDays. */
  runOutDate: Nullable(Type.String()),
  /** Month-end runway of the last six months, oldest first. */
  history: Type.Array(Type.Object({ month: Type.String(), runwayDays: Nullable(Type.Number()) })),
  /** Change of runway per month over that history (least squares), in days; null with under two known months. */
  trendDaysPerMonth: Nullable(Type.Number()),
  /** The runway expected in three months if the trend holds; null without a trend. */
  projectedRunwayDaysIn3Months: Nullable(Type.Number()),
});
export type RunwayForecast = Static<typeof RunwayForecastSchema>;

export const PredictiveViewSchema = Type.Object({
  runway: Type.Object({ enabled: Type.Boolean(), forecast: Nullable(RunwayForecastSchema) }),
  sprints: Type.Object({ enabled: Type.Boolean(), teams: Type.Array(SprintForecastSchema) }),
});
export type PredictiveView = Static<typeof PredictiveViewSchema>;

export const AssistantInsightSchema = Type.Object({
  id: Nullable(Type.String()),
  rule: Type.String(),
  severity: Type.Union([Type.Literal('INFO'), Type.Literal('WARNING'), Type.Literal('CRITICAL')]),
  title: Type.String(),
  body: Type.String(),
  numbers: Type.Record(Type.String(), Nullable(Type.Union([Type.Number(), Type.String()]))),
  link: Nullable(Type.String()),
  createdAt: Nullable(Type.String()),
});
export const AssistantInsightsSchema = Type.Object({ enabled: Type.Boolean(), current: Type.Array(AssistantInsightSchema), saved: Type.Array(AssistantInsightSchema) });
export type AssistantInsights = Static<typeof AssistantInsightsSchema>;

export const OneOnOneSummarySchema = Type.Object({
  id: Type.String(),
  managerName: Type.String(),
  reportName: Type.String(),
  meetingsHeld: Type.Integer(),
  lastHeldAt: Nullable(Type.String()),
  nextScheduledAt: Nullable(Type.String()),
  lastSharedNotes: Type.String(),
  openActionItems: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), ownerName: Type.String(), dueDate: Nullable(Type.String()) })),
  path: Type.String(),
});
export const MeetingsViewSchema = Type.Object({
  sessions: Type.Object({ enabled: Type.Boolean(), items: Type.Array(AccountSessionSchema) }),
  actionItems: Type.Object({ enabled: Type.Boolean(), items: Type.Array(AccountActionItemSchema) }),
  oneOnOnes: Type.Object({ enabled: Type.Boolean(), items: Type.Array(OneOnOneSummarySchema) }),
});
export type MeetingsView = Static<typeof MeetingsViewSchema>;

const A = '/assistant';
export const AssistantEndpoints = {
  query: defineEndpoint({
    method: 'POST',
    path: `${A}/query`,
    schema: { body: AssistantQueryBody, response: AssistantAnswerSchema },
    summary: "Ask a question about the account's own data (the documented grammar; no language model)",
  }),
  grammar: defineEndpoint({ method: 'GET', path: `${A}/grammar`, schema: { query: AssistantLanguageQuery, response: AssistantGrammarSchema }, summary: 'The questions the assistant understands, by domain (examples in the language asked)' }),
  predictive: defineEndpoint({ method: 'GET', path: `${A}/predictive`, schema: { response: PredictiveViewSchema }, summary: 'Sprint completion and runway forecasts, with their inputs' }),
  insights: defineEndpoint({ method: 'GET', path: `${A}/insights`, schema: { query: AssistantLanguageQuery, response: AssistantInsightsSchema }, summary: "The business-intelligence insights of the account's figures (this month's worded in the language asked)" }),
  meetings: defineEndpoint({ method: 'GET', path: `${A}/meetings`, schema: { response: MeetingsViewSchema }, summary: 'Summaries and open action items of poker, retro and one-on-one meetings' }),
} as const;
