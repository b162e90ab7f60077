import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, type DemoDirectory, type Logger } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { createLogger } from '../../logger.js';
import { seedDemoData } from '../seed/seed.js';
import { seedBilling } from './seed.js';
import { headersFor } from './testing.js';

let platform: TestPlatform;
let demo: DemoDirectory;
const log = createLogger('silent') as unknown as Logger;
const clock = new TestClock('2026-06-20T12:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
  demo = (await seedDemoData(platform.db, [], log, clock.now))!;
  await seedBilling(platform.db, demo, log, clock.now);
});
afterAll(() => platform?.close());

async function as(email: string, key: 'pro' | 'enterprise') {
  const person = DEMO_ACCOUNTS.find((p) => p.email === email)!;
  const userId = demo.accounts[key]!.users[person.email]!;
  const accountId = demo.accounts[key]!.id;
  return headersFor(await platform.tokenFor({ id: userId, email, token: '' }, accountId), accountId);
}

describe('demo billing (npm start)', () => {
  it('gives the PRO demo company a PRO annual subscription with its 5 users, a default card and two invoices', async () => {
    const headers = await as('founder@demo.suite.test', 'pro');
    const subscription = (await platform.http.get('/api/billing/subscription').set(headers)).body.data;
    expect(subscription).toMatchObject({ plan: 'PRO', status: 'ACTIVE', billingInterval: 'ANNUAL', additionalUsers: 5, maxUsers: 10, cancelAtPeriodEnd: false, currentPeriodStart: '2026-04-21T12:00:00.000Z' });
    expect((await platform.http.get('/api/billing/payment-methods').set(headers)).body.data).toEqual([expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true })]);
    const { invoices, total } = (await platform.http.get('/api/billing/invoices').set(headers)).body.data;
    expect(total).toBe(2);
    expect(invoices.map((i: { totalCents: number }) => i.totalCents)).toEqual([expect.any(Number), 37440]);
    // 3 users added 40 days into the year, 325 of 365 days left: 14400 x 325 / 365 = 12821.9 -> 12822.
    expect(invoices[0]).toMatchObject({ totalCents: 12822, lines: [expect.objectContaining({ quantity: 3, unitPriceCents: 4800 })] });
  });

  it('gives the ENTERPRISE demo company two annual invoices, numbered per year in date order', async () => {
    const headers = await as('admin.enterprise@demo.suite.test', 'enterprise');
    expect((await platform.http.get('/api/billing/subscription').set(headers)).body.data).toMatchObject({ plan: 'ENTERPRISE', billingInterval: 'ANNUAL', maxUsers: -1 });
    const { invoices } = (await platform.http.get('/api/billing/invoices').set(headers)).body.data;
    expect(invoices.map((i: { number: string; totalCents: number }) => [i.number, i.totalCents])).toEqual([
      ['INV-2026-000001', 95040],
      ['INV-2025-000001', 95040],
    ]);
    expect((await platform.http.get('/api/billing/payment-methods').set(headers)).body.data[0]).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('does nothing the second time', async () => {
    await seedBilling(platform.db, demo, log, clock.now);
    expect(await platform.db('core.invoices')).toHaveLength(4);
    expect(await platform.db('core.subscriptions')).toHaveLength(2);
  });
});
