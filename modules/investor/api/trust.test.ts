import { AccessErrors } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { InvestorErrors } from '../shared/index.js';

/**
 * The trust model, attacked (issue 19): an investor without a grant, with a grant for another
 * company, with a revoked grant, with read but not comment; a company member reaching for the
 * investor's other companies; forged tenants. Each refused with the spec's text.
 */

let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let globex: TestAccount;
let fund: TestAccount;
let investor: TestUser;
let investorId: string;
let acmeMember: TestUser;
let grantId: string;

type Method = 'get' | 'post' | 'patch' | 'delete';
function as(user: { token: string }, accountId: string, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const denied = (id: string) => AccessErrors.tenantMismatch(id);

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  investor = await platform.createUser({ persona: 'INVESTOR' });
  fund = await platform.createAccount({ name: 'Fund', owner: investor });
  investor = fund.owner;
  acmeMember = await platform.createUser();
  await platform.addMember(acme, acmeMember, 'MEMBER');
  acmeMember.token = await platform.tokenFor(acmeMember, acme.id);
  finance.set(acme.id, { cashOnHandCents: 600_000_00, monthlyNetBurnCents: 75_000_00, runwayDays: 240, mrrCents: 20_000_00, churnRatePct: 4, revenueGrowthPct: 8 });
  finance.set(globex.id, { cashOnHandCents: 9_000_000_00, monthlyNetBurnCents: 100_000_00, runwayDays: 2700 });

  const profile = await as(investor, fund.id, 'post', '/investors/profile', { userId: investor.id, investorType: 'vc' });
  expect(profile.status).toBe(201);
  investorId = profile.body.data.id;
  const grant = await as(acme.owner, acme.id, 'post', '/investors/access', { investorId, companyId: acme.id, permissions: [{ resource: 'dashboard', action: 'read' }, { resource: 'communications', action: 'read' }] });
  expect(grant.status).toBe(201);
  grantId = grant.body.data.id;
});
afterAll(() => platform?.close());

describe('an investor reads a company only as its grant allows', () => {
  it('reads the granted company through the grant check, and the company sees the read', async () => {
    const metrics = await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`);
    expect(metrics.status).toBe(200);
    expect(metrics.body.data).toMatchObject({ id: acme.id, companyName: 'Acme', metrics: { cashOnHand: 600_000_00, runwayDays: 240, mrr: 20_000_00 } });
    const activity = await as(acme.owner, acme.id, 'get', `/companies/${acme.id}/investor-activity`);
    expect(activity.body.data.map((a: { action: string; investorId: string }) => [a.action, a.investorId])).toContainEqual(['dashboard.read', investorId]);
  });

  it('refuses a company that granted nothing with the tenant text', async () => {
    const response = await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${globex.id}`);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(denied(globex.id));
    const listed = await as(investor, fund.id, 'get', `/investor/dashboard-data?companyIds=${globex.id}`);
    expect(listed.status).toBe(403);
    expect(listed.body.error).toBe(denied(globex.id));
  });

  it('does not let a grant for one company open another (data room, messages, requests, alerts)', async () => {
    for (const [method, path, body] of [
      ['get', `/investor/data-room?companyId=${globex.id}`],
      ['get', `/investors/${investorId}/communications?companyId=${globex.id}`],
      ['post', '/investor/update-requests', { investorId, companyId: globex.id, requestedData: ['mrr'] }],
      ['post', '/investor/alerts', { investorId, companyId: globex.id, type: 'runway_low', severity: 'critical' }],
      ['get', `/investors/${investorId}/access/${globex.id}`],
    ] as [Method, string, object?][]) {
      const response = await as(investor, fund.id, method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.body.error, path).toBe(denied(globex.id));
    }
  });

  it('refuses a comment when the grant reads but does not comment', async () => {
    const response = await as(investor, fund.id, 'post', '/communications', { investorId, companyId: acme.id, content: 'Great month!' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(InvestorErrors.permissionDenied('communications', 'comment'));
    const request = await as(investor, fund.id, 'post', '/investor/update-requests', { investorId, companyId: acme.id, requestedData: ['mrr'] });
    expect(request.body.error).toBe(InvestorErrors.permissionDenied('communications', 'request'));
  });

  it('ignores a forged tenant: the investor is not a member of the company', async () => {
    const response = await as(investor, acme.id, 'get', `/companies/${acme.id}/investors`);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(denied(acme.id));
  });

  it("refuses a company member reaching for the investor's other companies and own records", async () => {
    for (const [method, path] of [
      ['get', `/investors/${investorId}/portfolio`],
      ['get', `/investors/${investorId}/profile`],
      ['get', `/investors/${investorId}/access/${globex.id}`],
      ['get', `/investors/${investorId}/communications?companyId=${globex.id}`],
      ['get', `/investor/dashboard-data?investorId=${investorId}`],
      ['get', `/investor/company-metrics?investorId=${investorId}&companyId=${globex.id}`],
      ['get', `/investor/variance?investorId=${investorId}`],
      ['get', `/investor/permissions?investorId=${investorId}`],
      ['get', `/investor/alerts?investorId=${investorId}`],
    ] as [Method, string][]) {
      for (const member of [acme.owner, acmeMember]) {
        const response = await as(member, acme.id, method, path);
        expect(response.status, path).toBe(403);
        // A plain member (no investor persona) is stopped earlier, at the dashboard's own gate.
        const gated = member === acmeMember && /dashboard-data|company-metrics|variance/.test(path);
        expect(response.body.error, path).toBe(gated ? AccessErrors.ACCESS_DENIED_PAGE : denied(investorId));
      }
    }
    expect((await as(acme.owner, acme.id, 'get', `/investor/has-permission?investorId=${investorId}&companyId=${globex.id}&resource=dashboard&action=read`)).body.data).toEqual({ hasPermission: false });
  });

  it('lets only the OWNER or an ADMIN grant, change or revoke', async () => {
    const other = await platform.createUser({ persona: 'INVESTOR' });
    for (const [method, path, body] of [
      ['post', '/investors/access', { email: other.email, companyId: acme.id, permissions: [{ resource: 'dashboard', action: 'read' }] }],
      ['patch', `/investors/access/${grantId}`, { permissions: [{ resource: 'data_room', action: 'read' }] }],
      ['delete', `/investors/access/${grantId}`],
    ] as [Method, string, object?][]) {
      const response = await as(acmeMember, acme.id, method, path, body);
      expect(response.status, path).toBe(403);
      expect(response.body.error).toBe(InvestorErrors.ACCESS_MANAGERS_ONLY);
    }
    const elsewhere = await as(acme.owner, acme.id, 'post', '/investors/access', { investorId, companyId: globex.id, permissions: [{ resource: 'dashboard', action: 'read' }] });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(denied(globex.id));
  });

  it('keeps the dashboard to persona INVESTOR, admin roles or access:investor_dashboard (section 6)', async () => {
    const teammate = await platform.createUser({ persona: 'FOUNDER' });
    await platform.addMember(fund, teammate, 'MEMBER');
    const token = await platform.tokenFor(teammate, fund.id);
    expect((await as({ token }, fund.id, 'get', '/investor/dashboard-data')).status).toBe(403);
    const allowed = await platform.createUser({ persona: 'FOUNDER' });
    await platform.addMember(fund, allowed, 'MEMBER', ['access:investor_dashboard']);
    // Allowed to the screen, but without an investor profile of their own there is nothing to show.
    const response = await as({ token: await platform.tokenFor(allowed, fund.id) }, fund.id, 'get', '/investor/dashboard-data');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(InvestorErrors.PROFILE_NOT_FOUND);
  });

  it('answers has-permission with false on any failure', async () => {
    const ask = async (query: string) => (await as(investor, fund.id, 'get', `/investor/has-permission?${query}`)).body.data.hasPermission;
    expect(await ask(`investorId=${investorId}&companyId=${acme.id}&resource=dashboard&action=read`)).toBe(true);
    expect(await ask(`investorId=${investorId}&companyId=${acme.id}&resource=communications&action=comment`)).toBe(false);
    expect(await ask(`investorId=${investorId}&companyId=${globex.id}&resource=dashboard&action=read`)).toBe(false);
    expect(await ask('investorId=not-a-uuid&companyId=x')).toBe(false);
    expect(await ask('')).toBe(false);
  });

  it('ends access the moment the grant is revoked, and tells the investor\'s open screens', async () => {
    const socket = await connectSocket(platform.wsUrl, investor.token, fund.id);
    expect(await socket.request('investor:watch')).toEqual({ watching: true });
    const before = await as(investor, fund.id, 'get', '/investor/dashboard-data');
    expect(before.body.data.companies.map((c: { id: string }) => c.id)).toEqual([acme.id]);
    const revoked = await as(acme.owner, acme.id, 'delete', `/investors/access/${grantId}`);
    expect(revoked.body.data.status).toBe('revoked');
    expect((await socket.next('investor:access-changed')).data).toEqual({ companyId: acme.id, status: 'revoked' });
    await socket.close();
    const after = await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`);
    expect(after.status).toBe(403);
    expect(after.body.error).toBe(denied(acme.id));
    expect((await as(investor, fund.id, 'get', '/investor/dashboard-data')).body.data.companies).toEqual([]);
    expect((await as(investor, fund.id, 'get', `/investor/has-permission?investorId=${investorId}&companyId=${acme.id}&resource=dashboard&action=read`)).body.data.hasPermission).toBe(false);
    expect((await as(investor, fund.id, 'get', `/investor/data-room?companyId=${acme.id}`)).body.error).toBe(denied(acme.id));
  });
});

describe('an investor who is also a member of the company (the demo investor is an observer of Acme)', () => {
  it('reads, comments and is refused after revocation as an investor, whatever tenant they act in', async () => {
    const other = await platform.createUser({ persona: 'INVESTOR' });
    const home = await platform.createAccount({ name: 'Observer Fund', owner: other });
    await platform.addMember(acme, other, 'OBSERVER');
    const inAcme = { token: await platform.tokenFor(other, acme.id) };
    const profile = (await as(home.owner, home.id, 'post', '/investors/profile', { userId: other.id, investorType: 'angel' })).body.data.id as string;
    const grant = (await as(acme.owner, acme.id, 'post', '/investors/access', { investorId: profile, companyId: acme.id, permissions: [{ resource: 'communications', action: 'read' }, { resource: 'communications', action: 'comment' }, { resource: 'dashboard', action: 'read' }] })).body.data.id as string;
    const sent = await as(acme.owner, acme.id, 'post', '/communications', { investorId: profile, companyId: acme.id, content: 'Welcome' });
    expect(sent.status).toBe(201);
    const reply = await as(inAcme, acme.id, 'post', `/communications/${sent.body.data.id}/respond`, { content: 'Thanks!' });
    expect(reply.status).toBe(201);
    expect(reply.body.data.replies[0]).toMatchObject({ senderSide: 'investor', content: 'Thanks!' });
    const listed = (await as(inAcme, acme.id, 'get', `/investors/${profile}/communications?companyId=${acme.id}`)).body.data;
    expect(listed.map((c: { id: string }) => c.id)).toContain(sent.body.data.id);
    await as(acme.owner, acme.id, 'delete', `/investors/access/${grant}`);
    const after = await as(inAcme, acme.id, 'get', `/investors/${profile}/communications?companyId=${acme.id}`);
    expect(after.status).toBe(403);
    expect(after.body.error).toBe(denied(acme.id));
    expect((await as(inAcme, acme.id, 'post', `/communications/${sent.body.data.id}/respond`, { content: 'Still here?' })).status).toBe(403);
    expect((await as(inAcme, acme.id, 'get', `/investor/company-metrics?companyId=${acme.id}`)).body.error).toBe(denied(acme.id));
  });
});

describe("the company's own observers", () => {
  it('do not read its investor relations', async () => {
    const observer = await platform.createUser();
    await platform.addMember(acme, observer, 'OBSERVER');
    const token = { token: await platform.tokenFor(observer, acme.id) };
    for (const path of [`/companies/${acme.id}/investors`, `/companies/${acme.id}/investor-activity`, `/companies/${acme.id}/communications`, '/investor/reports', '/investor/data-room', `/investor/update-requests?companyId=${acme.id}`]) {
      const response = await as(token, acme.id, 'get', path);
      expect(response.status, path).toBe(403);
      expect(response.body.error, path).toBe(InvestorErrors.RELATIONS_HIDDEN);
    }
    // Members do.
    expect((await as(acmeMember, acme.id, 'get', `/companies/${acme.id}/investors`)).status).toBe(200);
  });
});
