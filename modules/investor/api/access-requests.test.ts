import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { InvestorErrors } from '../shared/index.js';

/**
 * Issue 21: an investor asks a company for access from its public directory profile. The investor
 * module provides INVESTOR_ACCESS_REQUESTS: a 'requested' grant that gives nothing until the
 * company's OWNER or an ADMIN accepts it (with the permissions they choose) or declines it.
 */

let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let fund: TestAccount;
let investor: TestUser;
let investorId: string;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function as(user: { token: string }, accountId: string, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const ask = (message?: string) => as(investor, fund.id, 'post', '/public/businesses/acme-robots/access-requests', message === undefined ? {} : { message });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  investor = await platform.createUser({ persona: 'INVESTOR' });
  fund = await platform.createAccount({ name: 'Fund', owner: investor });
  investor = fund.owner;
  finance.set(acme.id, { cashOnHandCents: 600_000_00, runwayDays: 240, mrrCents: 20_000_00 });
  const listed = await as(acme.owner, acme.id, 'put', '/accounts/public-profile', { listed: true, slug: 'acme-robots', name: 'Acme Robotics', oneLiner: 'Robots for warehouses' });
  expect(listed.status, JSON.stringify(listed.body)).toBe(200);
});
afterAll(() => platform?.close());

describe('an investor asks for access from the directory', () => {
  it('needs an investor profile first', async () => {
    const refused = await ask('Hello');
    expect([refused.status, refused.body.error]).toEqual([404, InvestorErrors.PROFILE_NOT_FOUND]);
    const profile = await as(investor, fund.id, 'post', '/investors/profile', { userId: investor.id, investorType: 'vc' });
    expect(profile.status).toBe(201);
    investorId = profile.body.data.id;
  });

  it('creates a request the company sees with the note, which reads nothing until accepted', async () => {
    const asked = await ask('We led your seed round');
    expect([asked.status, asked.body.data]).toEqual([201, { status: 'requested' }]);
    expect((await ask()).body.data).toEqual({ status: 'already_requested' });
    const listed = (await as(acme.owner, acme.id, 'get', `/companies/${acme.id}/investors`)).body.data as { id: string; status: string; investorId: string; requestMessage: string | null }[];
    const request = listed.find((grant) => grant.investorId === investorId)!;
    expect(request).toMatchObject({ status: 'requested', requestMessage: 'We led your seed round' });
    // A request is not access.
    expect((await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`)).status).toBe(403);
    // Only the owner or an admin accepts.
    const member = await platform.createUser();
    await platform.addMember(acme, member, 'MEMBER');
    member.token = await platform.tokenFor(member, acme.id);
    const byMember = await as(member, acme.id, 'patch', `/investors/access/${request.id}`, { permissions: [{ resource: 'dashboard', action: 'read' }] });
    expect([byMember.status, byMember.body.error]).toEqual([403, InvestorErrors.ACCESS_MANAGERS_ONLY]);
    const accepted = await as(acme.owner, acme.id, 'patch', `/investors/access/${request.id}`, { permissions: [{ resource: 'dashboard', action: 'read' }] });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'active', grantedBy: acme.owner.id, permissions: [{ resource: 'dashboard', action: 'read' }] });
    const metrics = await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`);
    expect(metrics.status).toBe(200);
    expect(metrics.body.data.metrics).toMatchObject({ runwayDays: 240 });
    expect((await ask()).body.data).toEqual({ status: 'already_granted' });
  });

  it('asks again after a decline, and a declined request reads nothing', async () => {
    const grants = (await as(acme.owner, acme.id, 'get', `/companies/${acme.id}/investors`)).body.data as { id: string; investorId: string; status: string }[];
    const active = grants.find((grant) => grant.investorId === investorId && grant.status === 'active')!;
    await as(acme.owner, acme.id, 'delete', `/investors/access/${active.id}`).expect(200);
    expect((await ask('Second try')).body.data).toEqual({ status: 'requested' });
    const again = ((await as(acme.owner, acme.id, 'get', `/companies/${acme.id}/investors`)).body.data as { id: string; status: string }[]).find((grant) => grant.status === 'requested')!;
    await as(acme.owner, acme.id, 'delete', `/investors/access/${again.id}`).expect(200);
    expect((await as(investor, fund.id, 'get', `/investor/company-metrics?companyId=${acme.id}`)).status).toBe(403);
  });
});

describe("the company's owners and admins hear of a request by mail", () => {
  it('mails each OWNER and ADMIN (in their language, through the outbox), not members, once per request', async () => {
    const globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
    const admin = await platform.createUser();
    await platform.addMember(globex, admin, 'ADMIN');
    await platform.db('core.users').where('id', admin.id).update({ language: 'fr' });
    const member = await platform.createUser();
    await platform.addMember(globex, member, 'MEMBER');
    const listed = await as(globex.owner, globex.id, 'put', '/accounts/public-profile', { listed: true, slug: 'globex-labs', name: 'Globex Labs', oneLiner: 'Lab robots' });
    expect(listed.status).toBe(200);
    // Acme's owner was mailed for the requests above: look at the mails about Globex only.
    const mails = async () =>
      ((await platform.db('core.outbox').where({ template: 'investor.access-request' }).orderBy('to_address')) as { to_address: string; subject: string; language: string; text_body: string; data: { companyName: string } }[]).filter(
        (mail) => mail.data.companyName === 'Globex',
      );

    const asked = await as(investor, fund.id, 'post', '/public/businesses/globex-labs/access-requests', { message: 'We back lab automation' });
    expect(asked.body.data).toEqual({ status: 'requested' });
    const sent = await mails();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual([globex.owner.email, admin.email].map((email) => email.toLowerCase()).sort());
    expect(sent.map((mail) => mail.to_address)).not.toContain(member.email.toLowerCase());
    const english = sent.find((mail) => mail.to_address === globex.owner.email.toLowerCase())!;
    const french = sent.find((mail) => mail.to_address === admin.email.toLowerCase())!;
    expect(english.language).toBe('en');
    expect(english.subject).toMatch(/ asks for access to Globex$/);
    expect(english.text_body).toContain('“We back lab automation”');
    expect(english.text_body).toContain('/investor-reports');
    expect(french.language).toBe('fr');
    expect(french.subject).toMatch(/ demande l’accès à Globex$/);

    // Asking again while the request is open sends nothing more.
    expect((await as(investor, fund.id, 'post', '/public/businesses/globex-labs/access-requests', {})).body.data).toEqual({ status: 'already_requested' });
    expect(await mails()).toHaveLength(2);
  });
});
