import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VELOCITY, defineApiPlugin } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { BiSettingsEndpoints, BiViewEndpoints, CashEndpoints, ExpenseEndpoints } from '../../shared/endpoints.js';

const TEAM = '6f1c1d4e-0000-4000-8000-000000000001';
const OTHER_TEAM = '6f1c1d4e-0000-4000-8000-000000000002';

/** Stands in for the agile module: a team completing 20 points a sprint at $500 a point. */
const agileStandIn = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(VELOCITY, {
      async velocity(_accountId, teamId) {
        if (teamId !== TEAM) throw new Error('Team not found');
        return { sprints: [], averageCommittedPoints: 24, averageCompletedPoints: 20 };
      },
      costPerPointCents: async () => 50_000,
      teams: async () => [{ id: TEAM, name: 'Robots' }, { id: OTHER_TEAM, name: 'Web' }],
      // 40 open points on the Robots board, 10 on Web.
      async openPoints(_accountId, teamIds) {
        const perTeam: Record<string, number> = { [TEAM]: 40, [OTHER_TEAM]: 10 };
        const ids = teamIds ?? Object.keys(perTeam);
        return { points: ids.reduce((sum, id) => sum + (perTeam[id] ?? 0), 0), items: ids.length };
      },
    });
  },
});

let platform: TestPlatform;
let acme: TestAccount;
const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin, agileStandIn], clock: new TestClock('2026-11-02T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme', plan: 'PRO' });
});
afterAll(() => platform?.close());

describe('the cost of delivery beside the burn', () => {
  it('is hidden until a delivery team is named', async () => {
    const runway = await platform.http.get(`/api${BiViewEndpoints.runway.path}`).set(auth()).expect(200);
    expect(runway.body.data.delivery).toBeNull();
  });

  it('prices the points a team completes per sprint at the cost of a point (agile VELOCITY)', async () => {
    const settings = (await platform.http.get(`/api${BiSettingsEndpoints.get.path}`).set(auth()).expect(200)).body.data;
    await platform.http.put(`/api${BiSettingsEndpoints.put.path}`).set(auth()).send({ ...settings, deliveryTeamIds: [TEAM, '6f1c1d4e-0000-4000-8000-00000000dead'] }).expect(200);
    // 20 points x $500 = $10,000 a sprint; the unknown team is left out.
    const burn = await platform.http.get(`/api${BiViewEndpoints.burn.path}`).set(auth()).expect(200);
    // Committed work: 40 open points x $500 = $20,000.
    expect(burn.body.data.delivery).toEqual({ costPerPointCents: 50_000, teams: [{ teamId: TEAM, averageCompletedPoints: 20, sprintCostCents: 1_000_000 }], averageCompletedPoints: 20, sprintCostCents: 1_000_000, openPoints: 40, openPointsCostCents: 2_000_000 });
  });

  it("lists the account's teams for the picker, the named ones selected", async () => {
    const teams = (await platform.http.get(`/api${BiViewEndpoints.deliveryTeams.path}`).set(auth()).expect(200)).body.data;
    expect(teams).toEqual({ available: true, costPerPointCents: 50_000, teams: [{ id: TEAM, name: 'Robots', selected: true }, { id: OTHER_TEAM, name: 'Web', selected: false }] });
  });

  it('puts the committed work into the forecast: open points x cost per point over the months the team needs', async () => {
    // Cash $100,000 at the end of October, $10,000 of recurring expenses a month, no revenue.
    await platform.http.post(`/api${CashEndpoints.create.path}`).set(auth()).send({ asOf: '2026-10-31', amountCents: 10_000_000, accountName: 'Operating' }).expect(201);
    await platform.http.post(`/api${ExpenseEndpoints.create.path}`).set(auth()).send({ month: '2026-08', category: 'payroll', recurrence: 'RECURRING', amountCents: 1_000_000 }).expect(201);
    const forecast = (await platform.http.get(`/api${BiViewEndpoints.forecast.path}`).set(auth()).expect(200)).body.data;
    // Baseline: $100,000 / $10,000 a month = 10 months.
    expect(forecast.baseline.runwayMonths).toBe(10);
    // 40 open points at 20 a sprint x 26/12 sprints a month = 43.3 points a month -> ceil(40 / 43.3) = 1 month,
    // $20,000 spent in December: $30,000 that month, then $10,000. Cash after Dec: $70,000 -> 7 more months: 8 months.
    expect(forecast.committed).toMatchObject({ openPoints: 40, costPerPointCents: 50_000, costCents: 2_000_000, deliveryMonths: 1 });
    expect(forecast.committed.series.months[0]).toMatchObject({ month: '2026-12', expensesCents: 3_000_000, cashCents: 7_000_000 });
    expect(forecast.committed.series.runwayMonths).toBe(8);
  });

  it('is hidden when agile is off for the account', async () => {
    await platform.setFeatures(acme.id, ['business_intelligence']);
    const runway = await platform.http.get(`/api${BiViewEndpoints.runway.path}`).set(auth()).expect(200);
    expect(runway.body.data.delivery).toBeNull();
    expect((await platform.http.get(`/api${BiViewEndpoints.deliveryTeams.path}`).set(auth()).expect(200)).body.data).toEqual({ available: false, costPerPointCents: 0, teams: [] });
    expect((await platform.http.get(`/api${BiViewEndpoints.forecast.path}`).set(auth()).expect(200)).body.data.committed).toBeNull();
  });
});
