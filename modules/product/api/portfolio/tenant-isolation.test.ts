import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs: { product: string; initiative: string; epic: string; category: string } = {} as never;
const ours: { product: string; initiative: string; epic: string; category: string } = {} as never;

function call(account: TestAccount, method: 'get' | 'post', path: string, body?: object) {
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
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  await tree(globex, theirs);
  await tree(acme, ours);
});
afterAll(() => platform?.close());

describe('tenant isolation of the portfolio', () => {
  it("refuses every route naming another account's item or category", async () => {
    const justification = { investmentCategoryId: ours.category, description: 'Sneaking into theirs', businessValue: 'HIGH', customerImpact: 'MINOR', riskLevel: 'LOW', strategicAlignment: 'MEDIUM' };
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${endpointPath(E.getItem, { id: theirs.epic })}` },
      { method: 'PATCH', path: `/api${endpointPath(E.updateItem, { id: theirs.epic })}`, body: { title: 'Hijacked' } },
      { method: 'PATCH', path: `/api${endpointPath(E.updateItem, { id: theirs.epic })}`, body: { budget: { allocated: 1 } } },
      { method: 'POST', path: `/api${endpointPath(E.moveItem, { id: theirs.epic })}`, body: { parentId: ours.initiative } },
      { method: 'DELETE', path: `/api${endpointPath(E.deleteItem, { id: theirs.epic })}` },
      { method: 'POST', path: `/api${endpointPath(E.sendToDelivery, { id: theirs.epic })}`, body: {} },
      { method: 'PATCH', path: `/api${endpointPath(E.updateCategory, { id: theirs.category })}`, body: { name: 'Hijacked' } },
      // Their ids inside our own requests.
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
  });
});
