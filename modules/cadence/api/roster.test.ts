import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { CadenceErrors as E } from '../shared/errors.js';
import { RosterEndpoints as R, type ImportResult, type Roster } from '../shared/roster-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

let platform: TestPlatform;
let co: CadenceCompany;
let asOwner: ReturnType<typeof caller>;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [cadencePlugin] });
  co = await createCompany(platform, 'Acme');
  asOwner = caller(platform, co.owner, co.account.id);
});
afterAll(() => platform?.close());

describe('corporate roster', () => {
  it("starts with the account's members and keeps it to the users-teams permission", async () => {
    const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
    expect(roster.people.map((person) => person.userId).sort()).toEqual([co.owner.id, co.manager.id, co.report.id, co.peer.id, co.peer2.id, co.observer.id].sort());
    expect((await caller(platform, co.manager, co.account.id)('get', endpointPath(R.roster))).status).toBe(200);
    for (const user of [co.peer, co.observer]) expect((await caller(platform, user, co.account.id)('get', endpointPath(R.roster))).status).toBe(403);
  });

  it('imports people from CSV: teams created, managers matched by email, bad rows reported by line', async () => {
    const csv = [
      'name,email,title,team,manager_email,start_date',
      'Ada Lovelace,ada@acme.test,CTO,Engineering,,2024-01-15',
      '"Hopper, Grace",grace@acme.test,Engineer,Engineering,ada@acme.test,2025-03-01',
      ',nobody@acme.test,Ghost,,,',
      'Alan Turing,alan@acme.test,Engineer,Engineering,unknown@acme.test,01/02/2025',
      'Katherine Johnson,katherine@acme.test,Analyst,Finance,ada@acme.test,',
    ].join('\r\n');
    const result = (await asOwner('post', endpointPath(R.importPeople), { csv })).body.data as ImportResult;
    expect(result).toEqual({ created: 3, updated: 0, errors: [{ line: 4, error: E.PERSON_NAME_REQUIRED }, { line: 5, error: E.CSV_START_DATE }] });
    const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
    const byName = (name: string) => roster.people.find((person) => person.name === name)!;
    expect(roster.teams.map((team) => [team.name, team.memberCount])).toEqual([
      ['Engineering', 2],
      ['Finance', 1],
    ]);
    expect(byName('Hopper, Grace').managerId).toBe(byName('Ada Lovelace').id);
    expect(byName('Ada Lovelace')).toMatchObject({ title: 'CTO', startDate: '2024-01-15', userId: null });
    // The same file again updates the people it already has.
    const again = (await asOwner('post', endpointPath(R.importPeople), { csv })).body.data as ImportResult;
    expect([again.created, again.updated]).toEqual([0, 3]);
    const noHeader = await asOwner('post', endpointPath(R.importPeople), { csv: 'Ada,ada@acme.test' });
    expect([noHeader.status, noHeader.body.error]).toEqual([400, E.CSV_HEADER]);
    const empty = await asOwner('post', endpointPath(R.importPeople), { csv: 'name,email\r\n' });
    expect([empty.status, empty.body.error]).toEqual([400, E.CSV_EMPTY]);
  });

  it('refuses a manager chain that loops and a duplicate email or team name', async () => {
    const roster = (await asOwner('get', endpointPath(R.roster))).body.data as Roster;
    const ada = roster.people.find((person) => person.name === 'Ada Lovelace')!;
    const grace = roster.people.find((person) => person.name === 'Hopper, Grace')!;
    const loop = await asOwner('patch', endpointPath(R.updatePerson, { id: ada.id }), { managerId: grace.id });
    expect([loop.status, loop.body.error]).toEqual([422, E.MANAGER_CYCLE]);
    const self = await asOwner('patch', endpointPath(R.updatePerson, { id: ada.id }), { managerId: ada.id });
    expect(self.body.error).toBe(E.MANAGER_CYCLE);
    const duplicate = await asOwner('post', endpointPath(R.createPerson), { name: 'Ada again', email: 'ada@acme.test' });
    expect([duplicate.status, duplicate.body.error]).toEqual([409, E.PERSON_EMAIL_TAKEN]);
    const team = await asOwner('post', endpointPath(R.createTeam), { name: 'engineering' });
    expect([team.status, team.body.error]).toEqual([409, E.TEAM_NAME_TAKEN]);
    const noName = await asOwner('post', endpointPath(R.createPerson), { name: '' });
    expect([noName.status, noName.body.error]).toEqual([400, E.PERSON_NAME_REQUIRED]);
  });
});
