import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import { KanbanEvents, type KanbanBoard, type KanbanBoardEvent, type KanbanBoardView, type KanbanItem, type KanbanItemEvent, type KanbanMoveResult } from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let board: KanbanBoard;
const tokens: Record<'member' | 'watcher', string> = {} as never;
const sockets: TestSocket[] = [];

type Method = 'get' | 'post' | 'patch';
function call(method: Method, path: string, body?: object, token = acme.owner.token) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
async function open(token: string, accountId = acme.id): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, accountId);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['member', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
  }
  const team = (await call('post', TeamApi.teams, { name: 'Live' })).body.data as TeamDetail;
  board = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Live board' })).body.data as KanbanBoard;
  await call('post', KanbanApi.items, { boardId: board.id, title: 'Already there' }).expect(201);
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await platform?.close();
});

describe('the live board', () => {
  it('answers board:join with the board as it is, also pushed as board:snapshot', async () => {
    const socket = await open(tokens.watcher);
    const view = await socket.request<KanbanBoardView>(KanbanEvents.JOIN, { boardId: board.id });
    expect(view.board.id).toBe(board.id);
    expect(view.items.map((i) => i.title)).toEqual(['Already there']);
    expect((await socket.next<KanbanBoardView>(KanbanEvents.SNAPSHOT)).data.board.columns).toHaveLength(4);
  });

  it('shows other viewers every create, update and move after it is written', async () => {
    const viewer = await open(tokens.watcher);
    await viewer.request(KanbanEvents.JOIN, { boardId: board.id });
    const created = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Fresh card' })).body.data as KanbanItem;
    const createdEvent = (await viewer.next<KanbanItemEvent>(KanbanEvents.ITEM)).data;
    expect(createdEvent).toMatchObject({ boardId: board.id, action: 'created', itemId: created.id, item: { title: 'Fresh card' }, by: acme.owner.id });

    await call('patch', KanbanApi.item(created.id), { storyPoints: 3 }).expect(200);
    expect((await viewer.next<KanbanItemEvent>(KanbanEvents.ITEM)).data).toMatchObject({ action: 'updated', item: { storyPoints: 3 } });

    await call('patch', KanbanApi.moveItem(created.id), { targetColumnId: board.columns[1]!.id }).expect(200);
    const moved = (await viewer.next<KanbanItemEvent>(KanbanEvents.ITEM)).data;
    expect(moved).toMatchObject({ action: 'moved', fromColumnId: board.columns[0]!.id, item: { columnId: board.columns[1]!.id, status: 'active' }, warning: null });
    // Written before it was broadcast.
    expect(((await call('get', KanbanApi.item(created.id))).body.data as KanbanItem).columnId).toBe(board.columns[1]!.id);
  });

  it('moves a card over the socket with the same rules as REST, and refuses observers', async () => {
    const mover = await open(tokens.member);
    const viewer = await open(tokens.watcher);
    await mover.request(KanbanEvents.JOIN, { boardId: board.id });
    await viewer.request(KanbanEvents.JOIN, { boardId: board.id });
    const item = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Socket card' })).body.data as KanbanItem;
    await viewer.next(KanbanEvents.ITEM);
    const result = await mover.request<KanbanMoveResult>(KanbanEvents.MOVE, { itemId: item.id, targetColumnId: board.columns[3]!.id, position: 0 });
    expect(result.item).toMatchObject({ status: 'complete', columnId: board.columns[3]!.id });
    expect(result.item.cycleTime).toBe(0);
    expect((await viewer.next<KanbanItemEvent>(KanbanEvents.ITEM)).data).toMatchObject({ action: 'moved', itemId: item.id });
    await expect(viewer.request(KanbanEvents.MOVE, { itemId: item.id, targetColumnId: board.columns[0]!.id })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    await expect(mover.request(KanbanEvents.MOVE, { itemId: 'nope', targetColumnId: board.columns[0]!.id })).rejects.toThrow('itemId must match format "uuid"');
  });

  it('does a move retried with the same client id once: the retry gets the first answer and undoes nothing done since', async () => {
    const mover = await open(tokens.member);
    const item = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Retried move' })).body.data as KanbanItem;
    const move = { itemId: item.id, targetColumnId: board.columns[1]!.id, position: 0, clientId: 'move-00000000001' };
    const first = await mover.request<KanbanMoveResult>(KanbanEvents.MOVE, move);
    expect(first.item.columnId).toBe(board.columns[1]!.id);
    // Someone moves it on; then the first move's retry arrives (after a dropped connection).
    await call('patch', KanbanApi.moveItem(item.id), { targetColumnId: board.columns[2]!.id }).expect(200);
    const retried = await mover.request<KanbanMoveResult>(KanbanEvents.MOVE, move);
    expect(retried.item.columnId).toBe(board.columns[1]!.id);
    expect(((await call('get', KanbanApi.item(item.id))).body.data as KanbanItem).columnId).toBe(board.columns[2]!.id);
    expect(Number(((await platform.db('agile.live_write_receipts').where({ event: KanbanEvents.MOVE, client_id: move.clientId }).count('* as n')) as { n: string }[])[0]!.n)).toBe(1);
    // A new id is a new move; a malformed id is refused with the validation text.
    await mover.request(KanbanEvents.MOVE, { ...move, clientId: 'move-00000000002' });
    expect(((await call('get', KanbanApi.item(item.id))).body.data as KanbanItem).columnId).toBe(board.columns[1]!.id);
    await expect(mover.request(KanbanEvents.MOVE, { ...move, clientId: 'short' })).rejects.toThrow(/clientId/);
  });

  it('refuses a socket payload its schema refuses, with the text HTTP answers for the same value', async () => {
    const mover = await open(tokens.member);
    const item = (await call('post', KanbanApi.items, { boardId: board.id, title: 'Schema card' })).body.data as KanbanItem;
    const http = await call('patch', KanbanApi.moveItem(item.id), { targetColumnId: board.columns[1]!.id, position: -1 }, tokens.member).expect(400);
    expect(http.body.error).toBe('position must be >= 0');
    await expect(mover.request(KanbanEvents.MOVE, { itemId: item.id, targetColumnId: board.columns[1]!.id, position: -1 })).rejects.toThrow(http.body.error as string);
    await expect(mover.request(KanbanEvents.JOIN, { boardId: 'not-a-board' })).rejects.toThrow('boardId must match format "uuid"');
    await expect(mover.request(KanbanEvents.MOVE, { itemId: item.id })).rejects.toThrow('targetColumnId must have required property');
    // Nothing moved.
    expect(((await call('get', KanbanApi.item(item.id))).body.data as KanbanItem).columnId).toBe(board.columns[0]!.id);
  });

  it("refuses item:move from an observer by the socket's ability, before its payload is read", async () => {
    const watcher = await open(tokens.watcher);
    await expect(watcher.request(KanbanEvents.MOVE, { itemId: 'not-an-id' })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    // Joining (a read) is open to observers.
    await expect(watcher.request(KanbanEvents.JOIN, { boardId: board.id })).resolves.toMatchObject({ board: { id: board.id } });
  });

  it('tells viewers when columns change, and stops after board:leave', async () => {
    const viewer = await open(tokens.watcher);
    await viewer.request(KanbanEvents.JOIN, { boardId: board.id });
    await call('patch', KanbanApi.column(board.columns[1]!.id), { wipLimit: 3, wipMode: 'hard' }).expect(200);
    const changed = (await viewer.next<KanbanBoardEvent>(KanbanEvents.BOARD)).data;
    expect(changed).toMatchObject({ boardId: board.id, action: 'columns' });
    expect(changed.board!.columns[1]).toMatchObject({ wipLimit: 3, wipMode: 'hard' });
    await viewer.request(KanbanEvents.LEAVE, { boardId: board.id });
    const before = viewer.events.length;
    await call('post', KanbanApi.items, { boardId: board.id, title: 'Unseen' }).expect(201);
    await call('get', KanbanApi.board(board.id)).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(viewer.events.slice(before).filter((e) => e.type === KanbanEvents.ITEM)).toEqual([]);
  });

  it("keeps another account's sockets out of the board's room", async () => {
    const globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
    const outsider = await open(globex.owner.token, globex.id);
    await expect(outsider.request(KanbanEvents.JOIN, { boardId: board.id })).rejects.toThrow(KanbanErrors.BOARD_NOT_FOUND);
    await call('post', KanbanApi.items, { boardId: board.id, title: 'Private' }).expect(201);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsider.events.filter((e) => e.type === KanbanEvents.ITEM)).toEqual([]);
    await expect(outsider.request(KanbanEvents.MOVE, { itemId: (await call('get', KanbanApi.board(board.id))).body.data.items[0].id, targetColumnId: board.columns[0]!.id })).rejects.toThrow(KanbanErrors.ITEM_NOT_FOUND);
  });
});
