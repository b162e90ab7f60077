import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type PokerAccountAnalytics, type PokerSessionAnalytics, type PokerSnapshot } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const people: Record<'alice' | 'bob' | 'watcher', { user: TestUser; token: string }> = {} as never;
let sessionId: string;
let stories: string[];
let participants: Record<string, string>;
/** A real team of the account: a session naming a team must name one of its own (foreign references answer 404). */
let teamId: string;

const auth = (token: string, account = acme) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': account.id });
const api = (path: string) => `/api${path}`;
const owner = () => auth(acme.owner.token);

async function play(storyId: string, rounds: Partial<Record<'owner' | 'alice' | 'bob', string>>[], seconds: number, estimate: number) {
  for (const votes of rounds) {
    await platform.http.post(api(PokerApi.startVoting(sessionId, storyId))).set(owner()).expect(200);
    for (const [who, value] of Object.entries(votes)) {
      const token = who === 'owner' ? acme.owner.token : people[who as 'alice' | 'bob'].token;
      await platform.http.post(api(PokerApi.votes(sessionId, storyId))).set(auth(token)).send({ value }).expect(200);
    }
    platform.clock.advance((seconds * 1000) / rounds.length);
    await platform.http.post(api(PokerApi.reveal(sessionId, storyId))).set(owner()).expect(200);
  }
  await platform.http.post(api(PokerApi.estimate(sessionId, storyId))).set(owner()).send({ estimate }).expect(200);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const name of ['alice', 'bob', 'watcher'] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, 'MEMBER');
    people[name] = { user, token: await platform.tokenFor(user, acme.id) };
  }
  // An older session, outside the date range asked for below.
  const old = await platform.http.post(api(PokerApi.sessions)).set(owner()).send({ name: 'Long ago', stories: ['Old'] });
  await platform.db('agile.poker_sessions').where('id', old.body.data.id).update({ created_at: new Date('2026-09-01T10:00:00Z') });
  const team = await platform.http.post('/api/teams').set(owner()).send({ name: 'Robots' });
  expect(team.status, JSON.stringify(team.body)).toBe(201);
  teamId = team.body.data.id;
  const created = await platform.http.post(api(PokerApi.sessions)).set(owner()).send({ name: 'Sprint 7', teamId, stories: ['Story A', '=SUM(A1)', 'Story C'] });
  sessionId = created.body.data.id;
  participants = {};
  for (const name of ['alice', 'bob'] as const) participants[name] = (await platform.http.post(api(PokerApi.join(sessionId))).set(auth(people[name].token)).send({})).body.data.me.participantId;
  // The spec's join body names the participant ({participantId}, agile.md section 7): accepted, the token decides who joins.
  await platform.http.post(api(PokerApi.join(sessionId))).set(auth(people.watcher.token)).send({ role: 'OBSERVER', participantId: 'watcher' }).expect(200);
  await platform.http.patch(api(PokerApi.session(sessionId))).set(owner()).send({ status: 'ACTIVE' }).expect(200);
  const state = (await platform.http.get(api(PokerApi.session(sessionId))).set(owner())).body.data as PokerSnapshot;
  participants.owner = state.me.participantId!;
  stories = state.stories.map((s) => s.id);
  await play(stories[0]!, [{ alice: '3', bob: '5', owner: '5' }, { alice: '5', bob: '5', owner: '5' }], 120, 5);
  await play(stories[1]!, [{ alice: '8', bob: '8' }], 60, 8);
  // Voting on the third story is open: its vote must never appear in analytics or exports.
  await platform.http.post(api(PokerApi.startVoting(sessionId, stories[2]!))).set(owner()).expect(200);
  await platform.http.post(api(PokerApi.votes(sessionId, stories[2]!))).set(auth(people.alice.token)).send({ value: '21' }).expect(200);
});
afterAll(() => platform?.close());

describe('session analytics', () => {
  it('reports consensus rate, rounds per story, time per story, participation and the estimate distribution', async () => {
    const response = await platform.http.get(api(PokerApi.sessionAnalytics(sessionId))).set(auth(people.bob.token));
    expect(response.status).toBe(200);
    const figures = response.body.data as PokerSessionAnalytics;
    expect(figures).toMatchObject({
      sessionId,
      storyCount: 3,
      estimatedCount: 2,
      roundCount: 3,
      consensusRate: 0.67,
      roundsPerStory: 1.5,
      averageTimePerStory: 90,
      participationRate: 0.89,
      estimateDistribution: [
        { estimate: 5, count: 1 },
        { estimate: 8, count: 1 },
      ],
      totalPoints: 13,
    });
    expect(Object.fromEntries(figures.participation.map((p) => [p.participantId, [p.roundsVoted, p.rate]]))).toEqual({
      [participants.owner!]: [2, 0.67],
      [participants.alice!]: [3, 1],
      [participants.bob!]: [3, 1],
    });
    expect(figures.stories.map((s) => [s.rounds, s.finalEstimate, s.consensus, s.seconds])).toEqual([
      [2, 5, true, 120],
      [1, 8, true, 60],
      [0, null, null, null],
    ]);
  });

  it("refuses analytics on the FREE plan with 'Planning poker analytics need the Pro or Enterprise plan'", async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    const created = await platform.http.post(api(PokerApi.sessions)).set(auth(free.owner.token, free)).send({ name: 'Free' });
    const response = await platform.http.get(api(PokerApi.sessionAnalytics(created.body.data.id))).set(auth(free.owner.token, free));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(PokerErrors.ANALYTICS_PLAN);
    const account = await platform.http.post(api(PokerApi.analytics)).set(auth(free.owner.token, free)).send({});
    expect(account.body.error).toBe(PokerErrors.ANALYTICS_PLAN);
  });
});

describe('account analytics', () => {
  it('adds up the sessions chosen by date range and team', async () => {
    const all = await platform.http.post(api(PokerApi.analytics)).set(owner()).send({});
    expect((all.body.data as PokerAccountAnalytics).sessionCount).toBe(2);
    const response = await platform.http
      .post(`${api(PokerApi.analytics)}?accountId=${acme.id}`)
      .set(owner())
      .send({ startDate: '2026-10-01T00:00:00Z', endDate: '2099-12-31T00:00:00Z', teamId });
    expect(response.status).toBe(200);
    const figures = response.body.data as PokerAccountAnalytics;
    expect(figures).toMatchObject({ sessionCount: 1, completedSessionCount: 0, storyCount: 3, estimatedCount: 2, totalPoints: 13, consensusRate: 0.67, roundsPerStory: 1.5, averageTimePerStory: 90, participationRate: 0.89 });
    expect(figures.sessions).toEqual([expect.objectContaining({ id: sessionId, name: 'Sprint 7', storyCount: 3, estimatedCount: 2, consensusRate: 0.67 })]);
    const otherTeam = await platform.http.post(api(PokerApi.analytics)).set(owner()).send({ teamId: '22222222-2222-4222-8222-222222222222' });
    expect(otherTeam.body.data).toMatchObject({ sessionCount: 0, consensusRate: null, roundsPerStory: null });
    // The spec's form: the filters wrapped as {filters} (agile.md section 7).
    const wrapped = await platform.http.post(api(PokerApi.analytics)).set(owner()).send({ filters: { teamId, startDate: '2026-10-01T00:00:00Z' } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.data).toMatchObject({ sessionCount: 1, storyCount: 3 });
    const badDate = await platform.http.post(api(PokerApi.analytics)).set(owner()).send({ startDate: 'yesterday' });
    expect(badDate.status).toBe(400);
  });
});

describe('export', () => {
  it('exports CSV with one line per story, formulas defused, and no vote still hidden', async () => {
    const response = await platform.http.get(`${api(PokerApi.export(sessionId, 'csv'))}`).set(auth(people.bob.token));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sprint-7-planning-poker.csv"');
    const lines = response.text.trim().split('\r\n');
    expect(lines[0]).toBe('Order,Story,Status,Final estimate,Rounds,Votes (last round),Average (last round),Consensus (last round)');
    expect(lines[1]).toMatch(/^1,Story A,ESTIMATED,5,2,.*: 5; .*: 5; .*: 5,5,yes$/);
    expect(lines[2]).toMatch(/^2,'=SUM\(A1\),ESTIMATED,8,1,/);
    expect(lines[3]).toBe('3,Story C,VOTING,,0,,,');
    expect(response.text).not.toContain('21');
  });

  it('exports JSON with the revealed rounds of each story', async () => {
    const response = await platform.http.get(`${api(PokerApi.export(sessionId, 'json'))}`).set(auth(people.bob.token));
    expect(response.headers['content-type']).toContain('application/json');
    const body = JSON.parse(response.text);
    expect(body.session).toMatchObject({ id: sessionId, name: 'Sprint 7' });
    expect(body.stories[0].rounds.map((r: { round: number; consensus: boolean; average: number }) => [r.round, r.consensus, r.average])).toEqual([
      [1, false, 4.33],
      [2, true, 5],
    ]);
    expect(body.stories[2].rounds).toEqual([]);
  });

  it('exports Markdown with a table of stories', async () => {
    const response = await platform.http.get(`${api(PokerApi.export(sessionId, 'markdown'))}`).set(auth(people.bob.token));
    expect(response.headers['content-type']).toContain('text/markdown');
    expect(response.text.startsWith('# Sprint 7\n')).toBe(true);
    expect(response.text).toContain('| 1 | Story A | ESTIMATED | 5 | 2 |');
    expect(response.text).toContain('- Estimated: 2 of 3 stories, 13 points');
    const unknown = await platform.http.get(`${api(PokerApi.session(sessionId))}/export?format=pdf`).set(auth(people.bob.token));
    expect(unknown.status).toBe(400);
  });
});
