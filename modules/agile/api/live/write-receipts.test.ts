import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock, connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerSnapshot } from '../../shared/poker.js';
import { RetroEvents, type RetroCard, type RetroSessionView } from '../../shared/retro.js';
import { PokerApi } from '../poker/test-paths.js';
import { RetroPaths } from '../retro/test-paths.js';

/**
 * A socket write sent twice with the same client id (a retry after a dropped connection) is done
 * once: the retry gets the first answer and no second row is written. Votes, stories, cards and
 * action items; on another socket of the same person too; a different id is a different write.
 */
let platform: TestPlatform;
let acme: TestAccount;
let memberToken: string;
const open: TestSocket[] = [];

const auth = { get value() { return { Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id }; } };

async function socketFor(token: string): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, acme.id);
  open.push(socket);
  return socket;
}

async function settle(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const [poker] = (await platform.db('agile.poker_presence').count('* as n')) as { n: number | string }[];
    const [retro] = (await platform.db('agile.retro_presence').count('* as n')) as { n: number | string }[];
    if (Number(poker!.n) + Number(retro!.n) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const count = async (table: string, where: Record<string, unknown>) => Number(((await platform.db(table).where(where).count('* as n')) as { n: string }[])[0]!.n);

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin], clock: new TestClock() });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  const member = await platform.createUser();
  await platform.addMember(acme, member, 'MEMBER');
  memberToken = await platform.tokenFor(member, acme.id);
});
afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  if (platform) await settle();
  await platform?.close();
});

describe('socket writes with a client id', () => {
  it('planning poker: the same story or vote sent twice is written once and answered with the first result', async () => {
    const created = await platform.http.post(`/api${PokerApi.sessions}`).set(auth.value).send({ name: 'Retries', stories: ['First'] });
    const sessionId = created.body.data.id as string;
    const facilitator = await socketFor(acme.owner.token);
    const voter = await socketFor(memberToken);
    const state = await facilitator.request<PokerSnapshot>(PokerEvents.JOIN, { sessionId });
    await voter.request(PokerEvents.JOIN, { sessionId });
    await facilitator.request(PokerEvents.START, { sessionId, clientId: 'start-0000000001' });

    // The same story twice (and once more, concurrently): one story.
    const story = { sessionId, story: { title: 'Added once' }, clientId: 'story-0000000001' };
    const first = await facilitator.request<{ id: string }>(PokerEvents.ADD_STORY, story);
    const [again, concurrent] = await Promise.all([facilitator.request<{ id: string }>(PokerEvents.ADD_STORY, story), facilitator.request<{ id: string }>(PokerEvents.ADD_STORY, story)]);
    expect(again).toEqual(first);
    expect(concurrent).toEqual(first);
    expect(await count('agile.poker_stories', { session_id: sessionId, title: 'Added once' })).toBe(1);
    // Another id is another write.
    await facilitator.request(PokerEvents.ADD_STORY, { ...story, clientId: 'story-0000000002' });
    expect(await count('agile.poker_stories', { session_id: sessionId, title: 'Added once' })).toBe(2);

    // 'Next story' retried does not skip two stories.
    const storyId = state.stories[0]!.id;
    await facilitator.request(PokerEvents.START_VOTING, { sessionId, storyId, clientId: 'voting-000000001' });
    const vote = { sessionId, storyId, value: '5', clientId: 'vote-00000000001' };
    const cast = await voter.request(PokerEvents.VOTE, vote);
    // The retry comes on a new socket (the connection dropped): the same answer.
    const reconnected = await socketFor(memberToken);
    await reconnected.request(PokerEvents.JOIN, { sessionId });
    expect(await reconnected.request(PokerEvents.VOTE, vote)).toEqual(cast);
    expect(await count('agile.poker_votes', { story_id: storyId })).toBe(1);
    // The id is the person's own: the facilitator using it is another write.
    expect(await count('agile.live_write_receipts', { event: PokerEvents.VOTE, client_id: vote.clientId })).toBe(1);
  });

  it('retrospective: the same card or action item sent twice is written once; a refused write frees its id', async () => {
    const created = await platform.http.post(`/api${RetroPaths.sessions}`).set(auth.value).send({ name: 'Retry retro' });
    const sessionId = (created.body.data as RetroSessionView).id;
    const facilitator = await socketFor(acme.owner.token);
    const member = await socketFor(memberToken);
    await facilitator.request(RetroEvents.JOIN, { sessionId });
    await member.request(RetroEvents.JOIN, { sessionId });

    // Before COLLECT a card is refused: its id is not kept, so the retry after the phase opens writes it.
    const card = { sessionId, columnId: 'stop', content: 'Long meetings', clientId: 'card-00000000001' };
    await expect(member.request(RetroEvents.CARD_ADD, card)).rejects.toThrow();
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId, clientId: 'phase-0000000001' });
    // The phase change retried does not move two phases.
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId, clientId: 'phase-0000000001' });
    expect((await platform.db('agile.retro_sessions').where('id', sessionId).first()).current_phase).toBe('COLLECT');

    const written = await member.request<RetroCard>(RetroEvents.CARD_ADD, card);
    const retried = await member.request<RetroCard>(RetroEvents.CARD_ADD, card);
    expect(retried.id).toBe(written.id);
    expect(await count('agile.retro_cards', { session_id: sessionId, content: 'Long meetings' })).toBe(1);
    // Without an id, a write is a write (as before).
    await member.request(RetroEvents.CARD_ADD, { sessionId, columnId: 'stop', content: 'Long meetings' });
    expect(await count('agile.retro_cards', { session_id: sessionId, content: 'Long meetings' })).toBe(2);

    await facilitator.request(RetroEvents.SET_PHASE, { sessionId, phase: 'ACTION_ITEMS' });
    const item = { sessionId, title: 'Shorter agendas', clientId: 'action-000000001' };
    const first = await facilitator.request<{ id: string }>(RetroEvents.ACTION_ITEM_ADD, item);
    expect((await facilitator.request<{ id: string }>(RetroEvents.ACTION_ITEM_ADD, item)).id).toBe(first.id);
    expect(await count('agile.retro_action_items', { session_id: sessionId, title: 'Shorter agendas' })).toBe(1);
  });

  it('refuses a malformed client id with the validation text', async () => {
    const created = await platform.http.post(`/api${RetroPaths.sessions}`).set(auth.value).send({ name: 'Bad ids' });
    const sessionId = (created.body.data as RetroSessionView).id;
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(RetroEvents.JOIN, { sessionId });
    await expect(facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId, clientId: 'short' })).rejects.toThrow(/clientId/);
  });
});
