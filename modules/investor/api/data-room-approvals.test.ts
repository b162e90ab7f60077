import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalErrors, GovernanceEndpoints as G, endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';
import { InvestorErrors, type AccessGrant, type AccessGrantPending } from '../shared/index.js';

/**
 * Data-room grants under an approval workflow ('investor.data-room-grant', issue 22): a grant or a
 * change that gives data-room access waits for the approvers; approval applies it, a rejection
 * changes nothing. Grants without the data room are not held.
 */
let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let globex: TestAccount;
let cfo: TestUser;
let member: TestUser;
let investor: TestUser;
let investorId: string;
let fund: TestAccount;

type Method = 'get' | 'post' | 'patch' | 'delete';
function as(user: { token: string }, accountId: string, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const DASHBOARD = { resource: 'dashboard', action: 'read' };
const DATA_ROOM = { resource: 'data_room', action: 'read' };
const grants = async () => (await as(acme.owner, acme.id, 'get', `/companies/${acme.id}/investors`)).body.data as AccessGrant[];

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  cfo = await platform.createUser();
  await platform.addMember(acme, cfo, 'ADMIN');
  cfo.token = await platform.tokenFor(cfo, acme.id);
  member = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  member.token = await platform.tokenFor(member, acme.id);
  investor = await platform.createUser({ persona: 'INVESTOR' });
  fund = await platform.createAccount({ name: 'Fund', owner: investor });
  investor = fund.owner;
  investorId = (await as(investor, fund.id, 'post', '/investors/profile', { userId: investor.id, investorType: 'vc' })).body.data.id;
  // The handler is the investor module's: the trigger is offered.
  const workflow = await as(acme.owner, acme.id, 'post', G.createWorkflow.path, { name: 'Data room', trigger: 'investor.data-room-grant', approverIds: [cfo.id] });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
});
afterAll(() => platform?.close());

describe('a data-room grant under an approval workflow', () => {
  it('a grant without the data room is not held', async () => {
    const granted = await as(acme.owner, acme.id, 'post', '/investors/access', { email: 'angel@example.com', companyId: acme.id, permissions: [DASHBOARD] });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
  });

  it('a new grant with the data room waits; a rejection grants nothing', async () => {
    const held = await as(acme.owner, acme.id, 'post', '/investors/access', { email: 'scout@example.com', companyId: acme.id, permissions: [DASHBOARD, DATA_ROOM] });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const pending = held.body.data as AccessGrantPending;
    expect(pending).toMatchObject({ approval: { status: 'pending', workflowName: 'Data room' }, grantId: null, companyId: acme.id });
    expect((await grants()).some((g) => g.email === 'scout@example.com')).toBe(false);
    const twice = await as(acme.owner, acme.id, 'post', '/investors/access', { email: 'Scout@example.com', companyId: acme.id, permissions: [DATA_ROOM] });
    expect([twice.status, twice.body.error]).toEqual([409, ApprovalErrors.ALREADY_PENDING]);
    const rejected = await as(cfo, acme.id, 'post', endpointPath(G.decide, { id: pending.approval.requestId }), { decision: 'reject', comment: 'Not before the round' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', appliedAt: null });
    expect((await grants()).some((g) => g.email === 'scout@example.com')).toBe(false);
  });

  it('accepting a request with the data room waits; approval grants it and the investor reads the data room', async () => {
    const grant = await as(acme.owner, acme.id, 'post', '/investors/access', { investorId, companyId: acme.id, permissions: [DASHBOARD] });
    expect(grant.status).toBe(201);
    const grantId = (grant.body.data as AccessGrant).id;
    const held = await as(acme.owner, acme.id, 'patch', `/investors/access/${grantId}`, { permissions: [DASHBOARD, DATA_ROOM] });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect((held.body.data as AccessGrantPending).grantId).toBe(grantId);
    expect((await grants()).find((g) => g.id === grantId)!.permissions).toEqual([DASHBOARD]);
    expect((await as(investor, fund.id, 'get', `/investor/data-room?companyId=${acme.id}`)).status).toBe(403);
    const requestId = (held.body.data as AccessGrantPending).approval.requestId;
    const approved = await as(cfo, acme.id, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' });
    expect(approved.body.data, JSON.stringify(approved.body)).toMatchObject({ status: 'approved', outcomeError: null });
    expect((await grants()).find((g) => g.id === grantId)!.permissions).toEqual([DASHBOARD, DATA_ROOM]);
    expect((await as(investor, fund.id, 'get', `/investor/data-room?companyId=${acme.id}`)).status).toBe(200);
    // Removing permissions is not held.
    const narrowed = await as(acme.owner, acme.id, 'patch', `/investors/access/${grantId}`, { permissions: [DASHBOARD] });
    expect(narrowed.status).toBe(200);
  });

  it('refuses members, the requester deciding, and another account', async () => {
    const byMember = await as(member, acme.id, 'post', '/investors/access', { email: 'vc@example.com', companyId: acme.id, permissions: [DATA_ROOM] });
    expect([byMember.status, byMember.body.error]).toEqual([403, InvestorErrors.ACCESS_MANAGERS_ONLY]);
    const held = await as(acme.owner, acme.id, 'post', '/investors/access', { email: 'vc@example.com', companyId: acme.id, permissions: [DATA_ROOM] });
    expect(held.status).toBe(202);
    const requestId = (held.body.data as AccessGrantPending).approval.requestId;
    expect((await as(member, acme.id, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(404);
    expect((await as(acme.owner, acme.id, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(403);
    expect((await as(globex.owner, globex.id, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(404);
    // Another account cannot grant for Acme, nor change Acme's grants.
    expect((await as(globex.owner, globex.id, 'post', '/investors/access', { email: 'x@example.com', companyId: acme.id, permissions: [DATA_ROOM] })).status).toBe(403);
    const someGrant = (await grants())[0]!;
    expect((await as(globex.owner, globex.id, 'patch', `/investors/access/${someGrant.id}`, { permissions: [DATA_ROOM] })).status).toBe(404);
    expect((await grants()).some((g) => g.email === 'vc@example.com')).toBe(false);
  });
});
