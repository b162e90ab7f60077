import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, type EventFrame } from '@suite/sdk';
import { RetroErrors } from '../../shared/errors/retro-errors.js';
import { TestClock, connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { agilePlugin } from '../index.js';
import {
  RetroEvents,
  type RetroActionItemEvent,
  type RetroCard,
  type RetroCardEvent,
  type RetroChangedEvent,
  type RetroGroupEvent,
  type RetroPresenceEvent,
  type RetroSessionView,
  type RetroSnapshot,
  type RetroTimerEvent,
  type RetroTimerExpiredEvent,
  type RetroVotesEvent,
} from '../../shared/retro.js';
import { RetroPaths } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const tokens: Record<'alice' | 'bob' | 'watcher', string> = {} as never;
const open: TestSocket[] = [];

async function socketFor(token: string): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, acme.id);
  open.push(socket);
  return socket;
}

/** The next retro:changed of one kind (earlier ones of other kinds are skipped). */
async function nextChange(socket: TestSocket, change: RetroChangedEvent['change']): Promise<RetroChangedEvent> {
  for (;;) {
    const event = (await socket.next<RetroChangedEvent>(RetroEvents.CHANGED, 3000)).data;
    if (event.change === change) return event;
  }
}
async function nextPresence(socket: TestSocket, participantId: string, online: boolean): Promise<RetroPresenceEvent> {
  for (;;) {
    const event = (await socket.next<RetroPresenceEvent>(RetroEvents.PRESENCE, 3000)).data;
    if (event.participantId === participantId && event.online === online) return event;
  }
}
const framesOf = (socket: TestSocket, type: string, from = 0): EventFrame[] => socket.events.slice(from).filter((event) => event.type === type);
/** Frames reach each socket on its own: wait until this one has `count` of them. */
async function framesReceived(socket: TestSocket, type: string, from: number, count: number): Promise<EventFrame[]> {
  for (let i = 0; i < 150 && framesOf(socket, type, from).length < count; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return framesOf(socket, type, from);
}

/** Let the server finish its disconnect work (presence rows) before the database closes. */
async function settle(): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const [row] = (await platform.db('agile.retro_presence').count('* as n')) as { n: number | string }[];
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
  if (platform) await settle();
  await platform?.close();
});

describe('a live retrospective over the websocket', () => {
  it('takes three clients through every phase: blurred cards, anonymous votes, groups, timers, action items', async () => {
    const created = await platform.http
      .post(`/api${RetroPaths.sessions}`)
      .set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id })
      .send({ name: 'Live retro', settings: { blurCards: true, votesPerParticipant: 2, timerEnabled: true, phaseTimers: { COLLECT: 120 } } });
    const retro = created.body.data as RetroSessionView;
    const sessionId = retro.id;
    const facilitator = await socketFor(acme.owner.token);
    const alice = await socketFor(tokens.alice);
    const bob = await socketFor(tokens.bob);
    const clients = [facilitator, alice, bob];

    // ----- join: a snapshot for each, pushed and acknowledged; presence to the room -----
    const joined = await facilitator.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId });
    expect(joined.me).toMatchObject({ role: 'FACILITATOR', canModerate: true });
    expect((await facilitator.next<RetroSnapshot>(RetroEvents.SNAPSHOT)).data.session.id).toBe(sessionId);
    const aliceState = await alice.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId });
    const bobState = await bob.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId });
    expect([aliceState.me.role, bobState.me.role]).toEqual(['PARTICIPANT', 'PARTICIPANT']);
    expect(bobState.participants.filter((p) => p.online)).toHaveLength(3);
    await nextPresence(facilitator, bobState.me.participantId!, true);
    expect((await nextChange(facilitator, 'participant_joined')).snapshot.participants).toHaveLength(2);

    // ----- SETUP -> COLLECT: the phase timer starts on the server -----
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    for (const client of clients) {
      expect((await nextChange(client, 'phase_changed')).snapshot.session).toMatchObject({ status: 'ACTIVE', currentPhase: 'COLLECT' });
      const timer = (await client.next<RetroTimerEvent>(RetroEvents.TIMER)).data;
      expect(timer.timer).toMatchObject({ phase: 'COLLECT', durationSeconds: 120, endsAt: platform.clock.now().getTime() + 120_000 });
    }

    // ----- COLLECT: cards appear as they are written, blurred for everyone but their author -----
    const cardMarks = clients.map((client) => client.events.length);
    const aliceCard = await alice.request<RetroCard>(RetroEvents.CARD_ADD, { sessionId, columnId: 'stop', content: 'Meetings run late' });
    expect(aliceCard.content).toBe('Meetings run late');
    expect((await alice.next<RetroCardEvent>(RetroEvents.CARD)).data.card).toMatchObject({ id: aliceCard.id, content: 'Meetings run late', blurred: false });
    for (const client of [facilitator, bob]) {
      expect((await client.next<RetroCardEvent>(RetroEvents.CARD)).data).toMatchObject({ action: 'added', card: { id: aliceCard.id, content: null, blurred: true, columnId: 'stop' } });
    }
    // The REST route runs the same service and reaches the room the same way.
    const bobCard = (
      await platform.http.post(`/api${RetroPaths.cards(sessionId)}`).set({ Authorization: `Bearer ${tokens.bob}`, 'X-Tenant-ID': acme.id }).send({ columnId: 'start', content: 'Write shorter agendas' })
    ).body.data as RetroCard;
    expect((await alice.next<RetroCardEvent>(RetroEvents.CARD)).data.card).toMatchObject({ id: bobCard.id, content: null, blurred: true });
    expect((await bob.next<RetroCardEvent>(RetroEvents.CARD)).data.card).toMatchObject({ id: bobCard.id, content: 'Write shorter agendas' });
    const third = await facilitator.request<RetroCard>(RetroEvents.CARD_ADD, { sessionId, columnId: 'continue', content: 'Friday demos' });
    await Promise.all(clients.map((client) => client.next<RetroCardEvent>(RetroEvents.CARD)));
    // No one got anybody else's words while collecting, and each card reached each client once.
    for (const [index, client] of clients.entries()) {
      const frames = await framesReceived(client, RetroEvents.CARD, cardMarks[index]!, 3);
      expect(frames).toHaveLength(3);
      const own = [third.id, aliceCard.id, bobCard.id][index];
      for (const frame of frames) {
        const card = (frame.data as RetroCardEvent).card!;
        expect(card.content === null).toBe(card.id !== own);
      }
    }
    await expect(alice.request(RetroEvents.VOTE, { sessionId, cardId: bobCard.id })).rejects.toThrow(RetroErrors.VOTE_PHASE);

    // ----- the timer runs out by the server's clock -----
    platform.clock.advance(121_000);
    for (const client of clients) expect((await client.next<RetroTimerExpiredEvent>(RetroEvents.TIMER_EXPIRED)).data).toMatchObject({ sessionId, phase: 'COLLECT' });

    // ----- COLLECT -> GROUP: everyone now reads every card -----
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    for (const client of clients) {
      const change = await nextChange(client, 'phase_changed');
      expect(change.snapshot.session.currentPhase).toBe('GROUP');
      expect(change.snapshot.cards.map((c) => c.content)).toEqual(['Meetings run late', 'Write shorter agendas', 'Friday demos']);
      expect(change.snapshot.timer).toBeNull();
    }
    const group = await bob.request<{ id: string }>(RetroEvents.GROUP_CREATE, { sessionId, title: 'Meetings', cardIds: [aliceCard.id, bobCard.id] });
    for (const client of clients) expect((await client.next<RetroGroupEvent>(RetroEvents.GROUP)).data.group).toMatchObject({ id: group.id, title: 'Meetings', cardIds: [aliceCard.id, bobCard.id] });
    await alice.request(RetroEvents.CARD_UNGROUP, { sessionId, groupId: group.id, cardId: bobCard.id });
    for (const client of clients) expect((await client.next<RetroGroupEvent>(RetroEvents.GROUP)).data.group!.cardIds).toEqual([aliceCard.id]);
    await alice.request(RetroEvents.CARD_GROUP, { sessionId, groupId: group.id, cardId: bobCard.id });
    for (const client of clients) expect((await client.next<RetroGroupEvent>(RetroEvents.GROUP)).data.group!.cardIds).toEqual([aliceCard.id, bobCard.id]);

    // ----- GROUP -> VOTE: counts reach everyone, never who voted -----
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    await Promise.all(clients.map((client) => nextChange(client, 'phase_changed')));
    const voteMarks = clients.map((client) => client.events.length);
    const aliceVote = await alice.request<{ votes: number; votesRemaining: number; votedCardIds: string[] }>(RetroEvents.VOTE, { sessionId, cardId: aliceCard.id });
    expect(aliceVote).toMatchObject({ votes: 1, votesRemaining: 1, votedCardIds: [aliceCard.id] });
    for (const client of clients) expect((await client.next<RetroVotesEvent>(RetroEvents.VOTES)).data).toEqual({ sessionId, cardId: aliceCard.id, votes: 1, groupId: group.id, voteCount: 1, voterCount: 1 });
    await bob.request(RetroEvents.VOTE, { sessionId, cardId: aliceCard.id });
    await bob.request(RetroEvents.VOTE, { sessionId, cardId: third.id });
    await expect(bob.request(RetroEvents.VOTE, { sessionId, cardId: bobCard.id })).rejects.toThrow(RetroErrors.maxVotes(2));
    await expect(bob.request(RetroEvents.VOTE, { sessionId, cardId: third.id })).rejects.toThrow(RetroErrors.ALREADY_VOTED);
    await alice.request(RetroEvents.UNVOTE, { sessionId, cardId: aliceCard.id });
    await alice.request(RetroEvents.VOTE, { sessionId, cardId: third.id });
    for (const client of clients) {
      const counts = (await framesReceived(client, RetroEvents.VOTES, voteMarks[clients.indexOf(client)]!, 5)).map((frame) => frame.data as RetroVotesEvent);
      expect(counts.map((c) => [c.cardId === aliceCard.id ? 'alice' : 'third', c.votes])).toEqual([
        ['alice', 1],
        ['alice', 2],
        ['third', 1],
        ['alice', 1],
        ['third', 2],
      ]);
      // Nothing in any vote frame names a participant.
      const participantIds = [joined.me.participantId, aliceState.me.participantId, bobState.me.participantId];
      for (const count of counts) for (const value of Object.values(count)) expect(participantIds).not.toContain(value);
    }
    // An observer joins to watch and cannot vote.
    const watcher = await socketFor(tokens.watcher);
    const watching = await watcher.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId });
    expect(watching.me.role).toBe('OBSERVER');
    expect(watching.cards.map((c) => c.votes)).toEqual([1, 0, 2]);
    await expect(watcher.request(RetroEvents.VOTE, { sessionId, cardId: third.id })).rejects.toThrow(RetroErrors.OBSERVERS_CANNOT_VOTE);

    // ----- VOTE -> DISCUSS -> ACTION_ITEMS -> COMPLETED -----
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    for (const client of clients) {
      await nextChange(client, 'phase_changed');
      expect((await nextChange(client, 'phase_changed')).snapshot.session.currentPhase).toBe('ACTION_ITEMS');
    }
    await expect(bob.request(RetroEvents.UNVOTE, { sessionId, cardId: third.id })).rejects.toThrow(RetroErrors.VOTE_REMOVAL_PHASE);
    await expect(alice.request(RetroEvents.ACTION_ITEM_ADD, { sessionId, title: '  ' })).rejects.toThrow(RetroErrors.ACTION_ITEM_TITLE_EMPTY);
    const item = await alice.request<{ id: string }>(RetroEvents.ACTION_ITEM_ADD, { sessionId, title: 'Timebox every meeting', priority: 'HIGH', cardId: aliceCard.id });
    for (const client of clients) expect((await client.next<RetroActionItemEvent>(RetroEvents.ACTION_ITEM)).data.actionItem).toMatchObject({ id: item.id, title: 'Timebox every meeting', priority: 'HIGH', status: 'OPEN' });
    await facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId });
    for (const client of clients) expect((await nextChange(client, 'phase_changed')).snapshot.session).toMatchObject({ status: 'COMPLETED', currentPhase: 'COMPLETED' });
    await expect(facilitator.request(RetroEvents.ADVANCE_PHASE, { sessionId })).rejects.toThrow(RetroErrors.CANNOT_ADVANCE);

    // ----- a reconnect gets the snapshot again, with the viewer's own votes -----
    await bob.close();
    await nextPresence(alice, bobState.me.participantId!, false);
    const again = await socketFor(tokens.bob);
    const back = await again.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId });
    expect(back.me).toMatchObject({ participantId: bobState.me.participantId, votedCardIds: expect.arrayContaining([aliceCard.id, third.id]), votesRemaining: 0 });
    expect(back.session.status).toBe('COMPLETED');
    expect(back.actionItems.map((i) => i.title)).toEqual(['Timebox every meeting']);
    await nextPresence(alice, bobState.me.participantId!, true);
  });

  it('shows a participant away when they close the page, and back when they return', async () => {
    const session = (await platform.http.post(`/api${RetroPaths.sessions}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id }).send({ name: 'Away retro' }))
      .body.data as RetroSessionView;
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(RetroEvents.JOIN, { sessionId: session.id });
    const bob = await socketFor(tokens.bob);
    const joined = await bob.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: session.id });
    await nextPresence(facilitator, joined.me.participantId!, true);
    await bob.request(RetroEvents.AWAY, { sessionId: session.id });
    await nextPresence(facilitator, joined.me.participantId!, false);
    const state = (await platform.http.get(`/api${RetroPaths.session(session.id)}`).set({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id })).body.data as RetroSnapshot;
    expect(state.participants.find((p) => p.id === joined.me.participantId)).toMatchObject({ online: false });
    const back = await bob.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: session.id });
    expect(back.me.participantId).toBe(joined.me.participantId);
    await nextPresence(facilitator, joined.me.participantId!, true);
  });

  it('stops sending the retro to someone the facilitator removed, after telling them', async () => {
    const headers = { Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id };
    const session = (await platform.http.post(`/api${RetroPaths.sessions}`).set(headers).send({ name: 'Removal retro' })).body.data as RetroSessionView;
    const facilitator = await socketFor(acme.owner.token);
    await facilitator.request(RetroEvents.JOIN, { sessionId: session.id });
    const bob = await socketFor(tokens.bob);
    const joined = await bob.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: session.id });
    await platform.http.delete(`/api${RetroPaths.participant(session.id, joined.me.participantId!)}`).set(headers).expect(200);
    await nextChange(bob, 'participant_removed');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const heard = bob.events.length;
    await platform.http.patch(`/api${RetroPaths.session(session.id)}`).set(headers).send({ name: 'Renamed after the removal' }).expect(200);
    await nextChange(facilitator, 'session_updated');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bob.events.slice(heard)).toEqual([]);
  });

  it('refuses a retro of another account and payloads that are not ids', async () => {
    const other = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
    const theirs = (
      await platform.http.post(`/api${RetroPaths.sessions}`).set({ Authorization: `Bearer ${other.owner.token}`, 'X-Tenant-ID': other.id }).send({ name: 'Globex retro' })
    ).body.data as RetroSessionView;
    const socket = await socketFor(tokens.alice);
    await expect(socket.request(RetroEvents.JOIN, { sessionId: theirs.id })).rejects.toThrow(RetroErrors.SESSION_NOT_FOUND);
    await expect(socket.request(RetroEvents.CARD_ADD, { sessionId: theirs.id, columnId: 'start', content: 'x' })).rejects.toThrow(RetroErrors.SESSION_NOT_FOUND);
    await expect(socket.request(RetroEvents.JOIN, { sessionId: 'not-a-uuid' })).rejects.toThrow('sessionId must match format "uuid"');
  });

  it('refuses a payload its schema refuses with the text the HTTP route gives the same body', async () => {
    const headers = { Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id };
    const session = (await platform.http.post(`/api${RetroPaths.sessions}`).set(headers).send({ name: 'Schema retro' })).body.data as RetroSessionView;
    const overHttp = await platform.http.post(`/api${RetroPaths.cards(session.id)}`).set(headers).send({ columnId: 'start' });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body.error).toContain('content');
    const socket = await socketFor(acme.owner.token);
    await expect(socket.request(RetroEvents.CARD_ADD, { sessionId: session.id, columnId: 'start' })).rejects.toThrow(overHttp.body.error as string);
  });

  it("refuses moderation from an account observer's socket by its ability, before the service", async () => {
    const headers = { Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id };
    const session = (await platform.http.post(`/api${RetroPaths.sessions}`).set(headers).send({ name: 'Watched retro' })).body.data as RetroSessionView;
    const watcher = await socketFor(tokens.watcher);
    const joined = await watcher.request<RetroSnapshot>(RetroEvents.JOIN, { sessionId: session.id });
    expect(joined.me.role).toBe('OBSERVER');
    // The service would answer 'Only the facilitator ...': the socket's ability refuses first.
    await expect(watcher.request(RetroEvents.ADVANCE_PHASE, { sessionId: session.id })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    await expect(watcher.request(RetroEvents.TIMER_START, { sessionId: session.id, duration: 60 })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    const after = (await platform.http.get(`/api${RetroPaths.session(session.id)}`).set(headers)).body.data as RetroSnapshot;
    expect(after.session.currentPhase).toBe('SETUP');
  });
});
