import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, WEBHOOK_HEADERS } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { GoalEndpoints as G, type KeyResult, type Objective } from '../shared/goal-endpoints.js';
import { TeamEndpoints as TE, type PulseSurvey } from '../shared/team-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

/**
 * The cadence module publishes okr.check-in and pulse-check.closed through ctx.events: a
 * communication webhook (Slack format, what /slack sets up) hears them as chat messages.
 */
let platform: TestPlatform;
let co: CadenceCompany;
let asOwner: ReturnType<typeof caller>;
let server: Server;
const received: { event: string; body: { text?: string } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ event: String(req.headers[WEBHOOK_HEADERS.event.toLowerCase()]), body: JSON.parse(body) as { text?: string } });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  asOwner = caller(platform, co.owner, co.account.id);
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack`;
  const created = await asOwner('post', '/integrations/webhooks', { url, events: ['okr.check-in', 'pulse-check.closed'], category: 'communication' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(created.body.data.format).toBe('slack');
});
afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function heard(event: string): Promise<{ text?: string }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const hit = received.find((entry) => entry.event === event);
    if (hit) return hit.body;
    if (Date.now() > deadline) throw new Error(`no ${event} delivered`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('cadence domain events', () => {
  it('posts a key-result check-in to the channel', async () => {
    const objective = (await asOwner('post', endpointPath(G.createObjective), { title: 'Grow revenue', level: 'company', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
    const kr = (await asOwner('post', endpointPath(G.createKeyResult, { id: objective.id }), { title: 'Paying customers', startValue: 0, targetValue: 40 })).body.data as KeyResult;
    const checkIn = await asOwner('post', endpointPath(G.checkIn, { id: kr.id }), { value: 12, confidence: 7 });
    expect(checkIn.status, JSON.stringify(checkIn.body)).toBe(201);
    const message = await heard('okr.check-in');
    expect(message.text).toContain('Check-in on "Paying customers" (Grow revenue): 12 of 40');
  });

  it('posts a closed pulse check without its average when fewer than five answered', async () => {
    const survey = (await asOwner('post', endpointPath(TE.createSurvey), { title: 'How is the week?', questions: ['Workload'], cadenceDays: 7 })).body.data as PulseSurvey;
    await caller(platform, co.report, co.account.id)('post', endpointPath(TE.answer, { id: survey.id }), { scores: { q1: 4 } }).expect(201);
    const closed = await asOwner('post', endpointPath(TE.closeSurvey, { id: survey.id }));
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    const message = await heard('pulse-check.closed');
    expect(message.text).toContain('Pulse check closed: "How is the week?", 1 responses (too few to show the average)');
    // Closing again publishes nothing more.
    await asOwner('post', endpointPath(TE.closeSurvey, { id: survey.id })).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((entry) => entry.event === 'pulse-check.closed')).toHaveLength(1);
  });
});
