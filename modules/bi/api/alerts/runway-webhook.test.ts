import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_HEADERS } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { TABLES } from '../finance/store.js';
import { BURN_ALERT_SWEEP_JOB } from './burn-alerts.js';

/** A runway crossing is published as runway.alert (ctx.events): the account's webhook hears it. */
let platform: TestPlatform;
let acme: TestAccount;
let server: Server;
const received: { event: string; body: { data: Record<string, unknown> } }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ event: String(req.headers[WEBHOOK_HEADERS.event.toLowerCase()]), body: JSON.parse(body) as { data: Record<string, unknown> } });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  const created = await platform.http.post('/api/integrations/webhooks').set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id }).send({ url, events: ['runway.alert'], category: 'communication', format: 'json' });
  expect(created.status).toBe(201);
  const scope = createTenantScope(platform.db, acme.id);
  // $50,000 cash, $20,000 net burn a month: 75 days of runway, under 90: low.
  await scope.insert(TABLES.cash, { as_of: '2026-11-01', amount_cents: 5_000_000, currency: 'USD', account_name: 'Operating' });
  await scope.insert(TABLES.expenses, { month: '2026-09', category: 'payroll', amount_cents: 2_000_000, currency: 'USD', recurrence: 'RECURRING' });
});
afterAll(async () => {
  await platform?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

describe('runway.alert', () => {
  it('is delivered when runway crosses into a worse level', async () => {
    const id = await platform.platform.jobs.enqueue(`bi.${BURN_ALERT_SWEEP_JOB}`, {});
    expect((await platform.platform.jobs.waitFor(`bi.${BURN_ALERT_SWEEP_JOB}`, id!)).state).toBe('completed');
    const deadline = Date.now() + 15_000;
    while (!received.some((hit) => hit.event === 'runway.alert') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    const hit = received.find((entry) => entry.event === 'runway.alert');
    expect(hit?.body.data).toMatchObject({ level: 'low', runwayDays: 75 });
  });
});
