import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { CadenceErrors as E } from '../shared/errors.js';
import { ReviewEndpoints as RV, type CalibrationRow, type ReviewCycle, type ReviewResults } from '../shared/review-endpoints.js';
import { RosterEndpoints as R, type Roster } from '../shared/roster-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

let platform: TestPlatform;
let co: CadenceCompany;
let as: Record<'owner' | 'manager' | 'report' | 'peer' | 'peer2' | 'observer', ReturnType<typeof caller>>;
let cycle: ReviewCycle;
const tasks: Record<string, string> = {};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  as = {
    owner: caller(platform, co.owner, co.account.id),
    manager: caller(platform, co.manager, co.account.id),
    report: caller(platform, co.report, co.account.id),
    peer: caller(platform, co.peer, co.account.id),
    peer2: caller(platform, co.peer2, co.account.id),
    observer: caller(platform, co.observer, co.account.id),
  };
  const roster = (await as.owner('get', endpointPath(R.roster))).body.data as Roster;
  const personOf = (userId: string) => roster.people.find((person) => person.userId === userId)!;
  await as.owner('patch', endpointPath(R.updatePerson, { id: personOf(co.report.id).id }), { managerId: personOf(co.manager.id).id });
  // The founder runs the cycle; the report is reviewed by themselves, their manager and two peers.
  const created = await as.owner('post', endpointPath(RV.createCycle), {
    name: 'H2 2026',
    periodStart: '2026-07-01',
    periodEnd: '2026-12-31',
    questions: ['What went well?', 'What should change?'],
    ratingScale: 5,
    participants: [{ userId: co.report.id, peerUserIds: [co.peer.id, co.peer2.id] }],
  });
  expect(created.status).toBe(201);
  cycle = created.body.data as ReviewCycle;
  cycle = (await as.owner('post', endpointPath(RV.moveCycle, { id: cycle.id }), { status: 'running' })).body.data as ReviewCycle;
  for (const [name, call] of Object.entries(as)) {
    const mine = (await call('get', endpointPath(RV.cycle, { id: cycle.id }))).body.data as ReviewCycle | undefined;
    for (const task of mine?.myTasks ?? []) tasks[`${name}:${task.kind}`] = task.reviewId;
  }
});
afterAll(() => platform?.close());

const answers = { q1: 'Shipped the billing revamp', q2: 'Write more docs' };

describe('performance reviews', () => {
  it('assigns self, manager and peer reviews when the cycle starts', () => {
    expect(cycle.status).toBe('running');
    expect(cycle.reviewCount).toBe(4);
    expect(Object.keys(tasks).sort()).toEqual(['manager:manager', 'peer2:peer', 'peer:peer', 'report:self']);
  });

  it('refuses a member creating a cycle, and a start after the end', async () => {
    const body = { name: 'X', periodStart: '2026-07-01', periodEnd: '2026-12-31', questions: ['Q'], ratingScale: 5, participants: [{ userId: co.report.id }] };
    expect((await as.peer('post', endpointPath(RV.createCycle), body)).status).toBe(403);
    const backwards = await as.owner('post', endpointPath(RV.createCycle), { ...body, periodEnd: '2026-01-01' });
    expect([backwards.status, backwards.body.error]).toEqual([422, E.PERIOD_ORDER]);
    const noQuestions = await as.owner('post', endpointPath(RV.createCycle), { ...body, questions: [] });
    expect([noQuestions.status, noQuestions.body.error]).toEqual([400, E.QUESTIONS_REQUIRED]);
    const selfPeer = await as.owner('post', endpointPath(RV.createCycle), { ...body, participants: [{ userId: co.report.id, peerUserIds: [co.report.id] }] });
    expect([selfPeer.status, selfPeer.body.error]).toEqual([422, E.SELF_PEER]);
  });

  it('lets only the reviewer write, with every answer and a rating in the scale', async () => {
    const path = endpointPath(RV.saveReview, { id: tasks['peer:peer']! });
    const stranger = await as.report('put', path, { answers, rating: 4, submit: true });
    expect([stranger.status, stranger.body.error]).toEqual([403, E.REVIEW_AUTHOR_ONLY]);
    const outOfScale = await as.peer('put', path, { answers, rating: 6 });
    expect([outOfScale.status, outOfScale.body.error]).toEqual([422, E.ratingRange(5)]);
    const incomplete = await as.peer('put', path, { answers: { q1: 'Only one' }, rating: 4, submit: true });
    expect([incomplete.status, incomplete.body.error]).toEqual([422, E.ANSWERS_REQUIRED]);
    expect((await as.peer('put', path, { answers, rating: 4, submit: true })).status).toBe(200);
    const again = await as.peer('put', path, { answers, rating: 5, submit: true });
    expect([again.status, again.body.error]).toEqual([409, E.REVIEW_SUBMITTED]);
    await as.peer2('put', endpointPath(RV.saveReview, { id: tasks['peer2:peer']! }), { answers, rating: 2, submit: true });
  });

  it("refuses a peer reading another peer's review; the manager and the owner read it", async () => {
    const path = endpointPath(RV.review, { id: tasks['peer:peer']! });
    const otherPeer = await as.peer2('get', path);
    expect([otherPeer.status, otherPeer.body.error]).toEqual([403, E.REVIEW_READ_REFUSED]);
    const reviewee = await as.report('get', path);
    expect([reviewee.status, reviewee.body.error]).toEqual([403, E.REVIEW_READ_REFUSED]);
    expect((await as.manager('get', path)).body.data.answers).toEqual(answers);
    expect((await as.owner('get', path)).status).toBe(200);
  });

  it('keeps results from the reviewee until release, and peers from them after (manager only)', async () => {
    await as.report('put', endpointPath(RV.saveReview, { id: tasks['report:self']! }), { answers, rating: 4, submit: true });
    await as.manager('put', endpointPath(RV.saveReview, { id: tasks['manager:manager']! }), { answers, rating: 3, submit: true });
    const early = await as.report('get', endpointPath(RV.results, { id: cycle.id, userId: co.report.id }));
    expect([early.status, early.body.error]).toEqual([403, E.RESULTS_NOT_RELEASED]);
    const peerLooking = await as.peer('get', endpointPath(RV.results, { id: cycle.id, userId: co.report.id }));
    expect([peerLooking.status, peerLooking.body.error]).toEqual([403, E.RESULTS_REFUSED]);

    const calibrationByOther = await as.manager('get', endpointPath(RV.calibration, { id: cycle.id }));
    expect([calibrationByOther.status, calibrationByOther.body.error]).toEqual([403, E.CYCLE_OWNER_ONLY]);
    const release = await as.owner('post', endpointPath(RV.moveCycle, { id: cycle.id }), { status: 'released' });
    expect([release.status, release.body.error]).toEqual([409, E.cycleTransition('running', 'released')]);
    await as.owner('post', endpointPath(RV.moveCycle, { id: cycle.id }), { status: 'calibrating' });
    const rows = (await as.owner('get', endpointPath(RV.calibration, { id: cycle.id }))).body.data as CalibrationRow[];
    // Worked numbers: self 4, manager 3, peers 4 and 2 -> 3.
    expect(rows).toEqual([expect.objectContaining({ selfRating: 4, managerRating: 3, peerRating: 3, submitted: 4, total: 4 })]);
    expect((await as.owner('put', endpointPath(RV.setFinalRating, { id: cycle.id, userId: co.report.id }), { finalRating: 9 })).body.error).toBe(E.ratingRange(5));
    await as.owner('put', endpointPath(RV.setFinalRating, { id: cycle.id, userId: co.report.id }), { finalRating: 3 });
    await as.owner('post', endpointPath(RV.moveCycle, { id: cycle.id }), { status: 'released' });

    const results = (await as.report('get', endpointPath(RV.results, { id: cycle.id, userId: co.report.id }))).body.data as ReviewResults;
    expect(results.finalRating).toBe(3);
    expect(results.reviews.map((review) => review.kind).sort()).toEqual(['manager', 'self']);
    const managerView = (await as.manager('get', endpointPath(RV.results, { id: cycle.id, userId: co.report.id }))).body.data as ReviewResults;
    expect(managerView.reviews).toHaveLength(4);
  });
});
