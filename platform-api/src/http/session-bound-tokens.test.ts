import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/index.js';
import { bearer, signIn, userWithPassword } from '../core/auth/testing.js';
import { signAccessToken } from './tokens.js';

/**
 * Every token outside the test harness is tied to an auth session that logout and revocation can
 * end: a validly signed token without a session id is refused (HTTP and socket). The harness's own
 * session-less tokens work only under NODE_ENV=test.
 */
let platform: TestPlatform;
let account: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform({ config: { environment: 'production' } });
  account = await platform.createAccount({ plan: 'ENTERPRISE' });
});
afterAll(() => platform?.close());

describe('tokens without a session id', () => {
  it('are refused in production, on HTTP and on the socket', async () => {
    const token = await signAccessToken(platform.config, { sub: account.owner.id, sid: null, acc: account.id });
    const response = await platform.http.get('/api/auth/session').set(bearer(token, account.id));
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(AuthErrors.SESSION_EXPIRED);
    await expect(connectSocket(platform.wsUrl, token, account.id)).rejects.toThrow('HTTP 401');
    // A public route treats it as no token at all.
    expect((await platform.http.post('/api/auth/logout').set(bearer(token)).send({})).status).toBe(200);
  });

  it('a signed-in session token still works', async () => {
    const user = await userWithPassword(platform);
    await platform.addMember(account, user, 'MEMBER');
    const { tokens } = await signIn(platform, user.email);
    expect((await platform.http.get('/api/auth/session').set(bearer(tokens.accessToken, account.id))).status).toBe(200);
    const socket = await connectSocket(platform.wsUrl, tokens.accessToken, account.id);
    await socket.next('system:ready');
    await socket.close();
  });
});
