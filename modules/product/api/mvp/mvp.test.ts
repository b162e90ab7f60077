import { AccessErrors, BACKLOG, FINANCE, MVP_PROGRESS, VELOCITY, defineApiPlugin, endpointPath, type BacklogCapability, type BacklogItemProgress, type FinanceSnapshot } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { MvpErrors, PortfolioErrors, ProductErrors } from '../../shared/errors.js';
import { MvpEndpoints as M, type MvpProgress, type MvpScenario } from '../../shared/mvp-endpoints.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let observerToken: string;
let product: PortfolioItem;
/** A stand-in board (BACKLOG) and a stand-in bi (FINANCE). */
const added: Parameters<BacklogCapability['addItem']>[1][] = [];
const board = new Map<string, BacklogItemProgress>();
const snapshot: FinanceSnapshot = { accountId: '', currency: 'USD', asOf: '2026-11-20', cashOnHandCents: 200_000_00, monthlyNetBurnCents: 10_000_00, runwayDays: 600, mrrCents: null, arrCents: null, revenueGrowthPct: null, churnRatePct: null, healthStatus: 'healthy' };

const standInAgile = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      addItem: async (_accountId, item) => {
        added.push(item);
        const id = `00000000-0000-4000-8000-${String(added.length).padStart(12, '0')}`;
        board.set(id, { id, boardId: '00000000-0000-4000-8000-0000000000b0', status: 'todo', storyPoints: item.storyPoints ?? null });
        return { id };
      },
      setStoryPoints: async () => undefined,
      itemProgress: async (_accountId, ids) => ids.flatMap((id) => (board.has(id) ? [board.get(id)!] : [])),
    });
    ctx.capabilities.provide(VELOCITY, { velocity: async () => ({ sprints: [], averageCommittedPoints: 0, averageCompletedPoints: 0 }), costPerPointCents: async () => 500_00 });
  },
});
const standInBi = defineApiPlugin({
  id: 'bi',
  feature: 'business_intelligence',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(FINANCE, { snapshot: async (accountId) => ({ ...snapshot, accountId }), history: async () => [] });
  },
});

type Method = 'get' | 'post' | 'patch' | 'delete';
function call(method: Method, path: string, body?: object, token = acme.owner.token) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const scenarioBody = { name: 'Fleet MVP', targetRevenue: 60_000, timelineConstraint: 1, budgetConstraint: 10_000, teamSize: 1, hourlyRate: 75, pricingModel: 'SAAS', pricingConfig: { monthlyPrice: 50, targetMRR: 5_000 }, runwayMonths: 20, monthlyBurn: 1_000 };
async function scenario(extra: object = {}): Promise<MvpScenario> {
  const response = await call('post', M.create.path, { ...scenarioBody, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as MvpScenario;
}
const generate = (id: string) => call('post', M.recommendations.path, { scenarioId: id });
const backlog = (id: string) => call('post', endpointPath(M.generateBacklog, { id }));
const apply = (id: string, body: object) => call('post', endpointPath(M.apply, { id }), body);

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInAgile, standInBi, productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  await platform.setFeatures(acme.id, ['product_management', 'business_intelligence']);
  const observer = await platform.createUser();
  await platform.addMember(acme, observer, 'OBSERVER');
  observerToken = await platform.tokenFor(observer, acme.id);
  const config = (await call('get', E.config.path)).body.data as ProductConfig;
  const justification = { investmentCategoryId: config.categories[0]!.id, description: 'Our fleet product line', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH' };
  product = (await call('post', E.createItem.path, { level: 'product', title: 'Fleet Manager', justification, budget: { allocated: 50_000_00 } })).body.data as PortfolioItem;
});
afterAll(() => platform?.close());

describe('MVP scenarios', () => {
  it('checks every field with its text, and observers may not create', async () => {
    for (const [field, value, text] of [
      ['name', ' ', MvpErrors.NAME_REQUIRED],
      ['targetRevenue', 0, MvpErrors.TARGET_REVENUE_POSITIVE],
      ['timelineConstraint', -2, MvpErrors.TIMELINE_POSITIVE],
      ['budgetConstraint', 0, MvpErrors.BUDGET_POSITIVE],
      ['teamSize', 0, MvpErrors.TEAM_SIZE_POSITIVE],
    ] as const) {
      const refused = await call('post', M.create.path, { ...scenarioBody, [field]: value });
      expect([refused.status, refused.body.error], field).toEqual([400, text]);
    }
    expect((await call('post', M.create.path, scenarioBody, observerToken)).body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    const missing = await call('get', endpointPath(M.get, { id: '00000000-0000-4000-8000-000000000999' }));
    expect([missing.status, missing.body.error]).toEqual([404, ProductErrors.MVP_SCENARIO_NOT_FOUND]);
  });

  it('needs a business model, a timeline and a budget for recommendations', async () => {
    expect((await call('post', M.recommendations.path, { timeline: 3, budget: 1000 })).body.error).toBe(MvpErrors.BUSINESS_MODEL_REQUIRED);
    expect((await call('post', M.recommendations.path, { businessModel: 'SAAS', budget: 1000 })).body.error).toBe(MvpErrors.TIMELINE_REQUIRED);
    const noBudget = await call('post', M.recommendations.path, { businessModel: 'SAAS', timeline: 3 });
    expect([noBudget.status, noBudget.body.error]).toEqual([400, MvpErrors.BUDGET_REQUIRED]);
    // Without a scenario it only answers the template.
    const bare = await call('post', M.recommendations.path, { businessModel: 'TRANSACTION', timeline: 2, budget: 5000, teamSize: 2 });
    expect(bare.status).toBe(200);
    expect(bare.body.data.scenario).toBeNull();
    expect(bare.body.data.template.epics.map((e: { key: string }) => e.key)).toContain('checkout');
    const draft = await scenario({ pricingModel: null });
    expect((await generate(draft.id)).body.error).toBe(MvpErrors.BUSINESS_MODEL_REQUIRED);
  });

  it('goes DRAFT -> ANALYZING -> READY -> IN_PROGRESS, refusing steps out of order', async () => {
    const s = await scenario();
    expect(s.status).toBe('DRAFT');
    const early = await backlog(s.id);
    expect([early.status, early.body.error]).toEqual([409, MvpErrors.RECOMMENDATIONS_FIRST]);
    expect((await apply(s.id, { productId: product.id })).body.error).toBe(MvpErrors.BACKLOG_FIRST);

    const analyzed = (await generate(s.id)).body.data.scenario as MvpScenario;
    expect(analyzed.status).toBe('ANALYZING');
    expect(analyzed.generatedTemplate!.capacityHours).toBe(120);
    const beforeReady = await apply(s.id, { productId: product.id });
    expect([beforeReady.status, beforeReady.body.error]).toEqual([409, MvpErrors.BACKLOG_FIRST]);

    const ready = (await backlog(s.id)).body.data as MvpScenario;
    expect(ready.status).toBe('READY');
    expect(ready.generatedBacklog.filter((i) => i.type === 'EPIC').map((i) => i.title)).toEqual(['Accounts and sign-in', 'Core workflow', 'Subscription billing']);
    // The same inputs give the same backlog.
    expect(((await backlog(s.id)).body.data as MvpScenario).generatedBacklog).toEqual(ready.generatedBacklog);
    // 120 h x 75 = 9,000.
    expect(ready.projectedMetrics).toMatchObject({ totalHours: 120, estimatedCost: 9_000, customersForTargetMrr: 100 });
    // bi's FINANCE knows the runway: 600 days = 20 months, burn 10,000 a month: it wins over the typed numbers.
    // (9,000 + 10,000 x 1) / (10,000 x 20) = 19,000 / 200,000 = 9.5 %: VIABLE.
    expect(ready.runway).toEqual({ runwayMonths: 20, monthlyBurn: 10_000, source: 'finance' });
    expect(ready.viability).toEqual({ outcome: 'VIABLE', spend: 19_000, runwayCash: 200_000, sharePct: 9.5, arithmetic: '(9000 + 10000 x 1) / (10000 x 20) = 19000 / 200000 = 9.5 %' });
  });

  it('uses the typed runway when bi does not know it, with the section 9 thresholds', async () => {
    const saved = snapshot.runwayDays;
    snapshot.runwayDays = null;
    try {
      // Typed: burn 1,000, runway 12 months -> 12,000. (9,000 + 1,000 x 1) / 12,000 = 83.3 %: NOT_VIABLE.
      const s = await scenario({ runwayMonths: 12 });
      await generate(s.id);
      const ready = (await backlog(s.id)).body.data as MvpScenario;
      expect(ready.runway.source).toBe('manual');
      expect([ready.viability!.outcome, ready.viability!.sharePct]).toEqual(['NOT_VIABLE', 83.3]);
      // Runway 12.5 months -> 12,500: 10,000 / 12,500 = 80 % exactly: RISKY.
      const risky = (await call('patch', endpointPath(M.get, { id: s.id }), { runwayMonths: 12.5 })).body.data as MvpScenario;
      expect([risky.status, risky.viability!.outcome, risky.viability!.sharePct]).toEqual(['READY', 'RISKY', 80]);
    } finally {
      snapshot.runwayDays = saved;
    }
  });

  it('applies to a product once: the portfolio and the board get the items, a second apply changes nothing', async () => {
    const s = await scenario();
    await generate(s.id);
    await backlog(s.id);
    expect((await apply(s.id, { productId: product.id, accountId: '00000000-0000-4000-8000-000000000777' })).body.error).toBe(AccessErrors.tenantMismatch('00000000-0000-4000-8000-000000000777'));
    const notProduct = await apply(s.id, { productId: '00000000-0000-4000-8000-000000000999' });
    expect([notProduct.status, notProduct.body.error]).toEqual([404, PortfolioErrors.ITEM_NOT_FOUND]);
    // Agile off: the board cannot take them.
    const off = await apply(s.id, { productId: product.id, applyToBacklog: true });
    expect([off.status, off.body.error]).toEqual([422, PortfolioErrors.DELIVERY_UNAVAILABLE]);
    await platform.setFeatures(acme.id, ['product_management', 'business_intelligence', 'agile_survival']);

    const applied = await apply(s.id, { productId: product.id, accountId: acme.id, applyToBacklog: true, generateStories: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const scenarioNow = applied.body.data as MvpScenario;
    expect(scenarioNow.status).toBe('IN_PROGRESS');
    expect(scenarioNow.appliedProductId).toBe(product.id);
    // 3 epics, 6 stories, 18 tasks, and the initiative: 28 portfolio items; the 6 stories on the board.
    expect(scenarioNow.applied).toHaveLength(28);
    expect(added.map((a) => a.title)).toEqual(['Sign up with e-mail', 'Sign in and reset password', 'Create the main record', 'See results at a glance', 'Choose a plan and pay monthly', 'Free trial']);
    // 16 h -> 2 points, 12 h -> 2 (12 / 8 = 1.5 rounds up), 32 h -> 4.
    expect(added.slice(0, 3).map((a) => a.storyPoints)).toEqual([2, 2, 4]);
    const items = (await call('get', E.listItems.path)).body.data as PortfolioItem[];
    const initiative = items.find((i) => i.title === 'MVP: Fleet MVP')!;
    // The initiative holds 120 h x 75 = 9,000.00.
    expect(initiative.budget.allocated).toBe(9_000_00);
    expect(items.find((i) => i.id === product.id)!.budget.remaining).toBe(50_000_00 - 9_000_00);

    const again = await apply(s.id, { productId: product.id, applyToBacklog: true });
    expect(again.status).toBe(200);
    expect(added).toHaveLength(6);
    expect(((await call('get', E.listItems.path)).body.data as PortfolioItem[]).length).toBe(items.length);
    expect((await apply(s.id, { productId: initiative.id })).body.error).toBe(MvpErrors.APPLIED_ELSEWHERE);
    // In progress: no regeneration.
    const locked = await generate(s.id);
    expect([locked.status, locked.body.error]).toEqual([409, MvpErrors.IN_PROGRESS_LOCKED]);
    expect((await backlog(s.id)).body.error).toBe(MvpErrors.IN_PROGRESS_LOCKED);

    // Progress from the board: one story of 2 points done out of 2+2+4+3+3+2 = 16 planned.
    board.get(scenarioNow.applied.find((a) => a.key === 'accounts.1')!.boardItemId!)!.status = 'complete';
    const progress = (await call('get', M.progress.path)).body.data as MvpProgress[];
    expect(progress).toEqual([{ scenarioId: s.id, name: 'Fleet MVP', plannedPoints: 16, completedPoints: 2, items: 6, completedItems: 1, available: true }]);
    // The same through MVP_PROGRESS, as the investor portal reads it.
    expect(await (await platform.platform.host.capabilities.get(MVP_PROGRESS, acme.id))!.progress(acme.id)).toEqual([{ scenarioId: s.id, name: 'Fleet MVP', plannedPoints: 16, completedPoints: 2, items: 6, completedItems: 1 }]);
  });

  it('refuses to apply to a level other than a product, and a budget the product cannot hold', async () => {
    const s = await scenario({ name: 'Too big', teamSize: 1, timelineConstraint: 1, hourlyRate: 10_000 });
    await generate(s.id);
    await backlog(s.id);
    const epic = ((await call('get', E.listItems.path)).body.data as PortfolioItem[]).find((i) => i.level === 'epic')!;
    expect((await apply(s.id, { productId: epic.id })).body.error).toBe(MvpErrors.PRODUCT_LEVEL);
    const tooBig = await apply(s.id, { productId: product.id });
    expect([tooBig.status, tooBig.body.error]).toEqual([400, PortfolioErrors.BUDGET_OVER_PARENT]);
    expect(((await call('get', endpointPath(M.get, { id: s.id }))).body.data as MvpScenario).status).toBe('READY');
  });

  it('lists, changes (a sizing change goes back to DRAFT) and deletes', async () => {
    const s = await scenario({ name: 'Changeable' });
    await generate(s.id);
    const changed = (await call('patch', endpointPath(M.update, { id: s.id }), { teamSize: 3 })).body.data as MvpScenario;
    expect([changed.status, changed.generatedTemplate, changed.teamSize]).toEqual(['DRAFT', null, 3]);
    expect((await call('patch', endpointPath(M.update, { id: s.id }), { name: '' })).body.error).toBe(MvpErrors.NAME_REQUIRED);
    expect(((await call('get', M.list.path)).body.data as MvpScenario[]).some((x) => x.id === s.id)).toBe(true);
    expect((await call('delete', endpointPath(M.remove, { id: s.id }), undefined, observerToken)).status).toBe(403);
    expect((await call('delete', endpointPath(M.remove, { id: s.id }))).status).toBe(200);
    expect((await call('get', endpointPath(M.get, { id: s.id }))).body.error).toBe(ProductErrors.MVP_SCENARIO_NOT_FOUND);
  });
});
