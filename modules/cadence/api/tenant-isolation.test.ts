import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestPlatform } from '@suite/testing';
import { GoalEndpoints as G, type KeyResult, type Objective } from '../shared/goal-endpoints.js';
import { InsightEndpoints as I } from '../shared/insight-endpoints.js';
import { CalendarEndpoints as C } from '../shared/calendar-endpoints.js';
import { OneOnOneEndpoints as O, type OneOnOneDetail } from '../shared/one-on-one-endpoints.js';
import { ReviewEndpoints as RV, type ReviewCycle } from '../shared/review-endpoints.js';
import { RosterEndpoints as R, type CadenceTeam, type Person } from '../shared/roster-endpoints.js';
import { lastWeeks } from '../shared/rules.js';
import { TeamEndpoints as TE, type Measurable, type PulseSurvey } from '../shared/team-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

let platform: TestPlatform;
let acme: CadenceCompany;
let globex: CadenceCompany;
const theirs = {} as { person: string; team: string; oneOnOne: string; meeting: string; agendaItem: string; note: string; actionItem: string; cycle: string; review: string; reviewee: string; objective: string; keyResult: string; measurable: string; survey: string };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  acme = await createCompany(platform, 'Acme');
  globex = await createCompany(platform, 'Globex');
  const owner = caller(platform, globex.owner, globex.account.id);
  const manager = caller(platform, globex.manager, globex.account.id);
  theirs.team = ((await owner('post', endpointPath(R.createTeam), { name: 'Globex R&D' })).body.data as CadenceTeam).id;
  theirs.person = ((await owner('post', endpointPath(R.createPerson), { name: 'Contractor', teamId: theirs.team })).body.data as Person).id;
  const oneOnOne = (await manager('post', endpointPath(O.create), { reportUserId: globex.report.id, firstMeetingAt: '2026-12-01T10:00:00Z' })).body.data as OneOnOneDetail;
  theirs.oneOnOne = oneOnOne.id;
  theirs.meeting = oneOnOne.current.id;
  theirs.agendaItem = (await manager('post', endpointPath(O.addAgendaItem, { id: oneOnOne.id, meetingId: oneOnOne.current.id }), { text: 'Secret' })).body.data.id;
  theirs.note = (await manager('put', endpointPath(O.savePrivateNote, { id: oneOnOne.id, meetingId: oneOnOne.current.id }), { body: 'Secret' })).body.data.id;
  theirs.actionItem = (await manager('post', endpointPath(O.addActionItem, { id: oneOnOne.id }), { title: 'Secret', ownerUserId: globex.report.id })).body.data.id;
  const cycle = (await owner('post', endpointPath(RV.createCycle), { name: 'Globex H2', periodStart: '2026-07-01', periodEnd: '2026-12-31', questions: ['Q'], ratingScale: 5, participants: [{ userId: globex.report.id }] })).body.data as ReviewCycle;
  theirs.cycle = cycle.id;
  theirs.reviewee = globex.report.id;
  theirs.review = ((await owner('post', endpointPath(RV.moveCycle, { id: cycle.id }), { status: 'running' })).body.data as ReviewCycle).id;
  theirs.review = ((await caller(platform, globex.report, globex.account.id)('get', endpointPath(RV.cycle, { id: cycle.id }))).body.data as ReviewCycle).myTasks[0]!.reviewId;
  const objective = (await owner('post', endpointPath(G.createObjective), { title: 'Globex goal', level: 'company', periodStart: '2026-10-01', periodEnd: '2026-12-31' })).body.data as Objective;
  theirs.objective = objective.id;
  theirs.keyResult = ((await owner('post', endpointPath(G.createKeyResult, { id: objective.id }), { title: 'KR', startValue: 0, targetValue: 10 })).body.data as KeyResult).id;
  theirs.measurable = ((await owner('post', endpointPath(TE.createMeasurable), { name: 'Leads', target: 10, direction: 'at_least' })).body.data as Measurable).id;
  theirs.survey = ((await owner('post', endpointPath(TE.createSurvey), { title: 'Globex pulse', questions: ['Q'], cadenceDays: 7 })).body.data as PulseSurvey).id;
});
afterAll(() => platform?.close());

describe('tenant isolation of the cadence area', () => {
  it("refuses every route naming another account's person, team, 1:1, meeting, note, item, cycle, review, goal, measurable or survey", async () => {
    const t = theirs;
    const week = lastWeeks(new Date()).at(-1)!;
    const api = (path: string) => `/api${path}`;
    const routes: ProbedRoute[] = [
      { method: 'PATCH', path: api(endpointPath(R.updatePerson, { id: t.person })), body: { title: 'Hijacked' } },
      { method: 'DELETE', path: api(endpointPath(R.deletePerson, { id: t.person })) },
      { method: 'PATCH', path: api(endpointPath(R.updateTeam, { id: t.team })), body: { name: 'Hijacked' } },
      { method: 'DELETE', path: api(endpointPath(R.deleteTeam, { id: t.team })) },
      { method: 'POST', path: api(endpointPath(R.createPerson)), body: { name: 'Spy', teamId: t.team } },
      { method: 'POST', path: api(endpointPath(R.createPerson)), body: { name: 'Spy', managerId: t.person } },
      { method: 'POST', path: api(endpointPath(R.createPerson)), body: { name: 'Spy', userId: globex.report.id } },
      { method: 'POST', path: api(endpointPath(O.create)), body: { reportUserId: globex.report.id, firstMeetingAt: '2026-12-01T10:00:00Z' } },
      { method: 'GET', path: api(endpointPath(O.get, { id: t.oneOnOne })) },
      { method: 'DELETE', path: api(endpointPath(O.deleteOneOnOne, { id: t.oneOnOne })) },
      { method: 'GET', path: api(endpointPath(O.meeting, { id: t.oneOnOne, meetingId: t.meeting })) },
      { method: 'POST', path: api(endpointPath(O.addAgendaItem, { id: t.oneOnOne, meetingId: t.meeting })), body: { text: 'Injected' } },
      { method: 'PATCH', path: api(endpointPath(O.updateAgendaItem, { id: t.agendaItem })), body: { done: true } },
      { method: 'DELETE', path: api(endpointPath(O.deleteAgendaItem, { id: t.agendaItem })) },
      { method: 'PUT', path: api(endpointPath(O.saveSharedNotes, { id: t.oneOnOne, meetingId: t.meeting })), body: { body: 'Injected' } },
      { method: 'PUT', path: api(endpointPath(O.savePrivateNote, { id: t.oneOnOne, meetingId: t.meeting })), body: { body: 'Injected' } },
      { method: 'GET', path: api(endpointPath(O.privateNote, { id: t.note })) },
      { method: 'POST', path: api(endpointPath(O.addActionItem, { id: t.oneOnOne })), body: { title: 'Injected', ownerUserId: acme.report.id } },
      { method: 'PATCH', path: api(endpointPath(O.updateActionItem, { id: t.actionItem })), body: { done: true } },
      { method: 'POST', path: api(endpointPath(O.hold, { id: t.oneOnOne, meetingId: t.meeting })) },
      { method: 'GET', path: api(endpointPath(I.coaching, { id: t.oneOnOne })) },
      { method: 'GET', path: api(endpointPath(I.summary, { id: t.oneOnOne, meetingId: t.meeting })) },
      { method: 'POST', path: api(endpointPath(RV.createCycle)), body: { name: 'X', periodStart: '2026-07-01', periodEnd: '2026-12-31', questions: ['Q'], ratingScale: 5, participants: [{ userId: globex.report.id }] } },
      { method: 'GET', path: api(endpointPath(RV.cycle, { id: t.cycle })) },
      { method: 'POST', path: api(endpointPath(RV.moveCycle, { id: t.cycle })), body: { status: 'calibrating' } },
      { method: 'GET', path: api(endpointPath(RV.calibration, { id: t.cycle })) },
      { method: 'PUT', path: api(endpointPath(RV.setFinalRating, { id: t.cycle, userId: t.reviewee })), body: { finalRating: 1 } },
      { method: 'GET', path: api(endpointPath(RV.results, { id: t.cycle, userId: t.reviewee })) },
      { method: 'GET', path: api(endpointPath(RV.review, { id: t.review })) },
      { method: 'PUT', path: api(endpointPath(RV.saveReview, { id: t.review })), body: { answers: { q1: 'x' } } },
      { method: 'POST', path: api(endpointPath(G.createObjective)), body: { title: 'X', level: 'team', parentId: t.objective, periodStart: '2026-10-01', periodEnd: '2026-12-31' } },
      { method: 'POST', path: api(endpointPath(G.createObjective)), body: { title: 'X', level: 'team', teamId: t.team, periodStart: '2026-10-01', periodEnd: '2026-12-31' } },
      { method: 'PATCH', path: api(endpointPath(G.updateObjective, { id: t.objective })), body: { title: 'Hijacked' } },
      { method: 'DELETE', path: api(endpointPath(G.deleteObjective, { id: t.objective })) },
      { method: 'POST', path: api(endpointPath(G.createKeyResult, { id: t.objective })), body: { title: 'X', startValue: 0, targetValue: 1 } },
      { method: 'PATCH', path: api(endpointPath(G.updateKeyResult, { id: t.keyResult })), body: { title: 'Hijacked' } },
      { method: 'DELETE', path: api(endpointPath(G.deleteKeyResult, { id: t.keyResult })) },
      { method: 'POST', path: api(endpointPath(G.checkIn, { id: t.keyResult })), body: { value: 1, confidence: 50 } },
      { method: 'GET', path: `${api(endpointPath(G.checkIns))}?keyResultId=${t.keyResult}` },
      { method: 'POST', path: api(endpointPath(TE.createMeasurable)), body: { name: 'X', target: 1, direction: 'at_least', teamId: t.team } },
      { method: 'PATCH', path: api(endpointPath(TE.updateMeasurable, { id: t.measurable })), body: { name: 'Hijacked' } },
      { method: 'DELETE', path: api(endpointPath(TE.deleteMeasurable, { id: t.measurable })) },
      { method: 'PUT', path: api(endpointPath(TE.recordEntry, { id: t.measurable, week })), body: { value: 1 } },
      { method: 'POST', path: api(endpointPath(TE.closeSurvey, { id: t.survey })) },
      { method: 'POST', path: api(endpointPath(TE.answer, { id: t.survey })), body: { scores: { q1: 5 } } },
      { method: 'GET', path: api(endpointPath(TE.results, { id: t.survey })) },
      { method: 'GET', path: api(endpointPath(TE.weeklySync, { teamId: t.team, week })) },
      { method: 'PUT', path: api(endpointPath(TE.saveWeeklySync, { teamId: t.team, week })), body: { notes: 'Injected', issues: [], todos: [] } },
    ];
    // Roles from Acme with the widest rights: the owner (admin) and the people manager.
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.account.id }, routes);
    await expectTenantIsolation(platform, { token: acme.manager.token, accountId: acme.account.id }, routes);
  });

  it("lists none of another account's data", async () => {
    const owner = caller(platform, acme.owner, acme.account.id);
    const lists = [endpointPath(C.calendar), endpointPath(C.rituals), endpointPath(R.roster), endpointPath(O.list), endpointPath(O.members), endpointPath(RV.cycles), endpointPath(G.objectives), endpointPath(G.checkIns), endpointPath(TE.scorecard), endpointPath(TE.surveys), endpointPath(TE.teamHealth)];
    for (const path of lists) {
      const response = await owner('get', path);
      expect(response.status, path).toBe(200);
      expect(JSON.stringify(response.body.data), path).not.toMatch(/Globex|Contractor|Secret/);
    }
  });

  it('refuses naming another account in the tenant header', async () => {
    const response = await platform.http.get(`/api${endpointPath(R.roster)}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': globex.account.id });
    expect([403, 404]).toContain(response.status);
  });
});
