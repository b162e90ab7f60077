import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerPresenceEvent, type PokerRevealedEvent, type PokerSnapshot, type PokerTimerEvent, type PokerTimerExpiredEvent, type PokerVoteProgressEvent } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

/**
 * Two server instances on one PostgreSQL meet through the LISTEN/NOTIFY fan-out: the people of
 * one session, connected to either instance, play together (PostgreSQL project only).
 */
let first: TestPlatform;
let second: TestPlatform;
let acme: TestAccount;
let aliceToken: string;
const clock = new TestClock();
const sockets: TestSocket[] = [];

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

async function on(platform: TestPlatform, token: string, tenant: string | null = acme.id): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, tenant);
  sockets.push(socket);
  return socket;
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
  first = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', clock });
  second = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', sameDatabaseAs: first, clock });
  acme = await first.createAccount({ plan: 'PRO' });
  const alice = await first.createUser();
  await first.addMember(acme, alice, 'MEMBER');
  aliceToken = await first.tokenFor(alice, acme.id);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  if (first) await settle(first);
  await second?.close();
  await first?.close();
});

describe('planning poker across two instances', () => {
  it('shows votes, presence, reveal and the timer to sockets on either instance', async () => {
    const created = await first.http.post(api(PokerApi.sessions)).set(auth(acme.owner.token)).send({ name: 'Split', stories: ['Across'] });
    const sessionId = created.body.data.id as string;
    const facilitator = await on(first, acme.owner.token);
    const alice = await on(second, aliceToken);
    const pass = await second.http.post(api(PokerApi.guestJoin(sessionId))).send({ displayName: 'Remote guest' });
    const guest = await on(first, pass.body.data.token, null);

    const start = await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId });
    const storyId = start.stories[0]!.id;
    const aliceJoined = await alice.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId });
    // Presence made on the second instance reaches the first.
    for (;;) {
      const presence = (await facilitator.next<PokerPresenceEvent>(PokerEvents.PRESENCE)).data;
      if (presence.participantId === aliceJoined.me.participantId) {
        expect(presence.online).toBe(true);
        break;
      }
    }
    await guest.request(PokerEvents.JOIN, { sessionId });
    await facilitator.request(PokerEvents.START, { sessionId });
    await facilitator.request(PokerEvents.START_VOTING, { sessionId, storyId });

    // A vote on the second instance is seen (without its value) on the first, and the reverse.
    await alice.request(PokerEvents.VOTE, { sessionId, storyId, value: '8' });
    const heard = (await facilitator.next<PokerVoteProgressEvent>(PokerEvents.VOTE_PROGRESS)).data;
    expect(heard).toMatchObject({ participantId: aliceJoined.me.participantId, votedCount: 1 });
    expect(JSON.stringify(heard)).not.toContain('"8"');
    await guest.request(PokerEvents.VOTE, { sessionId, storyId, value: '5' });
    for (;;) {
      const progress = (await alice.next<PokerVoteProgressEvent>(PokerEvents.VOTE_PROGRESS)).data;
      if (progress.votedCount === 2) break;
    }

    // The timer started on the first instance reaches the second, and so does its expiry.
    const timer = await facilitator.request<{ endsAt: number }>(PokerEvents.TIMER_START, { sessionId, storyId, duration: 20 });
    expect((await alice.next<PokerTimerEvent>(PokerEvents.TIMER)).data.timer).toMatchObject({ endsAt: timer.endsAt });
    clock.advance(21_000);
    expect((await alice.next<PokerTimerExpiredEvent>(PokerEvents.TIMER_EXPIRED, 3000)).data).toMatchObject({ sessionId, storyId });

    await facilitator.request(PokerEvents.REVEAL, { sessionId, storyId });
    const revealed = (await alice.next<PokerRevealedEvent>(PokerEvents.REVEALED)).data;
    expect(revealed.reveal.distribution).toEqual({ '8': 1, '5': 1 });

    // A REST change on the second instance reaches the first.
    await second.http.post(api(PokerApi.stories(sessionId))).set(auth(acme.owner.token)).send({ title: 'Added on the second' }).expect(201);
    for (;;) {
      const change = (await guest.next<{ change: string; snapshot: PokerSnapshot }>(PokerEvents.CHANGED)).data;
      if (change.change === 'story_added') {
        expect(change.snapshot.stories.map((s) => s.title)).toContain('Added on the second');
        break;
      }
    }

    // Alice leaves the second instance: the first hears she is offline.
    await alice.close();
    for (;;) {
      const presence = (await facilitator.next<PokerPresenceEvent>(PokerEvents.PRESENCE)).data;
      if (presence.participantId === aliceJoined.me.participantId && !presence.online) break;
    }
  });
});
