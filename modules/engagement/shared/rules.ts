import { EngagementErrors } from './errors/engagement-errors.js';
import {
  MAX_ALERT_RECIPIENTS,
  normalizeRecipients,
  RATING_MAX,
  RATING_MIN,
  SATISFACTION_MAX,
  SATISFACTION_MIN,
  WIDGET_API_KEY_MIN_LENGTH,
  type Question,
  type WidgetConfiguration,
  type WidgetIntegrations,
} from './widget.js';

/**
 * The validation rules of finance-and-growth.md section 5 as pure functions: the server judges
 * with them, the setup form shows the same texts as the user types, the widget checks answers
 * before sending. Each returns the first rule broken (its text), or null.
 */

export function validateWidget(input: { name?: string | null; configuration: Pick<WidgetConfiguration, 'content' | 'triggers'> }): string | null {
  if (!input.name?.trim()) return EngagementErrors.WIDGET_NAME_REQUIRED;
  const { content, triggers } = input.configuration;
  if (!content.title?.trim()) return EngagementErrors.WIDGET_TITLE_REQUIRED;
  if (content.questions.length === 0) return EngagementErrors.QUESTIONS_REQUIRED;
  for (const question of content.questions) {
    if (!question.text?.trim()) return EngagementErrors.QUESTION_TEXT_REQUIRED;
    if (question.type === 'MULTIPLE_CHOICE' && (question.options ?? []).filter((o) => o.value.trim()).length < 2) return EngagementErrors.MULTIPLE_CHOICE_OPTIONS;
  }
  if (triggers.length === 0) return EngagementErrors.TRIGGERS_REQUIRED;
  return null;
}

/** The widget's e-mail alert: every recipient an address, at most MAX_ALERT_RECIPIENTS of them (blanks and repeats do not count). */
export function validateIntegrations(integrations: Pick<WidgetIntegrations, 'email'>): string | null {
  const recipients = normalizeRecipients(integrations.email.recipients);
  if (recipients.some((address) => address.length > 254 || !EMAIL.test(address))) return EngagementErrors.ALERT_RECIPIENTS_INVALID;
  if (recipients.length > MAX_ALERT_RECIPIENTS) return EngagementErrors.ALERT_RECIPIENTS_TOO_MANY;
  return null;
}

/**
 * A widget's site (where heatmaps frame its pages): an http or https origin, nothing after it but
 * an optional '/'. Empty means none.
 */
export function validateSiteUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return EngagementErrors.SITE_URL_INVALID;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !/[?#]$/.test(text);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname && bare ? null : EngagementErrors.SITE_URL_INVALID;
}

/** The stored form of a valid site address (its origin, lower-cased host, no trailing '/'), or null for none. */
export function normalizeSiteUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? new URL(text).origin : null;
}

/**
 * A recorded page's full address: the site's origin and the path the loader recorded. The path
 * comes from visitors' browsers, so it is appended to the origin, never resolved against it
 * ('//elsewhere.example' stays on the site).
 */
export function pageAddress(siteUrl: string, path: string): string {
  const origin = new URL(siteUrl).origin;
  return new URL(`${origin}/${path.replace(/^[/\\]+/, '')}`).href;
}

/** Section 9: a widget API key is at least 16 characters (checked before any lookup). */
export function validateApiKey(key: unknown): string | null {
  return typeof key === 'string' && key.length >= WIDGET_API_KEY_MIN_LENGTH ? null : EngagementErrors.API_KEY_TOO_SHORT;
}

/** A pragmatic address check: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface Answer {
  questionId: string;
  answer: unknown;
}

const isAnswered = (value: unknown) => value !== undefined && value !== null && value !== '';

function judgeAnswer(question: Question, value: unknown): string | null {
  const inRange = (min: number, max: number) => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
  switch (question.type) {
    case 'RATING':
    case 'NPS':
      return inRange(RATING_MIN, RATING_MAX) ? null : EngagementErrors.RATING_RANGE(question.id);
    case 'SATISFACTION':
      return inRange(SATISFACTION_MIN, SATISFACTION_MAX) ? null : EngagementErrors.SATISFACTION_RANGE(question.id);
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : EngagementErrors.BOOLEAN_ANSWER(question.id);
    case 'EMAIL':
      return typeof value === 'string' && EMAIL.test(value) ? null : EngagementErrors.EMAIL_FORMAT(question.id);
    case 'MULTIPLE_CHOICE':
      return typeof value === 'string' && (question.options ?? []).some((o) => o.value === value) ? null : EngagementErrors.CHOICE_NOT_AN_OPTION(question.id);
  }
}

/** Section 5 "Feedback answers": unknown ids, required questions, then each answer by its type. */
export function validateAnswers(questions: readonly Question[], answers: readonly Answer[]): string | null {
  const byId = new Map(questions.map((q) => [q.id, q]));
  for (const answer of answers) if (!byId.has(answer.questionId)) return EngagementErrors.UNKNOWN_QUESTION(answer.questionId);
  const given = new Map(answers.map((a) => [a.questionId, a.answer]));
  for (const question of questions) if (question.required && !isAnswered(given.get(question.id))) return EngagementErrors.ANSWER_REQUIRED(question.id);
  for (const answer of answers) {
    if (!isAnswered(answer.answer)) continue;
    const broken = judgeAnswer(byId.get(answer.questionId)!, answer.answer);
    if (broken) return broken;
  }
  return null;
}

export interface ConversionFlowInput {
  name?: string | null;
  steps: readonly { id?: string; order: number; url?: string | null }[];
  goals: readonly unknown[];
}

/** Section 5 "Conversion flow". */
export function validateConversionFlow(flow: ConversionFlowInput): string | null {
  if (!flow.name?.trim()) return EngagementErrors.FLOW_NAME_REQUIRED;
  if (flow.steps.length === 0) return EngagementErrors.FLOW_STEPS_REQUIRED;
  if (flow.goals.length === 0) return EngagementErrors.FLOW_GOALS_REQUIRED;
  if (new Set(flow.steps.map((s) => s.order)).size !== flow.steps.length) return EngagementErrors.FLOW_STEP_ORDERS_UNIQUE;
  if (flow.steps.some((s) => !s.url?.trim())) return EngagementErrors.FLOW_STEP_URL_REQUIRED;
  return null;
}

/**
 * Targeting URL patterns: '*' matches anything, a pattern may hold '*' wildcards
 * ('/pricing*' or '*-checkout'); a pattern without '*' matches that path exactly.
 */
export function matchesUrlPattern(pattern: string, path: string): boolean {
  const escaped = pattern.trim().split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*');
  return new RegExp(`^${escaped}$`).test(path);
}

export function isTargeted(targeting: { urlPatterns: readonly string[]; excludeUrls: readonly string[] }, path: string): boolean {
  if (targeting.excludeUrls.some((pattern) => matchesUrlPattern(pattern, path))) return false;
  return targeting.urlPatterns.length === 0 || targeting.urlPatterns.some((pattern) => matchesUrlPattern(pattern, path));
}
