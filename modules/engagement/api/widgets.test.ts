import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementErrors, INSTALLATION_CHECK_WINDOW_MINUTES, type WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

let platform: TestPlatform;
let acme: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
});
afterAll(() => platform?.close());

const create = (body: unknown, token?: string) => platform.http.post(api('/feedback/widgets')).set(auth(acme, token)).send(body as object);

describe('feedback widgets', () => {
  it('creates an ACTIVE widget whose API key (16+ characters) is shown once, then only its last characters', async () => {
    const res = await create({ name: 'Homepage', configuration: fullConfiguration() }).expect(201);
    const widget = res.body.data as WidgetView;
    expect(widget.status).toBe('ACTIVE');
    expect(widget.apiKey!.length).toBeGreaterThanOrEqual(16);
    expect(widget.apiKeyPreview).toBe(`…${widget.apiKey!.slice(-4)}`);
    const list = await platform.http.get(api(`/feedback/widgets?accountId=${acme.id}`)).set(auth(acme)).expect(200);
    expect(list.body.data.map((w: WidgetView) => w.id)).toContain(widget.id);
    expect(list.body.data.every((w: WidgetView) => w.apiKey === undefined)).toBe(true);
  });

  it.each([
    ['a missing name', (c: ReturnType<typeof fullConfiguration>) => c, '', EngagementErrors.WIDGET_NAME_REQUIRED],
    ['a missing title', (c: ReturnType<typeof fullConfiguration>) => ((c.content.title = ''), c), 'w', EngagementErrors.WIDGET_TITLE_REQUIRED],
    ['no question', (c: ReturnType<typeof fullConfiguration>) => ((c.content.questions = []), c), 'w', EngagementErrors.QUESTIONS_REQUIRED],
    ['a question without text', (c: ReturnType<typeof fullConfiguration>) => ((c.content.questions[0]!.text = ''), c), 'w', EngagementErrors.QUESTION_TEXT_REQUIRED],
    ['a one-option multiple choice', (c: ReturnType<typeof fullConfiguration>) => ((c.content.questions[5]!.options = [{ value: 'Price' }]), c), 'w', EngagementErrors.MULTIPLE_CHOICE_OPTIONS],
    ['no trigger', (c: ReturnType<typeof fullConfiguration>) => ((c.triggers = []), c), 'w', EngagementErrors.TRIGGERS_REQUIRED],
  ])('refuses %s with its section 5 text', async (_label, change, name, text) => {
    const res = await create({ name, configuration: change(fullConfiguration()) }).expect(400);
    expect(res.body).toMatchObject({ success: false, error: text });
  });

  it('answers the section 5 texts for a bare body, and fills what a partial configuration leaves out', async () => {
    expect((await create({}).expect(400)).body.error).toBe(EngagementErrors.WIDGET_NAME_REQUIRED);
    expect((await create({ name: 'Bare' }).expect(400)).body.error).toBe(EngagementErrors.WIDGET_TITLE_REQUIRED);
    expect((await create({ name: 'Bare', configuration: { content: { title: 'Hi' } } }).expect(400)).body.error).toBe(EngagementErrors.QUESTIONS_REQUIRED);
    const noTrigger = { name: 'Bare', configuration: { content: { title: 'Hi', questions: [{ text: 'Rate us', type: 'RATING' }] } } };
    expect((await create(noTrigger).expect(400)).body.error).toBe(EngagementErrors.TRIGGERS_REQUIRED);
    const made = (await create({ ...noTrigger, configuration: { ...noTrigger.configuration, triggers: [{ type: 'PAGE_VIEW' }] } }).expect(201)).body.data as WidgetView;
    expect(made.configuration.content.questions[0]).toMatchObject({ id: 'q1', text: 'Rate us', type: 'RATING' });
    expect(made.configuration.appearance.position).toBe('bottom-right');
    const moved = await platform.http.patch(api(`/feedback/widgets/${made.id}`)).set(auth(acme)).send({ configuration: { appearance: { position: 'top-left' } } }).expect(200);
    expect(moved.body.data.configuration.appearance.position).toBe('top-left');
    expect(moved.body.data.configuration.content.questions).toHaveLength(1);
  });

  it('edits, deactivates, activates, rotates the key and deletes', async () => {
    const widget = (await create({ name: 'Edit me', configuration: fullConfiguration() })).body.data as WidgetView;
    const renamed = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ name: 'Renamed' }).expect(200);
    expect(renamed.body.data.name).toBe('Renamed');
    const bad = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ name: ' ' }).expect(400);
    expect(bad.body.error).toBe(EngagementErrors.WIDGET_NAME_REQUIRED);
    expect((await platform.http.post(api(`/feedback/widgets/${widget.id}/deactivate`)).set(auth(acme)).expect(200)).body.data.status).toBe('INACTIVE');
    expect((await platform.http.post(api(`/feedback/widgets/${widget.id}/activate`)).set(auth(acme)).expect(200)).body.data.status).toBe('ACTIVE');
    const rotated = (await platform.http.post(api(`/feedback/widgets/${widget.id}/rotate-key`)).set(auth(acme)).expect(200)).body.data as WidgetView;
    expect(rotated.apiKey).not.toBe(widget.apiKey);
    // The old key stops working at once.
    const old = await platform.http.get(api(`/widget-config?key=${widget.apiKey}`)).expect(401);
    expect(old.body.error).toBe(EngagementErrors.API_KEY_INVALID);
    await platform.http.get(api(`/widget-config?key=${rotated.apiKey}`)).expect(200);
    await platform.http.delete(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(200);
    const gone = await platform.http.get(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(404);
    expect(gone.body.error).toBe(EngagementErrors.WIDGET_NOT_FOUND);
  });

  it('keeps the site address as its origin, keeps it on an edit without one, and removes it with null', async () => {
    const widget = (await create({ name: 'Site', siteUrl: ' https://WWW.Example.com/ ', configuration: fullConfiguration() }).expect(201)).body.data as WidgetView;
    expect(widget.siteUrl).toBe('https://www.example.com');
    const edit = (body: object) => platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send(body);
    expect((await edit({ name: 'Site renamed' }).expect(200)).body.data.siteUrl).toBe('https://www.example.com');
    expect((await edit({ siteUrl: 'http://localhost:8080' }).expect(200)).body.data.siteUrl).toBe('http://localhost:8080');
    expect((await edit({ siteUrl: null }).expect(200)).body.data.siteUrl).toBeNull();
    expect((await edit({ siteUrl: 'https://shop.example.org' }).expect(200)).body.data.siteUrl).toBe('https://shop.example.org');
    expect((await edit({ siteUrl: '' }).expect(200)).body.data.siteUrl).toBeNull();
    const plain = (await create({ name: 'No site', configuration: fullConfiguration() }).expect(201)).body.data as WidgetView;
    expect(plain.siteUrl).toBeNull();
  });

  it.each(['www.example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://example.com/shop', 'https://example.com/?utm=1', 'https://example.com/#top', 'https://user:secret@example.com', 'https://'])(
    `refuses the site address %s with '${EngagementErrors.SITE_URL_INVALID}', on create and on edit`,
    async (siteUrl) => {
      expect((await create({ name: 'Bad site', siteUrl, configuration: fullConfiguration() }).expect(400)).body).toMatchObject({ success: false, error: EngagementErrors.SITE_URL_INVALID });
      const widget = (await create({ name: 'Good site', siteUrl: 'https://example.com', configuration: fullConfiguration() }).expect(201)).body.data as WidgetView;
      const res = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ siteUrl }).expect(400);
      expect(res.body.error).toBe(EngagementErrors.SITE_URL_INVALID);
      expect((await platform.http.get(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(200)).body.data.siteUrl).toBe('https://example.com');
    },
  );

  it(`says installed only when the widget sent an event in the last ${INSTALLATION_CHECK_WINDOW_MINUTES} minutes`, async () => {
    const widget = (await create({ name: 'Install check', configuration: fullConfiguration() })).body.data as WidgetView;
    const check = () => platform.http.get(api(`/feedback/widgets/${widget.id}/installation`)).set(auth(acme)).expect(200);
    expect((await check()).body.data).toEqual({ installed: false, lastEventAt: null, windowMinutes: 15 });
    await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, sessionId: 's1', path: '/' }).expect(202);
    expect((await check()).body.data.installed).toBe(true);
    platform.clock.advance(16 * 60_000);
    expect((await check()).body.data.installed).toBe(false);
  });

  it('lets members read widgets but not create, change or delete them; observers neither', async () => {
    const widget = (await create({ name: 'Roles', configuration: fullConfiguration() })).body.data as WidgetView;
    for (const role of ['MEMBER', 'OBSERVER'] as const) {
      const user = await platform.createUser();
      await platform.addMember(acme, user, role);
      const token = await platform.tokenFor(user, acme.id);
      await platform.http.get(api('/feedback/widgets')).set(auth(acme, token)).expect(200);
      await create({ name: 'Nope', configuration: fullConfiguration() }, token).expect(403);
      await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme, token)).send({ name: 'x' }).expect(403);
      await platform.http.post(api(`/feedback/widgets/${widget.id}/deactivate`)).set(auth(acme, token)).expect(403);
      await platform.http.post(api(`/feedback/widgets/${widget.id}/rotate-key`)).set(auth(acme, token)).expect(403);
      await platform.http.delete(api(`/feedback/widgets/${widget.id}`)).set(auth(acme, token)).expect(403);
    }
  });
});
