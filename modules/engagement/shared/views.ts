import { Type, type Static } from '@suite/sdk/schemas';
import { EVENT_CATEGORIES, RESPONSE_STATUSES, WIDGET_STATUSES, WidgetConfigurationSchema, literals as lit } from './widget.js';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const WidgetViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  name: Type.String(),
  status: lit(WIDGET_STATUSES),
  createdBy: Nullable(Type.String()),
  configuration: WidgetConfigurationSchema,
  /** The site the widget runs on (an origin like https://www.example.com): heatmaps show its pages. */
  siteUrl: Nullable(Type.String()),
  /** The key's last characters; the key itself is shown once, on creation and rotation. */
  apiKeyPreview: Type.String(),
  apiKey: Type.Optional(Type.String()),
  lastEventAt: Nullable(Type.String()),
  responses: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type WidgetView = Static<typeof WidgetViewSchema>;

export const InstallationSchema = Type.Object({ installed: Type.Boolean(), lastEventAt: Nullable(Type.String()), windowMinutes: Type.Integer() });
export type Installation = Static<typeof InstallationSchema>;

export const SentimentSchema = Type.Object({
  score: Type.Number(),
  label: lit(['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const),
  terms: Type.Array(Type.Object({ term: Type.String(), weight: Type.Number() })),
});

export const AnswerSchema = Type.Object({ questionId: Type.String({ maxLength: 64 }), answer: Type.Unknown() }, { additionalProperties: false });

export const ResponseViewSchema = Type.Object({
  id: Type.String(),
  widgetId: Type.String(),
  widgetName: Type.String(),
  answers: Type.Array(Type.Object({ questionId: Type.String(), question: Type.String(), type: Type.String(), answer: Type.Unknown() })),
  comment: Nullable(Type.String()),
  sentiment: SentimentSchema,
  themes: Type.Array(Type.String()),
  nps: Nullable(Type.Integer()),
  status: lit(RESPONSE_STATUSES),
  tags: Type.Array(Type.String()),
  path: Nullable(Type.String()),
  device: Nullable(Type.String()),
  visitorEmail: Nullable(Type.String()),
  /** The identified visitor's MRR (USD cents) when their e-mail matches a revenue integration's customer, else null. */
  mrrCents: Nullable(Type.Integer()),
  backlogItemId: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ResponseView = Static<typeof ResponseViewSchema>;

/**
 * Revenue at risk among the listed answers: identified visitors matched to a paying customer whose
 * latest NPS answer is a detractor's (1-6), counted once each with their MRR. Null without a
 * revenue integration matching any identified visitor.
 */
export const RevenueAtRiskSchema = Type.Object({ detractors: Type.Integer(), mrrCents: Type.Integer(), currency: Type.Literal('USD') });
export type RevenueAtRisk = Static<typeof RevenueAtRiskSchema>;
export const ResponseListSchema = Type.Object({ items: Type.Array(ResponseViewSchema), total: Type.Integer(), revenueAtRisk: Nullable(RevenueAtRiskSchema) });

export const IngestResultSchema = Type.Object({
  accepted: Type.Integer(),
  duplicates: Type.Integer(),
  /** Events refused, by their place in the batch, with the reason; the others were kept. */
  refused: Type.Array(Type.Object({ index: Type.Integer(), id: Nullable(Type.String()), error: Type.String() })),
});
export type IngestResult = Static<typeof IngestResultSchema>;

export const SubmitResultSchema = Type.Object({ id: Type.String(), duplicate: Type.Boolean(), thankYouMessage: Nullable(Type.String()) });

export const PublicWidgetSchema = Type.Object({
  widgetId: Type.String(),
  /** The visitor's country from a trusted proxy's header (ENGAGEMENT_COUNTRY_HEADER), else null. */
  country: Nullable(Type.String()),
  configuration: Type.Object({
    appearance: Type.Unknown(),
    triggers: Type.Unknown(),
    frequency: Type.Unknown(),
    targeting: Type.Unknown(),
    content: Type.Unknown(),
  }),
});
export type PublicWidget = Static<typeof PublicWidgetSchema>;

const FigureSet = {
  responses: Type.Integer(),
  nps: Nullable(Type.Integer()),
  csat: Nullable(Type.Number()),
};
export const AnalyticsSchema = Type.Object({
  totals: Type.Object({
    ...FigureSet,
    views: Type.Integer(),
    responseRate: Nullable(Type.Number()),
    promoters: Type.Integer(),
    passives: Type.Integer(),
    detractors: Type.Integer(),
    comments: Type.Integer(),
  }),
  trend: Type.Array(Type.Object({ period: Type.String(), ...FigureSet })),
  groups: Type.Array(Type.Object({ key: Type.String(), label: Type.String(), ...FigureSet })),
  options: Type.Array(Type.Object({ questionId: Type.String(), value: Type.String(), count: Type.Integer() })),
});
export type Analytics = Static<typeof AnalyticsSchema>;

export const HeatmapSchema = Type.Object({
  path: Type.String(),
  clicks: Type.Integer(),
  /** Click density: x in per mille of the page width, y in pixels from the page top (20 px cells). */
  points: Type.Array(Type.Object({ x: Type.Integer(), y: Type.Integer(), count: Type.Integer() })),
  elements: Type.Array(Type.Object({ selector: Type.String(), clicks: Type.Integer() })),
  paths: Type.Array(Type.Object({ path: Type.String(), clicks: Type.Integer() })),
  /** The site addresses of the account's widgets (active first, then the latest edited): the page is framed from one. */
  sites: Type.Array(Type.String()),
});
export type Heatmap = Static<typeof HeatmapSchema>;

export const FlowStepSchema = Type.Object({ id: Type.Optional(Type.String({ maxLength: 64 })), order: Type.Integer({ minimum: 0, maximum: 1000 }), url: Type.Optional(Type.String({ maxLength: 500 })) }, { additionalProperties: false });
export const ConversionFlowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  steps: Type.Array(Type.Object({ id: Type.String(), order: Type.Integer(), url: Type.String() })),
  goals: Type.Array(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ConversionFlow = Static<typeof ConversionFlowSchema>;

export const FunnelSchema = Type.Object({
  entered: Type.Integer(),
  converted: Type.Integer(),
  conversionRate: Nullable(Type.Number()),
  steps: Type.Array(
    Type.Object({ order: Type.Integer(), url: Type.String(), reached: Type.Integer(), dropOff: Type.Integer(), dropOffRate: Nullable(Type.Number()), medianSecondsFromPrevious: Nullable(Type.Number()) }),
  ),
});

export const SentimentOverviewSchema = Type.Object({
  distribution: Type.Object({ POSITIVE: Type.Integer(), NEUTRAL: Type.Integer(), NEGATIVE: Type.Integer() }),
  themes: Type.Array(Type.Object({ theme: Type.String(), mentions: Type.Integer(), positive: Type.Integer(), negative: Type.Integer(), trend: Type.Array(Type.Object({ period: Type.String(), mentions: Type.Integer() })) })),
  terms: Type.Array(Type.Object({ term: Type.String(), weight: Type.Number(), count: Type.Integer() })),
});
export type SentimentOverview = Static<typeof SentimentOverviewSchema>;

export const CohortsSchema = Type.Object({
  rows: Type.Array(Type.Object({ week: Type.String(), visitors: Type.Integer(), retained: Type.Array(Type.Integer()), rates: Type.Array(Type.Number()) })),
});

export const CustomerHealthSchema = Type.Object({
  customers: Type.Array(
    Type.Object({
      customer: Type.String(),
      score: Type.Integer(),
      status: lit(['healthy', 'warning', 'critical'] as const),
      reasons: Type.Array(Type.String()),
      recentSessions: Type.Integer(),
      previousSessions: Type.Integer(),
      nps: Nullable(Type.Integer()),
      sentiment: Nullable(Type.Number()),
    }),
  ),
});
export type CustomerHealth = Static<typeof CustomerHealthSchema>;

export { EVENT_CATEGORIES };
