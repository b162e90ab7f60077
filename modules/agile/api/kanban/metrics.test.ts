import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi, TeamApi } from './test-paths.js';
import { type KanbanBoard, type KanbanDashboard, type KanbanFlowMetrics, type KanbanItem } from '../../shared/kanban.js';
import { type TeamDetail } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let team: TeamDetail;
let board: KanbanBoard;
let token: string;
const items: KanbanItem[] = [];

type Method = 'get' | 'post' | 'patch';
function call(method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
  return body === undefined ? request : request.send(body);
}
async function at(instant: string): Promise<void> {
  platform.clock.set(instant);
  token = await platform.tokenFor(acme.owner, acme.id);
}
const column = (title: string) => board.columns.find((c) => c.title === title)!.id;
const move = (index: number, columnTitle: string) => call('patch', KanbanApi.moveItem(items[index]!.id), { targetColumnId: column(columnTitle) }).expect(200);
const flow = async (options: { days?: number; weeks?: number } = {}) => (await call('get', KanbanApi.flow(board.id, options))).body.data as KanbanFlowMetrics;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-02T09:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  token = acme.owner.token;
  team = (await call('post', TeamApi.teams, { name: 'Flow' })).body.data as TeamDetail;
  board = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Flow board' })).body.data as KanbanBoard;

  // Monday 09:00: I0..I4 (1, 2, 3, 5, 8 points), I5..I7 in To do, I8 in the backlog.
  for (const [index, points] of [1, 2, 3, 5, 8, null, null, null, null].entries()) {
    const response = await call('post', KanbanApi.items, { boardId: board.id, title: `I${index}`, storyPoints: points, ...(index === 8 ? { columnId: null } : {}) });
    items.push(response.body.data as KanbanItem);
  }
  // All five start at 11:00 and finish after 10, 20, 30, 40 and 50 hours.
  await at('2026-11-02T11:00:00Z');
  for (let i = 0; i < 5; i += 1) await move(i, 'In progress');
  for (const [i, instant] of ['2026-11-02T21:00:00Z', '2026-11-03T07:00:00Z', '2026-11-03T17:00:00Z', '2026-11-04T03:00:00Z', '2026-11-04T13:00:00Z'].entries()) {
    await at(instant);
    await move(i, 'Done');
  }
  await at('2026-11-04T14:00:00Z');
  await move(5, 'In progress');
  await move(6, 'Review');
  await at('2026-11-10T10:00:00Z');
});
afterAll(() => platform?.close());

describe('flow metrics', () => {
  it('compute cycle and lead time percentiles (p50, p85, p95) over the completed items', async () => {
    const metrics = await flow({ days: 9, weeks: 2 });
    // Cycle times 10, 20, 30, 40, 50 h: p85 = 40 + 0.4 x 10, p95 = 40 + 0.8 x 10 (linear interpolation).
    expect(metrics.cycleTime).toEqual({ count: 5, average: 30, p50: 30, p85: 44, p95: 48 });
    // Lead times add the 2 hours in To do: 12, 22, 32, 42, 52 h.
    expect(metrics.leadTime).toEqual({ count: 5, average: 32, p50: 32, p85: 46, p95: 50 });
  });

  it('count throughput per week (Mondays) with points, and the WIP in active columns now', async () => {
    const metrics = await flow({ days: 9, weeks: 2 });
    expect(metrics.throughput).toEqual([
      { weekStart: '2026-11-02', count: 5, points: 19 },
      { weekStart: '2026-11-09', count: 0, points: 0 },
    ]);
    expect(metrics.wip).toEqual({
      total: 2,
      byColumn: [
        { columnId: column('In progress'), title: 'In progress', count: 1, wipLimit: 5 },
        { columnId: column('Review'), title: 'Review', count: 1, wipLimit: 5 },
      ],
    });
  });

  it('give cumulative flow per day and status from the status history', async () => {
    const metrics = await flow({ days: 9, weeks: 2 });
    expect(metrics).toMatchObject({ from: '2026-11-02', to: '2026-11-10' });
    const settled = { backlog: 1, todo: 1, active: 2, complete: 5 };
    expect(metrics.cumulativeFlow).toEqual([
      { date: '2026-11-02', backlog: 1, todo: 3, active: 4, complete: 1 },
      { date: '2026-11-03', backlog: 1, todo: 3, active: 2, complete: 3 },
      { date: '2026-11-04', ...settled },
      ...['2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-09', '2026-11-10'].map((date) => ({ date, ...settled })),
    ]);
    // Days before the first item start from what came before them.
    const later = await flow({ days: 7, weeks: 1 });
    expect(later.cumulativeFlow[0]).toEqual({ date: '2026-11-04', ...settled });
  });

  it('use 30 days and 12 weeks by default, and answer nulls for a board with nothing completed', async () => {
    const metrics = await flow();
    expect(metrics.cumulativeFlow).toHaveLength(30);
    expect(metrics.throughput).toHaveLength(12);
    const empty = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Empty' })).body.data as KanbanBoard;
    const none = (await call('get', KanbanApi.flow(empty.id))).body.data as KanbanFlowMetrics;
    expect(none.cycleTime).toEqual({ count: 0, average: null, p50: null, p85: null, p95: null });
    expect(none.wip.total).toBe(0);
    expect(none.cumulativeFlow.at(-1)).toEqual({ date: '2026-11-10', backlog: 0, todo: 0, active: 0, complete: 0 });
    expect((await call('get', `${KanbanApi.flow(board.id)}?days=3`)).status).toBe(400);
  });

  it('keep archived items in the metrics', async () => {
    await call('post', KanbanApi.archiveCompleted, { boardId: board.id }).expect(200);
    const metrics = await flow({ days: 9, weeks: 2 });
    expect(metrics.cycleTime.count).toBe(5);
    expect(metrics.cumulativeFlow.at(-1)).toEqual({ date: '2026-11-10', backlog: 1, todo: 1, active: 2, complete: 5 });
  });
});

describe('the kanban dashboard', () => {
  it('list every board with its items, WIP, columns over their limit, throughput and active sprint', async () => {
    const busy = (await call('post', KanbanApi.boards, { teamId: team.id, title: 'Busy', columns: [{ title: 'Doing', category: 'active', wipLimit: 1 }] })).body.data as KanbanBoard;
    for (const title of ['x', 'y']) await call('post', KanbanApi.items, { boardId: busy.id, title }).expect(201);
    const sprint = (await call('post', KanbanApi.sprints, { teamId: team.id, name: 'Sprint 7', startDate: '2026-11-09', endDate: '2026-11-20' })).body.data;
    await call('patch', KanbanApi.sprint(sprint.id), { status: 'active' }).expect(200);
    const dashboard = (await call('get', KanbanApi.dashboard)).body.data as KanbanDashboard;
    const row = (title: string) => dashboard.boards.find((b) => b.title === title)!;
    expect(row('Flow board')).toMatchObject({ itemCount: 3, backlogCount: 1, wip: 2, overLimitColumns: 0, throughputLastWeek: 3, throughputLast4Weeks: 5, teamName: 'Flow' });
    expect(row('Busy')).toMatchObject({ itemCount: 2, wip: 2, overLimitColumns: 1, activeSprint: { id: sprint.id, name: 'Sprint 7', endDate: '2026-11-20' } });
    // Since Tuesday 10:00: I2, I3 and I4 completed.
    expect(dashboard.totals).toEqual({ boards: 3, items: 5, wip: 4, throughputLastWeek: 3 });
  });
});
