import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, DevToolsErrors } from '@suite/sdk';
import { loadConfig } from '../../config.js';
import { startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '../../testing/index.js';
import type { LoadedContext } from '../tenancy/request-context.js';
import { applyDevOverrides, devToolsAllowed } from './overrides.js';

let platform: TestPlatform;
let account: TestAccount;
let devUser: TestUser;
let outsider: TestUser;

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });
const noOverrides = { accountRole: null, primaryPersona: null, subscriptionPlan: null };

beforeAll(async () => {
  platform = await startTestPlatform();
  account = await platform.createAccount({ plan: 'PRO' });
  // The default allow-list names the PRO demo admin; emails compare case-insensitively.
  devUser = await platform.createUser({ email: 'Admin.Pro@Demo.Suite.Test', persona: 'TEAM_MEMBER' });
  await platform.addMember(account, devUser, 'ADMIN');
  devUser.token = await platform.tokenFor(devUser, account.id);
  outsider = await platform.createUser({ email: 'someone.else@example.test' });
  await platform.addMember(account, outsider, 'OWNER');
  outsider.token = await platform.tokenFor(outsider, account.id);
});
afterAll(() => platform?.close());

describe('the allow-list', () => {
  it('is DEV_TOOLS_EMAILS, compared case-insensitively, and empty in production', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.devToolsEmails).toEqual(['admin.pro@demo.suite.test', 'founder@demo.suite.test']);
    expect(devToolsAllowed(config, 'FOUNDER@demo.suite.test')).toBe(true);
    expect(devToolsAllowed(config, 'member.pro@demo.suite.test')).toBe(false);
    expect(devToolsAllowed(loadConfig({ NODE_ENV: 'test', DEV_TOOLS_EMAILS: ' QA@Example.test ' }), 'qa@example.test')).toBe(true);
    expect(devToolsAllowed(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'kT9vQ2mX7pL4wZ8rN3bY6cH1dF5gJ0sA-u_eE' }), 'founder@demo.suite.test')).toBe(false);
  });

  it('never applies stored overrides in production', async () => {
    await platform.db('core.dev_tool_overrides').insert({ user_id: devUser.id, account_role: 'OBSERVER' });
    try {
      const context: LoadedContext = {
        user: { id: devUser.id, email: devUser.email, sessionId: null, isSuperAdmin: false, emailVerified: true, primaryPersona: null, status: 'ACTIVE' },
        session: null,
        tenant: { accountId: account.id, role: 'ADMIN', permissions: [], plan: 'PRO', features: { plan: 'PRO', enabledFeatures: null } },
      };
      const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'kT9vQ2mX7pL4wZ8rN3bY6cH1dF5gJ0sA-u_eE' });
      expect(await applyDevOverrides(platform.db, production, context)).toBe(context);
      expect((await applyDevOverrides(platform.db, platform.config, context))?.tenant?.role).toBe('OBSERVER');
    } finally {
      await platform.db('core.dev_tool_overrides').where('user_id', devUser.id).delete();
    }
  });
});

describe('/api/dev-tools', () => {
  it('is refused to users outside the allow-list, whose stored overrides are never applied', async () => {
    for (const call of [
      platform.http.get('/api/dev-tools/state').set(auth(outsider.token, account.id)),
      platform.http.post('/api/dev-tools/overrides').set(auth(outsider.token, account.id)).send({ accountRole: 'OBSERVER' }),
      platform.http.delete('/api/dev-tools/overrides').set(auth(outsider.token, account.id)),
    ]) {
      const response = await call;
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(DevToolsErrors.NOT_ALLOWED);
    }
    await platform.db('core.dev_tool_overrides').insert({ user_id: outsider.id, account_role: 'OBSERVER' });
    platform.platform.auth.invalidateUser(outsider.id);
    const stillOwner = await platform.http.put('/api/accounts/features').set(auth(outsider.token, account.id)).send({ enabledFeatures: ['agile_survival', 'product_management', 'business_intelligence', 'investor_intelligence', 'operational_cadence', 'customer_engagement', 'ai_survival_assistant', 'affiliate_program'] });
    expect(stillOwner.status).toBe(200);
    expect((await platform.http.get('/api/dev-tools/state')).status).toBe(401);
  });

  it('starts inactive for the allow-listed user', async () => {
    const response = await platform.http.get('/api/dev-tools/state').set(auth(devUser.token, account.id));
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ isActive: false, overrides: noOverrides, updatedAt: null });
  });

  it('applies an account role override to every check at once', async () => {
    const before = await platform.http.get('/api/accounts/features/available').set(auth(devUser.token, account.id));
    expect(before.status).toBe(200);
    const set = await platform.http.post('/api/dev-tools/overrides').set(auth(devUser.token, account.id)).send({ accountRole: 'OBSERVER' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ isActive: true, overrides: { accountRole: 'OBSERVER', primaryPersona: null, subscriptionPlan: null } });
    const refused = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(devUser.token, account.id)).send({ feature: 'agile_survival', enabled: false });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('applies a plan override: the PRO account looks ENTERPRISE to this user only', async () => {
    const set = await platform.http.post('/api/dev-tools/overrides').set(auth(devUser.token, account.id)).send({ accountRole: 'OWNER', subscriptionPlan: 'ENTERPRISE' });
    expect(set.body.data.overrides).toEqual({ accountRole: 'OWNER', primaryPersona: null, subscriptionPlan: 'ENTERPRISE' });
    expect((await platform.http.get('/api/enterprise/overview').set(auth(devUser.token, account.id))).status).toBe(200);
    const flags = await platform.http.get('/api/accounts/features').set(auth(devUser.token, account.id));
    expect(flags.body.data.plan).toBe('ENTERPRISE');
    expect((await platform.http.get('/api/enterprise/overview').set(auth(outsider.token, account.id))).status).toBe(403);
  });

  it('applies a persona override (the onboarding rule reads it) and keeps the fields not sent', async () => {
    await platform.db('core.accounts').where('id', account.id).update({ created_at: platform.clock.now() });
    const before = await platform.http.get('/api/onboarding/status').set(auth(devUser.token, account.id));
    expect(before.body.data.shouldOpen).toBe(false);
    const set = await platform.http.post('/api/dev-tools/overrides').set(auth(devUser.token, account.id)).send({ primaryPersona: 'FOUNDER', subscriptionPlan: null });
    expect(set.body.data.overrides).toEqual({ accountRole: 'OWNER', primaryPersona: 'FOUNDER', subscriptionPlan: null });
    const after = await platform.http.get('/api/onboarding/status').set(auth(devUser.token, account.id));
    expect(after.body.data.shouldOpen).toBe(true);
  });

  it('refuses values outside the lists with 400, never 500', async () => {
    for (const body of [{ accountRole: 'GOD' }, { primaryPersona: 'ALIEN' }, { subscriptionPlan: 'PLATINUM' }, { other: 1 }]) {
      const response = await platform.http.post('/api/dev-tools/overrides').set(auth(devUser.token, account.id)).send(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('clears every override', async () => {
    const cleared = await platform.http.delete('/api/dev-tools/overrides').set(auth(devUser.token, account.id));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual({ isActive: false, overrides: noOverrides, updatedAt: null });
    const again = await platform.http.put(`/api/accounts/${account.id}/features/toggle`).set(auth(devUser.token, account.id)).send({ feature: 'agile_survival', enabled: true });
    expect(again.status).toBe(200);
    expect((await platform.http.get('/api/enterprise/overview').set(auth(devUser.token, account.id))).status).toBe(403);
  });
});
