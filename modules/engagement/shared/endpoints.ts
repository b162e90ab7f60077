import { defineEndpoint } from '@suite/sdk';
import { Type } from '@suite/sdk/schemas';
import { EngagementErrors } from './errors/engagement-errors.js';
import { FLOW_SUBJECT, RESPONSE_SUBJECT, WIDGET_SUBJECT } from './permissions.js';
import {
  AnalyticsSchema,
  AnswerSchema,
  CohortsSchema,
  ConversionFlowSchema,
  CustomerHealthSchema,
  FlowStepSchema,
  FunnelSchema,
  HeatmapSchema,
  IngestResultSchema,
  InstallationSchema,
  PublicWidgetSchema,
  ResponseListSchema,
  ResponseViewSchema,
  SentimentOverviewSchema,
  SubmitResultSchema,
  WidgetViewSchema,
} from './views.js';
import { RESPONSE_STATUSES, WidgetConfigurationInputSchema, literals as lit } from './widget.js';

const BASE = '/customer-engagement';
const uuid = () => Type.String({ format: 'uuid' });
const IdParams = Type.Object({ id: uuid() });
const AccountQuery = { accountId: Type.Optional(uuid()) };
const Range = { from: Type.Optional(Type.String({ format: 'date-time' })), to: Type.Optional(Type.String({ format: 'date-time' })) };

/** Name and title are optional in the schema so that the service answers section 5's texts. */
/** The widget's site: an http(s) origin; null or '' removes it. */
const SiteUrl = Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()]));
const WidgetBody = Type.Object(
  { accountId: Type.Optional(uuid()), name: Type.Optional(Type.String({ maxLength: 120 })), siteUrl: SiteUrl, configuration: Type.Optional(WidgetConfigurationInputSchema) },
  { additionalProperties: false },
);
const WidgetPatch = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 120 })), siteUrl: SiteUrl, configuration: Type.Optional(WidgetConfigurationInputSchema) },
  { additionalProperties: false },
);
const WidgetErrors = [
  { status: 400 as const, text: EngagementErrors.WIDGET_NAME_REQUIRED },
  { status: 400 as const, text: EngagementErrors.SITE_URL_INVALID },
  { status: 404 as const, text: EngagementErrors.WIDGET_NOT_FOUND },
];

/**
 * Ingestion bodies: the key travels in the body (sendBeacon cannot set headers). Events are
 * judged one by one in the service, so one bad event does not lose the others.
 */
const IngestBody = Type.Object(
  { apiKey: Type.Optional(Type.String({ maxLength: 200 })), events: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 50 })) },
  { additionalProperties: true },
);
const IngestErrors = [
  { status: 400 as const, text: EngagementErrors.API_KEY_TOO_SHORT },
  { status: 401 as const, text: EngagementErrors.API_KEY_INVALID },
  { status: 403 as const, text: EngagementErrors.WIDGET_NOT_ACTIVE },
  { status: 429 as const, text: EngagementErrors.TOO_MANY_EVENTS },
];

const FlowBody = Type.Object(
  {
    accountId: Type.Optional(uuid()),
    name: Type.Optional(Type.String({ maxLength: 120 })),
    steps: Type.Array(FlowStepSchema, { maxItems: 20 }),
    goals: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
);

export const ResponseListQuery = Type.Object({
  ...AccountQuery,
  ...Range,
  widgetId: Type.Optional(uuid()),
  status: Type.Optional(lit(RESPONSE_STATUSES)),
  sentiment: Type.Optional(lit(['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const)),
  tag: Type.Optional(Type.String({ maxLength: 40 })),
  search: Type.Optional(Type.String({ maxLength: 200 })),
  /** One response (the hub's link from a backlog item). */
  id: Type.Optional(uuid()),
  /** recent: newest first; revenue: answers of paying customers first, highest MRR first. */
  sort: Type.Optional(lit(['recent', 'revenue'] as const)),
  limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
  offset: Type.Integer({ minimum: 0, default: 0 }),
});

export const EngagementEndpoints = {
  listWidgets: defineEndpoint({ method: 'GET', path: `${BASE}/feedback/widgets`, schema: { query: Type.Object(AccountQuery), response: Type.Array(WidgetViewSchema) }, summary: "The account's feedback widgets" }),
  getWidget: defineEndpoint({ method: 'GET', path: `${BASE}/feedback/widgets/:id`, schema: { params: IdParams, response: WidgetViewSchema }, errors: WidgetErrors }),
  createWidget: defineEndpoint({ method: 'POST', path: `${BASE}/feedback/widgets`, status: 201, can: ['create', WIDGET_SUBJECT], schema: { body: WidgetBody, response: WidgetViewSchema }, errors: WidgetErrors, summary: 'Create a widget (its API key is in this answer only)' }),
  updateWidget: defineEndpoint({ method: 'PATCH', path: `${BASE}/feedback/widgets/:id`, can: ['update', WIDGET_SUBJECT], schema: { params: IdParams, body: WidgetPatch, response: WidgetViewSchema }, errors: WidgetErrors }),
  deleteWidget: defineEndpoint({ method: 'DELETE', path: `${BASE}/feedback/widgets/:id`, can: ['delete', WIDGET_SUBJECT], schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: WidgetErrors }),
  activateWidget: defineEndpoint({ method: 'POST', path: `${BASE}/feedback/widgets/:id/activate`, can: ['update', WIDGET_SUBJECT], schema: { params: IdParams, response: WidgetViewSchema }, errors: WidgetErrors }),
  deactivateWidget: defineEndpoint({ method: 'POST', path: `${BASE}/feedback/widgets/:id/deactivate`, can: ['update', WIDGET_SUBJECT], schema: { params: IdParams, response: WidgetViewSchema }, errors: WidgetErrors }),
  rotateWidgetKey: defineEndpoint({ method: 'POST', path: `${BASE}/feedback/widgets/:id/rotate-key`, can: ['update', WIDGET_SUBJECT], schema: { params: IdParams, response: WidgetViewSchema }, errors: WidgetErrors, summary: 'A new API key, shown once; the old one stops working' }),
  widgetInstallation: defineEndpoint({ method: 'GET', path: `${BASE}/feedback/widgets/:id/installation`, schema: { params: IdParams, response: InstallationSchema }, errors: WidgetErrors, summary: 'Installed when the widget sent an event in the last 15 minutes' }),

  // Public ingestion, keyed by the widget's API key, callable from any site.
  publicWidget: defineEndpoint({ method: 'GET', path: `${BASE}/widget-config`, public: true, cors: true, schema: { query: Type.Object({ key: Type.Optional(Type.String({ maxLength: 200 })) }), response: PublicWidgetSchema }, errors: IngestErrors, summary: "The loader's view of a widget" }),
  feedbackEvents: defineEndpoint({ method: 'POST', path: `${BASE}/feedback/events`, public: true, cors: true, status: 202, schema: { body: IngestBody, response: IngestResultSchema }, errors: IngestErrors, summary: 'Feedback events, one or a batch' }),
  sessionEvents: defineEndpoint({ method: 'POST', path: `${BASE}/session-events`, public: true, cors: true, status: 202, schema: { body: IngestBody, response: IngestResultSchema }, errors: IngestErrors, summary: 'Page views and clicks, one or a batch' }),
  submitResponse: defineEndpoint({
    method: 'POST',
    path: `${BASE}/feedback/responses`,
    public: true,
    cors: true,
    status: 201,
    schema: {
      body: Type.Object(
        {
          apiKey: Type.Optional(Type.String({ maxLength: 200 })),
          widgetId: Type.Optional(Type.String({ maxLength: 64 })),
          id: Type.Optional(uuid()),
          responses: Type.Array(AnswerSchema, { maxItems: 30 }),
          comment: Type.Optional(Type.String({ maxLength: 5000 })),
          metadata: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
        },
        { additionalProperties: false },
      ),
      response: SubmitResultSchema,
    },
    errors: [...IngestErrors, { status: 404, text: EngagementErrors.WIDGET_NOT_FOUND }],
    summary: "A visitor's answers",
  }),

  // The feedback hub.
  listResponses: defineEndpoint({ method: 'GET', path: `${BASE}/feedback/responses`, schema: { query: ResponseListQuery, response: ResponseListSchema } }),
  exportResponses: defineEndpoint({ method: 'GET', path: `${BASE}/feedback/responses/export`, file: true, schema: { query: Type.Object({ ...AccountQuery, ...Range }) }, summary: 'Every response as CSV' }),
  updateResponse: defineEndpoint({
    method: 'PATCH',
    path: `${BASE}/feedback/responses/:id`,
    can: ['update', RESPONSE_SUBJECT],
    schema: { params: IdParams, body: Type.Object({ status: Type.Optional(lit(RESPONSE_STATUSES)), tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 20 })) }, { additionalProperties: false }), response: ResponseViewSchema },
    errors: [{ status: 404, text: EngagementErrors.RESPONSE_NOT_FOUND }],
  }),
  responseToBacklog: defineEndpoint({
    method: 'POST',
    path: `${BASE}/feedback/responses/:id/backlog`,
    can: ['update', RESPONSE_SUBJECT],
    schema: { params: IdParams, response: ResponseViewSchema },
    errors: [{ status: 404, text: EngagementErrors.RESPONSE_NOT_FOUND }, { status: 422, text: EngagementErrors.BACKLOG_UNAVAILABLE }],
    summary: 'Turn a response into a backlog item (agile BACKLOG capability)',
  }),

  // Analytics on the one event stream.
  analytics: defineEndpoint({
    method: 'GET',
    path: `${BASE}/feedback/analytics`,
    schema: {
      query: Type.Object({
        ...AccountQuery,
        ...Range,
        granularity: Type.Union([Type.Literal('day'), Type.Literal('week'), Type.Literal('month')], { default: 'day' }),
        groupBy: Type.Union([Type.Literal('widget'), Type.Literal('question'), Type.Literal('path'), Type.Literal('device')], { default: 'widget' }),
      }),
      response: AnalyticsSchema,
    },
  }),
  heatmap: defineEndpoint({ method: 'GET', path: `${BASE}/heatmaps`, schema: { query: Type.Object({ ...AccountQuery, ...Range, path: Type.Optional(Type.String({ maxLength: 500 })) }), response: HeatmapSchema } }),
  listFlows: defineEndpoint({ method: 'GET', path: `${BASE}/conversion-flows`, schema: { query: Type.Object(AccountQuery), response: Type.Array(ConversionFlowSchema) } }),
  createFlow: defineEndpoint({ method: 'POST', path: `${BASE}/conversion-flows`, status: 201, can: ['create', FLOW_SUBJECT], schema: { body: FlowBody, response: ConversionFlowSchema }, errors: [{ status: 400, text: EngagementErrors.FLOW_NAME_REQUIRED }] }),
  updateFlow: defineEndpoint({ method: 'PATCH', path: `${BASE}/conversion-flows/:id`, can: ['update', FLOW_SUBJECT], schema: { params: IdParams, body: FlowBody, response: ConversionFlowSchema }, errors: [{ status: 404, text: EngagementErrors.FLOW_NOT_FOUND }] }),
  deleteFlow: defineEndpoint({ method: 'DELETE', path: `${BASE}/conversion-flows/:id`, can: ['delete', FLOW_SUBJECT], schema: { params: IdParams, response: Type.Object({ deleted: Type.Boolean() }) }, errors: [{ status: 404, text: EngagementErrors.FLOW_NOT_FOUND }] }),
  flowFunnel: defineEndpoint({ method: 'GET', path: `${BASE}/conversion-flows/:id/funnel`, schema: { params: IdParams, query: Type.Object(Range), response: FunnelSchema }, errors: [{ status: 404, text: EngagementErrors.FLOW_NOT_FOUND }] }),
  sentiment: defineEndpoint({ method: 'GET', path: `${BASE}/sentiment`, schema: { query: Type.Object({ ...AccountQuery, ...Range }), response: SentimentOverviewSchema } }),
  cohorts: defineEndpoint({ method: 'GET', path: `${BASE}/cohorts`, schema: { query: Type.Object({ ...AccountQuery, weeks: Type.Integer({ minimum: 1, maximum: 26, default: 8 }) }), response: CohortsSchema } }),
  customerHealth: defineEndpoint({ method: 'GET', path: `${BASE}/customer-health`, schema: { query: Type.Object(AccountQuery), response: CustomerHealthSchema } }),
} as const;
