import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommentEndpoints as C, GovernanceEndpoints as G, NotificationEndpoints as N, NotificationEvents, endpointPath, type NotificationListView, type NotificationView } from '@suite/sdk';
import { installedPlugins } from '@suite/platform-api';
import { connectSocket, expectTenantIsolation, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { KanbanEndpoints } from '../../modules/agile/shared/kanban-endpoints.js';
import { TeamEndpoints } from '../../modules/agile/shared/teams.js';

/**
 * In-app notifications (issue 22): the header's notification centre is fed by approvals (a
 * request waiting for you, the decision on yours) and comment mentions, pushed live to the user's
 * open pages; each user reads and marks only their own, in the account they are in.
 */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let cfo: TestUser;
let member: TestUser;

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
function call(user: { token: string }, tenant: string, method: 'get' | 'post', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set(auth(user.token, tenant));
  return body === undefined ? request : request.send(body);
}
const list = async (user: { token: string }, tenant: string) => (await call(user, tenant, 'get', N.list.path)).body.data as NotificationListView;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: installedPlugins });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  cfo = await platform.createUser();
  member = await platform.createUser();
  await platform.addMember(acme, cfo, 'ADMIN');
  await platform.addMember(acme, member, 'MEMBER');
  cfo.token = await platform.tokenFor(cfo, acme.id);
  member.token = await platform.tokenFor(member, acme.id);
  const workflow = await call(acme.owner, acme.id, 'post', G.createWorkflow.path, { name: 'Purchases', trigger: 'billing.plan-purchase', minAmountCents: 100, approverIds: [cfo.id] });
  expect(workflow.status, JSON.stringify(workflow.body)).toBe(201);
}, 120_000);
afterAll(() => platform?.close());

describe('notifications from approvals', () => {
  let requestNotification: NotificationView;

  it('an approver is notified of a request, live on their open page, and nobody else is', async () => {
    const socket = await connectSocket(platform.wsUrl, cfo.token, acme.id);
    try {
      const held = await call(acme.owner, acme.id, 'post', '/billing/checkout/session', { items: [{ type: 'SUBSCRIPTION', plan: 'ENTERPRISE', billingInterval: 'ANNUAL' }] });
      expect(held.status, JSON.stringify(held.body)).toBe(202);
      const requestId = held.body.data.approval.requestId as string;
      const pushed = await socket.next<{ accountId: string; notification: NotificationView }>(NotificationEvents.CREATED);
      expect(pushed.data).toMatchObject({ accountId: acme.id, notification: { kind: 'approval.requested', sourceId: requestId, link: `/governance/approvals?request=${requestId}` } });
      const mine = await list(cfo, acme.id);
      expect(mine.unread).toBe(1);
      requestNotification = mine.items[0]!;
      expect(requestNotification).toMatchObject({ kind: 'approval.requested', readAt: null, data: { workflow: 'Purchases' } });
      expect(String(requestNotification.data.summary)).toMatch(/^Purchase: ENTERPRISE annual/);
      expect((await list(member, acme.id)).items).toEqual([]);
      expect((await list(acme.owner, acme.id)).items).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('the requester is notified of the decision', async () => {
    const decided = await call(cfo, acme.id, 'post', endpointPath(G.decide, { id: requestNotification.sourceId! }), { decision: 'reject', comment: 'Next quarter' });
    expect(decided.body.data.status).toBe('rejected');
    const owner = await list(acme.owner, acme.id);
    expect(owner.unread).toBe(1);
    expect(owner.items[0]).toMatchObject({ kind: 'approval.decided', data: { decision: 'rejected', comment: 'Next quarter', workflow: 'Purchases' }, sourceId: requestNotification.sourceId });
  });

  it("marks only the caller's own read; another user's or account's ids change nothing", async () => {
    // The owner names the CFO's notification: nothing changes for the CFO.
    expect((await call(acme.owner, acme.id, 'post', N.markRead.path, { ids: [requestNotification.id] })).body.data.unread).toBe(1);
    expect((await list(cfo, acme.id)).unread).toBe(1);
    // Another account's owner naming it changes nothing either, and sees nothing of Acme's.
    expect((await call(globex.owner, globex.id, 'post', N.markRead.path, { ids: [requestNotification.id] })).body.data).toEqual({ items: [], unread: 0 });
    expect((await list(cfo, acme.id)).unread).toBe(1);
    // The CFO reads it.
    const read = await call(cfo, acme.id, 'post', N.markRead.path, { ids: [requestNotification.id] });
    expect(read.body.data.unread).toBe(0);
    expect(read.body.data.items[0].readAt).not.toBeNull();
    // Mark all.
    expect((await call(acme.owner, acme.id, 'post', N.markRead.path, {})).body.data.unread).toBe(0);
    // Another account named (query, or the tenant header with Acme's session): refused.
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, [
      { method: 'GET', path: `/api${N.list.path}?accountId=${globex.id}` },
      { method: 'POST', path: `/api${N.markRead.path}`, body: { accountId: globex.id } },
    ]);
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: globex.id }, [
      { method: 'GET', path: `/api${N.list.path}` },
      { method: 'POST', path: `/api${N.markRead.path}`, body: {} },
    ]);
    // Signed out: 401; a bad id: 400.
    expect((await platform.http.get(`/api${N.list.path}`)).status).toBe(401);
    expect((await call(cfo, acme.id, 'post', N.markRead.path, { ids: ['nope'] })).status).toBe(400);
  });

  it('observers have their own (empty) centre too', async () => {
    const observer = await platform.createUser();
    await platform.addMember(acme, observer, 'OBSERVER');
    observer.token = await platform.tokenFor(observer, acme.id);
    expect(await list(observer, acme.id)).toEqual({ items: [], unread: 0 });
  });
});

describe('notifications from mentions', () => {
  it('a mention is a notification with the object link, pushed live', async () => {
    const team = (await call(acme.owner, acme.id, 'post', endpointPath(TeamEndpoints.createTeam), { name: 'Mentions team' })).body.data as { id: string };
    const board = (await call(acme.owner, acme.id, 'post', endpointPath(KanbanEndpoints.createBoard), { teamId: team.id, title: 'Mentions board' })).body.data as { id: string };
    const item = (await call(acme.owner, acme.id, 'post', endpointPath(KanbanEndpoints.createItem), { boardId: board.id, title: 'Checkout redesign' })).body.data as { id: string };
    const socket = await connectSocket(platform.wsUrl, member.token, acme.id);
    try {
      const created = await call(acme.owner, acme.id, 'post', endpointPath(C.create, { objectType: 'agile.board-item', objectId: item.id }), { body: '@member can you take this?', mentions: [member.id] });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const pushed = await socket.next<{ notification: NotificationView }>(NotificationEvents.CREATED);
      expect(pushed.data.notification).toMatchObject({ kind: 'comment.mention', data: { title: 'Checkout redesign', excerpt: '@member can you take this?' } });
      const mine = await list(member, acme.id);
      expect(mine.unread).toBe(1);
      expect(mine.items[0]!.link).toMatch(/^\//);
      // The author is not notified of their own comment.
      expect((await list(acme.owner, acme.id)).items.some((n) => n.kind === 'comment.mention')).toBe(false);
    } finally {
      await socket.close();
    }
  });
});
