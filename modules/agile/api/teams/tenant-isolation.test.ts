import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectTenantIsolation, startTestPlatform, type ProbedRoute, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { TeamEndpoints, type Team, type TeamDetail, type TeamInvitation } from '../../shared/teams.js';

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
  const team = (await call(globex, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Globex team' })).body.data as TeamDetail;
  theirs.team = team.id;
  await call(globex, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: globexMember.id, role: 'participant' });
  theirs.invitation = ((await call(globex, 'post', endpointPath(TeamEndpoints.listInvitations, { id: team.id }), { email: 'someone@globex.test' })).body.data as TeamInvitation).id;
  ourTeam = ((await call(acme, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Acme team' })).body.data as TeamDetail).id;
});
afterAll(() => platform?.close());

describe('tenant isolation of teams', () => {
  it("refuses every route naming another account's team, member or invitation", async () => {
    const { team, invitation } = theirs;
    const member = globexMember.id;
    const routes: ProbedRoute[] = [
      { method: 'GET', path: `/api${endpointPath(TeamEndpoints.getTeam, { id: team })}` },
      { method: 'PATCH', path: `/api${endpointPath(TeamEndpoints.getTeam, { id: team })}`, body: { name: 'Hijacked' } },
      { method: 'DELETE', path: `/api${endpointPath(TeamEndpoints.getTeam, { id: team })}` },
      { method: 'GET', path: `/api${endpointPath(TeamEndpoints.listMembers, { id: team })}` },
      { method: 'POST', path: `/api${endpointPath(TeamEndpoints.listMembers, { id: team })}`, body: { userId: acme.owner.id } },
      { method: 'PATCH', path: `/api${endpointPath(TeamEndpoints.updateMember, { id: team, userId: member })}`, body: { role: 'admin' } },
      { method: 'DELETE', path: `/api${endpointPath(TeamEndpoints.updateMember, { id: team, userId: member })}` },
      { method: 'GET', path: `/api${endpointPath(TeamEndpoints.listInvitations, { id: team })}` },
      { method: 'POST', path: `/api${endpointPath(TeamEndpoints.listInvitations, { id: team })}`, body: { email: 'spy@acme.test' } },
      { method: 'DELETE', path: `/api${endpointPath(TeamEndpoints.revokeInvitation, { id: team, invitationId: invitation })}` },
      { method: 'GET', path: `/api${endpointPath(TeamEndpoints.activity, { id: team })}` },
      // By id, an invitation opens only for its invitee.
      { method: 'GET', path: `/api${endpointPath(TeamEndpoints.lookupInvitation, { ref: invitation })}` },
      { method: 'POST', path: `/api${endpointPath(TeamEndpoints.acceptById, { ref: invitation })}` },
      { method: 'POST', path: `/api${endpointPath(TeamEndpoints.decline, { ref: invitation })}` },
      // Their ids inside our own team.
      { method: 'POST', path: `/api${endpointPath(TeamEndpoints.listMembers, { id: ourTeam })}`, body: { userId: member } },
      { method: 'PATCH', path: `/api${endpointPath(TeamEndpoints.updateMember, { id: ourTeam, userId: member })}`, body: { role: 'admin' } },
      { method: 'DELETE', path: `/api${endpointPath(TeamEndpoints.updateMember, { id: ourTeam, userId: member })}` },
      { method: 'DELETE', path: `/api${endpointPath(TeamEndpoints.revokeInvitation, { id: ourTeam, invitationId: invitation })}` },
    ];
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, routes);

    const detail = (await call(globex, 'get', endpointPath(TeamEndpoints.getTeam, { id: team }))).body.data as TeamDetail;
    expect(detail).toMatchObject({ name: 'Globex team', memberCount: 2 });
    expect(((await call(globex, 'get', endpointPath(TeamEndpoints.listInvitations, { id: team }))).body.data as TeamInvitation[]).map((i) => i.status)).toEqual(['pending']);
    expect(((await call(acme, 'get', endpointPath(TeamEndpoints.listTeams))).body.data as Team[]).map((t) => t.name)).toEqual(['Acme team']);
  });
});
