import { describe, expect, it } from 'vitest';
import { EngagementErrors } from './errors/engagement-errors.js';
import { isTargeted, matchesUrlPattern, normalizeSiteUrl, pageAddress, validateAnswers, validateApiKey, validateConversionFlow, validateIntegrations, validateSiteUrl, validateWidget } from './rules.js';
import { completeConfiguration, defaultWidgetConfiguration, widgetIntegrations, type Question, type WidgetConfiguration } from './widget.js';

const config = (change: (c: WidgetConfiguration) => void = () => undefined) => {
  const c = defaultWidgetConfiguration();
  change(c);
  return c;
};

describe('widget rules (section 5 "Widget")', () => {
  it('accepts the default widget', () => expect(validateWidget({ name: 'Homepage NPS', configuration: config() })).toBeNull());
  it(`refuses a missing name with '${EngagementErrors.WIDGET_NAME_REQUIRED}'`, () => expect(validateWidget({ name: '  ', configuration: config() })).toBe(EngagementErrors.WIDGET_NAME_REQUIRED));
  it(`refuses a missing title with '${EngagementErrors.WIDGET_TITLE_REQUIRED}'`, () =>
    expect(validateWidget({ name: 'w', configuration: config((c) => (c.content.title = '')) })).toBe(EngagementErrors.WIDGET_TITLE_REQUIRED));
  it(`refuses no question with '${EngagementErrors.QUESTIONS_REQUIRED}'`, () =>
    expect(validateWidget({ name: 'w', configuration: config((c) => (c.content.questions = [])) })).toBe(EngagementErrors.QUESTIONS_REQUIRED));
  it(`refuses a question without text with '${EngagementErrors.QUESTION_TEXT_REQUIRED}'`, () =>
    expect(validateWidget({ name: 'w', configuration: config((c) => (c.content.questions[0]!.text = ' ')) })).toBe(EngagementErrors.QUESTION_TEXT_REQUIRED));
  it(`refuses a multiple choice with one option with '${EngagementErrors.MULTIPLE_CHOICE_OPTIONS}'`, () => {
    const one = config((c) => c.content.questions.push({ id: 'mc', text: 'Which?', type: 'MULTIPLE_CHOICE', options: [{ value: 'A' }] }));
    expect(validateWidget({ name: 'w', configuration: one })).toBe(EngagementErrors.MULTIPLE_CHOICE_OPTIONS);
    const two = config((c) => c.content.questions.push({ id: 'mc', text: 'Which?', type: 'MULTIPLE_CHOICE', options: [{ value: 'A' }, { value: 'B' }] }));
    expect(validateWidget({ name: 'w', configuration: two })).toBeNull();
  });
  it(`refuses no trigger with '${EngagementErrors.TRIGGERS_REQUIRED}'`, () =>
    expect(validateWidget({ name: 'w', configuration: config((c) => (c.triggers = [])) })).toBe(EngagementErrors.TRIGGERS_REQUIRED));
});

describe('API key (section 9: at least 16 characters)', () => {
  it('accepts 16 characters and refuses 15', () => {
    expect(validateApiKey('a'.repeat(16))).toBeNull();
    expect(validateApiKey('a'.repeat(15))).toBe(EngagementErrors.API_KEY_TOO_SHORT);
    expect(validateApiKey(undefined)).toBe('Widget API key must be at least 16 characters');
  });
});

describe('feedback answers (section 5)', () => {
  const questions: Question[] = [
    { id: 'nps', text: 'Recommend?', type: 'NPS', required: true },
    { id: 'rating', text: 'Rate', type: 'RATING' },
    { id: 'csat', text: 'Satisfied?', type: 'SATISFACTION' },
    { id: 'yes', text: 'Yes?', type: 'BOOLEAN' },
    { id: 'mail', text: 'Email', type: 'EMAIL' },
    { id: 'pick', text: 'Pick', type: 'MULTIPLE_CHOICE', options: [{ value: 'Price' }, { value: 'Speed' }] },
  ];
  const check = (answers: { questionId: string; answer: unknown }[]) => validateAnswers(questions, answers);
  it('accepts a full valid set', () =>
    expect(check([{ questionId: 'nps', answer: 10 }, { questionId: 'rating', answer: 1 }, { questionId: 'csat', answer: 5 }, { questionId: 'yes', answer: false }, { questionId: 'mail', answer: 'a@b.co' }, { questionId: 'pick', answer: 'Speed' }])).toBeNull());
  it('requires required questions', () => expect(check([{ questionId: 'rating', answer: 3 }])).toBe('Question nps is required'));
  it('holds RATING and NPS to whole numbers 1-10', () => {
    expect(check([{ questionId: 'nps', answer: 0 }])).toBe('Answer to nps must be a number from 1 to 10');
    expect(check([{ questionId: 'nps', answer: 11 }])).toBe('Answer to nps must be a number from 1 to 10');
    expect(check([{ questionId: 'nps', answer: '9' }])).toBe('Answer to nps must be a number from 1 to 10');
    expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'rating', answer: 10.5 }])).toBe('Answer to rating must be a number from 1 to 10');
  });
  it('holds SATISFACTION to 1-5', () => expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'csat', answer: 6 }])).toBe('Answer to csat must be a number from 1 to 5'));
  it('holds BOOLEAN to a boolean', () => expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'yes', answer: 'yes' }])).toBe('Answer to yes must be true or false'));
  it('holds EMAIL to a valid format', () => expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'mail', answer: 'not an email' }])).toBe('Answer to mail must be a valid email address'));
  it('holds MULTIPLE_CHOICE to an option', () => expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'pick', answer: 'Colour' }])).toBe('Answer to pick must be one of the options'));
  it('rejects an unknown question id', () => expect(check([{ questionId: 'nps', answer: 9 }, { questionId: 'ghost', answer: 1 }])).toBe('Unknown question: ghost'));
});

describe('conversion flow (section 5)', () => {
  const flow = { name: 'Signup', steps: [{ order: 1, url: '/pricing' }, { order: 2, url: '/register' }], goals: ['signup'] };
  it('accepts a valid flow', () => expect(validateConversionFlow(flow)).toBeNull());
  it('needs a name', () => expect(validateConversionFlow({ ...flow, name: '' })).toBe(EngagementErrors.FLOW_NAME_REQUIRED));
  it('needs a step', () => expect(validateConversionFlow({ ...flow, steps: [] })).toBe(EngagementErrors.FLOW_STEPS_REQUIRED));
  it('needs a goal', () => expect(validateConversionFlow({ ...flow, goals: [] })).toBe(EngagementErrors.FLOW_GOALS_REQUIRED));
  it('needs unique step orders', () => expect(validateConversionFlow({ ...flow, steps: [{ order: 1, url: '/a' }, { order: 1, url: '/b' }] })).toBe(EngagementErrors.FLOW_STEP_ORDERS_UNIQUE));
  it('needs each step URL', () => expect(validateConversionFlow({ ...flow, steps: [{ order: 1, url: '/a' }, { order: 2, url: ' ' }] })).toBe(EngagementErrors.FLOW_STEP_URL_REQUIRED));
});

describe('targeting', () => {
  it('matches wildcards and exact paths, exclusions first', () => {
    expect(matchesUrlPattern('*', '/anything')).toBe(true);
    expect(matchesUrlPattern('/pricing*', '/pricing/teams')).toBe(true);
    expect(matchesUrlPattern('/pricing', '/pricing/teams')).toBe(false);
    expect(isTargeted({ urlPatterns: ['*'], excludeUrls: ['/admin*'] }, '/admin/users')).toBe(false);
    expect(isTargeted({ urlPatterns: ['/blog/*'], excludeUrls: [] }, '/blog/post')).toBe(true);
  });
});

describe("a widget's site address (the heatmap's page frame)", () => {
  it('accepts an http or https origin, or nothing', () => {
    for (const ok of ['https://www.example.com', 'https://www.example.com/', 'http://localhost:4000', '', '  ', null, undefined]) expect(validateSiteUrl(ok), String(ok)).toBeNull();
  });
  it(`refuses anything else with '${EngagementErrors.SITE_URL_INVALID}'`, () => {
    for (const bad of ['example.com', 'ftp://example.com', 'javascript:alert(1)', 'data:text/html,hi', 'https://example.com/shop', 'https://example.com?x=1', 'https://example.com/#', 'https://a:b@example.com'])
      expect(validateSiteUrl(bad), bad).toBe(EngagementErrors.SITE_URL_INVALID);
  });
  it('stores the origin and joins a recorded path to it without leaving the site', () => {
    expect(normalizeSiteUrl(' HTTPS://Shop.Example.com/ ')).toBe('https://shop.example.com');
    expect(normalizeSiteUrl('')).toBeNull();
    expect(pageAddress('https://shop.example.com', '/pricing')).toBe('https://shop.example.com/pricing');
    expect(pageAddress('https://shop.example.com', 'pricing?plan=pro')).toBe('https://shop.example.com/pricing?plan=pro');
    expect(pageAddress('https://shop.example.com', '//evil.example/x')).toBe('https://shop.example.com/evil.example/x');
    expect(pageAddress('https://shop.example.com', '/\\evil.example')).toBe('https://shop.example.com/evil.example');
  });
});

describe('widget integrations', () => {
  const email = (recipients: string[]) => ({ email: { recipients, onlyDetractors: false } });
  it('accepts none and up to 10 addresses, blanks and repeats not counted', () => {
    expect(validateIntegrations(email([]))).toBeNull();
    expect(validateIntegrations(email([...Array.from({ length: 10 }, (_, i) => `p${i}@acme.example`), ' ', 'P0@acme.example']))).toBeNull();
  });
  it(`refuses a bad address with '${EngagementErrors.ALERT_RECIPIENTS_INVALID}'`, () => expect(validateIntegrations(email(['pm@acme.example', 'pm@acme']))).toBe(EngagementErrors.ALERT_RECIPIENTS_INVALID));
  it(`refuses 11 addresses with '${EngagementErrors.ALERT_RECIPIENTS_TOO_MANY}'`, () =>
    expect(validateIntegrations(email(Array.from({ length: 11 }, (_, i) => `p${i}@acme.example`)))).toBe(EngagementErrors.ALERT_RECIPIENTS_TOO_MANY));
  it('reads a stored {} (or anything free-form) with the defaults: webhooks on, no alert', () => {
    expect(widgetIntegrations({})).toEqual({ webhooks: true, email: { recipients: [], onlyDetractors: false } });
    expect(widgetIntegrations({ slack: 'x', email: { recipients: ['a@b.example', 3] } })).toEqual({ webhooks: true, email: { recipients: ['a@b.example'], onlyDetractors: false } });
    expect(widgetIntegrations(undefined).webhooks).toBe(true);
  });
  it('merges an edit over a stored {}', () => {
    const stored = { ...defaultWidgetConfiguration(), integrations: {} } as unknown as WidgetConfiguration;
    expect(completeConfiguration({ integrations: { webhooks: false } }, stored).integrations).toEqual({ webhooks: false, email: { recipients: [], onlyDetractors: false } });
  });
});
