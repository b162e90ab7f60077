import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, type SeedContext } from '@suite/sdk';
import { createTenantScope, startTestPlatform, type TestPlatform, type TestUser } from '@suite/testing';
import { GoalEndpoints as G, type Objective } from '../shared/goal-endpoints.js';
import { InsightEndpoints as I, type Coaching, type MeetingSummary } from '../shared/insight-endpoints.js';
import { CadenceErrors as E } from '../shared/errors.js';
import { CalendarEndpoints as C, type CalendarFeed, type CalendarView, type Ritual } from '../shared/calendar-endpoints.js';
import { OneOnOneEndpoints as O, type OneOnOneDetail, type OneOnOneSummary } from '../shared/one-on-one-endpoints.js';
import { ReviewEndpoints as RV, type ReviewCycle } from '../shared/review-endpoints.js';
import { RosterEndpoints as R, type Roster } from '../shared/roster-endpoints.js';
import { TeamEndpoints as TE, type PulseResults, type PulseSurvey, type Scorecard } from '../shared/team-endpoints.js';
import { cadencePlugin } from './index.js';
import { seedCadence } from './seed.js';
import { caller } from './test-support.js';

let platform: TestPlatform;
let accountId: string;
const users: Record<string, TestUser> = {};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  const account = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  accountId = account.id;
  users.founder = account.owner;
  for (const [label, role, permissions] of [['admin', 'ADMIN', []], ['teamLead', 'MEMBER', ['page:users_teams']], ['facilitator', 'MEMBER', []], ['member', 'MEMBER', []], ['observer', 'OBSERVER', []]] as const) {
    const user = await platform.createUser();
    await platform.addMember(account, user, role, [...permissions]);
    users[label] = { ...user, token: await platform.tokenFor(user, accountId) };
  }
  const ctx = {
    db: platform.db,
    scopeFor: (id: string, knex?: SeedContext['db']) => createTenantScope(knex ?? platform.db, id),
    demo: { accounts: { pro: { id: accountId, plan: 'PRO', users: Object.fromEntries(Object.entries(users).map(([label, user]) => [label, user.id])) } } },
    capabilities: platform.platform.host.capabilities,
    log: { info: () => undefined },
    now: () => new Date(),
  } as unknown as SeedContext;
  await seedCadence(ctx);
  await seedCadence(ctx);
});
afterAll(() => platform?.close());

describe('demo seed', () => {
  it('gives the demo company a living cadence area (and runs once)', async () => {
    const asFounder = caller(platform, users.founder!, accountId);
    const roster = (await asFounder('get', endpointPath(R.roster))).body.data as Roster;
    expect(roster.people).toHaveLength(12);
    expect(roster.teams.map((team) => team.name)).toEqual(['Go-to-market', 'Robotics Core']);
    const cycles = (await asFounder('get', endpointPath(RV.cycles))).body.data as ReviewCycle[];
    expect(cycles).toEqual([expect.objectContaining({ status: 'running', amOwner: true, participantCount: 3 })]);
    const objectives = (await asFounder('get', endpointPath(G.objectives))).body.data as Objective[];
    expect(objectives.map((o) => o.level)).toEqual(['company', 'team', 'team', 'person']);
    const card = (await asFounder('get', endpointPath(TE.scorecard))).body.data as Scorecard;
    expect(card.measurables).toHaveLength(4);
    expect(card.measurables[0]!.weeks.filter((week) => week.value !== null)).toHaveLength(12);
    // The current pulse round has no answers yet: hidden.
    const survey = ((await asFounder('get', endpointPath(TE.surveys))).body.data as PulseSurvey[])[0]!;
    expect((await asFounder('get', endpointPath(TE.results, { id: survey.id }))).status).toBe(403);
  });

  it('shows the lead a 1:1 with an action item carried over', async () => {
    const asLead = caller(platform, users.teamLead!, accountId);
    const list = (await asLead('get', endpointPath(O.list))).body.data as OneOnOneSummary[];
    expect(list.map((one) => one.myRole).sort()).toEqual(['manager', 'report']);
    const managed = list.find((one) => one.myRole === 'manager')!;
    const detail = (await asLead('get', endpointPath(O.get, { id: managed.id }))).body.data as OneOnOneDetail;
    expect(detail.current.number).toBe(3);
    expect(detail.current.actionItems).toEqual([expect.objectContaining({ carriedOver: true, done: false })]);
    expect(detail.current.agenda).toHaveLength(2);
    expect(detail.current.myPrivateNote).not.toBeNull();
    const asMember = caller(platform, users.member!, accountId);
    const theirs = (await asMember('get', endpointPath(O.get, { id: managed.id }))).body.data as OneOnOneDetail;
    expect(theirs.current.myPrivateNote).toBeNull();
  });

  it('has pulse rounds above the threshold in its history', async () => {
    const asFounder = caller(platform, users.founder!, accountId);
    const survey = ((await asFounder('get', endpointPath(TE.surveys))).body.data as PulseSurvey[])[0]!;
    const lastWeek = new Date(Date.parse(`${survey.round}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const results = (await asFounder('get', `${endpointPath(TE.results, { id: survey.id })}?round=${lastWeek}`)).body.data as PulseResults;
    expect(results.responses).toBe(10);
    expect(results.trend.filter((point) => !point.hidden)).toHaveLength(4);
  });
});

describe('coaching and meeting insights on the demo data', () => {
  it('suggests agenda topics with their reasons; review feedback only to the manager', async () => {
    const asLead = caller(platform, users.teamLead!, accountId);
    const managed = ((await asLead('get', endpointPath(O.list))).body.data as OneOnOneSummary[]).find((one) => one.myRole === 'manager')!;
    const coaching = (await asLead('get', endpointPath(I.coaching, { id: managed.id }))).body.data as Coaching;
    const kinds = coaching.suggestions.map((s) => s.kind);
    expect(kinds[0]).toBe('overdue_action');
    expect(coaching.suggestions[0]).toMatchObject({ topic: 'Share the on-call rotation with the team', why: { days: 3 } });
    expect(kinds).toContain('review_feedback');
    const asMember = caller(platform, users.member!, accountId);
    const theirs = (await asMember('get', endpointPath(I.coaching, { id: managed.id }))).body.data as Coaching;
    expect(theirs.suggestions.map((s) => s.kind)).not.toContain('review_feedback');
    const outsider = await caller(platform, users.facilitator!, accountId)('get', endpointPath(I.coaching, { id: managed.id }));
    expect([outsider.status, outsider.body.error]).toEqual([403, E.ONE_ON_ONE_PARTICIPANTS_ONLY]);
  });

  it("summarises a meeting with the shared notes' own sentences, never the private note", async () => {
    const asLead = caller(platform, users.teamLead!, accountId);
    const managed = ((await asLead('get', endpointPath(O.list))).body.data as OneOnOneSummary[]).find((one) => one.myRole === 'manager')!;
    const detail = (await asLead('get', endpointPath(O.get, { id: managed.id }))).body.data as OneOnOneDetail;
    const first = detail.meetings.find((meeting) => meeting.number === 1)!;
    const summary = (await asLead('get', endpointPath(I.summary, { id: managed.id, meetingId: first.id }))).body.data as MeetingSummary;
    // In the notes' order: the opening, the decision, the next step.
    expect(summary.sentences).toEqual([
      { sentence: 'Talked about the navigation rewrite.', reason: 'opening' },
      { sentence: 'Agreed to pair on the lidar driver.', reason: 'decision' },
      { sentence: 'Next step: a design note by Friday.', reason: 'action' },
    ]);
    expect(summary.actionItems).toEqual([expect.objectContaining({ title: 'Write the lidar driver design note', done: true })]);
    const upcoming = (await asLead('get', endpointPath(I.summary, { id: managed.id, meetingId: detail.current.id }))).body.data as MeetingSummary;
    expect(JSON.stringify(upcoming)).not.toContain('tech lead role');
  });
});

describe('calendar, iCalendar feed and rituals', () => {
  it("lists the user's dated things and serves them as a per-user iCalendar feed", async () => {
    const asLead = caller(platform, users.teamLead!, accountId);
    const view = (await asLead('get', endpointPath(C.calendar))).body.data as CalendarView;
    const kinds = new Set(view.events.map((event) => event.kind));
    expect([...kinds].sort()).toEqual(['goal_end', 'one_on_one', 'pulse_round', 'review_due', 'weekly_sync']);
    expect(view.events.filter((event) => event.kind === 'one_on_one').length).toBeGreaterThan(0);

    expect(((await asLead('get', endpointPath(C.feed))).body.data as CalendarFeed).exists).toBe(false);
    const feed = (await asLead('post', endpointPath(C.createFeed))).body.data as CalendarFeed;
    expect(feed.url).toMatch(/\/api\/cadence\/calendar\/feed\/[A-Za-z0-9_-]+\.ics$/);
    const path = new URL(feed.url!).pathname;
    const ics = await platform.http.get(path);
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.text).toContain('BEGIN:VCALENDAR');
    expect(ics.text).toContain('SUMMARY:One-on-one with');
    expect(ics.text).toContain('SUMMARY:Reviews due: H2 2026 performance review');

    // A new address replaces the old one; a made-up one is unknown.
    await asLead('post', endpointPath(C.createFeed));
    expect((await platform.http.get(path)).status).toBe(404);
    const unknown = await platform.http.get('/api/cadence/calendar/feed/not-a-real-token-at-all-000.ics');
    expect([unknown.status, unknown.body.error]).toEqual([404, E.FEED_NOT_FOUND]);
  });

  it('shows people managers which rituals run when and who owns them', async () => {
    const rituals = (await caller(platform, users.teamLead!, accountId)('get', endpointPath(C.rituals))).body.data as Ritual[];
    expect(rituals.map((ritual) => ritual.kind).sort()).toEqual(['one_on_one', 'one_on_one', 'pulse', 'review_cycle', 'scorecard', 'weekly_sync', 'weekly_sync']);
    expect(rituals.find((ritual) => ritual.kind === 'review_cycle')).toMatchObject({ name: 'H2 2026 performance review', everyDays: null });
    expect((await caller(platform, users.member!, accountId)('get', endpointPath(C.rituals))).status).toBe(403);
  });
});
