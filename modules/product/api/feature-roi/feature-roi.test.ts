import { AccessErrors, BACKLOG, VELOCITY, defineApiPlugin, endpointPath, type BacklogItemProgress } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { FeatureRoiErrors, ProductErrors } from '../../shared/errors.js';
import { FeatureRoiEndpoints as R, type Comparison, type FeatureRoi, type PortfolioSummary, type TimelineEntry } from '../../shared/feature-roi-endpoints.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let observerToken: string;
const board = new Map<string, BacklogItemProgress>();

/** A stand-in agile: a board (BACKLOG) and a cost of 400.00 a story point (VELOCITY). */
const standInAgile = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      addItem: async (_accountId, item) => {
        const id = `00000000-0000-4000-8000-${String(board.size + 1).padStart(12, '0')}`;
        board.set(id, { id, boardId: '00000000-0000-4000-8000-0000000000b0', status: 'todo', storyPoints: item.storyPoints ?? null });
        return { id };
      },
      setStoryPoints: async () => undefined,
      itemProgress: async (_accountId, ids) => ids.flatMap((id) => (board.has(id) ? [board.get(id)!] : [])),
    });
    ctx.capabilities.provide(VELOCITY, { velocity: async () => ({ sprints: [], averageCommittedPoints: 0, averageCompletedPoints: 0 }), costPerPointCents: async () => 400_00 });
  },
});

type Method = 'get' | 'post' | 'put' | 'delete';
function call(method: Method, path: string, body?: object, token = acme.owner.token) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
// The worked example of shared/feature-roi-rules.test.ts: 10,000 initial, 100 h x 50 x 2 people,
// 3,000 revenue and 500 maintenance a month.
const exportsBody = {
  featureId: 'exports',
  featureName: 'Fleet exports',
  development: { initialCost: 10_000, developmentHours: 100, hourlyRate: 50, teamSize: 2 },
  revenue: { directRevenue: 3_000 },
  usage: { activeUsers: 120, featureAdoption: 35, usageFrequency: 4 },
  customer: { satisfactionScore: 4.2 },
  maintenance: { monthlyCost: 500 },
};
async function record(body: object): Promise<FeatureRoi> {
  const response = await call('post', R.create.path, body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as FeatureRoi;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInAgile, productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  await platform.setFeatures(acme.id, ['product_management']);
  const observer = await platform.createUser();
  await platform.addMember(acme, observer, 'OBSERVER');
  observerToken = await platform.tokenFor(observer, acme.id);
});
afterAll(() => platform?.close());

describe('feature ROI', () => {
  it('records a feature with its calculated ROI, payback and NPV', async () => {
    const feature = await record(exportsBody);
    expect(feature.calculated).toEqual({ roi: 38.5, totalInvestment: 26_000, paybackPeriod: 8, npv: 8_739.45, discountRatePct: 8, projectionMonths: 12 });
    expect([feature.developmentCostSource, feature.developmentCost]).toEqual(['typed', 10_000]);
    // Rate and horizon are adjustable: at 0 % the NPV is -20,000 + 2,500 x 12 = 10,000.
    expect((await call('get', `${endpointPath(R.get, { id: feature.id })}?discountRate=0`)).body.data.calculated.npv).toBe(10_000);
    expect((await call('get', endpointPath(R.byFeature, { featureId: 'exports' }))).body.data.id).toBe(feature.id);
    const missing = await call('get', endpointPath(R.byFeature, { featureId: 'nope' }));
    expect([missing.status, missing.body.error]).toEqual([404, ProductErrors.FEATURE_ROI_NOT_FOUND]);
  });

  it('answers every section 5 rule with its text', async () => {
    const cases: [object, string][] = [
      [{ ...exportsBody, featureId: 'a', featureName: '' }, FeatureRoiErrors.NAME_REQUIRED],
      [{ ...exportsBody, featureId: ' ' }, FeatureRoiErrors.ID_REQUIRED],
      [{ ...exportsBody, featureId: 'b', development: { ...exportsBody.development, initialCost: -1 } }, FeatureRoiErrors.INITIAL_COST_NEGATIVE],
      [{ ...exportsBody, featureId: 'b', development: { ...exportsBody.development, developmentHours: 0 } }, FeatureRoiErrors.HOURS_POSITIVE],
      [{ ...exportsBody, featureId: 'b', development: { ...exportsBody.development, hourlyRate: 0 } }, FeatureRoiErrors.RATE_POSITIVE],
      [{ ...exportsBody, featureId: 'b', development: { ...exportsBody.development, teamSize: 0 } }, FeatureRoiErrors.TEAM_SIZE_POSITIVE],
      [{ ...exportsBody, featureId: 'b', revenue: { directRevenue: -5 } }, FeatureRoiErrors.DIRECT_REVENUE_NEGATIVE],
      [{ ...exportsBody, featureId: 'b', usage: { activeUsers: -1 } }, FeatureRoiErrors.ACTIVE_USERS_NEGATIVE],
      [{ ...exportsBody, featureId: 'b', customer: { satisfactionScore: 6 } }, FeatureRoiErrors.SATISFACTION_RANGE],
    ];
    for (const [body, text] of cases) {
      const refused = await call('post', R.create.path, body);
      expect([refused.status, refused.body.error], text).toEqual([400, text]);
    }
    const twice = await call('post', R.create.path, exportsBody);
    expect([twice.status, twice.body.error]).toEqual([409, FeatureRoiErrors.ALREADY_EXISTS]);
    expect((await call('post', R.create.path, { ...exportsBody, featureId: 'c' }, observerToken)).body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('changes, compares, ranks and deletes', async () => {
    const exportsRoi = (await call('get', endpointPath(R.byFeature, { featureId: 'exports' }))).body.data as FeatureRoi;
    // Alerts: 5,000 up front (no hours beyond 1 x 1 x 1 = 1), 1,000 a month, nothing to maintain.
    // Investment 5,001; revenue 12,000: ROI (12,000 - 5,001) / 5,001 = 139.95 % -> 140; payback 5,001 / 1,000 = 5.0.
    const alerts = await record({ featureId: 'alerts', featureName: 'Alerts', development: { initialCost: 5_000, developmentHours: 1, hourlyRate: 1, teamSize: 1 }, revenue: { directRevenue: 1_000 } });
    expect([alerts.calculated.roi, alerts.calculated.paybackPeriod]).toEqual([140, 5]);
    const loser = await record({ featureId: 'themes', featureName: 'Themes', development: { developmentHours: 10, hourlyRate: 100, teamSize: 1 }, maintenance: { monthlyCost: 100 } });
    // Investment 1,000 + 1,200 = 2,200, no revenue: ROI -100 %, never paid back.
    expect([loser.calculated.roi, loser.calculated.paybackPeriod]).toEqual([-100, null]);

    const one = await call('post', R.compare.path, { ids: [alerts.id] });
    expect([one.status, one.body.error]).toEqual([400, FeatureRoiErrors.COMPARISON_NEEDS_TWO]);
    const compared = (await call('post', R.compare.path, { ids: [exportsRoi.id, alerts.id] })).body.data as Comparison;
    expect(compared.features.map((f) => f.featureId)).toEqual(['exports', 'alerts']);
    // ROI 140 beats 38.5; NPV: exports 8,739.45 vs alerts -5,001 + 1,000 x 11.4958 = 6,494.8; payback 5 < 8.
    expect(compared.best).toEqual({ roi: alerts.id, npv: exportsRoi.id, paybackPeriod: alerts.id });

    const summary = (await call('get', R.summary.path)).body.data as PortfolioSummary;
    expect(summary.topPerformers.map((f) => f.featureId)).toEqual(['alerts', 'exports', 'themes']);
    expect(summary.underperformers.map((f) => f.featureId)).toEqual(['themes']);
    // 26,000 + 5,001 + 2,200 = 33,201; (38.5 + 140 - 100) / 3 = 26.17 -> 26.2
    expect([summary.featureCount, summary.totalInvestment, summary.averageRoi, summary.monthlyRevenue]).toEqual([3, 33_201, 26.2, 4_000]);
    expect(((await call('get', `${R.summary.path}?limit=1`)).body.data as PortfolioSummary).topPerformers).toHaveLength(1);
    expect(((await call('get', R.list.path)).body.data as FeatureRoi[]).map((f) => f.featureId)).toEqual(['alerts', 'exports', 'themes']);

    const changed = await call('put', endpointPath(R.update, { id: loser.id }), { revenue: { directRevenue: 500 }, status: 'LAUNCHED' });
    expect([changed.body.data.revenue.directRevenue, changed.body.data.status]).toEqual([500, 'LAUNCHED']);
    expect((await call('put', endpointPath(R.update, { id: loser.id }), { featureId: 'exports' })).body.error).toBe(FeatureRoiErrors.ALREADY_EXISTS);
    expect((await call('put', endpointPath(R.update, { id: loser.id }), { customer: { satisfactionScore: -1 } })).body.error).toBe(FeatureRoiErrors.SATISFACTION_RANGE);
    expect((await call('delete', endpointPath(R.remove, { id: loser.id }))).status).toBe(200);
    const gone = await call('get', endpointPath(R.get, { id: loser.id }));
    expect([gone.status, gone.body.error]).toEqual([404, ProductErrors.FEATURE_ROI_NOT_FOUND]);
  });

  it('keeps a timeline of metrics and events', async () => {
    const feature = (await call('get', endpointPath(R.byFeature, { featureId: 'exports' }))).body.data as FeatureRoi;
    const path = endpointPath(R.addTimeline, { id: feature.id });
    expect((await call('post', path, { metrics: { activeUsers: 3 } })).body.error).toBe(FeatureRoiErrors.DATE_REQUIRED);
    expect((await call('post', path, { date: '2026-10-01', metrics: { satisfactionScore: 9 } })).body.error).toBe(FeatureRoiErrors.SATISFACTION_RANGE);
    expect((await call('post', path, { date: '2026-10-01', metrics: { directRevenue: -1 } })).body.error).toBe(FeatureRoiErrors.DIRECT_REVENUE_NEGATIVE);
    await call('post', path, { date: '2026-11-01', metrics: { activeUsers: 150, directRevenue: 3_200 }, events: ['Price raised'] });
    const first = await call('post', path, { date: '2026-10-01', metrics: { activeUsers: 120 }, events: ['Launched'] });
    expect(first.status).toBe(201);
    const entries = (await call('get', endpointPath(R.timeline, { id: feature.id }))).body.data as TimelineEntry[];
    expect(entries.map((e) => [e.date, e.metrics.activeUsers, e.events])).toEqual([
      ['2026-10-01', 120, ['Launched']],
      ['2026-11-01', 150, ['Price raised']],
    ]);
  });

  it('takes the development cost from delivery: completed story points x the cost per point', async () => {
    await platform.setFeatures(acme.id, ['product_management', 'agile_survival']);
    const config = (await call('get', E.config.path)).body.data as ProductConfig;
    const justification = { investmentCategoryId: config.categories[0]!.id, description: 'Reports customers ask for', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH' };
    const make = async (level: string, parentId: string | null, extra: object = {}) => ((await call('post', E.createItem.path, { level, parentId, title: level, justification, budget: { allocated: 1_000_00 }, ...extra })).body.data as PortfolioItem).id;
    const product = await make('product', null, { budget: { allocated: 10_000_00 } });
    const epic = await make('epic', await make('initiative', product));
    await call('post', endpointPath(E.sendToDelivery, { id: epic }), { storyPoints: 5 });
    const feature = await record({ featureId: 'reports', featureName: 'Reports', development: { developmentHours: 10, hourlyRate: 10, teamSize: 1 }, revenue: { directRevenue: 1_000 }, portfolioItemIds: [epic] });
    // Not done yet: the typed cost (10 x 10 x 1 = 100) stands.
    expect([feature.developmentCostSource, feature.developmentCost]).toEqual(['typed', 100]);
    [...board.values()][0]!.status = 'complete';
    const measured = (await call('get', endpointPath(R.get, { id: feature.id }))).body.data as FeatureRoi;
    // 5 points x 400 = 2,000.
    expect(measured.delivery.measured).toEqual({ completedPoints: 5, costPerPoint: 400, cost: 2_000 });
    expect([measured.developmentCostSource, measured.developmentCost, measured.calculated.paybackPeriod]).toEqual(['measured', 2_000, 2]);
  });
});
