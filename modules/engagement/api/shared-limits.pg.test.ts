import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementErrors, type WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

/** Ingestion's limiter and key cache on two instances of one PostgreSQL database. */
describe('the ingestion limit and the key cache on two instances', { timeout: 60_000 }, () => {
  let first: TestPlatform;
  let second: TestPlatform;
  let acme: TestAccount;
  let widget: WidgetView;
  const previous = process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE;
  // One clock for both (one window of the minute), frozen: a cached key never expires by itself here.
  const clock = new TestClock('2026-11-10T12:00:05Z');

  beforeAll(async () => {
    process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE = '30';
    first = await startTestPlatform({ plugins: [engagementPlugin], clock });
    second = await startTestPlatform({ plugins: [engagementPlugin], clock, sameDatabaseAs: first });
    acme = await first.createAccount({ name: 'Acme', plan: 'PRO' });
    widget = (await first.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  }, 120_000);
  afterAll(async () => {
    if (previous === undefined) delete process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE;
    else process.env.ENGAGEMENT_INGESTION_LIMIT_PER_MINUTE = previous;
    await second?.close();
    await first?.close();
  });

  const batch = (platform: TestPlatform, n: number) =>
    platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: Array.from({ length: n }, (_, i) => ({ sessionId: `s${i}`, path: '/' })) });
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return false;
  };

  it('shares the per-key budget: 20 events on one instance leave 10 on the other', async () => {
    expect((await batch(first, 20)).status).toBe(202);
    // The first instance adds its count to the shared one within a second.
    expect(await waitFor(async () => Number((await first.db('engagement.rate_limits').where('name', 'like', 'key:%').sum('count as n'))[0]!.n ?? 0) === 20, 3000)).toBe(true);
    const refused = await batch(second, 20);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(EngagementErrors.TOO_MANY_EVENTS);
    expect((await batch(second, 10)).status).toBe(202);
    // 30 of 30 now, on either instance.
    expect(await waitFor(async () => (await batch(first, 1)).status === 429, 3000)).toBe(true);
  });

  it('drops a deactivated widget from the other instance’s key cache within about a second', async () => {
    clock.advance(60_000); // a new minute: a fresh budget
    expect((await batch(second, 1)).status).toBe(202); // the second instance has the key cached now
    await first.http.post(api(`/feedback/widgets/${widget.id}/deactivate`)).set(auth(acme)).expect(200);
    const started = Date.now();
    expect(await waitFor(async () => (await batch(second, 1)).status === 403, 5000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await batch(second, 1)).body.error).toBe(EngagementErrors.WIDGET_NOT_ACTIVE);
  });
});
