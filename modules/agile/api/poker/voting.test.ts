import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLOG, HttpErrors } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { type PokerSnapshot, type RevealSummary, type VotingHistoryEntry } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const people: Record<'facilitator' | 'alice' | 'bob' | 'watcher' | 'outsider', { user: TestUser; token: string }> = {} as never;

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

async function person(role: 'MEMBER' | 'OBSERVER') {
  const user = await platform.createUser();
  await platform.addMember(acme, user, role);
  return { user, token: await platform.tokenFor(user, acme.id) };
}

/** An ACTIVE session with alice and bob participating and the watcher observing. */
async function activeSession(body: Record<string, unknown> = {}) {
  const created = await platform.http
    .post(api(PokerApi.sessions))
    .set(auth(people.facilitator.token))
    .send({ name: 'Voting', stories: ['Story one', 'Story two', 'Story three'], ...body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as string;
  const participantIds: Record<string, string> = {};
  for (const name of ['alice', 'bob'] as const) {
    const joined = await platform.http.post(api(PokerApi.join(id))).set(auth(people[name].token)).send({});
    participantIds[name] = joined.body.data.me.participantId;
  }
  const watched = await platform.http.post(api(PokerApi.join(id))).set(auth(people.watcher.token)).send({ role: 'OBSERVER' });
  participantIds.watcher = watched.body.data.me.participantId;
  await platform.http.patch(api(PokerApi.session(id))).set(auth(people.facilitator.token)).send({ status: 'ACTIVE' }).expect(200);
  const state = await get(people.facilitator.token, id);
  participantIds.facilitator = state.me.participantId!;
  return { id, stories: state.stories.map((s) => s.id), participantIds };
}

async function get(token: string, id: string): Promise<PokerSnapshot> {
  const response = await platform.http.get(api(PokerApi.session(id))).set(auth(token));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PokerSnapshot;
}

/** The snapshot without its deck (whose cards are values too): what could leak a vote. */
function withoutDeck(snapshot: PokerSnapshot): string {
  const { votingSystem: _deck, ...session } = snapshot.session;
  return JSON.stringify({ ...snapshot, session });
}

const vote = (token: string, id: string, storyId: string, value: string, confidence?: number) =>
  platform.http.post(api(PokerApi.votes(id, storyId))).set(auth(token)).send(confidence === undefined ? { value } : { value, confidence });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  people.facilitator = await person('MEMBER');
  people.alice = await person('MEMBER');
  people.bob = await person('MEMBER');
  people.watcher = await person('MEMBER');
  people.outsider = await person('MEMBER');
});
afterAll(() => platform?.close());

describe('votes', () => {
  it("accepts votes only while the story is VOTING: 'Votes are accepted only while the story is being voted'", async () => {
    const session = await activeSession();
    const pending = await vote(people.alice.token, session.id, session.stories[0]!, '5');
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe(PokerErrors.VOTING_CLOSED);
  });

  it('opens voting only in an ACTIVE session, and only for the facilitator or an admin', async () => {
    const draft = await platform.http.post(api(PokerApi.sessions)).set(auth(people.facilitator.token)).send({ name: 'Draft', stories: ['x'] });
    const storyId = (await get(people.facilitator.token, draft.body.data.id)).stories[0]!.id;
    const notActive = await platform.http.post(api(PokerApi.startVoting(draft.body.data.id, storyId))).set(auth(people.facilitator.token));
    expect(notActive.status).toBe(409);
    expect(notActive.body.error).toBe(PokerErrors.SESSION_NOT_ACTIVE);
    const session = await activeSession();
    const byParticipant = await platform.http.post(api(PokerApi.startVoting(session.id, session.stories[0]!))).set(auth(people.alice.token));
    expect(byParticipant.status).toBe(403);
    expect(byParticipant.body.error).toBe(PokerErrors.FACILITATOR_ONLY);
  });

  it("refuses an observer's vote with 'Observers cannot vote' and a non-participant's with 'User is not a participant in this session'", async () => {
    const session = await activeSession();
    await platform.http.post(api(PokerApi.startVoting(session.id, session.stories[0]!))).set(auth(people.facilitator.token)).expect(200);
    const observer = await vote(people.watcher.token, session.id, session.stories[0]!, '5');
    expect(observer.status).toBe(403);
    expect(observer.body.error).toBe(RetroErrors.OBSERVERS_CANNOT_VOTE);
    const outsider = await vote(people.outsider.token, session.id, session.stories[0]!, '5');
    expect(outsider.status).toBe(403);
    expect(outsider.body.error).toBe(RetroErrors.NOT_PARTICIPANT);
  });

  it('refuses a value outside the voting system, and a confidence outside 1-5', async () => {
    const session = await activeSession();
    await platform.http.post(api(PokerApi.startVoting(session.id, session.stories[0]!))).set(auth(people.facilitator.token)).expect(200);
    const offDeck = await vote(people.alice.token, session.id, session.stories[0]!, '7');
    expect(offDeck.status).toBe(400);
    expect(offDeck.body.error).toBe(PokerErrors.invalidVote('7'));
    const confidence = await vote(people.alice.token, session.id, session.stories[0]!, '5', 6);
    expect(confidence.status).toBe(400);
    expect(confidence.body.error).toBe(PokerErrors.CONFIDENCE_RANGE);
    const ok = await vote(people.alice.token, session.id, session.stories[0]!, '5', 4);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ value: '5', confidence: 4, round: 1, changed: false });
  });

  it('accepts any value when the voting system allows custom values', async () => {
    const system = await platform.http
      .post(api(PokerApi.votingSystems))
      .set(auth(acme.owner.token))
      .send({ name: 'Hours', allowCustomValues: true, values: [{ value: '1', label: '1h', order: 1 }, { value: '2', label: '2h', order: 2 }] });
    expect(system.status).toBe(201);
    const session = await activeSession({ votingSystemId: system.body.data.id });
    await platform.http.post(api(PokerApi.startVoting(session.id, session.stories[0]!))).set(auth(people.facilitator.token)).expect(200);
    expect((await vote(people.alice.token, session.id, session.stories[0]!, '7')).status).toBe(200);
    expect((await vote(people.bob.token, session.id, session.stories[0]!, '7')).status).toBe(200);
    const reveal = await platform.http.post(api(PokerApi.reveal(session.id, session.stories[0]!))).set(auth(people.facilitator.token));
    expect(reveal.body.data).toMatchObject({ average: 7, consensus: true, suggestedEstimate: 7 });
  });

  it('keeps every value hidden before the reveal: only who has voted, never what', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, storyId, '13').expect(200);
    for (const viewer of [people.bob, people.watcher, people.facilitator, people.outsider]) {
      const response = await platform.http.get(api(PokerApi.session(session.id))).set(auth(viewer.token));
      expect(withoutDeck(response.body.data)).not.toContain('"13"');
      expect(withoutDeck(response.body.data)).not.toContain('"value"');
      expect(response.body.data.votes).toEqual([{ participantId: session.participantIds.alice, hasVoted: true }]);
      expect(response.body.data.reveal).toBeNull();
    }
    // The voter sees their own card.
    expect((await get(people.alice.token, session.id)).me.vote).toBe('13');
    // History is written at the reveal, not before.
    const history = await platform.http.get(`${api(PokerApi.votingHistory)}?storyId=${storyId}`).set(auth(people.bob.token));
    expect(history.body.data).toEqual([]);
  });
});

describe('reveal, estimate and rounds', () => {
  it('reveals the distribution, the average of numeric votes, consensus and a suggested estimate', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, storyId, '3').expect(200);
    await vote(people.bob.token, session.id, storyId, '5', 2).expect(200);
    await vote(people.facilitator.token, session.id, storyId, '5').expect(200);
    const byParticipant = await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.alice.token));
    expect(byParticipant.status).toBe(403);
    const revealed = await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token));
    expect(revealed.status).toBe(200);
    const summary = revealed.body.data as RevealSummary;
    expect(summary).toMatchObject({ storyId, round: 1, distribution: { '3': 1, '5': 2 }, average: 4.33, consensus: false, suggestedEstimate: 5 });
    expect(summary.votes).toEqual(
      expect.arrayContaining([
        { participantId: session.participantIds.alice, value: '3', confidence: null },
        { participantId: session.participantIds.bob, value: '5', confidence: 2 },
      ]),
    );
    const state = await get(people.watcher.token, session.id);
    expect(state.stories[0]!.status).toBe('VOTED');
    expect(state.votes).toEqual(expect.arrayContaining([{ participantId: session.participantIds.alice, hasVoted: true, value: '3', confidence: null }]));
    expect(state.reveal).toMatchObject({ average: 4.33 });
    const late = await vote(people.alice.token, session.id, storyId, '8');
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(PokerErrors.VOTING_CLOSED);
    const twice = await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token));
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(PokerErrors.storyTransition('VOTED', 'VOTED'));
  });

  it('reveals by itself once every voter has voted when the session asks for it (autoReveal)', async () => {
    const session = await activeSession({ settings: { enableTimer: false, autoReveal: true } });
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, storyId, '2').expect(200);
    await vote(people.bob.token, session.id, storyId, '2').expect(200);
    expect((await get(people.bob.token, session.id)).stories[0]!.status).toBe('VOTING');
    // The observer does not count: the facilitator's vote is the last one awaited.
    await vote(people.facilitator.token, session.id, storyId, '2').expect(200);
    const state = await get(people.bob.token, session.id);
    expect(state.stories[0]!.status).toBe('VOTED');
    expect(state.reveal).toMatchObject({ consensus: true, average: 2, suggestedEstimate: 2 });
  });

  it('ignores "?" in the average and breaks a tie toward the higher card', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, storyId, '3').expect(200);
    await vote(people.bob.token, session.id, storyId, '8').expect(200);
    await vote(people.facilitator.token, session.id, storyId, '?').expect(200);
    const revealed = await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token));
    expect(revealed.body.data).toMatchObject({ distribution: { '3': 1, '8': 1, '?': 1 }, average: 5.5, consensus: false, suggestedEstimate: 8 });
  });

  it('records a changed vote in the voting history with the initial and final vote and its duration', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    platform.clock.advance(20_000);
    await vote(people.alice.token, session.id, storyId, '3', 2).expect(200);
    platform.clock.advance(10_000);
    const changed = await vote(people.alice.token, session.id, storyId, '5', 4);
    expect(changed.body.data.changed).toBe(true);
    await vote(people.bob.token, session.id, storyId, '5').expect(200);
    await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    const history = await platform.http.get(`${api(PokerApi.votingHistory)}?sessionId=${session.id}`).set(auth(people.bob.token));
    expect(history.status).toBe(200);
    const alice = (history.body.data as VotingHistoryEntry[]).find((entry) => entry.participantId === session.participantIds.alice)!;
    expect(alice).toMatchObject({ sessionId: session.id, storyId, votingRound: 1, initialVote: '3', finalVote: '5', vote: '5', confidenceLevel: 4, votingDuration: 30, changedVote: true });
    const bob = (history.body.data as VotingHistoryEntry[]).find((entry) => entry.participantId === session.participantIds.bob)!;
    expect(bob).toMatchObject({ initialVote: '5', finalVote: '5', changedVote: false, confidenceLevel: null });
    const byStory = await platform.http.get(`${api(PokerApi.votingHistory)}?storyId=${storyId}`).set(auth(people.bob.token));
    expect(byStory.body.data).toHaveLength(2);
    const neither = await platform.http.get(api(PokerApi.votingHistory)).set(auth(people.bob.token));
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe(PokerErrors.HISTORY_NEEDS_SESSION_OR_STORY);
  });

  it('records a history entry by hand (facilitator only)', async () => {
    const session = await activeSession();
    const body = { sessionId: session.id, storyId: session.stories[1]!, participantId: session.participantIds.bob, votingRound: 1, initialVote: '2', finalVote: '3', confidenceLevel: 5, votingDuration: 12 };
    const refused = await platform.http.post(api(PokerApi.votingHistory)).set(auth(people.bob.token)).send(body);
    expect(refused.status).toBe(403);
    const recorded = await platform.http.post(api(PokerApi.votingHistory)).set(auth(people.facilitator.token)).send(body);
    expect(recorded.status).toBe(201);
    expect(recorded.body.data).toMatchObject({ ...body, changedVote: true, vote: '3' });
    const badConfidence = await platform.http.post(api(PokerApi.votingHistory)).set(auth(people.facilitator.token)).send({ ...body, confidenceLevel: 9 });
    expect(badConfidence.body.error).toBe(PokerErrors.CONFIDENCE_RANGE);
  });

  it('sets the final estimate (non-negative) only after the reveal, and writes it to the backlog item', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    // A real backlog item of the account, made through the kanban's BACKLOG capability.
    const team = await platform.http.post('/api/teams').set(auth(acme.owner.token)).send({ name: `Estimators ${Date.now()}` }).expect(201);
    const backlog = (await platform.platform.host.capabilities.get(BACKLOG, acme.id))!;
    const { id: itemId } = await backlog.addItem(acme.id, { teamId: team.body.data.id, title: 'Checkout flow' });
    await platform.http.patch(api(PokerApi.story(session.id, storyId))).set(auth(people.facilitator.token)).send({ backlogItemId: itemId }).expect(200);
    const tooEarly = await platform.http.post(api(PokerApi.estimate(session.id, storyId))).set(auth(people.facilitator.token)).send({ estimate: 5 });
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error).toBe(PokerErrors.storyTransition('PENDING', 'ESTIMATED'));
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, storyId, '5').expect(200);
    await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    const negative = await platform.http.post(api(PokerApi.estimate(session.id, storyId))).set(auth(people.facilitator.token)).send({ estimate: -1 });
    expect(negative.status).toBe(400);
    expect(negative.body.error).toBe(PokerErrors.ESTIMATE_NEGATIVE);
    const byParticipant = await platform.http.post(api(PokerApi.estimate(session.id, storyId))).set(auth(people.alice.token)).send({ estimate: 5 });
    expect(byParticipant.status).toBe(403);
    const estimated = await platform.http.post(api(PokerApi.estimate(session.id, storyId))).set(auth(people.facilitator.token)).send({ estimate: 5 });
    expect(estimated.status).toBe(200);
    expect(estimated.body.data).toMatchObject({ status: 'ESTIMATED', finalEstimate: 5, backlogItemId: itemId });
    const item = await platform.http.get(`/api/kanban/items/${itemId}`).set(auth(acme.owner.token)).expect(200);
    expect(item.body.data.storyPoints).toBe(5);
    // ESTIMATED through PATCH needs a final estimate.
    const other = session.stories[1]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, other))).set(auth(people.facilitator.token)).expect(200);
    await platform.http.post(api(PokerApi.reveal(session.id, other))).set(auth(people.facilitator.token)).expect(200);
    const noEstimate = await platform.http.patch(api(PokerApi.story(session.id, other))).set(auth(people.facilitator.token)).send({ status: 'ESTIMATED' });
    expect(noEstimate.status).toBe(400);
    expect(noEstimate.body.error).toBe(PokerErrors.FINAL_ESTIMATE_REQUIRED);
    const withEstimate = await platform.http.patch(api(PokerApi.story(session.id, other))).set(auth(people.facilitator.token)).send({ status: 'ESTIMATED', finalEstimate: 8 });
    expect(withEstimate.body.data).toMatchObject({ status: 'ESTIMATED', finalEstimate: 8 });
  });

  it('refuses to delete a story being voted, and opens a new hidden round on re-vote', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    const refused = await platform.http.delete(api(PokerApi.story(session.id, storyId))).set(auth(people.facilitator.token));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(PokerErrors.STORY_BEING_VOTED);
    await vote(people.alice.token, session.id, storyId, '8').expect(200);
    await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    const again = await platform.http.post(api(PokerApi.startVoting(session.id, storyId))).set(auth(people.facilitator.token));
    expect(again.body.data).toMatchObject({ status: 'VOTING', round: 2 });
    const state = await get(people.bob.token, session.id);
    expect(state.votes).toEqual([]);
    expect(state.reveal).toBeNull();
    expect(withoutDeck(state)).not.toContain('"8"');
    await vote(people.alice.token, session.id, storyId, '5').expect(200);
    await platform.http.post(api(PokerApi.reveal(session.id, storyId))).set(auth(people.facilitator.token)).expect(200);
    const history = await platform.http.get(`${api(PokerApi.votingHistory)}?storyId=${storyId}`).set(auth(people.bob.token));
    expect(history.body.data.map((entry: VotingHistoryEntry) => [entry.votingRound, entry.finalVote])).toEqual([
      [1, '8'],
      [2, '5'],
    ]);
    expect((await platform.http.delete(api(PokerApi.story(session.id, storyId))).set(auth(people.facilitator.token))).status).toBe(200);
  });

  it('sends a story still being voted back to PENDING when voting opens on another, and resets votes', async () => {
    const session = await activeSession();
    const [first, second] = session.stories as [string, string];
    await platform.http.post(api(PokerApi.startVoting(session.id, first))).set(auth(people.facilitator.token)).expect(200);
    await vote(people.alice.token, session.id, first, '3').expect(200);
    await platform.http.post(api(PokerApi.startVoting(session.id, second))).set(auth(people.facilitator.token)).expect(200);
    let state = await get(people.facilitator.token, session.id);
    expect(state.stories.map((s) => s.status)).toEqual(['PENDING', 'VOTING', 'PENDING']);
    expect(state.currentStoryId).toBe(second);
    await vote(people.alice.token, session.id, second, '3').expect(200);
    const reset = await platform.http.post(api(PokerApi.reset(session.id, second))).set(auth(people.facilitator.token));
    expect(reset.body.data).toMatchObject({ status: 'VOTING', round: 1 });
    state = await get(people.facilitator.token, session.id);
    expect(state.votes).toEqual([]);
  });

  it('moves the current story forward and back, and says when there is nowhere to go', async () => {
    const session = await activeSession();
    const moved = await platform.http.post(api(PokerApi.navigate(session.id))).set(auth(people.facilitator.token)).send({ direction: 'next' });
    expect(moved.body.data.currentStoryId).toBe(session.stories[1]);
    await platform.http.post(api(PokerApi.navigate(session.id))).set(auth(people.facilitator.token)).send({ direction: 'previous' }).expect(200);
    const before = await platform.http.post(api(PokerApi.navigate(session.id))).set(auth(people.facilitator.token)).send({ direction: 'previous' });
    expect(before.status).toBe(409);
    expect(before.body.error).toBe(PokerErrors.NO_CURRENT_STORY);
  });
});

describe('timer over REST', () => {
  it('starts from the session setting or a given duration, and stops', async () => {
    const session = await activeSession({ settings: { enableTimer: true, timerDuration: 90 } });
    const started = await platform.http.put(api(PokerApi.timer(session.id))).set(auth(people.facilitator.token)).send({ storyId: session.stories[0] });
    expect(started.body.data).toEqual({ storyId: session.stories[0], durationSeconds: 90, endsAt: platform.clock.now().getTime() + 90_000 });
    expect((await get(people.alice.token, session.id)).timer).toEqual(started.body.data);
    const tooShort = await platform.http.put(api(PokerApi.timer(session.id))).set(auth(people.facilitator.token)).send({ storyId: session.stories[0], duration: 3 });
    expect(tooShort.body.error).toBe(PokerErrors.TIMER_DURATION_RANGE);
    const byParticipant = await platform.http.put(api(PokerApi.timer(session.id))).set(auth(people.alice.token)).send({ storyId: session.stories[0], duration: 30 });
    expect(byParticipant.status).toBe(403);
    await platform.http.delete(api(PokerApi.timer(session.id))).set(auth(people.facilitator.token)).expect(200);
    expect((await get(people.alice.token, session.id)).timer).toBeNull();
    const noDuration = await activeSession();
    const missing = await platform.http.put(api(PokerApi.timer(noDuration.id))).set(auth(people.facilitator.token)).send({ storyId: noDuration.stories[0] });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(PokerErrors.TIMER_DURATION_REQUIRED);
  });
});

describe('discussion and similar past estimates', () => {
  it('keeps a per-story discussion that authors and the facilitator may prune', async () => {
    const session = await activeSession();
    const storyId = session.stories[0]!;
    const added = await platform.http.post(api(PokerApi.comments(session.id, storyId))).set(auth(people.alice.token)).send({ body: 'Needs the API first' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ body: 'Needs the API first', participantId: session.participantIds.alice, authorName: expect.any(String) });
    const empty = await platform.http.post(api(PokerApi.comments(session.id, storyId))).set(auth(people.alice.token)).send({ body: '   ' });
    expect(empty.body.error).toBe(PokerErrors.COMMENT_EMPTY);
    const list = await platform.http.get(api(PokerApi.comments(session.id, storyId))).set(auth(people.bob.token));
    expect(list.body.data.map((c: { body: string }) => c.body)).toEqual(['Needs the API first']);
    const byBob = await platform.http.delete(api(PokerApi.comment(session.id, storyId, added.body.data.id))).set(auth(people.bob.token));
    expect(byBob.status).toBe(403);
    expect((await platform.http.delete(api(PokerApi.comment(session.id, storyId, added.body.data.id))).set(auth(people.facilitator.token))).status).toBe(200);
    const gone = await platform.http.delete(api(PokerApi.comment(session.id, storyId, added.body.data.id))).set(auth(people.facilitator.token));
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(PokerErrors.COMMENT_NOT_FOUND);
  });

  it("groups this account's estimated stories by estimate, most recent first, a few per value", async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const owner = { Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id };
    const created = await platform.http.post(api(PokerApi.sessions)).set(owner).send({ name: 'History', stories: ['a', 'b', 'c', 'd', 'e', 'target'] });
    const id = created.body.data.id as string;
    await platform.http.patch(api(PokerApi.session(id))).set(owner).send({ status: 'ACTIVE' }).expect(200);
    const stories = ((await platform.http.get(api(PokerApi.session(id))).set(owner)).body.data as PokerSnapshot).stories;
    const estimates = [3, 3, 3, 3, 8];
    for (const [index, estimate] of estimates.entries()) {
      const storyId = stories[index]!.id;
      platform.clock.advance(1000);
      await platform.http.post(api(PokerApi.startVoting(id, storyId))).set(owner).expect(200);
      await platform.http.post(api(PokerApi.reveal(id, storyId))).set(owner).expect(200);
      await platform.http.post(api(PokerApi.estimate(id, storyId))).set(owner).send({ estimate }).expect(200);
    }
    const similar = await platform.http.get(api(PokerApi.similar(id, stories[5]!.id))).set(owner);
    expect(similar.status).toBe(200);
    expect(similar.body.data.groups.map((g: { estimate: number; cardValue: string; stories: { title: string }[] }) => [g.estimate, g.cardValue, g.stories.map((s) => s.title)])).toEqual([
      [3, '3', ['d', 'c', 'b']],
      [8, '8', ['e']],
    ]);
    // Another account's estimates never show.
    const mine = await platform.http.get(api(PokerApi.similar((await activeSession()).id, stories[5]!.id))).set(auth(people.facilitator.token));
    expect(mine.status).toBe(404);
  });
});

describe('guests through the join link', () => {
  it('joins a guest as PARTICIPANT with a token that opens only that session', async () => {
    const session = await activeSession();
    const info = await platform.http.get(api(PokerApi.joinInfo(session.id)));
    expect(info.body.data).toMatchObject({ id: session.id, name: 'Voting', status: 'ACTIVE', accountName: 'Acme', joinable: true });
    const pass = await platform.http.post(api(PokerApi.guestJoin(session.id))).send({ displayName: 'Visiting Vera' });
    expect(pass.status).toBe(201);
    expect(pass.body.data).toMatchObject({ sessionId: session.id, accountId: acme.id, displayName: 'Visiting Vera', participantId: expect.any(String), token: expect.any(String) });
    const guest = { Authorization: `Bearer ${pass.body.data.token}` };
    const state = await platform.http.get(api(PokerApi.session(session.id))).set(guest);
    expect(state.status).toBe(200);
    expect(state.body.data.me).toMatchObject({ participantId: pass.body.data.participantId, role: 'PARTICIPANT' });
    expect(state.body.data.participants.find((p: { id: string }) => p.id === pass.body.data.participantId)).toMatchObject({ userId: null, displayName: 'Visiting Vera' });
    await platform.http.post(api(PokerApi.startVoting(session.id, session.stories[0]!))).set(auth(people.facilitator.token)).expect(200);
    const voted = await platform.http.post(api(PokerApi.votes(session.id, session.stories[0]!))).set(guest).send({ value: '8' });
    expect(voted.status).toBe(200);
    // Everything else is closed to the guest.
    const other = await activeSession();
    const elsewhere = await platform.http.get(api(PokerApi.session(other.id))).set(guest);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(PokerErrors.GUEST_SCOPE);
    expect((await platform.http.get(api(PokerApi.sessions)).set(guest)).status).toBe(401);
    expect((await platform.http.post(api(PokerApi.reveal(session.id, session.stories[0]!))).set(guest)).status).toBe(401);
    expect((await platform.http.get(api(PokerApi.similar(session.id, session.stories[0]!))).set(guest)).status).toBe(401);
    const left = await platform.http.post(api(PokerApi.leave(session.id))).set(guest);
    expect(left.status).toBe(200);
  });

  it('refuses a guest for a COMPLETED session, an unknown one, or without a name', async () => {
    const session = await activeSession();
    const noName = await platform.http.post(api(PokerApi.guestJoin(session.id))).send({ displayName: '' });
    expect(noName.status).toBe(400);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(people.facilitator.token)).send({ status: 'COMPLETED' }).expect(200);
    const completed = await platform.http.post(api(PokerApi.guestJoin(session.id))).send({ displayName: 'Late' });
    expect(completed.status).toBe(409);
    expect(completed.body.error).toBe(PokerErrors.SESSION_COMPLETED);
    expect((await platform.http.get(api(PokerApi.joinInfo(session.id)))).body.data.joinable).toBe(false);
    const unknown = await platform.http.post(api(PokerApi.guestJoin('00000000-0000-4000-8000-000000000000'))).send({ displayName: 'Lost' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(PokerErrors.SESSION_NOT_FOUND);
  });

  it('refuses a guest token without the Authorization of a member', async () => {
    const response = await platform.http.get(api(PokerApi.session('00000000-0000-4000-8000-000000000000')));
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(HttpErrors.UNAUTHORIZED);
  });
});

describe('the guest join rate limit', () => {
  it('refuses a burst of guest joins from one address with 429, as the sign-in routes do', async () => {
    const limited = await startTestPlatform({ plugins: [agilePlugin], config: { authRateLimitPerMinute: 2 } });
    try {
      const account = await limited.createAccount({ plan: 'PRO' });
      const created = await limited.http.post(api(PokerApi.sessions)).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id }).send({ name: 'Open door' });
      const join = () => limited.http.post(api(PokerApi.guestJoin(created.body.data.id))).send({ displayName: 'Visitor' });
      expect([(await join()).status, (await join()).status]).toEqual([201, 201]);
      const refused = await join();
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: HttpErrors.TOO_MANY_REQUESTS });
      // Reading the join page is not limited.
      expect((await limited.http.get(api(PokerApi.joinInfo(created.body.data.id)))).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
