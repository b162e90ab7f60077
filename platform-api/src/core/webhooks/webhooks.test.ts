import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, DomainEvents, IntegrationErrors, WEBHOOK_HEADERS, endpointPath, WebhookEndpoints } from '@suite/sdk';
import { expectTenantIsolation, type ProbedRoute } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { addCard, asOwner, buy, memberOf } from '../billing/testing.js';
import { checkWebhookUrl, deliveryBody, WEBHOOK_DELIVER_JOB } from './service.js';
import { verifyWebhook } from './signing.js';
import { assertPublicHost, isInternalAddress } from './address-guard.js';

/**
 * Outgoing webhooks end to end: a real HTTP receiver on this machine gets signed deliveries
 * from the background job; a failing receiver is retried, then its endpoint paused and its maker
 * mailed; a replay delivers once.
 */
interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.statusCode = this.status;
        res.end(this.status < 300 ? 'ok' : 'nope');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let platform: TestPlatform;
let account: TestAccount;
let other: TestAccount;
const receiver = new Receiver();
const PAUSE_AFTER = 3;

beforeAll(async () => {
  await receiver.start();
  platform = await startTestPlatform({ config: { webhooks: { retryDelaysSeconds: [0, 0, 0, 0], pauseAfterFailures: PAUSE_AFTER, timeoutMs: 3000 } } });
  account = await platform.createAccount({ plan: 'PRO' });
  other = await platform.createAccount({ plan: 'PRO' });
});
afterAll(async () => {
  await platform?.close();
  await receiver.close();
});
afterEach(() => {
  receiver.status = 200;
  receiver.received.length = 0;
});

const register = (body: object, headers = asOwner(account)) => platform.http.post('/api/integrations/webhooks').set(headers).send(body);

async function waitFor<T>(what: () => Promise<T | undefined | null | false>, label: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function deliveries(endpointId: string, headers = asOwner(account)) {
  const response = await platform.http.get(`/api/integrations/webhooks/${endpointId}/deliveries`).set(headers);
  expect(response.status).toBe(200);
  return response.body.data as { id: string; status: string; attempts: number; event: string; replayOf: string | null; log: { attempt: number; statusCode: number | null; durationMs: number }[] }[];
}

describe('registering an endpoint', () => {
  it('answers the signing secret once, then only its last 4 characters', async () => {
    const created = await register({ url: receiver.url, events: ['retro.completed'], category: 'analytics', description: 'Warehouse' });
    expect(created.status).toBe(201);
    const { secret, id } = created.body.data as { secret: string; id: string };
    expect(secret).toMatch(/^whsec_/);
    expect(created.body.data).toMatchObject({ format: 'json', status: 'active', events: ['retro.completed'], secretLast4: secret.slice(-4) });
    const read = await platform.http.get(`/api/integrations/webhooks/${id}`).set(asOwner(account));
    expect(JSON.stringify(read.body)).not.toContain(secret);
    const row = await platform.db('core.webhook_endpoints').where('id', id).first();
    expect(JSON.stringify(row)).not.toContain(secret);
  });

  it('defaults communication endpoints to the Slack-compatible format', async () => {
    const created = await register({ url: 'https://hooks.slack.example/services/T0/B0/x', events: ['sprint.completed'], category: 'communication' });
    expect(created.body.data.format).toBe('slack');
  });

  it.each([
    ['http://example.com/hook', IntegrationErrors.WEBHOOK_URL_HTTPS],
    ['ftp://example.com/hook', IntegrationErrors.WEBHOOK_URL_INVALID],
    ['not a url', IntegrationErrors.WEBHOOK_URL_INVALID],
  ])('refuses %s', async (url, error) => {
    const response = await register({ url, events: ['retro.completed'], category: 'analytics' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(error);
  });

  it('allows http:// to this machine only outside production', () => {
    expect(checkWebhookUrl('http://localhost:9000/x', 'development')).toBe('http://localhost:9000/x');
    expect(() => checkWebhookUrl('http://localhost:9000/x', 'production')).toThrow(IntegrationErrors.WEBHOOK_URL_HTTPS);
    expect(() => checkWebhookUrl('http://10.0.0.5/x', 'development')).toThrow(IntegrationErrors.WEBHOOK_URL_HTTPS);
  });

  it('needs known events, at least one', async () => {
    expect((await register({ url: receiver.url, events: [], category: 'analytics' })).body.error).toBe(IntegrationErrors.WEBHOOK_EVENTS_REQUIRED);
    expect((await register({ url: receiver.url, events: ['nope.nope'], category: 'analytics' })).body.error).toBe(IntegrationErrors.webhookUnknownEvent('nope.nope'));
  });

  it('is part of the Pro and Enterprise plans', async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    const response = await register({ url: receiver.url, events: ['retro.completed'], category: 'analytics' }, asOwner(free));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(IntegrationErrors.WEBHOOKS_NEED_PLAN);
  });

  it('lists the events a webhook can subscribe to, with their fields', async () => {
    const response = await platform.http.get('/api/integrations/webhooks/events').set(asOwner(account));
    const names = (response.body.data as { name: string }[]).map((event) => event.name);
    expect(names).toEqual(expect.arrayContaining(['poker.estimate.saved', 'retro.completed', 'sprint.completed', 'feedback.received', 'runway.alert', 'invoice.paid']));
    expect(names).not.toContain('webhook.test');
  });
});

describe('deliveries', () => {
  it('signs each delivery so the receiver can verify it (HMAC-SHA256 over timestamp and body)', async () => {
    const { id, secret } = (await register({ url: `${receiver.url}?signed`, events: ['retro.completed', 'invoice.paid'], category: 'analytics' })).body.data as { id: string; secret: string };
    const payload = { sessionId: 's-1', sessionName: 'Sprint 9 retro', completedAt: '2026-11-02T10:00:00.000Z' };
    await publish(DomainEvents.retroCompleted, payload);
    const got = await waitFor(async () => receiver.received.find((hit) => hit.url === '/hook?signed'), 'a delivery');
    const headers = { timestamp: got.headers[WEBHOOK_HEADERS.timestamp.toLowerCase()] as string, signature: got.headers[WEBHOOK_HEADERS.signature.toLowerCase()] as string };
    const clockSeconds = Math.floor(platform.clock.now().getTime() / 1000);
    expect(verifyWebhook(secret, headers, got.body, clockSeconds)).toBe(true);
    // A changed body, another secret or an old timestamp does not verify.
    expect(verifyWebhook(secret, headers, got.body.replace('Sprint 9', 'Sprint 8'), clockSeconds)).toBe(false);
    expect(verifyWebhook('whsec_other', headers, got.body, clockSeconds)).toBe(false);
    expect(verifyWebhook(secret, headers, got.body, clockSeconds + 3600)).toBe(false);
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'retro.completed', accountId: account.id, data: payload });
    expect(got.headers[WEBHOOK_HEADERS.id.toLowerCase()]).toBeTruthy();
    const log = await waitFor(async () => (await deliveries(id)).find((delivery) => delivery.status === 'succeeded'), 'the logged success');
    expect(log.log).toEqual([expect.objectContaining({ attempt: 1, statusCode: 200, durationMs: expect.any(Number) })]);
  });

  it('sends Slack-compatible messages ({ text, blocks }) to communication endpoints', async () => {
    await register({ url: receiver.url, events: ['sprint.completed'], category: 'communication' });
    await publish(DomainEvents.sprintCompleted, { sprintId: 'sp-1', sprintName: 'Sprint 12', boardId: null, completedAt: '2026-11-02T10:00:00.000Z' });
    const got = await waitFor(async () => receiver.received.find((hit) => hit.headers[WEBHOOK_HEADERS.event.toLowerCase()] === 'sprint.completed'), 'a Slack delivery');
    const body = JSON.parse(got.body);
    expect(body.text).toBe('Sprint completed: "Sprint 12"');
    expect(body.blocks[0]).toEqual({ type: 'section', text: { type: 'mrkdwn', text: 'Sprint completed: "Sprint 12"' } });
  });

  it('retries a failing receiver with backoff, then pauses the endpoint and mails its maker', async () => {
    receiver.status = 500;
    const { id } = (await register({ url: receiver.url, events: ['feedback.received'], category: 'analytics' })).body.data as { id: string };
    await publish(DomainEvents.feedbackReceived, { widgetId: 'w', responseId: 'r', type: 'bug', rating: null, message: 'Broken' });
    const failed = await waitFor(async () => (await deliveries(id)).find((delivery) => delivery.status === 'failed'), 'the failed delivery');
    expect(failed.attempts).toBe(PAUSE_AFTER);
    expect(failed.log.map((attempt) => [attempt.attempt, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
    expect(receiver.received.length).toBe(PAUSE_AFTER);
    const endpoint = (await platform.http.get(`/api/integrations/webhooks/${id}`).set(asOwner(account))).body.data;
    expect(endpoint).toMatchObject({ status: 'paused', consecutiveFailures: PAUSE_AFTER, lastStatusCode: 500 });
    expect(endpoint.pauseReason).toContain('HTTP 500');
    const mail = await waitFor(async () => platform.db('core.outbox').where({ to_address: account.owner.email, template: 'integrations.webhook-paused', subject: `Webhook paused: ${receiver.url}` }).first(), 'the pause mail');
    expect(mail.text_body).toContain('failed 3 times in a row');
    // Paused: new events are not sent to it, and a test is refused.
    await publish(DomainEvents.feedbackReceived, { widgetId: 'w', responseId: 'r2', type: 'bug', rating: null, message: null });
    const test = await platform.http.post(`/api/integrations/webhooks/${id}/test`).set(asOwner(account));
    expect(test.status).toBe(409);
    expect(test.body.error).toBe(IntegrationErrors.WEBHOOK_PAUSED);
    expect((await deliveries(id)).length).toBe(1);
  });

  it('replays a delivery by hand once the endpoint is resumed, delivering it exactly once', async () => {
    receiver.status = 500;
    const { id } = (await register({ url: receiver.url, events: ['runway.alert'], category: 'analytics' })).body.data as { id: string };
    await publish(DomainEvents.runwayAlert, { level: 'critical', runwayDays: 25, runOutDate: '2026-11-27' });
    const failed = await waitFor(async () => (await deliveries(id)).find((delivery) => delivery.status === 'failed'), 'the failed delivery');
    const paused = await platform.http.post(endpointPath(WebhookEndpoints.replay, { id, deliveryId: failed.id }).replace(/^/, '/api')).set(asOwner(account));
    expect(paused.status).toBe(409);
    receiver.status = 200;
    receiver.received.length = 0;
    const resumed = await platform.http.patch(`/api/integrations/webhooks/${id}`).set(asOwner(account)).send({ status: 'active' });
    expect(resumed.body.data).toMatchObject({ status: 'active', consecutiveFailures: 0, pausedAt: null });
    const replay = await platform.http.post(`/api/integrations/webhooks/${id}/deliveries/${failed.id}/replay`).set(asOwner(account));
    expect(replay.status).toBe(202);
    expect(replay.body.data).toMatchObject({ replayOf: failed.id, status: 'pending', event: 'runway.alert' });
    const done = await waitFor(async () => (await deliveries(id)).find((delivery) => delivery.id === replay.body.data.id && delivery.status === 'succeeded'), 'the replay');
    expect(done.log).toHaveLength(1);
    await platform.platform.jobs.waitUntilIdle(`core.${WEBHOOK_DELIVER_JOB}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(receiver.received).toHaveLength(1);
    // The same bytes as the original delivery.
    expect(receiver.received[0]!.body).toBe((await platform.db('core.webhook_deliveries').where('id', failed.id).first()).body);
  });

  it('sends a test event on demand', async () => {
    const { id } = (await register({ url: receiver.url, events: ['invoice.paid'], category: 'analytics' })).body.data as { id: string };
    const test = await platform.http.post(`/api/integrations/webhooks/${id}/test`).set(asOwner(account));
    expect(test.status).toBe(202);
    const got = await waitFor(async () => receiver.received.find((hit) => hit.headers[WEBHOOK_HEADERS.event.toLowerCase()] === 'webhook.test'), 'the test event');
    expect(JSON.parse(got.body).data).toEqual({ message: 'Hello from Suite' });
  });

  it('publishes invoice.paid when a checkout charges, to that account only', async () => {
    const ours = (await register({ url: receiver.url, events: ['invoice.paid'], category: 'analytics' })).body.data as { id: string };
    const buyer = await platform.createAccount({ plan: 'PRO' });
    const theirs = (await register({ url: receiver.url, events: ['invoice.paid'], category: 'analytics' }, asOwner(buyer))).body.data as { id: string };
    await addCard(platform, asOwner(buyer));
    await buy(platform, asOwner(buyer), 'ENTERPRISE', 'MONTHLY');
    const got = await waitFor(async () => receiver.received.find((hit) => hit.headers[WEBHOOK_HEADERS.event.toLowerCase()] === 'invoice.paid'), 'invoice.paid');
    const body = JSON.parse(got.body);
    expect(body).toMatchObject({ event: 'invoice.paid', accountId: buyer.id, data: { currency: 'USD', amountCents: expect.any(Number), number: expect.any(String) } });
    expect((await deliveries(theirs.id, asOwner(buyer))).length).toBe(1);
    expect((await deliveries(ours.id)).length).toBe(0);
  });
});

describe('who may manage webhooks', () => {
  it('refuses a MEMBER and an OBSERVER; an ADMIN may', async () => {
    const body = { url: receiver.url, events: ['retro.completed'], category: 'analytics' };
    for (const role of ['MEMBER', 'OBSERVER'] as const) {
      const { headers } = await memberOf(platform, account, role);
      const created = await register(body, headers);
      expect(created.status).toBe(403);
      expect(created.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
      expect((await platform.http.get('/api/integrations/webhooks').set(headers)).status).toBe(403);
    }
    const admin = await memberOf(platform, account, 'ADMIN');
    expect((await register(body, admin.headers)).status).toBe(201);
    // integrations.manage opens it to a member too.
    const manager = await memberOf(platform, account, 'MEMBER', ['integrations.manage']);
    expect((await register(body, manager.headers)).status).toBe(201);
  });
});

describe('tenant isolation', () => {
  it("refuses every webhook route naming another account's endpoint or delivery", async () => {
    receiver.status = 200;
    const theirs = (await register({ url: receiver.url, events: ['retro.completed'], category: 'analytics' }, asOwner(other))).body.data as { id: string };
    await platform.http.post(`/api/integrations/webhooks/${theirs.id}/test`).set(asOwner(other));
    const [delivery] = await waitFor(async () => {
      const list = await deliveries(theirs.id, asOwner(other));
      return list.length ? list : null;
    }, 'their delivery');
    const ours = (await register({ url: receiver.url, events: ['retro.completed'], category: 'analytics' })).body.data as { id: string };
    const base = `/api/integrations/webhooks/${theirs.id}`;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: base },
      { method: 'PATCH', path: base, body: { description: 'Hijacked' } },
      { method: 'DELETE', path: base },
      { method: 'POST', path: `${base}/secret` },
      { method: 'POST', path: `${base}/test` },
      { method: 'GET', path: `${base}/deliveries` },
      { method: 'POST', path: `${base}/deliveries/${delivery!.id}/replay` },
      // Their delivery under our endpoint.
      { method: 'POST', path: `/api/integrations/webhooks/${ours.id}/deliveries/${delivery!.id}/replay` },
    ];
    await expectTenantIsolation(platform, { token: account.owner.token, accountId: account.id }, routes);
    const listed = await platform.http.get('/api/integrations/webhooks').set(asOwner(account));
    expect(JSON.stringify(listed.body)).not.toContain(theirs.id);
    const still = await platform.db('core.webhook_endpoints').where('id', theirs.id).first();
    expect(still.description).toBe('');
  });
});

describe('the Slack-compatible body', () => {
  it('is built from the event summary', () => {
    const body = JSON.parse(deliveryBody('slack', DomainEvents.invoicePaid, { id: 'e', event: 'invoice.paid', createdAt: '2026-11-02T10:00:00.000Z', accountId: 'a', data: { invoiceId: 'i', number: 'INV-1', amountCents: 2900, currency: 'USD', paidAt: '2026-11-02' } }));
    expect(body.text).toBe('Invoice INV-1 paid: 29.00 USD');
  });
});

/** What a module's ctx.events.publish does (the core's publisher behind it). */
async function publish(event: (typeof DomainEvents)[keyof typeof DomainEvents], payload: Record<string, unknown>): Promise<void> {
  await platform.platform.events.publish(event as never, account.id, payload as never);
}

describe('in production, deliveries never reach the internal network', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.1.2.3', true],
    ['172.20.0.1', true],
    ['192.168.1.10', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['::1', true],
    ['fd00::1', true],
    ['::ffff:10.0.0.1', true],
    ['93.184.216.34', false],
    ['2606:2800:220:1::1', false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });

  it('refuses a host that is or resolves to one', async () => {
    await expect(assertPublicHost('https://169.254.169.254/latest/meta-data')).rejects.toThrow('internal address');
    await expect(assertPublicHost('https://localhost/hook')).rejects.toThrow('internal address');
  });
});
