import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, LimitErrors } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type PokerSessionView, type PokerSnapshot, type PokerStory } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let member: TestUser;
let memberToken: string;
let admin: TestUser;
let adminToken: string;
let observer: TestUser;
let observerToken: string;

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
const api = (path: string) => `/api${path}`;

async function createSession(token: string, body: Record<string, unknown> = {}, account = acme): Promise<PokerSessionView> {
  const response = await platform.http
    .post(api(PokerApi.sessions))
    .set(auth(token, account.id))
    .send({ name: 'Sprint planning', stories: ['First story', 'Second story'], ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as PokerSessionView;
}

async function snapshot(token: string, sessionId: string, account = acme): Promise<PokerSnapshot> {
  const response = await platform.http.get(api(PokerApi.session(sessionId))).set(auth(token, account.id));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PokerSnapshot;
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  member = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  memberToken = await platform.tokenFor(member, acme.id);
  admin = await platform.createUser();
  await platform.addMember(acme, admin, 'ADMIN');
  adminToken = await platform.tokenFor(admin, acme.id);
  observer = await platform.createUser();
  await platform.addMember(acme, observer, 'OBSERVER');
  observerToken = await platform.tokenFor(observer, acme.id);
});
afterAll(() => platform?.close());

describe('creating a session', () => {
  it('starts as DRAFT with its creator as facilitator and the stories of the form in order', async () => {
    const session = await createSession(memberToken, { description: 'Before the sprint', stories: ['Login page', 'Password reset', 'Profile'] });
    expect(session).toMatchObject({ status: 'DRAFT', facilitatorId: member.id, name: 'Sprint planning', description: 'Before the sprint', storyCount: 3, participantCount: 1, estimatedCount: 0, joinPath: `/join/${session.id}` });
    expect(session.votingSystem.id).toBe('fibonacci');
    const state = await snapshot(memberToken, session.id);
    expect(state.stories.map((s) => [s.title, s.order, s.status, s.round])).toEqual([
      ['Login page', 0, 'PENDING', 1],
      ['Password reset', 1, 'PENDING', 1],
      ['Profile', 2, 'PENDING', 1],
    ]);
    expect(state.participants).toEqual([expect.objectContaining({ userId: member.id, role: 'FACILITATOR' })]);
    expect(state.me).toMatchObject({ role: 'FACILITATOR', vote: null });
  });

  it("refuses a timer without a duration with 'Timer duration is required when the timer is enabled'", async () => {
    const response = await platform.http.post(api(PokerApi.sessions)).set(auth(memberToken, acme.id)).send({ name: 'Timed', settings: { enableTimer: true } });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PokerErrors.TIMER_DURATION_REQUIRED);
    const ok = await createSession(memberToken, { settings: { enableTimer: true, timerDuration: 90 } });
    expect(ok.settings).toEqual({ enableTimer: true, timerDuration: 90, autoReveal: false });
  });

  it('refuses a voting system that is neither built in nor the account’s', async () => {
    const other = await platform.createAccount({ plan: 'PRO' });
    const theirs = await platform.http
      .post(api(PokerApi.votingSystems))
      .set(auth(other.owner.token, other.id))
      .send({ name: 'Theirs', values: [{ value: '1', label: 'One', order: 1 }, { value: '2', label: 'Two', order: 2 }] });
    expect(theirs.status).toBe(201);
    for (const votingSystemId of [theirs.body.data.id, 'nonsense']) {
      const response = await platform.http.post(api(PokerApi.sessions)).set(auth(memberToken, acme.id)).send({ name: 'x', votingSystemId });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(PokerErrors.VOTING_SYSTEM_NOT_IN_ACCOUNT);
    }
    const builtIn = await createSession(memberToken, { votingSystemId: 'tshirt' });
    expect(builtIn.votingSystem.name).toBe('T-shirt sizes');
  });

  it("refuses more than 100 stories with 'Session has reached maximum story limit (100)'", async () => {
    const response = await platform.http
      .post(api(PokerApi.sessions))
      .set(auth(memberToken, acme.id))
      .send({ name: 'Too many', stories: Array.from({ length: 101 }, (_, i) => `Story ${i}`) });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(PokerErrors.STORY_LIMIT);
  });

  it('refuses an account observer (no right to create)', async () => {
    const response = await platform.http.post(api(PokerApi.sessions)).set(auth(observerToken, acme.id)).send({ name: 'Nope' });
    expect(response.status).toBe(403);
  });

  it('keeps the FREE plan to 50 sessions a month, counting only this month', async () => {
    const clockPlatform = platform;
    const free = await clockPlatform.createAccount({ plan: 'FREE' });
    const rows = Array.from({ length: 49 }, (_, i) => ({
      account_id: free.id,
      name: `Old ${i}`,
      status: 'COMPLETED',
      voting_system_id: 'fibonacci',
      voting_system: JSON.stringify({}),
      settings: JSON.stringify({}),
      created_at: clockPlatform.clock.now(),
    }));
    await clockPlatform.db('agile.poker_sessions').insert(rows);
    // Last month's sessions do not count.
    const lastMonth = new Date(clockPlatform.clock.now());
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await clockPlatform.db('agile.poker_sessions').insert({ ...rows[0], name: 'Last month', created_at: lastMonth });
    await createSession(free.owner.token, {}, free);
    const refused = await platform.http.post(api(PokerApi.sessions)).set(auth(free.owner.token, free.id)).send({ name: 'The 51st' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(LimitErrors.sessionsPerMonth(50));
  });
});

describe('the session life cycle', () => {
  it('moves DRAFT -> ACTIVE -> COMPLETED and refuses other moves', async () => {
    const session = await createSession(memberToken);
    const completeDraft = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'COMPLETED' });
    expect(completeDraft.status).toBe(409);
    expect(completeDraft.body.error).toBe(PokerErrors.sessionTransition('DRAFT', 'COMPLETED'));
    const started = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'ACTIVE' });
    expect(started.status).toBe(200);
    expect(started.body.data).toMatchObject({ status: 'ACTIVE', startedAt: expect.any(String) });
    expect(started.body.data.currentStoryId).toBeTruthy();
    const back = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'DRAFT' });
    expect(back.status).toBe(409);
    expect(back.body.error).toBe(PokerErrors.sessionTransition('ACTIVE', 'DRAFT'));
    const completed = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'COMPLETED' });
    expect(completed.body.data).toMatchObject({ status: 'COMPLETED', completedAt: expect.any(String) });
    const rename = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ name: 'Renamed' });
    expect(rename.status).toBe(409);
    expect(rename.body.error).toBe(PokerErrors.SESSION_COMPLETED_READ_ONLY);
  });

  it("refuses to delete an ACTIVE session with 'Cannot delete active session. Please complete or archive it first.'", async () => {
    const session = await createSession(memberToken, { status: undefined });
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'ACTIVE' }).expect(200);
    const refused = await platform.http.delete(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(PokerErrors.CANNOT_DELETE_ACTIVE);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'COMPLETED' }).expect(200);
    const deleted = await platform.http.delete(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id));
    expect(deleted.status).toBe(200);
    const gone = await platform.http.get(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id));
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(PokerErrors.SESSION_NOT_FOUND);
  });

  it('lets only the facilitator or an account admin change or delete a session', async () => {
    const session = await createSession(memberToken);
    const other = await platform.createUser();
    await platform.addMember(acme, other, 'MEMBER');
    const otherToken = await platform.tokenFor(other, acme.id);
    const byMember = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(otherToken, acme.id)).send({ name: 'Mine now' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toBe(PokerErrors.FACILITATOR_ONLY);
    const deleteByMember = await platform.http.delete(api(PokerApi.session(session.id))).set(auth(otherToken, acme.id));
    expect(deleteByMember.status).toBe(403);
    const byAdmin = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(adminToken, acme.id)).send({ name: 'Renamed by the admin' });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.name).toBe('Renamed by the admin');
    expect((await platform.http.delete(api(PokerApi.session(session.id))).set(auth(adminToken, acme.id))).status).toBe(200);
  });

  it('lists the meetings newest first with participants, created date and status, filtered by status', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const first = await createSession(account.owner.token, { name: 'First' }, account);
    platform.clock.advance(1000);
    const second = await createSession(account.owner.token, { name: 'Second' }, account);
    await platform.http.patch(api(PokerApi.session(second.id))).set(auth(account.owner.token, account.id)).send({ status: 'ACTIVE' }).expect(200);
    const all = await platform.http.get(api(PokerApi.sessions)).set(auth(account.owner.token, account.id));
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.sessions.map((s: PokerSessionView) => [s.name, s.status, s.participantCount, typeof s.createdAt])).toEqual([
      ['Second', 'ACTIVE', 1, 'string'],
      ['First', 'DRAFT', 1, 'string'],
    ]);
    const drafts = await platform.http.get(`${api(PokerApi.sessions)}?status=DRAFT&limit=5`).set(auth(account.owner.token, account.id));
    expect(drafts.body.data.sessions.map((s: PokerSessionView) => s.id)).toEqual([first.id]);
    const invalid = await platform.http.get(`${api(PokerApi.sessions)}?status=PAUSED`).set(auth(account.owner.token, account.id));
    expect(invalid.status).toBe(400);
  });

  it('changes the voting system, settings and facilitator through the edit form', async () => {
    const session = await createSession(memberToken);
    await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({}).expect(200);
    const noDuration = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ settings: { enableTimer: true, timerDuration: null } });
    expect(noDuration.body.error).toBe(PokerErrors.TIMER_DURATION_REQUIRED);
    const updated = await platform.http
      .patch(api(PokerApi.session(session.id)))
      .set(auth(memberToken, acme.id))
      .send({ votingSystemId: 'powers_of_two', settings: { enableTimer: true, timerDuration: 60, autoReveal: true }, facilitatorId: admin.id });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ facilitatorId: admin.id, settings: { enableTimer: true, timerDuration: 60, autoReveal: true } });
    expect(updated.body.data.votingSystem.id).toBe('powers_of_two');
    const state = await snapshot(adminToken, session.id);
    expect(state.participants.map((p) => [p.userId, p.role])).toEqual([
      [member.id, 'PARTICIPANT'],
      [admin.id, 'FACILITATOR'],
    ]);
    const notThere = await platform.http.patch(api(PokerApi.session(session.id))).set(auth(adminToken, acme.id)).send({ facilitatorId: observer.id });
    expect(notThere.status).toBe(422);
    expect(notThere.body.error).toBe(PokerErrors.FACILITATOR_MUST_BE_MEMBER);
  });
});

describe('joining and leaving', () => {
  it("answers 'User is already a participant in this session' to a second join", async () => {
    const session = await createSession(memberToken);
    const joined = await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({});
    expect(joined.status).toBe(200);
    expect(joined.body.data.me).toMatchObject({ role: 'PARTICIPANT', participantId: expect.any(String) });
    const again = await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({});
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(PokerErrors.ALREADY_PARTICIPANT);
    const facilitator = await platform.http.post(api(PokerApi.join(session.id))).set(auth(memberToken, acme.id)).send({});
    expect(facilitator.body.error).toBe(PokerErrors.ALREADY_PARTICIPANT);
  });

  it('joins an account observer as OBSERVER whatever they ask, and others as they ask', async () => {
    const session = await createSession(memberToken);
    const asObserver = await platform.http.post(api(PokerApi.join(session.id))).set(auth(observerToken, acme.id)).send({ role: 'PARTICIPANT' });
    expect(asObserver.body.data.me.role).toBe('OBSERVER');
    const watcher = await platform.createUser();
    await platform.addMember(acme, watcher, 'MEMBER');
    const chosen = await platform.http.post(api(PokerApi.join(session.id))).set(auth(await platform.tokenFor(watcher, acme.id), acme.id)).send({ role: 'OBSERVER' });
    expect(chosen.body.data.me.role).toBe('OBSERVER');
  });

  it('refuses to join a COMPLETED session', async () => {
    const session = await createSession(memberToken);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'ACTIVE' }).expect(200);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'COMPLETED' }).expect(200);
    const response = await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({});
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(PokerErrors.SESSION_COMPLETED);
  });

  it("keeps the facilitator in an ACTIVE session with 'Facilitator cannot leave active session. Please assign a new facilitator first.'", async () => {
    const session = await createSession(memberToken);
    await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({}).expect(200);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ status: 'ACTIVE' }).expect(200);
    const refused = await platform.http.post(api(PokerApi.leave(session.id))).set(auth(memberToken, acme.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    const left = await platform.http.post(api(PokerApi.leave(session.id))).set(auth(adminToken, acme.id));
    expect(left.status).toBe(200);
    const twice = await platform.http.post(api(PokerApi.leave(session.id))).set(auth(adminToken, acme.id));
    expect(twice.status).toBe(404);
    expect(twice.body.error).toBe(RetroErrors.NOT_PARTICIPANT);
    // Leaving is not final: they may come back.
    const back = await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({});
    expect(back.status).toBe(200);
    // Once someone else facilitates, the former facilitator may leave.
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(memberToken, acme.id)).send({ facilitatorId: admin.id }).expect(200);
    expect((await platform.http.post(api(PokerApi.leave(session.id))).set(auth(memberToken, acme.id))).status).toBe(200);
  });
});

describe('participants', () => {
  it('lets the facilitator change a role and remove a participant, and refuses everyone else', async () => {
    const session = await createSession(memberToken);
    const joined = await platform.http.post(api(PokerApi.join(session.id))).set(auth(adminToken, acme.id)).send({});
    const adminParticipant = joined.body.data.me.participantId as string;
    const third = await platform.createUser();
    await platform.addMember(acme, third, 'MEMBER');
    const thirdToken = await platform.tokenFor(third, acme.id);
    const thirdJoined = await platform.http.post(api(PokerApi.join(session.id))).set(auth(thirdToken, acme.id)).send({});
    const thirdParticipant = thirdJoined.body.data.me.participantId as string;

    const refused = await platform.http.patch(api(PokerApi.participant(session.id, adminParticipant))).set(auth(thirdToken, acme.id)).send({ role: 'OBSERVER' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(PokerErrors.FACILITATOR_ONLY);
    const changed = await platform.http.patch(api(PokerApi.participant(session.id, thirdParticipant))).set(auth(memberToken, acme.id)).send({ role: 'OBSERVER' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ id: thirdParticipant, role: 'OBSERVER' });
    const badRole = await platform.http.patch(api(PokerApi.participant(session.id, thirdParticipant))).set(auth(memberToken, acme.id)).send({ role: 'BOSS' });
    expect(badRole.status).toBe(400);

    const facilitatorId = (await snapshot(memberToken, session.id)).participants.find((p) => p.role === 'FACILITATOR')!.id;
    const removeFacilitator = await platform.http.delete(api(PokerApi.participant(session.id, facilitatorId))).set(auth(adminToken, acme.id));
    expect(removeFacilitator.status).toBe(422);
    expect(removeFacilitator.body.error).toBe(PokerErrors.CANNOT_REMOVE_FACILITATOR);
    const demote = await platform.http.patch(api(PokerApi.participant(session.id, facilitatorId))).set(auth(memberToken, acme.id)).send({ role: 'PARTICIPANT' });
    expect(demote.body.error).toBe(PokerErrors.CANNOT_REMOVE_FACILITATOR);

    const removedByMember = await platform.http.delete(api(PokerApi.participant(session.id, adminParticipant))).set(auth(thirdToken, acme.id));
    expect(removedByMember.status).toBe(403);
    // An account admin may manage any session's participants.
    const removed = await platform.http.delete(api(PokerApi.participant(session.id, thirdParticipant))).set(auth(adminToken, acme.id));
    expect(removed.status).toBe(200);
    expect((await snapshot(memberToken, session.id)).participants.map((p) => p.id)).not.toContain(thirdParticipant);
    const missing = await platform.http.delete(api(PokerApi.participant(session.id, thirdParticipant))).set(auth(adminToken, acme.id));
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(PokerErrors.PARTICIPANT_NOT_FOUND);

    // Making someone FACILITATOR hands the session over.
    const handOver = await platform.http.patch(api(PokerApi.participant(session.id, adminParticipant))).set(auth(memberToken, acme.id)).send({ role: 'FACILITATOR' });
    expect(handOver.body.data.role).toBe('FACILITATOR');
    const state = await snapshot(memberToken, session.id);
    expect(state.session.facilitatorId).toBe(admin.id);
    expect(state.me.role).toBe('PARTICIPANT');
  });
});

describe('stories', () => {
  let session: PokerSessionView;
  beforeAll(async () => {
    session = await createSession(memberToken, { stories: [] });
  });

  it('adds stories at the end, and refuses a negative order', async () => {
    const added = await platform.http.post(api(PokerApi.stories(session.id))).set(auth(memberToken, acme.id)).send({ title: 'A', description: 'first' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ title: 'A', order: 0, status: 'PENDING', round: 1, finalEstimate: null });
    const second = await platform.http.post(api(PokerApi.stories(session.id))).set(auth(memberToken, acme.id)).send({ title: 'B' });
    expect(second.body.data.order).toBe(1);
    const negative = await platform.http.post(api(PokerApi.stories(session.id))).set(auth(memberToken, acme.id)).send({ title: 'C', order: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toBe(PokerErrors.STORY_ORDER_NEGATIVE);
    const patchNegative = await platform.http.patch(api(PokerApi.story(session.id, added.body.data.id))).set(auth(memberToken, acme.id)).send({ order: -3 });
    expect(patchNegative.body.error).toBe(PokerErrors.STORY_ORDER_NEGATIVE);
  });

  it('lets only the facilitator or an admin add stories', async () => {
    const refused = await platform.http.post(api(PokerApi.stories(session.id))).set(auth(observerToken, acme.id)).send({ title: 'Sneaky' });
    expect(refused.status).toBe(403);
    const other = await platform.createUser();
    await platform.addMember(acme, other, 'MEMBER');
    const byMember = await platform.http.post(api(PokerApi.stories(session.id))).set(auth(await platform.tokenFor(other, acme.id), acme.id)).send({ title: 'Sneaky' });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error).toBe(PokerErrors.FACILITATOR_ONLY);
  });

  it('reorders stories with the full list, and refuses a partial one', async () => {
    const state = await snapshot(memberToken, session.id);
    const ids = state.stories.map((s) => s.id).reverse();
    const reordered = await platform.http.post(api(PokerApi.reorder(session.id))).set(auth(memberToken, acme.id)).send({ storyIds: ids });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((s: PokerStory) => s.id)).toEqual(ids);
    expect(reordered.body.data.map((s: PokerStory) => s.order)).toEqual(ids.map((_, i) => i));
    const partial = await platform.http.post(api(PokerApi.reorder(session.id))).set(auth(memberToken, acme.id)).send({ storyIds: ids.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.error).toBe(PokerErrors.REORDER_MISMATCH);
  });

  it("answers 'Story not found' for a story of another session", async () => {
    const other = await createSession(memberToken);
    const otherStory = (await snapshot(memberToken, other.id)).stories[0]!;
    const response = await platform.http.patch(api(PokerApi.story(session.id, otherStory.id))).set(auth(memberToken, acme.id)).send({ title: 'x' });
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(PokerErrors.STORY_NOT_FOUND);
    const deleted = await platform.http.delete(api(PokerApi.story(session.id, otherStory.id))).set(auth(memberToken, acme.id));
    expect(deleted.body.error).toBe(PokerErrors.STORY_NOT_FOUND);
  });

  it("stops at 100 stories with 'Session has reached maximum story limit (100)'", async () => {
    const full = await createSession(memberToken, { stories: Array.from({ length: 100 }, (_, i) => `Story ${i + 1}`) });
    expect(full.storyCount).toBe(100);
    const response = await platform.http.post(api(PokerApi.stories(full.id))).set(auth(memberToken, acme.id)).send({ title: 'One more' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(PokerErrors.STORY_LIMIT);
  });

  it("names another account's id in the query as a tenant mismatch", async () => {
    const other = await platform.createAccount();
    const response = await platform.http.get(`${api(PokerApi.sessions)}?accountId=${other.id}`).set(auth(memberToken, acme.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.tenantMismatch(other.id));
  });
});
