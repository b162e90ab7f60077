import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETROSPECTIVES, VELOCITY, defineApiPlugin, endpointPath, type TeamRetrospective, type TeamSprint } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestPlatform } from '@suite/testing';
import { RosterEndpoints as R, type CadenceTeam } from '../shared/roster-endpoints.js';
import { TeamEndpoints, type TeamHealth } from '../shared/team-endpoints.js';
import { CalendarEndpoints } from '../shared/calendar-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

/**
 * Agile's retrospectives and sprints in cadence: retro sentiment in team health and sprint dates
 * and retros on the calendar, read through RETROSPECTIVES (a stand-in here: agile is another module).
 */

const APOLLO = '5b1f7f0e-2f6c-4d55-9a43-2f3c1c0a0a11';
const retros = new Map<string, TeamRetrospective[]>();
const sprints = new Map<string, TeamSprint[]>();
const retro = (id: string, name: string, startedAt: string, counts: [number, number, number, number]): TeamRetrospective => ({
  id,
  name,
  teamId: APOLLO,
  status: 'COMPLETED',
  startedAt,
  completedAt: startedAt,
  createdAt: startedAt,
  cards: counts[0] + counts[2],
  positiveCards: counts[0],
  positiveVotes: counts[1],
  negativeCards: counts[2],
  negativeVotes: counts[3],
  positivityPct: null,
  path: `/retrospectives/${id}`,
});
const agileStandIn = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(VELOCITY, {
      velocity: async () => ({ sprints: [], averageCommittedPoints: 0, averageCompletedPoints: 0 }),
      costPerPointCents: async () => 0,
      teams: async (accountId) => (accountId === acme?.account.id ? [{ id: APOLLO, name: 'Apollo' }] : []),
    });
    ctx.capabilities.provide(RETROSPECTIVES, {
      retrospectives: async (accountId, filter) => (retros.get(accountId) ?? []).filter((r) => !filter?.teamIds || filter.teamIds.includes(r.teamId ?? '')),
      sprints: async (accountId) => sprints.get(accountId) ?? [],
    });
  },
});

let platform: TestPlatform;
let acme: CadenceCompany;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agileStandIn, cadencePlugin], clock: new TestClock('2026-11-10T09:00:00Z') });
  acme = await createCompany(platform, 'Acme');
  // Newest first: 6 positive (2 cards + 4 votes) against 4; 8 against 1; 2 against 6; an older one beyond the three.
  retros.set(acme.account.id, [
    retro('00000000-0000-4000-8000-0000000000a1', 'Sprint 9 retro', '2026-11-06T14:00:00.000Z', [2, 4, 2, 2]),
    retro('00000000-0000-4000-8000-0000000000a2', 'Sprint 8 retro', '2026-10-23T14:00:00.000Z', [3, 5, 1, 0]),
    retro('00000000-0000-4000-8000-0000000000a3', 'Sprint 7 retro', '2026-10-09T14:00:00.000Z', [1, 1, 3, 3]),
    retro('00000000-0000-4000-8000-0000000000a4', 'Sprint 6 retro', '2026-09-25T14:00:00.000Z', [9, 9, 0, 0]),
  ]);
  sprints.set(acme.account.id, [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Sprint 10', teamId: APOLLO, boardId: null, startDate: '2026-11-09', endDate: '2026-11-20', status: 'active' }]);
});
afterAll(() => platform?.close());

describe('retro sentiment and sprint dates from agile', () => {
  it("shows the linked team's retro sentiment with its basis (worked numbers)", async () => {
    const asOwner = caller(platform, acme.owner, acme.account.id);
    const team = (await asOwner('post', endpointPath(R.createTeam), { name: 'Robotics' })).body.data as CadenceTeam;
    const unlinked = ((await asOwner('get', endpointPath(TeamEndpoints.teamHealth))).body.data as TeamHealth).find((t) => t.teamId === team.id)!;
    expect(unlinked.figures.find((f) => f.key === 'retroSentiment')).toMatchObject({ value: null, missing: 'none' });
    await asOwner('patch', endpointPath(R.updateTeam, { id: team.id }), { name: 'Robotics', agileTeamId: APOLLO }).expect(200);
    const health = ((await asOwner('get', endpointPath(TeamEndpoints.teamHealth))).body.data as TeamHealth).find((t) => t.teamId === team.id)!;
    // (6 + 8 + 2) = 16 positive against (4 + 1 + 6) = 11 negative over the latest three: 16 / 27 = 59 %.
    expect(health.figures.find((f) => f.key === 'retroSentiment')).toEqual({ key: 'retroSentiment', value: 59, missing: null, basis: { retros: 3, positive: 16, negative: 11, latest: 'Sprint 9 retro' } });
  });

  it('puts sprint starts and ends and retrospectives on the calendar and in the feed', async () => {
    const asReport = caller(platform, acme.report, acme.account.id);
    const calendar = (await asReport('get', `${endpointPath(CalendarEndpoints.calendar)}?from=2026-10-01&to=2026-11-30`)).body.data as { events: { kind: string; start: string; title: string }[] };
    const agileEvents = calendar.events.filter((e) => ['sprint_start', 'sprint_end', 'retrospective'].includes(e.kind)).map((e) => [e.kind, e.start, e.title]);
    expect(agileEvents).toEqual([
      ['retrospective', '2026-10-09T14:00:00.000Z', 'Sprint 7 retro'],
      ['retrospective', '2026-10-23T14:00:00.000Z', 'Sprint 8 retro'],
      ['retrospective', '2026-11-06T14:00:00.000Z', 'Sprint 9 retro'],
      ['sprint_start', '2026-11-09', 'Sprint 10'],
      ['sprint_end', '2026-11-20', 'Sprint 10'],
    ]);
    const feed = (await asReport('post', endpointPath(CalendarEndpoints.createFeed), {})).body.data as { url: string };
    const ics = await platform.http.get(new URL(feed.url).pathname);
    expect(ics.status).toBe(200);
    expect(ics.text).toContain('SUMMARY:Sprint starts: Sprint 10');
    expect(ics.text).toContain('DTSTART;VALUE=DATE:20261109');
    expect(ics.text).toContain('SUMMARY:Retrospective: Sprint 9 retro');
  });
});
