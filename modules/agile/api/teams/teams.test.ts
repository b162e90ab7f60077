import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, LimitErrors } from '@suite/sdk';
import { TeamErrors } from '../../shared/errors/team-errors.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { agilePlugin } from '../index.js';
import { TeamEndpoints, type Team, type TeamActivity, type TeamDetail, type TeamMember } from '../../shared/teams.js';

let platform: TestPlatform;
let acme: TestAccount;
const users: Record<'lead' | 'dev' | 'qa' | 'watcher', TestUser> = {} as never;
const tokens: Record<'lead' | 'dev' | 'qa' | 'watcher', string> = {} as never;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
function call(token: string, method: Method, path: string, body?: object, accountId = acme.id) {
  const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': accountId });
  return body === undefined ? request : request.send(body);
}
const owner = () => acme.owner.token;
const expectError = (response: { status: number; body: { error: string } }, status: number, text: string) => {
  expect(response.body.error).toBe(text);
  expect(response.status).toBe(status);
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
  for (const [name, role] of [
    ['lead', 'MEMBER'],
    ['dev', 'MEMBER'],
    ['qa', 'MEMBER'],
    ['watcher', 'OBSERVER'],
  ] as const) {
    users[name] = await platform.createUser();
    await platform.addMember(acme, users[name], role);
    tokens[name] = await platform.tokenFor(users[name], acme.id);
  }
});
afterAll(() => platform?.close());

describe('teams', () => {
  it('are created by members, their creator as first admin; observers cannot', async () => {
    const created = await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listTeams), { name: '  Navigation  ', description: 'Paths and maps' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Navigation',
      description: 'Paths and maps',
      accountId: acme.id,
      memberCount: 1,
      myRole: 'admin',
      canManage: true,
      members: [{ userId: users.lead.id, role: 'admin', email: users.lead.email }],
    });
    expectError(await call(tokens.watcher, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Watchers' }), 403, AccessErrors.ACCESS_DENIED_PAGE);
    expectError(await call(tokens.dev, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'NAVIGATION' }), 409, TeamErrors.TEAM_NAME_TAKEN);
    expectError(await call(tokens.dev, 'post', endpointPath(TeamEndpoints.listTeams), { name: '   ' }), 400, TeamErrors.NAME_REQUIRED);
  });

  it('are listed by name for everyone in the account, with their role in each', async () => {
    await call(owner(), 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Firmware' });
    const forDev = (await call(tokens.dev, 'get', endpointPath(TeamEndpoints.listTeams))).body.data as Team[];
    expect(forDev.map((t) => [t.name, t.myRole, t.canManage])).toEqual([
      ['Firmware', null, false],
      ['Navigation', null, false],
    ]);
    const forOwner = (await call(owner(), 'get', endpointPath(TeamEndpoints.listTeams))).body.data as Team[];
    // Account admins manage every team.
    expect(forOwner.map((t) => [t.name, t.canManage])).toEqual([
      ['Firmware', true],
      ['Navigation', true],
    ]);
  });

  it('are changed and deleted by team admins or account admins only', async () => {
    const team = (await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Safety' })).body.data as TeamDetail;
    expectError(await call(tokens.dev, 'patch', endpointPath(TeamEndpoints.getTeam, { id: team.id }), { name: 'Mine now' }), 403, TeamErrors.MANAGERS_ONLY);
    expect((await call(tokens.lead, 'patch', endpointPath(TeamEndpoints.getTeam, { id: team.id }), { description: 'Stops and guards' })).body.data.description).toBe('Stops and guards');
    expectError(await call(tokens.lead, 'patch', endpointPath(TeamEndpoints.getTeam, { id: team.id }), { name: 'firmware' }), 409, TeamErrors.TEAM_NAME_TAKEN);
    expect((await call(owner(), 'patch', endpointPath(TeamEndpoints.getTeam, { id: team.id }), { name: 'Safety & QA' })).body.data.name).toBe('Safety & QA');
    expectError(await call(tokens.dev, 'delete', endpointPath(TeamEndpoints.getTeam, { id: team.id })), 403, TeamErrors.MANAGERS_ONLY);
    expect((await call(tokens.lead, 'delete', endpointPath(TeamEndpoints.getTeam, { id: team.id }))).body.data).toEqual({ deleted: true });
    expectError(await call(tokens.lead, 'get', endpointPath(TeamEndpoints.getTeam, { id: team.id })), 404, TeamErrors.TEAM_NOT_FOUND);
  });

  it('are limited to one on the FREE plan', async () => {
    const free = await platform.createAccount({ name: 'Free Co', plan: 'FREE' });
    expect((await call(free.owner.token, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'The team' }, free.id)).status).toBe(201);
    expectError(await call(free.owner.token, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Another' }, free.id), 422, LimitErrors.teams(1));
  });
});

describe('team members', () => {
  let team: TeamDetail;
  beforeAll(async () => {
    team = (await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listTeams), { name: 'Members team' })).body.data as TeamDetail;
  });

  it('are members of the account, added once with a team role', async () => {
    const added = await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: users.dev.id, role: 'facilitator' });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ userId: users.dev.id, role: 'facilitator', email: users.dev.email });
    expect((await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: users.qa.id })).body.data.role).toBe('participant');
    expectError(await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: users.qa.id }), 409, TeamErrors.ALREADY_TEAM_MEMBER);
    const stranger = await platform.createUser();
    expectError(await call(tokens.lead, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: stranger.id }), 404, AccountErrors.NOT_A_MEMBER);
    expectError(await call(tokens.dev, 'post', endpointPath(TeamEndpoints.listMembers, { id: team.id }), { userId: users.watcher.id }), 403, TeamErrors.MANAGERS_ONLY);
    const members = (await call(tokens.watcher, 'get', endpointPath(TeamEndpoints.listMembers, { id: team.id }))).body.data as TeamMember[];
    expect(members.map((m) => [m.userId, m.role])).toEqual([
      [users.lead.id, 'admin'],
      [users.dev.id, 'facilitator'],
      [users.qa.id, 'participant'],
    ]);
  });

  it('change roles, but a team keeps at least one admin', async () => {
    expectError(await call(tokens.lead, 'patch', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.lead.id }), { role: 'participant' }), 422, TeamErrors.LAST_ADMIN);
    expect((await call(tokens.lead, 'patch', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.dev.id }), { role: 'admin' })).body.data.role).toBe('admin');
    expect((await call(tokens.dev, 'patch', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.lead.id }), { role: 'facilitator' })).body.data.role).toBe('facilitator');
    expectError(await call(tokens.dev, 'delete', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.dev.id })), 422, TeamErrors.LAST_ADMIN);
    expectError(await call(tokens.dev, 'patch', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.watcher.id }), { role: 'admin' }), 404, TeamErrors.MEMBER_NOT_FOUND);
  });

  it('leave by themselves or are removed by a team admin', async () => {
    expectError(await call(tokens.lead, 'delete', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.qa.id })), 403, TeamErrors.MANAGERS_ONLY);
    expect((await call(tokens.qa, 'delete', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.qa.id }))).body.data).toEqual({ removed: true });
    expect((await call(tokens.dev, 'delete', endpointPath(TeamEndpoints.updateMember, { id: team.id, userId: users.lead.id }))).body.data).toEqual({ removed: true });
    const detail = (await call(tokens.dev, 'get', endpointPath(TeamEndpoints.getTeam, { id: team.id }))).body.data as TeamDetail;
    expect(detail.members.map((m) => m.userId)).toEqual([users.dev.id]);
  });

  it('show in the activity feed, newest first', async () => {
    const feed = (await call(tokens.watcher, 'get', endpointPath(TeamEndpoints.activity, { id: team.id }))).body.data as TeamActivity[];
    expect(feed.map((a) => a.type)).toEqual(['member_removed', 'member_removed', 'member_role_changed', 'member_role_changed', 'member_added', 'member_added', 'team_created']);
    expect(feed.at(-1)).toMatchObject({ actorId: users.lead.id, actorName: expect.stringMatching(/Test$/), data: { name: 'Members team' } });
    expect(feed[2]!.data).toEqual({ userId: users.lead.id, from: 'admin', role: 'facilitator' });
    expect((await call(tokens.watcher, 'get', `${endpointPath(TeamEndpoints.activity, { id: team.id })}?limit=2`)).body.data).toHaveLength(2);
  });
});
