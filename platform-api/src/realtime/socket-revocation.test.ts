import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { AuthErrors, SocketCloseCodes } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/index.js';
import { bearer, signIn, userWithPassword } from '../core/auth/testing.js';
import { issueOneTimeToken } from '../core/auth/one-time-tokens.js';

/**
 * A socket's rights follow its session: logging out, ending the session (by the person or an admin)
 * or resetting the password closes the session's open sockets at once with a reason the client
 * shows (4401, session expired), and the token cannot open a new one.
 */
let platform: TestPlatform;
let account: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform();
  account = await platform.createAccount({ plan: 'ENTERPRISE' });
});
afterAll(() => platform?.close());

function closed(ws: WebSocket, timeoutMs = 3000): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    if (ws.readyState === ws.CLOSED) return reject(new Error('already closed'));
    const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    ws.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve({ code, reason: reason.toString() });
    });
  });
}

function sessionIdOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string }).sid;
}

async function signedInMember() {
  const user = await userWithPassword(platform);
  await platform.addMember(account, user, 'MEMBER');
  const result = await signIn(platform, user.email);
  return { user, token: result.tokens.accessToken };
}

async function openSocket(token: string) {
  const socket = await connectSocket(platform.wsUrl, token, account.id);
  await socket.next('system:ready');
  return socket;
}

async function expectRefused(token: string) {
  await expect(connectSocket(platform.wsUrl, token, account.id)).rejects.toThrow('HTTP 401');
}

describe("a socket follows its session's end", () => {
  it('logout closes the session’s socket with the session-expired reason, and the token no longer opens one', async () => {
    const { token } = await signedInMember();
    const socket = await openSocket(token);
    const closing = closed(socket.ws);
    await platform.http.post('/api/auth/logout').set(bearer(token)).send({}).expect(200);
    expect(await closing).toEqual({ code: SocketCloseCodes.UNAUTHORIZED, reason: AuthErrors.SESSION_EXPIRED });
    await expectRefused(token);
  });

  it("ending the session from the sessions page closes that session's socket and no other", async () => {
    const { user, token } = await signedInMember();
    const other = await signIn(platform, user.email);
    const ended = await openSocket(token);
    const kept = await openSocket(other.tokens.accessToken);
    try {
      const closing = closed(ended.ws);
      await platform.http.post(`/api/sessions/${sessionIdOf(token)}/terminate`).set(bearer(other.tokens.accessToken)).send({}).expect(200);
      expect(await closing).toEqual({ code: SocketCloseCodes.UNAUTHORIZED, reason: AuthErrors.SESSION_EXPIRED });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(kept.ws.readyState).toBe(kept.ws.OPEN);
    } finally {
      await kept.close();
    }
  });

  it("an admin ending a member's sessions closes the member's sockets", async () => {
    const { user, token } = await signedInMember();
    const socket = await openSocket(token);
    const closing = closed(socket.ws);
    await platform.http.post(`/api/users/${user.id}/sessions/terminate`).set(bearer(account.owner.token, account.id)).send({}).expect(200);
    expect(await closing).toEqual({ code: SocketCloseCodes.UNAUTHORIZED, reason: AuthErrors.SESSION_EXPIRED });
  });

  it('a password reset closes every socket of the person', async () => {
    const { user, token } = await signedInMember();
    const socket = await openSocket(token);
    const closing = closed(socket.ws);
    const { token: resetToken } = await issueOneTimeToken(platform.db, { userId: user.id, purpose: 'password_reset', now: platform.clock.now() });
    await platform.http.post('/api/auth/reset-password').send({ token: resetToken, newPassword: 'a brand new passphrase 42', confirmPassword: 'a brand new passphrase 42' }).expect(200);
    expect(await closing).toEqual({ code: SocketCloseCodes.UNAUTHORIZED, reason: AuthErrors.SESSION_EXPIRED });
    await expectRefused(token);
  });
});
