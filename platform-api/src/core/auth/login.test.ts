import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { AuthErrors, HttpErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { bearer, login, uniqueEmail, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());
beforeEach(() => clock.set('2026-11-02T10:00:00Z'));

async function attempts(email: string) {
  return (await platform.db('core.login_attempts').where('email', email).orderBy('created_at')) as { success: boolean; risk_score: number; risk_factors: string[]; user_id: string | null }[];
}

describe('POST /api/auth/login', () => {
  it('signs in with the right password: tokens, the first account, and the attempt recorded', async () => {
    const account = await platform.createAccount();
    const owner = await userWithPassword(platform);
    await platform.addMember(account, owner, 'ADMIN');
    const response = await login(platform, owner.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accountId: account.id, requiresEmailVerification: false, user: { id: owner.id, email: owner.email } });
    expect(response.body.data.tokens.expiresAt).toBe(clock.now().getTime() + 3_600_000);
    const [attempt] = await attempts(owner.email);
    expect(attempt).toMatchObject({ success: true, user_id: owner.id });
    const audit = await platform.db('core.audit_logs').where({ user_id: owner.id, action: 'auth.login_succeeded' }).first();
    expect(audit.account_id).toBe(account.id);
  });

  it("answers 'Invalid email or password' for an unknown email and for a wrong password alike", async () => {
    const user = await userWithPassword(platform);
    const unknown = await login(platform, uniqueEmail('nobody'), 'whatever password');
    const wrong = await login(platform, user.email, 'wrong password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, error: AuthErrors.INVALID_CREDENTIALS });
    expect(wrong.body).toEqual(unknown.body);
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.login_failed' }).first()).toBeDefined();
  });

  it('refuses an empty email or password with the same text, as a 400', async () => {
    const response = await platform.http.post('/api/auth/login').send({ email: '' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.INVALID_CREDENTIALS);
  });

  it('signs in an unverified user and says verification is required', async () => {
    const user = await userWithPassword(platform, { verified: false });
    const response = await login(platform, user.email);
    expect(response.status).toBe(200);
    expect(response.body.data.requiresEmailVerification).toBe(true);
  });
});

describe('lockout: 5 failed logins within 30 minutes lock the account for 30 minutes', () => {
  it('locks at the fifth failure, refuses even the right password, and lets in again after 30 minutes', async () => {
    const user = await userWithPassword(platform);
    for (let i = 1; i <= 4; i += 1) {
      clock.advance(60_000);
      const response = await login(platform, user.email, `wrong ${i}`);
      expect(response.status).toBe(401);
      expect(response.body.error).toBe(AuthErrors.INVALID_CREDENTIALS);
    }
    clock.advance(60_000);
    const fifth = await login(platform, user.email, 'wrong 5');
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({ success: false, error: AuthErrors.ACCOUNT_LOCKED });
    const lockedAt = clock.now().getTime();
    const row = await platform.db('core.users').where('id', user.id).first();
    expect(row.locked_until.getTime()).toBe(lockedAt + 30 * 60_000);
    expect(row.lock_reason).toBe('too_many_failed_attempts');
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.account_locked' }).first()).toBeDefined();

    const right = await login(platform, user.email);
    expect(right.status).toBe(423);
    expect(right.body.error).toBe(AuthErrors.ACCOUNT_LOCKED);

    clock.advance(30 * 60_000 - 1000);
    expect((await login(platform, user.email)).status).toBe(423);
    clock.advance(1001);
    const after = await login(platform, user.email);
    expect(after.status).toBe(200);

    const recorded = await attempts(user.email);
    expect(recorded.map((a) => a.success)).toEqual([false, false, false, false, false, false, false, true]);
  });

  it('does not count failures older than 30 minutes', async () => {
    const user = await userWithPassword(platform);
    for (let i = 0; i < 4; i += 1) expect((await login(platform, user.email, 'wrong')).status).toBe(401);
    clock.advance(30 * 60_000 + 1000);
    expect((await login(platform, user.email, 'wrong')).status).toBe(401);
    expect((await login(platform, user.email)).status).toBe(200);
  });

  it('starts counting again after a successful login', async () => {
    const user = await userWithPassword(platform);
    for (let i = 0; i < 4; i += 1) await login(platform, user.email, 'wrong');
    expect((await login(platform, user.email)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(platform, user.email, 'wrong')).status).toBe(401);
  });

  it('locks an unknown email the same way (no hint whether it exists)', async () => {
    const email = uniqueEmail('ghost');
    for (let i = 0; i < 4; i += 1) expect((await login(platform, email, 'wrong')).status).toBe(401);
    expect((await login(platform, email, 'wrong')).status).toBe(423);
    expect((await login(platform, email, 'wrong')).body.error).toBe(AuthErrors.ACCOUNT_LOCKED);
  });

  it('refuses a user an admin locked until the lock ends', async () => {
    const user = await userWithPassword(platform);
    await platform.db('core.users').where('id', user.id).update({ locked_until: new Date(clock.now().getTime() + 10 * 60_000), lock_reason: 'admin' });
    expect((await login(platform, user.email)).status).toBe(423);
    clock.advance(10 * 60_000 + 1);
    expect((await login(platform, user.email)).status).toBe(200);
  });
});

describe('login risk score: untrusted device +20, non-US country +15, off-hours +10', () => {
  it('scores an untrusted device in working hours with no country at 20', async () => {
    const user = await userWithPassword(platform);
    await login(platform, user.email);
    const [attempt] = await attempts(user.email);
    expect(attempt).toMatchObject({ risk_score: 20, risk_factors: ['untrusted_device'] });
  });

  it('adds 15 for a non-US country (cf-ipcountry or x-country-code) and 10 off-hours', async () => {
    const user = await userWithPassword(platform);
    clock.set('2026-11-02T23:30:00Z');
    await login(platform, user.email, 'wrong password', { 'cf-ipcountry': 'FR' });
    clock.set('2026-11-03T05:59:00Z');
    await login(platform, user.email, undefined, { 'x-country-code': 'de' });
    clock.set('2026-11-03T12:00:00Z');
    await login(platform, user.email, undefined, { 'x-country-code': 'US' });
    const recorded = await attempts(user.email);
    expect(recorded.map((a) => [a.risk_score, a.risk_factors])).toEqual([
      [45, ['untrusted_device', 'non_us_country', 'off_hours']],
      [45, ['untrusted_device', 'non_us_country', 'off_hours']],
      [20, ['untrusted_device']],
    ]);
  });

  it('scores a trusted device in working hours in the US at 0', async () => {
    const user = await userWithPassword(platform);
    const { body } = await login(platform, user.email);
    const token = body.data.tokens.accessToken as string;
    // A device is trusted after a second-factor code; it then signs in with the secret it was given.
    const setup = await platform.http.post('/api/auth/2fa/setup').set(bearer(token)).send({ method: 'totp', password: user.password });
    const code = () => authenticator.clone({ epoch: clock.now().getTime() }).generate(setup.body.data.secret);
    expect((await platform.http.post('/api/auth/2fa/enable').set(bearer(token)).send({ method: 'totp', code: code() })).status).toBe(200);
    const trusted = await platform.http.post('/api/security/device-fingerprints/browser-fingerprint-123456/trust').set(bearer(token)).send({ code: code() });
    expect(trusted.status).toBe(200);
    const fingerprint = trusted.body.data.deviceToken as string;
    clock.advance(1000);
    expect((await login(platform, user.email, undefined, { 'cf-ipcountry': 'US' }, { deviceFingerprint: fingerprint })).body.data.tokens).toBeDefined();
    expect((await login(platform, user.email, undefined, { 'x-device-fingerprint': fingerprint })).body.data.tokens).toBeDefined();
    const recorded = await attempts(user.email);
    expect(recorded.slice(1).map((a) => a.risk_score)).toEqual([0, 0]);
  });
});

describe('the sign-in rate limiter', () => {
  it('refuses a burst from one address with 429 in the envelope', async () => {
    const limited = await startTestPlatform({ config: { authRateLimitPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.http.post('/api/auth/login').send({ email: 'a@b.test', password: 'wrong password' })).status);
      expect(statuses).toEqual([401, 401, 401]);
      const refused = await limited.http.post('/api/auth/login').send({ email: 'a@b.test', password: 'wrong password' });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ success: false, error: HttpErrors.TOO_MANY_REQUESTS });
      expect(refused.headers['retry-after']).toBeDefined();
      // Each sign-in route counts on its own; other routes are not limited.
      expect((await limited.http.post('/api/auth/forgot-password').send({ email: 'a@b.test' })).status).toBe(200);
      expect((await limited.http.get('/api/health')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
