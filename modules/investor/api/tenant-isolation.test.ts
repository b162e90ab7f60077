import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { caller, createInvestor, grant, type InvestorSetup } from './portal-fixture.js';

/**
 * The tenant probe over every investor route: an outsider (a company owner who is an investor
 * too, granted by their own company) names the ids of another company and another investor.
 */

let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let outsider: TestAccount;
let victim: InvestorSetup;
let outsiderInvestorId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  const call = caller(platform);
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  outsider = await platform.createAccount({ name: 'Initech', plan: 'PRO' });
  victim = await createInvestor(platform);
  finance.set(acme.id, { cashOnHandCents: 100_000_00, monthlyNetBurnCents: 20_000_00, runwayDays: 150 });
  ids.grant = await grant(platform, acme, victim.investorId);
  const outsiderProfile = await call(outsider.owner, outsider.id, 'post', '/investors/profile', { userId: outsider.owner.id, investorType: 'angel' });
  outsiderInvestorId = outsiderProfile.body.data.id;
  await grant(platform, outsider, outsiderInvestorId);

  const { fund, investor, investorId } = victim;
  ids.entry = (await call(investor, fund.id, 'post', `/investors/${investorId}/portfolio`, { companyId: acme.id, investmentAmount: 100_000_00 })).body.data.id;
  ids.alert = (await call(investor, fund.id, 'post', '/investor/alerts', { investorId, companyId: acme.id, type: 'funding_needed', severity: 'warning' })).body.data.id;
  await call(investor, fund.id, 'post', '/investor/dashboard-config', { investorId, companyId: acme.id, timeframe: '1year' });
  ids.communication = (await call(acme.owner, acme.id, 'post', '/communications', { investorId, companyId: acme.id, content: 'Welcome aboard' })).body.data.id;
  ids.request = (await call(investor, fund.id, 'post', '/investor/update-requests', { investorId, companyId: acme.id, requestedData: ['mrr'] })).body.data.id;
  ids.report = (await call(acme.owner, acme.id, 'post', '/investor/reports', { kind: 'update' })).body.data.id;
  ids.document = (await call(acme.owner, acme.id, 'post', '/investor/data-room/documents', { name: 'Cap table.csv', contentBase64: Buffer.from('a,b\n').toString('base64') })).body.data.id;
  for (const [key, value] of Object.entries(ids)) expect(value, key).toBeTruthy();
});
afterAll(() => platform?.close());

describe('tenant isolation of the investor portal', () => {
  it("refuses every route naming another company's or another investor's records", async () => {
    const { investorId } = victim;
    const company = acme.id;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api/investors/${investorId}/profile` },
      { method: 'PATCH', path: `/api/investors/${investorId}/profile`, body: { firm: 'Hijacked' } },
      { method: 'POST', path: '/api/investors/profile', body: { userId: victim.investor.id, investorType: 'vc' } },
      { method: 'GET', path: `/api/investors/${investorId}/portfolio` },
      { method: 'POST', path: `/api/investors/${investorId}/portfolio`, body: { companyId: company, investmentAmount: 1 } },
      { method: 'GET', path: `/api/investors/${investorId}/portfolio/${company}` },
      { method: 'PATCH', path: `/api/portfolio/${ids.entry}`, body: { investmentAmount: 5 } },
      { method: 'DELETE', path: `/api/portfolio/${ids.entry}` },
      { method: 'GET', path: `/api/investors/${investorId}/access/${company}` },
      { method: 'POST', path: '/api/investors/access', body: { investorId: outsiderInvestorId, companyId: company, permissions: [{ resource: 'dashboard', action: 'read' }] } },
      { method: 'PATCH', path: `/api/investors/access/${ids.grant}`, body: { permissions: [{ resource: 'dashboard', action: 'read' }] } },
      { method: 'DELETE', path: `/api/investors/access/${ids.grant}` },
      { method: 'GET', path: `/api/companies/${company}/investors` },
      { method: 'GET', path: `/api/companies/${company}/investor-activity` },
      { method: 'GET', path: `/api/companies/${company}/communications` },
      { method: 'GET', path: `/api/investors/${investorId}/communications` },
      { method: 'GET', path: `/api/communications/${ids.communication}` },
      { method: 'DELETE', path: `/api/communications/${ids.communication}` },
      { method: 'POST', path: '/api/communications', body: { investorId, companyId: company, content: 'Hi' } },
      { method: 'POST', path: '/api/communications', body: { investorId: outsiderInvestorId, companyId: company, content: 'Hi' } },
      { method: 'POST', path: `/api/communications/${ids.communication}/read`, body: {} },
      { method: 'POST', path: `/api/communications/${ids.communication}/respond`, body: { content: 'Hi' } },
      { method: 'GET', path: `/api/investor/alerts?investorId=${investorId}` },
      { method: 'POST', path: '/api/investor/alerts', body: { investorId, type: 'runway_low', severity: 'critical' } },
      { method: 'POST', path: '/api/investor/alerts', body: { investorId: outsiderInvestorId, companyId: company, type: 'runway_low', severity: 'critical' } },
      { method: 'PATCH', path: `/api/investor/alerts/${ids.alert}/acknowledge` },
      { method: 'PATCH', path: `/api/investor/alerts/${ids.alert}/resolve` },
      { method: 'DELETE', path: `/api/investor/alerts/${ids.alert}` },
      { method: 'GET', path: `/api/investor/dashboard-config?investorId=${investorId}` },
      { method: 'POST', path: '/api/investor/dashboard-config', body: { investorId, companyId: company } },
      { method: 'POST', path: '/api/investor/dashboard-config', body: { investorId: outsiderInvestorId, companyId: company } },
      { method: 'PATCH', path: `/api/investor/dashboard-config/${investorId}/${company}`, body: { pinned: true } },
      { method: 'PATCH', path: `/api/investor/dashboard-config/${outsiderInvestorId}/${company}`, body: { pinned: true } },
      { method: 'GET', path: `/api/investor/update-requests?investorId=${investorId}` },
      { method: 'GET', path: `/api/investor/update-requests?investorId=${outsiderInvestorId}&companyId=${company}` },
      { method: 'POST', path: '/api/investor/update-requests', body: { investorId: outsiderInvestorId, companyId: company, requestedData: ['mrr'] } },
      { method: 'PATCH', path: `/api/investor/update-requests/${ids.request}/status`, body: { status: 'completed' } },
      { method: 'PATCH', path: `/api/investor/update-requests/${ids.request}/complete` },
      { method: 'GET', path: `/api/investor/dashboard-data?investorId=${investorId}` },
      { method: 'GET', path: `/api/investor/dashboard-data?companyIds=${company}` },
      { method: 'GET', path: `/api/investor/company-metrics?companyId=${company}` },
      { method: 'GET', path: `/api/investor/variance?investorId=${investorId}` },
      { method: 'GET', path: `/api/investor/variance?companyIds=${company}` },
      { method: 'GET', path: `/api/investor/permissions?investorId=${investorId}` },
      { method: 'PATCH', path: `/api/investor/reports/${ids.report}`, body: { title: 'Hijacked' } },
      { method: 'POST', path: `/api/investor/reports/${ids.report}/send`, body: { investorIds: [outsiderInvestorId] } },
      { method: 'GET', path: `/api/investor/data-room?companyId=${company}` },
      { method: 'DELETE', path: `/api/investor/data-room/documents/${ids.document}` },
      { method: 'GET', path: `/api/investor/data-room/documents/${ids.document}/download` },
      { method: 'GET', path: `/api/investor/data-room/documents/${ids.document}/download?companyId=${company}` },
    ];
    await expectTenantIsolation(platform, { token: outsider.owner.token, accountId: outsider.id }, routes);

    // Lists of the outsider's own account show none of Acme's or the investor's rows.
    const call = caller(platform);
    expect((await call(outsider.owner, outsider.id, 'get', '/investor/reports')).body.data).toEqual([]);
    expect((await call(outsider.owner, outsider.id, 'get', '/investor/data-room')).body.data).toEqual([]);
    expect((await call(outsider.owner, outsider.id, 'get', '/investor/alerts')).body.data).toEqual([]);
    expect((await call(outsider.owner, outsider.id, 'get', `/investors/${outsiderInvestorId}/portfolio`)).body.data).toEqual([]);
    expect((await call(outsider.owner, outsider.id, 'get', `/investor/has-permission?investorId=${victim.investorId}&companyId=${company}&resource=dashboard&action=read`)).body.data).toEqual({ hasPermission: false });
    // Nothing of theirs changed.
    const investors = (await call(acme.owner, acme.id, 'get', `/companies/${company}/investors`)).body.data as { id: string; status: string; permissions: unknown[] }[];
    expect(investors.map((g) => [g.id, g.status, g.permissions.length])).toEqual([[ids.grant, 'active', 5]]);
    expect((await call(victim.investor, victim.fund.id, 'get', `/investors/${victim.investorId}/portfolio`)).body.data).toHaveLength(1);
    expect((await call(victim.investor, victim.fund.id, 'get', '/investor/alerts')).body.data.map((a: { status: string }) => a.status)).toEqual(['open']);
  });
});
