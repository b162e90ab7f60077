import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, AuthErrors, SessionErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { verifyAccessToken } from '../../http/tokens.js';
import { bearer, signIn, userWithPassword } from '../auth/testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
  sessionId: string;
}

/** A user with a password in an account, signed in (their session acts for that account). */
async function person(account: TestAccount | null, role: 'OWNER' | 'ADMIN' | 'MEMBER' | 'OBSERVER' = 'MEMBER', userAgent = CHROME_MAC): Promise<Person> {
  const user = await userWithPassword(platform);
  if (account) await platform.addMember(account, user, role);
  const result = await signIn(platform, user.email, user.password, { 'User-Agent': userAgent });
  const claims = await verifyAccessToken(platform.config, result.tokens.accessToken, clock.now().getTime());
  return { ...user, token: result.tokens.accessToken, refreshToken: result.tokens.refreshToken, sessionId: claims.sid! };
}

const get = (path: string, who: Person, tenant?: string) => platform.http.get(path).set(bearer(who.token, tenant));
const post = (path: string, who: Person, body: object = {}, tenant?: string) => platform.http.post(path).set(bearer(who.token, tenant)).send(body);

describe('my own sessions', () => {
  it('lists my active sessions with a device label from the browser', async () => {
    const me = await person(null);
    const second = await signIn(platform, me.email, me.password, { 'User-Agent': FIREFOX_WIN });
    const response = await get(`/api/users/${me.id}/sessions/active`, me);
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(2);
    const mine = response.body.data.find((s: { id: string }) => s.id === me.sessionId);
    expect(mine).toMatchObject({ userId: me.id, device: 'Chrome on macOS', status: 'active', current: true, userAgent: CHROME_MAC, ipAddress: expect.any(String) });
    expect(response.body.data.find((s: { current: boolean }) => !s.current).device).toBe('Firefox on Windows');
    expect(second.tokens.accessToken).toBeDefined();
  });

  it('renames, reads, validates and terminates a session; its token is refused afterwards', async () => {
    const me = await person(null);
    const other = await signIn(platform, me.email, me.password);
    const otherId = (await verifyAccessToken(platform.config, other.tokens.accessToken, clock.now().getTime())).sid!;

    const renamed = await platform.http.patch(`/api/sessions/${otherId}`).set(bearer(me.token)).send({ device: 'Work laptop' });
    expect(renamed.body.data).toMatchObject({ id: otherId, device: 'Work laptop', current: false });
    expect((await get(`/api/sessions/${otherId}`, me)).body.data.device).toBe('Work laptop');
    expect((await get(`/api/sessions/by-token/${other.tokens.refreshToken}`, me)).body.data.id).toBe(otherId);
    expect((await post('/api/sessions/validate', me, { sessionId: otherId })).body.data).toMatchObject({ valid: true, status: 'active' });

    const ended = await post(`/api/sessions/${otherId}/terminate`, me, { reason: 'lost phone' });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({ terminated: true, session: { status: 'revoked', revokedReason: 'lost phone' } });
    expect((await platform.http.get('/api/auth/session').set(bearer(other.tokens.accessToken))).status).toBe(401);
    expect((await post('/api/sessions/validate', me, { sessionId: otherId })).body.data).toMatchObject({ valid: false, status: 'revoked', message: AccessErrors.SESSION_VALIDATION_FAILED });
    expect(await platform.db('core.audit_logs').where({ action: 'session.terminated', session_id: otherId }).first()).toBeDefined();
  });

  it('terminates all my other sessions and counts them', async () => {
    const me = await person(null);
    await signIn(platform, me.email, me.password);
    await signIn(platform, me.email, me.password);
    const response = await post(`/api/users/${me.id}/sessions/terminate`, me, { exceptSessionId: me.sessionId });
    expect(response.body.data).toEqual({ terminatedCount: 2 });
    expect((await get(`/api/users/${me.id}/sessions/active`, me)).body.data.map((s: { id: string }) => s.id)).toEqual([me.sessionId]);
    const history = await get(`/api/users/${me.id}/sessions/history?limit=2`, me);
    expect(history.body.data).toHaveLength(2);
  });

  it('opens a session for myself with tokens', async () => {
    const me = await person(null);
    const response = await post('/api/sessions', me, { userId: me.id, device: 'CLI' });
    expect(response.status).toBe(201);
    expect(response.body.data.session).toMatchObject({ userId: me.id, device: 'CLI', status: 'active' });
    expect((await platform.http.get('/api/auth/session').set(bearer(response.body.data.tokens.accessToken))).status).toBe(200);
  });

  it('refuses unknown session ids with 404 and malformed ones with 400', async () => {
    const me = await person(null);
    expect((await get('/api/sessions/00000000-0000-4000-8000-000000000000', me)).status).toBe(404);
    expect((await get('/api/sessions/not-an-id', me)).status).toBe(400);
  });
});

describe('POST /api/sessions/{id}/switch-account', () => {
  it('points my session at another of my accounts; refresh keeps it there', async () => {
    const first = await platform.createAccount();
    const second = await platform.createAccount({ plan: 'PRO' });
    const me = await person(first);
    await platform.addMember(second, { id: me.id, email: me.email, token: me.token }, 'ADMIN');

    const response = await post(`/api/sessions/${me.sessionId}/switch-account`, me, { accountId: second.id });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ tokens: { accessToken: expect.any(String), expiresAt: clock.now().getTime() + 3_600_000 }, accountId: second.id });
    const session = await platform.http.get('/api/auth/session').set(bearer(response.body.data.tokens.accessToken));
    expect(session.body.data.account).toMatchObject({ id: second.id, role: 'ADMIN', plan: 'PRO' });

    const refreshed = await platform.http.post('/api/auth/refresh').send({ refreshToken: me.refreshToken });
    expect(refreshed.body.data.accountId).toBe(second.id);
  });

  it('refuses an account I am not a member of', async () => {
    const mine = await platform.createAccount();
    const theirs = await platform.createAccount();
    const me = await person(mine);
    const response = await post(`/api/sessions/${me.sessionId}/switch-account`, me, { accountId: theirs.id });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.tenantMismatch(theirs.id));
  });

  it("refuses to switch someone else's session", async () => {
    const account = await platform.createAccount();
    const me = await person(account, 'OWNER');
    const them = await person(account);
    expect((await post(`/api/sessions/${them.sessionId}/switch-account`, me, { accountId: account.id })).status).toBe(404);
  });
});

describe('account admins', () => {
  it("see and end the sessions of their account's members", async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'ADMIN');
    const member = await person(account, 'MEMBER', FIREFOX_WIN);

    const active = await get(`/api/accounts/${account.id}/sessions/active`, admin);
    expect(active.status).toBe(200);
    expect(active.body.data.map((s: { userEmail: string }) => s.userEmail).sort()).toEqual([admin.email, member.email].sort());
    expect((await get(`/api/users/${member.id}/sessions/active`, admin)).body.data).toHaveLength(1);

    const ended = await post(`/api/users/${member.id}/sessions/terminate`, admin, {});
    expect(ended.body.data).toEqual({ terminatedCount: 1 });
    expect((await platform.http.get('/api/auth/session').set(bearer(member.token))).status).toBe(401);
  });

  it('end every session of the account but their own', async () => {
    const account = await platform.createAccount();
    const owner = await person(account, 'OWNER');
    await person(account);
    await person(account);
    const response = await post(`/api/accounts/${account.id}/sessions/terminate`, owner);
    expect(response.body.data).toEqual({ terminatedCount: 2 });
    expect((await platform.http.get('/api/auth/session').set(bearer(owner.token))).status).toBe(200);
  });

  it('is refused to plain members', async () => {
    const account = await platform.createAccount();
    const member = await person(account);
    const other = await person(account);
    const response = await get(`/api/accounts/${account.id}/sessions/active`, member);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(SessionErrors.ADMIN_REQUIRED);
    expect((await get(`/api/users/${other.id}/sessions/active`, member)).status).toBe(404);
    expect((await post('/api/sessions/cleanup', member)).status).toBe(403);
  });

  it("refuses every route naming another account's users, sessions or account (403/404)", async () => {
    const mine = await platform.createAccount();
    const theirs = await platform.createAccount();
    const admin = await person(mine, 'OWNER');
    const victim = await person(theirs, 'OWNER');
    const routes: { method: 'get' | 'post' | 'patch'; path: string; body?: object }[] = [
      { method: 'get', path: `/api/sessions/${victim.sessionId}` },
      { method: 'get', path: `/api/sessions/by-token/${victim.refreshToken}` },
      { method: 'patch', path: `/api/sessions/${victim.sessionId}`, body: { device: 'stolen' } },
      { method: 'post', path: `/api/sessions/${victim.sessionId}/terminate`, body: {} },
      { method: 'post', path: `/api/sessions/${victim.sessionId}/switch-account`, body: { accountId: theirs.id } },
      { method: 'post', path: '/api/sessions/validate', body: { sessionId: victim.sessionId } },
      { method: 'post', path: '/api/sessions', body: { userId: victim.id } },
      { method: 'post', path: `/api/users/${victim.id}/sessions/terminate`, body: {} },
      { method: 'get', path: `/api/users/${victim.id}/sessions/active` },
      { method: 'get', path: `/api/users/${victim.id}/sessions/history` },
      { method: 'post', path: `/api/accounts/${theirs.id}/sessions/terminate` },
      { method: 'get', path: `/api/accounts/${theirs.id}/sessions/active` },
      { method: 'get', path: `/api/sessions/audit-logs?tenantId=${theirs.id}` },
      { method: 'post', path: '/api/sessions/audit-logs', body: { action: 'viewed', sessionId: victim.sessionId } },
    ];
    for (const route of routes) {
      const request = platform.http[route.method](route.path).set(bearer(admin.token, mine.id));
      const response = route.body ? await request.send(route.body) : await request;
      expect([403, 404], `${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      expect(response.body.success).toBe(false);
    }
    // Nothing of theirs changed.
    expect((await platform.http.get('/api/auth/session').set(bearer(victim.token))).status).toBe(200);
    expect((await platform.db('core.auth_sessions').where('id', victim.sessionId).first()).device).toBe('Chrome on macOS');
  });

  it('a super admin reaches any session', async () => {
    const account = await platform.createAccount();
    const member = await person(account);
    const root = await userWithPassword(platform, { superAdmin: true });
    const rootSession = await signIn(platform, root.email);
    const response = await platform.http.get(`/api/sessions/${member.sessionId}`).set(bearer(rootSession.tokens.accessToken));
    expect(response.status).toBe(200);
  });
});

describe('audit logs, metrics and maintenance', () => {
  it('records client events and filters the log by action, session and dates', async () => {
    const account = await platform.createAccount();
    const me = await person(account);
    const recorded = await post('/api/sessions/audit-logs', me, { action: 'page.viewed', details: { page: '/billing' } }, account.id);
    expect(recorded.status).toBe(201);
    const mine = await get(`/api/sessions/audit-logs?action=client.page.viewed&sessionId=${me.sessionId}`, me);
    expect(mine.body.data).toMatchObject({ total: 1, logs: [{ action: 'client.page.viewed', userId: me.id, accountId: account.id, details: { page: '/billing' }, userEmail: me.email }] });
    const early = await get(`/api/sessions/audit-logs?endDate=${encodeURIComponent('2000-01-01T00:00:00Z')}`, me);
    expect(early.body.data.total).toBe(0);
    const bad = await post('/api/sessions/audit-logs', me, { action: 'Not Allowed!' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(SessionErrors.ACTION_INVALID);
  });

  it("lets a member read only their own entries and an admin the account's", async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'ADMIN');
    const member = await person(account);
    const forOther = await get(`/api/sessions/audit-logs?userId=${admin.id}`, member, account.id);
    expect(forOther.status).toBe(403);
    const asAdmin = await get(`/api/sessions/audit-logs?userId=${member.id}&action=auth.login_succeeded`, admin, account.id);
    expect(asAdmin.body.data.total).toBe(1);
  });

  it('counts active sessions, sessions today, devices and the average duration', async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'ADMIN');
    clock.advance(30 * 60_000);
    await person(account, 'MEMBER', FIREFOX_WIN);
    const metrics = await get('/api/sessions/metrics', admin, account.id);
    expect(metrics.status).toBe(200);
    expect(metrics.body.data).toEqual({ activeSessions: 2, sessionsToday: 2, byDevice: { 'Chrome on macOS': 1, 'Firefox on Windows': 1 }, averageDurationMinutes: expect.any(Number) });
    expect(metrics.body.data.averageDurationMinutes).toBeGreaterThanOrEqual(0);
  });

  it('cleans up sessions that ended more than 30 days ago', async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'OWNER');
    const gone = await person(account);
    await post(`/api/sessions/${gone.sessionId}/terminate`, admin, {}, account.id);
    clock.advance(31 * 24 * 60 * 60_000);
    const fresh = await signIn(platform, admin.email, admin.password);
    const response = await platform.http.post('/api/sessions/cleanup').set(bearer(fresh.tokens.accessToken, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data.deletedCount).toBeGreaterThanOrEqual(2);
    expect(await platform.db('core.auth_sessions').where('id', gone.sessionId).first()).toBeUndefined();
  });

  it('archives audit entries older than N days', async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'OWNER');
    await platform.db('core.audit_logs').where('account_id', account.id).update({ created_at: new Date(clock.now().getTime() - 100 * 24 * 60 * 60_000) });
    const response = await post('/api/sessions/audit-logs/archive', admin, { olderThanDays: 90 }, account.id);
    expect(response.status).toBe(200);
    expect(response.body.data.archivedCount).toBeGreaterThanOrEqual(1);
    expect(await platform.db('core.audit_logs_archive').where('account_id', account.id).first()).toBeDefined();
    expect((await platform.db('core.audit_logs').where('account_id', account.id).whereNot('action', 'audit.archived').first())).toBeUndefined();
  });
});

describe('a revoked session', () => {
  it("answers 'Session expired. Please log in again.'", async () => {
    const me = await person(null);
    await post(`/api/sessions/${me.sessionId}/terminate`, me);
    const response = await get('/api/auth/session', me);
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(AuthErrors.SESSION_EXPIRED);
  });
});
