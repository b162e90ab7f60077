/**
 * The engagement area's error texts (finance-and-growth.md section 5 "Widget", "Feedback
 * answers", "Conversion flow", section 8). Answer-rule texts that name a question are functions.
 */
export const EngagementErrors = {
  // Widget (section 5)
  WIDGET_NAME_REQUIRED: 'Widget name is required',
  WIDGET_TITLE_REQUIRED: 'Widget title is required',
  QUESTIONS_REQUIRED: 'At least one question is required',
  QUESTION_TEXT_REQUIRED: 'Each question needs text',
  MULTIPLE_CHOICE_OPTIONS: 'Multiple choice questions need at least 2 options',
  TRIGGERS_REQUIRED: 'At least one trigger is required',
  WIDGET_NOT_FOUND: 'Widget not found',
  /** The widget's site, where heatmaps frame its pages (not a section 5 rule: the heatmap view's own). */
  SITE_URL_INVALID: 'Site address must be an http or https address without a path, like https://www.example.com',
  /** The widget's e-mail alert (integrations; not a section 5 rule: section 3 lists integrations without detail). */
  ALERT_RECIPIENTS_INVALID: 'Alert recipients must be valid e-mail addresses',
  /** 10 is MAX_ALERT_RECIPIENTS (widget.ts). */
  ALERT_RECIPIENTS_TOO_MANY: 'At most 10 alert recipients',
  // Feedback answers (section 5)
  ANSWER_REQUIRED: (questionId: string) => `Question ${questionId} is required`,
  RATING_RANGE: (questionId: string) => `Answer to ${questionId} must be a number from 1 to 10`,
  SATISFACTION_RANGE: (questionId: string) => `Answer to ${questionId} must be a number from 1 to 5`,
  BOOLEAN_ANSWER: (questionId: string) => `Answer to ${questionId} must be true or false`,
  EMAIL_FORMAT: (questionId: string) => `Answer to ${questionId} must be a valid email address`,
  CHOICE_NOT_AN_OPTION: (questionId: string) => `Answer to ${questionId} must be one of the options`,
  UNKNOWN_QUESTION: (questionId: string) => `Unknown question: ${questionId}`,
  API_KEY_TOO_SHORT: 'Widget API key must be at least 16 characters',
  API_KEY_INVALID: 'Invalid widget API key',
  WIDGET_NOT_ACTIVE: 'Widget is not active',
  // Ingestion
  EVENT_CATEGORY_INVALID: 'Event category must be PAGE_VIEW, CLICK, FEEDBACK or WIDGET_SHOWN',
  EVENT_SESSION_REQUIRED: 'Event needs a session id',
  EVENT_PATH_REQUIRED: 'Event needs a path',
  TOO_MANY_EVENTS: 'Too many events, slow down',
  // Conversion flow (section 5)
  FLOW_NAME_REQUIRED: 'Conversion flow name is required',
  FLOW_STEPS_REQUIRED: 'At least one step is required',
  FLOW_GOALS_REQUIRED: 'At least one goal is required',
  FLOW_STEP_ORDERS_UNIQUE: 'Step orders must be unique',
  FLOW_STEP_URL_REQUIRED: 'Each step needs a URL',
  FLOW_NOT_FOUND: 'Conversion flow not found',
  // Responses
  RESPONSE_NOT_FOUND: 'Feedback response not found',
  BACKLOG_UNAVAILABLE: 'The backlog is not available for this account',
  // Section 8: client calls the original product never implemented (kept as the catalogue names them).
  NOT_IMPLEMENTED: 'not implemented',
} as const;
