import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AccountErrors, AuthErrors, InvitationPageTexts } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

let platform: TestPlatform;
const clock = new TestClock(new Date());
const DAY = 24 * 60 * 60 * 1000;

/** Headers with a token signed now (the test clock moves, and tokens live one hour of it). */
async function as(user: TestUser, tenant?: string) {
  const token = await platform.tokenFor(user, tenant ?? null);
  return { Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) };
}

/** The token of the last invitation mailed to an address, read from the outbox link. */
async function mailedToken(email: string): Promise<string> {
  const mail = (await platform.db('core.outbox').where({ to_address: email.toLowerCase(), template: 'invitation' }).orderBy('created_at', 'desc').first()) as { data: { link: string } };
  return new URL(mail.data.link).searchParams.get('token')!;
}

async function invite(account: TestAccount, email: string, role = 'MEMBER', permissions?: string[]) {
  const response = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email, role, ...(permissions ? { permissions } : {}) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return { invitation: response.body.data as { id: string; status: string; expiresAt: string }, token: await mailedToken(email) };
}

async function userWithEmail(email: string, verified = true): Promise<TestUser> {
  return platform.createUser({ email, verified });
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

describe('creating an invitation', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Inviting Co', plan: 'ENTERPRISE' });
  });

  it('stores a pending invitation for 7 days and mails a link with the token in the inviter language', async () => {
    await platform.db('core.users').where('id', account.owner.id).update({ language: 'fr' });
    const { invitation, token } = await invite(account, 'New.Person@Example.test', 'ADMIN', ['page:billing']);
    expect(invitation).toMatchObject({ accountId: account.id, accountName: 'Inviting Co', email: 'new.person@example.test', role: 'ADMIN', permissions: ['page:billing'], status: 'pending' });
    expect(new Date(invitation.expiresAt).getTime() - clock.now().getTime()).toBe(7 * DAY);
    const mail = await platform.db('core.outbox').where({ to_address: 'new.person@example.test' }).first();
    expect(mail.language).toBe('fr');
    expect(mail.data.link).toBe(`${platform.config.appUrl}/accept-invitation?token=${token}`);
    expect(mail.subject).toContain('Inviting Co');
    expect(mail.text_body).toContain('vous invite à rejoindre Inviting Co avec le rôle administrateur.');
    const stored = await platform.db('core.invitations').where('id', invitation.id).first();
    expect(stored.token_hash).not.toBe(token);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    await platform.db('core.users').where('id', account.owner.id).update({ language: 'en' });
  });

  it("says the role in words, in the recipient's own language when they already have a user here", async () => {
    const known = await platform.createUser({ email: `known.${Date.now()}@example.test` });
    await platform.db('core.users').where('id', known.id).update({ language: 'es' });
    await invite(account, known.email, 'MEMBER');
    const toKnown = await platform.db('core.outbox').where({ to_address: known.email.toLowerCase(), template: 'invitation' }).first();
    expect(toKnown.language).toBe('es');
    expect(toKnown.text_body).toContain('como miembro.');
    await invite(account, `stranger.${Date.now()}@example.test`, 'OBSERVER');
    const toStranger = await platform.db('core.outbox').where({ template: 'invitation' }).whereLike('to_address', 'stranger.%').orderBy('created_at', 'desc').first();
    expect(toStranger.language).toBe('en');
    expect(toStranger.text_body).toContain('invited you to join Inviting Co as an observer.');
  });

  it.each([
    ['no email', { accountId: 'x', role: 'MEMBER' }],
    ['no role', { email: 'a@example.test' }],
    ['no account', { email: 'a@example.test', role: 'MEMBER' }],
    ['a malformed email', { email: 'not an email', role: 'MEMBER' }],
    ['an unknown role', { email: 'a@example.test', role: 'CAPTAIN' }],
    ['the OWNER role', { email: 'a@example.test', role: 'OWNER' }],
    ['a wrongly typed field', { email: 42, role: 'MEMBER' }],
  ])("refuses %s with 'Invalid invitation data'", async (_label, body) => {
    const withAccount = 'accountId' in body || _label === 'no account' ? body : { ...body, accountId: account.id };
    const response = await platform.http.post('/api/invitations').set(await as(account.owner)).send(withAccount);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AccessErrors.INVALID_INVITATION_DATA);
  });

  it('creates through POST /invitations with the accountId in the body', async () => {
    const response = await platform.http.post('/api/invitations').set(await as(account.owner)).send({ email: 'body@example.test', accountId: account.id, role: 'OBSERVER' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ accountId: account.id, role: 'OBSERVER', status: 'pending' });
  });

  it('refuses a second pending invitation for the same email and account with 409', async () => {
    await invite(account, 'twice@example.test');
    const again = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: 'TWICE@example.test', role: 'MEMBER' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(AccessErrors.INVITATION_ALREADY_PENDING);
  });

  it('refuses to invite someone who is already a member with 409', async () => {
    const member = await platform.createUser();
    await platform.addMember(account, member, 'MEMBER');
    const response = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(account.owner)).send({ email: member.email.toUpperCase(), role: 'MEMBER' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(AccountErrors.ALREADY_MEMBER);
  });

  it('lets a member with page:users_teams invite at their own level but not above it', async () => {
    const lead = await platform.createUser();
    await platform.addMember(account, lead, 'MEMBER', ['page:users_teams']);
    const ok = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(lead)).send({ email: 'by-lead@example.test', role: 'MEMBER' });
    expect(ok.status).toBe(201);
    const admin = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(lead)).send({ email: 'by-lead-admin@example.test', role: 'ADMIN' });
    expect(admin.status).toBe(403);
    expect(admin.body.error).toBe(AccountErrors.ROLE_ABOVE_OWN);
    const billing = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(lead)).send({ email: 'by-lead-billing@example.test', role: 'MEMBER', permissions: ['billing.manage'] });
    expect(billing.status).toBe(403);
  });

  it('refuses a plain member', async () => {
    const member = await platform.createUser();
    await platform.addMember(account, member, 'MEMBER');
    const response = await platform.http.post(`/api/accounts/${account.id}/invitations`).set(await as(member)).send({ email: 'by-member@example.test', role: 'MEMBER' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('audits the creation', async () => {
    const { invitation } = await invite(account, 'audited@example.test');
    const row = await platform.db('core.audit_logs').where({ account_id: account.id, action: 'invitation.created' }).whereRaw("details->>'invitationId' = ?", [invitation.id]).first();
    expect(row).toMatchObject({ user_id: account.owner.id });
  });
});

describe('the invitation link (public)', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Link Co', plan: 'ENTERPRISE' });
  });

  it('answers the account name, inviter, email, role, status and expiry without a token', async () => {
    const owner = await platform.db('core.users').where('id', account.owner.id).first();
    const { token } = await invite(account, 'link@example.test', 'OBSERVER');
    const response = await platform.http.get(`/api/invitations/token/${token}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      accountName: 'Link Co',
      inviterName: `${owner.first_name} ${owner.last_name}`,
      email: 'link@example.test',
      role: 'OBSERVER',
      status: 'pending',
      expiresAt: expect.any(String),
    });
  });

  it("answers an unknown token with 404 'Invalid or expired invitation'", async () => {
    const response = await platform.http.get('/api/invitations/token/not-a-real-token');
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  });

  it('treats a pending invitation past 7 days as absent and marks it expired', async () => {
    const { invitation, token } = await invite(account, 'late@example.test');
    clock.advance(7 * DAY - 60_000);
    expect((await platform.http.get(`/api/invitations/token/${token}`)).status).toBe(200);
    clock.advance(60_000);
    const response = await platform.http.get(`/api/invitations/token/${token}`);
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    expect((await platform.db('core.invitations').where('id', invitation.id).first()).status).toBe('expired');
    expect(await platform.db('core.audit_logs').where({ action: 'invitation.expired' }).whereRaw("details->>'invitationId' = ?", [invitation.id]).first()).toBeTruthy();
    const user = await userWithEmail('late@example.test');
    const accept = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user));
    expect(accept.status).toBe(404);
    expect(accept.body.error).toBe(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
  });
});

describe('the invitation state machine', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'States Co', plan: 'ENTERPRISE' });
  });

  it('pending -> accepted: the signed-in invitee joins with the invited role and permissions', async () => {
    const { invitation, token } = await invite(account, 'Joiner@Example.test', 'ADMIN', ['page:financials']);
    const user = await userWithEmail('joiner@example.test');
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ accountId: account.id, role: 'ADMIN' });
    const membership = await platform.db('core.memberships').where({ account_id: account.id, user_id: user.id }).first();
    expect(membership).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', permissions: ['page:financials'], invited_by: account.owner.id });
    const stored = await platform.db('core.invitations').where('id', invitation.id).first();
    expect(stored).toMatchObject({ status: 'accepted', accepted_by: user.id });
    expect(await platform.db('core.audit_logs').where({ action: 'invitation.accepted', user_id: user.id }).first()).toBeTruthy();
    // The new member can act in the account at once.
    expect((await platform.http.get('/api/accounts/current').set(await as(user, account.id))).status).toBe(200);
  });

  it('only pending changes: an accepted invitation cannot be accepted, declined or revoked again (409)', async () => {
    const { invitation, token } = await invite(account, 'once@example.test');
    const user = await userWithEmail('once@example.test');
    expect((await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user))).status).toBe(200);
    for (const attempt of [
      platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user)),
      platform.http.post(`/api/invitations/token/${token}/decline`),
      platform.http.post(`/api/accounts/invitations/${invitation.id}/decline`).set(await as(user)),
      platform.http.patch(`/api/invitations/${invitation.id}/revoke`).set(await as(account.owner)),
      platform.http.post(`/api/accounts/invitations/${invitation.id}/resend`).set(await as(account.owner)),
    ]) {
      const response = await attempt;
      expect(response.status).toBe(409);
      expect(response.body.error).toBe(AccessErrors.INVALID_OR_EXPIRED_INVITATION);
    }
  });

  it('pending -> declined by token, without signing in; then it cannot be accepted', async () => {
    const { invitation, token } = await invite(account, 'nope@example.test');
    const response = await platform.http.post(`/api/invitations/token/${token}/decline`);
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('declined');
    expect((await platform.db('core.invitations').where('id', invitation.id).first()).status).toBe('declined');
    const user = await userWithEmail('nope@example.test');
    const accept = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user));
    expect(accept.status).toBe(409);
    expect(await platform.db('core.memberships').where({ account_id: account.id, user_id: user.id }).first()).toBeUndefined();
  });

  it('pending -> revoked by an admin; the link is then absent (404)', async () => {
    const { invitation, token } = await invite(account, 'revoked@example.test');
    const response = await platform.http.patch(`/api/invitations/${invitation.id}/revoke`).set(await as(account.owner));
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('revoked');
    expect((await platform.http.get(`/api/invitations/token/${token}`)).status).toBe(404);
    const user = await userWithEmail('revoked@example.test');
    expect((await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user))).status).toBe(404);
    expect(await platform.db('core.audit_logs').where({ action: 'invitation.revoked' }).whereRaw("details->>'invitationId' = ?", [invitation.id]).first()).toBeTruthy();
  });

  it('accepts and declines by id for the signed-in invitee, and through PATCH /invitations/{id}/status', async () => {
    const first = await invite(account, 'byid@example.test', 'OBSERVER');
    const user = await userWithEmail('byid@example.test');
    const accepted = await platform.http.post(`/api/accounts/invitations/${first.invitation.id}/accept`).set(await as(user));
    expect(accepted.body.data).toEqual({ accountId: account.id, role: 'OBSERVER' });

    const second = await invite(account, 'status@example.test');
    const other = await userWithEmail('status@example.test');
    const declined = await platform.http.patch(`/api/invitations/${second.invitation.id}/status`).set(await as(other)).send({ status: 'declined' });
    expect(declined.status).toBe(200);
    expect(declined.body.data.status).toBe('declined');

    const third = await invite(account, 'status-revoke@example.test');
    const revoked = await platform.http.patch(`/api/invitations/${third.invitation.id}/status`).set(await as(account.owner)).send({ status: 'revoked' });
    expect(revoked.body.data.status).toBe('revoked');
    const bad = await platform.http.patch(`/api/invitations/${third.invitation.id}/status`).set(await as(account.owner)).send({ status: 'pending' });
    expect(bad.status).toBe(400);
  });

  it('resend issues a new token and a new 7-day expiry, mails again, and the old link stops working', async () => {
    const { invitation, token } = await invite(account, 'resend@example.test');
    clock.advance(3 * DAY);
    const response = await platform.http.post(`/api/accounts/invitations/${invitation.id}/resend`).set(await as(account.owner));
    expect(response.status).toBe(200);
    expect(new Date(response.body.data.expiresAt).getTime()).toBe(clock.now().getTime() + 7 * DAY);
    const fresh = await mailedToken('resend@example.test');
    expect(fresh).not.toBe(token);
    expect(Number((await platform.db('core.outbox').where({ to_address: 'resend@example.test' }).count('* as n').first())!.n)).toBe(2);
    expect((await platform.http.get(`/api/invitations/token/${token}`)).status).toBe(404);
    expect((await platform.http.get(`/api/invitations/token/${fresh}`)).status).toBe(200);
    clock.advance(5 * DAY); // 8 days after the first mail, 5 after the resend
    expect((await platform.http.get(`/api/invitations/token/${fresh}`)).status).toBe(200);
  });
});

describe('who may accept', () => {
  let account: TestAccount;
  let token: string;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Guarded Co', plan: 'ENTERPRISE' });
    token = (await invite(account, 'guarded@example.test')).token;
  });

  it("asks a signed-out visitor to sign in: 401 'You must be logged in to accept this invitation.'", async () => {
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(InvitationPageTexts.MUST_LOG_IN);
  });

  it('refuses an unverified user accepting by id: they must verify their email first', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const { invitation } = await invite(account, 'unverified.byid@example.test');
    const user = await userWithEmail('unverified.byid@example.test', false);
    const response = await platform.http.post(`/api/accounts/invitations/${invitation.id}/accept`).set(await as(user));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  });

  it('verifies the email of an unverified invitee accepting by the mailed token (registration from an invitation)', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const { token } = await invite(account, 'registered.from.link@example.test');
    const user = await userWithEmail('registered.from.link@example.test', false);
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user));
    expect(response.status).toBe(200);
    expect((await platform.db('core.users').where('id', user.id).first()).email_verified_at).not.toBeNull();
    expect((await platform.http.get('/api/accounts/current').set(await as(user, account.id))).status).toBe(200);
  });

  it('refuses a user whose email is not the invited one with 403', async () => {
    const stranger = await platform.createUser();
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(stranger));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.INVITATION_EMAIL_MISMATCH);
    expect((await platform.http.get(`/api/invitations/token/${token}`)).body.data.status).toBe('pending');
  });

  it('matches the email case-insensitively', async () => {
    const user = await userWithEmail('GUARDED@EXAMPLE.TEST');
    const response = await platform.http.post(`/api/invitations/token/${token}/accept`).set(await as(user));
    expect(response.status).toBe(200);
  });
});

describe('reading invitations', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await platform.createAccount({ name: 'Reading Co', plan: 'ENTERPRISE' });
  });

  it('lists an account invitations pending first, expired ones marked', async () => {
    const old = await invite(account, 'old@example.test');
    clock.advance(8 * DAY);
    const fresh = await invite(account, 'fresh@example.test');
    const answered = await invite(account, 'answered@example.test');
    await platform.http.post(`/api/invitations/token/${answered.token}/decline`);
    const response = await platform.http.get(`/api/accounts/${account.id}/invitations`).set(await as(account.owner));
    expect(response.status).toBe(200);
    const list = response.body.data as { id: string; status: string }[];
    expect(list[0]).toMatchObject({ id: fresh.invitation.id, status: 'pending' });
    expect(list.find((i) => i.id === old.invitation.id)?.status).toBe('expired');
    expect(list.find((i) => i.id === answered.invitation.id)?.status).toBe('declined');
  });

  it('shows an invitation by id to its invitee and to admins, not to others', async () => {
    const { invitation } = await invite(account, 'reader@example.test');
    const invitee = await userWithEmail('reader@example.test');
    expect((await platform.http.get(`/api/invitations/${invitation.id}`).set(await as(invitee))).status).toBe(200);
    expect((await platform.http.get(`/api/invitations/${invitation.id}`).set(await as(account.owner))).status).toBe(200);
    const member = await platform.createUser();
    await platform.addMember(account, member, 'MEMBER');
    expect((await platform.http.get(`/api/invitations/${invitation.id}`).set(await as(member))).status).toBe(403);
  });

  it('lists invitations by email for the owner of that email, or for admins of the current account only', async () => {
    const other = await platform.createAccount({ name: 'Other Co', plan: 'ENTERPRISE' });
    await invite(account, 'multi@example.test');
    await invite(other, 'multi@example.test');
    const invitee = await userWithEmail('multi@example.test');
    const own = await platform.http.get('/api/invitations/user/MULTI@example.test').set(await as(invitee));
    expect(own.status).toBe(200);
    expect((own.body.data as { accountId: string }[]).map((i) => i.accountId).sort()).toEqual([account.id, other.id].sort());
    const admin = await platform.http.get('/api/invitations/user/multi@example.test').set(await as(account.owner, account.id));
    expect((admin.body.data as { accountId: string }[]).map((i) => i.accountId)).toEqual([account.id]);
    const stranger = await platform.createUser();
    expect((await platform.http.get('/api/invitations/user/multi@example.test').set(await as(stranger))).status).toBe(403);
  });
});
