import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import {
  type KanbanBoard,
  type KanbanBoardView,
  type KanbanBurndown,
  type KanbanItem,
  type KanbanSprint,
  type KanbanSprintCompletion,
  type KanbanSprintDetail,
  type KanbanVelocity,
} from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';
import { nextSprintName } from './sprints.js';

let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
let board: KanbanBoard;
let token: string;
const items: Record<string, KanbanItem> = {};
const sprints: Record<string, KanbanSprint> = {};

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
function expectError(response: { status: number; body: { error: string } }, status: number, text: string) {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
}
async function at(instant: string): Promise<void> {
  platform.clock.set(instant);
  token = await platform.tokenFor(acme.owner, acme.id);
}
async function item(title: string, storyPoints: number): Promise<KanbanItem> {
  items[title] = (await call('post', KanbanApi.items, { boardId: board.id, title, storyPoints }).expect(201)).body.data as KanbanItem;
  return items[title]!;
}
const column = (title: string) => board.columns.find((c) => c.title === title)!.id;
const moveTo = (title: string, columnTitle: string) => call('patch', KanbanApi.moveItem(items[title]!.id), { targetColumnId: column(columnTitle) }).expect(200);
const addToSprint = (sprint: string, title: string) => call('post', KanbanApi.sprintItem(sprints[sprint]!.id, items[title]!.id)).expect(200);
const burndown = async (sprint: string) => (await call('get', KanbanApi.burndown(sprints[sprint]!.id))).body.data as KanbanBurndown;
const velocity = async (count?: number) => (await call('get', KanbanApi.velocity(team.id, count))).body.data as KanbanVelocity;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-01T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  token = acme.owner.token;
  team = (await call('post', TeamApi.teams, { name: 'Sprinters' })).body.data as TeamDetail;
  board = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Scrum', processType: 'scrum' })).body.data as KanbanBoard;
  await call('put', '/agile/settings', { costPerPointCents: 15_000, defaultVotingSystem: 'fibonacci' }).expect(200);
});
afterAll(() => platform?.close());

describe('sprints', () => {
  it('plan a sprint of the team and refuse dates that end before they start', async () => {
    const created = await call('post', KanbanApi.sprints, { teamId: team.id, boardId: board.id, name: 'Sprint 1', goal: 'First slice', startDate: '2026-11-02', endDate: '2026-11-06', capacityPoints: 20 });
    expect(created.status).toBe(201);
    sprints.one = created.body.data as KanbanSprint;
    expect(sprints.one).toMatchObject({ name: 'Sprint 1', status: 'planned', startDate: '2026-11-02', endDate: '2026-11-06', capacityPoints: 20, committedPoints: 0, itemCount: 0 });
    expectError(await call('post', KanbanApi.sprints, { teamId: team.id, name: 'Backwards', startDate: '2026-11-06', endDate: '2026-11-02' }), 400, KanbanErrors.SPRINT_DATES);
    expectError(await call('post', KanbanApi.sprints, { teamId: team.id, name: 'Bad', startDate: '2026-13-45', endDate: '2026-11-02' }), 400, 'startDate must match format "date"');
  });

  it('take items of the team boards only, and commit their points when the sprint starts', async () => {
    for (const [title, points] of [
      ['A', 3],
      ['B', 5],
      ['C', 2],
      ['D', 8],
    ] as const) {
      await item(title, points);
      await addToSprint('one', title);
    }
    const otherTeam = (await call('post', TeamApi.teams, { name: 'Others' })).body.data as TeamDetail;
    const otherBoard = (await call('post', KanbanApi.boards, { teamId: otherTeam.id, title: 'Theirs' })).body.data as KanbanBoard;
    const stranger = (await call('post', KanbanApi.items, { boardId: otherBoard.id, title: 'Stranger' })).body.data as KanbanItem;
    expectError(await call('post', KanbanApi.sprintItem(sprints.one!.id, stranger.id)), 400, KanbanErrors.SPRINT_TEAM_MISMATCH);
    expectError(await call('delete', KanbanApi.sprintItem(sprints.one!.id, stranger.id)), 404, KanbanErrors.ITEM_NOT_IN_SPRINT);
    expectError(await call('patch', KanbanApi.sprint(sprints.one!.id), { status: 'completed' }), 409, KanbanErrors.sprintTransition('planned', 'completed'));

    await at('2026-11-02T09:00:00Z');
    const started = (await call('patch', KanbanApi.sprint(sprints.one!.id), { status: 'active' })).body.data as KanbanSprint;
    expect(started).toMatchObject({ status: 'active', committedPoints: 18, totalPoints: 18, completedPoints: 0, itemCount: 4, startedAt: '2026-11-02T09:00:00.000Z' });
    const active = (await call('get', KanbanApi.activeSprint(team.id))).body.data as KanbanSprintDetail;
    expect(active.items.map((i) => i.title).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(((await call('get', KanbanApi.board(board.id))).body.data as KanbanBoardView).activeSprint).toMatchObject({ id: sprints.one!.id });

    const second = (await call('post', KanbanApi.sprints, { teamId: team.id, name: 'Parallel', startDate: '2026-11-02', endDate: '2026-11-06' })).body.data as KanbanSprint;
    expectError(await call('patch', KanbanApi.sprint(second.id), { status: 'active' }), 409, KanbanErrors.SPRINT_ALREADY_ACTIVE);
    await call('delete', KanbanApi.sprintItem(sprints.one!.id, items.A!.id)).expect(200);
    await addToSprint('one', 'A');
    // It stays planned for later: the next rollover goes there.
    await call('patch', KanbanApi.sprint(second.id), { name: 'Parked', startDate: '2026-12-28', endDate: '2026-12-31' }).expect(200);
    sprints.parked = second;
  });

  it('burn down by day: ideal from the committed points to 0, remaining after the day, nothing for days ahead', async () => {
    await at('2026-11-02T15:00:00Z');
    await moveTo('A', 'In progress');
    await moveTo('A', 'Done');
    await at('2026-11-03T11:00:00Z');
    await moveTo('C', 'Done');
    await at('2026-11-04T10:00:00Z');
    await item('E', 1);
    await addToSprint('one', 'E');
    await moveTo('B', 'Review');
    await at('2026-11-04T17:00:00Z');
    await moveTo('B', 'Done');
    await moveTo('D', 'In progress');
    const chart = await burndown('one');
    expect(chart).toMatchObject({ status: 'active', startDate: '2026-11-02', endDate: '2026-11-06', committedPoints: 18, scopePoints: 19 });
    // E (1 point) joined on the 4th: the scope is 18 until then, 19 after.
    expect(chart.days).toEqual([
      { date: '2026-11-02', ideal: 18, remaining: 15, completed: 3, scope: 18 },
      { date: '2026-11-03', ideal: 13.5, remaining: 13, completed: 5, scope: 18 },
      { date: '2026-11-04', ideal: 9, remaining: 9, completed: 10, scope: 19 },
      { date: '2026-11-05', ideal: 4.5, remaining: null, completed: null, scope: null },
      { date: '2026-11-06', ideal: 0, remaining: null, completed: null, scope: null },
    ]);
  });

  it('complete with a snapshot and roll the unfinished items over into the next planned sprint, created when the team has none', async () => {
    await at('2026-11-06T17:00:00Z');
    const done = (await call('post', KanbanApi.completeSprint(sprints.one!.id), {})).body.data as KanbanSprintCompletion;
    expect(done.sprint).toMatchObject({ status: 'completed', committedPoints: 18, completedPoints: 10, completedAt: '2026-11-06T17:00:00.000Z' });
    expect(done.sprint.snapshot).toMatchObject({ committedPoints: 18, completedPoints: 10, completedItems: 3, unfinishedItems: 2, rolledOverPoints: 9, rolledOverTo: sprints.parked!.id });
    expect(done.nextSprint!.id).toBe(sprints.parked!.id);
    expect(done.rolledOverItemIds.sort()).toEqual([items.D!.id, items.E!.id].sort());
    expectError(await call('patch', KanbanApi.sprint(sprints.one!.id), { name: 'Again' }), 409, KanbanErrors.SPRINT_COMPLETED);
    expectError(await call('post', KanbanApi.completeSprint(sprints.one!.id), {}), 409, KanbanErrors.SPRINT_COMPLETED);

    // The snapshot keeps the finished sprint's burndown as it was.
    expect((await burndown('one')).days.map((d) => d.remaining)).toEqual([15, 13, 9, 9, 9]);
  });

  it("create the next sprint, named after the last one, when a team has no planned sprint", async () => {
    expect(nextSprintName('Sprint 9')).toBe('Sprint 10');
    expect(nextSprintName('Hardening')).toBe('Hardening (continued)');
    await at('2026-11-09T09:00:00Z');
    await call('patch', KanbanApi.sprint(sprints.parked!.id), { name: 'Sprint 2', startDate: '2026-11-09', endDate: '2026-11-13' }).expect(200);
    await item('F', 3);
    await addToSprint('parked', 'F');
    const started = (await call('patch', KanbanApi.sprint(sprints.parked!.id), { status: 'active' })).body.data as KanbanSprint;
    expect(started.committedPoints).toBe(12);
    await at('2026-11-12T12:00:00Z');
    await moveTo('D', 'Done');
    await moveTo('F', 'Done');
    expectError(await call('post', KanbanApi.completeSprint(sprints.parked!.id), { targetSprintId: sprints.one!.id }), 400, KanbanErrors.ROLLOVER_TARGET);
    await at('2026-11-13T17:00:00Z');
    const done = (await call('patch', KanbanApi.sprint(sprints.parked!.id), { status: 'completed' })).body.data as KanbanSprintCompletion;
    expect(done.sprint).toMatchObject({ committedPoints: 12, completedPoints: 11 });
    expect(done.nextSprint).toMatchObject({ name: 'Sprint 3', status: 'planned', startDate: '2026-11-14', endDate: '2026-11-18', totalPoints: 1, itemCount: 1 });
    expect(done.rolledOverItemIds).toEqual([items.E!.id]);
    sprints.three = done.nextSprint!;
    const list = (await call('get', KanbanApi.teamSprints(team.id))).body.data as KanbanSprint[];
    expect(list.map((s) => [s.name, s.status])).toEqual([
      ['Sprint 1', 'completed'],
      ['Sprint 2', 'completed'],
      ['Sprint 3', 'planned'],
    ]);
    expect((await call('get', KanbanApi.activeSprint(team.id))).body.data).toBeNull();
  });

  it('measure velocity over the last completed sprints (6 by default) with the cost of a point', async () => {
    const report = await velocity();
    expect(report).toEqual({
      teamId: team.id,
      sprintCount: 6,
      sprints: [
        { sprintId: sprints.one!.id, name: 'Sprint 1', startDate: '2026-11-02', endDate: '2026-11-06', committedPoints: 18, completedPoints: 10, completedCostCents: 150_000 },
        { sprintId: sprints.parked!.id, name: 'Sprint 2', startDate: '2026-11-09', endDate: '2026-11-13', committedPoints: 12, completedPoints: 11, completedCostCents: 165_000 },
      ],
      averageCommittedPoints: 15,
      averageCompletedPoints: 10.5,
      costPerPointCents: 15_000,
    });
    expect((await velocity(1)).sprints.map((s) => s.name)).toEqual(['Sprint 2']);
    expectError(await call('get', `${KanbanApi.velocity(team.id)}?sprintCount=0`), 400, 'sprintCount must be >= 1');
  });

  it('draws each day against the scope of that day: an item taken out mid-sprint stops counting from then', async () => {
    const movers = (await call('post', TeamApi.teams, { name: 'Movers' })).body.data as TeamDetail;
    const moversBoard = (await call('post', KanbanApi.boards, { teamId: movers.id, title: 'Movers board', processType: 'scrum' })).body.data as KanbanBoard;
    const sprint = (await call('post', KanbanApi.sprints, { teamId: movers.id, name: 'Move 1', startDate: '2027-03-01', endDate: '2027-03-03' })).body.data as KanbanSprint;
    const p = (await call('post', KanbanApi.items, { boardId: moversBoard.id, title: 'P', storyPoints: 5 }).expect(201)).body.data as KanbanItem;
    const q = (await call('post', KanbanApi.items, { boardId: moversBoard.id, title: 'Q', storyPoints: 3 }).expect(201)).body.data as KanbanItem;
    for (const each of [p, q]) await call('post', KanbanApi.sprintItem(sprint.id, each.id)).expect(200);
    await at('2027-03-01T09:00:00Z');
    await call('patch', KanbanApi.sprint(sprint.id), { status: 'active' }).expect(200);
    await at('2027-03-02T12:00:00Z');
    await call('patch', KanbanApi.item(q.id), { sprintId: null }).expect(200);
    await at('2027-03-03T10:00:00Z');
    const chart = (await call('get', KanbanApi.burndown(sprint.id))).body.data as KanbanBurndown;
    expect(chart).toMatchObject({ committedPoints: 8, scopePoints: 5 });
    expect(chart.days.map((day) => [day.scope, day.remaining])).toEqual([
      [8, 8],
      [5, 5],
      [5, 5],
    ]);
  });
});
