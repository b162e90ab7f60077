import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestPlatform } from '@suite/testing';
import { OneOnOneEndpoints as O } from '../shared/one-on-one-endpoints.js';
import { RosterEndpoints as R, type Roster } from '../shared/roster-endpoints.js';
import { cadencePlugin } from './index.js';
import { ONE_ON_ONE_REMINDER_MAIL } from './reminders.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

const JOB = 'cadence.one-on-one-reminders';
let platform: TestPlatform;
let co: CadenceCompany;

const sweep = async () => {
  const id = await platform.platform.jobs.enqueue(JOB, {});
  expect((await platform.platform.jobs.waitFor(JOB, id!)).state).toBe('completed');
};
const mails = async () => (await platform.db('core.outbox').where({ template: ONE_ON_ONE_REMINDER_MAIL }).orderBy('to_address')) as { to_address: string; subject: string }[];

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin], clock: new TestClock('2026-11-30T08:00:00Z') });
  co = await createCompany(platform, 'Acme');
  const asOwner = caller(platform, co.owner, co.account.id);
  const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
  const personOf = (userId: string) => roster.people.find((person) => person.userId === userId)!;
  for (const report of [co.report, co.peer]) await asOwner('patch', endpointPath(R.updatePerson, { id: personOf(report.id).id }), { managerId: personOf(co.manager.id).id });
  const asManager = caller(platform, co.manager, co.account.id);
  // One 1:1 this afternoon, one in three days.
  await asManager('post', endpointPath(O.create), { reportUserId: co.report.id, firstMeetingAt: '2026-11-30T15:00:00Z' });
  await asManager('post', endpointPath(O.create), { reportUserId: co.peer.id, firstMeetingAt: '2026-12-03T15:00:00Z' });
});
afterAll(() => platform?.close());

describe('one-on-one reminders (a job)', () => {
  it('mails both sides of a 1:1 due within a day, once', async () => {
    await sweep();
    const sent = await mails();
    expect(sent.map((mail) => mail.to_address).sort()).toEqual([co.manager.email, co.report.email].map((email) => email.toLowerCase()).sort());
    expect(sent[0]!.subject).toMatch(/^Your one-on-one with .+ is coming up$/);
    await sweep();
    expect(await mails()).toHaveLength(2);
  });

  it('reminds the later one when its day comes', async () => {
    platform.clock.set('2026-12-02T16:00:00Z');
    await sweep();
    expect((await mails()).map((mail) => mail.to_address)).toContain(co.peer.email.toLowerCase());
    expect(await mails()).toHaveLength(4);
  });
});
