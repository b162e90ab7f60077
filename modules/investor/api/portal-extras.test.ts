import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, MVP_PROGRESS, defineApiPlugin } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { caller, createInvestor, grant, type InvestorSetup } from './portal-fixture.js';
import { InvestorErrors, type CompanyVariance, type DashboardData } from '../shared/index.js';

/**
 * Issue 19's later rules: plan against actual, section 3's company fields from the company's own
 * domains, update-request validation, and investor reads in the company's core audit log.
 */

let platform: TestPlatform;
const finance = financeStandIn();
/** A stand-in for product's MVP_PROGRESS: Acme's MVP in progress, 6 of 16 points done. */
let mvpAccount = '';
const productStandIn = defineApiPlugin({
  id: 'product',
  feature: 'product_management',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(MVP_PROGRESS, {
      progress: async (accountId) => (accountId === mvpAccount ? [{ scenarioId: '00000000-0000-4000-8000-0000000000d1', name: 'Fleet MVP', plannedPoints: 16, completedPoints: 6, items: 6, completedItems: 2 }] : []),
    });
  },
});
let acme: TestAccount;
let globex: TestAccount;
let angel: InvestorSetup;
let call: ReturnType<typeof caller>;

const month = (m: string, plan: [number, number, number | null], actual: [number, number, number | null] | null) => ({
  month: m,
  plan: { revenueCents: plan[0], expensesCents: plan[1], netBurnCents: plan[1] - plan[0], cashCents: plan[2] },
  actual: actual ? { revenueCents: actual[0], expensesCents: actual[1], netBurnCents: actual[1] - actual[0], cashCents: actual[2] } : null,
});

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, productStandIn, investorPlugin] });
  call = caller(platform);
  acme = await platform.createAccount({ name: 'Acme', plan: 'ENTERPRISE' });
  mvpAccount = acme.id;
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  angel = await createInvestor(platform, 'Angel Fund');
  finance.set(acme.id, { cashOnHandCents: 215_000_00, monthlyNetBurnCents: 29_000_00, runwayDays: 222 });
  // Planned on July 31: $10,000 revenue and $40,000 expenses a month, cash from $300,000.
  finance.setPlan(acme.id, {
    currency: 'USD',
    plannedOn: '2026-07-31',
    months: [month('2026-08', [10_000_00, 40_000_00, 270_000_00], [12_000_00, 40_000_00, 275_000_00]), month('2026-09', [10_000_00, 40_000_00, 240_000_00], [9_000_00, 40_000_00, 275_000_00]), month('2026-10', [10_000_00, 40_000_00, 210_000_00], null)],
  });
  finance.setGrowth(acme.id, { customers: 66, customerGrowthPct: 10, cacCents: 500_00, ltvCents: 4_800_00 });
  await grant(platform, acme, angel.investorId);
  // Globex grants messages only: no dashboard read.
  await grant(platform, globex, angel.investorId, [{ resource: 'communications', action: 'read' }]);
});
afterAll(() => platform?.close());

const inv = (method: 'get' | 'post', path: string, body?: object) => call(angel.investor, angel.fund.id, method, path, body);

describe('plan against actual (/variance-analysis)', () => {
  it('compares each month and the period with variance and percent (worked numbers)', async () => {
    const response = await inv('get', '/investor/variance?months=3');
    expect(response.status).toBe(200);
    const [acmeVariance, ...others] = response.body.data as CompanyVariance[];
    // Globex shares no dashboard: it is not listed.
    expect(others).toEqual([]);
    expect(acmeVariance).toMatchObject({ companyId: acme.id, companyName: 'Acme', shared: true, currency: 'USD', plannedOn: '2026-07-31' });
    const august = acmeVariance!.months[0]!;
    expect(august.month).toBe('2026-08');
    expect(august.lines).toEqual([
      // Revenue $12,000 against $10,000: +$2,000, +20 %, good.
      { metric: 'revenue', plan: 10_000_00, actual: 12_000_00, variance: 2_000_00, variancePct: 20, favourable: true },
      { metric: 'expenses', plan: 40_000_00, actual: 40_000_00, variance: 0, variancePct: 0, favourable: true },
      // Net burn $28,000 against $30,000: -$2,000, -6.7 %, good (less burn).
      { metric: 'netBurn', plan: 30_000_00, actual: 28_000_00, variance: -2_000_00, variancePct: -6.7, favourable: true },
      // Cash $275,000 against $270,000: +$5,000, +1.9 %.
      { metric: 'cash', plan: 270_000_00, actual: 275_000_00, variance: 5_000_00, variancePct: 1.9, favourable: true },
    ]);
    // September: revenue $9,000 against $10,000 = -10 %, bad; net burn $31,000 against $30,000 = +3.3 %, bad.
    expect(acmeVariance!.months[1]!.lines.find((l) => l.metric === 'revenue')).toMatchObject({ variance: -1_000_00, variancePct: -10, favourable: false });
    expect(acmeVariance!.months[1]!.lines.find((l) => l.metric === 'netBurn')).toMatchObject({ variance: 1_000_00, variancePct: 3.3, favourable: false });
    // October has no actuals: nothing compared.
    expect(acmeVariance!.months[2]!.lines.every((l) => l.actual === null && l.variance === null)).toBe(true);
    // The period (August and September): revenue $21,000 against $20,000 = +5 %; cash at September's end $275,000 against $240,000 = +14.6 %.
    expect(acmeVariance!.totals.find((l) => l.metric === 'revenue')).toEqual({ metric: 'revenue', plan: 20_000_00, actual: 21_000_00, variance: 1_000_00, variancePct: 5, favourable: true });
    expect(acmeVariance!.totals.find((l) => l.metric === 'cash')).toMatchObject({ plan: 240_000_00, actual: 275_000_00, variancePct: 14.6 });
  });

  it('refuses naming a company that gives no dashboard read or no grant', async () => {
    for (const id of [globex.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await inv('get', `/investor/variance?companyIds=${id}`);
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(id));
    }
  });
});

describe("section 3's company fields from the company's own data", () => {
  it('fills stage and industry from the public profile, customers, growth, CAC and LTV from its finance, milestones from its MVP; none for a company without dashboard read', async () => {
    let data = (await inv('get', '/investor/dashboard-data')).body.data as DashboardData;
    // The MVP in progress: 6 of 16 points = 37.5 % -> 38.
    expect(data.companies.find((c) => c.id === acme.id)).toMatchObject({ stage: null, industry: null, customerCount: 66, userGrowth: 10, cac: 500_00, ltv: 4_800_00, milestoneProgress: 38, nextMilestone: 'Fleet MVP', productStatus: 'mvp' });
    const saved = await platform.http.put('/api/accounts/public-profile').set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id }).send({ listed: false, slug: 'acme-co', name: 'Acme', industry: 'saas', stage: 'seed' });
    expect(saved.status).toBe(200);
    data = (await inv('get', '/investor/dashboard-data')).body.data as DashboardData;
    expect(data.companies.find((c) => c.id === acme.id)).toMatchObject({ stage: 'seed', industry: 'saas' });
    // Globex gives no dashboard read: none of it is shown.
    expect(data.companies.find((c) => c.id === globex.id)).toMatchObject({ metrics: null, stage: null, industry: null, customerCount: null, cac: null, ltv: null, milestoneProgress: null, nextMilestone: null, productStatus: null });
  });
});

describe('update requests name a known type and known figures', () => {
  it.each([
    [{ type: 'gossip', requestedData: ['mrr'] }, InvestorErrors.UPDATE_REQUEST_TYPE_INVALID],
    [{ requestedData: ['mrr', 'salaries'] }, InvestorErrors.REQUESTED_DATA_INVALID],
  ])('refuses %j with a 400 and its text', async (body, text) => {
    const response = await inv('post', '/investor/update-requests', { investorId: angel.investorId, companyId: acme.id, ...body });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(text);
  });

  it('accepts a known type and figures', async () => {
    const response = await inv('post', '/investor/update-requests', { investorId: angel.investorId, companyId: acme.id, type: 'financials', requestedData: ['mrr', 'runwayDays', 'mrr'] });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ type: 'financials', requestedData: ['mrr', 'runwayDays'] });
  });
});

describe("investor reads in the company's audit trail", () => {
  it('writes each read to the core audit log, which the company sees on /audit-trail', async () => {
    await inv('get', `/investor/company-metrics?companyId=${acme.id}`);
    const trail = await call(acme.owner, acme.id, 'get', '/governance/audit-trail?action=investor.*');
    expect(trail.status).toBe(200);
    const entries = trail.body.data.entries as { action: string; actor: { userId: string } | null; object: { type: string; id: string | null } }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.map((e) => e.action)).toContain('investor.dashboard.read');
    expect(entries.map((e) => e.action)).toContain('investor.variance.read');
    expect(entries[0]).toMatchObject({ actor: { userId: angel.investor.id }, object: { type: 'investor', id: angel.investorId } });
    // Globex's log has none of Acme's reads.
    const other = await platform.db('core.audit_logs').where({ account_id: globex.id }).where('action', 'like', 'investor.%');
    expect(other).toEqual([]);
  });
});
