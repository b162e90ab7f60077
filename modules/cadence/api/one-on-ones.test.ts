import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { cadencePlugin } from './index.js';
import { CadenceErrors as E } from '../shared/errors.js';
import { OneOnOneEndpoints as O, type Meeting, type OneOnOneDetail } from '../shared/one-on-one-endpoints.js';
import { RosterEndpoints as R, type Roster } from '../shared/roster-endpoints.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

let platform: TestPlatform;
let co: CadenceCompany;
let asManager: ReturnType<typeof caller>;
let asReport: ReturnType<typeof caller>;
let asPeer: ReturnType<typeof caller>;
let asOwner: ReturnType<typeof caller>;
let oneOnOne: OneOnOneDetail;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  asManager = caller(platform, co.manager, co.account.id);
  asReport = caller(platform, co.report, co.account.id);
  asPeer = caller(platform, co.peer, co.account.id);
  asOwner = caller(platform, co.owner, co.account.id);
  // The roster holds every member; the report reports to the manager.
  const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
  const personOf = (userId: string) => roster.people.find((person) => person.userId === userId)!;
  await asOwner('patch', endpointPath(R.updatePerson, { id: personOf(co.report.id).id }), { managerId: personOf(co.manager.id).id });
  const created = await asManager('post', endpointPath(O.create), { reportUserId: co.report.id, cadenceDays: 14, firstMeetingAt: '2026-12-01T10:00:00Z' });
  expect(created.status).toBe(201);
  oneOnOne = created.body.data as OneOnOneDetail;
});
afterAll(() => platform?.close());

const meetingPath = (meetingId: string) => endpointPath(O.meeting, { id: oneOnOne.id, meetingId });

describe('one-on-ones', () => {
  it('starts with meeting 1, seen by the manager and the report', async () => {
    expect(oneOnOne.current.number).toBe(1);
    expect(oneOnOne.myRole).toBe('manager');
    const mine = (await asReport('get', endpointPath(O.list))).body.data as { id: string; myRole: string }[];
    expect(mine).toEqual([expect.objectContaining({ id: oneOnOne.id, myRole: 'report' })]);
    expect((await asPeer('get', endpointPath(O.list))).body.data).toEqual([]);
  });

  it('refuses a member setting up a 1:1 with someone who does not report to them', async () => {
    const response = await asPeer('post', endpointPath(O.create), { reportUserId: co.report.id, firstMeetingAt: '2026-12-01T10:00:00Z' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(E.MANAGER_OR_PEOPLE_ADMIN);
  });

  it('refuses a second 1:1 for the same pair and a 1:1 with oneself', async () => {
    const again = await asManager('post', endpointPath(O.create), { reportUserId: co.report.id, firstMeetingAt: '2026-12-01T10:00:00Z' });
    expect([again.status, again.body.error]).toEqual([409, E.ONE_ON_ONE_EXISTS]);
    const self = await asManager('post', endpointPath(O.create), { reportUserId: co.manager.id, firstMeetingAt: '2026-12-01T10:00:00Z' });
    expect([self.status, self.body.error]).toEqual([422, E.SAME_PERSON]);
  });

  it('keeps the 1:1 from a peer and from the account owner', async () => {
    for (const outsider of [asPeer, asOwner]) {
      const response = await outsider('get', endpointPath(O.get, { id: oneOnOne.id }));
      expect([response.status, response.body.error]).toEqual([403, E.ONE_ON_ONE_PARTICIPANTS_ONLY]);
    }
  });

  it("refuses the report reading the manager's private note, by id and in the meeting", async () => {
    const saved = await asManager('put', endpointPath(O.savePrivateNote, { id: oneOnOne.id, meetingId: oneOnOne.current.id }), { body: 'Thinking about a promotion' });
    expect(saved.status).toBe(200);
    const noteId = saved.body.data.id as string;
    const byId = await asReport('get', endpointPath(O.privateNote, { id: noteId }));
    expect([byId.status, byId.body.error]).toEqual([403, E.PRIVATE_NOTE_AUTHOR_ONLY]);
    const meeting = (await asReport('get', meetingPath(oneOnOne.current.id))).body.data as Meeting;
    expect(meeting.myPrivateNote).toBeNull();
    expect(JSON.stringify(meeting)).not.toContain('promotion');
    expect((await asManager('get', endpointPath(O.privateNote, { id: noteId }))).body.data.body).toBe('Thinking about a promotion');
    const asAdmin = await asOwner('get', endpointPath(O.privateNote, { id: noteId }));
    expect(asAdmin.status).toBe(403);
  });

  it('builds a shared agenda both add to; only the author edits an item, either ticks it', async () => {
    const path = endpointPath(O.addAgendaItem, { id: oneOnOne.id, meetingId: oneOnOne.current.id });
    const fromManager = (await asManager('post', path, { text: 'Roadmap for Q1' })).body.data as { id: string };
    const fromReport = await asReport('post', path, { text: 'Conference budget' });
    expect(fromReport.status).toBe(201);
    const empty = await asReport('post', path, { text: '   ' });
    expect([empty.status, empty.body.error]).toEqual([400, E.TEXT_REQUIRED]);
    const edit = await asReport('patch', endpointPath(O.updateAgendaItem, { id: fromManager.id }), { text: 'Changed' });
    expect([edit.status, edit.body.error]).toEqual([403, E.AGENDA_AUTHOR_ONLY]);
    expect((await asReport('patch', endpointPath(O.updateAgendaItem, { id: fromManager.id }), { done: true })).body.data.done).toBe(true);
    const outsider = await asPeer('patch', endpointPath(O.updateAgendaItem, { id: fromManager.id }), { done: false });
    expect([outsider.status, outsider.body.error]).toEqual([404, E.AGENDA_ITEM_NOT_FOUND]);
    const meeting = (await asManager('get', meetingPath(oneOnOne.current.id))).body.data as Meeting;
    expect(meeting.agenda.map((item) => item.text)).toEqual(['Roadmap for Q1', 'Conference budget']);
  });

  it('carries an open action item over to the next meeting until it is done', async () => {
    const owner = await asManager('post', endpointPath(O.addActionItem, { id: oneOnOne.id }), { title: 'Outsider owns it', ownerUserId: co.peer.id });
    expect([owner.status, owner.body.error]).toEqual([422, E.ACTION_ITEM_OWNER]);
    const open = (await asManager('post', endpointPath(O.addActionItem, { id: oneOnOne.id }), { title: 'Write the hiring plan', ownerUserId: co.report.id, dueDate: '2026-12-10' })).body.data as { id: string };
    const closed = (await asReport('post', endpointPath(O.addActionItem, { id: oneOnOne.id }), { title: 'Book the offsite', ownerUserId: co.manager.id })).body.data as { id: string };
    await asManager('patch', endpointPath(O.updateActionItem, { id: closed.id }), { done: true });

    const held = await asReport('post', endpointPath(O.hold, { id: oneOnOne.id, meetingId: oneOnOne.current.id }));
    expect(held.status).toBe(200);
    expect(held.body.data.next.number).toBe(2);
    expect(held.body.data.next.scheduledAt).toBe('2026-12-15T10:00:00.000Z');
    const again = await asReport('post', endpointPath(O.hold, { id: oneOnOne.id, meetingId: oneOnOne.current.id }));
    expect([again.status, again.body.error]).toEqual([409, E.MEETING_ALREADY_HELD]);

    const second = (await asReport('get', endpointPath(O.get, { id: oneOnOne.id }))).body.data as OneOnOneDetail;
    expect(second.current.number).toBe(2);
    expect(second.current.actionItems).toEqual([expect.objectContaining({ id: open.id, carriedOver: true, done: false, ownerName: expect.any(String) })]);
    expect(second.current.agenda).toEqual([]);

    await asReport('patch', endpointPath(O.updateActionItem, { id: open.id }), { done: true });
    await asManager('post', endpointPath(O.hold, { id: oneOnOne.id, meetingId: second.current.id }));
    const third = (await asManager('get', endpointPath(O.get, { id: oneOnOne.id }))).body.data as OneOnOneDetail;
    expect(third.current.number).toBe(3);
    expect(third.current.actionItems).toEqual([]);
    // The history keeps what each meeting saw.
    const first = (await asManager('get', meetingPath(oneOnOne.current.id))).body.data as Meeting;
    expect(first.actionItems.map((item) => item.title)).toEqual(['Write the hiring plan', 'Book the offsite']);
  });

  it('lets an observer in a 1:1 read it but not change it', async () => {
    const withObserver = (await asManager('post', endpointPath(O.create), { reportUserId: co.observer.id, firstMeetingAt: '2026-12-02T10:00:00Z' })).body.data as OneOnOneDetail;
    const asObserver = caller(platform, co.observer, co.account.id);
    expect((await asObserver('get', endpointPath(O.get, { id: withObserver.id }))).status).toBe(200);
    const meetingId = withObserver.current.id;
    for (const [method, path, body] of [
      ['post', endpointPath(O.addAgendaItem, { id: withObserver.id, meetingId }), { text: 'Mine' }],
      ['put', endpointPath(O.savePrivateNote, { id: withObserver.id, meetingId }), { body: 'Mine' }],
      ['post', endpointPath(O.addActionItem, { id: withObserver.id }), { title: 'Mine', ownerUserId: co.observer.id }],
      ['post', endpointPath(O.hold, { id: withObserver.id, meetingId }), undefined],
    ] as const) {
      const response = await asObserver(method, path, body);
      expect([response.status, response.body.error], path).toEqual([403, E.OBSERVERS_READ_ONLY]);
    }
  });
});
