import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerSnapshot, type PokerTimerExpiredEvent, type RevealSummary } from '../../shared/poker.js';
import { PokerApi } from './test-paths.js';

/**
 * The server dies in the middle of a vote and comes back (PostgreSQL project only): no
 * acknowledged vote is lost, clients rejoin and get the same state, and the running timer still
 * ends on time. `database` only owns the database; `server` is the instance that goes down.
 */
let database: TestPlatform;
let acme: TestAccount;
const voters: { user: TestUser; token: string }[] = [];
const clock = new TestClock();
const sockets: TestSocket[] = [];

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

async function connect(platform: TestPlatform, token: string): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, acme.id);
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
  database = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', clock });
  acme = await database.createAccount({ plan: 'PRO' });
  for (let i = 0; i < 6; i += 1) {
    const user = await database.createUser();
    await database.addMember(acme, user, 'MEMBER');
    voters.push({ user, token: await database.tokenFor(user, acme.id) });
  }
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close()));
  await database?.close();
});

describe('restarting the server during a vote', () => {
  it('loses no acknowledged vote, resyncs every client to the same state and keeps the timer', async () => {
    let server = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', sameDatabaseAs: database, clock });
    const created = await server.http.post(api(PokerApi.sessions)).set(auth(acme.owner.token)).send({ name: 'Crash test', stories: ['Survives'] });
    const sessionId = created.body.data.id as string;
    const facilitator = await connect(server, acme.owner.token);
    const first = await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId });
    const storyId = first.stories[0]!.id;
    const clients = await Promise.all(voters.map((voter) => connect(server, voter.token)));
    const participantIds = await Promise.all(clients.map(async (client) => (await client.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId })).me.participantId!));
    await facilitator.request(PokerEvents.START, { sessionId });
    await facilitator.request(PokerEvents.START_VOTING, { sessionId, storyId });
    const timer = await facilitator.request<{ endsAt: number }>(PokerEvents.TIMER_START, { sessionId, storyId, duration: 60 });

    // Votes in flight when the server dies: those acknowledged must survive.
    const values = ['1', '2', '3', '5', '8', '13'];
    const acknowledged = new Map<string, string>();
    await Promise.all(
      clients.map((client, index) =>
        client.request(PokerEvents.VOTE, { sessionId, storyId, value: values[index] }).then(
          () => acknowledged.set(participantIds[index]!, values[index]!),
          () => undefined,
        ),
      ),
    );
    // The last voter's vote is cut off mid-air: sent, then the server goes.
    void clients[5]!.request(PokerEvents.VOTE, { sessionId, storyId, value: '21' }).then(
      () => acknowledged.set(participantIds[5]!, '21'),
      () => undefined,
    );
    // Down it goes: every socket drops at once, then the process is gone.
    await server.platform.hub.close();
    await server.close();
    expect(acknowledged.size).toBeGreaterThanOrEqual(6);

    server = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', sameDatabaseAs: database, clock });
    try {
      // Every client reconnects and re-joins: the same state, its own vote, nobody's value.
      const rejoined = await Promise.all(
        voters.map(async (voter) => {
          const socket = await connect(server, voter.token);
          return { socket, snapshot: await socket.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId }) };
        }),
      );
      const facilitatorAgain = await connect(server, acme.owner.token);
      const facilitatorState = await facilitatorAgain.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId });
      // The vote cut off mid-air may or may not have been written; an acknowledged one was.
      const lastVoter = participantIds[5]!;
      const allowed = (participantId: string) => (participantId === lastVoter && acknowledged.get(lastVoter) !== '21' ? [acknowledged.get(participantId), '21'] : [acknowledged.get(participantId)]);
      for (const [index, { snapshot }] of rejoined.entries()) {
        expect(snapshot.me.participantId).toBe(participantIds[index]);
        expect(allowed(participantIds[index]!)).toContain(snapshot.me.vote);
        expect(snapshot.stories[0]).toMatchObject({ id: storyId, status: 'VOTING', round: 1 });
        expect(snapshot.votes.every((vote) => vote.value === undefined)).toBe(true);
        expect(snapshot.timer).toEqual({ storyId, endsAt: timer.endsAt, durationSeconds: 60 });
      }
      expect(new Set(facilitatorState.votes.map((vote) => vote.participantId))).toEqual(new Set(acknowledged.keys()));

      // The timer kept by the database ends on time on the new server.
      clock.advance(61_000);
      expect((await rejoined[0]!.socket.next<PokerTimerExpiredEvent>(PokerEvents.TIMER_EXPIRED, 3000)).data).toMatchObject({ sessionId, storyId });

      const summary = await facilitatorAgain.request<RevealSummary>(PokerEvents.REVEAL, { sessionId, storyId });
      expect(summary.votes).toHaveLength(acknowledged.size);
      for (const vote of summary.votes) expect(allowed(vote.participantId)).toContain(vote.value);
    } finally {
      // Clients first: an HTTP server closes only once its upgraded sockets have.
      await Promise.all(sockets.map((socket) => socket.close()));
      await settle(server);
      await server.close();
    }
  });
});
