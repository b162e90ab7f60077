import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors, SocketCloseCodes } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/index.js';
import { bearer, signIn, userWithPassword } from '../core/auth/testing.js';

/**
 * Two instances on one PostgreSQL: a session ended on one is refused on the other within a second
 * (its cached context dropped through the LISTEN/NOTIFY fan-out, not by a cache timeout), and the
 * session's sockets on the other instance close.
 */
describe('session revocation across instances', () => {
  let first: TestPlatform;
  let second: TestPlatform;
  let account: TestAccount;

  beforeAll(async () => {
    first = await startTestPlatform({ fanout: 'postgres' });
    second = await startTestPlatform({ fanout: 'postgres', sameDatabaseAs: first });
    account = await first.createAccount({ plan: 'ENTERPRISE' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a logout on one instance closes the socket and refuses the token on the other within one second', async () => {
    const user = await userWithPassword(first);
    await first.addMember(account, user, 'MEMBER');
    const token = (await signIn(first, user.email)).tokens.accessToken;
    // The other instance has the session's context cached.
    await second.http.get('/api/auth/session').set(bearer(token, account.id)).expect(200);
    const socket = await connectSocket(second.wsUrl, token, account.id);
    await socket.next('system:ready');
    const closing = new Promise<{ code: number; reason: string }>((resolve) => socket.ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));
    const started = Date.now();
    await first.http.post('/api/auth/logout').set(bearer(token)).send({}).expect(200);
    expect(await closing).toEqual({ code: SocketCloseCodes.UNAUTHORIZED, reason: AuthErrors.SESSION_EXPIRED });
    await expect.poll(async () => (await second.http.get('/api/auth/session').set(bearer(token, account.id))).status, { timeout: 1000, interval: 50 }).toBe(401);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
