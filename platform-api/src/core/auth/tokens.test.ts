import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { verifyAccessToken } from '../../http/tokens.js';
import { bearer, signIn, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

async function member() {
  const account = await platform.createAccount({ plan: 'PRO' });
  const user = await userWithPassword(platform);
  await platform.addMember(account, user, 'MEMBER', ['page:billing']);
  return { account, user, session: await signIn(platform, user.email) };
}

const refresh = (refreshToken: string) => platform.http.post('/api/auth/refresh').send({ refreshToken });
const sessionWith = (accessToken: string) => platform.http.get('/api/auth/session').set(bearer(accessToken));

describe('access and refresh tokens', () => {
  it('issues a one-hour access JWT naming the session and its account', async () => {
    const { account, user, session } = await member();
    const claims = await verifyAccessToken(platform.config, session.tokens.accessToken, clock.now().getTime());
    const row = await platform.db('core.auth_sessions').where('user_id', user.id).first();
    expect(claims).toEqual({ sub: user.id, sid: row.id, acc: account.id });
    expect(session.tokens.expiresAt).toBe(clock.now().getTime() + 3_600_000);
    expect(row).toMatchObject({ account_id: account.id, revoked_at: null });
    expect(row.expires_at.getTime()).toBe(clock.now().getTime() + 480 * 60_000);
    const stored = await platform.db('core.refresh_tokens').where('session_id', row.id).first();
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(session.tokens.refreshToken);
  });

  it('rotates the refresh token on every use, keeping the session and its account', async () => {
    const { account, session } = await member();
    clock.advance(5 * 60_000);
    const first = await refresh(session.tokens.refreshToken);
    expect(first.status).toBe(200);
    expect(first.body.data.accountId).toBe(account.id);
    expect(first.body.data.tokens.refreshToken).not.toBe(session.tokens.refreshToken);
    expect(first.body.data.tokens.expiresAt).toBe(clock.now().getTime() + 3_600_000);
    const second = await refresh(first.body.data.tokens.refreshToken);
    expect(second.status).toBe(200);
    const claims = await verifyAccessToken(platform.config, second.body.data.tokens.accessToken, clock.now().getTime());
    expect(claims.acc).toBe(account.id);
    expect((await sessionWith(second.body.data.tokens.accessToken)).status).toBe(200);
  });

  it('ends the whole session when a rotated refresh token is used again', async () => {
    const { user, session } = await member();
    const rotated = (await refresh(session.tokens.refreshToken)).body.data.tokens;

    const reuse = await refresh(session.tokens.refreshToken);
    expect(reuse.status).toBe(401);
    expect(reuse.body.error).toBe(AuthErrors.SESSION_EXPIRED);

    // Every token of that session is now refused: both access tokens and the newest refresh token.
    for (const token of [session.tokens.accessToken, rotated.accessToken]) {
      const response = await sessionWith(token);
      expect(response.status).toBe(401);
      expect(response.body.error).toBe(AuthErrors.SESSION_EXPIRED);
    }
    expect((await refresh(rotated.refreshToken)).status).toBe(401);
    const row = await platform.db('core.auth_sessions').where('user_id', user.id).first();
    expect(row.revoked_reason).toBe('refresh_token_reuse');
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.refresh_token_reused', session_id: row.id }).first()).toBeDefined();
  });

  it("refuses an unknown or missing refresh token with 'Session expired. Please log in again.'", async () => {
    for (const body of [{ refreshToken: 'x'.repeat(43) }, {}]) {
      const response = await platform.http.post('/api/auth/refresh').send(body);
      expect(response.status).toBe(401);
      expect(response.body.error).toBe(AuthErrors.SESSION_EXPIRED);
    }
  });

  it('times a session out 480 minutes after its last activity', async () => {
    const { session } = await member();
    clock.advance(479 * 60_000);
    const kept = await refresh(session.tokens.refreshToken);
    expect(kept.status).toBe(200);
    clock.advance(481 * 60_000);
    const late = await refresh(kept.body.data.tokens.refreshToken);
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(AuthErrors.SESSION_EXPIRED);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its access and refresh tokens are refused afterwards', async () => {
    const { user, session } = await member();
    const response = await platform.http.post('/api/auth/logout').set(bearer(session.tokens.accessToken)).send({});
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ loggedOut: true });
    expect((await sessionWith(session.tokens.accessToken)).status).toBe(401);
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401);
    expect(await platform.db('core.audit_logs').where({ user_id: user.id, action: 'auth.logout' }).first()).toBeDefined();
  });

  it('ends the session of a refresh token when the access token has already expired', async () => {
    const { session } = await member();
    clock.advance(61 * 60_000);
    const response = await platform.http.post('/api/auth/logout').set(bearer(session.tokens.accessToken)).send({ refreshToken: session.tokens.refreshToken });
    expect(response.status).toBe(200);
    expect((await refresh(session.tokens.refreshToken)).status).toBe(401);
  });

  it('leaves the user’s other sessions alone', async () => {
    const { user, session } = await member();
    const other = await signIn(platform, user.email);
    await platform.http.post('/api/auth/logout').set(bearer(session.tokens.accessToken)).send({});
    expect((await sessionWith(other.tokens.accessToken)).status).toBe(200);
  });
});

describe('GET /api/auth/session', () => {
  it('answers the user, the active account with role, rights, plan and features, and all memberships', async () => {
    const { account, user, session } = await member();
    const own = await platform.createAccount({ owner: user, name: 'Side Project' });
    const response = await sessionWith(session.tokens.accessToken);
    expect(response.status).toBe(200);
    const data = response.body.data;
    expect(data.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
    expect(data.account).toMatchObject({ id: account.id, role: 'MEMBER', permissions: ['page:billing'], plan: 'PRO' });
    expect(data.account.enabledFeatures.length).toBeGreaterThan(0);
    expect(data.memberships.map((m: { accountId: string; role: string }) => [m.accountId, m.role])).toEqual([
      [account.id, 'MEMBER'],
      [own.id, 'OWNER'],
    ]);
    expect(data.sessionId).toBe((await platform.db('core.auth_sessions').where('user_id', user.id).first()).id);

    const other = await platform.http.get('/api/auth/session').set(bearer(session.tokens.accessToken, own.id));
    expect(other.body.data.account).toMatchObject({ id: own.id, role: 'OWNER', plan: 'FREE' });
  });

  it('shows only the features the account has on', async () => {
    const { account, session } = await member();
    await platform.setFeatures(account.id, ['agile_survival']);
    const response = await sessionWith(session.tokens.accessToken);
    expect(response.body.data.account.enabledFeatures).toEqual(['agile_survival']);
  });

  it('needs a signed-in user', async () => {
    const response = await platform.http.get('/api/auth/session');
    expect(response.status).toBe(401);
  });
});
