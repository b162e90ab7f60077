import { ApprovalErrors, BACKLOG, GovernanceEndpoints as G, defineApiPlugin, endpointPath, type ApprovalRequestView, type BacklogItemProgress } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { productPlugin } from '../index.js';
import { PortfolioErrors } from '../../shared/errors.js';
import { PortfolioEndpoints as E, type ItemChangeResult, type PendingItemCreation, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let cfo: TestUser;
let pm: TestUser;
let viewer: TestUser;
let globex: TestAccount;
let config: ProductConfig;
const board = new Map<string, BacklogItemProgress>();

/** A stand-in for agile's BACKLOG, so an item can go to delivery. */
const standInAgile = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      addItem: async (_accountId, item) => {
        const id = `00000000-0000-4000-8000-${String(board.size + 1).padStart(12, '0')}`;
        board.set(id, { id, boardId: '00000000-0000-4000-8000-0000000000b0', status: 'backlog', storyPoints: item.storyPoints ?? null });
        return { id };
      },
      setStoryPoints: async () => undefined,
      itemProgress: async (_accountId, ids) => ids.flatMap((id) => (board.has(id) ? [board.get(id)!] : [])),
    });
  },
});

function call(user: { token: string }, method: 'get' | 'post' | 'patch', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const justification = () => ({ investmentCategoryId: config.categories[0]!.id, description: 'Founders need it to plan', businessValue: 'CRITICAL', customerImpact: 'MAJOR', riskLevel: 'MEDIUM', strategicAlignment: 'HIGH' });
/** Create an item; a budget the workflow holds is approved by the CFO (tests of creation itself are below). */
async function create(level: string, parentId: string | null, allocated: number): Promise<PortfolioItem> {
  const response = await call(pm, 'post', E.createItem.path, { level, parentId, title: `The ${level} ${Math.random().toString(36).slice(2, 6)}`, justification: justification(), budget: { allocated } });
  if (response.status === 202) {
    const held = response.body.data as PendingItemCreation;
    const approved = await call(cfo, 'post', endpointPath(G.decide, { id: held.approval.requestId }), { decision: 'approve' });
    expect(approved.body.data?.status, JSON.stringify(approved.body)).toBe('approved');
    return item(held.pendingCreation.id);
  }
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PortfolioItem;
}
const item = async (id: string) => (await call(pm, 'get', endpointPath(E.getItem, { id }))).body.data as PortfolioItem;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInAgile, productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const role of ['ADMIN', 'MEMBER', 'OBSERVER'] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    const withToken = { ...user, token: await platform.tokenFor(user, acme.id) };
    if (role === 'ADMIN') cfo = withToken;
    else if (role === 'MEMBER') pm = withToken;
    else viewer = withToken;
  }
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  config = (await call(pm, 'get', E.config.path)).body.data as ProductConfig;
  const workflow = await call(acme.owner, 'post', G.createWorkflow.path, { name: 'Budgets from 20,000', trigger: 'product.budget-allocation', minAmountCents: 20_000_00, approverIds: [cfo.id] });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
});
afterAll(() => platform?.close());

describe('a budget allocation under an approval workflow', () => {
  it('is blocked until approved, then applied with the portfolio rules', async () => {
    const product = await create('product', null, 100_000_00);
    const epic = await create('initiative', product.id, 10_000_00);

    // Below the amount: applied at once.
    const small = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 15_000_00 } });
    expect(small.status).toBe(200);
    expect((small.body.data as ItemChangeResult).budget.allocated).toBe(15_000_00);

    // From the amount on: held, the title change beside it saved.
    const held = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { title: 'Checkout revamp', budget: { allocated: 60_000_00 } });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const result = held.body.data as ItemChangeResult;
    expect(result.approval).toMatchObject({ status: 'pending', workflowName: 'Budgets from 20,000' });
    expect(result.title).toBe('Checkout revamp');
    expect(result.budget.allocated).toBe(15_000_00);
    expect(result.pendingApprovals).toEqual([{ requestId: result.approval!.requestId, kind: 'budget', summary: 'Checkout revamp: budget 15,000.00 → 60,000.00', amountCents: 60_000_00 }]);
    expect((await item(product.id)).budget.remaining).toBe(85_000_00);
    expect((await item(product.id)).pendingApprovals).toBeUndefined();
    // The same raise again waits already.
    const twice = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 70_000_00 } });
    expect([twice.status, twice.body.error]).toEqual([409, ApprovalErrors.ALREADY_PENDING]);
    // A raise the portfolio refuses anyway is refused with its own text, not sent for approval.
    const tooMuch = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 200_000_00 } });
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, PortfolioErrors.BUDGET_OVER_PARENT]);

    const requestId = result.approval!.requestId;
    const request = (await call(cfo, 'get', endpointPath(G.request, { id: requestId }))).body.data as ApprovalRequestView;
    expect(request).toMatchObject({ subject: { type: 'PortfolioItem', id: epic.id, label: 'Checkout revamp' }, amountCents: 60_000_00, canDecide: true });
    // The requester cannot decide it.
    expect((await call(pm, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(403);

    const approved = await call(cfo, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve', comment: 'Board agreed' });
    expect(approved.body.data, JSON.stringify(approved.body)).toMatchObject({ status: 'approved', outcomeError: null });
    expect(approved.body.data.appliedAt).not.toBeNull();
    expect((await item(epic.id)).budget).toEqual({ allocated: 60_000_00, remaining: 60_000_00 });
    expect((await item(epic.id)).pendingApprovals).toBeUndefined();
    expect((await item(product.id)).budget.remaining).toBe(40_000_00);
  });

  it('a rejection leaves nothing changed', async () => {
    const product = await create('product', null, 100_000_00);
    const epic = await create('initiative', product.id, 10_000_00);
    const before = [await item(product.id), await item(epic.id)];
    const held = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 50_000_00 } });
    expect(held.status).toBe(202);
    const requestId = (held.body.data as ItemChangeResult).approval!.requestId;
    const rejected = await call(cfo, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'reject', comment: 'Not this quarter' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', appliedAt: null });
    const after = [await item(product.id), await item(epic.id)];
    expect(after.map((i) => [i.title, i.budget])).toEqual(before.map((i) => [i.title, i.budget]));
    expect(after[1]!.updatedAt).toBe(before[1]!.updatedAt);
  });

  it('fails the request with the portfolio text when the approved raise no longer fits', async () => {
    const product = await create('product', null, 100_000_00);
    const epic = await create('initiative', product.id, 10_000_00);
    const held = await call(pm, 'patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 90_000_00 } });
    const requestId = (held.body.data as ItemChangeResult).approval!.requestId;
    // Meanwhile a sibling takes most of the product's budget.
    await create('initiative', product.id, 50_000_00);
    const approved = await call(cfo, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'failed', outcomeError: PortfolioErrors.BUDGET_OVER_PARENT });
    expect((await item(epic.id)).budget.allocated).toBe(10_000_00);
  });
});

describe('a portfolio item moving to delivery under an approval workflow', () => {
  it('waits for the approver, then goes to the board', async () => {
    const workflow = await call(cfo, 'post', G.createWorkflow.path, { name: 'Delivery check', trigger: 'product.portfolio-delivery', approverIds: [acme.owner.id] });
    expect(workflow.status).toBe(201);
    const product = await create('product', null, 100_000_00);
    const initiative = await create('initiative', product.id, 50_000_00);
    const epic = await create('epic', initiative.id, 10_000_00);
    // What delivery refuses anyway is refused now.
    const refused = await call(pm, 'post', endpointPath(E.sendToDelivery, { id: product.id }), {});
    expect([refused.status, refused.body.error]).toEqual([422, PortfolioErrors.DELIVERY_LEVEL]);
    const held = await call(pm, 'post', endpointPath(E.sendToDelivery, { id: epic.id }), { storyPoints: 8 });
    expect(held.status).toBe(202);
    expect((held.body.data as ItemChangeResult).delivery).toBeNull();
    expect((held.body.data as ItemChangeResult).pendingApprovals?.map((p) => p.kind)).toEqual(['delivery']);
    const requestId = (held.body.data as ItemChangeResult).approval!.requestId;
    const approved = await call(acme.owner, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' });
    expect(approved.body.data.status).toBe('approved');
    expect((await item(epic.id)).delivery).toMatchObject({ status: 'backlog', storyPoints: 8 });
  });
});

describe('creating an item with a budget under an approval workflow', () => {
  const body = (parentId: string | null, allocated: number, title = `New ${Math.random().toString(36).slice(2, 6)}`) => ({ level: parentId ? 'initiative' : 'product', parentId, title, justification: justification(), budget: { allocated } });

  it('creates nothing until approved, then creates the item with the id the request named', async () => {
    const product = await create('product', null, 100_000_00);
    // Below the amount: created at once.
    expect((await call(pm, 'post', E.createItem.path, body(product.id, 5_000_00))).status).toBe(201);
    const held = await call(pm, 'post', E.createItem.path, body(product.id, 30_000_00, 'Mobile app'));
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const pending = held.body.data as PendingItemCreation;
    expect(pending).toMatchObject({ approval: { status: 'pending', workflowName: 'Budgets from 20,000' }, pendingCreation: { level: 'initiative', parentId: product.id, title: 'Mobile app', allocated: 30_000_00 } });
    expect((await call(pm, 'get', endpointPath(E.getItem, { id: pending.pendingCreation.id }))).status).toBe(404);
    expect((await item(product.id)).budget.remaining).toBe(95_000_00);
    const request = (await call(cfo, 'get', endpointPath(G.request, { id: pending.approval.requestId }))).body.data as ApprovalRequestView;
    expect(request).toMatchObject({ trigger: 'product.budget-allocation', summary: 'Mobile app: new initiative, budget 30,000.00', amountCents: 30_000_00 });
    const approved = await call(cfo, 'post', endpointPath(G.decide, { id: pending.approval.requestId }), { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', outcomeError: null });
    const created = await item(pending.pendingCreation.id);
    expect(created).toMatchObject({ title: 'Mobile app', parentId: product.id, budget: { allocated: 30_000_00, remaining: 30_000_00 } });
    expect((await item(product.id)).budget.remaining).toBe(65_000_00);
  });

  it('a rejection creates nothing; what the portfolio refuses is refused before any request', async () => {
    const product = await create('product', null, 100_000_00);
    const tooMuch = await call(pm, 'post', E.createItem.path, body(product.id, 150_000_00));
    expect([tooMuch.status, tooMuch.body.error]).toEqual([400, PortfolioErrors.BUDGET_OVER_PARENT]);
    const held = await call(pm, 'post', E.createItem.path, body(product.id, 40_000_00, 'Rejected idea'));
    expect(held.status).toBe(202);
    const pending = held.body.data as PendingItemCreation;
    const rejected = await call(cfo, 'post', endpointPath(G.decide, { id: pending.approval.requestId }), { decision: 'reject', comment: 'No' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', appliedAt: null });
    expect((await call(pm, 'get', endpointPath(E.getItem, { id: pending.pendingCreation.id }))).status).toBe(404);
    const list = (await call(pm, 'get', E.listItems.path)).body.data as PortfolioItem[];
    expect(list.some((i) => i.title === 'Rejected idea')).toBe(false);
    expect((await item(product.id)).budget.remaining).toBe(100_000_00);
  });

  it('refuses observers, and another account neither sees nor decides the request', async () => {
    const product = await create('product', null, 100_000_00);
    expect((await call(viewer, 'post', E.createItem.path, body(product.id, 30_000_00))).status).toBe(403);
    const held = await call(pm, 'post', E.createItem.path, body(product.id, 30_000_00));
    const requestId = (held.body.data as PendingItemCreation).approval.requestId;
    // A member who neither raised nor approves it does not see it; the requester cannot decide it.
    expect((await call(viewer, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(404);
    expect((await call(pm, 'post', endpointPath(G.decide, { id: requestId }), { decision: 'approve' })).status).toBe(403);
    const outsider = platform.http.post(`/api${endpointPath(G.decide, { id: requestId })}`).set({ Authorization: `Bearer ${globex.owner.token}`, 'X-Tenant-ID': globex.id }).send({ decision: 'approve' });
    expect((await outsider).status).toBe(404);
    // Another account's parent is not found.
    const foreign = await platform.http.post(`/api${E.createItem.path}`).set({ Authorization: `Bearer ${globex.owner.token}`, 'X-Tenant-ID': globex.id }).send(body(product.id, 30_000_00));
    expect(foreign.status).toBe(404);
    await call(cfo, 'post', endpointPath(G.cancel, { id: requestId }));
  });
});

describe('moving an item under an approval workflow', () => {
  it('waits for approval; approval moves it with its budget, rejection leaves it in place', async () => {
    const workflow = await call(cfo, 'post', G.createWorkflow.path, { name: 'Moves', trigger: 'product.portfolio-move', approverIds: [cfo.id] });
    expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
    const product = await create('product', null, 100_000_00);
    const from = await create('initiative', product.id, 15_000_00);
    const to = await create('initiative', product.id, 15_000_00);
    const epic = await create('epic', from.id, 10_000_00);
    const sibling = await create('epic', from.id, 1_000_00);
    // Reordering under the same parent is not a move: applied at once.
    expect((await call(pm, 'post', endpointPath(E.moveItem, { id: sibling.id }), { parentId: from.id, position: 0 })).status).toBe(200);
    // What the portfolio refuses is refused now.
    const wrong = await call(pm, 'post', endpointPath(E.moveItem, { id: epic.id }), { parentId: product.id });
    expect(wrong.status).toBe(400);

    const held = await call(pm, 'post', endpointPath(E.moveItem, { id: epic.id }), { parentId: to.id });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    const result = held.body.data as ItemChangeResult;
    expect(result.parentId).toBe(from.id);
    expect(result.pendingApprovals?.map((p) => p.kind)).toEqual(['move']);
    const twice = await call(pm, 'post', endpointPath(E.moveItem, { id: epic.id }), { parentId: to.id });
    expect([twice.status, twice.body.error]).toEqual([409, ApprovalErrors.ALREADY_PENDING]);
    // Observers cannot move; another account cannot decide or move.
    expect((await call(viewer, 'post', endpointPath(E.moveItem, { id: epic.id }), { parentId: to.id })).status).toBe(403);
    const outsider = await platform.http.post(`/api${endpointPath(G.decide, { id: result.approval!.requestId })}`).set({ Authorization: `Bearer ${globex.owner.token}`, 'X-Tenant-ID': globex.id }).send({ decision: 'approve' });
    expect(outsider.status).toBe(404);
    const foreignMove = await platform.http.post(`/api${endpointPath(E.moveItem, { id: epic.id })}`).set({ Authorization: `Bearer ${globex.owner.token}`, 'X-Tenant-ID': globex.id }).send({ parentId: to.id });
    expect(foreignMove.status).toBe(404);

    const rejected = await call(cfo, 'post', endpointPath(G.decide, { id: result.approval!.requestId }), { decision: 'reject', comment: 'Stay' });
    expect(rejected.body.data.status).toBe('rejected');
    expect((await item(epic.id)).parentId).toBe(from.id);
    expect([(await item(from.id)).budget.remaining, (await item(to.id)).budget.remaining]).toEqual([4_000_00, 15_000_00]);

    const again = await call(pm, 'post', endpointPath(E.moveItem, { id: epic.id }), { parentId: to.id });
    expect(again.status).toBe(202);
    const approved = await call(cfo, 'post', endpointPath(G.decide, { id: (again.body.data as ItemChangeResult).approval!.requestId }), { decision: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 'approved', outcomeError: null });
    expect((await item(epic.id)).parentId).toBe(to.id);
    expect([(await item(from.id)).budget.remaining, (await item(to.id)).budget.remaining]).toEqual([14_000_00, 5_000_00]);
  });
});
