import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Logger, SeedContext } from '@suite/sdk';
import { createTenantScope, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { investorPlugin } from './index.js';
import { financeStandIn } from './test-fixture.js';

let platform: TestPlatform;
const finance = financeStandIn();
let acme: TestAccount;
let ventures: TestAccount;
let investor: TestUser;
const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [finance.plugin, investorPlugin] });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  investor = await platform.createUser({ persona: 'INVESTOR' });
  ventures = await platform.createAccount({ name: 'Blue Harbor Ventures', owner: investor });
  finance.set(acme.id, { cashOnHandCents: 1_234_320_00, monthlyNetBurnCents: 111_200_00, runwayDays: 333, mrrCents: 32_508_00 });
});
afterAll(() => platform?.close());

describe('the demo investor', () => {
  it('sees the demo company with its real figures, last month’s update, a request and the data room', async () => {
    const context: SeedContext = {
      db: platform.db,
      scopeFor: (accountId, knex) => createTenantScope(knex ?? platform.db, accountId),
      demo: { accounts: { pro: { id: acme.id, plan: 'PRO', users: { founder: acme.owner.id } }, ventures: { id: ventures.id, plan: 'FREE', users: { investor: investor.id } } } },
      capabilities: platform.platform.host.capabilities,
      log: quiet,
      now: platform.clock.now,
    };
    await investorPlugin.seed!(context);
    const as = (path: string) => platform.http.get(`/api${path}`).set({ Authorization: `Bearer ${ventures.owner.token}`, 'X-Tenant-ID': ventures.id });
    const data = (await as('/investor/dashboard-data')).body.data;
    expect(data.companies).toHaveLength(1);
    expect(data.companies[0]).toMatchObject({ companyName: 'Acme Robotics', metrics: { cashOnHand: 1_234_320_00, runwayDays: 333 }, investmentAmount: 500_000_00, ownershipPercentage: 6.25 });
    expect(data.summary.portfolioValue).toBe(500_000_00); // $8M x 6.25%
    const threads = (await as(`/investors/${data.investorId}/communications?companyId=${acme.id}`)).body.data;
    expect(threads[0]).toMatchObject({ kind: 'update', metrics: { mrr: 32_508_00 } });
    expect((await as(`/investor/update-requests?investorId=${data.investorId}`)).body.data.map((r: { status: string }) => r.status)).toEqual(['pending']);
    expect((await as(`/investor/data-room?companyId=${acme.id}`)).body.data.map((d: { name: string }) => d.name)).toEqual(['Seed deck summary.txt']);
  });

  it('seeds nothing without the demo accounts', async () => {
    await expect(investorPlugin.seed!({ db: platform.db, scopeFor: (id) => createTenantScope(platform.db, id), demo: { accounts: {} }, capabilities: platform.platform.host.capabilities, log: quiet, now: platform.clock.now })).resolves.toBeUndefined();
  });
});
