import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VELOCITY, defineApiPlugin } from '@suite/sdk';
import { TestClock, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from '../index.js';
import { BiSettingsEndpoints, BiViewEndpoints } from '../../shared/endpoints.js';

const TEAM = '6f1c1d4e-0000-4000-8000-000000000001';

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
    expect(burn.body.data.delivery).toEqual({ costPerPointCents: 50_000, teams: [{ teamId: TEAM, averageCompletedPoints: 20, sprintCostCents: 1_000_000 }], averageCompletedPoints: 20, sprintCostCents: 1_000_000 });
  });

  it('is hidden when agile is off for the account', async () => {
    await platform.setFeatures(acme.id, ['business_intelligence']);
    const runway = await platform.http.get(`/api${BiViewEndpoints.runway.path}`).set(auth()).expect(200);
    expect(runway.body.data.delivery).toBeNull();
  });
});
