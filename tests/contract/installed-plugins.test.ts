import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, FEATURE_KEYS, FeatureErrors, MODULE_FEATURE, type ModuleId } from '@suite/sdk';
import { installedPlugins } from '@suite/platform-api';
import { expectTenantIsolation, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';

/** The six domain plugins as the server runs them: mounted, gated, tenant-scoped, in the manifest. */
let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;
const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
const moduleIds = installedPlugins.map((plugin) => plugin.id as ModuleId);

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: installedPlugins });
  acme = await platform.createAccount({ name: 'Acme' });
  globex = await platform.createAccount({ name: 'Globex' });
});
afterAll(() => platform?.close());

describe('the six domain plugins', () => {
  it('each migrates into its own schema with its own migrations table', async () => {
    for (const id of moduleIds) {
      const exists = await platform.db('information_schema.tables').where({ table_schema: id, table_name: `knex_migrations_${id}` }).first();
      expect(exists, id).toBeTruthy();
    }
  });

  it.each(moduleIds)('%s serves its settings with defaults, writable by an admin', async (id) => {
    const read = await platform.http.get(`/api/${id}/settings`).set(auth(acme.owner.token, acme.id));
    expect(read.status).toBe(200);
    expect(read.body.success).toBe(true);
    const written = await platform.http.put(`/api/${id}/settings`).set(auth(acme.owner.token, acme.id)).send(read.body.data);
    expect(written.status).toBe(200);
    expect(written.body.data).toEqual(read.body.data);
  });

  it('refuses a settings change from a member and invalid settings from an owner', async () => {
    const member = await platform.createUser();
    await platform.addMember(acme, member, 'MEMBER');
    const refused = await platform.http.put('/api/agile/settings').set(auth(await platform.tokenFor(member, acme.id), acme.id)).send({ costPerPointCents: 100, defaultVotingSystem: 'fibonacci' });
    expect(refused.status).toBe(403);
    const invalid = await platform.http.put('/api/agile/settings').set(auth(acme.owner.token, acme.id)).send({ costPerPointCents: -1, defaultVotingSystem: 'fibonacci' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toBe('costPerPointCents must be >= 0');
  });

  it("keeps one account's settings away from another", async () => {
    await platform.http.put('/api/agile/settings').set(auth(globex.owner.token, globex.id)).send({ costPerPointCents: 4200, defaultVotingSystem: 'tshirt' }).expect(200);
    const mine = await platform.http.get('/api/agile/settings').set(auth(acme.owner.token, acme.id));
    expect(mine.body.data.costPerPointCents).not.toBe(4200);
    await expectTenantIsolation(
      platform,
      { token: acme.owner.token, accountId: acme.id },
      moduleIds.flatMap((id) => [
        { method: 'GET' as const, path: `/api/${id}/settings?accountId=${globex.id}` },
        { method: 'PUT' as const, path: `/api/${id}/settings?accountId=${globex.id}`, body: {} },
      ]),
    );
    const probe = await platform.http.get('/api/agile/settings').set(auth(acme.owner.token, globex.id));
    expect(probe.body.error).toBe(AccessErrors.tenantMismatch(globex.id));
  });

  it.each(moduleIds)('%s answers 403 when its domain is off for the account', async (id) => {
    const account = await platform.createAccount();
    await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== MODULE_FEATURE[id]));
    const response = await platform.http.get(`/api/${id}/settings`).set(auth(account.owner.token, account.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
  });
});

describe('GET /api/system/modules', () => {
  it('lists every module with its remote entry and routes when signed out', async () => {
    const response = await platform.http.get('/api/system/modules');
    const ids = response.body.data.modules.map((m: { id: string }) => m.id);
    expect(ids.sort()).toEqual([...moduleIds].sort());
    const agile = response.body.data.modules.find((m: { id: string }) => m.id === 'agile');
    expect(agile).toMatchObject({ feature: 'agile_survival', scope: 'suite_agile', remoteEntry: expect.stringMatching(/^\/modules\/agile\/remoteEntry\.js\?v=/) });
    expect(agile.routes).toEqual(expect.arrayContaining([{ path: '/planning-poker', public: false }, { path: '/voting-demo', public: true, standalone: 'poker-demo' }]));
  });

  it("follows the account's flags for a signed-in user", async () => {
    const account = await platform.createAccount();
    await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== 'agile_survival' && key !== 'investor_intelligence'));
    const response = await platform.http.get('/api/system/modules').set(auth(account.owner.token, account.id));
    const ids = response.body.data.modules.map((m: { id: string }) => m.id);
    expect(ids).not.toContain('agile');
    expect(ids).not.toContain('investor');
    expect(ids).toContain('product');
  });
});
