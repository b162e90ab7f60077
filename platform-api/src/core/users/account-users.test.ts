import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, SystemEvents, type PlanId } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;

async function as(user: TestUser, tenant?: string) {
  const token = await platform.tokenFor(user, tenant ?? null);
  return { Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) };
}

async function accountWith(plan: PlanId, members: number, name?: string): Promise<TestAccount> {
  const account = await platform.createAccount({ plan, name });
  for (let i = 0; i < members; i += 1) await platform.addMember(account, await platform.createUser(), 'MEMBER');
  return account;
}

async function membership(accountId: string, userId: string) {
  return platform.db('core.memberships').where({ account_id: accountId, user_id: userId }).first();
}

beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe('adding an existing user', () => {
  it('adds the user with the role and permissions, records who added them and audits it', async () => {
    const account = await accountWith('ENTERPRISE', 0);
    const user = await platform.createUser();
    const response = await platform.http
      .post(`/api/accounts/${account.id}/users`)
      .set(await as(account.owner))
      .send({ userId: user.id, role: 'MEMBER', permissions: ['page:users_teams', 'action_items:create'] });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ userId: user.id, email: user.email, role: 'MEMBER', status: 'ACTIVE', permissions: ['page:users_teams', 'action_items:create'], invitedBy: account.owner.id });
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'member.added' }).first()).toMatchObject({ user_id: account.owner.id });
    const list = await platform.http.get(`/api/accounts/${account.id}/users`).set(await as(account.owner));
    expect((list.body.data as { userId: string; role: string }[]).map((m) => [m.userId, m.role])).toEqual([
      [account.owner.id, 'OWNER'],
      [user.id, 'MEMBER'],
    ]);
  });

  it('refuses a user already in the account (409), an unknown user (404) and an unknown permission (400)', async () => {
    const account = await accountWith('ENTERPRISE', 0);
    const user = await platform.createUser();
    await platform.addMember(account, user, 'MEMBER');
    const twice = await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: user.id, role: 'MEMBER' });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(AccountErrors.ALREADY_MEMBER);
    const ghost = await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: '00000000-0000-4000-8000-000000000000', role: 'MEMBER' });
    expect(ghost.status).toBe(404);
    expect(ghost.body.error).toBe(AccountErrors.USER_NOT_FOUND);
    const other = await platform.createUser();
    const unknown = await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: other.id, role: 'MEMBER', permissions: ['launch:rockets'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(AccountErrors.unknownPermission('launch:rockets'));
    const owner = await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: other.id, role: 'OWNER' });
    expect(owner.status).toBe(400);
  });
});

describe('maxUsers: users plus pending invitations', () => {
  it("refuses a sixth seat on FREE, counting a pending invitation, with 'Account has reached the maximum number of users (5)'", async () => {
    const account = await accountWith('FREE', 3); // owner + 3 members = 4 seats
    const invited = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'fifth@example.test', role: 'MEMBER' });
    expect(invited.status).toBe(201); // 5th seat: the pending invitation
    const user = await platform.createUser();
    const add = await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: user.id, role: 'MEMBER' });
    expect(add.status).toBe(422);
    expect(add.body.error).toBe('Account has reached the maximum number of users (5)');
    const invite = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'sixth@example.test', role: 'MEMBER' });
    expect(invite.status).toBe(422);
    expect(invite.body.error).toBe(AccountErrors.maxUsersReached(5));
    // Revoking the invitation frees its seat.
    await platform.http.patch(`/api/invitations/${invited.body.data.id}/revoke`).set(await as(account.owner));
    expect((await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: user.id, role: 'MEMBER' })).status).toBe(201);
  });

  it('gives PRO its 5 users plus the purchased additional users', async () => {
    const account = await accountWith('PRO', 4);
    await platform.db('core.accounts').where('id', account.id).update({ additional_users: 2 });
    for (let i = 0; i < 2; i += 1) {
      const user = await platform.createUser();
      expect((await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: user.id, role: 'MEMBER' })).status).toBe(201);
    }
    const eighth = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'eighth@example.test', role: 'MEMBER' });
    expect(eighth.status).toBe(422);
    expect(eighth.body.error).toBe(AccountErrors.maxUsersReached(7));
  });

  it('leaves ENTERPRISE unlimited', async () => {
    const account = await accountWith('ENTERPRISE', 6);
    const user = await platform.createUser();
    expect((await platform.http.post(`/api/accounts/${account.id}/users`).set(await as(account.owner)).send({ userId: user.id, role: 'OBSERVER' })).status).toBe(201);
    const stats = await platform.http.get('/api/accounts/stats').set(await as(account.owner, account.id));
    expect(stats.body.data).toMatchObject({ members: 8, maxUsers: -1, usage: { users: 8, maxUsers: -1, remaining: null } });
  });

  it('refuses accepting an invitation when the account has filled up meanwhile', async () => {
    const account = await accountWith('PRO', 3);
    await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'late-joiner@example.test', role: 'MEMBER' });
    // The plan shrinks: a member is added directly past the count (as a downgrade would leave it).
    await platform.addMember(account, await platform.createUser(), 'MEMBER');
    await platform.addMember(account, await platform.createUser(), 'MEMBER');
    const mail = await platform.db('core.outbox').where({ to_address: 'late-joiner@example.test' }).first();
    const token = new URL(mail.data.link).searchParams.get('token');
    const joiner = await platform.createUser({ email: 'late-joiner@example.test' });
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(joiner));
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(AccountErrors.maxUsersReached(5));
  });

  it('takes a seat again when a suspended member is reactivated', async () => {
    const account = await accountWith('FREE', 3);
    const suspended = await platform.createUser();
    await platform.addMember(account, suspended, 'MEMBER');
    expect((await platform.http.patch(`/api/accounts/${account.id}/users/${suspended.id}/status`).set(await as(account.owner)).send({ status: 'SUSPENDED' })).status).toBe(200);
    await platform.addMember(account, await platform.createUser(), 'MEMBER');
    const back = await platform.http.patch(`/api/accounts/${account.id}/users/${suspended.id}/status`).set(await as(account.owner)).send({ status: 'ACTIVE' });
    expect(back.status).toBe(422);
    expect(back.body.error).toBe(AccountErrors.maxUsersReached(5));
  });
});

describe('the owner', () => {
  let account: TestAccount;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    account = await accountWith('ENTERPRISE', 0);
    admin = await platform.createUser();
    member = await platform.createUser();
    await platform.addMember(account, admin, 'ADMIN');
    await platform.addMember(account, member, 'MEMBER');
  });

  it("refuses to remove the account owner with 'Cannot remove the account owner'", async () => {
    for (const caller of [admin, account.owner]) {
      const response = await platform.http.delete(`/api/accounts/${account.id}/users/${account.owner.id}`).set(await as(caller));
      expect(response.status).toBe(422);
      expect(response.body.error).toBe('Cannot remove the account owner');
    }
    expect((await membership(account.id, account.owner.id)).role).toBe('OWNER');
  });

  it("refuses to change the owner's role or suspend the owner", async () => {
    const role = await platform.http.patch(`/api/accounts/${account.id}/users/${account.owner.id}/role`).set(await as(admin)).send({ role: 'MEMBER' });
    expect(role.status).toBe(422);
    expect(role.body.error).toBe(AccountErrors.OWNER_ROLE_FIXED);
    const status = await platform.http.patch(`/api/accounts/${account.id}/users/${account.owner.id}/status`).set(await as(admin)).send({ status: 'SUSPENDED' });
    expect(status.status).toBe(422);
    expect(status.body.error).toBe(AccountErrors.OWNER_CANNOT_BE_SUSPENDED);
  });

  it('lets an ADMIN change roles but never make someone OWNER', async () => {
    const promote = await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/role`).set(await as(admin)).send({ role: 'OWNER' });
    expect(promote.status).toBe(403);
    expect(promote.body.error).toBe(AccountErrors.ONLY_OWNER_TRANSFERS);
    const observer = await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/role`).set(await as(admin)).send({ role: 'OBSERVER', permissions: ['page:financials'] });
    expect(observer.status).toBe(200);
    expect(observer.body.data).toMatchObject({ role: 'OBSERVER', permissions: ['page:financials'] });
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'member.role_changed', user_id: admin.id }).first()).toBeTruthy();
  });
});

describe('who manages whom', () => {
  it('lets a member with page:users_teams manage members and observers, not admins, and grant only what they hold', async () => {
    const account = await accountWith('ENTERPRISE', 0);
    const lead = await platform.createUser();
    const admin = await platform.createUser();
    const member = await platform.createUser();
    await platform.addMember(account, lead, 'MEMBER', ['page:users_teams']);
    await platform.addMember(account, admin, 'ADMIN');
    await platform.addMember(account, member, 'MEMBER');
    expect((await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/role`).set(await as(lead)).send({ role: 'OBSERVER' })).status).toBe(200);
    const up = await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/role`).set(await as(lead)).send({ role: 'ADMIN' });
    expect(up.status).toBe(403);
    expect(up.body.error).toBe(AccountErrors.ROLE_ABOVE_OWN);
    const grant = await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}`).set(await as(lead)).send({ permissions: ['billing.manage'] });
    expect(grant.status).toBe(403);
    const touchAdmin = await platform.http.delete(`/api/accounts/${account.id}/users/${admin.id}`).set(await as(lead));
    expect(touchAdmin.status).toBe(403);
    expect((await membership(account.id, admin.id)).role).toBe('ADMIN');
  });

  it('lets any member leave an account, and a removed member loses it at once', async () => {
    const account = await accountWith('ENTERPRISE', 0);
    const leaver = await platform.createUser();
    const removed = await platform.createUser();
    await platform.addMember(account, leaver, 'OBSERVER');
    await platform.addMember(account, removed, 'MEMBER');
    expect((await platform.http.get('/api/accounts/current').set(await as(removed, account.id))).status).toBe(200);
    expect((await platform.http.delete(`/api/accounts/${account.id}/users/${leaver.id}`).set(await as(leaver))).status).toBe(200);
    expect((await platform.http.delete(`/api/accounts/${account.id}/users/${removed.id}`).set(await as(account.owner))).status).toBe(200);
    const after = await platform.http.get('/api/accounts/current').set(await as(removed, account.id));
    expect(after.status).toBe(403);
    expect(after.body.error).toBe(AccessErrors.tenantMismatch(account.id));
    expect(await membership(account.id, leaver.id)).toBeUndefined();
    const actions = (await platform.db('core.audit_logs').where('account_id', account.id).select('action')).map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['member.left', 'member.removed']));
  });

  it('shuts a suspended member out until reactivated', async () => {
    const account = await accountWith('ENTERPRISE', 0);
    const member = await platform.createUser();
    await platform.addMember(account, member, 'MEMBER');
    await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/status`).set(await as(account.owner)).send({ status: 'SUSPENDED' });
    expect((await platform.http.get('/api/accounts/current').set(await as(member, account.id))).status).toBe(403);
    expect((await platform.http.get(`/api/accounts/${account.id}`).set(await as(member))).status).toBe(403);
    await platform.http.patch(`/api/accounts/${account.id}/users/${member.id}/status`).set(await as(account.owner)).send({ status: 'ACTIVE' });
    expect((await platform.http.get('/api/accounts/current').set(await as(member, account.id))).status).toBe(200);
  });
});

describe('membership changes reach the user live', () => {
  it("broadcasts 'membership:changed' to the user's room when they are added, changed and removed", async () => {
    const home = await platform.createAccount({ plan: 'ENTERPRISE' });
    const other = await platform.createAccount({ plan: 'ENTERPRISE' });
    const user = await platform.createUser();
    await platform.addMember(home, user, 'MEMBER');
    const socket = await connectSocket(platform.wsUrl, await platform.tokenFor(user, home.id), home.id);
    try {
      await socket.next(SystemEvents.READY);
      await platform.http.post(`/api/accounts/${other.id}/users`).set(await as(other.owner)).send({ userId: user.id, role: 'MEMBER' });
      expect((await socket.next<{ accountId: string }>(SystemEvents.MEMBERSHIP_CHANGED)).data).toEqual({ accountId: other.id });
      await platform.http.patch(`/api/accounts/${other.id}/users/${user.id}/role`).set(await as(other.owner)).send({ role: 'OBSERVER' });
      expect((await socket.next<{ accountId: string }>(SystemEvents.MEMBERSHIP_CHANGED)).data).toEqual({ accountId: other.id });
      await platform.http.delete(`/api/accounts/${other.id}/users/${user.id}`).set(await as(other.owner));
      expect((await socket.next<{ accountId: string }>(SystemEvents.MEMBERSHIP_CHANGED)).data).toEqual({ accountId: other.id });
    } finally {
      await socket.close();
    }
  });
});

describe('the user directory of the current account', () => {
  it('lists active members to any member and searches names and emails', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const observer = await platform.createUser({ email: 'zelda.observer@example.test' });
    const suspended = await platform.createUser();
    await platform.addMember(account, observer, 'OBSERVER');
    await platform.addMember(account, suspended, 'MEMBER');
    await platform.db('core.memberships').where({ account_id: account.id, user_id: suspended.id }).update({ status: 'SUSPENDED' });
    await platform.db('core.users').where('id', observer.id).update({ first_name: 'Zelda', last_name: 'Hyrule' });
    const list = await platform.http.get('/api/users').set(await as(observer, account.id));
    expect(list.status).toBe(200);
    expect((list.body.data as { id: string }[]).map((u) => u.id).sort()).toEqual([account.owner.id, observer.id].sort());
    for (const q of ['zelda', 'HYRULE', 'Zelda Hy', 'observer@example']) {
      const found = await platform.http.get('/api/users/search').query({ q }).set(await as(account.owner, account.id));
      expect((found.body.data as { id: string }[]).map((u) => u.id), q).toEqual([observer.id]);
    }
    const none = await platform.http.get('/api/users/search').query({ q: '%' }).set(await as(account.owner, account.id));
    expect(none.body.data).toEqual([]);
  });

  it('needs an account context', async () => {
    const user = await platform.createUser();
    const response = await platform.http.get('/api/users').set(await as(user));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AccessErrors.TENANT_CONTEXT_REQUIRED);
  });
});
