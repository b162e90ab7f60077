import { AccessErrors, endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { productPlugin } from '../index.js';
import { PortfolioErrors } from '../../shared/errors.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig, type SpendReport, type StrategicBacklog } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let member: TestUser;
let memberToken: string;
let observerToken: string;
let config: ProductConfig;
const category = (code: string) => config.categories.find((c) => c.code === code)!.id;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(method: Method, path: string, body?: object, token = acme.owner.token) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};

const justification = (overrides: Record<string, unknown> = {}) => ({
  investmentCategoryId: category('CR'),
  description: 'Customers keep asking for it',
  businessValue: 'HIGH',
  customerImpact: 'MAJOR',
  riskLevel: 'LOW',
  strategicAlignment: 'HIGH',
  estimatedROI: 120,
  ...overrides,
});
const story = { userType: 'founder', want: 'see my runway', so: 'that I can plan hiring', acceptanceCriteria: ['Runway shows in months'] };

async function create(level: string, parentId: string | null, allocated: number, extra: Record<string, unknown> = {}): Promise<PortfolioItem> {
  const response = await call('post', E.createItem.path, { level, parentId, title: `${level} ${allocated}`, justification: justification(), budget: { allocated }, ...(level === 'story' ? { story } : {}), ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PortfolioItem;
}
const get = async (id: string) => (await call('get', endpointPath(E.getItem, { id }))).body.data as PortfolioItem;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  member = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  memberToken = await platform.tokenFor(member, acme.id);
  const observer = await platform.createUser();
  await platform.addMember(acme, observer, 'OBSERVER');
  observerToken = await platform.tokenFor(observer, acme.id);
  config = (await call('get', E.config.path)).body.data as ProductConfig;
});
afterAll(() => platform?.close());

describe('investment categories and scoring configuration', () => {
  it('seeds the seven categories with their tax classes for the account', () => {
    expect(config.categories.map((c) => [c.code, c.taxClassification])).toEqual([
      ['CR', 'CAPEX'],
      ['CA', 'CAPEX'],
      ['KTLO', 'OPEX'],
      ['PLAT', 'CAPEX'],
      ['RND', 'R_AND_D_CREDIT'],
      ['COMP', 'OPEX'],
      ['OPEX', 'OPEX'],
    ]);
    expect(config.categories.every((c) => /^#[0-9a-f]{6}$/i.test(c.color))).toBe(true);
    expect(config.scoring.weights).toEqual({ businessValue: 40, customerImpact: 30, strategicAlignment: 20, risk: 10 });
    expect(config.scoring.alignmentLevels.map((l) => [l.code, l.score])).toEqual([
      ['LOW', 25],
      ['MEDIUM', 50],
      ['HIGH', 100],
    ]);
    expect(config.deliveryAvailable).toBe(false);
  });

  it('is changed by admins only (/business-value-config is ADMIN)', async () => {
    const body = { weights: { businessValue: 40, customerImpact: 30, strategicAlignment: 20, risk: 10 }, alignmentLevels: config.scoring.alignmentLevels };
    expectError(await call('put', E.updateScoring.path, body, memberToken), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expectError(await call('patch', endpointPath(E.updateCategory, { id: category('OPEX') }), { name: 'Ops' }, memberToken), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expectError(await call('put', E.updateScoring.path, { ...body, weights: { ...body.weights, risk: 11 } }), 400, PortfolioErrors.WEIGHTS_TOTAL);
    const renamed = await call('patch', endpointPath(E.updateCategory, { id: category('OPEX') }), { name: 'Operations & tooling', color: '#ff8800' });
    expect(renamed.body.data).toMatchObject({ code: 'OPEX', name: 'Operations & tooling', color: '#ff8800', taxClassification: 'OPEX' });
    const saved = await call('put', E.updateScoring.path, { ...body, alignmentLevels: body.alignmentLevels.map((l) => (l.code === 'HIGH' ? { ...l, label: 'North star' } : l)) });
    expect(saved.status).toBe(200);
    expect((saved.body.data as ProductConfig).scoring.alignmentLevels[2]).toEqual({ code: 'HIGH', label: 'North star', score: 100 });
  });
});

describe('the portfolio hierarchy', () => {
  it('builds product > initiative > epic > story > task > subtask, and the remaining budget follows the children', async () => {
    const product = await create('product', null, 100_000_00);
    const initiative = await create('initiative', product.id, 40_000_00);
    const epic = await create('epic', initiative.id, 25_000_00);
    const userStory = await create('story', epic.id, 10_000_00);
    const task = await create('task', userStory.id, 4_000_00);
    const subtask = await create('subtask', task.id, 1_000_00);
    expect(subtask).toMatchObject({ level: 'subtask', parentId: task.id, productId: product.id, budget: { allocated: 1_000_00, remaining: 1_000_00 } });
    expect((await get(product.id)).budget).toEqual({ allocated: 100_000_00, remaining: 60_000_00 });
    expect((await get(initiative.id)).budget).toEqual({ allocated: 40_000_00, remaining: 15_000_00 });
    expect((await get(task.id)).budget.remaining).toBe(3_000_00);
    expect(userStory.story).toEqual(story);
    // Section 9 worked example: HIGH 75 x 40 % + MAJOR 70 x 30 % + HIGH 100 x 20 % + LOW 100 x 10 % = 81.
    expect(userStory.roi.score).toBe(81);
    expect(userStory.roi.customerImpact).toEqual({ value: 'MAJOR', score: 70, weight: 30, points: 21 });

    // Raising and lowering an allocation moves the parent's remaining budget.
    const raised = await call('patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 30_000_00 } });
    expect((raised.body.data as PortfolioItem).budget).toEqual({ allocated: 30_000_00, remaining: 20_000_00 });
    expect((await get(initiative.id)).budget.remaining).toBe(10_000_00);
    expectError(await call('patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 40_000_01 } }), 400, PortfolioErrors.BUDGET_OVER_PARENT);
    expectError(await call('patch', endpointPath(E.updateItem, { id: epic.id }), { budget: { allocated: 9_999_99 } }), 400, PortfolioErrors.BUDGET_BELOW_CHILDREN);
  });

  it("refuses to delete a parent: 'Cannot delete epic: N children depend on it', and gives a leaf's budget back", async () => {
    const product = await create('product', null, 50_000_00);
    const initiative = await create('initiative', product.id, 20_000_00);
    const epic = await create('epic', initiative.id, 9_000_00);
    const s1 = await create('story', epic.id, 1_000_00);
    await create('story', epic.id, 2_000_00);
    await create('story', epic.id, 3_000_00);
    expectError(await call('delete', endpointPath(E.deleteItem, { id: epic.id })), 409, 'Cannot delete epic: 3 children depend on it');
    expectError(await call('delete', endpointPath(E.deleteItem, { id: product.id })), 409, 'Cannot delete product: 1 children depend on it');
    expectError(await call('delete', endpointPath(E.deleteItem, { id: initiative.id })), 409, 'Cannot delete initiative: 1 children depend on it');
    const task = await create('task', s1.id, 500_00);
    expectError(await call('delete', endpointPath(E.deleteItem, { id: s1.id })), 409, 'Cannot delete user story: 1 children depend on it');
    await create('subtask', task.id, 100_00);
    expectError(await call('delete', endpointPath(E.deleteItem, { id: task.id })), 409, 'Cannot delete task: 1 children depend on it');
    expect((await get(epic.id)).budget.remaining).toBe(3_000_00);
    const s3 = (await call('get', E.listItems.path)).body.data.find((i: PortfolioItem) => i.parentId === epic.id && i.budget.allocated === 3_000_00) as PortfolioItem;
    expect((await call('delete', endpointPath(E.deleteItem, { id: s3.id }))).status).toBe(200);
    expect((await get(epic.id)).budget.remaining).toBe(6_000_00);
    expect((await call('get', endpointPath(E.getItem, { id: s3.id }))).status).toBe(404);
  });

  it('moves an item to another parent of the right level, its budget with it', async () => {
    const product = await create('product', null, 10_000_00);
    const a = await create('initiative', product.id, 5_000_00);
    const b = await create('initiative', product.id, 3_000_00);
    const epic = await create('epic', a.id, 2_000_00);
    const moved = await call('post', endpointPath(E.moveItem, { id: epic.id }), { parentId: b.id });
    expect(moved.body.data).toMatchObject({ parentId: b.id, budget: { allocated: 2_000_00 } });
    expect((await get(a.id)).budget.remaining).toBe(5_000_00);
    expect((await get(b.id)).budget.remaining).toBe(1_000_00);
    expectError(await call('post', endpointPath(E.moveItem, { id: epic.id }), { parentId: product.id }), 400, 'An epic belongs under an initiative');
    const big = await create('epic', a.id, 4_000_00);
    expectError(await call('post', endpointPath(E.moveItem, { id: big.id }), { parentId: b.id }), 400, PortfolioErrors.BUDGET_OVER_PARENT);
  });

  it('lists parents before children and shows child counts', async () => {
    const items = (await call('get', E.listItems.path)).body.data as PortfolioItem[];
    const seen = new Set<string>();
    for (const item of items) {
      if (item.parentId) expect(seen.has(item.parentId), item.title).toBe(true);
      seen.add(item.id);
    }
    const product = items.find((i) => i.level === 'product')!;
    expect(product.childCount).toBe(items.filter((i) => i.parentId === product.id).length);
  });
});

describe('section 5 validation rules, with their texts', () => {
  let product: PortfolioItem;
  let epic: PortfolioItem;
  beforeAll(async () => {
    product = await create('product', null, 20_000_00);
    const initiative = await create('initiative', product.id, 10_000_00);
    epic = await create('epic', initiative.id, 5_000_00);
  });
  const post = (body: Record<string, unknown>) => call('post', E.createItem.path, { level: 'story', parentId: epic.id, title: 'Export', justification: justification(), budget: { allocated: 100_00 }, story, ...body });

  it('justification: a valid category, a 10-character description, the four scales', async () => {
    expectError(await post({ justification: justification({ investmentCategoryId: '00000000-0000-4000-8000-000000000000' }) }), 400, PortfolioErrors.CATEGORY_INVALID);
    expectError(await post({ justification: justification({ investmentCategoryId: undefined }) }), 400, PortfolioErrors.CATEGORY_INVALID);
    expectError(await post({ justification: justification({ description: 'Too short' }) }), 400, PortfolioErrors.DESCRIPTION_TOO_SHORT);
    expectError(await post({ justification: justification({ businessValue: 'HUGE' }) }), 400, PortfolioErrors.BUSINESS_VALUE_REQUIRED);
    expectError(await post({ justification: justification({ customerImpact: null }) }), 400, PortfolioErrors.CUSTOMER_IMPACT_REQUIRED);
    expectError(await post({ justification: justification({ riskLevel: undefined }) }), 400, PortfolioErrors.RISK_LEVEL_REQUIRED);
    expectError(await post({ justification: justification({ strategicAlignment: 'NONE' }) }), 400, PortfolioErrors.STRATEGIC_ALIGNMENT_REQUIRED);
  });

  it('the R&D credit category needs research, development or innovation in the description', async () => {
    expectError(await post({ justification: justification({ investmentCategoryId: category('RND'), description: 'A faster export for big accounts' }) }), 400, PortfolioErrors.RND_DESCRIPTION);
    const accepted = await post({ justification: justification({ investmentCategoryId: category('RND'), description: 'Research into streaming exports' }) });
    expect(accepted.status).toBe(201);
    // Changing an item to R&D later is held to the same rule.
    expectError(await call('patch', endpointPath(E.updateItem, { id: epic.id }), { justification: { investmentCategoryId: category('RND') } }), 400, PortfolioErrors.RND_DESCRIPTION);
  });

  it("budget: above 0 and not above the parent's remaining budget", async () => {
    expectError(await post({ budget: { allocated: 0 } }), 400, PortfolioErrors.BUDGET_NOT_POSITIVE);
    expectError(await post({ budget: { allocated: -100 } }), 400, PortfolioErrors.BUDGET_NOT_POSITIVE);
    expectError(await post({ budget: undefined }), 400, PortfolioErrors.BUDGET_NOT_POSITIVE);
    const remaining = (await get(epic.id)).budget.remaining;
    expectError(await post({ budget: { allocated: remaining + 1 } }), 400, PortfolioErrors.BUDGET_OVER_PARENT);
    expect((await post({ budget: { allocated: remaining } })).status).toBe(201);
    expect((await get(epic.id)).budget.remaining).toBe(0);
  });

  it('a user story needs user type, goal, benefit and at least one acceptance criterion', async () => {
    const roomy = await create('epic', (await get(epic.id)).parentId!, 1_000_00);
    const postStory = (s: Record<string, unknown>) => call('post', E.createItem.path, { level: 'story', parentId: roomy.id, title: 'Story', justification: justification(), budget: { allocated: 100 }, story: { ...story, ...s } });
    expectError(await postStory({ userType: '' }), 400, PortfolioErrors.STORY_USER_TYPE_REQUIRED);
    expectError(await postStory({ want: '  ' }), 400, PortfolioErrors.STORY_GOAL_REQUIRED);
    expectError(await postStory({ so: null }), 400, PortfolioErrors.STORY_BENEFIT_REQUIRED);
    expectError(await postStory({ acceptanceCriteria: [] }), 400, PortfolioErrors.STORY_CRITERIA_REQUIRED);
  });

  it('each level goes under the level above it', async () => {
    expectError(await call('post', E.createItem.path, { level: 'epic', parentId: product.id, title: 'x', justification: justification(), budget: { allocated: 100 } }), 400, 'An epic belongs under an initiative');
    expectError(await call('post', E.createItem.path, { level: 'initiative', title: 'x', justification: justification(), budget: { allocated: 100 } }), 400, PortfolioErrors.PARENT_REQUIRED);
    expectError(await call('post', E.createItem.path, { level: 'epic', parentId: '00000000-0000-4000-8000-000000000000', title: 'x', justification: justification(), budget: { allocated: 100 } }), 404, PortfolioErrors.ITEM_NOT_FOUND);
  });

  it('observers read the portfolio but cannot change it', async () => {
    expect((await call('get', E.listItems.path, undefined, observerToken)).status).toBe(200);
    expectError(await call('post', E.createItem.path, { level: 'product', title: 'Mine', justification: justification(), budget: { allocated: 100 } }, observerToken), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expect((await call('post', E.createItem.path, { level: 'product', title: 'Member product', justification: justification(), budget: { allocated: 100 } }, memberToken)).status).toBe(201);
  });
});

describe('two people allocating at once', () => {
  it('cannot overspend the parent: one allocation wins, the other gets the rule', async () => {
    const product = await create('product', null, 10_000_00);
    const initiative = await create('initiative', product.id, 1_000_00);
    const body = (n: number) => ({ level: 'epic', parentId: initiative.id, title: `Race ${n}`, justification: justification(), budget: { allocated: 600_00 } });
    const answers = await Promise.all([call('post', E.createItem.path, body(1)), call('post', E.createItem.path, body(2), memberToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.error).toBe(PortfolioErrors.BUDGET_OVER_PARENT);
    expect((await get(initiative.id)).budget).toEqual({ allocated: 1_000_00, remaining: 400_00 });

    // Raising two children at once: the same.
    const e1 = await create('epic', initiative.id, 100_00);
    const e2 = await create('epic', initiative.id, 100_00);
    const raises = await Promise.all([
      call('patch', endpointPath(E.updateItem, { id: e1.id }), { budget: { allocated: 300_00 } }),
      call('patch', endpointPath(E.updateItem, { id: e2.id }), { budget: { allocated: 300_00 } }, memberToken),
    ]);
    expect(raises.map((a) => a.status).sort()).toEqual([200, 400]);
    expect((await get(initiative.id)).budget.remaining).toBe(0);
  });
});

describe('reports', () => {
  it('splits the budget by category and tax class without counting twice, and exports CSV', async () => {
    const fresh = await platform.createAccount({ name: 'Spend', plan: 'PRO' });
    const as = (method: Method, path: string, body?: object) => {
      const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${fresh.owner.token}`, 'X-Tenant-ID': fresh.id });
      return body === undefined ? request : request.send(body);
    };
    const cats = ((await as('get', E.config.path)).body.data as ProductConfig).categories;
    const id = (code: string) => cats.find((c) => c.code === code)!.id;
    const j = (code: string, description = 'Research into the pricing engine') => justification({ investmentCategoryId: id(code), description });
    const product = (await as('post', E.createItem.path, { level: 'product', title: 'Shop', justification: j('PLAT'), budget: { allocated: 100_000_00 } })).body.data as PortfolioItem;
    const ini = (await as('post', E.createItem.path, { level: 'initiative', parentId: product.id, title: 'R&D', justification: j('RND'), budget: { allocated: 30_000_00 } })).body.data as PortfolioItem;
    await as('post', E.createItem.path, { level: 'epic', parentId: ini.id, title: 'Keep it running', justification: j('KTLO'), budget: { allocated: 10_000_00 } });
    const report = (await as('get', E.spendReport.path)).body.data as SpendReport;
    // Product holds 70 000 itself (PLAT, CAPEX), the initiative 20 000 (RND), the epic 10 000 (KTLO, OPEX).
    expect(report.totalCents).toBe(100_000_00);
    expect(Object.fromEntries(report.byTaxClassification.map((l) => [l.key, l.cents]))).toEqual({ OPEX: 10_000_00, CAPEX: 70_000_00, R_AND_D_CREDIT: 20_000_00 });
    expect(report.byCategory.find((l) => l.key === 'PLAT')?.cents).toBe(70_000_00);
    expect(report.byCategory.reduce((sum, l) => sum + l.cents, 0)).toBe(100_000_00);
    const csv = await as('get', E.spendReportCsv.path);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('Tax classification,R_AND_D_CREDIT,May qualify for an R&D credit,20000.00,1');
    expect(csv.text).toContain('Shop > R&D > Keep it running,epic,KTLO,OPEX,10000.00,10000.00');
  });

  it('ranks epics and stories by ROI score, ties by budget, with the reason', async () => {
    const backlog = (await call('get', E.strategicBacklog.path)).body.data as StrategicBacklog;
    expect(backlog.deliveryAvailable).toBe(false);
    expect(backlog.entries.every((e) => e.item.level === 'epic' || e.item.level === 'story')).toBe(true);
    for (let i = 1; i < backlog.entries.length; i++) {
      const [a, b] = [backlog.entries[i - 1]!.item, backlog.entries[i]!.item];
      expect(a.roi.score > b.roi.score || (a.roi.score === b.roi.score && a.budget.allocated >= b.budget.allocated)).toBe(true);
    }
    expect(backlog.entries[0]!.rank).toBe(1);
    expect(backlog.entries[0]!.reason.strongest).toEqual({ factor: 'businessValue', value: 'HIGH', points: 30, weight: 40 });
    // HIGH, MAJOR, HIGH, LOW: of the other factors, customer impact loses most (21 of 30).
    expect(backlog.entries[0]!.reason.weakest).toEqual({ factor: 'customerImpact', value: 'MAJOR', points: 21, weight: 30 });
  });
});
