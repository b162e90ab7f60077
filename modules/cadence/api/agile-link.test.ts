import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VELOCITY, defineApiPlugin, endpointPath } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '@suite/testing';
import { CadenceErrors as E } from '../shared/errors.js';
import { RosterEndpoints as R, type AgileTeams, type CadenceTeam } from '../shared/roster-endpoints.js';
import { cadencePlugin } from './index.js';
import { caller, createCompany, type CadenceCompany } from './test-support.js';

/** A stand-in for agile's VELOCITY (the real one lives in another module): each account's own teams. */
const agileTeams = new Map<string, { id: string; name: string }[]>();
const agileStandIn = defineApiPlugin({
  id: 'agile',
  feature: 'agile_survival',
  migrations: [],
  register(ctx) {
    ctx.capabilities.provide(VELOCITY, {
      velocity: async () => ({ sprints: [], averageCommittedPoints: 0, averageCompletedPoints: 0 }),
      costPerPointCents: async () => 0,
      teams: async (accountId) => agileTeams.get(accountId) ?? [],
    });
  },
});

let platform: TestPlatform;
let acme: CadenceCompany;
let globex: CadenceCompany;
const APOLLO = '5b1f7f0e-2f6c-4d55-9a43-2f3c1c0a0a01';
const GLOBEX_TEAM = '5b1f7f0e-2f6c-4d55-9a43-2f3c1c0a0a02';

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [agileStandIn, cadencePlugin] });
  acme = await createCompany(platform, 'Acme');
  globex = await createCompany(platform, 'Globex');
  agileTeams.set(acme.account.id, [{ id: APOLLO, name: 'Apollo' }]);
  agileTeams.set(globex.account.id, [{ id: GLOBEX_TEAM, name: 'Globex agile' }]);
});
afterAll(() => platform?.close());

describe('linking a cadence team to an agile team', () => {
  it("lists the account's own agile teams, and only them", async () => {
    const listed = await caller(platform, acme.owner, acme.account.id)('get', endpointPath(R.agileTeams));
    expect(listed.status).toBe(200);
    expect(listed.body.data as AgileTeams).toEqual({ available: true, teams: [{ id: APOLLO, name: 'Apollo' }] });
    // Plain members without the people permission are refused, as on the roster.
    expect((await caller(platform, acme.report, acme.account.id)('get', endpointPath(R.agileTeams))).status).toBe(403);
  });

  it("links to one of the account's agile teams, refuses another account's, and unlinks", async () => {
    const asOwner = caller(platform, acme.owner, acme.account.id);
    const team = (await asOwner('post', endpointPath(R.createTeam), { name: 'Platform' })).body.data as CadenceTeam;
    const linked = await asOwner('patch', endpointPath(R.updateTeam, { id: team.id }), { name: 'Platform', agileTeamId: APOLLO });
    expect(linked.status).toBe(200);
    expect((linked.body.data as CadenceTeam).agileTeamId).toBe(APOLLO);
    const foreign = await asOwner('patch', endpointPath(R.updateTeam, { id: team.id }), { name: 'Platform', agileTeamId: GLOBEX_TEAM });
    expect([foreign.status, foreign.body.error]).toEqual([404, E.AGILE_TEAM_NOT_FOUND]);
    const createdForeign = await asOwner('post', endpointPath(R.createTeam), { name: 'Elsewhere', agileTeamId: GLOBEX_TEAM });
    expect([createdForeign.status, createdForeign.body.error]).toEqual([404, E.AGILE_TEAM_NOT_FOUND]);
    const unlinked = await asOwner('patch', endpointPath(R.updateTeam, { id: team.id }), { name: 'Platform', agileTeamId: null });
    expect((unlinked.body.data as CadenceTeam).agileTeamId).toBeNull();
  });
});
