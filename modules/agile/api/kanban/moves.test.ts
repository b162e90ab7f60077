import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import { type KanbanBoard, type KanbanBoardView, type KanbanItem, type KanbanItemDetail, type KanbanMoveResult } from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';

const HOUR = 60 * 60 * 1000;
let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
let token: string;

type Method = 'get' | 'post' | 'patch' | 'delete';
function call(method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
/** Move the clock; access tokens live an hour of it, so sign a fresh one. */
async function advance(ms: number): Promise<void> {
  platform.clock.advance(ms);
  token = await platform.tokenFor(acme.owner, acme.id);
}
async function newBoard(body: object = {}): Promise<KanbanBoard> {
  return (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Flow', ...body }).expect(201)).body.data as KanbanBoard;
}
async function newItem(board: KanbanBoard, body: object = {}): Promise<KanbanItem> {
  return (await call('post', KanbanApi.items, { boardId: board.id, title: 'Item', ...body }).expect(201)).body.data as KanbanItem;
}
async function move(itemId: string, targetColumnId: string | null, position?: number): Promise<KanbanMoveResult> {
  const response = await call('patch', KanbanApi.moveItem(itemId), { targetColumnId, ...(position !== undefined ? { position } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as KanbanMoveResult;
}
async function columnTitles(board: KanbanBoard, columnIndex: number): Promise<string[]> {
  const view = (await call('get', KanbanApi.board(board.id))).body.data as KanbanBoardView;
  return view.items.filter((i) => i.columnId === board.columns[columnIndex]!.id).map((i) => i.title);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  token = acme.owner.token;
  team = (await call('post', TeamApi.teams, { name: 'Movers' })).body.data as TeamDetail;
});
afterAll(() => platform?.close());

describe('moving items: work times and cycle time', () => {
  it('set workStartedAt on entering an active column, and workCompletedAt with the cycle time in hours on entering complete', async () => {
    const board = await newBoard();
    const [todo, doing, review, done] = board.columns;
    const item = await newItem(board, { columnId: todo!.id });
    expect(item).toMatchObject({ status: 'todo', workStartedAt: null, workCompletedAt: null, cycleTime: null });

    await advance(2 * HOUR);
    const started = await move(item.id, doing!.id);
    expect(started.item).toMatchObject({ status: 'active', workStartedAt: '2026-11-02T11:00:00.000Z', workCompletedAt: null, cycleTime: null });
    expect(started.fromColumnId).toBe(todo!.id);

    await advance(5 * HOUR);
    expect((await move(item.id, review!.id)).item.workStartedAt).toBe('2026-11-02T11:00:00.000Z');

    await advance(22.5 * HOUR);
    const completed = await move(item.id, done!.id);
    expect(completed.item).toMatchObject({ status: 'complete', workStartedAt: '2026-11-02T11:00:00.000Z', workCompletedAt: '2026-11-03T14:30:00.000Z', cycleTime: 27.5 });

    // Reopened: the completion goes, the start stays; completing again counts from the first start.
    await advance(1 * HOUR);
    expect((await move(item.id, doing!.id)).item).toMatchObject({ status: 'active', workStartedAt: '2026-11-02T11:00:00.000Z', workCompletedAt: null, cycleTime: null });
    await advance(0.75 * HOUR);
    expect((await move(item.id, done!.id)).item).toMatchObject({ workCompletedAt: '2026-11-03T16:15:00.000Z', cycleTime: 29.25 });

    const detail = (await call('get', KanbanApi.item(item.id))).body.data as KanbanItemDetail;
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.changedAt, h.changedBy])).toEqual([
      [null, 'todo', '2026-11-02T09:00:00.000Z', acme.owner.id],
      ['todo', 'active', '2026-11-02T11:00:00.000Z', acme.owner.id],
      ['active', 'active', '2026-11-02T16:00:00.000Z', acme.owner.id],
      ['active', 'complete', '2026-11-03T14:30:00.000Z', acme.owner.id],
      ['complete', 'active', '2026-11-03T15:30:00.000Z', acme.owner.id],
      ['active', 'complete', '2026-11-03T16:15:00.000Z', acme.owner.id],
    ]);
    expect(detail.history.map((h) => h.toColumnId)).toEqual([todo, doing, review, done, doing, done].map((c) => c!.id));
  });

  it('count an item that skipped the active columns as started when it completed (cycle time 0)', async () => {
    const board = await newBoard();
    const item = await newItem(board);
    await advance(3 * HOUR);
    const done = await move(item.id, board.columns[3]!.id);
    expect(done.item.workStartedAt).toBe(done.item.workCompletedAt);
    expect(done.item.cycleTime).toBe(0);
  });

  it('keep no history for a reorder inside one column', async () => {
    const board = await newBoard();
    const a = await newItem(board, { title: 'A' });
    await newItem(board, { title: 'B' });
    await move(a.id, board.columns[0]!.id);
    const detail = (await call('get', KanbanApi.item(a.id))).body.data as KanbanItemDetail;
    expect(detail.history).toHaveLength(1);
    expect(await columnTitles(board, 0)).toEqual(['B', 'A']);
  });
});

describe('WIP limits', () => {
  it('let a move past a soft limit through with a warning and show the column over its limit', async () => {
    const board = await newBoard({ columns: [{ title: 'Ready', category: 'todo' }, { title: 'Doing', category: 'active', wipLimit: 2, wipMode: 'soft' }, { title: 'Done', category: 'complete' }] });
    const [ready, doing] = board.columns;
    const items = [await newItem(board, { title: 'One' }), await newItem(board, { title: 'Two' }), await newItem(board, { title: 'Three' })];
    expect((await move(items[0]!.id, doing!.id)).warning).toBeNull();
    expect((await move(items[1]!.id, doing!.id)).warning).toBeNull();
    const third = await move(items[2]!.id, doing!.id);
    expect(third.warning).toBe(KanbanErrors.wipLimitExceeded('Doing', 2, 3));
    expect(third.warning).toBe('Doing is over its WIP limit: 3 items for a limit of 2');
    expect(third.item.columnId).toBe(doing!.id);
    const view = (await call('get', KanbanApi.board(board.id))).body.data as KanbanBoardView;
    expect(view.board.columns.map((c) => [c.title, c.itemCount, c.overLimit])).toEqual([
      ['Ready', 0, false],
      ['Doing', 3, true],
      ['Done', 0, false],
    ]);
    // Moving inside the full column is not adding to it.
    expect((await move(items[2]!.id, doing!.id, 0)).warning).toBeNull();
    expect(ready).toBeTruthy();
  });

  it('refuse a move (and a new item) past a hard limit with a clear text, leaving the item where it was', async () => {
    const board = await newBoard({ columns: [{ title: 'Ready', category: 'todo' }, { title: 'Doing', category: 'active', wipLimit: 2, wipMode: 'hard' }, { title: 'Done', category: 'complete' }] });
    const [ready, doing, done] = board.columns;
    const items = [await newItem(board, { title: 'One' }), await newItem(board, { title: 'Two' }), await newItem(board, { title: 'Three' })];
    await move(items[0]!.id, doing!.id);
    await move(items[1]!.id, doing!.id);
    const refused = await call('patch', KanbanApi.moveItem(items[2]!.id), { targetColumnId: doing!.id });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('Doing has reached its WIP limit of 2. Finish or move an item out before adding another.');
    expect(refused.body.error).toBe(KanbanErrors.wipLimitReached('Doing', 2));
    const still = (await call('get', KanbanApi.item(items[2]!.id))).body.data as KanbanItemDetail;
    expect(still).toMatchObject({ columnId: ready!.id, status: 'todo', workStartedAt: null });
    expect(still.history).toHaveLength(1);
    const direct = await call('post', KanbanApi.items, { boardId: board.id, title: 'Four', columnId: doing!.id });
    expect(direct.status).toBe(422);
    expect(direct.body.error).toBe(KanbanErrors.wipLimitReached('Doing', 2));
    // Room again once one finishes.
    await move(items[0]!.id, done!.id);
    expect((await move(items[2]!.id, doing!.id)).item.status).toBe('active');
  });
});

describe('positions', () => {
  it('place an item at the index it is dropped at, rewriting only that item', async () => {
    const board = await newBoard();
    const [todo, doing] = board.columns;
    const names = ['A', 'B', 'C', 'D'];
    const items = [];
    for (const title of names) items.push(await newItem(board, { title, columnId: doing!.id }));
    const x = await newItem(board, { title: 'X', columnId: todo!.id });
    await move(x.id, doing!.id, 2);
    expect(await columnTitles(board, 1)).toEqual(['A', 'B', 'X', 'C', 'D']);
    await move(x.id, doing!.id, 0);
    expect(await columnTitles(board, 1)).toEqual(['X', 'A', 'B', 'C', 'D']);
    await move(x.id, doing!.id, 4);
    expect(await columnTitles(board, 1)).toEqual(['A', 'B', 'C', 'D', 'X']);
    await move(x.id, doing!.id, 99);
    expect(await columnTitles(board, 1)).toEqual(['A', 'B', 'C', 'D', 'X']);
    await move(items[3]!.id, todo!.id, 0);
    expect(await columnTitles(board, 0)).toEqual(['D']);
    expect(await columnTitles(board, 1)).toEqual(['A', 'B', 'C', 'X']);
  });

  it('keep the order when drops between the same two neighbours use up the room between them', async () => {
    const board = await newBoard();
    const todo = board.columns[0]!;
    const a = await newItem(board, { title: 'A' });
    await newItem(board, { title: 'B' });
    const dropped: string[] = [];
    // Each new item goes right after A: the gap halves every time until the column is renumbered.
    for (let i = 0; i < 60; i += 1) {
      const item = await newItem(board, { title: `N${i}`, columnId: todo.id, position: 1 });
      dropped.unshift(item.title);
    }
    expect(await columnTitles(board, 0)).toEqual(['A', ...dropped, 'B']);
    expect(a.position).toBeGreaterThan(0);
  });
});
