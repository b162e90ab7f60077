import { describe, expect, it } from 'vitest';
import { AuthErrors } from '@suite/sdk';
import { bearerToken, signAccessToken, verifyAccessToken } from './tokens.js';

const config = { jwtSecret: 'unit-test-secret-unit-test-secret-0123', jwtAudience: 'suite', jwtIssuer: 'suite-platform' };

describe('access tokens', () => {
  it('round-trips user, session and account claims', async () => {
    const token = await signAccessToken(config, { sub: 'user-1', sid: 'session-1', acc: 'account-1' });
    await expect(verifyAccessToken(config, token)).resolves.toEqual({ sub: 'user-1', sid: 'session-1', acc: 'account-1' });
  });

  it('lasts one hour', async () => {
    const issued = new Date('2026-01-01T10:00:00Z');
    const token = await signAccessToken(config, { sub: 'u', sid: null, acc: null }, undefined, issued);
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    expect(payload.exp - payload.iat).toBe(3600);
  });

  it("refuses an expired token with 'Session expired. Please log in again.'", async () => {
    const token = await signAccessToken(config, { sub: 'u', sid: null, acc: null }, -5);
    await expect(verifyAccessToken(config, token)).rejects.toThrow(AuthErrors.SESSION_EXPIRED);
  });

  it('refuses another audience or secret', async () => {
    const token = await signAccessToken(config, { sub: 'u', sid: null, acc: null });
    await expect(verifyAccessToken({ ...config, jwtAudience: 'other' }, token)).rejects.toMatchObject({ status: 401 });
    await expect(verifyAccessToken({ ...config, jwtSecret: 'x'.repeat(40) }, token)).rejects.toMatchObject({ status: 401 });
  });

  it('reads the bearer scheme only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});
