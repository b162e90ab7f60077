import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApprovalErrors, GovernanceEndpoints as G, endpointPath, type ApprovalRequestView } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { addCard, asOwner, memberOf } from './testing.js';

/** Plan purchases under an approval workflow ('billing.plan-purchase'): the core is the trigger's handler. */
let platform: TestPlatform;
const clock = new TestClock('2026-04-10T15:30:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

async function accountWithWorkflow(minAmountCents: number) {
  const account = await platform.createAccount();
  const owner = asOwner(account);
  const cfo = await memberOf(platform, account, 'ADMIN');
  await addCard(platform, owner);
  const workflow = await platform.http.post(`/api${G.createWorkflow.path}`).set(owner).send({ name: 'Purchases', trigger: 'billing.plan-purchase', minAmountCents, approverIds: [cfo.user.id] });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
  return { account, owner, cfo };
}
const plan = async (account: TestAccount) => (await platform.http.get('/api/billing/subscription').set(asOwner(account))).body.data.plan as string;
const cartCount = async (account: TestAccount) => ((await platform.http.get('/api/billing/cart').set(asOwner(account))).body.data.items as unknown[]).length;
const invoices = async (account: TestAccount) => (await platform.db('core.invoices').where('account_id', account.id)).length;

describe('a plan purchase under an approval workflow', () => {
  it('the trigger is offered (the core handles it); a purchase below the amount goes through at once', async () => {
    const { account, owner } = await accountWithWorkflow(1_000_000_00);
    const triggers = (await platform.http.get(`/api${G.workflows.path}`).set(owner)).body.data.triggers as { trigger: string }[];
    expect(triggers.map((t) => t.trigger)).toContain('billing.plan-purchase');
    await platform.http.post('/api/billing/cart/items').set(owner).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    const bought = await platform.http.post('/api/billing/checkout').set(owner).send({});
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(await plan(account)).toBe('PRO');
  });

  it('waits for approval (202, nothing charged, cart kept); approval buys for the requester and empties the cart', async () => {
    const { account, owner, cfo } = await accountWithWorkflow(100);
    await platform.http.post('/api/billing/cart/items').set(owner).send({ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' });
    const held = await platform.http.post('/api/billing/checkout').set(owner).send({});
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body.data).toMatchObject({ success: false, approval: { status: 'pending', workflowName: 'Purchases' } });
    expect(held.body.data.totalCents).toBeGreaterThan(0);
    expect([await plan(account), await invoices(account), await cartCount(account)]).toEqual(['FREE', 0, 1]);
    // The same purchase again waits already.
    const twice = await platform.http.post('/api/billing/checkout').set(owner).send({});
    expect([twice.status, twice.body.error]).toEqual([409, ApprovalErrors.ALREADY_PENDING]);

    const requestId = held.body.data.approval.requestId as string;
    const request = (await platform.http.get(`/api${endpointPath(G.request, { id: requestId })}`).set(cfo.headers)).body.data as ApprovalRequestView;
    expect(request).toMatchObject({ trigger: 'billing.plan-purchase', subject: { type: 'PlanPurchase', id: account.id }, canDecide: true });
    expect(request.summary).toMatch(/^Purchase: PRO monthly, /);
    const approved = await platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set(cfo.headers).send({ decision: 'approve' });
    expect(approved.body.data, JSON.stringify(approved.body)).toMatchObject({ status: 'approved', outcomeError: null });
    expect([await plan(account), await invoices(account), await cartCount(account)]).toEqual(['PRO', 1, 0]);
  });

  it('a rejection buys nothing; a one-shot checkout session waits too', async () => {
    const { account, owner, cfo } = await accountWithWorkflow(100);
    const held = await platform.http.post('/api/billing/checkout/session').set(owner).send({ items: [{ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' }] });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const requestId = held.body.data.approval.requestId as string;
    const rejected = await platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set(cfo.headers).send({ decision: 'reject', comment: 'Not this year' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', appliedAt: null });
    expect([await plan(account), await invoices(account)]).toEqual(['FREE', 0]);
  });

  it('refuses roles without purchase, the requester deciding, and another account', async () => {
    const { account, owner } = await accountWithWorkflow(100);
    const member = await memberOf(platform, account, 'MEMBER');
    expect((await platform.http.post('/api/billing/checkout/session').set(member.headers).send({ items: [{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }] })).status).toBe(403);
    const held = await platform.http.post('/api/billing/checkout/session').set(owner).send({ items: [{ type: 'SUBSCRIPTION', plan: 'PRO', billingInterval: 'MONTHLY' }] });
    expect(held.status).toBe(202);
    const requestId = held.body.data.approval.requestId as string;
    // The member neither raised nor approves it: not found; the owner (requester) is not an approver: not their turn.
    expect((await platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set(member.headers).send({ decision: 'approve' })).status).toBe(404);
    expect((await platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set(owner).send({ decision: 'approve' })).status).toBe(403);
    const other = await platform.createAccount();
    const foreign = await platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set(asOwner(other)).send({ decision: 'approve' });
    expect(foreign.status).toBe(404);
    expect(await plan(account)).toBe('FREE');
  });
});
