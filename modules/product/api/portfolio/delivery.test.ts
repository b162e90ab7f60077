import { BACKLOG, BusinessRuleError, defineApiPlugin, endpointPath, type BacklogCapability, type BacklogItemProgress } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { productPlugin } from '../index.js';
import { PortfolioErrors } from '../../shared/errors.js';
import { PortfolioEndpoints as E, type PortfolioItem, type ProductConfig, type StrategicBacklog } from '../../shared/portfolio-endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
let config: ProductConfig;
/** A stand-in board: what BACKLOG received, and where each item stands. */
const added: Parameters<BacklogCapability['addItem']>[1][] = [];
const board = new Map<string, BacklogItemProgress>();
let agileOn = false;

/** A stand-in for the agile module: it provides BACKLOG over the map above, gated like agile. */
const standInAgile = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(BACKLOG, {
      addItem: async (_accountId, item) => {
        if (item.title === 'No board yet') throw new BusinessRuleError('Create a board first');
        added.push(item);
        const id = `00000000-0000-4000-8000-00000000000${added.length}`;
        board.set(id, { id, boardId: '00000000-0000-4000-8000-0000000000b0', status: 'backlog', storyPoints: item.storyPoints ?? null });
        return { id };
      },
      setStoryPoints: async () => undefined,
      itemProgress: async (_accountId, ids) => ids.flatMap((id) => (board.has(id) ? [board.get(id)!] : [])),
    });
  },
});

function call(method: 'get' | 'post' | 'patch', path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
const justification = () => ({ investmentCategoryId: config.categories[0]!.id, description: 'Founders need it to plan', businessValue: 'CRITICAL', customerImpact: 'MAJOR', riskLevel: 'MEDIUM', strategicAlignment: 'HIGH' });
async function create(level: string, parentId: string | null, extra: object = {}) {
  const response = await call('post', E.createItem.path, { level, parentId, title: `The ${level}`, justification: justification(), budget: { allocated: 1_000_00 }, ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PortfolioItem;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [standInAgile, productPlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  await platform.setFeatures(acme.id, ['product_management']);
  config = (await call('get', E.config.path)).body.data as ProductConfig;
});
afterAll(() => platform?.close());

describe('send to delivery', () => {
  let epic: PortfolioItem;
  let story: PortfolioItem;
  beforeAll(async () => {
    const product = await create('product', null, { budget: { allocated: 10_000_00 } });
    const initiative = await create('initiative', product.id, { budget: { allocated: 5_000_00 } });
    epic = await create('epic', initiative.id, { budget: { allocated: 3_000_00 } });
    story = await create('story', epic.id, { story: { userType: 'founder', want: 'a runway chart', so: 'that I see when cash runs out', acceptanceCriteria: ['Shows months left', 'Red under 8 months'] } });
  });

  it("is refused while agile is off: 'Delivery needs the agile module'", async () => {
    const answer = await call('post', endpointPath(E.sendToDelivery, { id: story.id }), {});
    expect(answer.body.error).toBe(PortfolioErrors.DELIVERY_UNAVAILABLE);
    expect(answer.status).toBe(422);
    expect(((await call('get', endpointPath(E.getItem, { id: story.id }))).body.data as PortfolioItem).delivery).toBeNull();
  });

  it('puts a story on a board through BACKLOG, then reads its status and points back', async () => {
    await platform.setFeatures(acme.id, ['product_management', 'agile_survival']);
    agileOn = true;
    const sent = await call('post', endpointPath(E.sendToDelivery, { id: story.id }), { storyPoints: 5 });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(added[0]).toMatchObject({ title: 'The story', storyPoints: 5, placement: 'board', source: `product:${story.id}` });
    expect(added[0]!.description).toContain('As a founder, I want a runway chart, so that I see when cash runs out.');
    expect(added[0]!.description).toContain('- Red under 8 months');
    expect((sent.body.data as PortfolioItem).delivery).toMatchObject({ status: 'backlog', storyPoints: 5, completedPoints: 0 });

    expect((await call('post', endpointPath(E.sendToDelivery, { id: story.id }), {})).body.error).toBe(PortfolioErrors.ALREADY_DELIVERED);
    const product = (await call('get', E.listItems.path)).body.data.find((i: PortfolioItem) => i.level === 'product') as PortfolioItem;
    const refused = await call('post', endpointPath(E.sendToDelivery, { id: product.id }), {});
    expect([refused.status, refused.body.error]).toEqual([422, PortfolioErrors.DELIVERY_LEVEL]);

    // The team moves it to done: the strategic backlog shows it complete with its points.
    const id = (sent.body.data as PortfolioItem).delivery!.itemId;
    board.set(id, { ...board.get(id)!, status: 'complete' });
    const backlog = (await call('get', E.strategicBacklog.path)).body.data as StrategicBacklog;
    expect(backlog.deliveryAvailable).toBe(agileOn);
    expect(backlog.entries.find((e) => e.item.id === story.id)!.item.delivery).toMatchObject({ status: 'complete', completedPoints: 5 });
    // Epics go too, once even when sent twice at the same moment.
    const before = added.length;
    const twice = await Promise.all([call('post', endpointPath(E.sendToDelivery, { id: epic.id }), {}), call('post', endpointPath(E.sendToDelivery, { id: epic.id }), {})]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(added.length).toBe(before + 1);

    // A refusal from the board leaves the item free to be sent again.
    const blocked = await create('epic', epic.parentId, { title: 'No board yet' });
    const refusedByBoard = await call('post', endpointPath(E.sendToDelivery, { id: blocked.id }), {});
    expect([refusedByBoard.status, refusedByBoard.body.error]).toEqual([422, 'Create a board first']);
    await call('patch', endpointPath(E.updateItem, { id: blocked.id }), { title: 'Board ready' });
    expect((await call('post', endpointPath(E.sendToDelivery, { id: blocked.id }), {})).status).toBe(200);
  });
});
