import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '@suite/testing';
import type { ResponseView, WidgetView } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

/**
 * MRR on answers: an identified visitor (Suite.identify({ email }), stored as visitor_email) matched
 * to the revenue integrations' customers through the core's REVENUE capability.
 */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let widget: WidgetView;
const clock = new TestClock('2026-11-20T10:00:00Z');

const answer = async (nps: number, email?: string) => {
  clock.advance(60_000);
  await platform.http
    .post(api('/feedback/responses'))
    .send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: nps }], comment: `Scored ${nps}`, metadata: { sessionId: `s-${email ?? 'anon'}`, path: '/', ...(email ? { email } : {}) } })
    .expect(201);
};
const list = async (query = '', account = acme) => (await platform.http.get(api(`/feedback/responses?limit=50${query}`)).set(auth(account)).expect(200)).body.data as { items: ResponseView[]; total: number; revenueAtRisk: { detractors: number; mrrCents: number; currency: string } | null };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin], clock });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  widget = (await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Site', configuration: fullConfiguration() })).body.data;
  // Acme's billing export: four paying customers this month, one who paid only in September.
  const integration = (await platform.http.post('/api/billing/revenue/integrations').set(auth(acme)).send({ provider: 'csv', name: 'Billing export' }).expect(201)).body.data.id as string;
  const csv = [
    'date,customer_id,customer_email,amount,currency,type',
    '2026-09-03,cus_e,eve@acme.test,20.00,USD,subscription',
    '2026-11-02,cus_a,ann@acme.test,490.00,USD,subscription',
    '2026-11-03,cus_b,Bob@Acme.test,600.00,USD,subscription',
    '2026-11-04,cus_c,cy@acme.test,150.00,USD,subscription',
    '2026-11-05,cus_d,dee@acme.test,990.00,USD,subscription',
  ].join('\n');
  await platform.http.post(`/api/billing/revenue/integrations/${integration}/import`).set(auth(acme)).send({ csv }).expect(200);
  await platform.http.post(`/api/billing/revenue/integrations/${integration}/sync`).set(auth(acme)).expect(200);
  // ann 9 then 4 (at risk), bob 6 (at risk), cy 2 (at risk), dee 3 then 10 (not any more),
  // eve 1 (churned: no MRR), zed 1 (not a customer), and an anonymous 1.
  await answer(9, 'ann@acme.test');
  await answer(6, 'bob@acme.test');
  await answer(2, 'cy@acme.test');
  await answer(3, 'dee@acme.test');
  await answer(1, 'eve@acme.test');
  await answer(1, 'zed@acme.test');
  await answer(1);
  await answer(4, 'ANN@acme.test');
  await answer(10, 'dee@acme.test');
});
afterAll(() => platform?.close());

describe('MRR on answers', () => {
  it('puts the matched customer’s MRR on each identified answer (USD cents), null otherwise', async () => {
    const { items } = await list();
    const mrr = (email: string | null) => items.filter((r) => r.visitorEmail === email).map((r) => r.mrrCents);
    expect(mrr('ann@acme.test')).toEqual([49_000]);
    expect(mrr('ANN@acme.test')).toEqual([49_000]);
    expect(mrr('bob@acme.test')).toEqual([60_000]);
    expect(mrr('dee@acme.test')).toEqual([99_000, 99_000]);
    expect(mrr('eve@acme.test')).toEqual([0]);
    expect(mrr('zed@acme.test')).toEqual([null]);
    expect(mrr(null)).toEqual([null]);
  });

  it('sums revenue at risk: 3 detractors worth $1,240 MRR (ann 490 + bob 600 + cy 150)', async () => {
    expect((await list()).revenueAtRisk).toEqual({ detractors: 3, mrrCents: 124_000, currency: 'USD' });
    // Follows the filters: the answers on another path carry none.
    expect((await list('&search=nowhere')).revenueAtRisk).toBeNull();
  });

  it('sorts by revenue: paying customers first, highest MRR first, then everyone newest first', async () => {
    const { items, total } = await list('&sort=revenue');
    expect(total).toBe(9);
    expect(items.map((r) => [r.visitorEmail, r.nps])).toEqual([
      ['dee@acme.test', 10],
      ['dee@acme.test', 3],
      ['bob@acme.test', 6],
      ['ANN@acme.test', 4],
      ['ann@acme.test', 9],
      ['cy@acme.test', 2],
      [null, 1],
      ['zed@acme.test', 1],
      ['eve@acme.test', 1],
    ]);
    // Pages continue the same order.
    const second = (await platform.http.get(api('/feedback/responses?sort=revenue&limit=3&offset=5')).set(auth(acme)).expect(200)).body.data as { items: ResponseView[] };
    expect(second.items.map((r) => r.visitorEmail).slice(0, 3)).toEqual(['cy@acme.test', null, 'zed@acme.test']);
  });

  it('answers one response by id (the link from a backlog item), and nothing of another account', async () => {
    const { items } = await list();
    const one = await list(`&id=${items[0]!.id}`);
    expect(one.items.map((r) => r.id)).toEqual([items[0]!.id]);
    expect((await list(`&id=${items[0]!.id}`, globex)).items).toEqual([]);
    // Globex has no revenue integration: no MRR, no revenue at risk.
    expect((await list('', globex)).revenueAtRisk).toBeNull();
  });
});
