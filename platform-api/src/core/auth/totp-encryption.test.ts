import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticator } from 'otplib';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { bearer, login, signIn, userWithPassword } from './testing.js';
import { decryptTotpSecret, encryptTotpSecret } from './totp-secrets.js';

/** TOTP secrets are kept encrypted (AES-256-GCM, key from the configuration), never in clear. */
let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

const post = (path: string, token: string, body: object = {}) => platform.http.post(path).set(bearer(token)).send(body);
const totpAt = (secret: string) => authenticator.clone({ epoch: clock.now().getTime() }).generate(secret);

describe('TOTP secrets at rest', () => {
  it('are stored encrypted, in the setup token and on the user, and sign-in still checks the code', async () => {
    const user = await userWithPassword(platform);
    const { tokens } = await signIn(platform, user.email);
    const setup = await post('/api/auth/2fa/setup', tokens.accessToken, { method: 'totp' });
    const secret = setup.body.data.secret as string;
    const pending = await platform.db('core.one_time_tokens').where({ user_id: user.id, purpose: 'two_factor_setup' }).first('context');
    expect(JSON.stringify(pending.context)).not.toContain(secret);
    expect((await post('/api/auth/2fa/enable', tokens.accessToken, { method: 'totp', code: totpAt(secret), password: user.password })).status).toBe(200);
    const stored = (await platform.db('core.users').where('id', user.id).first('totp_secret')).totp_secret as string;
    expect(stored).not.toContain(secret);
    expect(stored).toMatch(/^v1:/);
    expect(decryptTotpSecret(platform.config, stored)).toBe(secret);

    clock.advance(60_000);
    const first = await login(platform, user.email);
    const verified = await platform.http.post('/api/auth/verify-2fa').send({ pendingToken: first.body.data.pendingToken, code: totpAt(secret) });
    expect(verified.status).toBe(200);
  });

  it('a secret stored in clear before this change still works; a tampered one is refused', async () => {
    expect(decryptTotpSecret(platform.config, 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    const sealed = encryptTotpSecret(platform.config, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toBe(encryptTotpSecret(platform.config, 'JBSWY3DPEHPK3PXP'));
    expect(decryptTotpSecret({ ...platform.config, totpEncryptionKey: 'another key entirely, 32+ characters' }, sealed)).toBeNull();
    expect(decryptTotpSecret(platform.config, `${sealed.slice(0, -2)}AA`)).toBeNull();
  });
});
