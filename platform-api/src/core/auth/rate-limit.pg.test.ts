import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';

describe('the sign-in rate limiter on two instances of one PostgreSQL database', { timeout: 60_000 }, () => {
  let first: TestPlatform;
  let second: TestPlatform;
  beforeAll(async () => {
    first = await startTestPlatform({ config: { authRateLimitPerMinute: 3 } });
    second = await startTestPlatform({ config: { authRateLimitPerMinute: 3 }, sameDatabaseAs: first });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('shares the count: the fourth attempt from one address is refused by either instance', async () => {
    const attempt = (platform: TestPlatform) => platform.http.post('/api/auth/login').send({ email: 'a@b.test', password: 'wrong password' });
    expect([(await attempt(first)).status, (await attempt(second)).status, (await attempt(first)).status]).toEqual([401, 401, 401]);
    const refused = await attempt(second);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: HttpErrors.TOO_MANY_REQUESTS });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await attempt(first)).status).toBe(429);
    // Each sign-in route still counts on its own.
    expect((await second.http.post('/api/auth/forgot-password').send({ email: 'a@b.test' })).status).toBe(200);
  });
});
