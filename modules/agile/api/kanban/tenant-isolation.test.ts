import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import {
  type KanbanBoard,
  type KanbanBoardView,
  type KanbanDashboard,
  type KanbanDelivery,
  type KanbanEvent,
  type KanbanItem,
  type KanbanItemList,
  type KanbanSprint,
} from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs: { team: string; board: string; column: string; item: string; child: string; backlogItem: string; sprint: string; delivery: string; event: string } = {} as never;
const mine: { team: string; board: KanbanBoard; item: string; sprint: string } = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(account: TestAccount, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  const team = (await call(globex, 'post', TeamApi.teams, { name: 'Globex team' })).body.data as TeamDetail;
  theirs.team = team.id;
  const board = (await call(globex, 'post', KanbanApi.boards, { teamId: team.id, title: 'Globex secret board' })).body.data as KanbanBoard;
  theirs.board = board.id;
  theirs.column = board.columns[1]!.id;
  theirs.item = ((await call(globex, 'post', KanbanApi.items, { boardId: board.id, title: 'Secret item', storyPoints: 3 })).body.data as KanbanItem).id;
  theirs.child = ((await call(globex, 'post', KanbanApi.items, { boardId: board.id, title: 'Secret child', parentId: theirs.item })).body.data as KanbanItem).id;
  theirs.backlogItem = ((await call(globex, 'post', KanbanApi.backlogItems, { boardId: board.id, title: 'Secret backlog' })).body.data as KanbanItem).id;
  const sprint = (await call(globex, 'post', KanbanApi.sprints, { teamId: team.id, boardId: board.id, name: 'Secret sprint', startDate: '2026-11-02', endDate: '2026-11-13' })).body.data as KanbanSprint;
  theirs.sprint = sprint.id;
  await call(globex, 'post', KanbanApi.sprintItem(sprint.id, theirs.item)).expect(200);
  await call(globex, 'patch', KanbanApi.sprint(sprint.id), { status: 'active' }).expect(200);
  theirs.delivery = ((await call(globex, 'post', KanbanApi.deliveries, { boardId: board.id, name: 'Secret release', itemIds: [theirs.item] })).body.data as KanbanDelivery).id;
  theirs.event = ((await call(globex, 'post', KanbanApi.events, { teamId: team.id, title: 'Secret meeting', startAt: '2026-11-03T09:00:00Z', endAt: '2026-11-03T10:00:00Z' })).body.data as KanbanEvent).id;

  const myTeam = (await call(acme, 'post', TeamApi.teams, { name: 'Acme team' })).body.data as TeamDetail;
  mine.team = myTeam.id;
  mine.board = (await call(acme, 'post', KanbanApi.boards, { teamId: myTeam.id, title: 'Acme board' })).body.data as KanbanBoard;
  mine.item = ((await call(acme, 'post', KanbanApi.items, { boardId: mine.board.id, title: 'Acme item' })).body.data as KanbanItem).id;
  mine.sprint = ((await call(acme, 'post', KanbanApi.sprints, { teamId: myTeam.id, name: 'Acme sprint', startDate: '2026-11-02', endDate: '2026-11-13' })).body.data as KanbanSprint).id;
  await call(acme, 'patch', KanbanApi.sprint(mine.sprint), { status: 'active' }).expect(200);
});
afterAll(() => platform?.close());

describe('tenant isolation of the kanban', () => {
  it("refuses every route naming another account's board, column, item, sprint, delivery, event or team", async () => {
    const { team, board, column, item, child, backlogItem, sprint, delivery, event } = theirs;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${KanbanApi.board(board)}` },
      { method: 'PATCH', path: `/api${KanbanApi.board(board)}`, body: { title: 'Hijacked' } },
      { method: 'DELETE', path: `/api${KanbanApi.board(board)}` },
      { method: 'GET', path: `/api${KanbanApi.teamBoards(team)}` },
      { method: 'POST', path: `/api${KanbanApi.boards}`, body: { teamId: team, title: 'In their team' } },
      { method: 'PATCH', path: `/api${KanbanApi.reorderColumns(board)}`, body: { columnOrders: [{ columnId: column, position: 0 }] } },
      { method: 'GET', path: `/api${KanbanApi.boardItems(board)}` },
      { method: 'GET', path: `/api${KanbanApi.boardDeliveries(board)}` },
      { method: 'GET', path: `/api${KanbanApi.boardActivity(board)}` },
      { method: 'POST', path: `/api${KanbanApi.columns}`, body: { boardId: board, title: 'Injected', category: 'todo' } },
      { method: 'PATCH', path: `/api${KanbanApi.column(column)}`, body: { title: 'Renamed' } },
      { method: 'DELETE', path: `/api${KanbanApi.column(column)}` },
      { method: 'POST', path: `/api${KanbanApi.items}`, body: { boardId: board, title: 'Injected' } },
      { method: 'POST', path: `/api${KanbanApi.items}`, body: { boardId: mine.board.id, title: 'Into their column', columnId: column } },
      { method: 'POST', path: `/api${KanbanApi.items}`, body: { boardId: mine.board.id, title: 'Their parent', parentId: item } },
      { method: 'POST', path: `/api${KanbanApi.items}`, body: { boardId: mine.board.id, title: 'Their sprint', sprintId: sprint } },
      { method: 'POST', path: `/api${KanbanApi.items}`, body: { boardId: mine.board.id, title: 'Their delivery', deliveryId: delivery } },
      { method: 'GET', path: `/api${KanbanApi.item(item)}` },
      { method: 'PATCH', path: `/api${KanbanApi.item(item)}`, body: { title: 'Renamed' } },
      { method: 'DELETE', path: `/api${KanbanApi.item(item)}` },
      { method: 'PATCH', path: `/api${KanbanApi.moveItem(item)}`, body: { targetColumnId: column } },
      { method: 'PATCH', path: `/api${KanbanApi.moveItem(mine.item)}`, body: { targetColumnId: column } },
      { method: 'GET', path: `/api${KanbanApi.children(item)}` },
      { method: 'GET', path: `/api${KanbanApi.itemActivity(child)}` },
      { method: 'POST', path: `/api${KanbanApi.restoreItem(item)}` },
      { method: 'GET', path: `/api${KanbanApi.backlog(board)}` },
      { method: 'POST', path: `/api${KanbanApi.backlogItems}`, body: { boardId: board, title: 'Injected' } },
      { method: 'PATCH', path: `/api${KanbanApi.backlogItem(backlogItem)}`, body: { position: 0 } },
      { method: 'POST', path: `/api${KanbanApi.moveToBoard(backlogItem)}`, body: { columnId: column } },
      { method: 'POST', path: `/api${KanbanApi.sprints}`, body: { teamId: team, name: 'Injected', startDate: '2026-11-02', endDate: '2026-11-06' } },
      { method: 'GET', path: `/api${KanbanApi.teamSprints(team)}` },
      { method: 'GET', path: `/api${KanbanApi.activeSprint(team)}` },
      { method: 'GET', path: `/api${KanbanApi.sprintDetail(sprint)}` },
      { method: 'PATCH', path: `/api${KanbanApi.sprint(sprint)}`, body: { name: 'Renamed' } },
      { method: 'POST', path: `/api${KanbanApi.completeSprint(sprint)}`, body: {} },
      { method: 'POST', path: `/api${KanbanApi.completeSprint(mine.sprint)}`, body: { targetSprintId: sprint } },
      { method: 'POST', path: `/api${KanbanApi.sprintItem(sprint, item)}` },
      { method: 'DELETE', path: `/api${KanbanApi.sprintItem(sprint, item)}` },
      { method: 'POST', path: `/api${KanbanApi.sprintItem(mine.sprint, item)}` },
      { method: 'POST', path: `/api${KanbanApi.deliveries}`, body: { boardId: board, name: 'Injected' } },
      { method: 'POST', path: `/api${KanbanApi.deliveries}`, body: { boardId: mine.board.id, name: 'Their items', itemIds: [item] } },
      { method: 'PUT', path: `/api${KanbanApi.delivery(delivery)}`, body: { name: 'Renamed', status: 'released' } },
      { method: 'POST', path: `/api${KanbanApi.events}`, body: { teamId: team, title: 'Injected', startAt: '2026-11-03T09:00:00Z', endAt: '2026-11-03T10:00:00Z' } },
      { method: 'GET', path: `/api${KanbanApi.teamEvents(team)}` },
      { method: 'PATCH', path: `/api${KanbanApi.event(event)}`, body: { title: 'Renamed' } },
      { method: 'DELETE', path: `/api${KanbanApi.event(event)}` },
      { method: 'GET', path: `/api${KanbanApi.flow(board)}` },
      { method: 'GET', path: `/api${KanbanApi.velocity(team)}` },
      { method: 'GET', path: `/api${KanbanApi.burndown(sprint)}` },
      { method: 'POST', path: `/api${KanbanApi.archiveCompleted}`, body: { boardId: board } },
      { method: 'GET', path: `/api${KanbanApi.archived({ boardId: board })}` },
    ];
    const statuses = await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    expect(statuses.length).toBe(routes.length);

    // Nothing of theirs changed.
    const view = (await call(globex, 'get', KanbanApi.board(board))).body.data as KanbanBoardView;
    expect(view.board.title).toBe('Globex secret board');
    expect(view.board.columns.map((c) => c.title)).toEqual(['To do', 'In progress', 'Review', 'Done']);
    expect(view.items.map((i) => [i.title, i.columnId === view.board.columns[0]!.id, i.sprintId, i.deliveryId])).toEqual([
      ['Secret item', true, sprint, delivery],
      ['Secret child', true, null, null],
    ]);
    expect(view.activeSprint).toMatchObject({ id: sprint, name: 'Secret sprint', status: 'active' });
    const events = (await call(globex, 'get', KanbanApi.teamEvents(team))).body.data as KanbanEvent[];
    expect(events.map((e) => e.title)).toEqual(['Secret meeting']);
  });

  it("never lists or counts another account's boards, items or sprints", async () => {
    const boards = (await call(acme, 'get', KanbanApi.boards)).body.data as KanbanBoard[];
    expect(boards.map((b) => b.id)).toEqual([mine.board.id]);
    const dashboard = (await call(acme, 'get', KanbanApi.dashboard)).body.data as KanbanDashboard;
    expect(dashboard.boards.map((b) => b.id)).toEqual([mine.board.id]);
    expect(dashboard.totals).toMatchObject({ boards: 1, items: 1 });
    await call(globex, 'patch', KanbanApi.moveItem(theirs.item), { targetColumnId: (await call(globex, 'get', KanbanApi.board(theirs.board))).body.data.board.columns[3].id }).expect(200);
    await call(globex, 'post', KanbanApi.archiveCompleted, {}).expect(200);
    const archived = (await call(acme, 'get', KanbanApi.archived())).body.data as KanbanItemList;
    expect(archived.total).toBe(0);
    expect((await call(acme, 'post', KanbanApi.archiveCompleted, {})).body.data.archived).toBe(0);
    expect(((await call(globex, 'get', KanbanApi.archived())).body.data as KanbanItemList).total).toBe(1);
  });
});
