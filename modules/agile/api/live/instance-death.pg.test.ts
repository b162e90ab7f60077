import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerPresenceEvent, type PokerSnapshot } from '../../shared/poker.js';
import { RetroEvents, type RetroPresenceEvent, type RetroSessionView, type RetroSnapshot } from '../../shared/retro.js';
import { PokerApi } from '../poker/test-paths.js';
import { RetroPaths } from '../retro/test-paths.js';

/**
 * An instance dies (its process gone: no disconnect work, no more heartbeats) while people are in
 * a poker session and a retro through it: the other instance ends their presence and tells its
 * sockets within 15 seconds (it was 75-90 s). PostgreSQL project only.
 */
let survivor: TestPlatform;
let doomed: TestPlatform | null = null;
let acme: TestAccount;
let aliceToken: string;
const sockets: TestSocket[] = [];

const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });

async function on(platform: TestPlatform, token: string): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, acme.id);
  sockets.push(socket);
  return socket;
}

beforeAll(async () => {
  survivor = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres' });
  doomed = await startTestPlatform({ plugins: [agilePlugin], fanout: 'postgres', sameDatabaseAs: survivor });
  acme = await survivor.createAccount({ plan: 'PRO' });
  const alice = await survivor.createUser();
  await survivor.addMember(acme, alice, 'MEMBER');
  aliceToken = await survivor.tokenFor(alice, acme.id);
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.close().catch(() => undefined)));
  await doomed?.close().catch(() => undefined);
  // Presence left by the dead instance was swept; nothing else is pending.
  await survivor?.close();
});

describe('an instance that dies', () => {
  it("ends its sockets' presence on the other instance within 15 seconds, in poker and retro rooms", async () => {
    const poker = await survivor.http.post(`/api${PokerApi.sessions}`).set(auth()).send({ name: 'Survives', stories: ['One'] });
    const pokerId = poker.body.data.id as string;
    const retro = await survivor.http.post(`/api${RetroPaths.sessions}`).set(auth()).send({ name: 'Survives too' });
    const retroId = (retro.body.data as RetroSessionView).id;

    const facilitator = await on(survivor, acme.owner.token);
    await facilitator.request(PokerEvents.JOIN, { sessionId: pokerId });
    await facilitator.request(RetroEvents.JOIN, { sessionId: retroId });
    const alice = await on(doomed!, aliceToken);
    const alicePoker = (await alice.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: pokerId })).me.participantId!;
    const aliceRetro = (await alice.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: retroId })).me.participantId!;
    expect((await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: pokerId })).participants.find((p) => p.id === alicePoker)?.online).toBe(true);

    // The process dies: its database connections go first (no disconnect work can run), then its sockets.
    const died = Date.now();
    const mark = facilitator.events.length;
    await doomed!.db.destroy();
    await doomed!.close().catch(() => undefined);
    doomed = null;

    const offline = async <T extends { participantId: string; online: boolean }>(event: string, participantId: string): Promise<number> => {
      for (;;) {
        const frame = facilitator.events.slice(mark).find((e) => e.type === event && (e.data as T).participantId === participantId && !(e.data as T).online);
        if (frame) return Date.now() - died;
        if (Date.now() - died > 20_000) throw new Error(`${event}: still online after 20 s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const [pokerAfter, retroAfter] = await Promise.all([offline<PokerPresenceEvent>(PokerEvents.PRESENCE, alicePoker), offline<RetroPresenceEvent>(RetroEvents.PRESENCE, aliceRetro)]);
    expect(pokerAfter).toBeLessThan(15_000);
    expect(retroAfter).toBeLessThan(15_000);

    // A fresh look at the rooms shows her offline, and her presence rows are gone.
    const pokerState = await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId: pokerId });
    expect(pokerState.participants.find((p) => p.id === alicePoker)?.online).toBe(false);
    const retroState = await facilitator.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: retroId });
    expect(retroState.participants.find((p) => p.id === aliceRetro)?.online).toBe(false);
    expect(Number(((await survivor.db('agile.poker_presence').where('participant_id', alicePoker).count('* as n')) as { n: string }[])[0]!.n)).toBe(0);
  }, 40_000);
});
