import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { EngagementEndpoints, EngagementErrors } from '../shared/index.js';
import { engagementPlugin } from './index.js';
import { api, auth, fullConfiguration } from './test-helpers.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs = { widget: '', response: '', flow: '' };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  const widget = (await platform.http.post(api('/feedback/widgets')).set(auth(globex)).send({ name: 'Globex secret', configuration: fullConfiguration() })).body.data;
  theirs.widget = widget.id;
  theirs.response = (await platform.http.post(api('/feedback/responses')).send({ apiKey: widget.apiKey, responses: [{ questionId: 'nps', answer: 2 }], comment: 'Globex only' })).body.data.id;
  theirs.flow = (await platform.http.post(api('/conversion-flows')).set(auth(globex)).send({ name: 'Globex flow', steps: [{ order: 1, url: '/' }], goals: ['g'] })).body.data.id;
});
afterAll(() => platform?.close());

describe('tenant isolation of customer engagement', () => {
  it("refuses every route naming another account's widget, response, flow or account id", async () => {
    const { widget, response, flow } = theirs;
    const g = `accountId=${globex.id}`;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: api(`/feedback/widgets?${g}`) },
      { method: 'POST', path: api('/feedback/widgets'), body: { accountId: globex.id, name: 'Injected', configuration: fullConfiguration() } },
      { method: 'GET', path: api(`/feedback/widgets/${widget}`) },
      { method: 'PATCH', path: api(`/feedback/widgets/${widget}`), body: { name: 'Hijacked' } },
      { method: 'DELETE', path: api(`/feedback/widgets/${widget}`) },
      { method: 'POST', path: api(`/feedback/widgets/${widget}/activate`) },
      { method: 'POST', path: api(`/feedback/widgets/${widget}/deactivate`) },
      { method: 'POST', path: api(`/feedback/widgets/${widget}/rotate-key`) },
      { method: 'GET', path: api(`/feedback/widgets/${widget}/installation`) },
      { method: 'GET', path: api(`/feedback/responses?${g}`) },
      { method: 'GET', path: api(`/feedback/responses/export?${g}`) },
      { method: 'PATCH', path: api(`/feedback/responses/${response}`), body: { status: 'READ' } },
      { method: 'POST', path: api(`/feedback/responses/${response}/backlog`) },
      { method: 'GET', path: api(`/feedback/analytics?${g}`) },
      { method: 'GET', path: api(`/heatmaps?${g}&path=/`) },
      { method: 'GET', path: api(`/conversion-flows?${g}`) },
      { method: 'POST', path: api('/conversion-flows'), body: { accountId: globex.id, name: 'x', steps: [{ order: 1, url: '/' }], goals: ['g'] } },
      { method: 'PATCH', path: api(`/conversion-flows/${flow}`), body: { name: 'x', steps: [{ order: 1, url: '/' }], goals: ['g'] } },
      { method: 'DELETE', path: api(`/conversion-flows/${flow}`) },
      { method: 'GET', path: api(`/conversion-flows/${flow}/funnel`) },
      { method: 'GET', path: api(`/sentiment?${g}`) },
      { method: 'GET', path: api(`/cohorts?${g}`) },
      { method: 'GET', path: api(`/customer-health?${g}`) },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Every signed-in endpoint is probed (the public ingestion routes are keyed by the widget, tested in ingestion.test.ts).
    const probed = (path: string, method: string) => routes.some((r) => r.method === method && new RegExp(`^/api${path.replace(/:[A-Za-z]+/g, '[^/]+')}(\\?.*)?$`).test(r.path));
    const unprobed = Object.values(EngagementEndpoints).filter((e) => !e.public && !probed(e.path, e.method));
    expect(unprobed.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    // Nothing of theirs changed.
    const still = await platform.http.get(api(`/feedback/widgets/${widget}`)).set(auth(globex)).expect(200);
    expect(still.body.data).toMatchObject({ name: 'Globex secret', status: 'ACTIVE' });
  });

  it("refuses a site address on another account's widget, and the heatmap names only the account's own sites", async () => {
    await platform.http.patch(api(`/feedback/widgets/${theirs.widget}`)).set(auth(globex)).send({ siteUrl: 'https://globex.example' }).expect(200);
    const hijack = await platform.http.patch(api(`/feedback/widgets/${theirs.widget}`)).set(auth(acme)).send({ siteUrl: 'https://attacker.example' }).expect(404);
    expect(hijack.body.error).toBe(EngagementErrors.WIDGET_NOT_FOUND);
    expect((await platform.http.get(api(`/feedback/widgets/${theirs.widget}`)).set(auth(globex)).expect(200)).body.data.siteUrl).toBe('https://globex.example');
    await platform.http.post(api('/feedback/widgets')).set(auth(acme)).send({ name: 'Acme site', siteUrl: 'https://acme.example', configuration: fullConfiguration() }).expect(201);
    expect((await platform.http.get(api('/heatmaps')).set(auth(acme)).expect(200)).body.data.sites).toEqual(['https://acme.example']);
    expect((await platform.http.get(api('/heatmaps')).set(auth(globex)).expect(200)).body.data.sites).toEqual(['https://globex.example']);
  });
});
