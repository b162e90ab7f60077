import { BACKLOG, PAGE_USAGE, VELOCITY, defineApiPlugin, endpointPath, type BacklogItemProgress, type PageUsage } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { FeatureRoiErrors } from '../../shared/errors.js';
import { FeatureRoiEndpoints as R, type FeatureRoi } from '../../shared/feature-roi-endpoints.js';

/**
 * Feature ROI measured from the other domains: board items linked directly (agile BACKLOG: points,
 * status, sprint; VELOCITY: cost of a point) and the pages tagged with the feature (engagement
 * PAGE_USAGE: visitors and satisfaction), each saying it is measured; typed numbers otherwise.
 */

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const item = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sprint12 = { id: 's12', name: 'Sprint 12', startDate: '2026-10-19', endDate: '2026-10-30', status: 'completed' };
const sprint13 = { id: 's13', name: 'Sprint 13', startDate: '2026-11-02', endDate: '2026-11-13', status: 'active' };
/** Acme's board: two done items in sprint 12 (5 + 3 points), one done in sprint 13 (8), one in progress (13). */
const board: BacklogItemProgress[] = [
  { id: item(1), boardId: 'b', status: 'complete', storyPoints: 5, title: 'Invoice list', sprint: sprint12 },
  { id: item(2), boardId: 'b', status: 'complete', storyPoints: 3, title: 'Invoice PDF', sprint: sprint12 },
  { id: item(3), boardId: 'b', status: 'complete', storyPoints: 8, title: 'Dunning mails', sprint: sprint13 },
  { id: item(4), boardId: 'b', status: 'active', storyPoints: 13, title: 'Tax rules', sprint: sprint13 },
];
const usageQueries: object[] = [];
let costPerPointCents = 250_00;

const standInAgile = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      addItem: async () => ({ id: item(99) }),
      setStoryPoints: async () => undefined,
      // Only Acme's items are Acme's.
      itemProgress: async (accountId, ids) => (accountId === acme.id ? board.filter((b) => ids.includes(b.id)) : []),
      searchItems: async (accountId, { search }) => (accountId === acme.id ? board.filter((b) => b.title!.toLowerCase().includes((search ?? '').toLowerCase())) : []),
    });
    // A story point costs 250.00.
    ctx.capabilities.provide(VELOCITY, { velocity: async () => ({ sprints: [], averageCommittedPoints: 0, averageCompletedPoints: 0 }), costPerPointCents: async () => costPerPointCents });
  },
});
const standInEngagement = defineApiPlugin({
  id: 'engagement',
  feature: 'customer_engagement',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(PAGE_USAGE, {
      pageUsage: async (_accountId, query): Promise<PageUsage> => {
        usageQueries.push(query);
        return { pageViews: 1_240, visitors: 310, responses: 42, satisfaction: 4.35, satisfactionAnswers: 40 };
      },
    });
  },
});

function call(method: 'get' | 'post' | 'put', path: string, body?: object, account = acme) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
const invoices = {
  featureId: 'invoices',
  featureName: 'Invoices',
  development: { initialCost: 1_000, developmentHours: 100, hourlyRate: 50, teamSize: 2 },
  revenue: { directRevenue: 2_000 },
  usage: { activeUsers: 90 },
  customer: { satisfactionScore: 3 },
  maintenance: { monthlyCost: 200 },
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInAgile, standInEngagement, productPlugin], clock: new TestClock('2026-11-20T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  await platform.setFeatures(acme.id, ['product_management', 'agile_survival', 'customer_engagement']);
  await platform.setFeatures(globex.id, ['product_management', 'agile_survival', 'customer_engagement']);
});
afterAll(() => platform?.close());

describe('feature ROI measured from delivery and engagement', () => {
  let feature: FeatureRoi;

  it('says every number is typed until something is linked', async () => {
    const created = await call('post', R.create.path, invoices);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    feature = created.body.data;
    expect(feature.sources).toEqual({ developmentCost: 'typed', activeUsers: 'typed', satisfactionScore: 'typed' });
    expect([feature.developmentCost, feature.usage.activeUsers, feature.customer.satisfactionScore, feature.measuredUsage]).toEqual([10_000, 90, 3, null]);
    expect(usageQueries).toEqual([]);
  });

  it("finds the account's board items to link by title", async () => {
    const found = (await call('get', `${R.boardItems.path}?search=invoice`).expect(200)).body.data as FeatureRoi['boardItems'];
    expect(found.map((b) => [b.title, b.sprint?.name])).toEqual([
      ['Invoice list', 'Sprint 12'],
      ['Invoice PDF', 'Sprint 12'],
    ]);
    expect((await call('get', `${R.boardItems.path}?search=invoice`, undefined, globex).expect(200)).body.data).toEqual([]);
  });

  it('takes the cost from board items linked directly: completed points x cost per point, with the sprints they were done in', async () => {
    const linked = (await call('put', endpointPath(R.update, { id: feature.id }), { boardItemIds: [item(1), item(2), item(3), item(4)] }).expect(200)).body.data as FeatureRoi;
    // Completed: 5 + 3 + 8 = 16 points (the 13 in progress do not count) x 250 = 4,000.
    expect(linked.delivery.measured).toEqual({ completedPoints: 16, costPerPoint: 250, cost: 4_000 });
    expect([linked.developmentCostSource, linked.sources.developmentCost, linked.developmentCost]).toEqual(['measured', 'measured', 4_000]);
    // Investment 1,000 + 4,000 + 200 x 12 = 7,400; revenue 24,000: ROI (24,000 - 7,400) / 7,400 = 224.3 %;
    // payback (1,000 + 4,000) / (2,000 - 200) = 2.8 months.
    expect([linked.calculated.totalInvestment, linked.calculated.roi, linked.calculated.paybackPeriod]).toEqual([7_400, 224.3, 2.8]);
    expect(linked.sprints).toEqual([
      { id: 's12', name: 'Sprint 12', startDate: '2026-10-19', endDate: '2026-10-30', completedPoints: 8 },
      { id: 's13', name: 'Sprint 13', startDate: '2026-11-02', endDate: '2026-11-13', completedPoints: 8 },
    ]);
    expect(linked.boardItems.map((b) => [b.title, b.status, b.storyPoints, b.sprint?.name])).toEqual([
      ['Invoice list', 'complete', 5, 'Sprint 12'],
      ['Invoice PDF', 'complete', 3, 'Sprint 12'],
      ['Dunning mails', 'complete', 8, 'Sprint 13'],
      ['Tax rules', 'active', 13, 'Sprint 13'],
    ]);
  });

  it('keeps the typed cost while agile has no cost per point (0), still showing the sprints', async () => {
    costPerPointCents = 0;
    const unpriced = (await call('get', endpointPath(R.get, { id: feature.id })).expect(200)).body.data as FeatureRoi;
    expect([unpriced.sources.developmentCost, unpriced.developmentCost, unpriced.delivery.measured, unpriced.sprints.length]).toEqual(['typed', 10_000, null, 2]);
    costPerPointCents = 250_00;
  });

  it('measures usage and satisfaction from the pages tagged with the feature over the last 30 days', async () => {
    const tagged = (await call('put', endpointPath(R.update, { id: feature.id }), { pagePatterns: ['/billing/*', ' /invoices '] }).expect(200)).body.data as FeatureRoi;
    expect(usageQueries.at(-1)).toEqual({ pathPatterns: ['/billing/*', '/invoices'], featureId: 'invoices', from: '2026-10-22', to: '2026-11-20' });
    expect(tagged.pagePatterns).toEqual(['/billing/*', '/invoices']);
    expect(tagged.measuredUsage).toEqual({ from: '2026-10-22', to: '2026-11-20', pageViews: 1_240, visitors: 310, responses: 42, satisfaction: 4.35, satisfactionAnswers: 40 });
    expect(tagged.sources).toEqual({ developmentCost: 'measured', activeUsers: 'measured', satisfactionScore: 'measured' });
    expect([tagged.usage.activeUsers, tagged.customer.satisfactionScore]).toEqual([310, 4.35]);
  });

  it("refuses another account's board items, a bad page pattern, and reads none of another account's usage", async () => {
    const theirs = await call('post', R.create.path, { ...invoices, boardItemIds: [item(1)] }, globex);
    expect([theirs.status, theirs.body.error]).toEqual([404, FeatureRoiErrors.BOARD_ITEM_NOT_FOUND]);
    const unknown = await call('put', endpointPath(R.update, { id: feature.id }), { boardItemIds: [item(7)] });
    expect([unknown.status, unknown.body.error]).toEqual([404, FeatureRoiErrors.BOARD_ITEM_NOT_FOUND]);
    const bad = await call('put', endpointPath(R.update, { id: feature.id }), { pagePatterns: ['billing page'] });
    expect([bad.status, bad.body.error]).toEqual([400, FeatureRoiErrors.PAGE_PATTERN_INVALID]);
  });

  it('falls back to the typed numbers when agile and engagement are off', async () => {
    await platform.setFeatures(acme.id, ['product_management']);
    const typed = (await call('get', endpointPath(R.get, { id: feature.id })).expect(200)).body.data as FeatureRoi;
    expect(typed.sources).toEqual({ developmentCost: 'typed', activeUsers: 'typed', satisfactionScore: 'typed' });
    expect([typed.developmentCost, typed.usage.activeUsers, typed.customer.satisfactionScore, typed.sprints, typed.boardItemIds.length]).toEqual([10_000, 90, 3, [], 4]);
    await platform.setFeatures(acme.id, ['product_management', 'agile_survival', 'customer_engagement']);
  });
});
