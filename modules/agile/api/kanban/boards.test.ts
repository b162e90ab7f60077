import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, LimitErrors } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import {
  type KanbanActivity,
  type KanbanBacklog,
  type KanbanBoard,
  type KanbanBoardView,
  type KanbanDelivery,
  type KanbanEvent,
  type KanbanItem,
  type KanbanItemDetail,
  type KanbanItemList,
} from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
const people: Record<'member' | 'watcher', { user: TestUser; token: string }> = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string, method: Method, path: string, body?: object, accountId = acme.id) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const owner = () => acme.owner.token;
function expectError(response: { status: number; body: { error: string } }, status: number, text: string) {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
}
async function newBoard(body: object = {}): Promise<KanbanBoard> {
  const response = await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: 'Platform', ...body });
  expect(response.status).toBe(201);
  return response.body.data as KanbanBoard;
}
async function newItem(board: KanbanBoard, body: object = {}, token = owner()): Promise<KanbanItem> {
  const response = await call(token, 'post', KanbanApi.items, { boardId: board.id, title: 'Item', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as KanbanItem;
}
const titlesOf = (items: KanbanItem[]) => items.map((i) => i.title);

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['member', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    people[name] = { user, token: await platform.tokenFor(user, acme.id) };
  }
  team = (await call(owner(), 'post', TeamApi.teams, { name: 'Robotics' })).body.data as TeamDetail;
});
afterAll(() => platform?.close());

describe('kanban boards', () => {
  it('create a board for a team with the default columns: To do, In progress and Review (soft WIP limit 5), Done', async () => {
    const board = await newBoard({ description: 'Our work' });
    expect(board).toMatchObject({ teamId: team.id, teamName: 'Robotics', title: 'Platform', description: 'Our work', processType: 'kanban', itemCount: 0, backlogCount: 0 });
    expect(board.columns.map((c) => [c.title, c.category, c.position, c.wipLimit, c.wipMode])).toEqual([
      ['To do', 'todo', 0, null, 'soft'],
      ['In progress', 'active', 1, 5, 'soft'],
      ['Review', 'active', 2, 5, 'soft'],
      ['Done', 'complete', 3, null, 'soft'],
    ]);
    const ofTeam = (await call(owner(), 'get', KanbanApi.teamBoards(team.id))).body.data as KanbanBoard[];
    expect(ofTeam.map((b) => b.id)).toContain(board.id);
    const view = (await call(people.watcher.token, 'get', KanbanApi.board(board.id))).body.data as KanbanBoardView;
    expect(view).toMatchObject({ board: { id: board.id }, items: [], activeSprint: null });
    const activity = (await call(owner(), 'get', KanbanApi.boardActivity(board.id))).body.data as KanbanActivity[];
    expect(activity.map((a) => a.type)).toEqual(['board_created']);
  });

  it("accept the spec's agileProcessType for the process type (agile.md section 3) on create and update, answering processType as before", async () => {
    const board = await newBoard({ agileProcessType: 'scrum' });
    expect(board.processType).toBe('scrum');
    const changed = await call(owner(), 'patch', KanbanApi.board(board.id), { agileProcessType: 'kanban' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.processType).toBe('kanban');
  });

  it("accept the spec's status for a column's category (agile.md section 3): one of the two, both answered", async () => {
    const board = await newBoard({ agileProcessType: 'scrum', columns: [{ title: 'Next', status: 'todo' }, { title: 'Doing', category: 'active', status: 'active' }, { title: 'Shipped', category: 'complete' }] });
    expect(board.agileProcessType).toBe('scrum');
    expect(board.columns.map((c) => [c.title, c.category, c.status])).toEqual([['Next', 'todo', 'todo'], ['Doing', 'active', 'active'], ['Shipped', 'complete', 'complete']]);
    const added = await call(owner(), 'post', KanbanApi.columns, { boardId: board.id, title: 'Ready', status: 'todo', position: 1 });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'Ready', category: 'todo', status: 'todo' });
    const changed = await call(owner(), 'patch', KanbanApi.column(added.body.data.id), { status: 'active' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ category: 'active', status: 'active' });
    // Neither name, or the two names disagreeing, is refused with a 400 and its own text.
    expectError(await call(owner(), 'post', KanbanApi.columns, { boardId: board.id, title: 'Nameless' }), 400, KanbanErrors.COLUMN_CATEGORY_REQUIRED);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: 'x', columns: [{ title: 'A' }] }), 400, KanbanErrors.COLUMN_CATEGORY_REQUIRED);
    expectError(await call(owner(), 'post', KanbanApi.columns, { boardId: board.id, title: 'Torn', category: 'todo', status: 'complete' }), 400, KanbanErrors.COLUMN_CATEGORY_CONFLICT);
    expectError(await call(owner(), 'patch', KanbanApi.column(added.body.data.id), { category: 'todo', status: 'complete' }), 400, KanbanErrors.COLUMN_CATEGORY_CONFLICT);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: 'x', columns: [{ title: 'A', category: 'todo', status: 'active' }] }), 400, KanbanErrors.COLUMN_CATEGORY_CONFLICT);
    expect((await call(owner(), 'post', KanbanApi.columns, { boardId: board.id, title: 'Odd', status: 'someday' })).status).toBe(400);
  });

  it('take custom columns and a scrum process, and refuse an unknown team or an empty title', async () => {
    const board = await newBoard({ processType: 'scrum', columns: [{ title: 'Next', category: 'todo' }, { title: 'Doing', category: 'active', wipLimit: 2, wipMode: 'hard' }, { title: 'Shipped', category: 'complete' }] });
    expect(board.processType).toBe('scrum');
    expect(board.columns.map((c) => [c.title, c.wipLimit, c.wipMode])).toEqual([
      ['Next', null, 'soft'],
      ['Doing', 2, 'hard'],
      ['Shipped', null, 'soft'],
    ]);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: '00000000-0000-4000-8000-000000000000', title: 'Ghost' }), 404, TeamErrors.TEAM_NOT_FOUND);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: '   ' }), 400, KanbanErrors.BOARD_TITLE_REQUIRED);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: 'x', columns: [] }), 400, KanbanErrors.LAST_COLUMN);
    expectError(await call(owner(), 'post', KanbanApi.boards, { teamId: team.id, title: 'x', columns: [{ title: 'A', category: 'todo', wipLimit: 0 }] }), 400, KanbanErrors.WIP_LIMIT_MIN);
  });

  it('count boards as projects: the FREE plan allows one', async () => {
    const free = await platform.createAccount({ name: 'Free', plan: 'FREE' });
    const freeTeam = (await call(free.owner.token, 'post', TeamApi.teams, { name: 'Solo' }, free.id)).body.data as TeamDetail;
    expect((await call(free.owner.token, 'post', KanbanApi.boards, { teamId: freeTeam.id, title: 'One' }, free.id)).status).toBe(201);
    expectError(await call(free.owner.token, 'post', KanbanApi.boards, { teamId: freeTeam.id, title: 'Two' }, free.id), 422, LimitErrors.projects(1));
  });

  it('let observers read boards but not change them', async () => {
    const board = await newBoard();
    expect((await call(people.watcher.token, 'get', KanbanApi.board(board.id))).status).toBe(200);
    expectError(await call(people.watcher.token, 'post', KanbanApi.boards, { teamId: team.id, title: 'Mine' }), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expectError(await call(people.watcher.token, 'post', KanbanApi.items, { boardId: board.id, title: 'Sneaky' }), 403, AccessErrors.ACCESS_DENIED_PAGE);
    const item = await newItem(board);
    expectError(await call(people.watcher.token, 'patch', KanbanApi.moveItem(item.id), { targetColumnId: board.columns[1]!.id }), 403, AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('rename and re-team a board; only team admins, account admins or its creator delete it', async () => {
    const board = await newBoard();
    const renamed = (await call(people.member.token, 'patch', KanbanApi.board(board.id), { title: 'Renamed', processType: 'scrum' })).body.data as KanbanBoard;
    expect(renamed).toMatchObject({ title: 'Renamed', processType: 'scrum' });
    expectError(await call(people.member.token, 'delete', KanbanApi.board(board.id)), 403, KanbanErrors.BOARD_MANAGERS_ONLY);
    const own = (await call(people.member.token, 'post', KanbanApi.boards, { teamId: team.id, title: 'Member board' })).body.data as KanbanBoard;
    expect((await call(people.member.token, 'delete', KanbanApi.board(own.id))).body.data).toEqual({ id: own.id, deleted: true });
    expect((await call(owner(), 'delete', KanbanApi.board(board.id))).status).toBe(200);
    expectError(await call(owner(), 'get', KanbanApi.board(board.id)), 404, KanbanErrors.BOARD_NOT_FOUND);
  });
});

describe('kanban columns', () => {
  it('add a column at a position, change it, and reorder every column', async () => {
    const board = await newBoard();
    const added = await call(owner(), 'post', KanbanApi.columns, { boardId: board.id, title: 'Ready', category: 'todo', position: 1, wipLimit: 3, wipMode: 'hard' });
    expect(added.status).toBe(201);
    const changed = (await call(owner(), 'patch', KanbanApi.column(added.body.data.id), { title: 'Ready to start', wipLimit: null })).body.data;
    expect(changed).toMatchObject({ title: 'Ready to start', wipLimit: null, wipMode: 'hard', position: 1 });
    const current = (await call(owner(), 'get', KanbanApi.board(board.id))).body.data as KanbanBoardView;
    expect(current.board.columns.map((c) => c.title)).toEqual(['To do', 'Ready to start', 'In progress', 'Review', 'Done']);
    const [todo, ready, doing, review, done] = current.board.columns;
    const reordered = await call(owner(), 'patch', KanbanApi.reorderColumns(board.id), {
      columnOrders: [
        { columnId: ready!.id, position: 0 },
        { columnId: todo!.id, position: 1 },
        { columnId: review!.id, position: 3 },
        { columnId: doing!.id, position: 2 },
        { columnId: done!.id, position: 4 },
      ],
    });
    expect((reordered.body.data as KanbanBoard).columns.map((c) => [c.title, c.position])).toEqual([
      ['Ready to start', 0],
      ['To do', 1],
      ['In progress', 2],
      ['Review', 3],
      ['Done', 4],
    ]);
    expectError(await call(owner(), 'patch', KanbanApi.reorderColumns(board.id), { columnOrders: [{ columnId: todo!.id, position: 0 }] }), 400, KanbanErrors.REORDER_MISMATCH);
    expectError(
      await call(owner(), 'patch', KanbanApi.reorderColumns(board.id), { columnOrders: [todo, todo, doing, review, done].map((c, i) => ({ columnId: c!.id, position: i })) }),
      400,
      KanbanErrors.REORDER_MISMATCH,
    );
  });

  it('delete only an empty column unless its items move to another column, and never the last one', async () => {
    const board = await newBoard({ columns: [{ title: 'A', category: 'todo' }, { title: 'B', category: 'active' }, { title: 'C', category: 'complete' }] });
    const [a, b, c] = board.columns;
    const item = await newItem(board, { columnId: b!.id });
    expectError(await call(owner(), 'delete', KanbanApi.column(b!.id)), 409, KanbanErrors.COLUMN_NOT_EMPTY);
    const after = (await call(owner(), 'delete', KanbanApi.column(b!.id, c!.id))).body.data as KanbanBoard;
    expect(after.columns.map((col) => [col.title, col.position, col.itemCount])).toEqual([
      ['A', 0, 0],
      ['C', 1, 1],
    ]);
    const moved = (await call(owner(), 'get', KanbanApi.item(item.id))).body.data as KanbanItemDetail;
    expect(moved).toMatchObject({ columnId: c!.id, status: 'complete' });
    expect(moved.history.map((h) => [h.fromStatus, h.toStatus])).toEqual([
      [null, 'active'],
      ['active', 'complete'],
    ]);
    expect((await call(owner(), 'delete', KanbanApi.column(a!.id))).status).toBe(200);
    expectError(await call(owner(), 'delete', KanbanApi.column(c!.id, a!.id)), 422, KanbanErrors.LAST_COLUMN);
  });

  it("move a column's items to its new status category when the category changes", async () => {
    const board = await newBoard();
    const item = await newItem(board, { columnId: board.columns[0]!.id });
    await call(owner(), 'patch', KanbanApi.column(board.columns[0]!.id), { category: 'active' }).expect(200);
    expect(((await call(owner(), 'get', KanbanApi.item(item.id))).body.data as KanbanItem).status).toBe('active');
  });
});

describe('kanban items', () => {
  it('create items in the first column by default, the backlog on request, with labels, points and an assignee', async () => {
    const board = await newBoard();
    const first = await newItem(board, { title: '  Ship the API  ', labels: ['api', ' api ', 'backend'], storyPoints: 3, assigneeId: people.member.user.id, dueDate: '2026-12-01', priority: 'high', type: 'bug' });
    expect(first).toMatchObject({ title: 'Ship the API', columnId: board.columns[0]!.id, status: 'todo', labels: ['api', 'backend'], storyPoints: 3, assigneeId: people.member.user.id, dueDate: '2026-12-01', priority: 'high', type: 'bug' });
    expect(first.assigneeName).toMatch(/^User\d+ Test$/);
    const later = await newItem(board, { columnId: null, title: 'Later' });
    expect(later).toMatchObject({ columnId: null, status: 'backlog' });
    expectError(await call(owner(), 'post', KanbanApi.items, { boardId: board.id, title: '  ' }), 400, KanbanErrors.ITEM_TITLE_REQUIRED);
    const outsider = await platform.createUser();
    expectError(await call(owner(), 'post', KanbanApi.items, { boardId: board.id, title: 'x', assigneeId: outsider.id }), 400, KanbanErrors.ASSIGNEE_NOT_MEMBER);
    expectError(await call(owner(), 'post', KanbanApi.items, { boardId: board.id, title: 'x', storyPoints: -1 }), 400, KanbanErrors.STORY_POINTS_RANGE);
    const other = await newBoard();
    expectError(await call(owner(), 'post', KanbanApi.items, { boardId: board.id, title: 'x', columnId: other.columns[0]!.id }), 400, KanbanErrors.COLUMN_NOT_ON_BOARD);
  });

  it('keep parents and children on one board without loops; deleting a parent frees its children', async () => {
    const board = await newBoard();
    const epic = await newItem(board, { title: 'Epic', type: 'epic' });
    const story = await newItem(board, { title: 'Story', parentId: epic.id });
    const task = await newItem(board, { title: 'Task', parentId: story.id });
    expect(((await call(owner(), 'get', KanbanApi.children(epic.id))).body.data as KanbanItem[]).map((i) => i.id)).toEqual([story.id]);
    const detail = (await call(owner(), 'get', KanbanApi.item(story.id))).body.data as KanbanItemDetail;
    expect(detail).toMatchObject({ parent: { id: epic.id, title: 'Epic', status: 'todo' }, childCount: 1 });
    expect(detail.children.map((c) => c.id)).toEqual([task.id]);
    expectError(await call(owner(), 'patch', KanbanApi.item(epic.id), { parentId: task.id }), 400, KanbanErrors.PARENT_CYCLE);
    expectError(await call(owner(), 'patch', KanbanApi.item(epic.id), { parentId: epic.id }), 400, KanbanErrors.PARENT_CYCLE);
    const elsewhere = await newItem(await newBoard(), { title: 'Elsewhere' });
    expectError(await call(owner(), 'patch', KanbanApi.item(story.id), { parentId: elsewhere.id }), 400, KanbanErrors.PARENT_NOT_ON_BOARD);
    expect((await call(owner(), 'delete', KanbanApi.item(epic.id))).body.data).toEqual({ id: epic.id, deleted: true });
    expect(((await call(owner(), 'get', KanbanApi.item(story.id))).body.data as KanbanItem).parentId).toBeNull();
    expectError(await call(owner(), 'get', KanbanApi.item(epic.id)), 404, KanbanErrors.ITEM_NOT_FOUND);
    expectError(await call(owner(), 'get', KanbanApi.children(epic.id)), 404, KanbanErrors.ITEM_NOT_FOUND);
  });

  it('record item and board activity, newest first, 50 entries by default', async () => {
    const board = await newBoard();
    const item = await newItem(board, { title: 'Tracked' });
    await call(owner(), 'patch', KanbanApi.item(item.id), { title: 'Tracked item', storyPoints: 5 }).expect(200);
    await call(owner(), 'patch', KanbanApi.moveItem(item.id), { targetColumnId: board.columns[1]!.id }).expect(200);
    const activity = (await call(owner(), 'get', KanbanApi.itemActivity(item.id))).body.data as KanbanActivity[];
    expect(activity.map((a) => a.type)).toEqual(['item_moved', 'item_updated', 'item_created']);
    expect(activity[1]!.data).toEqual({ fields: ['title', 'storyPoints'], storyPoints: 5 });
    expect(activity[0]!.actorName).toMatch(/Test$/);
    for (let i = 0; i < 55; i += 1) await call(owner(), 'patch', KanbanApi.item(item.id), { description: `v${i}` }).expect(200);
    expect(((await call(owner(), 'get', KanbanApi.boardActivity(board.id))).body.data as KanbanActivity[]).length).toBe(50);
    expect(((await call(owner(), 'get', KanbanApi.boardActivity(board.id, 5))).body.data as KanbanActivity[]).map((a) => a.data)).toEqual(
      [54, 53, 52, 51, 50].map(() => ({ fields: ['description'] })),
    );
  });

  it('list a board through JSON filters and a sort, and refuse filters that are not JSON', async () => {
    const board = await newBoard();
    const [todo, doing] = board.columns;
    await newItem(board, { title: 'Bravo', columnId: todo!.id, labels: ['api'], storyPoints: 5, priority: 'low' });
    await newItem(board, { title: 'alpha', columnId: doing!.id, labels: ['ui'], storyPoints: 1, priority: 'urgent', assigneeId: people.member.user.id });
    await newItem(board, { title: 'Charlie', columnId: null, labels: ['api', 'ui'], storyPoints: 8, description: 'needs the API' });
    const list = async (options: Parameters<typeof KanbanApi.boardItems>[1]) => (await call(owner(), 'get', KanbanApi.boardItems(board.id, options))).body.data as KanbanItemList;
    expect(titlesOf((await list({})).items)).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(titlesOf((await list({ sort: { field: 'title' } })).items)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(titlesOf((await list({ sort: { field: 'storyPoints', direction: 'desc' } })).items)).toEqual(['Charlie', 'Bravo', 'alpha']);
    expect(titlesOf((await list({ sort: { field: 'priority', direction: 'desc' } })).items)).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(await list({ filters: { labels: ['api'] }, sort: { field: 'title' } })).toMatchObject({ total: 2, items: [{ title: 'Bravo' }, { title: 'Charlie' }] });
    expect(titlesOf((await list({ filters: { status: ['active', 'backlog'] }, sort: { field: 'title' } })).items)).toEqual(['alpha', 'Charlie']);
    expect(titlesOf((await list({ filters: { assigneeId: people.member.user.id } })).items)).toEqual(['alpha']);
    expect(titlesOf((await list({ filters: { assigneeId: null, includeBacklog: false } })).items)).toEqual(['Bravo']);
    expect(titlesOf((await list({ filters: { search: 'api' } })).items)).toEqual(['Charlie']);
    expect(await list({ limit: 1, offset: 1 })).toMatchObject({ total: 3, items: [{ title: 'Bravo' }] });
    expectError(await call(owner(), 'get', `${KanbanApi.boardItems(board.id)}?filters=not-json`), 400, KanbanErrors.INVALID_FILTERS);
    expectError(await call(owner(), 'get', KanbanApi.boardItems(board.id, { filters: { colour: 'red' } as never })), 400, KanbanErrors.INVALID_FILTERS);
    expectError(await call(owner(), 'get', KanbanApi.boardItems(board.id, { filters: { status: ['nope'] } as never })), 400, KanbanErrors.INVALID_FILTERS);
    expectError(await call(owner(), 'get', KanbanApi.boardItems(board.id, { sort: { field: 'colour' } as never })), 400, KanbanErrors.INVALID_SORT);
  });
});

describe('the backlog', () => {
  it('keep the backlog in order, reorder it, and move an item onto the board', async () => {
    const board = await newBoard({ processType: 'scrum' });
    const created = [];
    for (const title of ['One', 'Two', 'Three']) {
      const response = await call(owner(), 'post', KanbanApi.backlogItems, { boardId: board.id, title });
      expect(response.status).toBe(201);
      created.push(response.body.data as KanbanItem);
    }
    const readBacklog = async () => (await call(owner(), 'get', KanbanApi.backlog(board.id))).body.data as KanbanBacklog;
    expect(titlesOf((await readBacklog()).items)).toEqual(['One', 'Two', 'Three']);
    await call(owner(), 'patch', KanbanApi.backlogItem(created[2]!.id), { position: 0, storyPoints: 2 }).expect(200);
    await call(owner(), 'patch', KanbanApi.backlogItem(created[0]!.id), { position: 1 }).expect(200);
    expect(titlesOf((await readBacklog()).items)).toEqual(['Three', 'One', 'Two']);
    const moved = await call(owner(), 'post', KanbanApi.moveToBoard(created[0]!.id), { columnId: board.columns[1]!.id });
    expect(moved.body.data).toMatchObject({ item: { status: 'active', columnId: board.columns[1]!.id }, fromColumnId: null, warning: null });
    expect(moved.body.data.item.workStartedAt).not.toBeNull();
    expect(titlesOf((await readBacklog()).items)).toEqual(['Three', 'Two']);
    expectError(await call(owner(), 'post', KanbanApi.moveToBoard(created[0]!.id), { columnId: board.columns[0]!.id }), 409, KanbanErrors.ITEM_ALREADY_ON_BOARD);
    expectError(await call(owner(), 'patch', KanbanApi.backlogItem(created[0]!.id), { position: 0 }), 409, KanbanErrors.ITEM_ALREADY_ON_BOARD);
    // Back to the backlog.
    const back = await call(owner(), 'patch', KanbanApi.moveItem(created[0]!.id), { targetColumnId: null, position: 0 });
    expect(back.body.data.item).toMatchObject({ status: 'backlog', columnId: null });
    expect(titlesOf((await readBacklog()).items)).toEqual(['One', 'Three', 'Two']);
  });
});

describe('deliveries and team events', () => {
  it('track a delivery of board items with its progress, released with a date', async () => {
    const board = await newBoard();
    const a = await newItem(board, { title: 'A', storyPoints: 3, columnId: board.columns[3]!.id });
    const b = await newItem(board, { title: 'B', storyPoints: 5 });
    const created = await call(owner(), 'post', KanbanApi.deliveries, { boardId: board.id, name: 'v1.0', targetDate: '2026-12-15', itemIds: [a.id, b.id] });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name: 'v1.0', status: 'active', targetDate: '2026-12-15', itemCount: 2, completedItemCount: 1, totalPoints: 8, completedPoints: 3, releasedAt: null });
    const released = (await call(owner(), 'put', KanbanApi.delivery(created.body.data.id), { name: 'v1.0.0', status: 'released', itemIds: [a.id] })).body.data as KanbanDelivery;
    expect(released).toMatchObject({ name: 'v1.0.0', status: 'released', targetDate: null, itemCount: 1, completedPoints: 3 });
    expect(released.releasedAt).not.toBeNull();
    expect(((await call(owner(), 'get', KanbanApi.boardDeliveries(board.id))).body.data as KanbanDelivery[]).map((d) => d.name)).toEqual(['v1.0.0']);
    expect(((await call(owner(), 'get', KanbanApi.item(b.id))).body.data as KanbanItem).deliveryId).toBeNull();
    const foreign = await newItem(await newBoard(), { title: 'Foreign' });
    expectError(await call(owner(), 'post', KanbanApi.deliveries, { boardId: board.id, name: 'v2', itemIds: [foreign.id] }), 400, KanbanErrors.DELIVERY_ITEMS_BOARD);
    expectError(await call(owner(), 'post', KanbanApi.deliveries, { boardId: board.id, name: ' ' }), 400, KanbanErrors.DELIVERY_NAME_REQUIRED);
  });

  it('keep a team calendar read by date range', async () => {
    const create = (title: string, startAt: string, endAt: string) => call(owner(), 'post', KanbanApi.events, { teamId: team.id, title, startAt, endAt, type: 'meeting' });
    const planning = (await create('Planning', '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z')).body.data as KanbanEvent;
    await create('Offsite', '2026-11-04T00:00:00Z', '2026-11-06T00:00:00Z').expect(201);
    await create('Review', '2026-11-13T14:00:00Z', '2026-11-13T15:00:00Z').expect(201);
    const range = async (startDate?: string, endDate?: string) => ((await call(owner(), 'get', KanbanApi.teamEvents(team.id, { startDate, endDate }))).body.data as KanbanEvent[]).map((e) => e.title);
    expect(await range('2026-11-05', '2026-11-13')).toEqual(['Offsite', 'Review']);
    expect(await range('2026-11-01', '2026-11-02')).toEqual(['Planning']);
    expect(await range()).toEqual(['Planning', 'Offsite', 'Review']);
    const moved = (await call(owner(), 'patch', KanbanApi.event(planning.id), { startAt: '2026-11-03T09:00:00Z', endAt: '2026-11-03T10:30:00Z', allDay: false })).body.data as KanbanEvent;
    expect(moved).toMatchObject({ startAt: '2026-11-03T09:00:00.000Z', endAt: '2026-11-03T10:30:00.000Z' });
    expectError(await call(owner(), 'patch', KanbanApi.event(planning.id), { endAt: '2026-11-01T00:00:00Z' }), 400, KanbanErrors.EVENT_DATES);
    expectError(await create('Backwards', '2026-11-02T10:00:00Z', '2026-11-02T09:00:00Z'), 400, KanbanErrors.EVENT_DATES);
    expectError(await call(owner(), 'get', KanbanApi.teamEvents(team.id, { startDate: 'someday-soon' })), 400, KanbanErrors.INVALID_DATE);
    expectError(await call(owner(), 'get', KanbanApi.teamEvents(team.id, { startDate: '2026-11-10', endDate: '2026-11-01' })), 400, KanbanErrors.EVENT_RANGE);
    expect((await call(owner(), 'delete', KanbanApi.event(planning.id))).body.data).toEqual({ id: planning.id, deleted: true });
    expectError(await call(owner(), 'delete', KanbanApi.event(planning.id)), 404, KanbanErrors.EVENT_NOT_FOUND);
  });
});

describe('archiving completed items', () => {
  it('archive complete items, list them, and restore one to its column', async () => {
    const board = await newBoard();
    const done = board.columns[3]!;
    const first = await newItem(board, { title: 'Done one', columnId: done.id });
    await newItem(board, { title: 'Done two', columnId: done.id });
    await newItem(board, { title: 'Open' });
    const result = (await call(owner(), 'post', KanbanApi.archiveCompleted, { boardId: board.id })).body.data;
    expect(result.archived).toBe(2);
    const view = (await call(owner(), 'get', KanbanApi.board(board.id))).body.data as KanbanBoardView;
    expect(titlesOf(view.items)).toEqual(['Open']);
    const archived = (await call(owner(), 'get', KanbanApi.archived({ boardId: board.id }))).body.data as KanbanItemList;
    expect(archived.total).toBe(2);
    expect(archived.items.every((i) => i.archivedAt !== null)).toBe(true);
    expectError(await call(owner(), 'patch', KanbanApi.moveItem(first.id), { targetColumnId: board.columns[0]!.id }), 409, KanbanErrors.ITEM_ARCHIVED);
    const restored = (await call(owner(), 'post', KanbanApi.restoreItem(first.id))).body.data as KanbanItem;
    expect(restored).toMatchObject({ archivedAt: null, columnId: done.id, status: 'complete' });
    expectError(await call(owner(), 'post', KanbanApi.restoreItem(first.id)), 409, KanbanErrors.ITEM_NOT_ARCHIVED);
    expect((await call(owner(), 'post', KanbanApi.archiveCompleted, { boardId: board.id, olderThanDays: 7 })).body.data.archived).toBe(0);
  });
});
