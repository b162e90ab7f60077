import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, SupportErrors, type AccountRole } from '@suite/sdk';
import { expectTenantIsolation } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';

const clock = new TestClock('2026-11-02T10:00:00Z');
let platform: TestPlatform;

const auth = (token: string, tenant?: string) => ({ Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) });

async function userIn(account: TestAccount, role: AccountRole, permissions: string[] = []): Promise<TestUser> {
  const user = await platform.createUser();
  await platform.addMember(account, user, role, permissions);
  return { ...user, token: await platform.tokenFor(user, account.id) };
}

async function raiseTicket(sender: { token?: string; accountId?: string } = {}, change: Record<string, string> = {}): Promise<string> {
  const request = platform.http.post('/api/contact/support');
  if (sender.token) request.set(auth(sender.token, sender.accountId));
  const response = await request.send({ name: 'Ada Lovelace', email: 'ada@example.test', subject: 'Cannot export', message: 'The export button does nothing at all.', ...change });
  expect(response.status).toBe(201);
  return response.body.data.ticketId;
}

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

describe('/admin/support-tickets', () => {
  let acme: TestAccount;
  let globex: TestAccount;
  let superAdmin: TestUser;
  let acmeTicket: string;
  let globexTicket: string;
  let anonymousTicket: string;

  beforeAll(async () => {
    acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
    globex = await platform.createAccount({ name: 'Globex', plan: 'ENTERPRISE' });
    superAdmin = await platform.createUser({ superAdmin: true });
    acmeTicket = await raiseTicket({ token: acme.owner.token, accountId: acme.id }, { subject: 'Invoice missing', category: 'billing', priority: 'high' });
    clock.advance(1000);
    globexTicket = await raiseTicket({ token: globex.owner.token, accountId: globex.id });
    clock.advance(1000);
    anonymousTicket = await raiseTicket({}, { subject: 'Question before buying', email: 'visitor@example.test' });
  });

  it('is refused to ADMIN, MEMBER and OBSERVER, and to a user without an account', async () => {
    for (const role of ['ADMIN', 'MEMBER', 'OBSERVER'] as const) {
      const user = await userIn(acme, role);
      for (const call of [
        platform.http.get('/api/admin/support-tickets').set(auth(user.token, acme.id)),
        platform.http.get(`/api/admin/support-tickets/${acmeTicket}`).set(auth(user.token, acme.id)),
        platform.http.patch(`/api/admin/support-tickets/${acmeTicket}/status`).set(auth(user.token, acme.id)).send({ status: 'closed' }),
        platform.http.post(`/api/admin/support-tickets/${acmeTicket}/reply`).set(auth(user.token, acme.id)).send({ message: 'Hello' }),
      ]) {
        const response = await call;
        expect(response.status, role).toBe(403);
        expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
      }
    }
    const loner = await platform.createUser();
    expect((await platform.http.get('/api/admin/support-tickets').set(auth(loner.token))).status).toBe(403);
    expect((await platform.http.get('/api/admin/support-tickets')).status).toBe(401);
  });

  it("shows an OWNER the tickets raised in their account only, and a SUPER_ADMIN every ticket, newest first", async () => {
    const owner = await platform.http.get('/api/admin/support-tickets').set(auth(acme.owner.token, acme.id));
    expect(owner.status).toBe(200);
    expect(owner.body.data.tickets.map((t: { id: string }) => t.id)).toEqual([acmeTicket]);
    expect(owner.body.data.tickets[0]).toMatchObject({ reference: acmeTicket.slice(0, 8), accountId: acme.id, accountName: 'Acme', subject: 'Invoice missing', category: 'billing', priority: 'high', status: 'open', replyCount: 0 });
    expect(owner.body.data).toMatchObject({ total: 1, limit: 20, offset: 0, counts: { open: 1, in_progress: 0, resolved: 0, closed: 0 } });

    const all = await platform.http.get('/api/admin/support-tickets').set(auth(superAdmin.token));
    expect(all.body.data.tickets.map((t: { id: string }) => t.id)).toEqual([anonymousTicket, globexTicket, acmeTicket]);
  });

  it('filters by status, category, priority and words, and pages', async () => {
    const headers = auth(superAdmin.token);
    const billing = await platform.http.get('/api/admin/support-tickets').query({ category: 'billing' }).set(headers);
    expect(billing.body.data.tickets.map((t: { id: string }) => t.id)).toEqual([acmeTicket]);
    const words = await platform.http.get('/api/admin/support-tickets').query({ q: 'before BUYING' }).set(headers);
    expect(words.body.data.tickets.map((t: { id: string }) => t.id)).toEqual([anonymousTicket]);
    const page = await platform.http.get('/api/admin/support-tickets').query({ limit: 1, offset: 1 }).set(headers);
    expect(page.body.data).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(page.body.data.tickets.map((t: { id: string }) => t.id)).toEqual([globexTicket]);
    const bad = await platform.http.get('/api/admin/support-tickets').query({ status: 'lost' }).set(headers);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SupportErrors.INVALID_STATUS);
  });

  it('changes the status, and refuses a status outside the list', async () => {
    const response = await platform.http.patch(`/api/admin/support-tickets/${acmeTicket}/status`).set(auth(acme.owner.token, acme.id)).send({ status: 'resolved' });
    expect(response.status).toBe(200);
    expect(response.body.data.status).toBe('resolved');
    const counts = await platform.http.get('/api/admin/support-tickets').query({ status: 'resolved' }).set(auth(acme.owner.token, acme.id));
    expect(counts.body.data).toMatchObject({ total: 1, counts: { open: 0, resolved: 1 } });
    const bad = await platform.http.patch(`/api/admin/support-tickets/${acmeTicket}/status`).set(auth(acme.owner.token, acme.id)).send({ status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SupportErrors.INVALID_STATUS);
    const missing = await platform.http.patch(`/api/admin/support-tickets/${acmeTicket}/status`).set(auth(acme.owner.token, acme.id)).send({});
    expect(missing.body.error).toBe(SupportErrors.INVALID_STATUS);
  });

  it('replies by mail: stored on the ticket, mailed to the requester, an open ticket moves to in_progress', async () => {
    const response = await platform.http.post(`/api/admin/support-tickets/${anonymousTicket}/reply`).set(auth(superAdmin.token)).send({ message: 'Yes, annual billing is 20% off.' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ status: 'in_progress', replyCount: 1 });
    expect(response.body.data.messages.map((m: { kind: string; body: string }) => [m.kind, m.body])).toEqual([
      ['request', 'The export button does nothing at all.'],
      ['reply', 'Yes, annual billing is 20% off.'],
    ]);
    const [mail] = await platform.db('core.outbox').where({ to_address: 'visitor@example.test', template: 'support-reply' });
    expect(mail.subject).toBe(`Re: [Support ${anonymousTicket.slice(0, 8)}] Question before buying`);
    expect(mail.text_body).toContain('Yes, annual billing is 20% off.');
    const empty = await platform.http.post(`/api/admin/support-tickets/${anonymousTicket}/reply`).set(auth(superAdmin.token)).send({ message: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(SupportErrors.REPLY_REQUIRED);
    const closing = await platform.http.post(`/api/admin/support-tickets/${anonymousTicket}/reply`).set(auth(superAdmin.token)).send({ message: 'Closing this.', status: 'closed' });
    expect(closing.body.data.status).toBe('closed');
  });

  it("never shows or changes another account's ticket, nor a signed-out visitor's, to an owner", async () => {
    await expectTenantIsolation(platform, { token: acme.owner.token, accountId: acme.id }, [
      { method: 'GET', path: `/api/admin/support-tickets/${globexTicket}` },
      { method: 'PATCH', path: `/api/admin/support-tickets/${globexTicket}/status`, body: { status: 'closed' } },
      { method: 'POST', path: `/api/admin/support-tickets/${globexTicket}/reply`, body: { message: 'Not yours' } },
      { method: 'GET', path: `/api/admin/support-tickets/${anonymousTicket}` },
    ]);
    expect((await platform.db('core.support_tickets').where('id', globexTicket).first()).status).toBe('open');
    const unknown = await platform.http.get('/api/admin/support-tickets/00000000-0000-4000-8000-000000000000').set(auth(superAdmin.token));
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(SupportErrors.TICKET_NOT_FOUND);
  });
});

describe('/enterprise/admin', () => {
  let globex: TestAccount;
  let locked: TestUser;

  beforeAll(async () => {
    globex = await platform.createAccount({ name: 'Globex', plan: 'ENTERPRISE' });
    locked = await userIn(globex, 'MEMBER');
    await userIn(globex, 'ADMIN');
    await platform.db('core.users').where('id', locked.id).update({ locked_until: new Date(clock.now().getTime() + 30 * 60_000), lock_reason: 'too_many_failed_logins' });
    await platform.db('core.auth_sessions').insert([
      { user_id: globex.owner.id, account_id: globex.id, ip_address: '10.0.0.1', user_agent: 'Firefox', device: 'Laptop', last_activity_at: clock.now(), expires_at: new Date(clock.now().getTime() + 3600_000) },
      { user_id: globex.owner.id, account_id: globex.id, ip_address: '10.0.0.2', user_agent: 'Safari', device: 'Phone', last_activity_at: clock.now(), expires_at: new Date(clock.now().getTime() + 3600_000), revoked_at: clock.now() },
    ]);
    await platform.db('core.audit_logs').insert({ account_id: globex.id, user_id: globex.owner.id, action: 'account.updated', details: JSON.stringify({ name: 'Globex' }), created_at: clock.now() });
  });

  it('answers the overview to the owner of an ENTERPRISE account', async () => {
    const response = await platform.http.get('/api/enterprise/overview').set(auth(globex.owner.token, globex.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      account: { id: globex.id, name: 'Globex', plan: 'ENTERPRISE' },
      members: { total: 3, active: 3, suspended: 0, byRole: { OWNER: 1, ADMIN: 1, MEMBER: 1, OBSERVER: 0 } },
      pendingInvitations: 0,
      activeSessions: 1,
      lockedUsers: 1,
      features: { accountId: globex.id, plan: 'ENTERPRISE', usesDefaults: true },
    });
    expect(response.body.data.auditEventsLast24h).toBe(1);
  });

  it('lists active sessions, locked users and the audit log of the account', async () => {
    const headers = auth(globex.owner.token, globex.id);
    const sessions = await platform.http.get('/api/enterprise/sessions').set(headers);
    expect(sessions.body.data.map((s: { ipAddress: string; userEmail: string }) => [s.ipAddress, s.userEmail])).toEqual([['10.0.0.1', globex.owner.email]]);
    const lockedUsers = await platform.http.get('/api/enterprise/locked-users').set(headers);
    expect(lockedUsers.body.data).toEqual([{ userId: locked.id, email: locked.email, name: expect.any(String), role: 'MEMBER', lockedUntil: new Date(clock.now().getTime() + 30 * 60_000).toISOString(), lockReason: 'too_many_failed_logins' }]);
    const audit = await platform.http.get('/api/enterprise/audit-logs').query({ action: 'account.updated' }).set(headers);
    expect(audit.body.data).toMatchObject({ total: 1, limit: 50, offset: 0, logs: [{ action: 'account.updated', userId: globex.owner.id, details: { name: 'Globex' } }] });
  });

  it('forgets a lock once it has run out', async () => {
    clock.advance(31 * 60_000);
    try {
      const response = await platform.http.get('/api/enterprise/locked-users').set(auth(await platform.tokenFor(globex.owner, globex.id), globex.id));
      expect(response.body.data).toEqual([]);
    } finally {
      clock.advance(-31 * 60_000);
    }
  });

  it('is refused below ENTERPRISE, and to members without page:enterprise_admin', async () => {
    const pro = await platform.createAccount({ plan: 'PRO' });
    const member = await userIn(globex, 'MEMBER');
    const delegate = await userIn(globex, 'MEMBER', ['page:enterprise_admin']);
    for (const path of ['/api/enterprise/overview', '/api/enterprise/sessions', '/api/enterprise/locked-users', '/api/enterprise/audit-logs']) {
      const onPro = await platform.http.get(path).set(auth(pro.owner.token, pro.id));
      expect(onPro.status, path).toBe(403);
      expect(onPro.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
      expect((await platform.http.get(path).set(auth(member.token, globex.id))).status, path).toBe(403);
      expect((await platform.http.get(path).set(auth(delegate.token, globex.id))).status, path).toBe(200);
    }
  });

  it("never answers with another account's data", async () => {
    const other = await platform.createAccount({ plan: 'ENTERPRISE' });
    for (const path of ['/api/enterprise/overview', '/api/enterprise/sessions', '/api/enterprise/locked-users', '/api/enterprise/audit-logs']) {
      const response = await platform.http.get(path).set(auth(other.owner.token, globex.id));
      expect(response.status, path).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(globex.id));
    }
    const own = await platform.http.get('/api/enterprise/locked-users').set(auth(other.owner.token, other.id));
    expect(own.body.data).toEqual([]);
  });
});
