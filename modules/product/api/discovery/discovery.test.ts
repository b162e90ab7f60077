import { FINANCE, defineApiPlugin, endpointPath, type FinanceSnapshot } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { analyzeProduct, planRoadmap, quarterOf, roadmapHorizon } from '../../shared/discovery-analysis.js';
import { DiscoveryEndpoints as D, type DiscoveryDocument } from '../../shared/discovery-endpoints.js';
import { DiscoveryErrors } from '../../shared/errors.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let runwayDays: number | null = 210;

/** A stand-in for the bi module: FINANCE with a runway of 210 days (7 months), gated like bi. */
const standInBi = defineApiPlugin({
  id: 'bi',
  feature: 'business_intelligence',
  migrations: [],
  register(ctx) {
    const snapshot = async (accountId: string): Promise<FinanceSnapshot> => ({
      accountId,
      currency: 'USD',
      asOf: '2026-11-20',
      cashOnHandCents: 700_000_00,
      monthlyNetBurnCents: 100_000_00,
      runwayDays,
      mrrCents: null,
      arrCents: null,
      revenueGrowthPct: null,
      churnRatePct: null,
      healthStatus: 'warning',
    });
    ctx.capabilities.provide(FINANCE, { snapshot, history: async () => [] });
  },
});
let acme: TestAccount;
let config: ProductConfig;
let product: PortfolioItem;

type Method = 'get' | 'post' | 'patch' | 'delete';
function call(method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const cat = (code: string) => config.categories.find((c) => c.code === code)!.id;
async function create(level: string, parentId: string | null, title: string, allocated: number, extra: Record<string, unknown> = {}) {
  const justification = { investmentCategoryId: cat('CR'), description: 'Asked for by customers', businessValue: 'MEDIUM', customerImpact: 'MODERATE', riskLevel: 'MEDIUM', strategicAlignment: 'MEDIUM', estimatedROI: 50, ...(extra.justification as object) };
  const response = await call('post', E.createItem.path, { level, parentId, title, budget: { allocated }, ...extra, justification });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PortfolioItem;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInBi, productPlugin], clock: new TestClock('2026-11-20T10:00:00Z') });
  await platform.setFeatures((acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' })).id, ['product_management']);
  config = (await call('get', E.config.path)).body.data as ProductConfig;
  product = await create('product', null, 'Runway app', 100_000_00);
  const ini = await create('initiative', product.id, 'Growth', 60_000_00);
  await create('epic', ini.id, 'Onboarding', 20_000_00, { justification: { businessValue: 'CRITICAL', customerImpact: 'MAJOR', strategicAlignment: 'HIGH', riskLevel: 'LOW' } });
  const billing = await create('epic', ini.id, 'Billing', 30_000_00, { justification: { investmentCategoryId: cat('RND'), description: 'Research into usage pricing', estimatedROI: null } });
  await create('story', billing.id, 'Usage meter', 30_000_00, { story: { userType: 'founder', want: 'metered plans', so: 'that revenue follows use', acceptanceCriteria: ['Meter per seat'] } });
});
afterAll(() => platform?.close());

describe('the discovery analysis (pure)', () => {
  it('names quarters and cuts the horizon to the runway', () => {
    expect(quarterOf(new Date('2026-11-20T00:00:00Z'))).toBe('2026-Q4');
    expect(quarterOf(new Date('2026-11-20T00:00:00Z'), 2)).toBe('2027-Q2');
    expect([roadmapHorizon(null), roadmapHorizon(24), roadmapHorizon(7), roadmapHorizon(1)]).toEqual([4, 4, 3, 1]);
  });
  it('fills quarters in ROI order with an equal share of the budget each', () => {
    const epic = (title: string, score: number, allocated: number) => ({ id: `00000000-0000-4000-8000-0000000000${title}`, title, roi: { score }, budget: { allocated } }) as unknown as PortfolioItem;
    // Total 100, 2 quarters (runway 6 months): capacity 50. Order a(90), b(80), c(70), d(60).
    const plan = planRoadmap([epic('c1', 70, 30), epic('a1', 90, 40), epic('d1', 60, 10), epic('b1', 80, 20)], new Date('2026-11-20T00:00:00Z'), 6);
    expect(plan.quarters.map((q) => [q.quarter, q.epics.map((e) => e.title), q.budgetCents])).toEqual([
      ['2026-Q4', ['a1'], 40],
      ['2027-Q1', ['b1', 'c1', 'd1'], 60],
    ]);
  });
});

describe('discovery documents', () => {
  let doc: DiscoveryDocument;

  it('start as draft with business details typed in', async () => {
    const created = await call('post', D.create.path, { productId: product.id, title: 'Q4 discovery', lineOfBusiness: 'B2B SaaS', runwayMonths: 7, documentSources: [{ kind: 'link', title: 'Board deck', url: 'https://example.com/deck' }] });
    expect(created.status).toBe(201);
    doc = created.body.data as DiscoveryDocument;
    expect(doc).toMatchObject({ status: 'draft', productTitle: 'Runway app', businessDetails: { lineOfBusiness: 'B2B SaaS', runwayMonths: 7, runwaySource: 'manual' }, gapAnalysis: null, roadmap: null });
    expect((await call('post', D.create.path, { title: '  ' })).body.error).toBe(DiscoveryErrors.TITLE_REQUIRED);
  });

  it('analyse the product: gaps by rule, category mix, value hierarchy, roadmap within the runway, insights', async () => {
    platform.clock.advance(60_000);
    expect((await call('post', endpointPath(D.analyze, { id: (await call('post', D.create.path, { title: 'No product' })).body.data.id }))).body.error).toBe(DiscoveryErrors.PRODUCT_REQUIRED);
    const analysed = (await call('post', endpointPath(D.analyze, { id: doc.id }))).body.data as DiscoveryDocument;
    const gaps = analysed.gapAnalysis!.map((g) => `${g.rule}:${g.subject}`);
    expect(gaps).toContain('category_without_items:KTLO Keep the lights on');
    expect(gaps).not.toContain('category_without_items:CR Customer requests');
    expect(gaps).toContain('missing_estimated_roi:Billing');
    expect(gaps).toContain('epic_without_stories:Onboarding');
    expect(gaps).toContain('budget_fully_allocated:Billing');
    // Held by each item itself: product 40 000 + initiative 10 000 + onboarding 20 000 + story 30 000 in CR; billing 0 in RND.
    expect(analysed.investmentCategories!.find((c) => c.code === 'CR')).toMatchObject({ cents: 100_000_00, sharePct: 100 });
    expect(analysed.investmentCategories!.find((c) => c.code === 'RND')).toMatchObject({ cents: 0, items: 1 });
    expect(analysed.valueHierarchy!.map((n) => [n.depth, n.title])).toEqual([
      [0, 'Runway app'],
      [1, 'Growth'],
      [2, 'Onboarding'],
      [2, 'Billing'],
    ]);
    // Runway 7 months: 3 quarters from 2026-Q4; Onboarding (ROI 91) first.
    expect(analysed.roadmap!.quarters.map((q) => q.quarter)).toEqual(['2026-Q4', '2027-Q1', '2027-Q2']);
    expect(analysed.roadmap!.quarters[0]!.epics.map((e) => e.title)).toEqual(['Onboarding']);
    expect(analysed.aiInsights!.map((i) => i.key)).toEqual(['top_epic', 'rnd_share', 'runway_short', 'gaps']);
    expect(analysed.aiInsights![0]!.text).toBe('Start with "Onboarding": the highest ROI score among 2 epics (91).');
  });

  it('go draft -> in review -> approved; an approved document is locked until reopened', async () => {
    const status = (s: string) => call('post', endpointPath(D.setStatus, { id: doc.id }), { status: s });
    const refused = await status('approved');
    expect([refused.status, refused.body.error]).toEqual([409, 'A discovery document cannot go from draft to approved']);
    expect((await status('in_review')).body.data.status).toBe('in_review');
    expect((await status('approved')).body.data.status).toBe('approved');
    const locked = await call('patch', endpointPath(D.update, { id: doc.id }), { title: 'Changed' });
    expect([locked.status, locked.body.error]).toEqual([409, DiscoveryErrors.APPROVED_LOCKED]);
    expect((await call('post', endpointPath(D.analyze, { id: doc.id }))).status).toBe(409);
    expect((await status('draft')).body.data.status).toBe('draft');
    expect((await call('patch', endpointPath(D.update, { id: doc.id }), { title: 'Q4 discovery v2', runwayMonths: null })).body.data).toMatchObject({ title: 'Q4 discovery v2', businessDetails: { runwayMonths: null, runwaySource: null } });
  });

  it('take the runway from business intelligence when it is on and knows it', async () => {
    const fresh = (await call('post', D.create.path, { productId: product.id, title: 'With BI', runwayMonths: 24 })).body.data as DiscoveryDocument;
    await platform.setFeatures(acme.id, ['product_management', 'business_intelligence']);
    const analysed = (await call('post', endpointPath(D.analyze, { id: fresh.id }))).body.data as DiscoveryDocument;
    // 210 days / 30 = 7 months: the roadmap is cut to 3 quarters.
    expect(analysed.businessDetails).toMatchObject({ runwayMonths: 7, runwaySource: 'bi' });
    expect(analysed.roadmap!.quarters).toHaveLength(3);
    runwayDays = null;
    const unknown = (await call('post', endpointPath(D.analyze, { id: fresh.id }))).body.data as DiscoveryDocument;
    expect(unknown.businessDetails).toMatchObject({ runwayMonths: 7, runwaySource: 'bi' });
    await platform.setFeatures(acme.id, ['product_management']);
    await call('delete', endpointPath(D.remove, { id: fresh.id }));
  });

  it('export as Markdown and PDF', async () => {
    const md = await call('get', `${endpointPath(D.export, { id: doc.id })}?format=markdown`);
    expect(md.status).toBe(200);
    expect(md.headers['content-type']).toContain('text/markdown');
    expect(md.text).toContain('# Q4 discovery v2');
    expect(md.text).toContain('## Roadmap');
    expect(md.text).toContain('- Onboarding (ROI 91, $20,000)');
    const pdf = await call('get', `${endpointPath(D.export, { id: doc.id })}?format=pdf`).buffer(true);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(Buffer.from(pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('list newest first and delete', async () => {
    const listed = (await call('get', D.list.path)).body.data as DiscoveryDocument[];
    expect(listed.map((d) => d.title)).toEqual(['No product', 'Q4 discovery v2']);
    expect((await call('delete', endpointPath(D.remove, { id: listed[0]!.id }))).status).toBe(200);
    expect((await call('get', endpointPath(D.get, { id: listed[0]!.id }))).body.error).toBe(DiscoveryErrors.DOCUMENT_NOT_FOUND);
  });
});

it('analyzeProduct ignores other products', () => {
  expect(analyzeProduct({ items: [], productId: 'x', categories: [], runwayMonths: null, now: new Date() }).valueHierarchy).toEqual([]);
});
