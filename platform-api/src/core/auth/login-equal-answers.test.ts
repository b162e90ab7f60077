import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthErrors, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@suite/sdk';
import { startTestPlatform, TestClock, type TestPlatform } from '../../testing/index.js';
import { login, uniqueEmail, userWithPassword } from './testing.js';

let platform: TestPlatform;
const clock = new TestClock('2026-11-02T10:00:00Z');

beforeAll(async () => {
  platform = await startTestPlatform({ clock });
});
afterAll(() => platform?.close());

async function medianMs(run: () => Promise<unknown>, times = 5): Promise<number> {
  const spent: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run();
    spent.push(performance.now() - started);
  }
  return spent.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

describe('answers that do not tell', () => {
  it('a locked account answers after the same password work as an unknown e-mail', async () => {
    const user = await userWithPassword(platform);
    for (let i = 0; i < 5; i += 1) await login(platform, user.email, 'wrong password');
    expect((await login(platform, user.email, 'wrong password')).body.error).toBe(AuthErrors.ACCOUNT_LOCKED);
    const unknown = await medianMs(() => login(platform, uniqueEmail('nobody'), 'wrong password'));
    const lockedOut = await medianMs(() => login(platform, user.email, 'wrong password'));
    // Both verify one argon2id hash; without it the locked answer came in a fraction of the time.
    expect(lockedOut).toBeGreaterThan(unknown * 0.5);
  });

  it('the demo login counts failures like the real login: recorded, and the fifth locks the account', async () => {
    const demo = DEMO_ACCOUNTS[2]!;
    await userWithPassword(platform, { email: demo.email, password: DEMO_PASSWORD });
    const attempt = (password: string) => platform.http.post('/api/auth/demo-login').send({ email: demo.email, password, userType: 'kanban' });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await attempt('wrong password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect(Number((await platform.db('core.login_attempts').where({ email: demo.email, success: false }).count<{ count: string }[]>('* as count'))[0]!.count)).toBe(5);
    const right = await attempt(DEMO_PASSWORD);
    expect(right.status).toBe(423);
    expect(right.body.error).toBe(AuthErrors.ACCOUNT_LOCKED);
    // The real login reads the same lock.
    expect((await login(platform, demo.email, DEMO_PASSWORD)).status).toBe(423);
  });
});
