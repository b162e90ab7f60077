import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PokerErrors } from '../../shared/errors/poker-errors.js';
import { connectSocket, expectReferenceIsolation, expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform } from '@suite/testing';
import { BACKLOG } from '@suite/sdk';
import { KanbanErrors } from '../../shared/errors/kanban-errors.js';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { agilePlugin } from '../index.js';
import { PokerEvents, type PokerSnapshot } from '../../shared/poker.js';
import { PokerEndpoints } from '../../shared/poker-endpoints.js';
import { PokerApi } from './test-paths.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const theirs: { session: string; story: string; participant: string; comment: string; votingSystem: string } = {} as never;

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
const api = (path: string) => `/api${path}`;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'ENTERPRISE' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'ENTERPRISE' });
  const system = await platform.http.post(api(PokerApi.votingSystems)).set(auth(globex)).send({ name: 'Globex cards', values: [{ value: '1', label: 'One', order: 1 }, { value: '2', label: 'Two', order: 2 }] });
  theirs.votingSystem = system.body.data.id;
  const session = await platform.http.post(api(PokerApi.sessions)).set(auth(globex)).send({ name: 'Globex secret roadmap', stories: ['Secret story'], votingSystemId: theirs.votingSystem });
  theirs.session = session.body.data.id;
  await platform.http.patch(api(PokerApi.session(theirs.session))).set(auth(globex)).send({ status: 'ACTIVE' }).expect(200);
  const state = (await platform.http.get(api(PokerApi.session(theirs.session))).set(auth(globex))).body.data as PokerSnapshot;
  theirs.story = state.stories[0]!.id;
  theirs.participant = state.me.participantId!;
  await platform.http.post(api(PokerApi.startVoting(theirs.session, theirs.story))).set(auth(globex)).expect(200);
  await platform.http.post(api(PokerApi.votes(theirs.session, theirs.story))).set(auth(globex)).send({ value: '2' }).expect(200);
  const comment = await platform.http.post(api(PokerApi.comments(theirs.session, theirs.story))).set(auth(globex)).send({ body: 'Globex only' });
  theirs.comment = comment.body.data.id;
});
afterAll(() => platform?.close());

describe('tenant isolation of planning poker', () => {
  it("refuses every route naming another account's session, story, participant, comment or voting system", async () => {
    const { session, story, participant, comment, votingSystem } = theirs;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: api(PokerApi.session(session)) },
      { method: 'PATCH', path: api(PokerApi.session(session)), body: { name: 'Hijacked' } },
      { method: 'DELETE', path: api(PokerApi.session(session)) },
      { method: 'POST', path: api(PokerApi.join(session)), body: {} },
      { method: 'POST', path: api(PokerApi.leave(session)) },
      { method: 'POST', path: api(PokerApi.navigate(session)), body: { direction: 'next' } },
      { method: 'PUT', path: api(PokerApi.timer(session)), body: { storyId: story, duration: 30 } },
      { method: 'DELETE', path: api(PokerApi.timer(session)) },
      { method: 'GET', path: api(PokerApi.sessionAnalytics(session)) },
      { method: 'GET', path: api(PokerApi.export(session, 'csv')) },
      { method: 'GET', path: api(PokerApi.export(session, 'json')) },
      { method: 'PATCH', path: api(PokerApi.participant(session, participant)), body: { role: 'OBSERVER' } },
      { method: 'DELETE', path: api(PokerApi.participant(session, participant)) },
      { method: 'POST', path: api(PokerApi.stories(session)), body: { title: 'Injected' } },
      { method: 'POST', path: api(PokerApi.reorder(session)), body: { storyIds: [story] } },
      { method: 'PATCH', path: api(PokerApi.story(session, story)), body: { title: 'Renamed' } },
      { method: 'DELETE', path: api(PokerApi.story(session, story)) },
      { method: 'POST', path: api(PokerApi.startVoting(session, story)) },
      { method: 'POST', path: api(PokerApi.votes(session, story)), body: { value: '1' } },
      { method: 'POST', path: api(PokerApi.votes(session, story)), body: { value: '1', participantId: participant } },
      { method: 'POST', path: api(PokerApi.reveal(session, story)) },
      { method: 'POST', path: api(PokerApi.reset(session, story)) },
      { method: 'POST', path: api(PokerApi.estimate(session, story)), body: { estimate: 3 } },
      { method: 'GET', path: api(PokerApi.similar(session, story)) },
      { method: 'GET', path: api(PokerApi.comments(session, story)) },
      { method: 'POST', path: api(PokerApi.comments(session, story)), body: { body: 'hello' } },
      { method: 'DELETE', path: api(PokerApi.comment(session, story, comment)) },
      { method: 'PATCH', path: api(PokerApi.votingSystem(votingSystem)), body: { name: 'Stolen' } },
      { method: 'DELETE', path: api(PokerApi.votingSystem(votingSystem)) },
      { method: 'GET', path: `${api(PokerApi.votingHistory)}?sessionId=${session}` },
      { method: 'GET', path: `${api(PokerApi.votingHistory)}?storyId=${story}` },
      { method: 'POST', path: api(PokerApi.votingHistory), body: { sessionId: session, storyId: story, participantId: participant, votingRound: 1, initialVote: '1', finalVote: '2' } },
      { method: 'GET', path: `${api(PokerApi.sessions)}?accountId=${globex.id}` },
      { method: 'GET', path: `${api(PokerApi.votingSystems)}?accountId=${globex.id}` },
      { method: 'GET', path: `${api(PokerApi.votingHistory)}?accountId=${globex.id}&sessionId=${session}` },
      { method: 'POST', path: `${api(PokerApi.analytics)}?accountId=${globex.id}`, body: {} },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);
    // Every declared endpoint is probed, but the public join link and the two creations (nothing of theirs to name).
    const unprobed = Object.values(PokerEndpoints).filter((endpoint) => {
      const pattern = new RegExp(`^/api${endpoint.path.replace(/:[A-Za-z]+/g, '[^/]+')}(\\?.*)?$`);
      return !routes.some((route) => route.method === endpoint.method && pattern.test(route.path));
    });
    expect(unprobed.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([
      'POST /planning-poker/sessions',
      'GET /planning-poker/sessions/:id/join-info',
      'POST /planning-poker/sessions/:id/guest-join',
      'POST /planning-poker/voting-systems',
    ]);

    // Nothing of theirs changed.
    const state = (await platform.http.get(api(PokerApi.session(session))).set(auth(globex))).body.data as PokerSnapshot;
    expect(state.session.name).toBe('Globex secret roadmap');
    expect(state.stories).toEqual([expect.objectContaining({ id: story, title: 'Secret story', status: 'VOTING' })]);
    expect(state.participants).toHaveLength(1);
    expect(state.votes).toHaveLength(1);
  });

  it("never lists or counts another account's sessions, systems, estimates or history", async () => {
    const mine = await platform.http.post(api(PokerApi.sessions)).set(auth(acme)).send({ name: 'Acme planning', stories: ['Mine'] });
    const list = await platform.http.get(api(PokerApi.sessions)).set(auth(acme));
    expect(list.body.data.sessions.map((s: { id: string }) => s.id)).toEqual([mine.body.data.id]);
    const systems = await platform.http.get(api(PokerApi.votingSystems)).set(auth(acme));
    expect(systems.body.data.map((s: { id: string }) => s.id)).not.toContain(theirs.votingSystem);
    const analytics = await platform.http.post(api(PokerApi.analytics)).set(auth(acme)).send({});
    expect(analytics.body.data.sessionCount).toBe(1);
    // Their ids used inside my own session are simply not found.
    const myStory = ((await platform.http.get(api(PokerApi.session(mine.body.data.id))).set(auth(acme))).body.data as PokerSnapshot).stories[0]!.id;
    const reorder = await platform.http.post(api(PokerApi.reorder(mine.body.data.id))).set(auth(acme)).send({ storyIds: [theirs.story] });
    expect(reorder.status).toBe(400);
    expect(reorder.body.error).toBe(PokerErrors.REORDER_MISMATCH);
    const theirStoryInMine = await platform.http.patch(api(PokerApi.story(mine.body.data.id, theirs.story))).set(auth(acme)).send({ title: 'x' });
    expect(theirStoryInMine.status).toBe(404);
    const usingTheirSystem = await platform.http.post(api(PokerApi.sessions)).set(auth(acme)).send({ name: 'x', votingSystemId: theirs.votingSystem });
    expect(usingTheirSystem.body.error).toBe(PokerErrors.VOTING_SYSTEM_NOT_IN_ACCOUNT);
    const theirParticipant = await platform.http.delete(api(PokerApi.participant(mine.body.data.id, theirs.participant))).set(auth(acme));
    expect(theirParticipant.status).toBe(404);
    expect(myStory).toBeTruthy();
  });

  it("refuses a session or story naming another account's team or backlog item (404, nothing stored), over HTTP and the socket", async () => {
    // Globex's team and backlog item; Acme's own session and story.
    const theirTeam = (await platform.http.post('/api/teams').set(auth(globex)).send({ name: 'Globex estimators' }).expect(201)).body.data.id as string;
    const backlog = (await platform.platform.host.capabilities.get(BACKLOG, globex.id))!;
    const { id: theirItem } = await backlog.addItem(globex.id, { teamId: theirTeam, title: 'Globex checkout' });
    const mine = (await platform.http.post(api(PokerApi.sessions)).set(auth(acme)).send({ name: 'Acme references', stories: ['Mine'] }).expect(201)).body.data.id as string;
    const myStory = ((await platform.http.get(api(PokerApi.session(mine))).set(auth(acme))).body.data as PokerSnapshot).stories[0]!.id;

    await expectReferenceIsolation(platform, { token: acme.owner.token, accountId: acme.id }, [
      { method: 'POST', path: api(PokerApi.sessions), body: { name: 'Naming their team' }, foreign: { teamId: theirTeam } },
      { method: 'POST', path: api(PokerApi.stories(mine)), body: { title: 'Naming their item' }, foreign: { backlogItemId: theirItem } },
      { method: 'PATCH', path: api(PokerApi.story(mine, myStory)), body: { title: 'Renamed' }, foreign: { backlogItemId: theirItem } },
    ]);
    // The texts are those of the named objects' own 404s.
    const team = await platform.http.post(api(PokerApi.sessions)).set(auth(acme)).send({ name: 'x', teamId: theirTeam });
    expect(team.body).toMatchObject({ success: false, error: TeamErrors.TEAM_NOT_FOUND });
    const item = await platform.http.post(api(PokerApi.stories(mine))).set(auth(acme)).send({ title: 'x', backlogItemId: theirItem });
    expect(item.body).toMatchObject({ success: false, error: KanbanErrors.ITEM_NOT_FOUND });
    const notAnId = await platform.http.post(api(PokerApi.stories(mine))).set(auth(acme)).send({ title: 'x', backlogItemId: 'PROJ-12' });
    expect(notAnId.status).toBe(404);

    const socket = await connectSocket(platform.wsUrl, acme.owner.token, acme.id);
    try {
      await expect(socket.request(PokerEvents.ADD_STORY, { sessionId: mine, story: { title: 'Over the socket', backlogItemId: theirItem } })).rejects.toThrow(KanbanErrors.ITEM_NOT_FOUND);
    } finally {
      await socket.close();
    }

    // Nothing of it was stored: no session names their team, no story their item, my story is unchanged.
    expect(Number(((await platform.db('agile.poker_sessions').where({ team_id: theirTeam }).count('* as n')) as { n: string }[])[0]!.n)).toBe(0);
    expect(Number(((await platform.db('agile.poker_stories').where({ backlog_item_id: theirItem }).count('* as n')) as { n: string }[])[0]!.n)).toBe(0);
    const state = (await platform.http.get(api(PokerApi.session(mine))).set(auth(acme))).body.data as PokerSnapshot;
    expect(state.stories.map((story) => [story.title, story.backlogItemId])).toEqual([['Mine', null]]);

    // Their own references still work for them.
    const ours = await platform.http.post(api(PokerApi.sessions)).set(auth(globex)).send({ name: 'Globex with team', teamId: theirTeam });
    expect(ours.status).toBe(201);
  });

  it("refuses to join another account's session over the socket", async () => {
    const socket = await connectSocket(platform.wsUrl, acme.owner.token, acme.id);
    try {
      await expect(socket.request(PokerEvents.JOIN, { sessionId: theirs.session })).rejects.toThrow(PokerErrors.SESSION_NOT_FOUND);
      await expect(socket.request(PokerEvents.VOTE, { sessionId: theirs.session, storyId: theirs.story, value: '1' })).rejects.toThrow(PokerErrors.STORY_NOT_FOUND);
      await expect(socket.request(PokerEvents.REVEAL, { sessionId: theirs.session, storyId: theirs.story })).rejects.toThrow(PokerErrors.SESSION_NOT_FOUND);
    } finally {
      await socket.close();
    }
  });

  it("keeps a guest of one account out of another account's session", async () => {
    const mine = await platform.http.post(api(PokerApi.sessions)).set(auth(acme)).send({ name: 'Guest room' });
    const pass = await platform.http.post(api(PokerApi.guestJoin(mine.body.data.id))).send({ displayName: 'Guest' });
    const response = await platform.http.get(api(PokerApi.session(theirs.session))).set({ Authorization: `Bearer ${pass.body.data.token}` });
    expect([403, 404]).toContain(response.status);
  });
});
