import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, SeedContext } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from './index.js';
import { DiscoveryEndpoints as D, type DiscoveryDocument } from '../shared/discovery-endpoints.js';
import { PortfolioEndpoints as E, type PortfolioItem, type StrategicBacklog } from '../shared/portfolio-endpoints.js';
import { ValidationLabEndpoints as V, type Hypothesis } from '../shared/validation-endpoints.js';
import { MvpEndpoints as M, type MvpScenario } from '../shared/mvp-endpoints.js';
import { FeatureRoiEndpoints as R, type PortfolioSummary } from '../shared/feature-roi-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };
const seedContext = (accounts: SeedContext['demo']['accounts']): SeedContext => ({
  db: platform.db,
  scopeFor: (accountId, knex) => createTenantScope(knex ?? platform.db, accountId),
  demo: { accounts },
  capabilities: platform.platform.host.capabilities,
  log: quiet,
  now: platform.clock.now,
});
const get = async <T>(path: string) => (await platform.http.get(`/api${path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id })).body.data as T;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [productPlugin], clock: new TestClock('2026-11-20T12:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
});
afterAll(() => platform?.close());

describe('the demo product area', () => {
  it("gives the demo founder a living portfolio, a discovery document and the validation lab, once", async () => {
    await productPlugin.seed!(seedContext({}));
    const accounts = { pro: { id: acme.id, plan: 'PRO' as const, users: { founder: acme.owner.id } } };
    await productPlugin.seed!(seedContext(accounts));
    await productPlugin.seed!(seedContext(accounts));
    const items = await get<PortfolioItem[]>(E.listItems.path);
    expect(items.filter((i) => i.level === 'product').map((i) => i.title)).toEqual(['Fleet Manager']);
    expect(items).toHaveLength(13);
    expect(items.find((i) => i.title === 'Fleet Manager')!.budget).toEqual({ allocated: 250_000_00, remaining: 30_000_00 });
    const backlog = await get<StrategicBacklog>(E.strategicBacklog.path);
    // CRITICAL 40 + TRANSFORMATIONAL 30 + HIGH alignment 20 + HIGH risk 4 = 94.
    expect(backlog.entries[0]!.item).toMatchObject({ title: 'Collision-free path planner', roi: { score: 94 } });
    const [doc] = await get<DiscoveryDocument[]>(D.list.path);
    expect(doc).toMatchObject({ status: 'draft', productTitle: 'Fleet Manager' });
    expect(doc!.roadmap!.quarters).toHaveLength(4);
    const hypotheses = await get<Hypothesis[]>(V.list.path);
    expect(hypotheses.map((h) => h.verdict)).toEqual([null, 'validated']);
    const scenarios = await get<MvpScenario[]>(M.list.path);
    expect(scenarios.map((x) => [x.name, x.status]).sort()).toEqual([
      ['Fleet Manager Lite for small warehouses', 'READY'],
      ['Spare-parts marketplace', 'DRAFT'],
    ]);
    // 157 h x 75 = 11,775; (11,775 + 60,000 x 2) / (60,000 x 14) = 131,775 / 840,000 = 15.7 %.
    const lite = scenarios.find((x) => x.status === 'READY')!;
    expect([lite.projectedMetrics!.estimatedCost, lite.viability!.outcome, lite.viability!.sharePct]).toEqual([11_775, 'VIABLE', 15.7]);
    // Battery alerts: (1,800 x 12 - 9,300) / 9,300 = 132.3 %; heatmap (78,000 - 35,200) / 35,200 = 121.6 %; exports lose money.
    const summary = await get<PortfolioSummary>(R.summary.path);
    expect(summary.topPerformers.map((f) => f.featureId)).toEqual(['battery-alerts', 'fleet-heatmap', 'csv-exports']);
    expect(summary.underperformers.map((f) => f.featureId)).toEqual(['csv-exports']);
  });
});
