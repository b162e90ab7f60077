import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import type { WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

/** A widget response is published as feedback.received (ctx.events): the account's webhook hears it. */
let platform: TestPlatform;
let acme: TestAccount;
let widget: WidgetView;
let server: Server;
const received: { event: string; body: { accountId: string; data: Record<string, unknown> } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ event: String(req.headers[WEBHOOK_HEADERS.event.toLowerCase()]), body: JSON.parse(body) as { accountId: string; data: Record<string, unknown> } });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  expect((await platform.http.post('/api/integrations/webhooks').set(auth(acme)).send({ url, events: ['feedback.received'], category: 'analytics' })).status).toBe(201);
});
afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('feedback.received', () => {
  it('is delivered when a visitor answers a widget', async () => {
    const answered = await platform.http
      .post(api('/feedback/responses'))
      .send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: 3 }, { questionId: 'pick', answer: 'Price' }], comment: 'The export is broken' });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const deadline = Date.now() + 15_000;
    while (!received.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received[0]).toMatchObject({ event: 'feedback.received', body: { accountId: acme.id, data: { widgetId: widget.id, responseId: answered.body.data.id, type: 'nps', rating: 3, message: 'The export is broken' } } });
  });

  it('is not published for a widget whose answers stay in the app (integrations.webhooks off)', async () => {
    const quiet = (await platform.http
      .post(api('/feedback/widgets'))
      .set(auth(acme))
      .send({ name: 'In the app only', configuration: { ...fullConfiguration(), integrations: { webhooks: false } } })).body.data as WidgetView;
    expect(quiet.configuration.integrations.webhooks).toBe(false);
    const unheard = await platform.http.post(api('/feedback/responses')).send({ apiKey: quiet.apiKey, responses: [{ questionId: 'nps', answer: 2 }], comment: 'Keep this internal' });
    expect(unheard.status, JSON.stringify(unheard.body)).toBe(201);
    // The answer is stored and in the hub, but no event was stored for the webhooks (publishing is done when the answer returns)...
    const stored = (await platform.db('core.webhook_events').where({ account_id: acme.id, event: 'feedback.received' }).select('payload')) as { payload: { responseId: string } | string }[];
    const published = stored.map((row) => (typeof row.payload === 'string' ? (JSON.parse(row.payload) as { responseId: string }) : row.payload).responseId);
    expect(published).toContain(received[0]!.body.data.responseId);
    expect(published).not.toContain(unheard.body.data.id);
    // ...and an answer to the first widget, sent after it, is the next one the hook hears.
    const heard = await platform.http.post(api('/feedback/responses')).send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: 9 }] });
    const deadline = Date.now() + 15_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received.map((r) => r.body.data.responseId)).toEqual([received[0]!.body.data.responseId, heard.body.data.id]);
  });
});
