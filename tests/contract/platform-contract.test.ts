import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { AccessErrors, AuthErrors, FeatureErrors, HttpErrors, FEATURE_KEYS } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { digestPlugin, notesPlugin } from '../example-plugin/index.js';

let platform: TestPlatform;
let acme: TestAccount;
let globex: TestAccount;

const auth = (token: string, tenant?: string) => ({ Authorization: `Bearer ${token}`, ...(tenant ? { 'X-Tenant-ID': tenant } : {}) });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [notesPlugin, digestPlugin] });
  acme = await platform.createAccount({ name: 'Acme' });
  globex = await platform.createAccount({ name: 'Globex' });
});
afterAll(() => platform?.close());

describe('envelope and status codes', () => {
  it('wraps success as { success: true, data }', async () => {
    const response = await platform.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, data: expect.objectContaining({ status: 'ok', database: 'up', version: expect.any(String) }) });
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await platform.http.get('/api/nowhere');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ success: false, error: HttpErrors.NOT_FOUND });
  });

  it('turns an unexpected failure into 500 with the spec text, never a stack', async () => {
    const response = await platform.http.get('/api/example/crash').set(auth(acme.owner.token, acme.id));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, error: HttpErrors.SERVER_ERROR });
  });

  it('refuses a malformed JSON body with 400', async () => {
    const response = await platform.http.post('/api/example/notes').set(auth(acme.owner.token, acme.id)).set('Content-Type', 'application/json').send('{"title":');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ success: false, error: HttpErrors.MALFORMED_JSON });
  });

  it('answers a business rule with 422 and its text', async () => {
    const response = await platform.http.post('/api/example/notes').set(auth(acme.owner.token, acme.id)).send({ title: 'forbidden' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('That title is not allowed');
  });

  it('serves system config and the feature catalogue publicly', async () => {
    const config = await platform.http.get('/api/system/config');
    expect(config.body.data).toMatchObject({ languages: ['en', 'fr', 'es'], defaultLanguage: 'en', currency: 'USD' });
    const features = await platform.http.get('/api/system/features');
    expect(features.body.data.features.map((f: { id: string }) => f.id)).toEqual([...FEATURE_KEYS]);
  });
});

describe('validation from TypeBox schemas', () => {
  it('answers 400 with the schema text of the first failure', async () => {
    const response = await platform.http.post('/api/example/notes').set(auth(acme.owner.token, acme.id)).send({ title: '' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('Title is required');
    expect(response.body.details).toEqual([{ field: 'title', message: 'Title is required' }]);
  });

  it('refuses unknown body properties', async () => {
    const response = await platform.http.post('/api/example/notes').set(auth(acme.owner.token, acme.id)).send({ title: 'ok', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatch(/additional properties/);
  });

  it('coerces and checks query parameters', async () => {
    const bad = await platform.http.get('/api/example/notes?limit=abc').set(auth(acme.owner.token, acme.id));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('limit must be integer');
    const good = await platform.http.get('/api/example/notes?limit=5').set(auth(acme.owner.token, acme.id));
    expect(good.status).toBe(200);
  });

  it('refuses a malformed id in the path with 400', async () => {
    const response = await platform.http.get('/api/example/notes/not-a-uuid').set(auth(acme.owner.token, acme.id));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('id must match format "uuid"');
  });
});

describe('authentication by default, public paths by name', () => {
  it('serves a named public path without a token', async () => {
    const response = await platform.http.get('/api/example/notes/about');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ name: 'notes', public: true });
  });

  it('refuses every other plugin route without a token', async () => {
    const response = await platform.http.get('/api/example/notes');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, error: HttpErrors.UNAUTHORIZED });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ typ: 'access', acc: acme.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(acme.owner.id)
      .setIssuer(platform.config.jwtIssuer)
      .setAudience(platform.config.jwtAudience)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const response = await platform.http.get('/api/example/notes').set(auth(forged, acme.id));
    expect(response.status).toBe(401);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: acme.owner.id, typ: 'access', aud: 'suite', iss: 'suite-platform', exp: 9999999999 })).toString('base64url');
    const response = await platform.http.get('/api/example/notes').set(auth(`${header}.${payload}.`, acme.id));
    expect(response.status).toBe(401);
  });

  it("answers an expired token with 'Session expired. Please log in again.'", async () => {
    const expired = await platform.tokenFor(acme.owner, acme.id, { ttlSeconds: -10 });
    const response = await platform.http.get('/api/example/notes').set(auth(expired));
    expect(response.status).toBe(401);
    expect(response.body.error).toBe(AuthErrors.SESSION_EXPIRED);
  });

  it('refuses a role without the right named in the route (observer creating a note)', async () => {
    const observer = await platform.createUser();
    await platform.addMember(acme, observer, 'OBSERVER');
    const response = await platform.http.post('/api/example/notes').set(auth(observer.token, acme.id)).send({ title: 'from an observer' });
    expect(response.status).toBe(403);
  });
});

describe('tenant context', () => {
  let globexNoteId: string;
  beforeAll(async () => {
    const created = await platform.http.post('/api/example/notes').set(auth(globex.owner.token, globex.id)).send({ title: 'Globex secret' });
    expect(created.status).toBe(201);
    globexNoteId = created.body.data.id;
  });

  it("answers 'Tenant context required' when no account is named", async () => {
    const user = await platform.createUser();
    const response = await platform.http.get('/api/example/notes').set(auth(user.token));
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(AccessErrors.TENANT_CONTEXT_REQUIRED);
  });

  it('takes the account from the session token when no header is sent', async () => {
    const response = await platform.http.get('/api/example/notes').set(auth(acme.owner.token));
    expect(response.status).toBe(200);
  });

  it("refuses X-Tenant-ID of an account the user is not a member of with the spec's text", async () => {
    const response = await platform.http.get('/api/example/notes').set(auth(acme.owner.token, globex.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.tenantMismatch(globex.id));
  });

  it("refuses another account's id named in the query", async () => {
    const response = await platform.http.get(`/api/example/notes?accountId=${globex.id}`).set(auth(acme.owner.token, acme.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.tenantMismatch(globex.id));
  });

  it("never shows another account's row through the tenant-scoped helper", async () => {
    const response = await platform.http.get(`/api/example/notes/${globexNoteId}`).set(auth(acme.owner.token, acme.id));
    expect(response.status).toBe(404);
    const list = await platform.http.get('/api/example/notes').set(auth(acme.owner.token, acme.id));
    expect(list.body.data.notes.map((n: { title: string }) => n.title)).not.toContain('Globex secret');
  });

  it("answers 'Email verification required' to an unverified member", async () => {
    const unverified = await platform.createUser({ verified: false });
    await platform.addMember(acme, unverified, 'MEMBER');
    const response = await platform.http.get('/api/example/notes').set(auth(unverified.token, acme.id));
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  });
});

describe('per-plugin schemas and migrations', () => {
  it("keeps each plugin's tables and its migrations table in its own schema", async () => {
    const tables = (await platform.db('information_schema.tables')
      .whereIn('table_schema', ['core', 'example_notes', 'example_digest'])
      .select('table_schema', 'table_name')) as { table_schema: string; table_name: string }[];
    const names = tables.map((t) => `${t.table_schema}.${t.table_name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'core.knex_migrations_core',
        'core.users',
        'example_notes.knex_migrations_example_notes',
        'example_notes.notes',
        'example_digest.knex_migrations_example_digest',
        'example_digest.digests',
      ]),
    );
    const applied = await platform.db('example_notes.knex_migrations_example_notes').pluck('name');
    expect(applied).toEqual(['0001_notes', '0002_note_authors']);
  });
});

describe('feature gate', () => {
  it("answers 403 on a plugin's routes when its feature is off for the account, and not for others", async () => {
    const account = await platform.createAccount();
    await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== 'customer_engagement'));
    const off = await platform.http.get('/api/example/notes').set(auth(account.owner.token, account.id));
    expect(off.status).toBe(403);
    expect(off.body.error).toBe(FeatureErrors.FEATURE_DISABLED);
    const otherAccount = await platform.http.get('/api/example/notes').set(auth(acme.owner.token, acme.id));
    expect(otherAccount.status).toBe(200);
    const publicPath = await platform.http.get('/api/example/notes/about');
    expect(publicPath.status).toBe(200);
  });

  it("leaves a capability absent when its provider's domain is off", async () => {
    const account = await platform.createAccount();
    await platform.http.post('/api/example/notes').set(auth(account.owner.token, account.id)).send({ title: 'one' }).expect(201);
    const on = await platform.http.get('/api/example/digest').set(auth(account.owner.token, account.id));
    expect(on.body.data).toEqual({ notesAvailable: true, notes: 1 });
    await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== 'customer_engagement'));
    const off = await platform.http.get('/api/example/digest').set(auth(account.owner.token, account.id));
    expect(off.body.data).toEqual({ notesAvailable: false, notes: null });
  });
});

describe('websocket hub', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connectSocket(platform.wsUrl, null, acme.id)).rejects.toMatchObject({ status: 401 });
    await expect(connectSocket(platform.wsUrl, 'not.a.token', acme.id)).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a connection for an account the user is not a member of", async () => {
    await expect(connectSocket(platform.wsUrl, acme.owner.token, globex.id)).rejects.toMatchObject({ status: 403 });
  });

  it('routes an event to its plugin handler, acknowledges it and broadcasts to the room only', async () => {
    const member = await platform.createUser();
    await platform.addMember(acme, member, 'MEMBER');
    const first = await connectSocket(platform.wsUrl, acme.owner.token, acme.id);
    const second = await connectSocket(platform.wsUrl, await platform.tokenFor(member, acme.id), acme.id);
    const outsider = await connectSocket(platform.wsUrl, globex.owner.token, globex.id);
    try {
      await first.next('system:ready');
      await first.request('notes:watch');
      await second.request('notes:watch');
      await outsider.request('notes:watch');
      const note = await first.request<{ title: string }>('notes:add', { title: 'live note' });
      expect(note.title).toBe('live note');
      expect((await first.next<{ title: string }>('notes:added')).data.title).toBe('live note');
      expect((await second.next<{ title: string }>('notes:added')).data.title).toBe('live note');
      await expect(outsider.next('notes:added', 300)).rejects.toThrow(/no notes:added/);
      // A REST write reaches the same room.
      await platform.http.post('/api/example/notes').set(auth(member.token, acme.id)).send({ title: 'from REST' }).expect(201);
      expect((await second.next<{ title: string }>('notes:added')).data.title).toBe('from REST');
    } finally {
      await Promise.all([first.close(), second.close(), outsider.close()]);
    }
  });

  it("answers a handler's business error in the acknowledgement", async () => {
    const socket = await connectSocket(platform.wsUrl, acme.owner.token, acme.id);
    try {
      await expect(socket.request('notes:add', {})).rejects.toThrow('Title is required');
      await expect(socket.request('nobody:handles')).rejects.toThrow('Unknown event: nobody:handles');
    } finally {
      await socket.close();
    }
  });

  it("refuses a plugin's events when its feature is off for the account", async () => {
    const account = await platform.createAccount();
    await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== 'customer_engagement'));
    const socket = await connectSocket(platform.wsUrl, account.owner.token, account.id);
    try {
      await expect(socket.request('notes:watch')).rejects.toThrow(FeatureErrors.FEATURE_DISABLED);
    } finally {
      await socket.close();
    }
  });

  it('pushes a feature change to the open sessions of that account', async () => {
    const account = await platform.createAccount();
    const socket = await connectSocket(platform.wsUrl, account.owner.token, account.id);
    try {
      await socket.next('system:ready');
      await platform.setFeatures(account.id, FEATURE_KEYS.filter((key) => key !== 'customer_engagement'));
      await platform.platform.hub.notifyFeaturesChanged(account.id);
      expect((await socket.next<{ accountId: string }>('features:changed')).data.accountId).toBe(account.id);
      await expect(socket.request('notes:watch')).rejects.toThrow(FeatureErrors.FEATURE_DISABLED);
    } finally {
      await socket.close();
    }
  });
});

describe('guests (join links)', () => {
  let guestToken: string;
  beforeAll(async () => {
    const pass = await platform.http.post('/api/example/notes/guest-pass').send({ accountId: acme.id, displayName: 'Visitor' });
    expect(pass.status).toBe(200);
    guestToken = pass.body.data.token;
  });

  it('lets a guest token reach only the routes that allow guests', async () => {
    const allowed = await platform.http.get('/api/example/notes/guest-view').set({ Authorization: `Bearer ${guestToken}` });
    expect(allowed.status).toBe(200);
    expect(allowed.body.data).toEqual({ guest: 'Visitor', scope: 'example:notes', accountId: acme.id });
    const refused = await platform.http.get('/api/example/notes').set({ Authorization: `Bearer ${guestToken}` });
    expect(refused.status).toBe(401);
    const members = await platform.http.get('/api/example/notes/guest-view').set(auth(acme.owner.token, acme.id));
    expect(members.body.data.guest).toBeNull();
  });

  it('lets a guest socket use only the events that allow guests, outside the account rooms', async () => {
    const socket = await connectSocket(platform.wsUrl, guestToken);
    try {
      await expect(socket.request('notes:guest-hello')).resolves.toEqual({ hello: 'Visitor' });
      await expect(socket.request('notes:watch')).rejects.toThrow(HttpErrors.UNAUTHORIZED);
      await platform.platform.hub.notifyFeaturesChanged(acme.id);
      await expect(socket.next('features:changed', 300)).rejects.toThrow(/no features:changed/);
    } finally {
      await socket.close();
    }
  });
});
