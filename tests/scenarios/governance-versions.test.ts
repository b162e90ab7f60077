import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, VersionEndpoints as V, VersionErrors, endpointPath, type Endpoint, type ObjectVersionsView, type VersionDetailView, type VersionSummary } from '@suite/sdk';
import { installedPlugins } from '@suite/platform-api';
import { connectSocket, expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { PortfolioEndpoints } from '../../modules/product/shared/portfolio-endpoints.js';
import { DocumentEndpoints, PricingModelEndpoints } from '../../modules/bi/shared/growth.js';
import { BiErrors } from '../../modules/bi/shared/errors.js';
import { RetroEndpoints } from '../../modules/agile/shared/retro-endpoints.js';
import { RetroErrors } from '../../modules/agile/shared/errors/retro-errors.js';
import { KanbanEvents, type KanbanBoardEvent } from '../../modules/agile/shared/kanban.js';
import { KanbanEndpoints } from '../../modules/agile/shared/kanban-endpoints.js';
import { TeamEndpoints } from '../../modules/agile/shared/teams.js';

/**
 * Version history (issue 22): a portfolio item and a pricing model keep a version on each
 * meaningful write through VERSIONS; the diff lists what changed; restore goes through the
 * module's hook and is recorded as a new version. Owners and admins restore and list; members
 * read an object's history; another account's versions are refused.
 */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let member: TestUser;
const ours = { item: '', pricing: '' };
const theirs = { item: '', version: '' };

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
function call(token: string, tenant: string, method: 'get' | 'post' | 'patch' | 'put' | 'delete', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set(auth(token, tenant));
  return body === undefined ? request : request.send(body);
}
const path = (endpoint: Endpoint, params?: Record<string, string>) => endpointPath(endpoint, params);
const history = (objectType: string, objectId: string) => path(V.forObject, { objectType, objectId });

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
  await platform.addMember(acme, member, 'MEMBER');
  member.token = await platform.tokenFor(member, acme.id);
  ours.item = await portfolioItem(acme, 'Dock scheduler');
  theirs.item = await portfolioItem(globex, 'Globex secret');
  await call(globex.owner.token, globex.id, 'patch', path(PortfolioEndpoints.updateItem, { id: theirs.item }), { title: 'Globex secret v2' });
  theirs.version = ((await call(globex.owner.token, globex.id, 'get', history('product.portfolio-item', theirs.item))).body.data as ObjectVersionsView).versions[0]!.id;
}, 120_000);
afterAll(() => platform?.close());

describe('versions of a portfolio item', () => {
  it('keeps a version per meaningful change, with who and what, and none for a write that changes nothing', async () => {
    await call(acme.owner.token, acme.id, 'patch', path(PortfolioEndpoints.updateItem, { id: ours.item }), { title: 'Dock scheduler Pro', budget: { allocated: 250_00 } });
    await call(member.token, acme.id, 'patch', path(PortfolioEndpoints.updateItem, { id: ours.item }), { justification: { riskLevel: 'HIGH' } });
    await call(member.token, acme.id, 'patch', path(PortfolioEndpoints.updateItem, { id: ours.item }), { title: 'Dock scheduler Pro' });
    const view = (await call(member.token, acme.id, 'get', history('product.portfolio-item', ours.item))).body.data as ObjectVersionsView;
    expect(view.object).toMatchObject({ title: 'Dock scheduler Pro', link: `/strategic-backlog?item=${ours.item}` });
    expect(view.canRestore).toBe(false);
    expect(view.versions.map((v) => [v.version, v.title, v.user?.id, v.changedFields])).toEqual([
      [3, 'Dock scheduler Pro', member.id, ['justification']],
      [2, 'Dock scheduler Pro', acme.owner.id, ['title', 'budget']],
      [1, 'Dock scheduler', acme.owner.id, []],
    ]);
  });

  it('answers a side-by-side diff against the version before, or any other version of the object', async () => {
    const versions = ((await call(acme.owner.token, acme.id, 'get', history('product.portfolio-item', ours.item))).body.data as ObjectVersionsView).versions;
    const second = versions.find((v) => v.version === 2)!;
    const detail = (await call(acme.owner.token, acme.id, 'get', path(V.get, { id: second.id }))).body.data as VersionDetailView;
    expect(detail.against?.version).toBe(1);
    expect(detail.changes).toEqual([
      { path: 'title', kind: 'changed', before: 'Dock scheduler', after: 'Dock scheduler Pro' },
      { path: 'budget.allocated', kind: 'changed', before: 100_00, after: 250_00 },
    ]);
    const first = versions.find((v) => v.version === 1)!;
    const third = versions.find((v) => v.version === 3)!;
    const wide = (await call(acme.owner.token, acme.id, 'get', `${path(V.get, { id: third.id })}?against=${first.id}`)).body.data as VersionDetailView;
    expect(wide.changes.map((change) => change.path)).toEqual(['title', 'justification.riskLevel', 'budget.allocated']);
    const foreign = await call(acme.owner.token, acme.id, 'get', `${path(V.get, { id: third.id })}?against=${theirs.version}`);
    expect([foreign.status, foreign.body.error]).toEqual([404, VersionErrors.VERSION_NOT_FOUND]);
  });

  it('restores a version through the module (owner, admin) and records it as a new version', async () => {
    const versions = ((await call(acme.owner.token, acme.id, 'get', history('product.portfolio-item', ours.item))).body.data as ObjectVersionsView).versions;
    const first = versions.find((v) => v.version === 1)!;
    const refused = await call(member.token, acme.id, 'post', path(V.restore, { id: first.id }));
    expect([refused.status, refused.body.error]).toEqual([403, AccessErrors.ACCESS_DENIED_PAGE]);
    const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: first.id }));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data as VersionSummary).toMatchObject({ version: 4, restoredFromVersion: 1, title: 'Dock scheduler', user: { id: acme.owner.id } });
    const item = (await call(acme.owner.token, acme.id, 'get', path(PortfolioEndpoints.getItem, { id: ours.item }))).body.data as { title: string; budget: { allocated: number }; justification: { riskLevel: string } };
    expect(item).toMatchObject({ title: 'Dock scheduler', budget: { allocated: 100_00 }, justification: { riskLevel: 'LOW' } });
  });

  it("lists the account's versions for owners and admins only", async () => {
    const list = await call(acme.owner.token, acme.id, 'get', `${path(V.list)}?objectType=product.portfolio-item`);
    expect(list.status).toBe(200);
    expect((list.body.data as { total: number }).total).toBe(4);
    const refused = await call(member.token, acme.id, 'get', path(V.list));
    expect([refused.status, refused.body.error]).toEqual([403, AccessErrors.ACCESS_DENIED_PAGE]);
    const types = (await call(acme.owner.token, acme.id, 'get', path(V.types))).body.data as { type: string }[];
    expect(types.map((entry) => entry.type).sort()).toEqual(['agile.board-settings', 'agile.retro-template', 'bi.document', 'bi.pricing-model', 'product.portfolio-item']);
  });

  it("refuses another account's object and versions on every route", async () => {
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${history('product.portfolio-item', theirs.item)}` },
      { method: 'GET', path: `/api${path(V.get, { id: theirs.version })}` },
      { method: 'POST', path: `/api${path(V.restore, { id: theirs.version })}` },
      { method: 'GET', path: `/api${path(V.list)}?accountId=${globex.id}` },
      { method: 'GET', path: `/api${path(V.list)}?objectId=${theirs.item}&accountId=${globex.id}` },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    const filtered = (await call(acme.owner.token, acme.id, 'get', `${path(V.list)}?objectId=${theirs.item}`)).body.data as { total: number };
    expect(filtered.total).toBe(0);
    const theirItem = (await call(globex.owner.token, globex.id, 'get', path(PortfolioEndpoints.getItem, { id: theirs.item }))).body.data as { title: string };
    expect(theirItem.title).toBe('Globex secret v2');
  });
});

describe('versions of a pricing model', () => {
  it('records each save and restores an earlier one with the editor rules', async () => {
    const created = await call(acme.owner.token, acme.id, 'post', path(PricingModelEndpoints.create), { name: 'Starter', type: 'SAAS', parameters: { monthlyPrice: 49 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    ours.pricing = (created.body.data as { id: string }).id;
    await call(acme.owner.token, acme.id, 'put', path(PricingModelEndpoints.update, { id: ours.pricing }), { name: 'Starter', type: 'SAAS', parameters: { monthlyPrice: 59 } });
    const view = (await call(acme.owner.token, acme.id, 'get', history('bi.pricing-model', ours.pricing))).body.data as ObjectVersionsView;
    expect(view.versions.map((v) => v.version)).toEqual([2, 1]);
    const detail = (await call(acme.owner.token, acme.id, 'get', path(V.get, { id: view.versions[0]!.id }))).body.data as VersionDetailView;
    expect(detail.changes).toEqual([{ path: 'parameters.monthlyPrice', kind: 'changed', before: 49, after: 59 }]);
    const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions[1]!.id }));
    expect(restored.body.data).toMatchObject({ version: 3, restoredFromVersion: 1 });
    const model = (await call(acme.owner.token, acme.id, 'get', path(PricingModelEndpoints.get, { id: ours.pricing }))).body.data as { parameters: { monthlyPrice: number } };
    expect(model.parameters.monthlyPrice).toBe(49);
  });

  it('keeps the original of a model saved before versions existed (seeded) as its first version', async () => {
    const [seeded] = (await platform.db('bi.pricing_models').insert({ account_id: acme.id, name: 'Seeded', type: 'SAAS', description: '', parameters: JSON.stringify({ monthlyPrice: 20 }) }).returning('id')) as { id: string }[];
    await call(acme.owner.token, acme.id, 'put', path(PricingModelEndpoints.update, { id: seeded!.id }), { name: 'Seeded', type: 'SAAS', parameters: { monthlyPrice: 25 } });
    const view = (await call(acme.owner.token, acme.id, 'get', history('bi.pricing-model', seeded!.id))).body.data as ObjectVersionsView;
    expect(view.versions.map((v) => [v.version, v.user?.id ?? null])).toEqual([
      [2, acme.owner.id],
      [1, null],
    ]);
    const detail = (await call(acme.owner.token, acme.id, 'get', path(V.get, { id: view.versions[0]!.id }))).body.data as VersionDetailView;
    expect(detail.changes).toEqual([{ path: 'parameters.monthlyPrice', kind: 'changed', before: 20, after: 25 }]);
  });
});

describe('versions of board settings', () => {
  it("records a board's settings on each change and restores them", async () => {
    const team = (await call(acme.owner.token, acme.id, 'post', path(TeamEndpoints.createTeam), { name: 'Versioned team' })).body.data as { id: string };
    const board = (await call(acme.owner.token, acme.id, 'post', path(KanbanEndpoints.createBoard), { teamId: team.id, title: 'Delivery' })).body.data as { id: string };
    await call(acme.owner.token, acme.id, 'patch', path(KanbanEndpoints.updateBoard, { id: board.id }), { title: 'Delivery board', processType: 'scrum' });
    const view = (await call(member.token, acme.id, 'get', history('agile.board-settings', board.id))).body.data as ObjectVersionsView;
    expect(view.versions.map((v) => [v.version, v.changedFields])).toEqual([
      [2, ['title', 'processType']],
      [1, []],
    ]);
    const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions[1]!.id }));
    expect(restored.body.data).toMatchObject({ version: 3, restoredFromVersion: 1 });
    const after = (await call(acme.owner.token, acme.id, 'get', path(KanbanEndpoints.getBoard, { id: board.id }))).body.data as { board?: { title: string }; title?: string };
    expect(after.board?.title ?? after.title).toBe('Delivery');
  });
});

describe('restoring board settings reaches the open boards', () => {
  it("sends the restored settings to the board's room, as an edit does", async () => {
    const team = (await call(acme.owner.token, acme.id, 'post', path(TeamEndpoints.createTeam), { name: 'Live versions' })).body.data as { id: string };
    const board = (await call(acme.owner.token, acme.id, 'post', path(KanbanEndpoints.createBoard), { teamId: team.id, title: 'Ops' })).body.data as { id: string };
    await call(acme.owner.token, acme.id, 'patch', path(KanbanEndpoints.updateBoard, { id: board.id }), { title: 'Ops board', description: 'Run book' });
    const socket = await connectSocket(platform.wsUrl, member.token, acme.id);
    try {
      await socket.request(KanbanEvents.JOIN, { boardId: board.id });
      const view = (await call(acme.owner.token, acme.id, 'get', history('agile.board-settings', board.id))).body.data as ObjectVersionsView;
      const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions.find((v) => v.version === 1)!.id }));
      expect(restored.status, JSON.stringify(restored.body)).toBe(200);
      const event = (await socket.next<KanbanBoardEvent>(KanbanEvents.BOARD)).data;
      expect(event).toMatchObject({ boardId: board.id, action: 'updated', by: acme.owner.id, board: { id: board.id, title: 'Ops', description: null } });
    } finally {
      await socket.close();
    }
  });
});

describe('versions of a retro template', () => {
  const body = (name: string, columns: string[]) => ({ name, description: 'Our own format', columns: columns.map((title) => ({ title })), estimatedDuration: 45 });
  let template = '';

  it('keeps the created template and each change, and restores an earlier one with the template rules', async () => {
    const created = await call(acme.owner.token, acme.id, 'post', path(RetroEndpoints.createTemplate), body('Team radar', ['Keep', 'Drop']));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    template = (created.body.data as { id: string }).id;
    await call(member.token, acme.id, 'patch', path(RetroEndpoints.updateTemplate, { id: template }), { name: 'Team radar v2', columns: [{ title: 'Keep' }, { title: 'Drop' }, { title: 'Try' }] });
    const view = (await call(member.token, acme.id, 'get', history('agile.retro-template', template))).body.data as ObjectVersionsView;
    expect(view.object).toMatchObject({ title: 'Team radar v2', link: `/retrospectives?template=${template}` });
    expect(view.versions.map((v) => [v.version, v.title, v.user?.id, v.changedFields])).toEqual([
      [2, 'Team radar v2', member.id, ['name', 'columns']],
      [1, 'Team radar', acme.owner.id, []],
    ]);
    const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions[1]!.id }));
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.data).toMatchObject({ version: 3, restoredFromVersion: 1, title: 'Team radar' });
    const after = (await call(acme.owner.token, acme.id, 'get', path(RetroEndpoints.getTemplate, { id: template }))).body.data as { name: string; columns: { title: string }[] };
    expect([after.name, after.columns.map((c) => c.title)]).toEqual(['Team radar', ['Keep', 'Drop']]);
  });

  it('refuses a restore whose name another template took since (the template rules), changing nothing', async () => {
    await call(acme.owner.token, acme.id, 'patch', path(RetroEndpoints.updateTemplate, { id: template }), { name: 'Renamed radar' });
    const taken = await call(acme.owner.token, acme.id, 'post', path(RetroEndpoints.createTemplate), body('Team radar', ['A']));
    expect(taken.status).toBe(201);
    const view = (await call(acme.owner.token, acme.id, 'get', history('agile.retro-template', template))).body.data as ObjectVersionsView;
    const refused = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions.find((v) => v.version === 1)!.id }));
    expect([refused.status, refused.body.error]).toEqual([409, RetroErrors.TEMPLATE_NAME_TAKEN]);
    const after = (await call(acme.owner.token, acme.id, 'get', path(RetroEndpoints.getTemplate, { id: template }))).body.data as { name: string };
    expect(after.name).toBe('Renamed radar');
  });

  it("refuses another account's template and its versions; a built-in template has no history", async () => {
    const their = (await call(globex.owner.token, globex.id, 'post', path(RetroEndpoints.createTemplate), body('Globex format', ['One']))).body.data as { id: string };
    await call(globex.owner.token, globex.id, 'patch', path(RetroEndpoints.updateTemplate, { id: their.id }), { name: 'Globex format v2' });
    const version = ((await call(globex.owner.token, globex.id, 'get', history('agile.retro-template', their.id))).body.data as ObjectVersionsView).versions[0]!.id;
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, [
      { method: 'GET', path: `/api${history('agile.retro-template', their.id)}` },
      { method: 'GET', path: `/api${path(V.get, { id: version })}` },
      { method: 'POST', path: `/api${path(V.restore, { id: version })}` },
    ]);
    // Built-in templates have names for ids, not UUIDs: the object id is refused as such.
    const builtIn = await call(acme.owner.token, acme.id, 'get', history('agile.retro-template', 'sailboat'));
    expect(builtIn.status).toBe(400);
    expect(((await call(globex.owner.token, globex.id, 'get', path(RetroEndpoints.getTemplate, { id: their.id }))).body.data as { name: string }).name).toBe('Globex format v2');
  });
});

describe('versions of a business document', () => {
  const text = (words: string) => `${words} `.repeat(20).trim();
  let document = '';

  it('keeps the original (by its author) and each edit, drops a stale analysis, and restores an earlier text', async () => {
    const created = await call(acme.owner.token, acme.id, 'post', path(DocumentEndpoints.create), { name: 'Board memo', content: text('MRR reached $30,000.') });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    document = (created.body.data as { id: string }).id;
    const edited = await call(acme.owner.token, acme.id, 'patch', path(DocumentEndpoints.update, { id: document }), { name: 'Board memo (final)', content: text('MRR reached $42,000.') });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Board memo (final)', analysis: null });
    const view = (await call(member.token, acme.id, 'get', history('bi.document', document))).body.data as ObjectVersionsView;
    expect(view.versions.map((v) => [v.version, v.title, v.user?.id, v.changedFields])).toEqual([
      [2, 'Board memo (final)', acme.owner.id, ['name', 'content']],
      [1, 'Board memo', acme.owner.id, []],
    ]);
    const restored = await call(acme.owner.token, acme.id, 'post', path(V.restore, { id: view.versions[1]!.id }));
    expect(restored.body.data).toMatchObject({ version: 3, restoredFromVersion: 1 });
    const after = (await call(acme.owner.token, acme.id, 'get', path(DocumentEndpoints.get, { id: document }))).body.data as { name: string; content: string };
    expect([after.name, after.content]).toEqual(['Board memo', text('MRR reached $30,000.')]);
  });

  it('refuses an edit to an observer (finance is read-only for them), changing nothing', async () => {
    const observer = await platform.createUser();
    await platform.addMember(acme, observer, 'OBSERVER');
    const token = await platform.tokenFor(observer, acme.id);
    const refused = await call(token, acme.id, 'patch', path(DocumentEndpoints.update, { id: document }), { name: 'Observer was here' });
    expect(refused.status).toBe(403);
    expect(((await call(acme.owner.token, acme.id, 'get', path(DocumentEndpoints.get, { id: document }))).body.data as { name: string }).name).toBe('Board memo');
  });

  it('refuses an edit with the create rules and an unknown document', async () => {
    const short = await call(acme.owner.token, acme.id, 'patch', path(DocumentEndpoints.update, { id: document }), { content: 'too short' });
    expect([short.status, short.body.error]).toEqual([400, BiErrors.DOCUMENT_CONTENT_TOO_SHORT]);
    const nameless = await call(acme.owner.token, acme.id, 'patch', path(DocumentEndpoints.update, { id: document }), { name: '  ' });
    expect([nameless.status, nameless.body.error]).toEqual([400, BiErrors.NAME_REQUIRED]);
    const missing = await call(acme.owner.token, acme.id, 'patch', path(DocumentEndpoints.update, { id: '00000000-0000-4000-8000-000000000000' }), { name: 'X' });
    expect([missing.status, missing.body.error]).toEqual([404, BiErrors.DOCUMENT_NOT_FOUND]);
  });

  it("refuses another account's document, on the edit and on its versions", async () => {
    const their = (await call(globex.owner.token, globex.id, 'post', path(DocumentEndpoints.create), { name: 'Their memo', content: text('Secret figures.') })).body.data as { id: string };
    await call(globex.owner.token, globex.id, 'patch', path(DocumentEndpoints.update, { id: their.id }), { name: 'Their memo v2' });
    const version = ((await call(globex.owner.token, globex.id, 'get', history('bi.document', their.id))).body.data as ObjectVersionsView).versions[0]!.id;
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, [
      { method: 'PATCH', path: `/api${path(DocumentEndpoints.update, { id: their.id })}`, body: { name: 'Hijacked' } },
      { method: 'GET', path: `/api${history('bi.document', their.id)}` },
      { method: 'GET', path: `/api${path(V.get, { id: version })}` },
      { method: 'POST', path: `/api${path(V.restore, { id: version })}` },
    ]);
    expect(((await call(globex.owner.token, globex.id, 'get', path(DocumentEndpoints.get, { id: their.id }))).body.data as { name: string }).name).toBe('Their memo v2');
  });
});
