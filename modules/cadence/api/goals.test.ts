import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VELOCITY, defineApiPlugin, endpointPath, type VelocitySprint } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { CadenceErrors as E } from '../shared/errors.js';
import { GoalEndpoints as G, type CheckIn, type KeyResult, type Objective } from '../shared/goal-endpoints.js';
import { lastWeeks } from '../shared/rules.js';
import { TeamEndpoints as TE, type Scorecard } from '../shared/team-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

/** A stand-in for agile's VELOCITY (the real one lives in another module): sprints the test completes. */
const sprints: VelocitySprint[] = [];
const agileStandIn = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(VELOCITY, {
      async velocity(_accountId, _teamId, options) {
        const last = sprints.slice(-(options?.sprintCount ?? 6));
        const average = (pick: (s: VelocitySprint) => number) => (last.length ? last.reduce((sum, s) => sum + pick(s), 0) / last.length : 0);
        return { sprints: last, averageCommittedPoints: average((s) => s.committedPoints), averageCompletedPoints: average((s) => s.completedPoints) };
      },
      costPerPointCents: async () => 0,
    });
  },
});
const sprint = (n: number, completedPoints: number): VelocitySprint => ({ sprintId: `s${n}`, name: `Sprint ${n}`, startDate: '2026-10-01', endDate: '2026-10-14', committedPoints: 30, completedPoints });

let platform: TestPlatform;
let co: CadenceCompany;
let asOwner: ReturnType<typeof caller>;
let asReport: ReturnType<typeof caller>;
let asPeer: ReturnType<typeof caller>;
let company: Objective;
const AGILE_TEAM = '7d3c9c53-5a0c-4a43-9b0e-1c1f3f0a0b01';

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agileStandIn, cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  asOwner = caller(platform, co.owner, co.account.id);
  asReport = caller(platform, co.report, co.account.id);
  asPeer = caller(platform, co.peer, co.account.id);
  company = (await asOwner('post', endpointPath(G.createObjective), { title: 'Become the default tool for startups', level: 'company', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
});
afterAll(() => platform?.close());

describe('objectives and key results', () => {
  it('rolls key-result progress up to the objective and to its company parent (worked numbers)', async () => {
    const team = (await asReport('post', endpointPath(G.createObjective), { title: 'Ship faster', level: 'team', parentId: company.id, periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
    expect(team.ownerUserId).toBe(co.report.id);
    const kr = (path: string, body: object) => asReport('post', path, body);
    const path = endpointPath(G.createKeyResult, { id: team.id });
    expect((await kr(path, { title: 'Deploys per week', startValue: 0, targetValue: 40, currentValue: 30 })).body.data.progress).toBe(75);
    expect((await kr(path, { title: 'Lead time (days)', startValue: 10, targetValue: 5, currentValue: 7 })).body.data.progress).toBe(60);
    expect((await kr(path, { title: 'Customers onboarded', startValue: 20, targetValue: 30, currentValue: 23 })).body.data.progress).toBe(30);
    const all = (await asReport('get', endpointPath(G.objectives))).body.data as Objective[];
    expect(all.find((o) => o.id === team.id)!.progress).toBe(55);
    // The company objective has no key result of its own: it shows its aligned team's progress.
    expect(all.find((o) => o.id === company.id)!.progress).toBe(55);
  });

  it('refuses aligning upwards, an unknown parent, and a target equal to the start', async () => {
    const person = (await asReport('post', endpointPath(G.createObjective), { title: 'Learn Rust', level: 'person', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
    const upwards = await asOwner('post', endpointPath(G.createObjective), { title: 'Bad', level: 'company', parentId: person.id, periodStart: '2026-10-01', periodEnd: '2026-12-31' });
    expect([upwards.status, upwards.body.error]).toEqual([422, E.PARENT_LEVEL]);
    const unknown = await asOwner('post', endpointPath(G.createObjective), { title: 'Bad', level: 'team', parentId: '00000000-0000-4000-8000-000000000000', periodStart: '2026-10-01', periodEnd: '2026-12-31' });
    expect([unknown.status, unknown.body.error]).toEqual([404, E.PARENT_NOT_FOUND]);
    const flat = await asReport('post', endpointPath(G.createKeyResult, { id: person.id }), { title: 'Flat', startValue: 3, targetValue: 3 });
    expect([flat.status, flat.body.error]).toEqual([422, E.TARGET_EQUALS_START]);
    const empty = await asReport('post', endpointPath(G.createObjective), { title: '', level: 'person', periodStart: '2026-10-01', periodEnd: '2026-12-31' });
    expect([empty.status, empty.body.error]).toEqual([400, E.TITLE_REQUIRED]);
  });

  it("lets only the owner (or a people manager) change a goal or check in on it", async () => {
    const mine = (await asReport('post', endpointPath(G.createObjective), { title: 'Mine', level: 'person', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
    const kr = (await asReport('post', endpointPath(G.createKeyResult, { id: mine.id }), { title: 'Books read', startValue: 0, targetValue: 4 })).body.data as KeyResult;
    const byPeer = await asPeer('patch', endpointPath(G.updateObjective, { id: mine.id }), { title: 'Theirs now' });
    expect([byPeer.status, byPeer.body.error]).toEqual([403, E.GOAL_OWNER_ONLY]);
    const peerCheckIn = await asPeer('post', endpointPath(G.checkIn, { id: kr.id }), { value: 4, confidence: 90 });
    expect([peerCheckIn.status, peerCheckIn.body.error]).toEqual([403, E.GOAL_OWNER_ONLY]);
    const badConfidence = await asReport('post', endpointPath(G.checkIn, { id: kr.id }), { value: 1, confidence: 120 });
    expect([badConfidence.status, badConfidence.body.error]).toEqual([400, E.CONFIDENCE_RANGE]);
    expect((await asOwner('patch', endpointPath(G.updateObjective, { id: mine.id }), { title: 'Renamed by the founder' })).status).toBe(200);
    const observer = await caller(platform, co.observer, co.account.id)('post', endpointPath(G.createObjective), { title: 'Nope', level: 'person', periodStart: '2026-10-01', periodEnd: '2026-12-31' });
    expect(observer.status).toBe(403);
  });

  it('keeps a history of check-ins with their comments', async () => {
    const objective = (await asReport('post', endpointPath(G.createObjective), { title: 'Hiring', level: 'team', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
    const kr = (await asReport('post', endpointPath(G.createKeyResult, { id: objective.id }), { title: 'Engineers hired', startValue: 0, targetValue: 4 })).body.data as KeyResult;
    await asReport('post', endpointPath(G.checkIn, { id: kr.id }), { value: 1, confidence: 80, comment: 'First offer accepted' });
    await asReport('post', endpointPath(G.checkIn, { id: kr.id }), { value: 2, confidence: 60, comment: 'Second one, pipeline thin' });
    const history = (await asReport('get', `${endpointPath(G.checkIns)}?keyResultId=${kr.id}`)).body.data as CheckIn[];
    expect(history.map((c) => [c.value, c.confidence, c.comment, c.source])).toEqual([
      [2, 60, 'Second one, pipeline thin', 'manual'],
      [1, 80, 'First offer accepted', 'manual'],
    ]);
    const after = (await asReport('get', endpointPath(G.objectives))).body.data as Objective[];
    const updated = after.find((o) => o.id === objective.id)!;
    expect(updated.keyResults[0]).toMatchObject({ currentValue: 2, confidence: 60, progress: 50 });
  });

  it('moves a key result linked to velocity when a sprint is completed, with a metric check-in', async () => {
    const noTeam = await asOwner('post', endpointPath(G.createKeyResult, { id: company.id }), { title: 'Velocity', startValue: 20, targetValue: 40, metricSource: 'agile.velocity' });
    expect([noTeam.status, noTeam.body.error]).toEqual([422, E.METRIC_TEAM_REQUIRED]);
    sprints.push(sprint(1, 24));
    const kr = (await asOwner('post', endpointPath(G.createKeyResult, { id: company.id }), { title: 'Velocity', startValue: 20, targetValue: 40, metricSource: 'agile.velocity', metricTeamId: AGILE_TEAM })).body.data as KeyResult;
    expect([kr.currentValue, kr.progress]).toEqual([24, 20]);
    sprints.push(sprint(2, 30), sprint(3, 36));
    const objectives = (await asOwner('get', endpointPath(G.objectives))).body.data as Objective[];
    const moved = objectives.find((o) => o.id === company.id)!.keyResults.find((k) => k.id === kr.id)!;
    // Average of the last three sprints: (24 + 30 + 36) / 3 = 30 -> half way from 20 to 40.
    expect([moved.currentValue, moved.progress]).toEqual([30, 50]);
    const history = (await asOwner('get', `${endpointPath(G.checkIns)}?keyResultId=${kr.id}`)).body.data as CheckIn[];
    expect(history.map((c) => [c.value, c.source])).toEqual([
      [30, 'metric'],
      [24, 'metric'],
    ]);
  });

  it("feeds this week's value of a measurable from the team velocity", async () => {
    await asOwner('post', endpointPath(TE.createMeasurable), { name: 'Velocity', target: 25, direction: 'at_least', metricSource: 'agile.velocity', metricTeamId: AGILE_TEAM });
    const card = (await asOwner('get', endpointPath(TE.scorecard))).body.data as Scorecard;
    const velocity = card.measurables.find((m) => m.name === 'Velocity')!;
    expect(velocity.weeks.at(-1)).toEqual({ week: lastWeeks(new Date()).at(-1), value: 30, status: 'green' });
  });

  it('refuses a metric whose domain is off for the account', async () => {
    await platform.setFeatures(co.account.id, ['operational_cadence']);
    const off = await asOwner('post', endpointPath(G.createKeyResult, { id: company.id }), { title: 'MRR', startValue: 0, targetValue: 10_000, metricSource: 'bi.mrr' });
    expect([off.status, off.body.error]).toEqual([422, E.METRIC_UNAVAILABLE]);
  });
});
