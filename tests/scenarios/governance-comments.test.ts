import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, CommentEndpoints as C, CommentErrors, endpointPath, type Endpoint, type ObjectCommentsView, type ThreadView } from '@suite/sdk';
import { installedPlugins } from '@suite/platform-api';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { KanbanEndpoints } from '../../modules/agile/shared/kanban-endpoints.js';
import { TeamEndpoints } from '../../modules/agile/shared/teams.js';
import { PortfolioEndpoints } from '../../modules/product/shared/portfolio-endpoints.js';

/**
 * Comments and threads (issue 22): a module's object (a board item, a portfolio item) takes
 * threads through its plugin's one `commentable` declaration; mentions are mailed through the
 * outbox and listed in the app; edits and deletions keep their history; ids of another account
 * are refused on every route; observers read, and only owners and admins list the account's threads.
 */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let member: TestUser;
let observer: TestUser;
let outsider: TestUser;
const ours = { boardItem: '', portfolioItem: '' };
const theirs = { boardItem: '', thread: '', reply: '' };

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
function call(token: string, tenant: string, method: 'get' | 'post' | 'patch' | 'delete', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set(auth(token, tenant));
  return body === undefined ? request : request.send(body);
}
const path = (endpoint: Endpoint, params?: Record<string, string>) => endpointPath(endpoint, params);
const onItem = (endpoint: Endpoint, objectType: string, objectId: string) => path(endpoint, { objectType, objectId });

async function boardItem(account: TestAccount, title: string): Promise<string> {
  const team = (await call(account.owner.token, account.id, 'post', path(TeamEndpoints.createTeam), { name: `${title} team` })).body.data as { id: string };
  const board = (await call(account.owner.token, account.id, 'post', path(KanbanEndpoints.createBoard), { teamId: team.id, title: `${title} board` })).body.data as { id: string };
  const item = await call(account.owner.token, account.id, 'post', path(KanbanEndpoints.createItem), { boardId: board.id, title });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  return (item.body.data as { id: string }).id;
}

async function portfolioItem(account: TestAccount, title: string): Promise<string> {
  const config = (await call(account.owner.token, account.id, 'get', path(PortfolioEndpoints.config))).body.data as { categories: { id: string }[] };
  const justification = { investmentCategoryId: config.categories[0]!.id, description: 'Why this product matters', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' };
  const created = await call(account.owner.token, account.id, 'post', path(PortfolioEndpoints.createItem), { level: 'product', title, justification, budget: { allocated: 100_00 } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body.data as { id: string }).id;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: installedPlugins });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  member = await platform.createUser();
  observer = await platform.createUser();
  outsider = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  await platform.addMember(acme, observer, 'OBSERVER');
  await platform.addMember(globex, outsider, 'MEMBER');
  member.token = await platform.tokenFor(member, acme.id);
  observer.token = await platform.tokenFor(observer, acme.id);
  outsider.token = await platform.tokenFor(outsider, globex.id);
  ours.boardItem = await boardItem(acme, 'Checkout redesign');
  ours.portfolioItem = await portfolioItem(acme, 'Dock scheduler');
  theirs.boardItem = await boardItem(globex, 'Globex secret');
  const thread = (await call(globex.owner.token, globex.id, 'post', onItem(C.create, 'agile.board-item', theirs.boardItem), { body: 'Their thread' })).body.data as ThreadView;
  theirs.thread = thread.id;
  theirs.reply = ((await call(globex.owner.token, globex.id, 'post', onItem(C.create, 'agile.board-item', theirs.boardItem), { body: 'Their reply', threadId: thread.id })).body.data as ThreadView).replies[0]!.id;
}, 120_000);
afterAll(() => platform?.close());

describe('comments on a module object', () => {
  it('lists the comment types the modules declare, each once', async () => {
    const types = (await call(acme.owner.token, acme.id, 'get', path(C.types))).body.data as { type: string }[];
    expect(types.map((entry) => entry.type)).toEqual(expect.arrayContaining(['agile.board-item', 'agile.poker-story', 'agile.retro-action-item', 'product.portfolio-item', 'bi.document', 'investor.update']));
  });

  it('starts a thread with a mention, mails the mentioned member through the outbox and shows it in their app', async () => {
    const created = await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'agile.board-item', ours.boardItem), { body: '@member can you take this?', mentions: [member.id] });
    expect(created.status).toBe(201);
    const thread = created.body.data as ThreadView;
    expect(thread).toMatchObject({ status: 'open', comment: { body: '@member can you take this?', mentions: [{ id: member.id }], canEdit: true }, replies: [] });

    const mail = await platform.db('core.outbox').where({ to_address: member.email, template: 'comments.mention' });
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toContain('Checkout redesign');
    expect(mail[0].text_body).toContain('/kanban/');

    const mentions = await call(member.token, acme.id, 'get', path(C.mentions));
    expect(mentions.body.data).toMatchObject({ unread: 1, items: [{ commentId: thread.id, object: { type: 'agile.board-item', title: 'Checkout redesign' } }] });
    const mine = await call(member.token, acme.id, 'get', `${path(C.threads)}?mentions=me`);
    expect(mine.body.data).toMatchObject({ total: 1, items: [{ id: thread.id, mentionsMe: true, object: { title: 'Checkout redesign' } }] });
    const read = await call(member.token, acme.id, 'post', path(C.markMentionsRead), {});
    expect(read.body.data.unread).toBe(0);
  });

  it('replies, edits with history, resolves and reopens, deletes keeping the history', async () => {
    const started = (await call(member.token, acme.id, 'post', onItem(C.create, 'product.portfolio-item', ours.portfolioItem), { body: 'Is the budget final?' })).body.data as ThreadView;
    const replied = (await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'product.portfolio-item', ours.portfolioItem), { body: 'Not yet', threadId: started.id })).body.data as ThreadView;
    expect(replied.replies.map((reply) => reply.body)).toEqual(['Not yet']);
    const replyId = replied.replies[0]!.id;

    const edited = await call(acme.owner.token, acme.id, 'patch', path(C.edit, { id: replyId }), { body: 'Final on Friday' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ body: 'Final on Friday', editedAt: expect.any(String) });
    // Only the author edits, even an admin-level owner cannot edit a member's words.
    const notMine = await call(acme.owner.token, acme.id, 'patch', path(C.edit, { id: started.id }), { body: 'Rewritten' });
    expect(notMine.status).toBe(403);
    expect(notMine.body.error).toBe(CommentErrors.ONLY_AUTHOR_EDITS);
    // A member cannot delete the owner's reply; the owner (admin level) may delete the member's.
    const memberDeletes = await call(member.token, acme.id, 'delete', path(C.remove, { id: replyId }));
    expect(memberDeletes.body.error).toBe(CommentErrors.ONLY_AUTHOR_OR_ADMIN_DELETES);

    const resolved = await call(member.token, acme.id, 'post', path(C.resolve, { id: started.id }));
    expect(resolved.body.data).toMatchObject({ status: 'resolved', resolvedBy: { id: member.id } });
    const replyResolve = await call(member.token, acme.id, 'post', path(C.resolve, { id: replyId }));
    expect(replyResolve.status).toBe(422);
    expect(replyResolve.body.error).toBe(CommentErrors.ONLY_THREADS_RESOLVE);
    const reopened = await call(acme.owner.token, acme.id, 'post', path(C.reopen, { id: started.id }));
    expect(reopened.body.data).toMatchObject({ status: 'open', resolvedBy: null });

    const deleted = await call(acme.owner.token, acme.id, 'delete', path(C.remove, { id: replyId }));
    expect(deleted.body.data).toMatchObject({ body: '', deletedAt: expect.any(String), canEdit: false });
    const again = await call(acme.owner.token, acme.id, 'patch', path(C.edit, { id: replyId }), { body: 'Back' });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(CommentErrors.DELETED_COMMENT);

    const history = (await call(acme.owner.token, acme.id, 'get', path(C.history, { id: replyId }))).body.data as { action: string; body: string | null }[];
    expect(history.map((entry) => [entry.action, entry.body])).toEqual([
      ['created', 'Not yet'],
      ['edited', 'Not yet'],
      ['deleted', 'Final on Friday'],
    ]);
    const threadHistory = (await call(member.token, acme.id, 'get', path(C.history, { id: started.id }))).body.data as { action: string }[];
    expect(threadHistory.map((entry) => entry.action)).toEqual(['created', 'resolved', 'reopened']);

    const view = (await call(member.token, acme.id, 'get', onItem(C.forObject, 'product.portfolio-item', ours.portfolioItem))).body.data as ObjectCommentsView;
    expect(view.object).toMatchObject({ type: 'product.portfolio-item', title: 'Dock scheduler', link: `/strategic-backlog?item=${ours.portfolioItem}` });
    expect(view.threads[0]!.replies[0]).toMatchObject({ body: '', deletedAt: expect.any(String) });
  });

  it("answers the spec'd texts for bad input, never a 500", async () => {
    const empty = await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'agile.board-item', ours.boardItem), { body: '   ' });
    expect([empty.status, empty.body.error]).toEqual([400, CommentErrors.BODY_REQUIRED]);
    const long = await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'agile.board-item', ours.boardItem), { body: 'x'.repeat(5001) });
    expect([long.status, long.body.error]).toEqual([400, CommentErrors.BODY_TOO_LONG]);
    const unknown = await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'agile.nothing', ours.boardItem), { body: 'Hello' });
    expect([unknown.status, unknown.body.error]).toEqual([400, CommentErrors.UNKNOWN_OBJECT_TYPE]);
    const missing = await call(acme.owner.token, acme.id, 'get', onItem(C.forObject, 'agile.board-item', '00000000-0000-4000-8000-000000000000'));
    expect([missing.status, missing.body.error]).toEqual([404, CommentErrors.OBJECT_NOT_FOUND]);
    // A user of another account cannot be mentioned.
    const foreign = await call(acme.owner.token, acme.id, 'post', onItem(C.create, 'agile.board-item', ours.boardItem), { body: 'Hey', mentions: [outsider.id] });
    expect([foreign.status, foreign.body.error]).toEqual([400, CommentErrors.MENTION_NOT_MEMBER]);
  });

  it('lets observers read but not write, and keeps the account-wide list for owners and admins', async () => {
    const read = await call(observer.token, acme.id, 'get', onItem(C.forObject, 'agile.board-item', ours.boardItem));
    expect(read.status).toBe(200);
    const write = await call(observer.token, acme.id, 'post', onItem(C.create, 'agile.board-item', ours.boardItem), { body: 'Can I?' });
    expect([write.status, write.body.error]).toEqual([403, AccessErrors.ACCESS_DENIED_PAGE]);
    const memberList = await call(member.token, acme.id, 'get', path(C.threads));
    expect([memberList.status, memberList.body.error]).toEqual([403, AccessErrors.ACCESS_DENIED_PAGE]);
    const ownerList = await call(acme.owner.token, acme.id, 'get', `${path(C.threads)}?status=open&objectType=agile.board-item`);
    expect(ownerList.status).toBe(200);
    expect((ownerList.body.data as { items: { object: { type: string }; status: string }[] }).items.every((item) => item.object.type === 'agile.board-item' && item.status === 'open')).toBe(true);
  });

  it("refuses every route naming another account's object, thread or comment", async () => {
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${onItem(C.forObject, 'agile.board-item', theirs.boardItem)}` },
      { method: 'POST', path: `/api${onItem(C.create, 'agile.board-item', theirs.boardItem)}`, body: { body: 'Sneaking in' } },
      // Their thread named in a reply on our own object.
      { method: 'POST', path: `/api${onItem(C.create, 'agile.board-item', ours.boardItem)}`, body: { body: 'Sneaking in', threadId: theirs.thread } },
      { method: 'PATCH', path: `/api${path(C.edit, { id: theirs.reply })}`, body: { body: 'Hijacked' } },
      { method: 'DELETE', path: `/api${path(C.remove, { id: theirs.reply })}` },
      { method: 'POST', path: `/api${path(C.resolve, { id: theirs.thread })}` },
      { method: 'POST', path: `/api${path(C.reopen, { id: theirs.thread })}` },
      { method: 'GET', path: `/api${path(C.history, { id: theirs.thread })}` },
      { method: 'GET', path: `/api${path(C.threads)}?accountId=${globex.id}` },
      { method: 'GET', path: `/api${path(C.mentions)}?accountId=${globex.id}` },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Lists hold only our own threads; theirs are untouched.
    const listed = (await call(acme.owner.token, acme.id, 'get', path(C.threads))).body.data as { items: { id: string }[] };
    expect(listed.items.map((item) => item.id)).not.toContain(theirs.thread);
    const theirView = (await call(globex.owner.token, globex.id, 'get', onItem(C.forObject, 'agile.board-item', theirs.boardItem))).body.data as ObjectCommentsView;
    expect(theirView.threads).toMatchObject([{ status: 'open', comment: { body: 'Their thread' }, replies: [{ body: 'Their reply' }] }]);
  });

  it('hides the object types of a module turned off for the account', async () => {
    await platform.setFeatures(globex.id, ['product_management']);
    const types = (await call(globex.owner.token, globex.id, 'get', path(C.types))).body.data as { type: string }[];
    expect(types.map((entry) => entry.type)).toEqual(['product.portfolio-item']);
    const off = await call(globex.owner.token, globex.id, 'get', onItem(C.forObject, 'agile.board-item', theirs.boardItem));
    expect([off.status, off.body.error]).toEqual([404, CommentErrors.OBJECT_NOT_FOUND]);
  });
});
