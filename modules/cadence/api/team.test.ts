import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestPlatform, type TestUser } from '@suite/testing';
import { CadenceErrors as E } from '../shared/errors.js';
import { GoalEndpoints as G, type Objective } from '../shared/goal-endpoints.js';
import { OneOnOneEndpoints as O, type OneOnOneDetail } from '../shared/one-on-one-endpoints.js';
import { RosterEndpoints as R, type CadenceTeam, type Roster } from '../shared/roster-endpoints.js';
import { lastWeeks } from '../shared/rules.js';
import { TeamEndpoints as TE, type Measurable, type PulseResults, type PulseSurvey, type Scorecard, type TeamHealth, type WeeklySync } from '../shared/team-endpoints.js';
import { T } from './common.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

let platform: TestPlatform;
let co: CadenceCompany;
let asOwner: ReturnType<typeof caller>;
let asManager: ReturnType<typeof caller>;
let asPeer: ReturnType<typeof caller>;
let product: CadenceTeam;
let sales: CadenceTeam;
/** Seven product people and four sales people (members with a login), beside the company's five. */
const productPeople: TestUser[] = [];
const salesPeople: TestUser[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  asOwner = caller(platform, co.owner, co.account.id);
  asManager = caller(platform, co.manager, co.account.id);
  asPeer = caller(platform, co.peer, co.account.id);
  for (const list of [productPeople, salesPeople]) {
    for (let index = 0; index < (list === productPeople ? 7 : 4); index += 1) {
      const user = await platform.createUser();
      await platform.addMember(co.account, user, 'MEMBER');
      list.push({ ...user, token: await platform.tokenFor(user, co.account.id) });
    }
  }
  product = (await asOwner('post', endpointPath(R.createTeam), { name: 'Product' })).body.data as CadenceTeam;
  sales = (await asOwner('post', endpointPath(R.createTeam), { name: 'Sales' })).body.data as CadenceTeam;
  const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
  const personOf = (userId: string) => roster.people.find((person) => person.userId === userId)!;
  for (const user of productPeople) await asOwner('patch', endpointPath(R.updatePerson, { id: personOf(user.id).id }), { teamId: product.id, managerId: personOf(co.manager.id).id });
  for (const user of salesPeople) await asOwner('patch', endpointPath(R.updatePerson, { id: personOf(user.id).id }), { teamId: sales.id });
});
afterAll(() => platform?.close());

describe('scorecards', () => {
  it('shows 13 weeks, red or green against the target (worked numbers)', async () => {
    const weeks = lastWeeks(new Date());
    const demos = (await asManager('post', endpointPath(TE.createMeasurable), { name: 'Demos booked', target: 10, direction: 'at_least', teamId: product.id })).body.data as Measurable;
    const bugs = (await asManager('post', endpointPath(TE.createMeasurable), { name: 'Open P1 bugs', target: 5, direction: 'at_most', teamId: product.id })).body.data as Measurable;
    const record = (id: string, week: string, value: number) => asManager('put', endpointPath(TE.recordEntry, { id, week }), { value });
    await record(demos.id, weeks[12]!, 12);
    await record(demos.id, weeks[11]!, 9);
    await record(demos.id, weeks[10]!, 10);
    await record(bugs.id, weeks[12]!, 6);
    await record(bugs.id, weeks[11]!, 3);
    const notMonday = await asManager('put', endpointPath(TE.recordEntry, { id: demos.id, week: '2026-11-24' }), { value: 1 });
    expect([notMonday.status, notMonday.body.error]).toEqual([400, E.WEEK_NOT_MONDAY]);
    const card = (await asManager('get', `${endpointPath(TE.scorecard)}?teamId=${product.id}`)).body.data as Scorecard;
    expect(card.weeks).toHaveLength(13);
    const [d, b] = card.measurables;
    expect(d!.weeks.slice(10).map((w) => w.status)).toEqual(['green', 'red', 'green']);
    expect(d!.weeks[0]!.status).toBe('missing');
    expect(d!.onTarget).toBe(67);
    expect(b!.weeks.slice(11).map((w) => w.status)).toEqual(['green', 'red']);
    expect(b!.onTarget).toBe(50);
    const byOther = await asPeer('put', endpointPath(TE.recordEntry, { id: demos.id, week: weeks[12]! }), { value: 99 });
    expect([byOther.status, byOther.body.error]).toEqual([403, E.GOAL_OWNER_ONLY]);
  });

  it('keeps the scorecard to people with the users-teams permission', async () => {
    expect((await asPeer('get', endpointPath(TE.scorecard))).status).toBe(403);
  });
});

describe('pulse checks', () => {
  let survey: PulseSurvey;
  const answer = (user: TestUser, score: number, comment?: string) =>
    caller(platform, user, co.account.id)('post', endpointPath(TE.answer, { id: survey.id }), { scores: { q1: score, q2: score }, ...(comment ? { comment } : {}) });

  it('refuses a member creating a pulse check', async () => {
    expect((await asPeer('post', endpointPath(TE.createSurvey), { title: 'X', questions: ['Q'], cadenceDays: 7 })).status).toBe(403);
    survey = (await asManager('post', endpointPath(TE.createSurvey), { title: 'Weekly pulse', questions: ['How was your week?', 'Do you have what you need?'], cadenceDays: 7 })).body.data as PulseSurvey;
  });

  it('hides results below 5 responses, for members and admins alike', async () => {
    for (const [index, user] of productPeople.slice(0, 4).entries()) expect((await answer(user, 3 + (index % 2), index === 0 ? 'Too many meetings' : undefined)).status).toBe(201);
    for (const call of [asPeer, asOwner]) {
      const hidden = await call('get', endpointPath(TE.results, { id: survey.id }));
      expect([hidden.status, hidden.body.error]).toEqual([403, E.pulseHidden(5)]);
    }
  });

  it('refuses a second answer in the same round and incomplete scores', async () => {
    const twice = await answer(productPeople[0]!, 5);
    expect([twice.status, twice.body.error]).toEqual([409, E.ALREADY_ANSWERED]);
    const partial = await caller(platform, productPeople[5]!, co.account.id)('post', endpointPath(TE.answer, { id: survey.id }), { scores: { q1: 4 } });
    expect([partial.status, partial.body.error]).toEqual([422, E.SCORES_INCOMPLETE]);
    const outOfScale = await caller(platform, productPeople[5]!, co.account.id)('post', endpointPath(TE.answer, { id: survey.id }), { scores: { q1: 4, q2: 6 } });
    expect(outOfScale.body.error).toBe(E.SCORES_INCOMPLETE);
  });

  it('shows results from 5 responses and refuses a filter that would single people out', async () => {
    for (const user of productPeople.slice(4)) await answer(user, 4);
    for (const user of salesPeople.slice(0, 3)) await answer(user, 2, 'Quota is unrealistic');
    // 10 responses: 7 product (3,4,3,4,4,4,4), 3 sales (2,2,2).
    const all = (await asPeer('get', endpointPath(TE.results, { id: survey.id }))).body.data as PulseResults;
    expect(all.responses).toBe(10);
    expect(all.average).toBe(3.2);
    expect(all.comments).toEqual(['Quota is unrealistic', 'Quota is unrealistic', 'Quota is unrealistic', 'Too many meetings']);
    const small = await asPeer('get', `${endpointPath(TE.results, { id: survey.id })}?teamId=${sales.id}`);
    expect([small.status, small.body.error]).toEqual([403, E.pulseFilterRefused(5)]);
    // Product has 7, but "everyone but product" would be the 3 sales people: refused too.
    const complement = await asPeer('get', `${endpointPath(TE.results, { id: survey.id })}?teamId=${product.id}`);
    expect([complement.status, complement.body.error]).toEqual([403, E.pulseFilterRefused(5)]);
    expect(all.teams.find((team) => team.teamId === sales.id)!.trend.at(-1)).toEqual({ round: all.round, responses: 0, average: null, hidden: true });
  });

  it('refuses answers once closed, and a member closing it', async () => {
    const other = (await asManager('post', endpointPath(TE.createSurvey), { title: 'Offsite feedback', questions: ['Worth it?'], cadenceDays: 30 })).body.data as PulseSurvey;
    expect((await asPeer('post', endpointPath(TE.closeSurvey, { id: other.id }))).status).toBe(403);
    expect(((await asManager('post', endpointPath(TE.closeSurvey, { id: other.id }))).body.data as PulseSurvey).closed).toBe(true);
    const late = await asPeer('post', endpointPath(TE.answer, { id: other.id }), { scores: { q1: 4 } });
    expect([late.status, late.body.error]).toEqual([409, E.SURVEY_CLOSED]);
  });

  it('stores answers without anyone attached', async () => {
    const columns = Object.keys((await platform.db(T.pulseResponses).first()) as object);
    expect(columns.sort()).toEqual(['account_id', 'comment', 'id', 'round', 'scores', 'survey_id', 'team_id']);
  });
});

describe('weekly syncs and team health', () => {
  it('saves the notes of a week and carries open to-dos into the next', async () => {
    const [previous, current] = lastWeeks(new Date()).slice(-2) as [string, string];
    const saved = await asManager('put', endpointPath(TE.saveWeeklySync, { teamId: product.id, week: previous }), { notes: 'Shipped SSO', issues: [{ text: 'Flaky CI', done: false }], todos: [{ text: 'Fix CI', done: false, ownerUserId: co.manager.id }, { text: 'Demo', done: true }] });
    expect(saved.status).toBe(200);
    const next = (await asManager('get', endpointPath(TE.weeklySync, { teamId: product.id, week: current }))).body.data as WeeklySync;
    expect(next.notes).toBe('');
    expect(next.openTodosFromLastWeek.map((todo) => todo.text)).toEqual(['Fix CI']);
    expect(next.scorecard.map((row) => [row.name, row.status])).toEqual([
      ['Demos booked', 'green'],
      ['Open P1 bugs', 'red'],
    ]);
    const notMonday = await asManager('get', endpointPath(TE.weeklySync, { teamId: product.id, week: '2026-11-25' }));
    expect([notMonday.status, notMonday.body.error]).toEqual([400, E.WEEK_NOT_MONDAY]);
    expect((await asPeer('put', endpointPath(TE.saveWeeklySync, { teamId: product.id, week: current }), { notes: '', issues: [], todos: [] })).status).toBe(403);
  });

  it('computes each team-health figure with its basis (worked numbers)', async () => {
    // 1:1s of two product people with the manager: one held now, one never held -> 50 %.
    const asProductManager = asManager;
    const first = (await asProductManager('post', endpointPath(O.create), { reportUserId: productPeople[0]!.id, firstMeetingAt: new Date().toISOString() })).body.data as OneOnOneDetail;
    await asProductManager('post', endpointPath(O.create), { reportUserId: productPeople[1]!.id, firstMeetingAt: new Date(Date.now() + 86_400_000).toISOString() });
    await asProductManager('post', endpointPath(O.hold, { id: first.id, meetingId: first.current.id }));
    // Two product objectives at 75 % and 30 % -> 52.5.
    for (const [title, current] of [['A', 30], ['B', 12]] as const) {
      const objective = (await asManager('post', endpointPath(G.createObjective), { title, level: 'team', teamId: product.id, periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
      await asManager('post', endpointPath(G.createKeyResult, { id: objective.id }), { title: 'KR', startValue: 0, targetValue: 40, currentValue: current });
    }
    const health = (await asManager('get', endpointPath(TE.teamHealth))).body.data as TeamHealth;
    const productHealth = health.find((team) => team.teamId === product.id)!;
    const figureOf = (key: string) => productHealth.figures.find((f) => f.key === key)!;
    expect(productHealth.people).toBe(7);
    // Product's pulse is hidden: the rest of the round (3 sales answers) is below 5.
    expect(figureOf('pulse')).toMatchObject({ value: null, missing: 'hidden' });
    expect(figureOf('oneOnOneRegularity')).toMatchObject({ value: 50, basis: { oneOnOnes: 2 } });
    expect(figureOf('goalProgress')).toMatchObject({ value: 52.5, basis: { objectives: 2 } });
    expect(figureOf('sprintCompletion')).toMatchObject({ value: null, missing: 'unavailable' });
    expect((await asPeer('get', endpointPath(TE.teamHealth))).status).toBe(403);
  });

  it('shows a team pulse once the team and the rest of the round reach 5', async () => {
    const survey = ((await asManager('get', endpointPath(TE.surveys))).body.data as PulseSurvey[]).find((one) => one.title === 'Weekly pulse')!;
    for (const user of [salesPeople[3]!, co.peer, co.peer2]) await caller(platform, user, co.account.id)('post', endpointPath(TE.answer, { id: survey.id }), { scores: { q1: 5, q2: 5 } });
    const health = (await asManager('get', endpointPath(TE.teamHealth))).body.data as TeamHealth;
    const pulse = health.find((team) => team.teamId === product.id)!.figures.find((f) => f.key === 'pulse')!;
    // Product: (3+4+3+4+4+4+4) x2 / 14 = 3.7; the rest is 6 answers.
    expect(pulse).toMatchObject({ value: 3.7, missing: null, basis: { survey: 'Weekly pulse', responses: 7 } });
  });
});
