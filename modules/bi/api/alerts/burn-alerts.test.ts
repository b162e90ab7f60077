import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { TABLES } from '../finance/store.js';
import { BURN_ALERT_SWEEP_JOB } from './burn-alerts.js';

let platform: TestPlatform;
let acme: TestAccount;

const sweep = async () => {
  const id = await platform.platform.jobs.enqueue(`bi.${BURN_ALERT_SWEEP_JOB}`, {});
  expect((await platform.platform.jobs.waitFor(`bi.${BURN_ALERT_SWEEP_JOB}`, id!)).state).toBe('completed');
};
const mails = async () => (await platform.db('core.outbox').where({ to_address: acme.owner.email.toLowerCase(), template: 'bi.burn-alert' }).orderBy('created_at')) as { subject: string }[];

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  const scope = createTenantScope(platform.db, acme.id);
  // $50,000 cash, $20,000 net burn a month: 50,000 x 30 / 20,000 = 75 days, under 90: low.
  await scope.insert(TABLES.cash, { as_of: '2026-11-01', amount_cents: 5_000_000, currency: 'USD', account_name: 'Operating' });
  await scope.insert(TABLES.expenses, { month: '2026-09', category: 'payroll', amount_cents: 2_000_000, currency: 'USD', recurrence: 'RECURRING' });
});
afterAll(() => platform?.close());

describe('the burn alert mail', () => {
  it('mails the owners once when runway crosses under 90 days, and again under 30', async () => {
    await sweep();
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Acme: runway is down to 75 days']);
    // Still low the next morning: no second mail.
    await sweep();
    expect(await mails()).toHaveLength(1);
    // A $100,000 one-off this month: burn (20,000 x 3 + 100,000) / 3 = $53,333.33 -> 50,000 x 30 / 53,333.33 = 28 days, critical.
    await createTenantScope(platform.db, acme.id).insert(TABLES.expenses, { month: '2026-11', category: 'other', amount_cents: 10_000_000, currency: 'USD', recurrence: 'ONE_OFF' });
    await sweep();
    expect((await mails()).map((mail) => mail.subject)).toEqual(['Acme: runway is down to 75 days', 'Acme: runway is down to 28 days']);
  });
});
