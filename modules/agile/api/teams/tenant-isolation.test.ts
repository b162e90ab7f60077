import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { TeamApi, type Team, type TeamDetail, type TeamInvitation } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
let globexMember: TestUser;
const theirs: { team: string; invitation: string } = {} as never;
let ourTeam: string;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(account: TestAccount, method: Method, path: string, body?: object) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
  return body === undefined ? request : request.send(body);
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  globex = await platform.createAccount({ name: 'Globex', plan: 'PRO' });
  globexMember = await platform.createUser();
  await platform.addMember(globex, globexMember, 'MEMBER');
  const team = (await call(globex, 'post', TeamApi.teams, { name: 'Globex team' })).body.data as TeamDetail;
  theirs.team = team.id;
  await call(globex, 'post', TeamApi.members(team.id), { userId: globexMember.id, role: 'participant' });
  theirs.invitation = ((await call(globex, 'post', TeamApi.invitations(team.id), { email: 'someone@globex.test' })).body.data as TeamInvitation).id;
  ourTeam = ((await call(acme, 'post', TeamApi.teams, { name: 'Acme team' })).body.data as TeamDetail).id;
});
afterAll(() => platform?.close());

describe('tenant isolation of teams', () => {
  it("refuses every route naming another account's team, member or invitation", async () => {
    const { team, invitation } = theirs;
    const member = globexMember.id;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${TeamApi.team(team)}` },
      { method: 'PATCH', path: `/api${TeamApi.team(team)}`, body: { name: 'Hijacked' } },
      { method: 'DELETE', path: `/api${TeamApi.team(team)}` },
      { method: 'GET', path: `/api${TeamApi.members(team)}` },
      { method: 'POST', path: `/api${TeamApi.members(team)}`, body: { userId: acme.owner.id } },
      { method: 'PATCH', path: `/api${TeamApi.member(team, member)}`, body: { role: 'admin' } },
      { method: 'DELETE', path: `/api${TeamApi.member(team, member)}` },
      { method: 'GET', path: `/api${TeamApi.invitations(team)}` },
      { method: 'POST', path: `/api${TeamApi.invitations(team)}`, body: { email: 'spy@acme.test' } },
      { method: 'DELETE', path: `/api${TeamApi.invitation(team, invitation)}` },
      { method: 'GET', path: `/api${TeamApi.activity(team)}` },
      // By id, an invitation opens only for its invitee.
      { method: 'GET', path: `/api${TeamApi.invitationByToken(invitation)}` },
      { method: 'POST', path: `/api${TeamApi.acceptById(invitation)}` },
      { method: 'POST', path: `/api${TeamApi.declineById(invitation)}` },
      // Their ids inside our own team.
      { method: 'POST', path: `/api${TeamApi.members(ourTeam)}`, body: { userId: member } },
      { method: 'PATCH', path: `/api${TeamApi.member(ourTeam, member)}`, body: { role: 'admin' } },
      { method: 'DELETE', path: `/api${TeamApi.member(ourTeam, member)}` },
      { method: 'DELETE', path: `/api${TeamApi.invitation(ourTeam, invitation)}` },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);

    const detail = (await call(globex, 'get', TeamApi.team(team))).body.data as TeamDetail;
    expect(detail).toMatchObject({ name: 'Globex team', memberCount: 2 });
    expect(((await call(globex, 'get', TeamApi.invitations(team))).body.data as TeamInvitation[]).map((i) => i.status)).toEqual(['pending']);
    expect(((await call(acme, 'get', TeamApi.teams)).body.data as Team[]).map((t) => t.name)).toEqual(['Acme team']);
  });
});
