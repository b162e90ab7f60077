import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_USAGE, type PageUsageCapability } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import type { WidgetView } from '../../shared/index.js';
import { engagementPlugin } from '../index.js';
import { api, auth, fullConfiguration } from '../test-helpers.js';
import { likePattern } from './page-usage.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let widget: WidgetView;
let usage: PageUsageCapability;

const view = (visitorId: string | null, path: string, day: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), sessionId: visitorId ? `s-${visitorId}` : 's-anonymous', ...(visitorId ? { visitorId } : {}), path, category: 'PAGE_VIEW', occurredAt: `${day}T12:00:00.000Z`, ...extra });
const answer = (path: string, responses: { questionId: string; answer: number }[]) =>
  platform.http.post(api('/feedback/responses')).set('Origin', 'https://customer.example').send({ apiKey: widget.apiKey, responses, metadata: { sessionId: `r-${path}`, path } }).then((res) => {
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res;
  });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin], clock: new TestClock('2026-11-20T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  const events = [
    view('v1', '/billing/invoices', '2026-11-10'),
    view('v1', '/billing/plans', '2026-11-11'),
    view('v2', '/billing/invoices', '2026-11-12'),
    view(null, '/billing/invoices', '2026-11-13'),
    view('v1', '/export', '2026-11-15'),
    view('v4', '/pricing', '2026-11-15'),
    view('v1', '/billing/invoices', '2026-10-01'),
    view('v5', '/settings', '2026-11-16', { featureId: 'invoices' }),
    view('v6', '/exports', '2026-11-16'),
    view('v7', '/billing_x', '2026-11-16'),
    { ...view('v8', '/billing/invoices', '2026-11-16'), category: 'CLICK', x: 10, y: 10, selector: '#pay' },
  ];
  const sent = await platform.http.post(api('/session-events')).send({ apiKey: widget.apiKey, events }).expect(202);
  expect(sent.body.data).toMatchObject({ accepted: events.length, refused: [] });
  // Answers: NPS 8 and satisfaction 4 on an invoices page; NPS 10 and rating 6 on the plans page; NPS 2 on /pricing.
  await answer('/billing/invoices', [{ questionId: 'nps', answer: 8 }, { questionId: 'csat', answer: 4 }]);
  await answer('/billing/plans', [{ questionId: 'nps', answer: 10 }, { questionId: 'rating', answer: 6 }]);
  await answer('/pricing', [{ questionId: 'nps', answer: 2 }]);
  usage = (await platform.platform.host.capabilities.get(PAGE_USAGE, acme.id))!;
});
afterAll(() => platform?.close());

describe('PAGE_USAGE (what product measures a feature with)', () => {
  it('counts page views, distinct visitors and answers on the pages matching the patterns over the period, satisfaction on 0-5', async () => {
    // Views: the three invoices views, the plans view and /export in November (5); not /pricing,
    // not October's, not /exports (exact pattern), not /billing_x ("_" is no wildcard), not the click.
    // Visitors: v1, v2 and the anonymous session (3). Answers: the two on billing pages; scores
    // 8/2 = 4, 4, 10/2 = 5, 6/2 = 3: average 4 over 4 numeric answers.
    const result = await usage.pageUsage(acme.id, { pathPatterns: ['/billing/*', '/export'], from: '2026-11-01', to: '2026-11-20' });
    expect(result).toEqual({ pageViews: 5, visitors: 3, responses: 2, satisfaction: 4, satisfactionAnswers: 4 });
  });

  it('adds the events tagged with the feature, and keeps to the period', async () => {
    expect(await usage.pageUsage(acme.id, { pathPatterns: ['/billing/*', '/export'], featureId: 'invoices', from: '2026-11-01', to: '2026-11-20' })).toMatchObject({ pageViews: 6, visitors: 4 });
    // 10-12 November: the plans view (11th) and the invoices view of the 12th (and the 10th).
    expect(await usage.pageUsage(acme.id, { pathPatterns: ['/billing/*'], from: '2026-11-10', to: '2026-11-12' })).toMatchObject({ pageViews: 3, visitors: 2 });
    expect(await usage.pageUsage(acme.id, { pathPatterns: [], from: '2026-11-01', to: '2026-11-20' })).toEqual({ pageViews: 0, visitors: 0, responses: 0, satisfaction: null, satisfactionAnswers: 0 });
  });

  it("reads only the account's own events", async () => {
    const theirs = (await platform.platform.host.capabilities.get(PAGE_USAGE, globex.id))!;
    expect(await theirs.pageUsage(globex.id, { pathPatterns: ['*'], from: '2026-01-01', to: '2026-12-31' })).toEqual({ pageViews: 0, visitors: 0, responses: 0, satisfaction: null, satisfactionAnswers: 0 });
  });

  it("writes patterns as LIKE with LIKE's own wildcards escaped", () => {
    expect(likePattern('/billing/*')).toBe('/billing/%');
    expect(likePattern('/50%_off*')).toBe('/50\\%\\_off%');
  });
});
