import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

/**
 * Who may call which accounts, members and invitations route (platform.md section 6): OWNER and
 * ADMIN everything but deleting and transferring the account (OWNER only); a MEMBER with
 * page:users_teams manages people and invitations; plain members and observers read the account
 * and its directory and write to its administrators.
 */
type Caller = 'OWNER' | 'ADMIN' | 'MEMBER' | 'MEMBER+page:users_teams' | 'OBSERVER';
const CALLERS: Caller[] = ['OWNER', 'ADMIN', 'MEMBER', 'MEMBER+page:users_teams', 'OBSERVER'];
const EVERYONE = CALLERS;
const ADMINS: Caller[] = ['OWNER', 'ADMIN'];
const PEOPLE_MANAGERS: Caller[] = ['OWNER', 'ADMIN', 'MEMBER+page:users_teams'];
const OWNER_ONLY: Caller[] = ['OWNER'];

interface Team {
  account: TestAccount;
  users: Record<Caller, TestUser>;
}

let platform: TestPlatform;
let shared: Team;
let counter = 0;

async function newTeam(): Promise<Team> {
  const account = await platform.createAccount({ plan: 'ENTERPRISE', name: `Matrix ${(counter += 1)}` });
  const users = { OWNER: account.owner } as Record<Caller, TestUser>;
  const grants: [Caller, 'ADMIN' | 'MEMBER' | 'OBSERVER', string[]][] = [
    ['ADMIN', 'ADMIN', []],
    ['MEMBER', 'MEMBER', []],
    ['MEMBER+page:users_teams', 'MEMBER', ['page:users_teams']],
    ['OBSERVER', 'OBSERVER', []],
  ];
  for (const [caller, role, permissions] of grants) {
    users[caller] = await platform.createUser();
    await platform.addMember(account, users[caller], role, permissions);
  }
  return { account, users };
}

async function as(user: TestUser, tenant?: string) {
  const token = await platform.tokenFor(user, tenant ?? null);
  return { Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) };
}

async function freshMember(team: Team): Promise<TestUser> {
  const user = await platform.createUser();
  await platform.addMember(team.account, user, 'MEMBER');
  return user;
}

async function freshInvitation(team: Team): Promise<string> {
  const response = await platform.http
    .post(`/api/accounts/${team.account.id}/invitations`)
    .set(await as(team.account.owner))
    .send({ email: `matrix-${(counter += 1)}@example.test`, role: 'MEMBER' });
  return response.body.data.id as string;
}

interface MatrixRoute {
  route: string;
  allowed: readonly Caller[];
  /** Runs against a team of its own (the call changes the account for good). */
  ownTeam?: boolean;
  call(team: Team, caller: TestUser): Promise<Response>;
}

const ROUTES: MatrixRoute[] = [
  { route: 'GET /accounts/current', allowed: EVERYONE, call: async (t, u) => platform.http.get('/api/accounts/current').set(await as(u, t.account.id)) },
  { route: 'PATCH /accounts/current', allowed: ADMINS, call: async (t, u) => platform.http.patch('/api/accounts/current').set(await as(u, t.account.id)).send({ company: { stage: 'Seed' } }) },
  { route: 'GET /accounts/{id}', allowed: EVERYONE, call: async (t, u) => platform.http.get(`/api/accounts/${t.account.id}`).set(await as(u)) },
  { route: 'PATCH /accounts/{id}', allowed: ADMINS, call: async (t, u) => platform.http.patch(`/api/accounts/${t.account.id}`).set(await as(u)).send({ company: { stage: 'A' } }) },
  {
    route: 'DELETE /accounts/{id}',
    allowed: OWNER_ONLY,
    ownTeam: true,
    call: async (t, u) => platform.http.delete(`/api/accounts/${t.account.id}`).set(await as(u)).send({ confirmation: (await platform.db('core.accounts').where('id', t.account.id).first()).name }),
  },
  {
    route: 'DELETE /accounts/current',
    allowed: OWNER_ONLY,
    ownTeam: true,
    call: async (t, u) => platform.http.delete('/api/accounts/current').set(await as(u, t.account.id)).send({ confirmation: (await platform.db('core.accounts').where('id', t.account.id).first()).name }),
  },
  {
    route: 'POST /accounts/{id}/transfer-ownership',
    allowed: OWNER_ONLY,
    ownTeam: true,
    call: async (t, u) => platform.http.post(`/api/accounts/${t.account.id}/transfer-ownership`).set(await as(u)).send({ userId: t.users.ADMIN.id }),
  },
  { route: 'GET /accounts/stats', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.get('/api/accounts/stats').set(await as(u, t.account.id)) },
  { route: 'GET /accounts/audit-logs', allowed: ADMINS, call: async (t, u) => platform.http.get('/api/accounts/audit-logs').set(await as(u, t.account.id)) },
  { route: 'GET /accounts/validate-slug', allowed: EVERYONE, call: async (t, u) => platform.http.get('/api/accounts/validate-slug').query({ slug: 'some-slug' }).set(await as(u, t.account.id)) },
  { route: 'GET /accounts/validate-domain', allowed: EVERYONE, call: async (t, u) => platform.http.get('/api/accounts/validate-domain').query({ domain: 'some.example' }).set(await as(u, t.account.id)) },
  { route: 'GET /accounts/user-memberships', allowed: EVERYONE, call: async (_t, u) => platform.http.get('/api/accounts/user-memberships').set(await as(u)) },
  {
    route: 'POST /accounts/contact-admin',
    allowed: EVERYONE,
    call: async (t, u) => platform.http.post('/api/accounts/contact-admin').set(await as(u, t.account.id)).send({ subject: 'Hello', message: 'Please help' }),
  },
  { route: 'GET /accounts/{id}/users', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.get(`/api/accounts/${t.account.id}/users`).set(await as(u)) },
  {
    route: 'POST /accounts/{id}/users',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.post(`/api/accounts/${t.account.id}/users`).set(await as(u)).send({ userId: (await platform.createUser()).id, role: 'OBSERVER' }),
  },
  {
    route: 'PATCH /accounts/{id}/users/{userId}',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.patch(`/api/accounts/${t.account.id}/users/${(await freshMember(t)).id}`).set(await as(u)).send({ role: 'OBSERVER' }),
  },
  {
    route: 'PATCH /accounts/{id}/users/{userId}/role',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.patch(`/api/accounts/${t.account.id}/users/${(await freshMember(t)).id}/role`).set(await as(u)).send({ role: 'OBSERVER' }),
  },
  {
    route: 'PATCH /accounts/{id}/users/{userId}/status',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.patch(`/api/accounts/${t.account.id}/users/${(await freshMember(t)).id}/status`).set(await as(u)).send({ status: 'SUSPENDED' }),
  },
  {
    route: 'DELETE /accounts/{id}/users/{userId}',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.delete(`/api/accounts/${t.account.id}/users/${(await freshMember(t)).id}`).set(await as(u)),
  },
  { route: 'GET /accounts/{id}/invitations', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.get(`/api/accounts/${t.account.id}/invitations`).set(await as(u)) },
  {
    route: 'POST /accounts/{id}/invitations',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.post(`/api/accounts/${t.account.id}/invitations`).set(await as(u)).send({ email: `m${(counter += 1)}@example.test`, role: 'MEMBER' }),
  },
  {
    route: 'POST /invitations',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.post('/api/invitations').set(await as(u)).send({ email: `m${(counter += 1)}@example.test`, role: 'OBSERVER', accountId: t.account.id }),
  },
  { route: 'GET /invitations/{id}', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.get(`/api/invitations/${await freshInvitation(t)}`).set(await as(u)) },
  { route: 'PATCH /invitations/{id}/revoke', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.patch(`/api/invitations/${await freshInvitation(t)}/revoke`).set(await as(u)) },
  {
    route: 'PATCH /invitations/{id}/status (revoked)',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.patch(`/api/invitations/${await freshInvitation(t)}/status`).set(await as(u)).send({ status: 'revoked' }),
  },
  { route: 'POST /accounts/invitations/{id}/resend', allowed: PEOPLE_MANAGERS, call: async (t, u) => platform.http.post(`/api/accounts/invitations/${await freshInvitation(t)}/resend`).set(await as(u)) },
  {
    route: 'GET /invitations/user/{email} (of someone else)',
    allowed: PEOPLE_MANAGERS,
    call: async (t, u) => platform.http.get('/api/invitations/user/someone@example.test').set(await as(u, t.account.id)),
  },
  { route: 'GET /users', allowed: EVERYONE, call: async (t, u) => platform.http.get('/api/users').set(await as(u, t.account.id)) },
  { route: 'GET /users/search', allowed: EVERYONE, call: async (t, u) => platform.http.get('/api/users/search').query({ q: 'user' }).set(await as(u, t.account.id)) },
  { route: 'GET /users/{id}/accounts (my own)', allowed: EVERYONE, call: async (_t, u) => platform.http.get(`/api/users/${u.id}/accounts`).set(await as(u)) },
];

beforeAll(async () => {
  platform = await startTestPlatform();
  shared = await newTeam();
});
afterAll(() => platform?.close());

describe.each(ROUTES)('$route', (route) => {
  const cases = CALLERS.map((caller) => {
    const allowed = route.allowed.includes(caller);
    return { name: `${caller} ${allowed ? 'may call it' : 'is refused with 403'}`, caller, allowed };
  });
  it.each(cases)('$name', async ({ caller, allowed }) => {
    const team = route.ownTeam ? await newTeam() : shared;
    const response = await route.call(team, team.users[caller]);
    if (allowed) expect([200, 201], `${route.route} as ${caller}: ${JSON.stringify(response.body)}`).toContain(response.status);
    else {
      expect(response.status, `${route.route} as ${caller}: ${JSON.stringify(response.body)}`).toBe(403);
      expect(response.body.success).toBe(false);
    }
  });
});
