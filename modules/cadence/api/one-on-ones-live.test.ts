import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestPlatform, type TestSocket } from '@suite/testing';
import { cadencePlugin } from './index.js';
import { CadenceErrors as E } from '../shared/errors.js';
import { OneOnOneEndpoints as O, type OneOnOneDetail } from '../shared/one-on-one-endpoints.js';
import { RosterEndpoints as R, type Roster } from '../shared/roster-endpoints.js';
import { ONE_ON_ONE_CHANGED, OneOnOneSocket, type OneOnOneChange } from '../shared/one-on-one-socket.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

/** The open 1:1, live: shared changes reach the other participant's socket; private notes never do. */

let platform: TestPlatform;
let co: CadenceCompany;
let oneOnOne: OneOnOneDetail;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  const asOwner = caller(platform, co.owner, co.account.id);
  const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
  const personOf = (userId: string) => roster.people.find((person) => person.userId === userId)!;
  await asOwner('patch', endpointPath(R.updatePerson, { id: personOf(co.report.id).id }), { managerId: personOf(co.manager.id).id });
  oneOnOne = (await caller(platform, co.manager, co.account.id)('post', endpointPath(O.create), { reportUserId: co.report.id, cadenceDays: 14, firstMeetingAt: '2026-12-01T10:00:00Z' })).body.data as OneOnOneDetail;
});
afterAll(async () => {
  for (const socket of sockets) await socket.close();
  await platform?.close();
});

const open = async (user: { token: string }) => {
  const socket = await connectSocket(platform.wsUrl, user.token, co.account.id);
  sockets.push(socket);
  return socket;
};

describe('the open one-on-one, pushed to the other participant', () => {
  it('pushes agenda items and shared notes to the other side, and never a private note', async () => {
    const manager = await open(co.manager);
    const report = await open(co.report);
    expect(await manager.request(OneOnOneSocket.watch.event, { oneOnOneId: oneOnOne.id })).toEqual({ watching: true });
    expect(await report.request(OneOnOneSocket.watch.event, { oneOnOneId: oneOnOne.id })).toEqual({ watching: true });
    const meetingId = oneOnOne.current.id;
    const asReport = caller(platform, co.report, co.account.id);
    const asManager = caller(platform, co.manager, co.account.id);

    await asReport('post', endpointPath(O.addAgendaItem, { id: oneOnOne.id, meetingId }), { text: 'Career path' }).expect(201);
    const added = await manager.next<OneOnOneChange>(ONE_ON_ONE_CHANGED);
    expect(added.data).toMatchObject({ oneOnOneId: oneOnOne.id, meetingId, kind: 'agenda.added', byUserId: co.report.id, agendaItem: { text: 'Career path', authorUserId: co.report.id } });

    await asManager('put', endpointPath(O.savePrivateNote, { id: oneOnOne.id, meetingId }), { body: 'Thinks about leaving: raise retention' }).expect(200);
    await asManager('put', endpointPath(O.saveSharedNotes, { id: oneOnOne.id, meetingId }), { body: 'Agreed on a growth plan' }).expect(200);
    // The report's socket hears the agenda item, then the shared notes: nothing in between.
    expect((await report.next<OneOnOneChange>(ONE_ON_ONE_CHANGED)).data.kind).toBe('agenda.added');
    const notes = await report.next<OneOnOneChange>(ONE_ON_ONE_CHANGED);
    expect(notes.data).toMatchObject({ kind: 'notes.shared', sharedNotes: 'Agreed on a growth plan', byUserId: co.manager.id });
    await asManager('post', endpointPath(O.addActionItem, { id: oneOnOne.id }), { title: 'Write the growth plan', ownerUserId: co.report.id }).expect(201);
    expect((await report.next<OneOnOneChange>(ONE_ON_ONE_CHANGED)).data.kind).toBe('action.added');
    // No frame anywhere carries the private note.
    for (const socket of [manager, report]) expect(JSON.stringify(socket.events)).not.toContain('Thinks about leaving');
  });

  it('refuses watching to anyone outside the 1:1, so they hear nothing', async () => {
    const peer = await open(co.peer);
    await expect(peer.request(OneOnOneSocket.watch.event, { oneOnOneId: oneOnOne.id })).rejects.toThrow(E.ONE_ON_ONE_PARTICIPANTS_ONLY);
    await caller(platform, co.report, co.account.id)('post', endpointPath(O.addAgendaItem, { id: oneOnOne.id, meetingId: oneOnOne.current.id }), { text: 'Vacation plan' }).expect(201);
    await expect(peer.next(ONE_ON_ONE_CHANGED, 500)).rejects.toThrow();
    // Another account's socket cannot watch it either (it is not that account's 1:1).
    const other = await createCompany(platform, 'Globex');
    const stranger = await connectSocket(platform.wsUrl, other.owner.token, other.account.id);
    sockets.push(stranger);
    await expect(stranger.request(OneOnOneSocket.watch.event, { oneOnOneId: oneOnOne.id })).rejects.toThrow(E.ONE_ON_ONE_NOT_FOUND);
  });
});
