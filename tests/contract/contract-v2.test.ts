import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { Type } from '@sinclair/typebox';
import { AccessErrors, HttpErrors, defineAbilityFor, defineApiPlugin, defineEndpoint, endpointPath, subject } from '@suite/sdk';
import { connectSocket, expectTenantIsolation, startTestPlatform, type TestAccount, type TestPlatform, type TestUser } from '@suite/testing';
import { NotesEndpoints, NotesErrors, notesPermissions, notesPlugin } from '../example-plugin/index.js';

/**
 * Contract v2 as a module meets it (tests/example-plugin is the complete v2 module): endpoints
 * declared once, responses held to their schema, socket events validated and judged like routes
 * by an ability that follows role changes live, permission rules with conditions, jobs.
 */

const Broken = defineEndpoint({ method: 'GET', path: '/example/broken', schema: { response: Type.Object({ count: Type.Integer() }) } });
const brokenPlugin = defineApiPlugin({
  id: 'example_broken',
  feature: 'customer_engagement',
  migrations: [{ name: '0001_none', up: async (_knex: Knex) => undefined, down: async (_knex: Knex) => undefined }],
  register(ctx) {
    ctx.routes.implement(Broken, () => ({ count: 'many' }) as never);
  },
});

let platform: TestPlatform;
let acme: TestAccount;
let author: TestUser;
let colleague: TestUser;
let observer: TestUser;

const auth = (token: string, tenant: string) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': tenant });

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [notesPlugin, brokenPlugin] });
  acme = await platform.createAccount({ name: 'Acme' });
  author = await platform.createUser();
  colleague = await platform.createUser();
  observer = await platform.createUser();
  await platform.addMember(acme, author, 'MEMBER');
  await platform.addMember(acme, colleague, 'MEMBER');
  await platform.addMember(acme, observer, 'OBSERVER');
  author = { ...author, token: await platform.tokenFor(author, acme.id) };
  colleague = { ...colleague, token: await platform.tokenFor(colleague, acme.id) };
  observer = { ...observer, token: await platform.tokenFor(observer, acme.id) };
});
afterAll(() => platform?.close());

describe('endpoints declared once', () => {
  it('answers a creation with the declared status and the directory name of its author', async () => {
    const created = await platform.http.post(`/api${NotesEndpoints.create.path}`).set(auth(author.token, acme.id)).send({ title: 'Plan' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ title: 'Plan', authorId: author.id, authorName: expect.any(String) });
    const read = await platform.http.get(`/api${endpointPath(NotesEndpoints.get, { id: created.body.data.id })}`).set(auth(colleague.token, acme.id));
    expect(read.body.data).toEqual(created.body.data);
  });

  it('holds answers to their response schema in tests: a handler outside it is a server error', async () => {
    const response = await platform.http.get('/api/example/broken').set(auth(acme.owner.token, acme.id));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ success: false, error: HttpErrors.SERVER_ERROR });
  });

  it("uses the declaration's error texts (ajv-errors) for a missing field", async () => {
    const response = await platform.http.post('/api/example/notes').set(auth(author.token, acme.id)).send({});
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(NotesErrors.TITLE_REQUIRED);
  });
});

describe('permission rules with conditions', () => {
  let noteId: string;
  beforeAll(async () => {
    noteId = (await platform.http.post('/api/example/notes').set(auth(author.token, acme.id)).send({ title: 'Mine' })).body.data.id;
  });

  it('lets the author change their own note', async () => {
    const response = await platform.http.patch(`/api/example/notes/${noteId}`).set(auth(author.token, acme.id)).send({ title: 'Mine, edited' });
    expect(response.status).toBe(200);
    expect(response.body.data.title).toBe('Mine, edited');
  });

  it("refuses another member changing it with the module's text", async () => {
    const response = await platform.http.patch(`/api/example/notes/${noteId}`).set(auth(colleague.token, acme.id)).send({ title: 'Not mine' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(NotesErrors.NOT_YOUR_NOTE);
  });

  it('lets an account admin change any note', async () => {
    const response = await platform.http.patch(`/api/example/notes/${noteId}`).set(auth(acme.owner.token, acme.id)).send({ title: 'Tidied by the owner' });
    expect(response.status).toBe(200);
  });

  it("refuses another account's note on every route that names it, and leaves it untouched", async () => {
    const globex = await platform.createAccount({ name: 'Globex' });
    const statuses = await expectTenantIsolation(platform, { token: globex.owner.token, accountId: globex.id }, [
      { method: 'GET', path: `/api/example/notes/${noteId}` },
      { method: 'PATCH', path: `/api/example/notes/${noteId}`, body: { title: 'Taken over' } },
    ]);
    expect(statuses).toEqual([404, 404]);
    const read = await platform.http.get(`/api/example/notes/${noteId}`).set(auth(author.token, acme.id));
    expect(read.body.data.title).not.toBe('Taken over');
  });

  it('refuses an observer before the handler (the route\'s can check)', async () => {
    const response = await platform.http.patch(`/api/example/notes/${noteId}`).set(auth(observer.token, acme.id)).send({ title: 'Watching' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe(AccessErrors.ACCESS_DENIED_PAGE);
  });

  it('gives a browser the same answers from the same rules', () => {
    const ability = defineAbilityFor({ id: 'u1' }, { role: 'MEMBER' }, { plan: 'FREE' }, [notesPermissions]);
    expect(ability.can('update', subject('Note', { authorId: 'u1' }))).toBe(true);
    expect(ability.can('update', subject('Note', { authorId: 'u2' }))).toBe(false);
    const observing = defineAbilityFor({ id: 'u1' }, { role: 'OBSERVER' }, { plan: 'FREE' }, [notesPermissions]);
    expect(observing.can('update', subject('Note', { authorId: 'u1' }))).toBe(false);
  });
});

describe('socket events like routes', () => {
  it('refuses a payload outside its schema with the HTTP validation text', async () => {
    const socket = await connectSocket(platform.wsUrl, author.token, acme.id);
    try {
      await expect(socket.request('notes:add', {})).rejects.toThrow(NotesErrors.TITLE_REQUIRED);
      await expect(socket.request('notes:add', { title: 'x'.repeat(101) })).rejects.toThrow(NotesErrors.TITLE_TOO_LONG);
      await expect(socket.request('notes:add', { title: 'ok', extra: true })).rejects.toThrow(/additional properties/);
    } finally {
      await socket.close();
    }
  });

  it("refuses an event the socket's ability does not allow", async () => {
    const socket = await connectSocket(platform.wsUrl, observer.token, acme.id);
    try {
      await expect(socket.request('notes:add', { title: 'from an observer' })).rejects.toThrow(AccessErrors.ACCESS_DENIED_PAGE);
    } finally {
      await socket.close();
    }
  });

  it('follows a role change live, without reconnecting', async () => {
    const member = await platform.createUser();
    await platform.addMember(acme, member, 'MEMBER');
    const socket = await connectSocket(platform.wsUrl, await platform.tokenFor(member, acme.id), acme.id);
    try {
      await socket.next('system:ready');
      await expect(socket.request('notes:add', { title: 'while a member' })).resolves.toMatchObject({ title: 'while a member' });
      await platform.http
        .patch(`/api/accounts/${acme.id}/users/${member.id}/role`)
        .set(auth(acme.owner.token, acme.id))
        .send({ role: 'OBSERVER' })
        .expect(200);
      await expect.poll(async () => socket.request('notes:add', { title: 'now watching' }).then(() => 'allowed', (error: Error) => error.message), { timeout: 3000 }).toBe(AccessErrors.ACCESS_DENIED_PAGE);
    } finally {
      await socket.close();
    }
  });
});

describe('jobs', () => {
  it('runs a job the module enqueues, in the background', async () => {
    await platform.http.post('/api/example/notes').set(auth(author.token, acme.id)).send({ title: 'for the digest' }).expect(201);
    const queued = await platform.http.post('/api/example/notes/digest').set(auth(author.token, acme.id));
    expect(queued.status).toBe(202);
    expect(queued.body.data.jobId).toEqual(expect.any(String));
    await expect
      .poll(async () => (await platform.db('example_notes.digests').where('account_id', acme.id)).length, { timeout: 10_000, interval: 250 })
      .toBe(1);
  });
});
