import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { AccessErrors, DEMO_COMPANIES, FEATURE_KEYS, FeatureErrors, defineApiPlugin, planDefaultFeatures, type FeatureKey } from '@suite/sdk';
import { expectTenantIsolation } from '../../../../tests/harness/tenant-probe.js';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';
import { isFeatureOn } from './decision.js';

/** Stub domain plugins: a route behind each flag, and a BI table so that BI can "have data". */
const engagementStub = defineApiPlugin({
  id: 'engagement',
  feature: 'customer_engagement',
  migrations: [],
  register(ctx) {
    ctx.routes.add({ method: 'GET', path: '/engagement/ping', handler: () => ({ pong: 'engagement' }) });
  },
});
const biStub = defineApiPlugin({
  id: 'bi',
  feature: 'business_intelligence',
  migrations: [
    {
      name: '0001_reports',
      async up(knex: Knex) {
        await knex.schema.withSchema('bi').createTable('reports', (t) => {
          t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
          t.uuid('account_id').notNullable();
          t.text('title').notNullable();
        });
      },
      async down(knex: Knex) {
        await knex.schema.withSchema('bi').dropTable('reports');
      },
    },
  ],
  register(ctx) {
    ctx.routes.add({ method: 'GET', path: '/bi/ping', handler: () => ({ pong: 'bi' }) });
  },
});
const assistantStub = defineApiPlugin({
  id: 'assistant_stub',
  feature: 'ai_survival_assistant',
  migrations: [],
  register(ctx) {
    ctx.routes.add({ method: 'GET', path: '/assistant-stub/ping', handler: () => ({ pong: 'assistant' }) });
  },
});

let platform: TestPlatform;

const auth = (token: string, tenant?: string) => ({ Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) });
const without = (...keys: FeatureKey[]) => FEATURE_KEYS.filter((key) => !keys.includes(key));

async function member(account: TestAccount, role: 'ADMIN' | 'MEMBER' | 'OBSERVER'): Promise<TestUser> {
  const user = await platform.createUser();
  await platform.addMember(account, user, role);
  return { ...user, token: await platform.tokenFor(user, account.id) };
}

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [engagementStub, biStub, assistantStub] });
});
afterAll(() => platform?.close());

describe('the decision: flag on AND plan allows', () => {
  it('keeps the six domains and the affiliate program on every plan, the AI assistant from PRO, Enterprise Survival on ENTERPRISE', () => {
    const defaults = (plan: 'FREE' | 'PRO' | 'ENTERPRISE') => FEATURE_KEYS.filter((feature) => isFeatureOn({ plan, enabledFeatures: null }, feature));
    expect(defaults('FREE')).toEqual(without('ai_survival_assistant', 'enterprise_survival'));
    expect(defaults('PRO')).toEqual(without('enterprise_survival'));
    expect(defaults('ENTERPRISE')).toEqual([...FEATURE_KEYS]);
  });

  it('turns a PRO-only feature off on FREE even when its flag is on, and a flagged-off domain off on every plan', () => {
    expect(isFeatureOn({ plan: 'FREE', enabledFeatures: [...FEATURE_KEYS] }, 'ai_survival_assistant')).toBe(false);
    expect(isFeatureOn({ plan: 'PRO', enabledFeatures: [...FEATURE_KEYS] }, 'ai_survival_assistant')).toBe(true);
    expect(isFeatureOn({ plan: 'ENTERPRISE', enabledFeatures: without('agile_survival') }, 'agile_survival')).toBe(false);
  });

  it('leaves the seeded FREE demo account on its defaults: the AI assistant off by plan', () => {
    expect(DEMO_COMPANIES.free.plan).toBe('FREE');
    expect(planDefaultFeatures(DEMO_COMPANIES.free.plan)).not.toContain('ai_survival_assistant');
    expect(planDefaultFeatures(DEMO_COMPANIES.pro.plan)).toContain('ai_survival_assistant');
  });
});

describe('reading the flags', () => {
  it("answers an account that never chose with its plan's defaults", async () => {
    const account = await platform.createAccount({ plan: 'FREE' });
    const response = await platform.http.get('/api/accounts/features').set(auth(account.owner.token, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ accountId: account.id, enabledFeatures: without('ai_survival_assistant', 'enterprise_survival'), lastUpdated: null, plan: 'FREE', usesDefaults: true });
  });

  it('lists the catalogue with dependencies and what the plan allows, for any member', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const observer = await member(account, 'OBSERVER');
    const response = await platform.http.get('/api/accounts/features/available').set(auth(observer.token, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data.plan).toBe('PRO');
    const byId = Object.fromEntries((response.body.data.features as { id: string }[]).map((feature) => [feature.id, feature]));
    expect(Object.keys(byId)).toEqual([...FEATURE_KEYS]);
    expect(byId.investor_intelligence).toEqual({ id: 'investor_intelligence', name: 'Investor Intelligence', category: 'domain', dependencies: ['business_intelligence'], planAllows: true, requiredPlan: 'FREE', enabled: true });
    expect(byId.ai_survival_assistant).toMatchObject({ category: 'ai', planAllows: true, requiredPlan: 'PRO', enabled: true });
    expect(byId.enterprise_survival).toMatchObject({ category: 'enterprise', planAllows: false, requiredPlan: 'ENTERPRISE', enabled: false });
  });

  it('needs an account context', async () => {
    const user = await platform.createUser();
    const response = await platform.http.get('/api/accounts/features').set(auth(user.token));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AccessErrors.TENANT_CONTEXT_REQUIRED);
  });
});

describe('the feature gate through the API and the manifest', () => {
  it('answers 403 on a domain turned off and removes it from GET /api/system/modules, at once', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const headers = auth(account.owner.token, account.id);
    expect((await platform.http.get('/api/engagement/ping').set(headers)).status).toBe(200);
    const before = await platform.http.get('/api/system/modules').set(headers);
    expect(before.body.data.modules.map((m: { id: string }) => m.id)).toEqual(['bi', 'engagement']);

    const off = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(headers).send({ feature: 'customer_engagement', enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.enabledFeatures).not.toContain('customer_engagement');
    expect(off.body.data.usesDefaults).toBe(false);

    const gated = await platform.http.get('/api/engagement/ping').set(headers);
    expect(gated.status).toBe(403);
    expect(gated.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
    const after = await platform.http.get('/api/system/modules').set(headers);
    expect(after.body.data.modules.map((m: { id: string }) => m.id)).toEqual(['bi']);
    // ... and lists it as turned off, with its signed-in routes, so the shell can say so.
    expect(after.body.data.turnedOff.map((m: { id: string }) => m.id)).toContain('engagement');
    expect(before.body.data.turnedOff.map((m: { id: string }) => m.id)).not.toContain('engagement');

    await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(headers).send({ feature: 'customer_engagement', enabled: true }).expect(200);
    expect((await platform.http.get('/api/engagement/ping').set(headers)).status).toBe(200);
  });

  it('keeps a PRO-only feature off on FREE even when its flag is stored on, and turns it on with PRO', async () => {
    const account = await platform.createAccount({ plan: 'FREE' });
    await platform.setFeatures(account.id, [...FEATURE_KEYS]);
    const headers = auth(account.owner.token, account.id);
    const gated = await platform.http.get('/api/assistant-stub/ping').set(headers);
    expect(gated.status).toBe(403);
    expect(gated.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
    const flags = await platform.http.get('/api/accounts/features').set(headers);
    expect(flags.body.data.enabledFeatures).toEqual(without('ai_survival_assistant', 'enterprise_survival'));

    await platform.db('core.accounts').where('id', account.id).update({ plan: 'PRO' });
    platform.platform.auth.invalidateAccount(account.id);
    expect((await platform.http.get('/api/assistant-stub/ping').set(headers)).status).toBe(200);
  });

  it('keeps a flag the plan hides through other changes, so that an upgrade brings it back', async () => {
    const account = await platform.createAccount({ plan: 'FREE' });
    const headers = auth(account.owner.token, account.id);
    await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(headers).send({ feature: 'agile_survival', enabled: false }).expect(200);
    const stored = await platform.db('core.account_features').where('account_id', account.id).first();
    expect(stored.enabled_features).toEqual(without('agile_survival'));
    await platform.db('core.accounts').where('id', account.id).update({ plan: 'PRO' });
    platform.platform.auth.invalidateAccount(account.id);
    const flags = await platform.http.get('/api/accounts/features').set(headers);
    expect(flags.body.data.enabledFeatures).toEqual(without('agile_survival', 'enterprise_survival'));
  });

  it('sets the whole list with PUT /api/accounts/features and records who changed what', async () => {
    const account = await platform.createAccount({ plan: 'ENTERPRISE' });
    const admin = await member(account, 'ADMIN');
    const response = await platform.http.put('/api/accounts/features').set(auth(admin.token, account.id)).send({ enabledFeatures: ['agile_survival', 'product_management', 'enterprise_survival'] });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ accountId: account.id, enabledFeatures: ['agile_survival', 'product_management', 'enterprise_survival'], plan: 'ENTERPRISE', usesDefaults: false });
    expect(new Date(response.body.data.lastUpdated).getTime()).toBe(platform.clock.now().getTime());
    const log = await platform.db('core.audit_logs').where({ account_id: account.id, action: 'features.updated' }).first();
    expect(log.user_id).toBe(admin.id);
    expect(log.details.disabled).toEqual(['business_intelligence', 'investor_intelligence', 'operational_cadence', 'customer_engagement', 'ai_survival_assistant', 'affiliate_program']);
    expect((await platform.http.get('/api/bi/ping').set(auth(admin.token, account.id))).status).toBe(403);
  });
});

describe('validating a selection', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await platform.createAccount({ plan: 'FREE' });
  });

  it('is valid with neither errors nor warnings when nothing with data is turned off', async () => {
    const response = await platform.http.post(`/api/accounts/${account.id}/features/validate`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['agile_survival', 'business_intelligence', 'investor_intelligence'] });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ valid: true, errors: [], warnings: [] });
  });

  it('refuses a feature whose dependency is off', async () => {
    const response = await platform.http.post(`/api/accounts/${account.id}/features/validate`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['investor_intelligence'] });
    expect(response.body.data).toEqual({
      valid: false,
      errors: [{ feature: 'investor_intelligence', code: 'dependency_off', dependency: 'business_intelligence', message: 'Investor Intelligence needs Business Intelligence: turn Business Intelligence on or Investor Intelligence off' }],
      warnings: [],
    });
  });

  it('refuses a feature the plan does not include, naming the plan to upgrade to', async () => {
    const response = await platform.http.post(`/api/accounts/${account.id}/features/validate`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['business_intelligence', 'ai_survival_assistant', 'enterprise_survival'] });
    expect(response.body.data.valid).toBe(false);
    expect(response.body.data.errors).toEqual([
      { feature: 'ai_survival_assistant', code: 'plan_required', requiredPlan: 'PRO', message: FeatureErrors.planRequired('AI Survival Assistant', 'Pro') },
      { feature: 'enterprise_survival', code: 'plan_required', requiredPlan: 'ENTERPRISE', message: 'Enterprise Survival is not included in your plan. Upgrade to Enterprise to turn it on' },
    ]);
  });

  it('warns when a domain with data would be turned off, and not for a domain without data', async () => {
    await platform.db('bi.reports').insert({ account_id: account.id, title: 'Runway' });
    const response = await platform.http.post(`/api/accounts/${account.id}/features/validate`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['agile_survival'] });
    expect(response.body.data).toEqual({
      valid: true,
      errors: [],
      warnings: [{ feature: 'business_intelligence', code: 'domain_has_data', message: 'Business Intelligence has data in this account. Turning it off hides that data until you turn it back on; nothing is deleted' }],
    });
  });

  it('refuses a selection with errors with 422, the first error and the whole result, and changes nothing', async () => {
    const response = await platform.http.put(`/api/accounts/${account.id}/features/selection`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['investor_intelligence', 'ai_survival_assistant'] });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(FeatureErrors.dependencyOff('Investor Intelligence', 'Business Intelligence'));
    expect(response.body.details.errors.map((e: { code: string }) => e.code)).toEqual(['dependency_off', 'plan_required']);
    expect(await platform.db('core.account_features').where('account_id', account.id).first()).toBeUndefined();
  });

  it('refuses to turn off a dependency while its dependant is on', async () => {
    const response = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(account.owner.token, account.id)).send({ feature: 'business_intelligence', enabled: false });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(FeatureErrors.dependencyOff('Investor Intelligence', 'Business Intelligence'));
  });

  it('applies a valid selection with warnings', async () => {
    const response = await platform.http.put(`/api/accounts/${account.id}/features/selection`).set(auth(account.owner.token, account.id)).send({ selectedFeatures: ['agile_survival', 'affiliate_program'] });
    expect(response.status).toBe(200);
    expect(response.body.data.enabledFeatures).toEqual(['agile_survival', 'affiliate_program']);
  });

  it('answers 400 with "Unknown feature" for a feature outside the catalogue, never 500', async () => {
    for (const [path, body] of [
      [`/api/accounts/${account.id}/features/validate`, { selectedFeatures: ['time_travel'] }],
      [`/api/accounts/${account.id}/features/toggle`, { feature: 'time_travel', enabled: true }],
    ] as const) {
      const response = await platform.http[path.endsWith('validate') ? 'post' : 'put'](path).set(auth(account.owner.token, account.id)).send(body);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe(FeatureErrors.UNKNOWN_FEATURE);
    }
    const missing = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(account.owner.token, account.id)).send({ feature: 'agile_survival' });
    expect(missing.status).toBe(400);
  });
});

describe('who may change the flags', () => {
  it('refuses members and observers, lets admins', async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    for (const role of ['MEMBER', 'OBSERVER'] as const) {
      const user = await member(account, role);
      for (const call of [
        platform.http.put('/api/accounts/features').set(auth(user.token, account.id)).send({ enabledFeatures: ['agile_survival'] }),
        platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(user.token, account.id)).send({ feature: 'agile_survival', enabled: false }),
        platform.http.put(`/api/accounts/${account.id}/features/selection`).set(auth(user.token, account.id)).send({ selectedFeatures: ['agile_survival'] }),
        platform.http.post(`/api/accounts/${account.id}/features/validate`).set(auth(user.token, account.id)).send({ selectedFeatures: ['agile_survival'] }),
      ]) {
        const response = await call;
        expect(response.status, role).toBe(403);
        expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
      }
    }
    const admin = await member(account, 'ADMIN');
    // An account named by id may be reached without X-Tenant-ID, as another of the caller's memberships.
    const response = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(await platform.tokenFor(admin, null))).send({ feature: 'agile_survival', enabled: false });
    expect(response.status).toBe(200);
  });

  it("refuses another account's ids and another account in X-Tenant-ID", async () => {
    const mine = await platform.createAccount({ plan: 'PRO' });
    const theirs = await platform.createAccount({ plan: 'PRO' });
    await expectTenantIsolation(platform, { token: mine.owner.token, accountId: mine.id }, [
      { method: 'PUT', path: `/api/accounts/${theirs.id}/features/toggle`, body: { feature: 'agile_survival', enabled: false } },
      { method: 'PUT', path: `/api/accounts/${theirs.id}/features/selection`, body: { selectedFeatures: ['agile_survival'] } },
      { method: 'POST', path: `/api/accounts/${theirs.id}/features/validate`, body: { selectedFeatures: ['agile_survival'] } },
    ]);
    for (const call of [
      platform.http.get('/api/accounts/features').set(auth(mine.owner.token, theirs.id)),
      platform.http.get('/api/accounts/features/available').set(auth(mine.owner.token, theirs.id)),
      platform.http.put('/api/accounts/features').set(auth(mine.owner.token, theirs.id)).send({ enabledFeatures: ['agile_survival'] }),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(AccessErrors.tenantMismatch(theirs.id));
    }
    expect(await platform.db('core.account_features').where('account_id', theirs.id).first()).toBeUndefined();
  });
});

describe('live updates', () => {
  it("pushes features:changed to the account's open sockets, and not to another account's", async () => {
    const account = await platform.createAccount({ plan: 'PRO' });
    const other = await platform.createAccount({ plan: 'PRO' });
    const viewer = await member(account, 'MEMBER');
    const socket = await connectSocket(platform.wsUrl, viewer.token, account.id);
    const outsider = await connectSocket(platform.wsUrl, other.owner.token, other.id);
    try {
      await socket.next('system:ready');
      await outsider.next('system:ready');
      await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(account.owner.token, account.id)).send({ feature: 'operational_cadence', enabled: false }).expect(200);
      expect((await socket.next<{ accountId: string }>('features:changed')).data).toEqual({ accountId: account.id });
      await expect(outsider.next('features:changed', 300)).rejects.toThrow(/no features:changed/);
    } finally {
      await Promise.all([socket.close(), outsider.close()]);
    }
  });
});
