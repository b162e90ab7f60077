import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';
import { REFRESH_RATE_LIMIT_FACTOR } from './http.js';

/** POST /auth/refresh is limited per address like the sign-in routes (with more room: every tab refreshes hourly). */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({ config: { authRateLimitPerMinute: 1 } });
});
afterAll(() => platform?.close());

describe('the refresh rate limit', () => {
  it('refuses a flood of refresh attempts from one address with 429', async () => {
    const attempt = () => platform.http.post('/api/auth/refresh').send({ refreshToken: 'not-a-real-refresh-token' });
    const statuses: number[] = [];
    for (let i = 0; i < REFRESH_RATE_LIMIT_FACTOR; i += 1) statuses.push((await attempt()).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ success: false, error: HttpErrors.TOO_MANY_REQUESTS });
  });
});
