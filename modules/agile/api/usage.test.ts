import { endpointPath } from '@suite/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LimitErrors } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { agilePlugin } from './index.js';
import { KanbanApi } from './kanban/test-paths.js';
import { PokerApi } from './poker/test-paths.js';
import { TeamEndpoints } from '../shared/teams.js';
import { RetroPaths } from './retro/test-paths.js';

let platform: TestPlatform;

const headers = (account: TestAccount) => ({ Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id });
const post = async (account: TestAccount, path: string, body: object) => {
  const response = await platform.http.post(`/api${path}`).set(headers(account)).send(body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string };
};
const usageOf = async (account: TestAccount) => {
  const response = await platform.http.get(`/api/billing/usage/${account.id}`).set(headers(account));
  expect(response.status).toBe(200);
  return response.body.data as Record<string, { used: number | null; limit: number; remaining: number | null; percent: number | null }>;
};

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agilePlugin] });
});
afterAll(async () => {
  await platform?.close();
});

describe('what an account uses of its plan (the USAGE capability)', () => {
  it('counts teams, boards as projects, and poker and retro sessions of this month on the billing usage page', async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    expect(await usageOf(free)).toMatchObject({
      teams: { used: 0, limit: 1, remaining: 1, percent: 0 },
      projects: { used: 0, limit: 1 },
      sessionsThisMonth: { used: 0, limit: 50 },
    });
    const team = await post(free, endpointPath(TeamEndpoints.listTeams), { name: 'Core' });
    await post(free, KanbanApi.boards, { teamId: team.id, title: 'Core board' });
    await post(free, PokerApi.sessions, { name: 'Sizing' });
    await post(free, RetroPaths.sessions, { name: 'Sprint 1 retro' });
    const lastMonth = new Date(platform.clock.now());
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    await platform.db('agile.retro_sessions').where({ account_id: free.id }).update({ created_at: lastMonth });
    await post(free, RetroPaths.sessions, { name: 'Sprint 2 retro' });
    expect(await usageOf(free)).toMatchObject({
      teams: { used: 1, limit: 1, remaining: 0, percent: 100 },
      projects: { used: 1, limit: 1, remaining: 0, percent: 100 },
      sessionsThisMonth: { used: 2, limit: 50, remaining: 48, percent: 4 },
    });
    // Another account's figures are its own.
    const other = await platform.createAccount({ plan: 'FREE' });
    expect((await usageOf(other)).teams).toMatchObject({ used: 0 });
  });

  it('counts poker and retro sessions together against the monthly limit, from either side', async () => {
    const free = await platform.createAccount({ plan: 'FREE' });
    const at = platform.clock.now();
    await platform.db('agile.retro_sessions').insert(
      Array.from({ length: 50 }, (_, i) => ({
        account_id: free.id,
        name: `Retro ${i}`,
        status: 'COMPLETED',
        format: 'START_STOP_CONTINUE',
        columns: JSON.stringify([]),
        settings: JSON.stringify({}),
        created_at: at,
        updated_at: at,
      })),
    );
    const refused = await platform.http.post(`/api${PokerApi.sessions}`).set(headers(free)).send({ name: 'The 51st' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(LimitErrors.sessionsPerMonth(50));
    expect((await usageOf(free)).sessionsThisMonth).toMatchObject({ used: 50, remaining: 0 });
  });
});
