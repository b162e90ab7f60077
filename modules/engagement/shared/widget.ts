import type { SchemaOptions, TLiteral, TUnion } from '@sinclair/typebox';
import { Type, type Static } from '@suite/sdk/schemas';
import { EngagementErrors } from './errors/engagement-errors.js';

/** A union of string literals that keeps each literal's type ('ACTIVE' | 'INACTIVE', not string). */
export function literals<const T extends readonly string[]>(values: T, options?: SchemaOptions): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> {
  return Type.Union(values.map((v) => Type.Literal(v)), options) as never;
}

/** Widget states (section 4): only ACTIVE widgets accept anything. */
export const WIDGET_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type WidgetStatus = (typeof WIDGET_STATUSES)[number];

export const QUESTION_TYPES = ['RATING', 'NPS', 'SATISFACTION', 'BOOLEAN', 'EMAIL', 'MULTIPLE_CHOICE'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const DEVICES = ['DESKTOP', 'MOBILE', 'TABLET'] as const;
export type Device = (typeof DEVICES)[number];

/** WIDGET_SHOWN: the widget opened in front of a visitor (the response rate's denominator). */
export const EVENT_CATEGORIES = ['PAGE_VIEW', 'CLICK', 'FEEDBACK', 'WIDGET_SHOWN'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** What opens the widget on a visitor's page. */
export const TRIGGER_TYPES = ['PAGE_VIEW', 'TIME_ON_PAGE', 'SCROLL_DEPTH', 'EXIT_INTENT', 'CLICK', 'MANUAL'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const WIDGET_POSITIONS = ['bottom-right', 'bottom-left', 'top-right', 'top-left', 'center'] as const;
export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;
export const WIDGET_THEMES = ['light', 'dark', 'auto'] as const;
/** A popup opened by the triggers, or an always-visible side tab that opens it. */
export const WIDGET_MODES = ['popup', 'tab'] as const;
export const FREQUENCY_MODES = ['always', 'once', 'days'] as const;

export const RESPONSE_STATUSES = ['NEW', 'READ', 'ACTIONED'] as const;
export type ResponseStatus = (typeof RESPONSE_STATUSES)[number];

/** Section 9 constants. */
export const WIDGET_API_KEY_MIN_LENGTH = 16;
export const RATING_MIN = 1;
export const RATING_MAX = 10;
export const SATISFACTION_MIN = 1;
export const SATISFACTION_MAX = 5;
export const INSTALLATION_CHECK_WINDOW_MINUTES = 15;
/** Ingestion limits: events in one batch, events per key and per address per minute. */
export const MAX_EVENTS_PER_BATCH = 50;
export const INGESTION_LIMIT_PER_MINUTE = 600;
/** The embeddable bundle's versioned path below the platform's origin. */
export const WIDGET_BUNDLE_PATH = '/widget/v1/loader.js';
/** A widget's e-mail alert goes to at most this many addresses. */
export const MAX_ALERT_RECIPIENTS = 10;

const str = (max = 500) => Type.String({ maxLength: max });

export const QuestionOptionSchema = Type.Object({ value: str(200) }, { additionalProperties: false });
export const QuestionSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    text: Type.Optional(str(500)),
    type: literals(QUESTION_TYPES),
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(Type.Array(QuestionOptionSchema, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type Question = Static<typeof QuestionSchema>;

export const TriggerSchema = Type.Object(
  {
    type: literals(TRIGGER_TYPES),
    /** TIME_ON_PAGE: seconds on the page before it opens. */
    delaySeconds: Type.Optional(Type.Integer({ minimum: 0, maximum: 3600 })),
    /** SCROLL_DEPTH: percent of the page scrolled. */
    scrollPercent: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    /** CLICK: a CSS selector on the host page. */
    selector: Type.Optional(str(200)),
  },
  { additionalProperties: false },
);
export type Trigger = Static<typeof TriggerSchema>;

/**
 * Where a widget's answers go besides the hub. `webhooks`: each answer is published as the domain
 * event feedback.received (the account's outgoing webhooks and Slack hear it); off, answers stay
 * in the app. `email`: an alert per answer to `recipients`, or only for NPS detractors.
 */
export const WidgetIntegrationsSchema = Type.Object(
  {
    webhooks: Type.Boolean(),
    email: Type.Object(
      {
        recipients: Type.Array(Type.String({ maxLength: 254 }), { maxItems: MAX_ALERT_RECIPIENTS }),
        onlyDetractors: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type WidgetIntegrations = Static<typeof WidgetIntegrationsSchema>;

export function defaultWidgetIntegrations(): WidgetIntegrations {
  return { webhooks: true, email: { recipients: [], onlyDetractors: false } };
}

/**
 * A stored widget's integrations with the defaults filled in: widgets saved before the typed
 * integrations hold `{}` (a free-form record nothing read), and the JSON column only gains fields.
 */
export function widgetIntegrations(stored: unknown): WidgetIntegrations {
  const value = (stored && typeof stored === 'object' ? stored : {}) as { webhooks?: unknown; email?: { recipients?: unknown; onlyDetractors?: unknown } | null };
  const email = value.email && typeof value.email === 'object' ? value.email : {};
  return {
    webhooks: typeof value.webhooks === 'boolean' ? value.webhooks : true,
    email: {
      recipients: Array.isArray(email.recipients) ? email.recipients.filter((r): r is string => typeof r === 'string') : [],
      onlyDetractors: typeof email.onlyDetractors === 'boolean' ? email.onlyDetractors : false,
    },
  };
}

/** Recipients as stored: trimmed, empty ones dropped, each address once (whatever its case). */
export function normalizeRecipients(recipients: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of recipients) {
    const address = raw.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    kept.push(address);
  }
  return kept;
}

export const WidgetConfigurationSchema = Type.Object(
  {
    appearance: Type.Object(
      {
        theme: literals(WIDGET_THEMES),
        position: literals(WIDGET_POSITIONS),
        size: literals(WIDGET_SIZES),
        mode: Type.Optional(literals(WIDGET_MODES)),
        colors: Type.Object({ primary: str(32), background: str(32), text: str(32) }, { additionalProperties: false }),
      },
      { additionalProperties: false },
    ),
    triggers: Type.Array(TriggerSchema, { maxItems: 10 }),
    frequency: Type.Optional(
      Type.Object({ mode: literals(FREQUENCY_MODES), days: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })) }, { additionalProperties: false }),
    ),
    targeting: Type.Object(
      {
        urlPatterns: Type.Array(str(300), { maxItems: 50 }),
        excludeUrls: Type.Array(str(300), { maxItems: 50 }),
        userSegments: Type.Array(str(100), { maxItems: 50 }),
        devices: Type.Array(literals(DEVICES), { maxItems: 3 }),
        browsers: Type.Array(str(40), { maxItems: 20 }),
        countries: Type.Array(str(2), { maxItems: 250 }),
      },
      { additionalProperties: false },
    ),
    content: Type.Object(
      {
        title: Type.Optional(str(200)),
        description: Type.Optional(str(1000)),
        questions: Type.Array(QuestionSchema, { maxItems: 20 }),
        thankYouMessage: Type.Optional(str(500)),
      },
      { additionalProperties: false },
    ),
    integrations: WidgetIntegrationsSchema,
  },
  { additionalProperties: false },
);
export type WidgetConfiguration = Static<typeof WidgetConfigurationSchema>;

/** A new widget's configuration: one NPS question with a comment, opened after 10 s, bottom right. */
export function defaultWidgetConfiguration(): WidgetConfiguration {
  return {
    appearance: { theme: 'light', position: 'bottom-right', size: 'medium', mode: 'popup', colors: { primary: '#228be6', background: '#ffffff', text: '#1a1b1e' } },
    triggers: [{ type: 'TIME_ON_PAGE', delaySeconds: 10 }],
    frequency: { mode: 'days', days: 30 },
    targeting: { urlPatterns: ['*'], excludeUrls: [], userSegments: [], devices: ['DESKTOP', 'MOBILE', 'TABLET'], browsers: [], countries: [] },
    content: {
      title: 'How are we doing?',
      description: '',
      questions: [{ id: 'nps', text: 'How likely are you to recommend us to a friend?', type: 'NPS', required: true }],
      thankYouMessage: 'Thank you for your feedback!',
    },
    integrations: defaultWidgetIntegrations(),
  };
}

/**
 * The public demo widget's key: /demo/feedback embeds it and its answers land in the demo
 * account. Public by design (a site's widget key is in its page source anyway).
 */
export const DEMO_WIDGET_KEY = 'ew_demo_feedback_public_key_0001';

/**
 * What a create or edit may send: every part optional (a missing part keeps the current or the
 * default value; missing questions or triggers are none, so section 5's texts answer), question
 * ids optional (given in order: q1, q2, ...).
 */
const QuestionInputSchema = Type.Composite([Type.Omit(QuestionSchema, ['id']), Type.Object({ id: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) })], { additionalProperties: false });
export const WidgetConfigurationInputSchema = Type.Object(
  {
    appearance: Type.Optional(Type.Partial(Type.Composite([Type.Omit(WidgetConfigurationSchema.properties.appearance, ['colors']), Type.Object({ colors: Type.Partial(WidgetConfigurationSchema.properties.appearance.properties.colors) })]), { additionalProperties: false })),
    triggers: Type.Optional(WidgetConfigurationSchema.properties.triggers),
    frequency: WidgetConfigurationSchema.properties.frequency,
    targeting: Type.Optional(Type.Partial(WidgetConfigurationSchema.properties.targeting, { additionalProperties: false })),
    content: Type.Optional(
      Type.Object(
        {
          title: Type.Optional(Type.String({ maxLength: 200 })),
          description: Type.Optional(Type.String({ maxLength: 1000 })),
          questions: Type.Optional(Type.Array(QuestionInputSchema, { maxItems: 20 })),
          thankYouMessage: Type.Optional(Type.String({ maxLength: 500 })),
        },
        { additionalProperties: false },
      ),
    ),
    // Every part optional (an edit may send only what changed); the texts of the rules in
    // rules.ts answer, also for a body the schema refuses (11 recipients, a 300-character one).
    integrations: Type.Optional(
      Type.Object(
        {
          webhooks: Type.Optional(Type.Boolean()),
          email: Type.Optional(
            Type.Object(
              {
                recipients: Type.Optional(
                  Type.Array(Type.String({ maxLength: 254, errorMessage: EngagementErrors.ALERT_RECIPIENTS_INVALID }), {
                    maxItems: MAX_ALERT_RECIPIENTS,
                    errorMessage: { maxItems: EngagementErrors.ALERT_RECIPIENTS_TOO_MANY, type: EngagementErrors.ALERT_RECIPIENTS_INVALID },
                  }),
                ),
                onlyDetractors: Type.Optional(Type.Boolean()),
              },
              { additionalProperties: false },
            ),
          ),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type WidgetConfigurationInput = Static<typeof WidgetConfigurationInputSchema>;

/** A full configuration from what was sent, over `base` (the current one on edit). */
export function completeConfiguration(input: WidgetConfigurationInput | undefined, base?: WidgetConfiguration): WidgetConfiguration {
  const d = base ?? { ...defaultWidgetConfiguration(), triggers: [], content: { title: '', description: '', questions: [], thankYouMessage: '' } };
  const questions = input?.content?.questions?.map((q, i) => ({ ...q, id: q.id ?? `q${i + 1}` })) ?? d.content.questions;
  return {
    appearance: { ...d.appearance, ...input?.appearance, colors: { ...d.appearance.colors, ...input?.appearance?.colors } },
    triggers: input?.triggers ?? d.triggers,
    frequency: input?.frequency ?? d.frequency,
    targeting: { ...d.targeting, ...input?.targeting },
    content: { ...d.content, ...input?.content, questions },
    integrations: mergeIntegrations(input?.integrations, d.integrations),
  };
}

/** What an edit sent over the current integrations (a stored `{}` reads as the defaults). */
function mergeIntegrations(input: WidgetConfigurationInput['integrations'], current: unknown): WidgetIntegrations {
  const base = widgetIntegrations(current);
  return {
    webhooks: input?.webhooks ?? base.webhooks,
    email: {
      recipients: normalizeRecipients(input?.email?.recipients ?? base.email.recipients),
      onlyDetractors: input?.email?.onlyDetractors ?? base.email.onlyDetractors,
    },
  };
}
