import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessErrors, IntegrationErrors } from '@suite/sdk';
import { expectTenantIsolation } from '../../../../tests/harness/tenant-probe.js';
import { startTestPlatform, type TestAccount, type TestPlatform } from '../../testing/index.js';
import { asOwner, memberOf } from '../billing/testing.js';

/**
 * API keys: made on /integrations/api, shown once, stored as a SHA-256 hash, accepted instead of
 * a session token (Bearer sk_... or X-API-Key), narrowed to their scopes by the same CASL checks,
 * refused once revoked.
 */
let platform: TestPlatform;
let account: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform();
  account = await platform.createAccount({ plan: 'PRO' });
  other = await platform.createAccount({ plan: 'PRO' });
});
afterAll(() => platform?.close());

const createKey = (body: object, headers = asOwner(account)) => platform.http.post('/api/integrations/api-keys').set(headers).send(body);

async function keyWith(scopes: string[], headers = asOwner(account), kind: 'personal' | 'account' = 'personal'): Promise<{ id: string; secret: string }> {
  const response = await createKey({ name: `Key ${scopes.join(' ')}`, scopes, kind }, headers);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: string; secret: string };
}

const withKey = (secret: string) => ({ Authorization: `Bearer ${secret}` });
const WEBHOOK = { url: 'https://example.test/hook', events: ['retro.completed'], category: 'analytics' };

describe('making a key', () => {
  it('answers the key once and stores only its SHA-256', async () => {
    const response = await createKey({ name: 'CI export', scopes: ['read:all'] });
    expect(response.status).toBe(201);
    const { secret, id, prefix } = response.body.data as { secret: string; id: string; prefix: string };
    expect(secret).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(prefix)).toBe(true);
    expect(response.body.data).toMatchObject({ name: 'CI export', kind: 'personal', scopes: ['read:all'], lastUsedAt: null, revokedAt: null, createdById: account.owner.id });
    const row = await platform.db('core.api_keys').where('id', id).first();
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await platform.http.get('/api/integrations/api-keys').set(asOwner(account));
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect((listed.body.data as { id: string }[]).map((key) => key.id)).toContain(id);
  });

  it('needs a name and known scopes, at least one', async () => {
    expect((await createKey({ name: ' ', scopes: ['read:all'] })).body.error).toBe(IntegrationErrors.API_KEY_NAME_REQUIRED);
    expect((await createKey({ name: 'x', scopes: [] })).body.error).toBe(IntegrationErrors.API_KEY_SCOPES_REQUIRED);
    const bad = await createKey({ name: 'x', scopes: ['admin:everything'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(IntegrationErrors.apiKeyScopeInvalid('admin:everything'));
  });

  it("grants only what its maker holds: a member cannot give a key write access to Integrations or Billing", async () => {
    const member = await memberOf(platform, account, 'MEMBER');
    for (const scope of ['write:Integrations', 'read:Billing']) {
      const response = await createKey({ name: 'x', scopes: [scope] }, member.headers);
      expect(response.status).toBe(403);
      expect(response.body.error).toBe(IntegrationErrors.apiKeyScopeNotHeld(scope));
    }
    const options = (await platform.http.get('/api/integrations/api-keys/scopes').set(member.headers)).body.data as { scopes: { scope: string }[]; canCreateAccountKeys: boolean };
    const scopes = options.scopes.map((option) => option.scope);
    expect(scopes).toContain('read:all');
    expect(scopes).not.toContain('write:Integrations');
    expect(scopes).not.toContain('read:Billing');
    expect(options.canCreateAccountKeys).toBe(false);
    const observer = await memberOf(platform, account, 'OBSERVER');
    expect((await createKey({ name: 'x', scopes: ['write:all'] }, observer.headers)).body.error).toBe(IntegrationErrors.apiKeyScopeNotHeld('write:all'));
    expect((await createKey({ name: 'x', scopes: ['read:all'] }, observer.headers)).status).toBe(201);
  });

  it('lets only those who manage integrations make account keys', async () => {
    const member = await memberOf(platform, account, 'MEMBER');
    const refused = await createKey({ name: 'Shared', kind: 'account', scopes: ['read:all'] }, member.headers);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(IntegrationErrors.ACCOUNT_KEYS_NEED_MANAGE);
    const admin = await memberOf(platform, account, 'ADMIN');
    expect((await createKey({ name: 'Shared', kind: 'account', scopes: ['read:all'] }, admin.headers)).body.data.kind).toBe('account');
  });
});

describe('using a key', () => {
  it('is accepted as Bearer sk_... or X-API-Key, for its account, and records when it was last used', async () => {
    const { id, secret } = await keyWith(['read:all']);
    const bearer = await platform.http.get('/api/integrations/webhooks/events').set(withKey(secret));
    expect(bearer.status).toBe(200);
    const header = await platform.http.get('/api/integrations/api-keys/scopes').set({ 'X-API-Key': secret });
    expect(header.status).toBe(200);
    const row = await platform.db('core.api_keys').where('id', id).first();
    expect(row.last_used_at).not.toBeNull();
    // Naming another account is refused.
    const elsewhere = await platform.http.get('/api/integrations/webhooks/events').set({ ...withKey(secret), 'X-Tenant-ID': other.id });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.error).toBe(AccessErrors.tenantMismatch(other.id));
  });

  it('enforces its scopes through the same CASL checks: read:all reads but cannot register a webhook', async () => {
    const { secret } = await keyWith(['read:all']);
    const refused = await platform.http.post('/api/integrations/webhooks').set(withKey(secret)).send(WEBHOOK);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(IntegrationErrors.API_KEY_SCOPE_DENIED);
    // A route without a declared check: a write needs write:all.
    const undeclared = await platform.http.post('/api/billing/revenue/integrations').set(withKey(secret)).send({ provider: 'csv' });
    expect(undeclared.status).toBe(403);
    expect(undeclared.body.error).toBe(IntegrationErrors.API_KEY_SCOPE_DENIED);

    const { secret: writer } = await keyWith(['read:all', 'write:Integrations']);
    expect((await platform.http.post('/api/integrations/webhooks').set(withKey(writer)).send(WEBHOOK)).status).toBe(201);
    expect((await platform.http.get('/api/integrations/webhooks').set(withKey(writer))).status).toBe(200);

    const { secret: billingOnly } = await keyWith(['read:Billing']);
    const outside = await platform.http.get('/api/integrations/webhooks/events').set(withKey(billingOnly));
    expect(outside.status).toBe(403);
    expect(outside.body.error).toBe(IntegrationErrors.API_KEY_SCOPE_DENIED);

    const { secret: everything } = await keyWith(['write:all', 'read:all']);
    expect((await platform.http.post('/api/billing/revenue/integrations').set(withKey(everything)).send({ provider: 'csv' })).status).toBe(201);
  });

  it("never exceeds its maker's rights: a member's write:all key cannot register a webhook", async () => {
    const member = await memberOf(platform, account, 'MEMBER');
    const { secret } = await keyWith(['write:all', 'read:all'], member.headers);
    const refused = await platform.http.post('/api/integrations/webhooks').set(withKey(secret)).send(WEBHOOK);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('is refused on the person’s own routes, and cannot make or revoke keys', async () => {
    const { id, secret } = await keyWith(['write:all', 'read:all']);
    const own = await platform.http.get('/api/accounts').set(withKey(secret));
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(IntegrationErrors.API_KEY_NOT_ALLOWED_HERE);
    const made = await createKey({ name: 'child', scopes: ['read:all'] }, withKey(secret));
    expect(made.status).toBe(403);
    expect(made.body.error).toBe(IntegrationErrors.API_KEY_NOT_ALLOWED_HERE);
    expect((await platform.http.delete(`/api/integrations/api-keys/${id}`).set(withKey(secret))).body.error).toBe(IntegrationErrors.API_KEY_NOT_ALLOWED_HERE);
  });

  it('is refused from the request after it is revoked', async () => {
    const { id, secret } = await keyWith(['read:all']);
    expect((await platform.http.get('/api/integrations/webhooks/events').set(withKey(secret))).status).toBe(200);
    const revoked = await platform.http.delete(`/api/integrations/api-keys/${id}`).set(asOwner(account));
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.revokedAt).not.toBeNull();
    const refused = await platform.http.get('/api/integrations/webhooks/events').set(withKey(secret));
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(IntegrationErrors.API_KEY_INVALID);
    const unknown = await platform.http.get('/api/integrations/webhooks/events').set({ 'X-API-Key': 'sk_not-a-real-key' });
    expect(unknown.status).toBe(401);
  });

  it('stops working when its maker leaves the account', async () => {
    const member = await memberOf(platform, account, 'MEMBER');
    const { secret } = await keyWith(['read:all'], member.headers);
    await platform.db('core.memberships').where({ account_id: account.id, user_id: member.user.id }).delete();
    platform.platform.auth.invalidateUser(member.user.id);
    expect((await platform.http.get('/api/integrations/webhooks/events').set(withKey(secret))).status).toBe(401);
  });
});

describe('who sees and revokes keys', () => {
  it("shows members their own personal keys only; they cannot revoke someone else's", async () => {
    const owners = await keyWith(['read:all']);
    const member = await memberOf(platform, account, 'MEMBER');
    const mine = await keyWith(['read:all'], member.headers);
    const listed = (await platform.http.get('/api/integrations/api-keys').set(member.headers)).body.data as { id: string }[];
    expect(listed.map((key) => key.id)).toEqual([mine.id]);
    const refused = await platform.http.delete(`/api/integrations/api-keys/${owners.id}`).set(member.headers);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(IntegrationErrors.API_KEY_NOT_FOUND);
    // An owner sees every key of the account and may revoke a member's.
    const all = (await platform.http.get('/api/integrations/api-keys').set(asOwner(account))).body.data as { id: string }[];
    expect(all.map((key) => key.id)).toEqual(expect.arrayContaining([owners.id, mine.id]));
    expect((await platform.http.delete(`/api/integrations/api-keys/${mine.id}`).set(asOwner(account))).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it("refuses to revoke another account's key, and never lists it", async () => {
    const theirs = await keyWith(['read:all'], asOwner(other));
    await expectTenantIsolation(platform, { token: account.owner.token, accountId: account.id }, [{ method: 'DELETE', path: `/api/integrations/api-keys/${theirs.id}` }]);
    const listed = await platform.http.get('/api/integrations/api-keys').set(asOwner(account));
    expect(JSON.stringify(listed.body)).not.toContain(theirs.id);
    expect((await platform.db('core.api_keys').where('id', theirs.id).first()).revoked_at).toBeNull();
    expect((await platform.http.get('/api/integrations/webhooks/events').set(withKey(theirs.secret))).status).toBe(200);
  });
});

describe('the API document', () => {
  it('declares the API key security scheme; account routes take it, personal routes do not', async () => {
    const document = (await platform.http.get('/api/openapi.json')).body as {
      components: { securitySchemes: Record<string, { type: string; in?: string; name?: string }> };
      security: Record<string, string[]>[];
      paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
    };
    expect(document.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(document.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(document.paths['/api/integrations/api-keys']!.post!.security).toBeUndefined();
    expect(document.paths['/api/accounts']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });
});
