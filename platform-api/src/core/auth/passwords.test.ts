import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { bearer, lastMail, linkToken, login, mailCount, signIn, uniqueEmail, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

const sessionWith = (accessToken: string) => platform.http.get('/api/auth/session').set(bearer(accessToken));

describe('password hashing', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('open sesame');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'open sesame')).toBe(true);
    expect(await verifyPassword(hash, 'open sesame!')).toBe(false);
    expect(await verifyPassword('not a hash', 'open sesame')).toBe(false);
  });
});

describe('POST /api/auth/change-password', () => {
  it('refuses a wrong current password and a short new one with clear texts', async () => {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const wrong = await platform.http.post('/api/auth/change-password').set(bearer(tokens.accessToken)).send({ currentPassword: 'not it at all', newPassword: 'a brand new password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(AuthErrors.PASSWORD_INCORRECT);
    const short = await platform.http.post('/api/auth/change-password').set(bearer(tokens.accessToken)).send({ currentPassword: user.password, newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe(AuthErrors.PASSWORD_TOO_SHORT);
  });

  it('changes the password and ends the user’s other sessions, keeping this one', async () => {
    const user = await userWithPassword(platform);
    const here = await signIn(platform, user.email);
    const elsewhere = await signIn(platform, user.email);
    const response = await platform.http.post('/api/auth/change-password').set(bearer(here.tokens.accessToken)).send({ currentPassword: user.password, newPassword: 'a brand new password' });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ changed: true, endedSessions: 1 });
    expect((await sessionWith(here.tokens.accessToken)).status).toBe(200);
    expect((await sessionWith(elsewhere.tokens.accessToken)).status).toBe(401);
    expect((await login(platform, user.email, user.password)).status).toBe(401);
    expect((await login(platform, user.email, 'a brand new password')).status).toBe(200);
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.password_changed' }).first()).toBeDefined();
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers the same confirmation for a known and an unknown email, mailing only the known one', async () => {
    const user = await userWithPassword(platform);
    const known = await platform.http.post('/api/auth/forgot-password').send({ email: user.email });
    const nobody = uniqueEmail('nobody');
    const unknown = await platform.http.post('/api/auth/forgot-password').send({ email: nobody });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.data.message).toBe(AuthErrors.PASSWORD_RESET_SENT);
    const mail = await lastMail(platform, user.email, 'password-reset');
    expect(String(mail.data.link)).toMatch(new RegExp(`^${platform.config.appUrl}/reset-password\\?token=[\\w-]+$`));
    expect(await mailCount(platform, nobody, 'password-reset')).toBe(0);
  });

  it('refuses a malformed email', async () => {
    const response = await platform.http.post('/api/auth/forgot-password').send({ email: 'no at sign' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.INVALID_EMAIL);
  });
});

describe('POST /api/auth/reset-password', () => {
  async function resetToken(email: string): Promise<string> {
    await platform.http.post('/api/auth/forgot-password').send({ email });
    return linkToken(await lastMail(platform, email, 'password-reset'));
  }

  it.each([
    [{ newPassword: 'long enough password' }, AuthErrors.RESET_TOKEN_MISSING],
    [{ token: 'some-token', newPassword: 'short' }, AuthErrors.RESET_PASSWORD_TOO_SHORT],
    [{ token: 'some-token', newPassword: 'long enough password', confirmPassword: 'something else' }, AuthErrors.RESET_PASSWORDS_DO_NOT_MATCH],
    [{ token: 'not-a-real-token', newPassword: 'long enough password' }, AuthErrors.RESET_LINK_INVALID],
  ])('refuses %j with its text', async (body, message) => {
    const response = await platform.http.post('/api/auth/reset-password').send(body);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(message);
  });

  it('sets the new password once, ends every session and refuses the link a second time', async () => {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const token = await resetToken(user.email);
    const response = await platform.http.post('/api/auth/reset-password').send({ token, newPassword: 'reset to this one', confirmPassword: 'reset to this one' });
    expect(response.status).toBe(200);
    expect((await sessionWith(tokens.accessToken)).status).toBe(401);
    expect((await login(platform, user.email, 'reset to this one')).status).toBe(200);

    const again = await platform.http.post('/api/auth/reset-password').send({ token, newPassword: 'and another one' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(AuthErrors.RESET_LINK_INVALID);
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.password_reset' }).first()).toBeDefined();
  });

  it('refuses a link after its hour', async () => {
    const user = await userWithPassword(platform);
    const token = await resetToken(user.email);
    clock.advance(60 * 60_000 + 1000);
    const response = await platform.http.post('/api/auth/reset-password').send({ token, newPassword: 'too late for this' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AuthErrors.RESET_LINK_INVALID);
  });

  it('lifts a lockout caused by failed logins', async () => {
    const user = await userWithPassword(platform);
    for (let i = 0; i < 5; i += 1) await login(platform, user.email, 'wrong');
    expect((await login(platform, user.email)).status).toBe(423);
    const token = await resetToken(user.email);
    await platform.http.post('/api/auth/reset-password').send({ token, newPassword: 'fresh start here' });
    expect((await login(platform, user.email, 'fresh start here')).status).toBe(200);
  });
});
