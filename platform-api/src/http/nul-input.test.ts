import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { HttpErrors } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/index.js';
import { bearer } from '../core/auth/testing.js';

/**
 * PostgreSQL refuses the NUL character in text: one rule of the request chain (every registered
 * route, core or plugin, on Express or the read path) and of the socket answers 400 with a clear
 * text wherever a NUL appears (body, keys, query, path), never a 500.
 */
let platform: TestPlatform;
let account: TestAccount;
const NUL = '\u0000';

beforeAll(async () => {
  platform = await startTestPlatform();
  account = await platform.createAccount({ plan: 'ENTERPRISE' });
  // A socket event whose handler writes its text into PostgreSQL, as module events do.
  platform.platform.hub.on('nul-test', null, {
    event: 'nul-test:echo',
    schema: Type.Object({ text: Type.String() }),
    handler: async (_socket, data: { text: string }) => (await platform.db.raw('select ?::text as text', [data.text])).rows[0],
  });
  platform.platform.hub.on('nul-test', null, {
    event: 'nul-test:loose',
    handler: async (_socket, data) => (await platform.db.raw('select ?::text as text', [JSON.stringify(data)])).rows[0],
  });
});
afterAll(() => platform?.close());

const refused = { success: false, error: HttpErrors.NUL_CHARACTER };

describe('NUL characters in requests', () => {
  it('answer 400 in a body text field', async () => {
    const response = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).send({ firstName: `Ada${NUL}` });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject(refused);
    expect(response.body.details).toEqual([{ field: 'firstName', message: HttpErrors.NUL_CHARACTER }]);
  });

  it('answer 400 on a public route, deep in an object and in a key', async () => {
    const login = await platform.http.post('/api/auth/login').send({ email: `a${NUL}@example.test`, password: 'whatever password' });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject(refused);
    const nested = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).send({ preferences: { list: ['ok', { [`k${NUL}`]: 1 }] } });
    expect(nested.status).toBe(400);
    expect(nested.body).toMatchObject(refused);
  });

  it('answer 400 in a query and in a path, on GET routes too', async () => {
    const query = await platform.http.get(`/api/sessions/audit-logs?action=%00`).set(bearer(account.owner.token));
    expect(query.status).toBe(400);
    expect(query.body).toMatchObject(refused);
    const path = await platform.http.get('/api/auth/verify-email/abc%00def');
    expect(path.status).toBe(400);
    expect(path.body).toMatchObject(refused);
    const tenantPath = await platform.http.get(`/api/accounts/${account.id}%00`).set(bearer(account.owner.token, account.id));
    expect(tenantPath.status).toBe(400);
  });

  it('leave other text alone', async () => {
    const response = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).send({ firstName: 'Ada \\u0000 é 😀' });
    expect(response.status).toBe(200);
  });
});

describe('NUL characters in socket payloads', () => {
  it('are refused with the same text, with or without a schema, and the socket stays usable', async () => {
    const socket = await connectSocket(platform.wsUrl, account.owner.token, account.id);
    try {
      await socket.next('system:ready');
      await expect(socket.request('nul-test:echo', { text: `a${NUL}b` })).rejects.toThrow(HttpErrors.NUL_CHARACTER);
      await expect(socket.request('nul-test:loose', { deep: [{ text: `a${NUL}b` }] })).rejects.toThrow(HttpErrors.NUL_CHARACTER);
      await expect(socket.request('nul-test:echo', { text: 'fine' })).resolves.toEqual({ text: 'fine' });
    } finally {
      await socket.close();
    }
  });
});

describe('lone surrogates in requests and socket payloads', () => {
  const lone = { success: false, error: HttpErrors.LONE_SURROGATE };

  it('answer 400 with a clear text in a body field, a key, a query and a path', async () => {
    // Raw JSON so that the escapes reach the server as written (a lone \uD800 and a lone \uDFFF).
    const body = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).set('Content-Type', 'application/json').send('{"firstName":"Ada\\ud800"}');
    expect(body.status).toBe(400);
    expect(body.body).toMatchObject(lone);
    expect(body.body.details).toEqual([{ field: 'firstName', message: HttpErrors.LONE_SURROGATE }]);
    const low = await platform.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":"a@example.test","password":"x\\udfffy"}');
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject(lone);
    const key = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).set('Content-Type', 'application/json').send('{"preferences":{"k\\ud800":1}}');
    expect(key.status).toBe(400);
    expect(key.body).toMatchObject(lone);
    const query = await platform.http.get('/api/sessions/audit-logs').query({ action: 'a\ud800' }).set(bearer(account.owner.token));
    // A query's bytes are UTF-8: a lone surrogate cannot be sent in one (it arrives as U+FFFD), never a 500.
    expect(query.status).toBeLessThan(500);
  });

  it('leave paired surrogates (emoji) alone', async () => {
    const response = await platform.http.patch('/api/auth/profile').set(bearer(account.owner.token)).set('Content-Type', 'application/json').send('{"firstName":"Ada \\ud83d\\ude00"}');
    expect(response.status).toBe(200);
    expect(response.body.data?.firstName ?? response.body.firstName).toBe('Ada 😀');
  });

  it('are refused on the socket with the same text', async () => {
    const socket = await connectSocket(platform.wsUrl, account.owner.token, account.id);
    try {
      await socket.next('system:ready');
      await expect(socket.request('nul-test:echo', { text: 'a\ud800b' })).rejects.toThrow(HttpErrors.LONE_SURROGATE);
      await expect(socket.request('nul-test:loose', { deep: [{ text: '\udc00' }] })).rejects.toThrow(HttpErrors.LONE_SURROGATE);
      await expect(socket.request('nul-test:echo', { text: '😀' })).resolves.toEqual({ text: '😀' });
    } finally {
      await socket.close();
    }
  });
});
