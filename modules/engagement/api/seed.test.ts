import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { DEMO_WIDGET_KEY } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth } from './test-helpers.js';

let platform: TestPlatform;
let pro: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  pro = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  await engagementPlugin.seed!({
    db: platform.db,
    scopeFor: (accountId, knex) => createTenantScope(knex ?? platform.db, accountId),
    demo: { accounts: { pro: { id: pro.id, plan: 'PRO', users: { founder: pro.owner.id } } } },
    capabilities: platform.platform.host.capabilities,
    log: console,
    now: () => platform.clock.now(),
  });
});
afterAll(() => platform?.close());

describe('the demo seed', () => {
  it('gives the demo founder a living area: widgets, answers, analytics, heatmap, a funnel, health', async () => {
    const widgets = (await platform.http.get(api('/feedback/widgets')).set(auth(pro)).expect(200)).body.data;
    expect(widgets.map((w: { name: string; status: string }) => [w.name, w.status])).toEqual(expect.arrayContaining([['Website NPS', 'ACTIVE'], ['Feedback tab', 'INACTIVE']]));
    // The public demo page's key reaches the demo widget.
    expect((await platform.http.get(api(`/widget-config?key=${DEMO_WIDGET_KEY}`)).expect(200)).body.data.widgetId).toBe(widgets.find((w: { name: string }) => w.name === 'Website NPS').id);
    const analytics = (await platform.http.get(api('/feedback/analytics')).set(auth(pro)).expect(200)).body.data;
    expect(analytics.totals.responses).toBeGreaterThan(20);
    expect(analytics.totals.nps).not.toBeNull();
    expect((await platform.http.get(api('/heatmaps')).set(auth(pro)).expect(200)).body.data.clicks).toBeGreaterThan(50);
    const [flow] = (await platform.http.get(api('/conversion-flows')).set(auth(pro)).expect(200)).body.data;
    const funnel = (await platform.http.get(api(`/conversion-flows/${flow.id}/funnel`)).set(auth(pro)).expect(200)).body.data;
    expect(funnel.entered).toBeGreaterThan(funnel.converted);
    expect((await platform.http.get(api('/customer-health')).set(auth(pro)).expect(200)).body.data.customers.length).toBeGreaterThan(3);
  });
});
