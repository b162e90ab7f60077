import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, defineAbilityFor, subject } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestSocket } from '@suite/testing';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { PokerSocket } from '../../shared/poker-endpoints.js';
import { POKER_VOTE_SUBJECT } from '../../shared/poker-permissions.js';
import { agilePermissions } from '../../shared/permissions.js';
import type { CastVote, PokerSnapshot } from '../../shared/poker.js';
import { agilePlugin } from '../index.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
const people: Record<'alice' | 'bob' | 'watcher', { id: string; token: string }> = {} as never;
const open: TestSocket[] = [];

const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': acme.id });
const api = (path: string) => `/api${path}`;

async function socketFor(token: string): Promise<TestSocket> {
  const socket = await connectSocket(platform.wsUrl, token, acme.id);
  open.push(socket);
  return socket;
}

/** An active session with one story being voted, alice and bob in it. */
async function votingSession(): Promise<{ id: string; storyId: string; participants: Record<'alice' | 'bob', string> }> {
  const created = await platform.http.post(api(PokerApi.sessions)).set(auth(acme.owner.token)).send({ name: 'Contract', stories: ['Only story'] });
  const id = created.body.data.id as string;
  const joined = {} as Record<'alice' | 'bob', string>;
  for (const name of ['alice', 'bob'] as const) {
    const state = (await platform.http.post(api(PokerApi.join(id))).set(auth(people[name].token)).send({}).expect(200)).body.data as PokerSnapshot;
    joined[name] = state.me.participantId!;
  }
  await platform.http.patch(api(PokerApi.session(id))).set(auth(acme.owner.token)).send({ status: 'ACTIVE' }).expect(200);
  const state = (await platform.http.get(api(PokerApi.session(id))).set(auth(acme.owner.token))).body.data as PokerSnapshot;
  await platform.http.post(api(PokerApi.startVoting(id, state.stories[0]!.id))).set(auth(acme.owner.token)).expect(200);
  return { id, storyId: state.stories[0]!.id, participants: joined };
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['alice', 'MEMBER'],
    ['bob', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    const user = await platform.createUser();
    await platform.addMember(acme, user, role);
    people[name] = { id: user.id, token: await platform.tokenFor(user, acme.id) };
  }
});
afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  await platform?.close();
});

describe('poker socket events, held to their declarations', () => {
  it('refuses a payload its schema refuses, with the text HTTP gives the same mistake', async () => {
    const session = await votingSession();
    const overHttp = await platform.http.patch(api(PokerApi.participant(session.id, session.participants.alice))).set(auth(acme.owner.token)).send({ role: 'KING' });
    expect(overHttp.status).toBe(400);
    expect(overHttp.body.error).toMatch(/^role /);
    const facilitator = await socketFor(acme.owner.token);
    await expect(facilitator.request(PokerSocket.updateRole.event, { sessionId: session.id, participantId: session.participants.alice, role: 'KING' })).rejects.toThrow(overHttp.body.error);
    await expect(facilitator.request(PokerSocket.vote.event, { sessionId: session.id, storyId: 'story-1', value: '5' })).rejects.toThrow('storyId must match format "uuid"');
  });

  it("refuses a driving event to an account observer through the event's ability check", async () => {
    const session = await votingSession();
    const watcher = await socketFor(people.watcher.token);
    await watcher.request(PokerSocket.join.event, { sessionId: session.id });
    await expect(watcher.request(PokerSocket.reveal.event, { sessionId: session.id, storyId: session.storyId })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    await expect(watcher.request(PokerSocket.start.event, { sessionId: session.id })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    // A member reaches the service, which answers with the facilitator rule.
    const alice = await socketFor(people.alice.token);
    await expect(alice.request(PokerSocket.reveal.event, { sessionId: session.id, storyId: session.storyId })).rejects.toThrow(PokerErrors.FACILITATOR_ONLY);
  });
});

describe('a vote belongs to its voter', () => {
  it("refuses changing another participant's vote, over REST and the socket, admins included", async () => {
    const session = await votingSession();
    const mine = await platform.http.post(api(PokerApi.votes(session.id, session.storyId))).set(auth(people.alice.token)).send({ value: '5', participantId: session.participants.alice });
    expect(mine.status).toBe(200);
    expect((mine.body.data as CastVote).participantId).toBe(session.participants.alice);
    const bobs = await platform.http.post(api(PokerApi.votes(session.id, session.storyId))).set(auth(people.alice.token)).send({ value: '8', participantId: session.participants.bob });
    expect(bobs.status).toBe(403);
    expect(bobs.body.error).toBe(PokerErrors.NOT_YOUR_VOTE);
    const byOwner = await platform.http.post(api(PokerApi.votes(session.id, session.storyId))).set(auth(acme.owner.token)).send({ value: '8', participantId: session.participants.bob });
    expect(byOwner.body.error).toBe(PokerErrors.NOT_YOUR_VOTE);
    const alice = await socketFor(people.alice.token);
    await expect(alice.request(PokerSocket.vote.event, { sessionId: session.id, storyId: session.storyId, value: '8', participantId: session.participants.bob })).rejects.toThrow(PokerErrors.NOT_YOUR_VOTE);
    const state = (await platform.http.get(api(PokerApi.session(session.id))).set(auth(people.bob.token))).body.data as PokerSnapshot;
    expect(state.votes.map((vote) => vote.participantId)).toEqual([session.participants.alice]);
  });

  it('says the same in the ability the API and <Can> share', () => {
    const member = defineAbilityFor({ id: people.alice.id }, { role: 'MEMBER' }, { plan: 'PRO' }, [agilePermissions]);
    expect(member.can('update', subject(POKER_VOTE_SUBJECT, { participantId: 'p1', participantUserId: people.alice.id }))).toBe(true);
    expect(member.can('update', subject(POKER_VOTE_SUBJECT, { participantId: 'p2', participantUserId: people.bob.id }))).toBe(false);
    const admin = defineAbilityFor({ id: 'admin' }, { role: 'ADMIN' }, { plan: 'PRO' }, [agilePermissions]);
    expect(admin.can('update', subject(POKER_VOTE_SUBJECT, { participantId: 'p2', participantUserId: people.bob.id }))).toBe(false);
    expect(admin.can('manage', 'PokerSession')).toBe(true);
    const observer = defineAbilityFor({ id: people.watcher.id }, { role: 'OBSERVER' }, { plan: 'PRO' }, [agilePermissions]);
    expect(observer.can('update', 'PokerSession')).toBe(false);
    expect(observer.can('update', subject(POKER_VOTE_SUBJECT, { participantId: 'p3', participantUserId: people.watcher.id }))).toBe(false);
  });
});
