import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrors, type EventFrame } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { TestClock, connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerChangedEvent, type PokerPresenceEvent, type PokerRevealedEvent, type PokerSnapshot, type PokerTimerEvent, type PokerTimerExpiredEvent, type PokerVoteProgressEvent } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const tokens: Record<'alice' | 'bob' | 'watcher', string> = {} as never;
const open: TestSocket[] = [];

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

async function socketFor(token: string, tenant: string | null = acme.id): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, tenant);
  open.push(socket);
  return socket;
}

/** Every vote value a frame carries, outside the voting system's deck (whose cards are values too). */
function voteValuesIn(data: unknown): string[] {
  const found: string[] = [];
  const walk = (node: unknown, key: string) => {
    if (key === 'votingSystem' || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((item) => walk(item, ''));
    for (const [k, v] of Object.entries(node)) {
      if ((k === 'value' || k === 'vote') && typeof v === 'string') found.push(v);
      walk(v, k);
    }
  };
  walk(data, '');
  return found;
}

/** The next session:changed of one kind (earlier ones of other kinds are skipped). */
async function nextChange(socket: TestSocket, change: PokerChangedEvent['change']): Promise<PokerChangedEvent> {
  for (;;) {
    const event = (await socket.next<PokerChangedEvent>(PokerEvents.CHANGED, 3000)).data;
    if (event.change === change) return event;
  }
}

/** The next presence event about one participant. */
async function nextPresence(socket: TestSocket, participantId: string | null): Promise<PokerPresenceEvent> {
  for (;;) {
    const event = (await socket.next<PokerPresenceEvent>(PokerEvents.PRESENCE, 3000)).data;
    if (event.participantId === participantId) return event;
  }
}

async function newSession(stories = ['Live one', 'Live two']): Promise<{ id: string; stories: string[] }> {
  const created = await platform.http.post(api(PokerApi.sessions)).set(auth(acme.owner.token)).send({ name: 'Live', stories, settings: { enableTimer: true, timerDuration: 30 } });
  expect(created.status).toBe(201);
  const state = (await platform.http.get(api(PokerApi.session(created.body.data.id))).set(auth(acme.owner.token))).body.data as PokerSnapshot;
  return { id: created.body.data.id, stories: state.stories.map((s) => s.id) };
}


/** Let the server finish its disconnect work (presence rows) before the database closes. */
async function settle(platform: TestPlatform): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const [row] = (await platform.db('agile.poker_presence').count('* as n')) as { n: number | string }[];
    if (Number(row!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock() });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['alice', 'MEMBER'],
    ['bob', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    tokens[name] = await platform.tokenFor(user, acme.id);
  }
});
afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  if (platform) await settle(platform);
  await platform?.close();
});

describe('the live session over the websocket', () => {
  it('plays a round with several clients: snapshot on join, presence, progress without values, observer refused, reveal to all', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    const alice = await socketFor(tokens.alice);
    const bob = await socketFor(tokens.bob);
    const watcher = await socketFor(tokens.watcher);
    const pass = await platform.http.post(api(PokerApi.guestJoin(session.id))).send({ displayName: 'Guest Gina' });
    const guest = await socketFor(pass.body.data.token, null);

    const joined = await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    expect(joined.me.role).toBe('FACILITATOR');
    expect((await facilitator.next<PokerSnapshot>(PokerEvents.SNAPSHOT)).data.session.id).toBe(session.id);
    for (const client of [alice, bob, watcher, guest]) {
      const snapshot = await client.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
      expect(snapshot.session.id).toBe(session.id);
      expect(snapshot.me.participantId).toBeTruthy();
    }
    // The facilitator saw each of them (and itself) come online.
    const seen = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const presence = (await facilitator.next<PokerPresenceEvent>(PokerEvents.PRESENCE)).data;
      expect(presence.online).toBe(true);
      seen.add(presence.participant.displayName);
    }
    expect(seen).toContain('Guest Gina');
    const watcherState = await watcher.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    expect(watcherState.me.role).toBe('OBSERVER');
    expect(watcherState.participants.filter((p) => p.online)).toHaveLength(5);

    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    expect(await nextChange(bob, 'session_started')).toMatchObject({ snapshot: { session: { status: 'ACTIVE' } } });
    await facilitator.request(PokerEvents.START_VOTING, { sessionId: session.id, storyId: session.stories[0] });
    const started = await nextChange(guest, 'voting_started');
    expect(started.snapshot.stories[0]!.status).toBe('VOTING');
    expect('me' in started.snapshot).toBe(false);

    const framesBefore = (client: TestSocket) => client.events.length;
    const marks = new Map([facilitator, alice, bob, watcher, guest].map((client) => [client, framesBefore(client)]));

    const mine = await alice.request<{ value: string; round: number }>(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: '13', confidence: 4 });
    expect(mine).toMatchObject({ value: '13', round: 1 });
    for (const client of [facilitator, bob, watcher, guest]) {
      const progress = (await client.next<PokerVoteProgressEvent>(PokerEvents.VOTE_PROGRESS)).data;
      expect(progress).toEqual({ sessionId: session.id, storyId: session.stories[0], round: 1, participantId: expect.any(String), hasVoted: true, votedCount: 1, voterCount: 4 });
    }
    await expect(watcher.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: '5' })).rejects.toThrow(RetroErrors.OBSERVERS_CANNOT_VOTE);
    await guest.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: '5' });
    await bob.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: '5' });
    await expect(bob.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: 'banana' })).rejects.toThrow(PokerErrors.invalidVote('banana'));
    // A guest may not drive the session.
    await expect(guest.request(PokerEvents.REVEAL, { sessionId: session.id, storyId: session.stories[0] })).rejects.toThrow(HttpErrors.UNAUTHORIZED);
    await expect(bob.request(PokerEvents.REVEAL, { sessionId: session.id, storyId: session.stories[0] })).rejects.toThrow(PokerErrors.FACILITATOR_ONLY);
    for (const client of [facilitator, alice, bob, watcher, guest]) await client.next(PokerEvents.VOTE_PROGRESS);

    // Until the reveal, no frame to anyone else carried a vote's value.
    for (const client of [facilitator, bob, watcher, guest]) {
      const frames = client.events.slice(marks.get(client));
      expect(frames.flatMap((frame: EventFrame) => voteValuesIn(frame.data)), `frames to a client: ${JSON.stringify(frames.map((f) => f.type))}`).toEqual([]);
    }

    const summary = await facilitator.request<{ distribution: Record<string, number> }>(PokerEvents.REVEAL, { sessionId: session.id, storyId: session.stories[0] });
    expect(summary.distribution).toEqual({ '13': 1, '5': 2 });
    for (const client of [alice, bob, watcher, guest]) {
      const revealed = (await client.next<PokerRevealedEvent>(PokerEvents.REVEALED)).data;
      expect(revealed.reveal).toMatchObject({ distribution: { '13': 1, '5': 2 }, average: 7.67, consensus: false, suggestedEstimate: 5 });
      expect(revealed.story.status).toBe('VOTED');
    }
  });

  it('keeps a participant online across two tabs until the last one closes', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    const firstTab = await socketFor(tokens.alice);
    const secondTab = await socketFor(tokens.alice);
    const one = await firstTab.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    const two = await secondTab.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    expect(two.me.participantId).toBe(one.me.participantId);
    expect(two.participants).toHaveLength(2);
    expect(await nextPresence(facilitator, one.me.participantId)).toMatchObject({ online: true });
    const heard = facilitator.events.length;
    await firstTab.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(facilitator.events.slice(heard).filter((event) => event.type === PokerEvents.PRESENCE)).toEqual([]);
    // The second tab still plays.
    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    await facilitator.request(PokerEvents.START_VOTING, { sessionId: session.id, storyId: session.stories[0] });
    await secondTab.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[0], value: '3' });
    const state = (await platform.http.get(api(PokerApi.session(session.id))).set(auth(acme.owner.token))).body.data as PokerSnapshot;
    expect(state.participants.find((p) => p.id === one.me.participantId)!.online).toBe(true);
    await secondTab.close();
    expect(await nextPresence(facilitator, one.me.participantId)).toMatchObject({ online: false });
  });

  it('shows a participant away when they close the page, without taking them out of the session', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    const alice = await socketFor(tokens.alice);
    const joined = await alice.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    expect(await nextPresence(facilitator, joined.me.participantId)).toMatchObject({ online: true });
    await alice.request(PokerEvents.AWAY, { sessionId: session.id });
    expect(await nextPresence(facilitator, joined.me.participantId)).toMatchObject({ online: false });
    // Still a participant (shown away), and the socket no longer hears the room.
    const state = (await platform.http.get(api(PokerApi.session(session.id))).set(auth(acme.owner.token))).body.data as PokerSnapshot;
    expect(state.participants.find((p) => p.id === joined.me.participantId)).toMatchObject({ online: false, role: 'PARTICIPANT' });
    const heard = alice.events.length;
    await facilitator.request(PokerEvents.ADD_STORY, { sessionId: session.id, story: { title: 'Said while away' } });
    await nextChange(facilitator, 'story_added');
    expect(alice.events.slice(heard).filter((event) => event.type === PokerEvents.CHANGED)).toEqual([]);
    // Coming back is a join like any other.
    const back = await alice.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    expect(back.me.participantId).toBe(joined.me.participantId);
    expect(await nextPresence(facilitator, joined.me.participantId)).toMatchObject({ online: true });
  });

  it('sends the same state again when a client reconnects and re-joins', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    await facilitator.request(PokerEvents.START_VOTING, { sessionId: session.id, storyId: session.stories[1] });
    let bob = await socketFor(tokens.bob);
    const before = await bob.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    await bob.request(PokerEvents.VOTE, { sessionId: session.id, storyId: session.stories[1], value: '8' });
    await bob.close();
    // Meanwhile the room moves on.
    await facilitator.request(PokerEvents.ADD_STORY, { sessionId: session.id, story: { title: 'Added while away' } });
    bob = await socketFor(tokens.bob);
    await bob.request(PokerEvents.JOIN, { sessionId: session.id });
    const after = (await bob.next<PokerSnapshot>(PokerEvents.SNAPSHOT)).data;
    expect(after.me).toEqual({ participantId: before.me.participantId, role: 'PARTICIPANT', vote: '8' });
    expect(after.currentStoryId).toBe(session.stories[1]);
    expect(after.votes).toEqual([{ participantId: before.me.participantId, hasVoted: true }]);
    expect(after.stories.map((s) => s.title)).toEqual(['Live one', 'Live two', 'Added while away']);
    expect(after.participants.find((p) => p.id === before.me.participantId)!.online).toBe(true);
  });

  it('runs the timer on the server: everyone gets the same end, and the expiry', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    const alice = await socketFor(tokens.alice);
    const watcher = await socketFor(tokens.watcher);
    for (const client of [facilitator, alice, watcher]) await client.request(PokerEvents.JOIN, { sessionId: session.id });
    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    await expect(alice.request(PokerEvents.TIMER_START, { sessionId: session.id, storyId: session.stories[0], duration: 30 })).rejects.toThrow(PokerErrors.FACILITATOR_ONLY);
    const timer = await facilitator.request<{ endsAt: number; durationSeconds: number }>(PokerEvents.TIMER_START, { sessionId: session.id, storyId: session.stories[0], duration: 45 });
    expect(timer.endsAt).toBe(platform.clock.now().getTime() + 45_000);
    const heard = await Promise.all([facilitator, alice, watcher].map((client) => client.next<PokerTimerEvent>(PokerEvents.TIMER)));
    for (const event of heard) expect(event.data).toEqual({ sessionId: session.id, timer: { storyId: session.stories[0], endsAt: timer.endsAt, durationSeconds: 45 }, serverTime: expect.any(Number) });
    // A client joining later gets the same timer in its snapshot.
    const late = await socketFor(tokens.bob);
    expect((await late.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id })).timer).toMatchObject({ endsAt: timer.endsAt });
    platform.clock.advance(46_000);
    const expired = await Promise.all([facilitator, alice, watcher, late].map((client) => client.next<PokerTimerExpiredEvent>(PokerEvents.TIMER_EXPIRED, 3000)));
    for (const event of expired) expect(event.data).toMatchObject({ sessionId: session.id, storyId: session.stories[0] });
    expect(((await platform.http.get(api(PokerApi.session(session.id))).set(auth(tokens.alice))).body.data as PokerSnapshot).timer).toBeNull();
    // Stopping tells everyone too.
    await facilitator.request(PokerEvents.TIMER_START, { sessionId: session.id, storyId: session.stories[0] });
    await facilitator.request(PokerEvents.TIMER_STOP, { sessionId: session.id });
    await alice.next(PokerEvents.TIMER);
    expect((await alice.next<PokerTimerEvent>(PokerEvents.TIMER)).data.timer).toBeNull();
  });

  it('moves between stories, adds stories and changes roles live; REST changes reach the room too', async () => {
    const session = await newSession(['One', 'Two', 'Three']);
    const facilitator = await socketFor(acme.owner.token);
    const alice = await socketFor(tokens.alice);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    const aliceState = await alice.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    await nextChange(alice, 'session_started');
    await facilitator.request(PokerEvents.NEXT, { sessionId: session.id });
    expect((await nextChange(alice, 'current_story')).snapshot.currentStoryId).toBe(session.stories[1]);
    await facilitator.request(PokerEvents.PREVIOUS, { sessionId: session.id });
    expect((await nextChange(alice, 'current_story')).snapshot.currentStoryId).toBe(session.stories[0]);
    await expect(alice.request(PokerEvents.NEXT, { sessionId: session.id })).rejects.toThrow(PokerErrors.FACILITATOR_ONLY);
    const added = await facilitator.request<{ title: string; order: number }>(PokerEvents.ADD_STORY, { sessionId: session.id, story: { title: 'Four' } });
    expect(added).toMatchObject({ title: 'Four', order: 3 });
    await nextChange(alice, 'story_added');
    await facilitator.request(PokerEvents.UPDATE_ROLE, { sessionId: session.id, participantId: aliceState.me.participantId, role: 'OBSERVER' });
    const roleChange = await nextChange(alice, 'participant_role');
    expect(roleChange.snapshot.participants.find((p) => p.id === aliceState.me.participantId)!.role).toBe('OBSERVER');
    await expect(facilitator.request(PokerEvents.UPDATE_ROLE, { sessionId: session.id, participantId: aliceState.me.participantId, role: 'KING' })).rejects.toThrow(/^role must /);
    await platform.http.post(api(PokerApi.stories(session.id))).set(auth(acme.owner.token)).send({ title: 'From REST' }).expect(201);
    expect((await nextChange(alice, 'story_added')).snapshot.stories.map((s) => s.title)).toContain('From REST');
    await expect(alice.request(PokerEvents.JOIN, { sessionId: 'not-a-uuid' })).rejects.toThrow('sessionId must match format "uuid"');
  });

  it('lets a participant leave over the socket, but not the facilitator of an active session', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    const bob = await socketFor(tokens.bob);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    await bob.request(PokerEvents.JOIN, { sessionId: session.id });
    await facilitator.request(PokerEvents.START, { sessionId: session.id });
    await expect(facilitator.request(PokerEvents.LEAVE, { sessionId: session.id })).rejects.toThrow(PokerErrors.FACILITATOR_CANNOT_LEAVE);
    await bob.request(PokerEvents.LEAVE, { sessionId: session.id });
    const change = await nextChange(facilitator, 'participant_left');
    expect(change.snapshot.participants.map((p) => p.role)).toEqual(['FACILITATOR']);
  });

  it('stops sending the room to someone the facilitator removed, after telling them', async () => {
    const session = await newSession();
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(PokerEvents.JOIN, { sessionId: session.id });
    const bob = await socketFor(tokens.bob);
    const joined = await bob.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id });
    await platform.http.delete(api(PokerApi.participant(session.id, joined.me.participantId!))).set(auth(acme.owner.token)).expect(200);
    const removed = await nextChange(bob, 'participant_removed');
    expect(removed.snapshot.participants.map((p) => p.id)).not.toContain(joined.me.participantId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const heard = bob.events.length;
    await facilitator.request(PokerEvents.ADD_STORY, { sessionId: session.id, story: { title: 'After the removal' } });
    await nextChange(facilitator, 'story_added');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.events.slice(heard)).toEqual([]);
  });

  it('refuses a completed session to newcomers over the socket', async () => {
    const session = await newSession();
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(acme.owner.token)).send({ status: 'ACTIVE' }).expect(200);
    await platform.http.patch(api(PokerApi.session(session.id))).set(auth(acme.owner.token)).send({ status: 'COMPLETED' }).expect(200);
    const alice = await socketFor(tokens.alice);
    await expect(alice.request(PokerEvents.JOIN, { sessionId: session.id })).rejects.toThrow(PokerErrors.SESSION_COMPLETED);
    // Its facilitator may still open it to read.
    const facilitator = await socketFor(acme.owner.token);
    expect((await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: session.id })).session.status).toBe('COMPLETED');
  });
});
