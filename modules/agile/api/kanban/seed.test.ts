import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, SeedContext } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { KanbanApi } from './test-paths.js';
import {
  type KanbanBacklog,
  type KanbanBoard,
  type KanbanBoardView,
  type KanbanBurndown,
  type KanbanFlowMetrics,
  type KanbanSprint,
  type KanbanVelocity,
} from '../../shared/kanban.js';
import type { Team } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
const users: Record<string, TestUser> = {};
const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** The seed runs with the platform's own tenant scope (Objection queries included). */
const scopeFor: SeedContext['scopeFor'] = (accountId, knex) => createTenantScope(knex ?? platform.db, accountId);
const seedContext = (accounts: SeedContext['demo']['accounts']): SeedContext => ({ db: platform.db, scopeFor, demo: { accounts }, capabilities: platform.platform.host.capabilities, log: quiet, now: platform.clock.now });
const get = async <T>(path: string) => (await platform.http.get(`/api${path}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id })).body.data as T;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock('2026-11-20T12:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  for (const label of ['facilitator', 'teamLead', 'member', 'admin', 'observer']) {
    users[label] = await platform.createUser();
    await platform.addMember(acme, users[label]!, label === 'observer' ? 'OBSERVER' : label === 'admin' ? 'ADMIN' : 'MEMBER');
  }
  acme.owner.token = await platform.tokenFor(acme.owner, acme.id);
});
afterAll(() => platform?.close());

describe('demo kanban', () => {
  it('does nothing without the PRO demo account', async () => {
    await agilePlugin.seed!(seedContext({}));
    expect(await platform.db('agile.kanban_boards').count('* as n')).toEqual([{ n: 0 }]);
  });

  it("gives the demo team a scrum board with work in every column, two finished sprints and an active one, once", async () => {
    const accounts = { pro: { id: acme.id, plan: 'PRO' as const, users: Object.fromEntries(Object.entries(users).map(([label, user]) => [label, user.id])) } };
    await agilePlugin.seed!(seedContext(accounts));
    await agilePlugin.seed!(seedContext(accounts));
    const boards = await get<KanbanBoard[]>(KanbanApi.boards);
    expect(boards.map((b) => [b.title, b.processType, b.teamName])).toEqual([['Robotics Core', 'scrum', 'Robotics Core']]);
    const board = boards[0]!;
    expect(board.columns.map((c) => [c.title, c.itemCount])).toEqual([
      ['To do', 2],
      ['In progress', 2],
      ['Review', 1],
      ['Done', 16],
    ]);
    expect((await get<KanbanBacklog>(KanbanApi.backlog(board.id))).items).toHaveLength(6);
    const view = await get<KanbanBoardView>(KanbanApi.board(board.id));
    expect(view.activeSprint).toMatchObject({ name: 'Sprint 3', status: 'active', committedPoints: 29, completedPoints: 8 });

    const team = (await get<Team[]>('/teams'))[0]!;
    const sprints = await get<KanbanSprint[]>(KanbanApi.teamSprints(team.id));
    expect(sprints.map((s) => [s.name, s.status, s.startDate, s.endDate])).toEqual([
      ['Sprint 1', 'completed', '2026-10-17', '2026-10-30'],
      ['Sprint 2', 'completed', '2026-10-31', '2026-11-13'],
      ['Sprint 3', 'active', '2026-11-14', '2026-11-27'],
    ]);
    const velocity = await get<KanbanVelocity>(KanbanApi.velocity(team.id));
    expect(velocity.sprints.map((s) => [s.name, s.committedPoints, s.completedPoints])).toEqual([
      ['Sprint 1', 29, 22],
      ['Sprint 2', 29, 21],
    ]);

    const burndown = await get<KanbanBurndown>(KanbanApi.burndown(sprints[2]!.id));
    expect(burndown.days).toHaveLength(14);
    expect(burndown.days.map((d) => d.remaining)).toEqual([29, 29, 28, 28, 23, 21, 21, null, null, null, null, null, null, null]);
    const finished = await get<KanbanBurndown>(KanbanApi.burndown(sprints[1]!.id));
    expect(finished.days.at(-1)).toMatchObject({ ideal: 0, remaining: 8 });

    const flow = await get<KanbanFlowMetrics>(KanbanApi.flow(board.id, { days: 42 }));
    expect(flow.throughput.reduce((sum, week) => sum + week.count, 0)).toBe(16);
    expect(flow.cycleTime.count).toBe(16);
    expect(flow.cycleTime.p50).toBeGreaterThan(24);
    expect(flow.wip.total).toBe(3);
    expect(flow.cumulativeFlow.at(-1)).toEqual({ date: '2026-11-20', backlog: 6, todo: 2, active: 3, complete: 16 });
    expect(flow.cumulativeFlow[0]).toEqual({ date: '2026-10-10', backlog: 0, todo: 0, active: 0, complete: 0 });
  });
});
