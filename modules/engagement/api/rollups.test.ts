import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantScope, startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '@suite/testing';
import type { WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';
import { planRange } from './rollups/days.js';
import { buildRollups } from './rollups/job.js';
import { histogramMedian } from './flows/funnel-query.js';

let platform: TestPlatform;
let acme: TestAccount;
let widget: WidgetView;
const FROM = '2026-11-05T00:00:00.000Z';

const events = (list: Record<string, unknown>[]) => platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events: list.map((e) => ({ id: randomUUID(), ...e })) }).expect(202);
const views = async () => (await platform.http.get(api(`/feedback/analytics?from=${FROM}`)).set(auth(acme)).expect(200)).body.data.totals.views as number;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin], clock: new TestClock('2026-11-10T12:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  // 8 November (a closed day): shown 3 times, 2 clicks on #buy, sessions f1 (/ then /pricing 30 s later) and f2 (/ only).
  // Today (10 November): shown 2 times, 1 click, session f3 (/ then /pricing 60 s later).
  await events([
    ...[0, 1, 2].map((i) => ({ sessionId: `a${i}`, path: '/pricing', category: 'WIDGET_SHOWN', occurredAt: `2026-11-08T09:0${i}:00Z` })),
    { sessionId: 'c1', path: '/pricing', category: 'CLICK', x: 503, y: 415, selector: '#buy', occurredAt: '2026-11-08T09:10:00Z' },
    { sessionId: 'c2', path: '/pricing', category: 'CLICK', x: 507, y: 419, selector: '#buy', occurredAt: '2026-11-08T09:11:00Z' },
    { sessionId: 'f1', path: '/', occurredAt: '2026-11-08T10:00:00Z' },
    { sessionId: 'f1', path: '/pricing', occurredAt: '2026-11-08T10:00:30Z' },
    { sessionId: 'f2', path: '/', occurredAt: '2026-11-08T11:00:00Z' },
    ...[0, 1].map((i) => ({ sessionId: `b${i}`, path: '/pricing', category: 'WIDGET_SHOWN', occurredAt: `2026-11-10T09:0${i}:00Z` })),
    { sessionId: 'c3', path: '/pricing', category: 'CLICK', x: 120, y: 40, selector: 'nav a', occurredAt: '2026-11-10T09:10:00Z' },
    { sessionId: 'f3', path: '/', occurredAt: '2026-11-10T10:00:00Z' },
    { sessionId: 'f3', path: '/pricing', occurredAt: '2026-11-10T10:01:00Z' },
  ]);
});
afterAll(() => platform?.close());

describe('planRange', () => {
  it('reads closed whole UTC days from rollups and the partial days and today from events', () => {
    const plan = planRange({ from: new Date('2026-11-07T18:00:00Z'), to: new Date('2026-11-10T12:00:00Z') }, new Date('2026-11-10T12:00:00Z'));
    expect(plan.days).toEqual(['2026-11-08', '2026-11-09']);
    expect(plan.raw.map((s) => [s.from.toISOString(), s.to.toISOString()])).toEqual([
      ['2026-11-07T18:00:00.000Z', '2026-11-08T00:00:00.000Z'],
      ['2026-11-10T00:00:00.000Z', '2026-11-10T12:00:00.001Z'],
    ]);
    // A range inside today: all from events.
    expect(planRange({ from: new Date('2026-11-10T01:00:00Z'), to: new Date('2026-11-10T02:00:00Z') }, new Date('2026-11-10T12:00:00Z')).days).toEqual([]);
  });
});

describe('histogramMedian', () => {
  it('reads the median of day histograms added together', () => {
    // 30, 60 -> 45; 10, 20, 20, 90 -> 20; 5, 5, 5, 7 -> 5; 1, 2, 3 -> 2.
    expect(histogramMedian([[[30, 1]], [[60, 1]]])).toBe(45);
    expect(histogramMedian([[[10, 1], [20, 1]], [[20, 1], [90, 1]]])).toBe(20);
    expect(histogramMedian([[[5, 3]], [[7, 1]]])).toBe(5);
    expect(histogramMedian([[[1, 1]], [[3, 1]], [[2, 1]]])).toBe(2);
    expect(histogramMedian([[], []])).toBeNull();
  });
});

describe('daily rollups', () => {
  it('answers the shown count from the closed days rollup plus today: 3 + 2 = 5', async () => {
    expect(await views()).toBe(5);
    const day = (await platform.db('engagement.rollup_days').where({ account_id: acme.id }).select(platform.db.raw('day::text as day'), 'computed_at')) as { day: string; computed_at: Date | null }[];
    expect(day.map((d) => d.day).sort()).toEqual(['2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09']);
    expect(day.every((d) => d.computed_at)).toBe(true);
  });

  it('really reads the rollup for a closed day (and the events for today)', async () => {
    // Tamper with the 8 November rollup: the figure follows it, proving the month is not re-read.
    await platform.db('engagement.daily_counts').where({ account_id: acme.id, category: 'WIDGET_SHOWN' }).whereRaw(`day = '2026-11-08'`).update({ events: 40 });
    expect(await views()).toBe(42);
    // Today still comes from the events: one more shown now counts at once.
    await events([{ sessionId: 'b9', path: '/pricing', category: 'WIDGET_SHOWN' }]);
    expect(await views()).toBe(43);
  });

  it('rebuilds a closed day from the events when a late event lands in it: 3 + 1 late + 3 today = 7', async () => {
    await events([{ sessionId: 'late', path: '/pricing', category: 'WIDGET_SHOWN', occurredAt: '2026-11-08T20:00:00Z' }]);
    expect(await views()).toBe(7);
  });

  it('serves the heatmap from the rollups: 2 clicks in the 500,400 cell on the 8th, 1 at 120,40 today', async () => {
    const data = (await platform.http.get(api(`/heatmaps?path=/pricing&from=${FROM}`)).set(auth(acme)).expect(200)).body.data;
    expect(data.clicks).toBe(3);
    expect(data.points).toEqual([{ x: 500, y: 400, count: 2 }, { x: 120, y: 40, count: 1 }]);
    expect(data.elements).toEqual([{ selector: '#buy', clicks: 2 }, { selector: 'nav a', clicks: 1 }]);
    expect(data.paths).toEqual([{ path: '/pricing', clicks: 3 }]);
  });

  it('adds up the funnel of a closed day and today: 3 entered, 2 reached pricing, median of 30 s and 60 s = 45 s', async () => {
    const flow = (await platform.http.post(api('/conversion-flows')).set(auth(acme)).send({ name: 'Signup', steps: [{ order: 1, url: '/' }, { order: 2, url: '/pricing' }], goals: ['Pricing seen'] }).expect(201)).body.data;
    const funnel = async () => (await platform.http.get(api(`/conversion-flows/${flow.id}/funnel?from=${FROM}`)).set(auth(acme)).expect(200)).body.data;
    // Creating the flow queued a job that builds its last 30 days before anyone asks: the 28 whole
    // days settled before today (yesterday's entrants still have their conversion window, 24 h).
    const stored = async () => Number((await platform.db('engagement.daily_funnels').where({ flow_id: flow.id }).count('* as n'))[0]!.n);
    for (let i = 0; i < 100 && (await stored()) < 28; i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored()).toBe(28);
    const first = await funnel();
    expect(first.entered).toBe(3);
    expect(first.steps.map((s: { reached: number }) => s.reached)).toEqual([3, 2]);
    expect(first.steps[1].medianSecondsFromPrevious).toBe(45);
    expect(first.steps[1].dropOffRate).toBe(33.3);
    // Read from the stored days: the same answer the second time, nothing more stored.
    expect(await funnel()).toEqual(first);
    expect(await stored()).toBe(28);
    // Editing the flow makes the stored days stale: /pricing alone is entered by f1 and f3.
    platform.clock.advance(1000);
    await platform.http.patch(api(`/conversion-flows/${flow.id}`)).set(auth(acme)).send({ name: 'Pricing', steps: [{ order: 1, url: '/pricing' }], goals: ['Pricing seen'] }).expect(200);
    expect((await funnel()).entered).toBe(2);
  });

  it('a session converting past midnight counts on the day it entered, within 24 h of entering', async () => {
    const flow = (await platform.http.post(api('/conversion-flows')).set(auth(acme)).send({ name: 'Checkout', steps: [{ order: 1, url: '/cart' }, { order: 2, url: '/checkout' }], goals: ['Paid'] }).expect(201)).body.data;
    const funnel = async () => (await platform.http.get(api(`/conversion-flows/${flow.id}/funnel?from=${FROM}`)).set(auth(acme)).expect(200)).body.data;
    // m1 enters on 7 November at 23:59:30; m2 on 5 November, and checks out 25 h later (too late).
    await events([
      { sessionId: 'm1', path: '/cart', occurredAt: '2026-11-07T23:59:30Z' },
      { sessionId: 'm2', path: '/cart', occurredAt: '2026-11-05T10:00:00Z' },
      { sessionId: 'm2', path: '/checkout', occurredAt: '2026-11-06T11:00:00Z' },
    ]);
    const before = await funnel();
    expect(before.entered).toBe(2);
    expect(before.steps.map((s: { reached: number }) => s.reached)).toEqual([2, 0]);
    // m1 checks out at 00:00:30, an event that arrives late for 8 November: 7 November's stored
    // funnel is rebuilt (its entrants convert on the next day), one minute from the cart.
    platform.clock.advance(1000);
    await events([{ sessionId: 'm1', path: '/checkout', occurredAt: '2026-11-08T00:00:30Z' }]);
    const after = await funnel();
    expect(after.entered).toBe(2);
    expect(after.steps.map((s: { reached: number }) => s.reached)).toEqual([2, 1]);
    expect(after.steps[1].medianSecondsFromPrevious).toBe(60);
    expect(after.conversionRate).toBe(50);
  });

  it('the hourly job builds yesterday for accounts whose widgets heard something', async () => {
    platform.clock.set('2026-11-11T01:00:00Z');
    await events([{ sessionId: 'n1', path: '/' }]);
    const scopeFor = (accountId: string) => createTenantScope(platform.db, accountId);
    await buildRollups({ db: platform.db, now: platform.clock.now, scopeFor } as never);
    const row = await platform.db('engagement.rollup_days').where({ account_id: acme.id }).whereRaw(`day = '2026-11-10'`).first();
    expect(row?.computed_at).toBeTruthy();
    const shown = await platform.db('engagement.daily_counts').where({ account_id: acme.id, category: 'WIDGET_SHOWN' }).whereRaw(`day = '2026-11-10'`).sum('events as n');
    expect(Number(shown[0]!.n)).toBe(3);
  });
});
