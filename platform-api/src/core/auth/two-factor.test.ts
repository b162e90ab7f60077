import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { authenticator } from 'otplib';
import { AuthErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { bearer, lastMail, login, signIn, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

const post = (path: string, token: string, body: object = {}) => platform.http.post(path).set(bearer(token)).send(body);
const totpAt = (secret: string) => authenticator.clone({ epoch: clock.now().getTime() }).generate(secret);
const mailedCode = async (email: string) => String((await lastMail(platform, email, 'two-factor-code')).data.code);

async function withEmailFactor() {
  const user = await userWithPassword(platform);
  const { tokens } = await signIn(platform, user.email);
  const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'email' });
  expect(setup.status).toBe(200);
  expect(setup.body.data).toEqual({ method: 'email', sentTo: user.email });
  const enable = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'email', code: await mailedCode(user.email), password: user.password });
  expect(enable.status).toBe(200);
  expect(enable.body.data.twoFactorMethod).toBe('email');
  return { user, tokens };
}

describe('second factor by email code', () => {
  it('asks for the mailed 6-digit code after the password, then signs in', async () => {
    const { user } = await withEmailFactor();
    const first = await login(platform, user.email);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ requiresTwoFactor: true, pendingToken: expect.any(String), method: 'email' });
    const mail = await lastMail(platform, user.email, 'two-factor-code');
    expect(mail.data.code).toMatch(/^\d{6}$/);
    expect(mail.subject).toContain(String(mail.data.code));

    const wrongCode = String((Number(mail.data.code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(AuthErrors.VERIFICATION_FAILED);

    const right = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: mail.data.code });
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ user: { id: user.id, twoFactorMethod: 'email' }, requiresEmailVerification: false });
    expect((await platform.http.get('/api/auth/session').set(bearer(right.body.data.tokens.accessToken))).status).toBe(200);

    const replay = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: mail.data.code });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(AuthErrors.SESSION_EXPIRED);
  });

  it('refuses a malformed code with the same text', async () => {
    const { user } = await withEmailFactor();
    const { pendingToken } = (await login(platform, user.email)).body.data;
    const response = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code: '12ab' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
  });

  it('burns the pending token after 5 wrong codes', async () => {
    const { user } = await withEmailFactor();
    const { pendingToken } = (await login(platform, user.email)).body.data;
    const code = await mailedCode(user.email);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code: wrongCode });
      expect(response.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    }
    const late = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(AuthErrors.SESSION_EXPIRED);
  });

  it('resends a new code; the old one stops working', async () => {
    const { user } = await withEmailFactor();
    const { pendingToken } = (await login(platform, user.email)).body.data;
    const oldCode = await mailedCode(user.email);
    const resend = await platform.http.post('/api/auth/verify-2fa/resend').send({ pendingToken });
    expect(resend.status).toBe(200);
    const newCode = await mailedCode(user.email);
    if (newCode !== oldCode) expect((await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code: oldCode })).status).toBe(400);
    expect((await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code: newCode })).status).toBe(200);
  });

  it("answers 'Failed to resend code. Please try again.' when no code can be resent", async () => {
    const response = await platform.http.post('/api/auth/verify-2fa/resend').send({ pendingToken: 'no-such-pending-token' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.RESEND_CODE_FAILED);
  });

  it('lets the pending login expire after 10 minutes', async () => {
    const { user } = await withEmailFactor();
    const { pendingToken } = (await login(platform, user.email)).body.data;
    const code = await mailedCode(user.email);
    clock.advance(10 * 60_000 + 1000);
    expect((await platform.http.post('/api/auth/verify-2fa').send({ pendingToken, code })).status).toBe(401);
  });

  it('turns off with the password only', async () => {
    const { user, tokens } = await withEmailFactor();
    const wrong = await post('/api/auth/2fa/disable', tokens.accessToken, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(AuthErrors.PASSWORD_INCORRECT);
    const right = await post('/api/auth/2fa/disable', tokens.accessToken, { password: user.password });
    expect(right.status).toBe(200);
    expect(right.body.data.twoFactorMethod).toBeNull();
    expect((await login(platform, user.email)).body.data.tokens).toBeDefined();
    const actions = await platform.db('core.audit_logs').where('user_id', user.id).whereIn('action', ['auth.two_factor_enabled', 'auth.two_factor_disabled']).orderBy('id').pluck('action');
    expect(actions).toEqual(['auth.two_factor_enabled', 'auth.two_factor_disabled']);
  });
});

describe('second factor by authenticator app (TOTP)', () => {
  async function withTotp() {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp' });
    expect(setup.status).toBe(200);
    const { secret, otpauthUrl, qrCodeDataUrl } = setup.body.data;
    expect(otpauthUrl).toBe(`otpauth://totp/Suite:${encodeURIComponent(user.email)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Suite`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const wrong = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(secret) === '123456' ? '654321' : '123456', password: user.password });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    const enable = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(secret), password: user.password });
    expect(enable.status).toBe(200);
    expect(enable.body.data.twoFactorMethod).toBe('totp');
    return { user, tokens, secret: secret as string };
  }

  it('signs in with a code from the authenticator', async () => {
    const { user, secret } = await withTotp();
    clock.advance(60_000);
    const first = await login(platform, user.email);
    expect(first.body.data).toMatchObject({ requiresTwoFactor: true, method: 'totp' });
    const response = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: totpAt(secret) });
    expect(response.status).toBe(200);
    expect(response.body.data.user.id).toBe(user.id);
  });

  it('refuses a setup while a second factor is already on', async () => {
    const { tokens } = await withTotp();
    const response = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'email' });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe(AuthErrors.TWO_FACTOR_ALREADY_ON);
  });

  it('cannot resend a code for an authenticator login', async () => {
    const { user } = await withTotp();
    const { pendingToken } = (await login(platform, user.email)).body.data;
    const response = await platform.http.post('/api/auth/verify-2fa/resend').send({ pendingToken });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.RESEND_CODE_FAILED);
  });

  it('skips the second factor on a device the user trusted at verification, by the secret the server gave it (never by the client\'s own id)', async () => {
    const { user, secret } = await withTotp();
    const fingerprint = 'laptop-fingerprint-abcdef';
    const first = await login(platform, user.email, undefined, {}, { deviceFingerprint: fingerprint });
    const verified = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: totpAt(secret), trustDevice: true });
    expect(verified.status).toBe(200);
    const deviceToken = verified.body.data.deviceToken as string;
    expect(deviceToken).toMatch(/^[0-9a-f]{64}$/);
    // Stored as a keyed digest: neither the secret nor its plain SHA-256.
    const stored = (await platform.db('core.trusted_devices').where('user_id', user.id).whereNotNull('trusted_at').pluck('fingerprint_hash')) as string[];
    expect(stored).toHaveLength(1);
    expect(stored[0]).not.toBe(deviceToken);
    expect(stored[0]).not.toBe(createHash('sha256').update(deviceToken).digest('hex'));
    const again = await login(platform, user.email, undefined, {}, { deviceFingerprint: deviceToken });
    expect(again.body.data.tokens).toBeDefined();
    // The string the client chose at login is not what is trusted.
    const clientString = await login(platform, user.email, undefined, {}, { deviceFingerprint: fingerprint });
    expect(clientString.body.data.requiresTwoFactor).toBe(true);
    const otherDevice = await login(platform, user.email, undefined, {}, { deviceFingerprint: 'another-device-000000' });
    expect(otherDevice.body.data.requiresTwoFactor).toBe(true);
  });

  it('gives no device secret without trustDevice', async () => {
    const { user, secret } = await withTotp();
    const first = await login(platform, user.email, undefined, {}, { deviceFingerprint: 'laptop-fingerprint-zzzzzz' });
    const verified = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: totpAt(secret) });
    expect(verified.status).toBe(200);
    expect(verified.body.data.deviceToken).toBeUndefined();
    expect(Number(((await platform.db('core.trusted_devices').where('user_id', user.id).whereNotNull('trusted_at').count('* as n')) as { n: string }[])[0]!.n)).toBe(0);
  });
});

describe('turning the second factor on asks for the password', () => {
  it('refuses enable without the password or with a wrong one, and keeps setup callable with the method alone', async () => {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'email' });
    expect(setup.status).toBe(200);
    const code = await mailedCode(user.email);
    const missing = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'email', code });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED);
    expect(missing.body.details).toEqual([{ field: 'password', message: AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED }]);
    const wrong = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'email', code, password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(AuthErrors.PASSWORD_INCORRECT);
    expect((await platform.db('core.users').where('id', user.id).first()).two_factor_method).toBeNull();
    const right = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'email', code, password: user.password });
    expect(right.status).toBe(200);
    expect(right.body.data.twoFactorMethod).toBe('email');
  });

  it('takes the password at setup instead (then enable needs only the code); a wrong one at setup is refused', async () => {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const refused = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp', password: 'not my password' });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(AuthErrors.PASSWORD_INCORRECT);
    const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp', password: user.password });
    expect(setup.status).toBe(200);
    const enable = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(setup.body.data.secret) });
    expect(enable.status).toBe(200);
    expect(enable.body.data.twoFactorMethod).toBe('totp');
  });

  it('changing the method asks for the password: turning off needs it, and so does turning the other method on', async () => {
    const { user, tokens } = await withEmailFactor();
    expect((await post('/api/auth/2fa/disable', tokens.accessToken, {})).body.error).toBe(AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED);
    expect((await post('/api/auth/2fa/disable', tokens.accessToken, { password: user.password })).status).toBe(200);
    const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp' });
    const noPassword = await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(setup.body.data.secret) });
    expect(noPassword.body.error).toBe(AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED);
  });
});

describe('POST /security/device-fingerprints/{fp}/trust', () => {
  const trust = (token: string, fp: string, body: object = {}) => platform.http.post(`/api/security/device-fingerprints/${fp}/trust`).set(bearer(token)).send(body);

  it('trusts nothing with only an access token and a client string', async () => {
    const plain = await userWithPassword(platform);
    const { tokens } = await signIn(platform, plain.email);
    const noFactor = await trust(tokens.accessToken, 'client-chosen-string-1');
    expect(noFactor.status).toBe(400);
    expect(noFactor.body.error).toBe(AuthErrors.DEVICE_TRUST_NEEDS_SECOND_FACTOR);

    const { user, tokens: totpTokens } = await withTotp();
    const noCode = await trust(totpTokens.accessToken, 'client-chosen-string-2');
    expect(noCode.status).toBe(400);
    expect(noCode.body.error).toBe(AuthErrors.DEVICE_TRUST_CODE_REQUIRED);
    const wrongCode = await trust(totpTokens.accessToken, 'client-chosen-string-2', { code: '000000' === totpAt(user.secret) ? '111111' : '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    expect(Number(((await platform.db('core.trusted_devices').where('user_id', user.id).whereNotNull('trusted_at').count('* as n')) as { n: string }[])[0]!.n)).toBe(0);
    // The string never skips the second factor.
    expect((await login(platform, user.email, undefined, {}, { deviceFingerprint: 'client-chosen-string-2' })).body.data.requiresTwoFactor).toBe(true);
  });

  it('trusts the device after a current authenticator code, with a new secret shown once', async () => {
    const { user, tokens } = await withTotpUser();
    const response = await trust(tokens.accessToken, 'browser-id-1234567890', { code: totpAt(user.secret), label: 'Work laptop' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ label: 'Work laptop', trusted: true, deviceToken: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await login(platform, user.email, undefined, {}, { deviceFingerprint: 'browser-id-1234567890' })).body.data.requiresTwoFactor).toBe(true);
    expect((await login(platform, user.email, undefined, {}, { deviceFingerprint: response.body.data.deviceToken })).body.data.tokens).toBeDefined();
    const trusted = await platform.http.get(`/api/security/device-fingerprints/${response.body.data.deviceToken}/trusted`).set(bearer(tokens.accessToken));
    expect(trusted.body.data).toEqual({ trusted: true });
  });

  it('mails a code to an emailed-factor user asked without one, and trusts with that code', async () => {
    const { user, tokens } = await withEmailFactor();
    const asked = await trust(tokens.accessToken, 'browser-id-email-000001');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toEqual({ codeSent: true, method: 'email', sentTo: user.email });
    const code = await mailedCode(user.email);
    const wrong = await trust(tokens.accessToken, 'browser-id-email-000001', { code: code === '000000' ? '000001' : '000000' });
    expect(wrong.body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    const right = await trust(tokens.accessToken, 'browser-id-email-000001', { code });
    expect(right.status).toBe(200);
    expect(right.body.data.trusted).toBe(true);
    // Single use.
    expect((await trust(tokens.accessToken, 'browser-id-email-000001', { code })).body.error).toBe(AuthErrors.VERIFICATION_FAILED);
    expect((await login(platform, user.email, undefined, {}, { deviceFingerprint: right.body.data.deviceToken })).body.data.tokens).toBeDefined();
  });
});

async function withTotpUser() {
  const user = await userWithPassword(platform);
  const { tokens } = await signIn(platform, user.email);
  const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp', password: user.password });
  const secret = setup.body.data.secret as string;
  expect((await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(secret) })).status).toBe(200);
  return { user: { ...user, secret }, tokens };
}

async function withTotp() {
  const { user, tokens } = await withTotpUser();
  return { user, tokens, secret: user.secret };
}
