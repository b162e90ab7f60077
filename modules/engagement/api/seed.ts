import { randomUUID } from 'node:crypto';
import type { SeedContext } from '@suite/sdk';
import { analyzeSentiment, DEMO_WIDGET_KEY, defaultWidgetConfiguration, detectThemes, type WidgetConfiguration } from '../shared/index.js';
import { createWidget } from './widgets/index.js';
import { ConversionFlowModel, EVENTS, ResponseModel } from './models.js';

const COMMENTS: [number, string][] = [
  [10, 'I love how easy the runway view is'],
  [9, 'Great support team, very helpful'],
  [3, 'The export is broken and the page is slow'],
  [8, 'Good product, pricing is a bit expensive'],
  [10, 'Amazing, saves us hours every week'],
  [6, 'Confusing setup, the integration docs are missing steps'],
  [9, 'Fast and intuitive'],
  [2, 'Too expensive for a small team, we will cancel'],
  [7, 'Nice, but I miss a CSV export feature'],
  [10, 'Excellent, I recommend it to every founder'],
  [5, 'Crashes when I open the dashboard on mobile'],
  [9, "C'est génial et rapide"],
  [4, 'Es muy lento y caro'],
];

const SELECTORS = ['#hero-cta', 'nav a.pricing', 'button.start-trial', '.plan-card:nth-of-type(2) button', 'footer a.docs'];

/** The demo founder's account gets a living area: two widgets, five weeks of visits, answers, a flow. */
export async function seedEngagement(ctx: SeedContext): Promise<void> {
  const pro = ctx.demo.accounts.pro;
  if (!pro) return;
  const scope = ctx.scopeFor(pro.id);
  const founder = pro.users.founder ?? null;
  const now = ctx.now().getTime();
  const configuration: WidgetConfiguration = {
    ...defaultWidgetConfiguration(),
    triggers: [{ type: 'TIME_ON_PAGE', delaySeconds: 3 }],
    frequency: { mode: 'always' },
    content: {
      title: 'How are we doing?',
      description: 'Two quick questions, ten seconds.',
      questions: [
        { id: 'nps', text: 'How likely are you to recommend us to a friend?', type: 'NPS', required: true },
        { id: 'reason', text: 'What matters most to you?', type: 'MULTIPLE_CHOICE', options: [{ value: 'Price' }, { value: 'Speed' }, { value: 'Support' }] },
      ],
      thankYouMessage: 'Thank you! Your answer reached the Acme team.',
    },
  };
  const widget = await createWidget(scope, { name: 'Website NPS', configuration, createdBy: founder, apiKey: DEMO_WIDGET_KEY });
  await createWidget(scope, {
    name: 'Feedback tab',
    createdBy: founder,
    status: 'INACTIVE',
    configuration: {
      ...defaultWidgetConfiguration(),
      appearance: { ...defaultWidgetConfiguration().appearance, mode: 'tab', position: 'bottom-left' },
      triggers: [{ type: 'MANUAL' }],
      content: { title: 'Tell us what you think', questions: [{ id: 'csat', text: 'How satisfied are you?', type: 'SATISFACTION', required: true }], thankYouMessage: 'Thanks!' },
    },
  });

  const events: Record<string, unknown>[] = [];
  const responses: Pick<ResponseModel, 'id' | 'accountId' | 'widgetId' | 'answers' | 'comment' | 'sentiment' | 'themes' | 'nps' | 'status' | 'tags' | 'sessionId' | 'visitorId' | 'visitorEmail' | 'path' | 'device' | 'createdAt'>[] = [];
  let seedRandom = 7;
  const random = () => {
    seedRandom = (seedRandom * 16807) % 2147483647;
    return seedRandom / 2147483647;
  };
  const day = 24 * 3600 * 1000;
  for (let s = 0; s < 160; s += 1) {
    const visitor = `demo-visitor-${s % 70}`;
    const sessionId = `demo-session-${s}`;
    let at = now - Math.floor(random() * 34 * day);
    const device = random() < 0.65 ? 'DESKTOP' : random() < 0.8 ? 'MOBILE' : 'TABLET';
    // Most sessions enter on the home page; fewer reach pricing, register and welcome.
    const depth = random();
    const path = ['/', '/pricing', ...(depth > 0.45 ? ['/register'] : []), ...(depth > 0.7 ? ['/welcome'] : []), ...(random() > 0.6 ? ['/blog/runway-101'] : [])];
    for (const page of path) {
      at += Math.floor(20_000 + random() * 90_000);
      events.push({ id: randomUUID(), widget_id: widget.id, session_id: sessionId, visitor_id: visitor, path: page, category: 'PAGE_VIEW', device, metadata: '{}', occurred_at: new Date(at) });
      // The widget opens on pricing for every other session (the response rate's denominator).
      if (page === '/pricing' && s % 2 === 0) events.push({ id: randomUUID(), widget_id: widget.id, session_id: sessionId, visitor_id: visitor, path: page, category: 'WIDGET_SHOWN', device, metadata: '{}', occurred_at: new Date(at + 1000) });
      const clicks = Math.floor(random() * 4);
      for (let c = 0; c < clicks; c += 1) {
        const hot = random() < 0.6;
        events.push({
          id: randomUUID(),
          widget_id: widget.id,
          session_id: sessionId,
          visitor_id: visitor,
          path: page,
          category: 'CLICK',
          selector: SELECTORS[Math.floor(random() * SELECTORS.length)],
          x: hot ? 450 + Math.floor(random() * 100) : Math.floor(random() * 1000),
          y: hot ? 380 + Math.floor(random() * 60) : Math.floor(random() * 1800),
          device,
          metadata: '{}',
          occurred_at: new Date(at + 5000),
        });
      }
    }
    if (s % 4 === 0) {
      const [nps, comment] = COMMENTS[(s / 4) % COMMENTS.length]!;
      const id = randomUUID();
      const sentiment = analyzeSentiment(comment);
      responses.push({
        id,
        accountId: scope.accountId,
        widgetId: widget.id,
        answers: [{ questionId: 'nps', answer: nps }, { questionId: 'reason', answer: ['Price', 'Speed', 'Support'][s % 3]! }],
        comment,
        sentiment,
        themes: detectThemes(comment),
        nps,
        status: s % 12 === 0 ? 'READ' : 'NEW',
        tags: nps <= 6 ? ['follow-up'] : [],
        sessionId,
        visitorId: visitor,
        visitorEmail: s % 8 === 0 ? `customer${s % 70}@example.com` : null,
        path: '/pricing',
        device,
        createdAt: new Date(at),
      });
      events.push({ id: randomUUID(), widget_id: widget.id, session_id: sessionId, visitor_id: visitor, path: '/pricing', category: 'FEEDBACK', comment, sentiment: JSON.stringify(sentiment), device, metadata: JSON.stringify({ responseId: id }), occurred_at: new Date(at) });
    }
  }
  // The event stream has no model (ingestion's table, written in batches as SQL).
  for (let i = 0; i < events.length; i += 200) await scope.insert(EVENTS, events.slice(i, i + 200));
  await ResponseModel.query(scope.knex).insert(responses);
  await ConversionFlowModel.query(scope.knex).insert({
    accountId: scope.accountId,
    name: 'Visitor to signup',
    steps: [
      { id: randomUUID(), order: 1, url: '/' },
      { id: randomUUID(), order: 2, url: '/pricing' },
      { id: randomUUID(), order: 3, url: '/register' },
      { id: randomUUID(), order: 4, url: '/welcome' },
    ],
    goals: ['Account created'],
  });

}
