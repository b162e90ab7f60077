import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AuthErrors, SessionErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { bearer, login, signIn, userWithPassword } from '../auth/testing.js';
import { suspiciousScore } from './service.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());
beforeEach(() => clock.set('2026-11-02T10:00:00Z'));

interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

async function person(account: TestAccount | null, role: 'OWNER' | 'ADMIN' | 'MEMBER' = 'MEMBER'): Promise<Person> {
  const user = await userWithPassword(platform);
  if (account) await platform.addMember(account, user, role);
  const { tokens } = await signIn(platform, user.email, user.password, { 'User-Agent': BROWSER });
  return { ...user, token: tokens.accessToken };
}

const get = (path: string, who: Person, tenant?: string) => platform.http.get(path).set(bearer(who.token, tenant));
const post = (path: string, who: Person, body: object = {}, tenant?: string) => platform.http.post(path).set(bearer(who.token, tenant)).set('User-Agent', BROWSER).send(body);

describe('suspicious-activity score', () => {
  const base = { loginTime: new Date('2026-11-02T10:00:00Z'), consecutiveFailures: 0, newIp: false, userAgent: BROWSER, sessionDurationMinutes: null };

  it.each([
    ['nothing unusual', {}, 0, []],
    ['a login at 05:59', { loginTime: new Date('2026-11-02T05:59:00Z') }, 20, ['off_hours_login']],
    ['a login at 22:30', { loginTime: new Date('2026-11-02T22:30:00Z') }, 20, ['off_hours_login']],
    ['3 failures in a row', { consecutiveFailures: 3 }, 0, []],
    ['4 failures in a row', { consecutiveFailures: 4 }, 30, ['repeated_failures']],
    ['a new IP', { newIp: true }, 25, ['new_ip']],
    ['a bot-like agent', { userAgent: 'python-requests/2.31' }, 40, ['bot_user_agent']],
    ['no agent at all', { userAgent: null }, 40, ['bot_user_agent']],
    ['a 9-minute session', { sessionDurationMinutes: 9 }, 15, ['short_session']],
    ['a 10-minute session', { sessionDurationMinutes: 10 }, 0, []],
  ])('scores %s', (_name, change, score, factors) => {
    expect(suspiciousScore({ ...base, ...change })).toEqual({ score, factors, flagged: score >= 50 });
  });

  it('flags at 50 or more and caps at 100', () => {
    expect(suspiciousScore({ ...base, newIp: true, consecutiveFailures: 5 })).toEqual({ score: 55, factors: ['repeated_failures', 'new_ip'], flagged: true });
    expect(suspiciousScore({ ...base, newIp: true, sessionDurationMinutes: 5 }).flagged).toBe(false);
    const everything = suspiciousScore({ loginTime: new Date('2026-11-02T03:00:00Z'), consecutiveFailures: 9, newIp: true, userAgent: 'curl/8.0', sessionDurationMinutes: 1 });
    expect(everything.score).toBe(100);
  });

  it('reads failures and known addresses from the login history and stores the result', async () => {
    const me = await person(null);
    for (let i = 0; i < 4; i += 1) {
      clock.advance(1000);
      await login(platform, me.email, 'wrong');
    }
    const response = await post('/api/security/suspicious-activity', me, { ipAddress: '203.0.113.9' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ score: 55, factors: ['repeated_failures', 'new_ip'], flagged: true });
    const row = await platform.db('core.suspicious_activities').where('id', response.body.data.id).first();
    expect(row).toMatchObject({ user_id: me.id, score: 55, flagged: true });
    expect(await platform.db('core.audit_logs').where({ user_id: me.id, action: 'security.suspicious_activity_flagged' }).first()).toBeDefined();

    // The address of the last successful login is known.
    clock.advance(1000);
    await login(platform, me.email);
    const known = await post('/api/security/suspicious-activity', me, {});
    expect(known.body.data).toMatchObject({ score: 0, flagged: false });
  });
});

describe('login attempts', () => {
  it("are listed to admins for their account's members, with filters", async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'ADMIN');
    const member = await person(account);
    const outsider = await person(null);
    await login(platform, member.email, 'wrong password');
    await login(platform, outsider.email, 'wrong password');

    const all = await get('/api/auth/login-attempts', admin, account.id);
    expect(all.status).toBe(200);
    const emails = new Set(all.body.data.attempts.map((a: { email: string }) => a.email));
    expect(emails).toEqual(new Set([admin.email, member.email]));

    const failed = await get(`/api/auth/login-attempts?email=${encodeURIComponent(member.email.toUpperCase())}&success=false`, admin, account.id);
    expect(failed.body.data.total).toBe(1);
    expect(failed.body.data.attempts[0]).toMatchObject({ email: member.email, success: false, riskScore: 20, riskFactors: ['untrusted_device'] });

    const posted = await post('/api/auth/login-attempts', admin, { success: true, startDate: '2026-11-02T00:00:00Z', endDate: '2026-11-03T00:00:00Z' }, account.id);
    expect(posted.body.data.total).toBe(2);
  });

  it('are refused to members', async () => {
    const account = await platform.createAccount();
    const member = await person(account);
    const response = await get('/api/auth/login-attempts', member, account.id);
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(SessionErrors.ADMIN_REQUIRED);
  });
});

describe('locking a user', () => {
  it('locks a member (ending their sessions) and unlocks them', async () => {
    const account = await platform.createAccount();
    const admin = await person(account, 'ADMIN');
    const member = await person(account);

    const locked = await post(`/api/security/users/${member.id}/lock`, admin, { reason: 'Investigating', durationMinutes: 60 }, account.id);
    expect(locked.status).toBe(200);
    expect(locked.body.data).toEqual({ userId: member.id, locked: true, lockedUntil: new Date(clock.now().getTime() + 3_600_000).toISOString(), reason: 'Investigating' });
    expect((await platform.http.get('/api/auth/session').set(bearer(member.token))).status).toBe(401);
    const refused = await login(platform, member.email);
    expect(refused.status).toBe(423);
    expect(refused.body.error).toBe(AuthErrors.ACCOUNT_LOCKED);
    expect((await get(`/api/security/users/${member.id}/locked`, admin, account.id)).body.data.locked).toBe(true);

    const unlocked = await post(`/api/security/users/${member.id}/unlock`, admin, {}, account.id);
    expect(unlocked.body.data).toEqual({ userId: member.id, locked: false, lockedUntil: null, reason: null });
    expect((await login(platform, member.email)).status).toBe(200);
    const actions = await platform.db('core.audit_logs').where('user_id', member.id).whereIn('action', ['security.user_locked', 'security.user_unlocked']).orderBy('id').pluck('action');
    expect(actions).toEqual(['security.user_locked', 'security.user_unlocked']);
  });

  it('shows a user their own lock state', async () => {
    const me = await person(null);
    expect((await get(`/api/security/users/${me.id}/locked`, me)).body.data).toEqual({ userId: me.id, locked: false, lockedUntil: null, reason: null });
  });

  it('refuses locking oneself, an owner by an admin, and anyone by a member', async () => {
    const account = await platform.createAccount();
    const owner = await person(account, 'OWNER');
    const admin = await person(account, 'ADMIN');
    const member = await person(account);
    const self = await post(`/api/security/users/${admin.id}/lock`, admin, {}, account.id);
    expect(self.status).toBe(422);
    expect(self.body.error).toBe(SessionErrors.CANNOT_LOCK_SELF);
    const ownerLock = await post(`/api/security/users/${owner.id}/lock`, admin, {}, account.id);
    expect(ownerLock.status).toBe(403);
    expect(ownerLock.body.error).toBe(SessionErrors.CANNOT_LOCK_OWNER);
    expect((await post(`/api/security/users/${admin.id}/lock`, member, {}, account.id)).status).toBe(404);
    expect((await post(`/api/security/users/${admin.id}/lock`, owner, { durationMinutes: 5 }, account.id)).status).toBe(200);
  });
});

describe('device fingerprints', () => {
  it('registers my device untrusted and answers whether it is trusted; trusting it takes a second-factor code, not just an access token', async () => {
    const me = await person(null);
    const fingerprint = 'device-fingerprint-0001';
    const registered = await post('/api/security/device-fingerprints', me, { fingerprint, label: 'Home desktop' });
    expect(registered.status).toBe(201);
    expect(registered.body.data).toMatchObject({ label: 'Home desktop', trusted: false });
    expect((await get(`/api/security/device-fingerprints/${fingerprint}/trusted`, me)).body.data).toEqual({ trusted: false });

    // No second factor on: nothing can be trusted.
    const refused = await post(`/api/security/device-fingerprints/${fingerprint}/trust`, me, {});
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(AuthErrors.DEVICE_TRUST_NEEDS_SECOND_FACTOR);
    expect((await get(`/api/security/device-fingerprints/${fingerprint}/trusted?userId=${me.id}`, me)).body.data).toEqual({ trusted: false });
    const stored = await platform.db('core.trusted_devices').where('user_id', me.id).first();
    expect(stored.fingerprint_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.trusted_at).toBeNull();
  });
});

describe('tenant isolation of the security routes', () => {
  it("refuses every route naming another account's user (403/404) and changes nothing", async () => {
    const mine = await platform.createAccount();
    const theirs = await platform.createAccount();
    const admin = await person(mine, 'OWNER');
    const victim = await person(theirs);
    const routes: { method: 'get' | 'post'; path: string; body?: object }[] = [
      { method: 'get', path: `/api/security/users/${victim.id}/locked` },
      { method: 'post', path: `/api/security/users/${victim.id}/lock`, body: { durationMinutes: 30 } },
      { method: 'post', path: `/api/security/users/${victim.id}/unlock`, body: {} },
      { method: 'post', path: '/api/security/suspicious-activity', body: { userId: victim.id } },
      { method: 'get', path: `/api/security/device-fingerprints/some-fingerprint-1/trusted?userId=${victim.id}` },
    ];
    for (const route of routes) {
      const request = platform.http[route.method](route.path).set(bearer(admin.token, mine.id));
      const response = route.body ? await request.send(route.body) : await request;
      expect([403, 404], `${route.method} ${route.path}: ${response.status} ${JSON.stringify(response.body)}`).toContain(response.status);
      expect(response.body.success).toBe(false);
    }
    const attempts = await get(`/api/auth/login-attempts?email=${encodeURIComponent(victim.email)}`, admin, mine.id);
    expect(attempts.body.data.total).toBe(0);
    expect((await platform.db('core.users').where('id', victim.id).first()).locked_until).toBeNull();
    expect((await platform.http.get('/api/auth/session').set(bearer(victim.token))).status).toBe(200);
  });

  it("refuses an admin who names another account in X-Tenant-ID they are not a member of", async () => {
    const mine = await platform.createAccount();
    const theirs = await platform.createAccount();
    const admin = await person(mine, 'OWNER');
    const victim = await person(theirs);
    const response = await post(`/api/security/users/${victim.id}/lock`, admin, { durationMinutes: 30 }, theirs.id);
    expect([403, 404]).toContain(response.status);
  });
});
