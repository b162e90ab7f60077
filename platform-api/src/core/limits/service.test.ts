import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, LimitErrors } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

describe('plan limits (the LIMITS capability)', () => {
  it('follows the plan table and purchased users', async () => {
    const limits = await platform.platform.host.capabilities.get(LIMITS, (await platform.createAccount({ plan: 'FREE' })).id);
    const free = await platform.createAccount({ plan: 'FREE' });
    expect(await limits!.limitsFor(free.id)).toEqual({ maxUsers: 5, maxTeams: 1, maxProjects: 1, maxSessionsPerMonth: 50 });
    const pro = await platform.createAccount({ plan: 'PRO' });
    await platform.db('core.accounts').where('id', pro.id).update({ additional_users: 3 });
    expect(await limits!.limitsFor(pro.id)).toEqual({ maxUsers: 8, maxTeams: -1, maxProjects: -1, maxSessionsPerMonth: -1 });
  });

  it('refuses the next one at the limit with its text, and never on unlimited plans', async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    const limits = (await platform.platform.host.capabilities.get(LIMITS, free.id))!;
    await expect(limits.assertWithinLimit(free.id, 'sessionsPerMonth', 49)).resolves.toBeUndefined();
    await expect(limits.assertWithinLimit(free.id, 'sessionsPerMonth', 50)).rejects.toMatchObject({ status: 422, message: LimitErrors.sessionsPerMonth(50) });
    await expect(limits.assertWithinLimit(free.id, 'teams', 1)).rejects.toThrow(LimitErrors.teams(1));
    const enterprise = await platform.createAccount({ plan: 'ENTERPRISE' });
    await expect(limits.assertWithinLimit(enterprise.id, 'teams', 10_000)).resolves.toBeUndefined();
  });
});
