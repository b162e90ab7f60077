import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedContext } from '@suite/sdk';
import { TestClock, createTenantScope, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { biPlugin } from './index.js';
import { seedBi } from './seed.js';
import { BiViewEndpoints, KpiEndpoints } from '../shared/endpoints.js';

let platform: TestPlatform;
let acme: TestAccount;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const auth = () => ({ Authorization: `Bearer ${acme.owner.token}`, 'X-Tenant-ID': acme.id });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [biPlugin], clock: new TestClock('2026-11-26T10:00:00Z') });
  acme = await platform.createAccount({ name: 'Acme Robotics', plan: 'PRO' });
  const context: SeedContext = { db: platform.db, scopeFor: (accountId, knex) => createTenantScope(knex ?? platform.db, accountId), demo: { accounts: { pro: { id: acme.id, plan: 'PRO', users: { founder: acme.owner.id } } } }, capabilities: platform.platform.host.capabilities, log: quiet, now: platform.clock.now };
  await seedBi(context);
  await seedBi(context);
});
afterAll(() => platform?.close());

describe('the demo seed', () => {
  it('gives Acme Robotics 18 months of numbers with about 11 months of runway, once', async () => {
    const runway = (await platform.http.get(`/api${BiViewEndpoints.runway.path}`).set(auth()).expect(200)).body.data;
    expect(runway.snapshot.runwayMonths).toBeGreaterThanOrEqual(10.5);
    expect(runway.snapshot.runwayMonths).toBeLessThanOrEqual(11.5);
    expect(runway.trend.filter((point: { cashCents: number | null }) => point.cashCents !== null)).toHaveLength(12);
    const analytics = (await platform.http.get(`/api${BiViewEndpoints.analytics.path}`).set(auth()).expect(200)).body.data;
    expect(analytics.monthsOfData).toBe(18);
    expect(analytics.plannedHires).toBe(2);
  });

  it('has one KPI in each status and a forecast that explains the planned hires', async () => {
    const { kpis } = (await platform.http.get(`/api${KpiEndpoints.list.path}`).set(auth()).expect(200)).body.data;
    const statuses = new Set<string>();
    for (const kpi of kpis as { id: string }[]) statuses.add((await platform.http.get(`/api/bi/dashboard/kpis/${kpi.id}/calculate`).set(auth()).expect(200)).body.data.result.status);
    expect([...statuses].sort()).toEqual(['CRITICAL', 'GOOD', 'WARNING']);
    const forecast = (await platform.http.get(`/api${BiViewEndpoints.forecast.path}`).set(auth()).expect(200)).body.data;
    expect(forecast.explanation.driver).toBe('HIRES');
    expect(forecast.explanation.hires).toBe(2);
    expect(forecast.scenarios).toHaveLength(4);
    const cfo = (await platform.http.get(`/api${BiViewEndpoints.cfo.path}`).set(auth()).expect(200)).body.data;
    expect(cfo.performingWell.length).toBeGreaterThan(0);
    expect(cfo.needsAttention.length).toBeGreaterThan(0);
  });
});
