import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementErrors, type WidgetConfiguration, type WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { FEEDBACK_ALERT_MAIL } from './alerts/feedback-alert.js';
import { WIDGETS } from './models.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

/** A widget's integrations: the typed configuration, its rules and texts, and the e-mail alert ingestion queues. */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
});
afterAll(() => platform?.close());

const withIntegrations = (integrations: unknown) => ({ ...fullConfiguration(), integrations }) as unknown as WidgetConfiguration;
const create = async (name: string, integrations?: unknown) => {
  const res = await platform.http
    .post(api('/feedback/widgets'))
    .set(auth(acme))
    .send({ name, configuration: integrations === undefined ? fullConfiguration() : withIntegrations(integrations) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as WidgetView;
};
const answer = (widget: WidgetView, nps: number, extra: Record<string, unknown> = {}) =>
  platform.http.post(api('/feedback/responses')).send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: nps }], ...extra });

interface OutboxMail {
  to_address: string;
  subject: string;
  text_body: string;
  language: string;
  data: { link?: string } | string;
}
const mailsFor = async (responseId: string): Promise<OutboxMail[]> => {
  const rows = (await platform.db('core.outbox').where('template', FEEDBACK_ALERT_MAIL).orderBy('to_address')) as OutboxMail[];
  return rows.filter((row) => String((typeof row.data === 'string' ? JSON.parse(row.data) : row.data).link ?? '').endsWith(`?response=${responseId}`));
};
/** The alert is a job (workers poll every half second): wait for `count` mails of the answer. */
const waitForMails = async (responseId: string, count: number): Promise<OutboxMail[]> => {
  const deadline = Date.now() + 15_000;
  let mails = await mailsFor(responseId);
  while (mails.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    mails = await mailsFor(responseId);
  }
  return mails;
};

describe('widget integrations (configuration)', () => {
  it('gives a new widget the defaults: webhooks on, no e-mail alert', async () => {
    const widget = await create('Defaults');
    expect(widget.configuration.integrations).toEqual({ webhooks: true, email: { recipients: [], onlyDetractors: false } });
  });

  it('keeps the recipients trimmed and once each, and an edit changes only what it sends', async () => {
    const widget = await create('Alerts', { email: { recipients: [' pm@acme.example ', 'PM@acme.example', 'cto@acme.example'] } });
    expect(widget.configuration.integrations).toEqual({ webhooks: true, email: { recipients: ['pm@acme.example', 'cto@acme.example'], onlyDetractors: false } });
    const edited = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ configuration: { integrations: { email: { onlyDetractors: true } } } }).expect(200);
    expect(edited.body.data.configuration.integrations).toEqual({ webhooks: true, email: { recipients: ['pm@acme.example', 'cto@acme.example'], onlyDetractors: true } });
    const off = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ configuration: { integrations: { webhooks: false } } }).expect(200);
    expect(off.body.data.configuration.integrations).toEqual({ webhooks: false, email: { recipients: ['pm@acme.example', 'cto@acme.example'], onlyDetractors: true } });
  });

  it.each([
    ['an address without a domain', { email: { recipients: ['pm@acme.example', 'not-an-address'] } }, EngagementErrors.ALERT_RECIPIENTS_INVALID],
    ['an address with a space', { email: { recipients: ['p m@acme.example'] } }, EngagementErrors.ALERT_RECIPIENTS_INVALID],
    ['a 300-character address', { email: { recipients: [`${'a'.repeat(290)}@acme.example`] } }, EngagementErrors.ALERT_RECIPIENTS_INVALID],
    ['11 recipients', { email: { recipients: Array.from({ length: 11 }, (_, i) => `p${i}@acme.example`) } }, EngagementErrors.ALERT_RECIPIENTS_TOO_MANY],
  ])('refuses %s on create and on edit with its text', async (_label, integrations, text) => {
    const created = await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Bad', configuration: withIntegrations(integrations) });
    expect(created.status).toBe(400);
    expect(created.body).toMatchObject({ success: false, error: text });
    const widget = await create('Edit');
    const edited = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ configuration: { integrations } });
    expect(edited.status).toBe(400);
    expect(edited.body).toMatchObject({ success: false, error: text });
    const kept = await platform.http.get(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(200);
    expect(kept.body.data.configuration.integrations.email.recipients).toEqual([]);
  });

  it('loads a widget stored with the free-form {} of before, with the defaults, and edits it', async () => {
    const widget = await create('Old');
    await platform.db(WIDGETS).where('id', widget.id).update({ configuration: JSON.stringify({ ...fullConfiguration(), integrations: {} }) });
    const read = await platform.http.get(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(200);
    expect(read.body.data.configuration.integrations).toEqual({ webhooks: true, email: { recipients: [], onlyDetractors: false } });
    const renamed = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).send({ name: 'Old, renamed' }).expect(200);
    expect(renamed.body.data.configuration.integrations.webhooks).toBe(true);
    // Its answers still go out as before.
    expect((await answer(widget, 9)).status).toBe(201);
  });

  it("refuses another account's widget id", async () => {
    const widget = await create('Mine', { email: { recipients: ['pm@acme.example'] } });
    const res = await platform.http.patch(api(`/feedback/widgets/${widget.id}`)).set(auth(globex)).send({ configuration: { integrations: { email: { recipients: ['spy@globex.example'] } } } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe(EngagementErrors.WIDGET_NOT_FOUND);
    const kept = await platform.http.get(api(`/feedback/widgets/${widget.id}`)).set(auth(acme)).expect(200);
    expect(kept.body.data.configuration.integrations.email.recipients).toEqual(['pm@acme.example']);
  });
});

describe('the e-mail alert', () => {
  it('mails every recipient once with the widget name, the score, the comment and the link to the answer', async () => {
    const widget = await create('Pricing page', { email: { recipients: ['pm@acme.example', 'cto@acme.example'] } });
    const res = await answer(widget, 4, { comment: 'The export is broken' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mails = await waitForMails(res.body.data.id, 2);
    expect(mails.map((m) => m.to_address)).toEqual(['cto@acme.example', 'pm@acme.example']);
    expect(mails[0]!.subject).toBe('New feedback on Pricing page: score 4/10');
    expect(mails[0]!.text_body).toContain('A visitor answered your widget Pricing page.');
    expect(mails[0]!.text_body).toContain('The export is broken');
    expect(mails[0]!.text_body).toContain(`/customer-feedback?response=${res.body.data.id}`);
  });

  it("writes to a member in their language, to anyone else in the widget creator's", async () => {
    await platform.db('core.users').where('id', acme.owner.id).update({ language: 'fr' });
    try {
      const widget = await create('Accueil', { email: { recipients: [acme.owner.email, 'outsider@partner.example'] } });
      const res = await answer(widget, 10);
      const mails = await waitForMails(res.body.data.id, 2);
      // The owner created the widget: both mails are in French.
      expect(mails.map((m) => [m.to_address, m.language])).toEqual(expect.arrayContaining([[acme.owner.email, 'fr'], ['outsider@partner.example', 'fr']]));
      expect(mails[0]!.subject).toBe('Nouveau retour sur Accueil : note 10/10');
    } finally {
      await platform.db('core.users').where('id', acme.owner.id).update({ language: 'en' });
    }
  });

  it('with detractors only, mails a detractor (6) and not a promoter (9)', async () => {
    const widget = await create('Detractors', { email: { recipients: ['support@acme.example'], onlyDetractors: true } });
    const promoter = await answer(widget, 9, { comment: 'Love it' });
    const detractor = await answer(widget, 6, { comment: 'Too slow' });
    expect([promoter.status, detractor.status]).toEqual([201, 201]);
    const mails = await waitForMails(detractor.body.data.id, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text_body).toContain('Too slow');
    // The promoter's answer queued nothing (the detractor's, sent after it, is already mailed).
    expect(await mailsFor(promoter.body.data.id)).toEqual([]);
  });

  it('mails a duplicate answer (the same id sent twice) once', async () => {
    const widget = await create('Duplicates', { email: { recipients: ['pm@acme.example'] } });
    const id = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    expect((await answer(widget, 3, { id })).body.data.duplicate).toBe(false);
    expect((await answer(widget, 3, { id })).body.data.duplicate).toBe(true);
    expect(await waitForMails(id, 1)).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await mailsFor(id)).toHaveLength(1);
  });

  it('sends nothing for a widget without recipients', async () => {
    const quiet = await create('Quiet');
    const loud = await create('Loud', { email: { recipients: ['pm@acme.example'] } });
    const unheard = await answer(quiet, 2);
    const heard = await answer(loud, 2);
    expect(await waitForMails(heard.body.data.id, 1)).toHaveLength(1);
    expect(await mailsFor(unheard.body.data.id)).toEqual([]);
  });
});
