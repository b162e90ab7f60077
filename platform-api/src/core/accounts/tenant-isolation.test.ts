import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors } from '@suite/sdk';
import { expectTenantIsolation, type ProbedRoute } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

/**
 * Every accounts, members and invitations route, called by account A's owner (and admin) with
 * account B's ids, is refused and leaks nothing of B.
 */
let platform: TestPlatform;
let mine: TestAccount;
let theirs: TestAccount;
let theirMember: TestUser;
let myAdmin: TestUser;
let theirInvitationId: string;
let theirInvitationToken: string;

beforeAll(async () => {
  platform = await startTestPlatform();
  mine = await platform.createAccount({ name: 'Mine', plan: 'ENTERPRISE' });
  theirs = await platform.createAccount({ name: 'Theirs', plan: 'ENTERPRISE' });
  myAdmin = await platform.createUser();
  await platform.addMember(mine, myAdmin, 'ADMIN');
  theirMember = await platform.createUser({ email: 'their.member@example.test' });
  await platform.addMember(theirs, theirMember, 'MEMBER');
  const created = await platform.http
    .post(`/api/accounts/${theirs.id}/invitations`)
    .set({ Authorization: `Bearer ${theirs.owner.token}` })
    .send({ email: 'their.invitee@example.test', role: 'MEMBER' });
  theirInvitationId = created.body.data.id;
  const mail = await platform.db('core.outbox').where({ to_address: 'their.invitee@example.test' }).first();
  theirInvitationToken = new URL(mail.data.link).searchParams.get('token')!;
});
afterAll(() => platform?.close());

function probedRoutes(): ProbedRoute[] {
  const b = theirs.id;
  const bUser = theirMember.id;
  const inv = theirInvitationId;
  return [
    { method: 'GET', path: `/api/accounts/${b}` },
    { method: 'PATCH', path: `/api/accounts/${b}`, body: { name: 'Taken over' } },
    { method: 'DELETE', path: `/api/accounts/${b}`, body: { confirmation: 'Theirs' } },
    { method: 'POST', path: `/api/accounts/${b}/transfer-ownership`, body: { userId: mine.owner.id } },
    { method: 'GET', path: `/api/accounts/${b}/users` },
    { method: 'POST', path: `/api/accounts/${b}/users`, body: { userId: mine.owner.id, role: 'ADMIN' } },
    { method: 'PATCH', path: `/api/accounts/${b}/users/${bUser}`, body: { role: 'OBSERVER' } },
    { method: 'DELETE', path: `/api/accounts/${b}/users/${bUser}` },
    { method: 'PATCH', path: `/api/accounts/${b}/users/${bUser}/role`, body: { role: 'OBSERVER' } },
    { method: 'PATCH', path: `/api/accounts/${b}/users/${bUser}/status`, body: { status: 'SUSPENDED' } },
    { method: 'DELETE', path: `/api/accounts/${b}/users/${theirs.owner.id}` },
    // Their member's id on my account: not a member here.
    { method: 'PATCH', path: `/api/accounts/${mine.id}/users/${bUser}/role`, body: { role: 'OBSERVER' } },
    { method: 'DELETE', path: `/api/accounts/${mine.id}/users/${bUser}` },
    { method: 'GET', path: `/api/accounts/${b}/invitations` },
    { method: 'POST', path: `/api/accounts/${b}/invitations`, body: { email: 'sneaky@example.test', role: 'ADMIN' } },
    { method: 'POST', path: `/api/accounts/${mine.id}/invitations`, body: { email: 'sneaky@example.test', role: 'ADMIN', accountId: b } },
    { method: 'POST', path: '/api/invitations', body: { email: 'sneaky@example.test', role: 'ADMIN', accountId: b } },
    { method: 'GET', path: `/api/invitations/${inv}` },
    { method: 'PATCH', path: `/api/invitations/${inv}/status`, body: { status: 'revoked' } },
    { method: 'PATCH', path: `/api/invitations/${inv}/status`, body: { status: 'accepted' } },
    { method: 'PATCH', path: `/api/invitations/${inv}/revoke` },
    { method: 'POST', path: `/api/accounts/invitations/${inv}/accept` },
    { method: 'POST', path: `/api/accounts/invitations/${inv}/decline` },
    { method: 'POST', path: `/api/accounts/invitations/${inv}/resend` },
    { method: 'POST', path: `/api/invitations/token/${theirInvitationToken}/accept` },
    { method: 'GET', path: `/api/users/${bUser}/accounts` },
    { method: 'GET', path: `/api/users/${theirs.owner.id}/accounts` },
  ];
}

describe('tenant isolation of accounts, members and invitations', () => {
  it("refuses every route with another account's ids, for the owner and for an admin", async () => {
    for (const caller of [mine.owner, myAdmin]) {
      await expectTenantIsolation(platform, { token: await platform.tokenFor(caller, mine.id), accountId: mine.id }, probedRoutes());
    }
  });

  it("answers another account's id with 403 'Access denied: accountId ... does not match current context'", async () => {
    const token = await platform.tokenFor(mine.owner, mine.id);
    for (const path of [`/api/accounts/${theirs.id}`, `/api/accounts/${theirs.id}/users`, `/api/accounts/${theirs.id}/invitations`]) {
      const response = await platform.http.get(path).set({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': mine.id });
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(theirs.id));
    }
  });

  it('changed nothing of the other account', async () => {
    const account = await platform.db('core.accounts').where('id', theirs.id).first();
    expect(account).toMatchObject({ name: 'Theirs', status: 'ACTIVE', owner_id: theirs.owner.id });
    const members = await platform.db('core.memberships').where('account_id', theirs.id).orderBy('role').select('user_id', 'role', 'status');
    expect(members).toEqual([
      { user_id: theirMember.id, role: 'MEMBER', status: 'ACTIVE' },
      { user_id: theirs.owner.id, role: 'OWNER', status: 'ACTIVE' },
    ]);
    expect((await platform.db('core.invitations').where('id', theirInvitationId).first()).status).toBe('pending');
    expect(await platform.db('core.invitations').where('email', 'sneaky@example.test').first()).toBeUndefined();
  });

  it('shows none of the other account in my lists, stats, directory, search and audit log', async () => {
    const headers = { Authorization: `Bearer ${await platform.tokenFor(mine.owner, mine.id)}`, 'X-Tenant-ID': mine.id };
    const bodies = await Promise.all(
      [
        '/api/accounts',
        '/api/accounts/user-memberships',
        '/api/users',
        '/api/users/search?q=their',
        `/api/accounts/audit-logs?userId=${theirs.owner.id}`,
        '/api/invitations/user/their.invitee@example.test',
        '/api/accounts/stats',
      ].map(
        async (path) => (await platform.http.get(path).set(headers)).body,
      ),
    );
    for (const body of bodies) {
      expect(body.success).toBe(true);
      const text = JSON.stringify(body.data);
      expect(text).not.toContain(theirs.id);
      expect(text).not.toContain(theirMember.id);
      expect(text).not.toContain('their.member@example.test');
    }
    expect(bodies[5].data).toEqual([]);
    expect(bodies[6].data.members).toBe(2);
  });
});
