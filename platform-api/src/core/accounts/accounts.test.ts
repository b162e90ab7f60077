import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, AuthErrors, FeatureErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;
const clock = new TestClock(new Date());

async function as(user: TestUser, tenant?: string) {
  const token = await platform.tokenFor(user, tenant ?? null);
  return { Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) };
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

describe('creating an account', () => {
  it('makes the caller OWNER, derives the slug from the name and lists it among my accounts', async () => {
    const user = await platform.createUser();
    const response = await platform.http.post('/api/accounts').set(await as(user)).send({ name: 'Café Olé & Co' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ name: 'Café Olé & Co', slug: 'cafe-ole-co', plan: 'FREE', type: 'TEAM', role: 'OWNER', ownerId: user.id, limits: { maxUsers: 5 } });
    const second = await platform.http.post('/api/accounts').set(await as(user)).send({ name: 'Cafe Ole Co' });
    expect(second.body.data.slug).toBe('cafe-ole-co-2');
    const mine = await platform.http.get('/api/accounts').set(await as(user));
    expect((mine.body.data as { slug: string; role: string }[]).map((a) => [a.slug, a.role]).sort()).toEqual([
      ['cafe-ole-co', 'OWNER'],
      ['cafe-ole-co-2', 'OWNER'],
    ]);
    expect(await platform.db('core.audit_logs').where({ account_id: response.body.data.id, action: 'account.created' }).first()).toMatchObject({ user_id: user.id });
  });

  it("refuses a slug that is taken with 409 \"Account slug '{slug}' is already taken\"", async () => {
    const user = await platform.createUser();
    await platform.http.post('/api/accounts').set(await as(user)).send({ name: 'Taken', slug: 'taken-slug' });
    const response = await platform.http.post('/api/accounts').set(await as(user)).send({ name: 'Again', slug: 'taken-slug' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe("Account slug 'taken-slug' is already taken");
  });

  it('refuses bad input with 400, never 500', async () => {
    const user = await platform.createUser();
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x', slug: 'Not A Slug' }, { name: 'x', domain: 'nope' }, { name: 'x', extra: 1 }]) {
      const response = await platform.http.post('/api/accounts').set(await as(user)).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('needs a verified email', async () => {
    const user = await platform.createUser({ verified: false });
    const response = await platform.http.post('/api/accounts').set(await as(user)).send({ name: 'Unverified' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  });
});

describe('the current account and an account by id', () => {
  let account: TestAccount;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Settings Co', plan: 'PRO' });
    admin = await platform.createUser();
    member = await platform.createUser();
    await platform.addMember(account, admin, 'ADMIN');
    await platform.addMember(account, member, 'MEMBER', ['page:billing']);
    await platform.db('core.accounts').where('id', account.id).update({ additional_users: 3 });
  });

  it('shows the account with my role, rights and limits', async () => {
    const response = await platform.http.get('/api/accounts/current').set(await as(member, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: account.id, name: 'Settings Co', plan: 'PRO', role: 'MEMBER', permissions: ['page:billing'], additionalUsers: 3, limits: { maxUsers: 8, maxTeams: -1 } });
    const byId = await platform.http.get(`/api/accounts/${account.id}`).set(await as(member));
    expect(byId.body.data).toEqual(response.body.data);
  });

  it('lets owner and admins rename it and change slug, domain and company', async () => {
    const response = await platform.http
      .patch('/api/accounts/current')
      .set(await as(admin, account.id))
      .send({ name: 'Settings Company', slug: 'settings-company', domain: 'Settings.Example', company: { stage: 'Seed' } });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ name: 'Settings Company', slug: 'settings-company', domain: 'settings.example', company: { stage: 'Seed' } });
    const byId = await platform.http.patch(`/api/accounts/${account.id}`).set(await as(account.owner)).send({ company: { website: 'https://settings.example' } });
    expect(byId.body.data.company).toEqual({ stage: 'Seed', website: 'https://settings.example' });
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'account.updated', user_id: admin.id }).first()).toBeTruthy();
  });

  it('refuses a member', async () => {
    const response = await platform.http.patch('/api/accounts/current').set(await as(member, account.id)).send({ name: 'Mine now' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('refuses a slug or a domain another account uses (409)', async () => {
    const other = await platform.createAccount({ name: 'Other' });
    await platform.db('core.accounts').where('id', other.id).update({ domain: 'other.example' });
    const slug = await platform.http.patch('/api/accounts/current').set(await as(account.owner, account.id)).send({ slug: other.slug });
    expect(slug.status).toBe(409);
    expect(slug.body.error).toBe(AccountErrors.slugTaken(other.slug));
    const domain = await platform.http.patch('/api/accounts/current').set(await as(account.owner, account.id)).send({ domain: 'OTHER.example' });
    expect(domain.status).toBe(409);
    expect(domain.body.error).toBe(AccountErrors.domainTaken('other.example'));
    const badDomain = await platform.http.patch('/api/accounts/current').set(await as(account.owner, account.id)).send({ domain: 'not a domain' });
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.error).toBe(AccountErrors.INVALID_DOMAIN);
  });
});

describe('checking a slug and a domain', () => {
  it('answers whether a slug is free, with the spec text when it is taken', async () => {
    const account = await platform.createAccount({ name: 'Slugged' });
    const user = await platform.createUser();
    const taken = await platform.http.get('/api/accounts/validate-slug').query({ slug: account.slug }).set(await as(user));
    expect(taken.body.data).toEqual({ value: account.slug, valid: true, available: false, message: AccountErrors.slugTaken(account.slug) });
    const free = await platform.http.get('/api/accounts/validate-slug').query({ slug: 'free-as-a-bird' }).set(await as(user));
    expect(free.body.data).toEqual({ value: 'free-as-a-bird', valid: true, available: true, message: null });
    const invalid = await platform.http.get('/api/accounts/validate-slug').query({ slug: 'Bad Slug!' }).set(await as(user));
    expect(invalid.body.data).toMatchObject({ valid: false, available: false, message: AccountErrors.INVALID_SLUG });
    // The account's own slug is available to itself.
    const own = await platform.http.get('/api/accounts/validate-slug').query({ slug: account.slug }).set(await as(account.owner, account.id));
    expect(own.body.data.available).toBe(true);
    expect((await platform.http.get('/api/accounts/validate-slug').set(await as(user))).status).toBe(400);
  });

  it('checks a domain format and that no other account uses it', async () => {
    const account = await platform.createAccount();
    await platform.db('core.accounts').where('id', account.id).update({ domain: 'used.example' });
    const user = await platform.createUser();
    const used = await platform.http.get('/api/accounts/validate-domain').query({ domain: 'USED.example' }).set(await as(user));
    expect(used.body.data).toEqual({ value: 'used.example', valid: true, available: false, message: AccountErrors.domainTaken('used.example') });
    const free = await platform.http.get('/api/accounts/validate-domain').query({ domain: 'new.example.org' }).set(await as(user));
    expect(free.body.data).toMatchObject({ valid: true, available: true, message: null });
    for (const domain of ['localhost', 'no spaces.com', '-bad.com', 'a..b.com']) {
      const bad = await platform.http.get('/api/accounts/validate-domain').query({ domain }).set(await as(user));
      expect(bad.body.data, domain).toMatchObject({ valid: false, message: AccountErrors.INVALID_DOMAIN });
    }
  });
});

describe('deleting and transferring an account', () => {
  let account: TestAccount;
  let admin: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Doomed Co', plan: 'PRO' });
    admin = await platform.createUser();
    member = await platform.createUser();
    await platform.addMember(account, admin, 'ADMIN');
    await platform.addMember(account, member, 'MEMBER');
  });

  it('refuses an ADMIN deleting the account (account.delete is the owner’s)', async () => {
    const current = await platform.http.delete('/api/accounts/current').set(await as(admin, account.id)).send({ confirmation: 'Doomed Co' });
    expect(current.status).toBe(403);
    const byId = await platform.http.delete(`/api/accounts/${account.id}`).set(await as(admin)).send({ confirmation: 'Doomed Co' });
    expect(byId.status).toBe(403);
    expect((await platform.db('core.accounts').where('id', account.id).first()).status).toBe('ACTIVE');
  });

  it('refuses an ADMIN transferring the account', async () => {
    const response = await platform.http.post(`/api/accounts/${account.id}/transfer-ownership`).set(await as(admin)).send({ userId: admin.id });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccountErrors.ONLY_OWNER_TRANSFERS);
  });

  it('lets the OWNER transfer ownership: the new owner is OWNER, the old one ADMIN', async () => {
    const response = await platform.http.post(`/api/accounts/${account.id}/transfer-ownership`).set(await as(account.owner)).send({ userId: member.id });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ ownerId: member.id, role: 'ADMIN' });
    const roles = Object.fromEntries((await platform.db('core.memberships').where('account_id', account.id).select('user_id', 'role')).map((r: { user_id: string; role: string }) => [r.user_id, r.role]));
    expect(roles).toEqual({ [account.owner.id]: 'ADMIN', [member.id]: 'OWNER', [admin.id]: 'ADMIN' });
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'account.ownership_transferred' }).first()).toBeTruthy();
    // Back again, through the role change form.
    const back = await platform.http.patch(`/api/accounts/${account.id}/users/${account.owner.id}/role`).set(await as(member)).send({ role: 'OWNER' });
    expect(back.status).toBe(200);
    expect(back.body.data.role).toBe('OWNER');
  });

  it('needs the account name typed exactly to delete', async () => {
    for (const body of [{}, { confirmation: 'doomed co' }]) {
      const response = await platform.http.delete('/api/accounts/current').set(await as(account.owner, account.id)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(AccountErrors.DELETE_CONFIRMATION_MISMATCH);
    }
  });

  it('lets the OWNER delete it: members lose it, its slug is free again and pending invitations are revoked', async () => {
    await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'pending@example.test', role: 'MEMBER' });
    const slug = (await platform.db('core.accounts').where('id', account.id).first()).slug;
    const response = await platform.http.delete('/api/accounts/current').set(await as(account.owner, account.id)).send({ confirmation: 'Doomed Co' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: account.id, status: 'DELETED' });
    expect((await platform.http.get('/api/accounts/current').set(await as(member, account.id))).status).toBe(403);
    expect((await platform.http.get(`/api/accounts/${account.id}`).set(await as(member))).status).toBe(404);
    expect((await platform.http.get('/api/accounts').set(await as(member))).body.data).toEqual([]);
    expect((await platform.http.get('/api/accounts/validate-slug').query({ slug }).set(await as(member))).body.data.available).toBe(true);
    expect((await platform.db('core.invitations').where('account_id', account.id).first()).status).toBe('revoked');
    expect(await platform.db('core.audit_logs').where({ account_id: account.id, action: 'account.deleted' }).first()).toBeTruthy();
  });
});

describe('account stats', () => {
  it('counts members by role, suspended members, pending invitations and seat usage against maxUsers', async () => {
    const account = await platform.createAccount({ plan: 'FREE' });
    const admin = await platform.createUser();
    const suspended = await platform.createUser();
    await platform.addMember(account, admin, 'ADMIN');
    await platform.addMember(account, await platform.createUser(), 'OBSERVER');
    await platform.addMember(account, suspended, 'MEMBER');
    await platform.db('core.memberships').where({ account_id: account.id, user_id: suspended.id }).update({ status: 'SUSPENDED' });
    await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(admin)).send({ email: 'stat@example.test', role: 'MEMBER' });
    const response = await platform.http.get('/api/accounts/stats').set(await as(admin, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      members: 3,
      suspendedMembers: 1,
      pendingInvitations: 1,
      maxUsers: 5,
      byRole: { OWNER: 1, ADMIN: 1, MEMBER: 0, OBSERVER: 1 },
      usage: { users: 4, maxUsers: 5, remaining: 1, percent: 80 },
    });
  });
});

describe('account audit logs', () => {
  it('lists the account’s entries newest first with filters and paging, for admins on ENTERPRISE', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE', name: 'Audited' });
    const admin = await platform.createUser();
    await platform.addMember(account, admin, 'ADMIN');
    await platform.http.patch('/api/accounts/current').set(await as(admin, account.id)).send({ name: 'Audited One' });
    clock.advance(60_000);
    await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'audit@example.test', role: 'MEMBER' });
    await platform.http.patch('/api/accounts/current').set(await as(account.owner, account.id)).send({ name: 'Audited Two' });
    const all = await platform.http.get('/api/accounts/audit-logs').set(await as(admin, account.id));
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBe(3);
    expect((all.body.data.logs as { action: string }[]).map((l) => l.action)).toEqual(['account.updated', 'invitation.created', 'account.updated']);
    const byAction = await platform.http.get('/api/accounts/audit-logs').query({ action: 'account.updated', userId: admin.id }).set(await as(admin, account.id));
    expect(byAction.body.data.logs).toHaveLength(1);
    expect(byAction.body.data.logs[0]).toMatchObject({ userId: admin.id, userEmail: admin.email, details: { changes: ['name'] } });
    const page = await platform.http.get('/api/accounts/audit-logs').query({ limit: 1, offset: 1 }).set(await as(admin, account.id));
    expect(page.body.data).toMatchObject({ total: 3, limit: 1, offset: 1, logs: [{ action: 'invitation.created' }] });
    const range = await platform.http
      .get('/api/accounts/audit-logs')
      .query({ startDate: new Date(clock.now().getTime() - 30_000).toISOString(), endDate: new Date(clock.now().getTime() + 30_000).toISOString() })
      .set(await as(admin, account.id));
    // created_at is the database's clock: the range is only checked to filter and to answer.
    expect(range.status).toBe(200);
    expect((await platform.http.get('/api/accounts/audit-logs').query({ startDate: 'yesterday' }).set(await as(admin, account.id))).status).toBe(400);
  });

  it('refuses members, and admins on a plan without audit logs', async () => {
    const enterprise = await platform.createAccount({ plan: 'ENTERPRISE' });
    const member = await platform.createUser();
    await platform.addMember(enterprise, member, 'MEMBER', ['page:users_teams']);
    expect((await platform.http.get('/api/accounts/audit-logs').set(await as(member, enterprise.id))).status).toBe(403);
    const free = await platform.createAccount({ plan: 'PRO' });
    const response = await platform.http.get('/api/accounts/audit-logs').set(await as(free.owner, free.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
  });
});

describe('memberships', () => {
  it('lists my memberships with their accounts, and a user’s accounts to themself or a super admin only', async () => {
    const a = await platform.createAccount({ name: 'Alpha' });
    const b = await platform.createAccount({ name: 'Beta', plan: 'PRO' });
    const user = await platform.createUser();
    await platform.addMember(a, user, 'MEMBER', ['page:billing']);
    await platform.addMember(b, user, 'OBSERVER');
    const mine = await platform.http.get('/api/accounts/user-memberships').set(await as(user));
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ accountId: a.id, userId: user.id, role: 'MEMBER', status: 'ACTIVE', permissions: ['page:billing'], account: { id: a.id, name: 'Alpha', slug: a.slug, plan: 'FREE' } }),
      expect.objectContaining({ accountId: b.id, role: 'OBSERVER', account: expect.objectContaining({ plan: 'PRO' }) }),
    ]);
    const self = await platform.http.get(`/api/users/${user.id}/accounts`).set(await as(user));
    expect(self.body.data).toEqual(mine.body.data);
    const other = await platform.http.get(`/api/users/${user.id}/accounts`).set(await as(a.owner));
    expect(other.status).toBe(403);
    const superAdmin = await platform.createUser({ superAdmin: true });
    expect((await platform.http.get(`/api/users/${user.id}/accounts`).set(await as(superAdmin))).body.data).toHaveLength(2);
  });
});

describe('bad input', () => {
  it('answers malformed ids, queries and bodies with a 4xx and a message, never a 500', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const headers = await as(account.owner, account.id);
    const long = 'x'.repeat(300);
    const calls = [
      platform.http.get('/api/accounts/not-a-uuid').set(headers),
      platform.http.patch(`/api/accounts/${account.id}`).set(headers).send({ name: 42 }),
      platform.http.get('/api/accounts/current').set({ ...headers, 'X-Tenant-ID': 'garbage' }),
      platform.http.patch(`/api/accounts/${account.id}/users/not-a-uuid/role`).set(headers).send({ role: 'ADMIN' }),
      platform.http.patch(`/api/accounts/${account.id}/users/${account.owner.id}/role`).set(headers).send({ role: 'KING' }),
      platform.http.patch(`/api/accounts/${account.id}/users/${account.owner.id}/status`).set(headers).send({ status: 'GONE' }),
      platform.http.post(`/api/accounts/${account.id}/users`).set(headers).send({ userId: 'nope', role: 'MEMBER' }),
      platform.http.get('/api/accounts/audit-logs').query({ userId: 'nope' }).set(headers),
      platform.http.get('/api/accounts/audit-logs').query({ limit: 'many' }).set(headers),
      platform.http.get(`/api/invitations/token/${long}`),
      platform.http.get('/api/invitations/not-a-uuid').set(headers),
      platform.http.post('/api/invitations').set(headers).send({ email: 'a@example.test', role: 'MEMBER', accountId: 'not-a-uuid' }),
      platform.http.get('/api/users/search').query({ q: long }).set(headers),
      platform.http.get('/api/accounts/validate-slug').query({ slug: long }).set(headers),
      platform.http.post('/api/accounts/contact-admin').set(headers).set('Content-Type', 'application/json').send('{"subject":'),
    ];
    for (const call of calls) {
      const response = await call;
      expect(response.status, `${response.req.method} ${response.req.path}: ${JSON.stringify(response.body)}`).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body).toMatchObject({ success: false, error: expect.any(String) });
    }
  });
});
