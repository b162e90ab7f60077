import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementErrors, type ResponseView, type WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let widget: WidgetView;
let theirs: WidgetView;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  theirs = (await platform.http.post(api('/feedback/widgets')).set(auth(globex)).send({ name: 'Theirs', configuration: fullConfiguration() })).body.data;
});
afterAll(() => platform?.close());

const submit = (body: Record<string, unknown>) => platform.http.post(api('/feedback/responses')).set('Origin', 'https://customer.example').send({ apiKey: widget.apiKey, ...body });

describe('public ingestion', () => {
  it('needs no token, opens CORS to any origin and answers the preflight', async () => {
    const res = await platform.http.get(api(`/widget-config?key=${widget.apiKey}`)).set('Origin', 'https://customer.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body.data.widgetId).toBe(widget.id);
    expect(res.body.data.configuration.content.questions).toHaveLength(6);
    const preflight = await platform.http.options(api('/session-events')).set('Origin', 'https://customer.example').set('Access-Control-Request-Method', 'POST').expect(204);
    expect(preflight.headers['access-control-allow-headers']).toContain('Content-Type');
    // Signed-in routes stay same-origin.
    const list = await platform.http.get(api('/feedback/widgets')).set(auth(acme));
    expect(list.headers['access-control-allow-origin']).toBeUndefined();
  });

  it(`refuses a key under 16 characters with '${EngagementErrors.API_KEY_TOO_SHORT}', a wrong key with '${EngagementErrors.API_KEY_INVALID}'`, async () => {
    expect((await platform.http.post(api('/session-events')).send({ apiKey: 'short', sessionId: 's', path: '/' }).expect(400)).body.error).toBe(EngagementErrors.API_KEY_TOO_SHORT);
    expect((await platform.http.post(api('/session-events')).send({ sessionId: 's', path: '/' }).expect(400)).body.error).toBe(EngagementErrors.API_KEY_TOO_SHORT);
    expect((await platform.http.post(api('/feedback/events')).send({ apiKey: 'ew_this_key_does_not_exist', sessionId: 's', path: '/' }).expect(401)).body.error).toBe(EngagementErrors.API_KEY_INVALID);
    expect((await submit({ apiKey: 'ew_this_key_does_not_exist', responses: [{ questionId: 'nps', answer: 9 }] }).expect(401)).body.error).toBe(EngagementErrors.API_KEY_INVALID);
  });

  it(`refuses everything for an INACTIVE widget with '${EngagementErrors.WIDGET_NOT_ACTIVE}'`, async () => {
    await platform.http.post(api(`/feedback/widgets/${widget.id}/deactivate`)).set(auth(acme)).expect(200);
    expect((await submit({ responses: [{ questionId: 'nps', answer: 9 }] }).expect(403)).body.error).toBe(EngagementErrors.WIDGET_NOT_ACTIVE);
    expect((await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, sessionId: 's', path: '/' }).expect(403)).body.error).toBe(EngagementErrors.WIDGET_NOT_ACTIVE);
    expect((await platform.http.get(api(`/widget-config?key=${widget.apiKey}`)).expect(403)).body.error).toBe(EngagementErrors.WIDGET_NOT_ACTIVE);
    await platform.http.post(api(`/feedback/widgets/${widget.id}/activate`)).set(auth(acme)).expect(200);
  });

  it("refuses another account's widget id with this key", async () => {
    expect((await submit({ widgetId: theirs.id, responses: [{ questionId: 'nps', answer: 9 }] }).expect(404)).body.error).toBe(EngagementErrors.WIDGET_NOT_FOUND);
  });

  it.each([
    ['a required question unanswered', [{ questionId: 'rating', answer: 5 }], 'Question nps is required'],
    ['NPS out of 1-10', [{ questionId: 'nps', answer: 11 }], 'Answer to nps must be a number from 1 to 10'],
    ['RATING out of 1-10', [{ questionId: 'nps', answer: 9 }, { questionId: 'rating', answer: 0 }], 'Answer to rating must be a number from 1 to 10'],
    ['SATISFACTION out of 1-5', [{ questionId: 'nps', answer: 9 }, { questionId: 'csat', answer: 6 }], 'Answer to csat must be a number from 1 to 5'],
    ['BOOLEAN not a boolean', [{ questionId: 'nps', answer: 9 }, { questionId: 'yes', answer: 'yes' }], 'Answer to yes must be true or false'],
    ['EMAIL badly formed', [{ questionId: 'nps', answer: 9 }, { questionId: 'mail', answer: 'nope' }], 'Answer to mail must be a valid email address'],
    ['MULTIPLE_CHOICE not an option', [{ questionId: 'nps', answer: 9 }, { questionId: 'pick', answer: 'Colour' }], 'Answer to pick must be one of the options'],
    ['an unknown question', [{ questionId: 'nps', answer: 9 }, { questionId: 'ghost', answer: 1 }], 'Unknown question: ghost'],
  ])('refuses %s with its text', async (_label, responses, text) => {
    const res = await submit({ responses }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: text });
  });

  it('stores a valid answer once (retried with the same id), with its sentiment, and shows it in the hub', async () => {
    const id = randomUUID();
    const body = { id, responses: [{ questionId: 'nps', answer: 3 }, { questionId: 'pick', answer: 'Price' }], comment: 'Too slow and the export is broken', metadata: { sessionId: 'sess-1', path: '/pricing', device: 'DESKTOP', email: 'pat@customer.example' } };
    const first = await submit(body).expect(201);
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.body.data).toEqual({ id, duplicate: false, thankYouMessage: 'Thank you for your feedback!' });
    expect((await submit(body).expect(201)).body.data.duplicate).toBe(true);
    const hub = await platform.http.get(api('/feedback/responses')).set(auth(acme)).expect(200);
    const stored = hub.body.data.items.filter((r: ResponseView) => r.id === id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ nps: 3, status: 'NEW', visitorEmail: 'pat@customer.example', sentiment: { label: 'NEGATIVE' }, themes: ['performance', 'reliability', 'features'] });
    expect(stored[0].sentiment.terms.map((t: { term: string }) => t.term)).toEqual(['slow', 'broken']);
    expect(stored[0].answers[0]).toMatchObject({ question: 'Recommend us?', answer: 3 });
  });

  it('keeps the valid events of a batch, says which were refused, and drops duplicates by id', async () => {
    const ids = [randomUUID(), randomUUID()];
    const events = [
      { id: ids[0], sessionId: 'b1', path: '/', category: 'PAGE_VIEW' },
      { id: randomUUID(), sessionId: 'b1', category: 'PAGE_VIEW' },
      { id: ids[1], sessionId: 'b1', path: '/', category: 'CLICK', x: 500, y: 410, selector: '#cta' },
      { id: randomUUID(), sessionId: 'b1', path: '/', category: 'SCROLL' },
    ];
    const res = await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events }).expect(202);
    expect(res.body.data).toEqual({
      accepted: 2,
      duplicates: 0,
      refused: [
        { index: 1, id: events[1]!.id, error: EngagementErrors.EVENT_PATH_REQUIRED },
        { index: 3, id: events[3]!.id, error: EngagementErrors.EVENT_CATEGORY_INVALID },
      ],
    });
    const again = await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: [events[0], events[2]] }).expect(202);
    expect(again.body.data).toMatchObject({ accepted: 0, duplicates: 2 });
    // The same id twice in one batch: stored once.
    const twice = { id: randomUUID(), sessionId: 'b2', path: '/', category: 'PAGE_VIEW' };
    expect((await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: [twice, twice] }).expect(202)).body.data).toMatchObject({ accepted: 1, duplicates: 1 });
    const allBad = await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: [events[1]] }).expect(400);
    expect(allBad.body.error).toBe(EngagementErrors.EVENT_PATH_REQUIRED);
  });

  it('takes the key from an X-API-Key header when the body has none', async () => {
    const res = await platform.http.post(api('/feedback/events')).set('X-API-Key', widget.apiKey!).send({ sessionId: 'hdr', path: '/', comment: 'Great support' }).expect(202);
    expect(res.body.data.accepted).toBe(1);
    expect((await platform.http.post(api('/feedback/events')).set('X-API-Key', 'short').send({ sessionId: 'hdr', path: '/' }).expect(400)).body.error).toBe(EngagementErrors.API_KEY_TOO_SHORT);
  });

  it('reads a JSON body sent as text/plain (sendBeacon and preflight-free posts)', async () => {
    const res = await platform.http
      .post(api('/session-events'))
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ apiKey: widget.apiKey, events: [{ sessionId: 'beacon', path: '/pricing' }] }))
      .expect(202);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body.data.accepted).toBe(1);
  });

  it('refuses more than 50 events in a batch and limits a key past its budget with 429', async () => {
    const many = Array.from({ length: 51 }, () => ({ sessionId: 'x', path: '/' }));
    await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: many }).expect(400);
    const batch = Array.from({ length: 50 }, () => ({ sessionId: 'flood', path: '/' }));
    let status = 202;
    for (let i = 0; i < 14 && status === 202; i += 1) status = (await platform.http.post(api('/session-events')).send({ apiKey: theirs.apiKey, events: batch })).status;
    expect(status).toBe(429);
    const refused = await platform.http.post(api('/session-events')).send({ apiKey: theirs.apiKey, events: batch }).expect(429);
    expect(refused.body.error).toBe(EngagementErrors.TOO_MANY_EVENTS);
  });
});
