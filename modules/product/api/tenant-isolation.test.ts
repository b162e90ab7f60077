import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from './index.js';
import { DiscoveryEndpoints as D } from '../shared/discovery-endpoints.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../shared/portfolio-endpoints.js';
import { ValidationLabEndpoints as V } from '../shared/validation-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
type Ids = { product: string; initiative: string; epic: string; category: string; document: string; hypothesis: string; experiment: string };
const theirs: Ids = {} as never;
const ours: Ids = {} as never;

function call(account: TestAccount, method: 'get' | 'post' | 'patch', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}
async function tree(account: TestAccount, into: typeof theirs) {
  into.category = ((await call(account, 'get', E.config.path)).body.data as ProductConfig).categories[0]!.id;
  const justification = { investmentCategoryId: into.category, description: 'Our own product line', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' };
  const make = async (level: string, parentId: string | null, allocated: number) =>
    ((await call(account, 'post', E.createItem.path, { level, parentId, title: level, justification, budget: { allocated } })).body.data as PortfolioItem).id;
  into.product = await make('product', null, 1_000_00);
  into.initiative = await make('initiative', into.product, 500_00);
  into.epic = await make('epic', into.initiative, 100_00);
  into.document = (await call(account, 'post', D.create.path, { title: 'Discovery', productId: into.product })).body.data.id;
  const hypothesis = (await call(account, 'post', V.create.path, { itemId: into.epic, statement: 'They will use it', metric: 'Usage', target: '10 a day' })).body.data.id;
  into.hypothesis = hypothesis;
  into.experiment = (await call(account, 'post', endpointPath(V.addExperiment, { id: hypothesis }), { name: 'Smoke test' })).body.data.experiments[0].id;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  await tree(globex, theirs);
  await tree(acme, ours);
});
afterAll(() => platform?.close());

describe('tenant isolation of the product area', () => {
  it("refuses every route naming another account's item, category, document, hypothesis or experiment", async () => {
    const justification = { investmentCategoryId: ours.category, description: 'Sneaking into theirs', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' };
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${endpointPath(E.getItem, { id: theirs.epic })}` },
      { method: 'PATCH', path: `/api${endpointPath(E.updateItem, { id: theirs.epic })}`, body: { title: 'Hijacked' } },
      { method: 'PATCH', path: `/api${endpointPath(E.updateItem, { id: theirs.epic })}`, body: { budget: { allocated: 1 } } },
      { method: 'POST', path: `/api${endpointPath(E.moveItem, { id: theirs.epic })}`, body: { parentId: ours.initiative } },
      { method: 'DELETE', path: `/api${endpointPath(E.deleteItem, { id: theirs.epic })}` },
      { method: 'POST', path: `/api${endpointPath(E.sendToDelivery, { id: theirs.epic })}`, body: {} },
      { method: 'PATCH', path: `/api${endpointPath(E.updateCategory, { id: theirs.category })}`, body: { name: 'Hijacked' } },
      { method: 'GET', path: `/api${endpointPath(D.get, { id: theirs.document })}` },
      { method: 'PATCH', path: `/api${endpointPath(D.update, { id: theirs.document })}`, body: { title: 'Hijacked' } },
      { method: 'DELETE', path: `/api${endpointPath(D.remove, { id: theirs.document })}` },
      { method: 'POST', path: `/api${endpointPath(D.analyze, { id: theirs.document })}` },
      { method: 'POST', path: `/api${endpointPath(D.setStatus, { id: theirs.document })}`, body: { status: 'in_review' } },
      { method: 'GET', path: `/api${endpointPath(D.export, { id: theirs.document })}?format=pdf` },
      { method: 'PATCH', path: `/api${endpointPath(V.update, { id: theirs.hypothesis })}`, body: { target: 'x' } },
      { method: 'DELETE', path: `/api${endpointPath(V.remove, { id: theirs.hypothesis })}` },
      { method: 'POST', path: `/api${endpointPath(V.addExperiment, { id: theirs.hypothesis })}`, body: { name: 'x' } },
      { method: 'PATCH', path: `/api${endpointPath(V.updateExperiment, { id: theirs.hypothesis, experimentId: theirs.experiment })}`, body: { result: 'x' } },
      { method: 'PATCH', path: `/api${endpointPath(V.updateExperiment, { id: ours.hypothesis, experimentId: theirs.experiment })}`, body: { result: 'x' } },
      { method: 'POST', path: `/api${endpointPath(V.decide, { id: theirs.hypothesis })}`, body: { verdict: 'validated' } },
      // Their ids inside our own requests.
      { method: 'POST', path: `/api${D.create.path}`, body: { title: 'x', productId: theirs.product } },
      { method: 'PATCH', path: `/api${endpointPath(D.update, { id: ours.document })}`, body: { productId: theirs.product } },
      { method: 'POST', path: `/api${V.create.path}`, body: { itemId: theirs.epic, statement: 'x', metric: 'm', target: 't' } },
      { method: 'POST', path: `/api${E.createItem.path}`, body: { level: 'initiative', parentId: theirs.product, title: 'x', justification, budget: { allocated: 1 } } },
      { method: 'POST', path: `/api${endpointPath(E.moveItem, { id: ours.epic })}`, body: { parentId: theirs.initiative } },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Their category is not a valid category here.
    const withTheirCategory = await call(acme, 'post', E.createItem.path, { level: 'product', title: 'x', justification: { ...justification, investmentCategoryId: theirs.category }, budget: { allocated: 1 } });
    expect(withTheirCategory.status).toBe(400);

    // Lists and reports hold only our own rows; theirs are untouched.
    const listed = (await call(acme, 'get', E.listItems.path)).body.data as PortfolioItem[];
    expect(listed.map((i) => i.id).sort()).toEqual([ours.product, ours.initiative, ours.epic].sort());
    expect((await call(acme, 'get', E.spendReport.path)).body.data.totalCents).toBe(1_000_00);
    expect((await call(acme, 'get', E.strategicBacklog.path)).body.data.entries.map((e: { item: PortfolioItem }) => e.item.id)).toEqual([ours.epic]);
    const theirEpic = (await call(globex, 'get', endpointPath(E.getItem, { id: theirs.epic }))).body.data as PortfolioItem;
    expect(theirEpic).toMatchObject({ title: 'epic', parentId: theirs.initiative, budget: { allocated: 100_00, remaining: 100_00 } });
    expect(((await call(globex, 'get', E.config.path)).body.data as ProductConfig).categories[0]!.name).not.toBe('Hijacked');
    expect((await call(acme, 'get', D.list.path)).body.data.map((d: { id: string }) => d.id)).toEqual([ours.document]);
    expect((await call(acme, 'get', `${V.list.path}?itemId=${theirs.epic}`)).body.data).toEqual([]);
    expect((await call(acme, 'get', V.list.path)).body.data.map((h: { id: string }) => h.id)).toEqual([ours.hypothesis]);
    const theirHypothesis = (await call(globex, 'get', V.list.path)).body.data[0];
    expect(theirHypothesis).toMatchObject({ verdict: null, target: '10 a day', experiments: [{ result: null }] });
  });
});
