import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, WEBHOOK_HEADERS } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from './index.js';
import { PokerApi } from './poker/test-paths.js';
import { RetroEndpoints } from '../shared/retro-endpoints.js';

/** The agile module publishes poker.estimate.saved and retro.completed through ctx.events: a webhook hears them. */
let platform: TestPlatform;
let acme: TestAccount;
let server: Server;
const received: { event: string; body: Record<string, unknown> }[] = [];

const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ event: String(req.headers[WEBHOOK_HEADERS.event.toLowerCase()]), body: JSON.parse(body) as Record<string, unknown> });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const created = await platform.http.post('/api/integrations/webhooks').set(auth()).send({ url, events: ['poker.estimate.saved', 'retro.completed'], category: 'analytics' });
  expect(created.status).toBe(201);
});
afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function heard(event: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const hit = received.find((entry) => entry.event === event);
    if (hit) return hit.body;
    if (Date.now() > deadline) throw new Error(`no ${event} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('agile domain events', () => {
  it('publishes poker.estimate.saved when a story gets its final estimate', async () => {
    const created = await platform.http.post(`/api${PokerApi.sessions}`).set(auth()).send({ name: 'Sprint 7 planning', stories: ['Checkout page'] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    await platform.http.patch(`/api${PokerApi.session(id)}`).set(auth()).send({ status: 'ACTIVE' }).expect(200);
    const snapshot = (await platform.http.get(`/api${PokerApi.session(id)}`).set(auth())).body.data as { stories: { id: string }[] };
    const storyId = snapshot.stories[0]!.id;
    await platform.http.post(`/api${PokerApi.startVoting(id, storyId)}`).set(auth()).expect(200);
    await platform.http.post(`/api${PokerApi.votes(id, storyId)}`).set(auth()).send({ value: '5' });
    await platform.http.post(`/api${PokerApi.reveal(id, storyId)}`).set(auth()).expect(200);
    const estimated = await platform.http.post(`/api${PokerApi.estimate(id, storyId)}`).set(auth()).send({ estimate: 5 });
    expect(estimated.status, JSON.stringify(estimated.body)).toBe(200);
    const body = await heard('poker.estimate.saved');
    expect(body).toMatchObject({ event: 'poker.estimate.saved', accountId: acme.id, data: { sessionId: id, sessionName: 'Sprint 7 planning', storyId, storyTitle: 'Checkout page', estimate: '5' } });
  });

  it('publishes retro.completed when a retrospective completes', async () => {
    const created = await platform.http.post(`/api${endpointPath(RetroEndpoints.createSession)}`).set(auth()).send({ name: 'Sprint 7 retro' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as string;
    const path = `/api${endpointPath(RetroEndpoints.updateSession, { id })}`;
    await platform.http.patch(path).set(auth()).send({ status: 'ACTIVE' }).expect(200);
    const completed = await platform.http.patch(path).set(auth()).send({ status: 'COMPLETED' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const body = await heard('retro.completed');
    expect(body).toMatchObject({ event: 'retro.completed', data: { sessionId: id, sessionName: 'Sprint 7 retro' } });
  });
});
