import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from './index.js';
import { FeatureRoiEndpoints as R } from '../shared/feature-roi-endpoints.js';
import { MvpEndpoints as M, type MvpScenario } from '../shared/mvp-endpoints.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
type Ids = { product: string; scenario: string; feature: string };
const theirs: Ids = {} as never;
const ours: Ids = {} as never;

function call(account: TestAccount, method: 'get' | 'post', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
async function setUp(account: TestAccount, into: Ids, featureId: string) {
  const category = ((await call(account, 'get', E.config.path)).body.data as ProductConfig).categories[0]!.id;
  const justification = { investmentCategoryId: category, description: 'Our own product line', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' };
  into.product = ((await call(account, 'post', E.createItem.path, { level: 'product', title: 'Product', justification, budget: { allocated: 100_000_00 } })).body.data as PortfolioItem).id;
  const scenario = (await call(account, 'post', M.create.path, { name: 'MVP', targetRevenue: 1000, timelineConstraint: 2, budgetConstraint: 20_000, teamSize: 1, pricingModel: 'SAAS' })).body.data as MvpScenario;
  into.scenario = scenario.id;
  await call(account, 'post', M.recommendations.path, { scenarioId: scenario.id });
  await call(account, 'post', endpointPath(M.generateBacklog, { id: scenario.id }));
  into.feature = (await call(account, 'post', R.create.path, { featureId, featureName: 'Feature', development: { developmentHours: 1, hourlyRate: 1, teamSize: 1 } })).body.data.id;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  await setUp(globex, theirs, 'shared-id');
  await setUp(acme, ours, 'ours');
});
afterAll(() => platform?.close());

describe('tenant isolation of MVP scenarios and feature ROI', () => {
  it("refuses every route naming another account's scenario, feature or product", async () => {
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${endpointPath(M.get, { id: theirs.scenario })}` },
      { method: 'PATCH', path: `/api${endpointPath(M.update, { id: theirs.scenario })}`, body: { name: 'Hijacked' } },
      { method: 'DELETE', path: `/api${endpointPath(M.remove, { id: theirs.scenario })}` },
      { method: 'POST', path: `/api${M.recommendations.path}`, body: { scenarioId: theirs.scenario } },
      { method: 'POST', path: `/api${endpointPath(M.generateBacklog, { id: theirs.scenario })}` },
      { method: 'POST', path: `/api${endpointPath(M.apply, { id: theirs.scenario })}`, body: { productId: ours.product } },
      { method: 'POST', path: `/api${endpointPath(M.apply, { id: ours.scenario })}`, body: { productId: theirs.product } },
      { method: 'POST', path: `/api${endpointPath(M.apply, { id: ours.scenario })}`, body: { productId: ours.product, accountId: globex.id } },
      { method: 'GET', path: `/api${endpointPath(R.get, { id: theirs.feature })}` },
      { method: 'PUT', path: `/api${endpointPath(R.update, { id: theirs.feature })}`, body: { featureName: 'Hijacked' } },
      { method: 'DELETE', path: `/api${endpointPath(R.remove, { id: theirs.feature })}` },
      { method: 'GET', path: `/api${endpointPath(R.byFeature, { featureId: 'shared-id' })}` },
      { method: 'GET', path: `/api${endpointPath(R.timeline, { id: theirs.feature })}` },
      { method: 'POST', path: `/api${endpointPath(R.addTimeline, { id: theirs.feature })}`, body: { date: '2026-11-01' } },
      { method: 'POST', path: `/api${R.compare.path}`, body: { ids: [ours.feature, theirs.feature] } },
      { method: 'POST', path: `/api${R.create.path}`, body: { featureId: 'x', featureName: 'x', development: { developmentHours: 1, hourlyRate: 1, teamSize: 1 }, portfolioItemIds: [theirs.product] } },
      { method: 'PUT', path: `/api${endpointPath(R.update, { id: ours.feature })}`, body: { portfolioItemIds: [theirs.product] } },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Lists, the summary and progress hold only our own; theirs are untouched, and a feature id they use is free here.
    expect((await call(acme, 'get', M.list.path)).body.data.map((s: MvpScenario) => s.id)).toEqual([ours.scenario]);
    expect((await call(acme, 'get', M.progress.path)).body.data).toEqual([]);
    expect((await call(acme, 'get', R.list.path)).body.data.map((f: { id: string }) => f.id)).toEqual([ours.feature]);
    expect((await call(acme, 'get', R.summary.path)).body.data.featureCount).toBe(1);
    expect((await call(acme, 'post', R.create.path, { featureId: 'shared-id', featureName: 'Ours too', development: { developmentHours: 1, hourlyRate: 1, teamSize: 1 } })).status).toBe(201);
    const theirScenario = (await call(globex, 'get', endpointPath(M.get, { id: theirs.scenario }))).body.data as MvpScenario;
    expect([theirScenario.name, theirScenario.status]).toEqual(['MVP', 'READY']);
    expect((await call(globex, 'get', endpointPath(R.get, { id: theirs.feature }))).body.data.featureName).toBe('Feature');
  });
});
