import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { HttpErrors, defineApiPlugin, reply } from '@suite/sdk';
import { startTestPlatform, type TestAccount, type TestPlatform } from '@suite/testing';
import { notesPlugin } from '../example-plugin/index.js';

/**
 * The read path answers API reads without Express. These tests hold it to Express's answers:
 * every request below goes to the platform (read path first) and to the same app through
 * Express alone, and both must answer the same status, headers and bytes.
 */
const echoPlugin = defineApiPlugin({
  id: 'example_echo',
  feature: 'customer_engagement',
  migrations: [],
  register(ctx) {
    ctx.routes.add({
      method: 'GET',
      path: '/echo/items/:name',
      public: true,
      handler: (req) => ({ params: req.params, query: req.query, ip: req.ip, requestId: req.requestId }),
    });
    ctx.routes.add({ method: 'GET', path: '/echo/items/fixed', public: true, handler: () => ({ fixed: true }) });
    ctx.routes.add({
      method: 'GET',
      path: '/echo/typed',
      public: true,
      schema: { query: Type.Object({ n: Type.Integer({ minimum: 1, default: 3 }), tags: Type.Optional(Type.Array(Type.String())) }) },
      handler: (req) => ({ n: req.query.n, tags: req.query.tags ?? null }),
    });
    ctx.routes.add({ method: 'GET', path: '/echo/file', public: true, handler: () => reply.file('report "q1".csv', 'text/csv', 'a,b\r\n1,2\r\n') });
    ctx.routes.add({ method: 'GET', path: '/echo/accepted', public: true, handler: () => reply.status(202, { queued: true }) });
    ctx.routes.add({ method: 'GET', path: '/echo/nothing', public: true, handler: () => undefined });
    ctx.routes.add({ method: 'GET', path: '/echo/mine', handler: (req) => ({ accountId: req.tenant?.accountId, role: req.tenant?.role }) });
  },
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One raw request (no URL normalisation, so malformed paths reach the server as written). */
function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers: { 'x-request-id': 'parity-1', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Headers that may differ between two answers to the same request. */
function comparable(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

let platform: TestPlatform;
let acme: TestAccount;
let expressOnly: Server;
let expressUrl: string;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: [notesPlugin, echoPlugin] });
  acme = await platform.createAccount({ name: 'Acme' });
  expressOnly = createServer(platform.platform.app);
  await new Promise<void>((resolve) => expressOnly.listen(0, '127.0.0.1', resolve));
  expressUrl = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => expressOnly?.close(resolve));
  await platform?.close();
});

const bearer = () => ({ authorization: `Bearer ${acme.owner.token}`, 'x-tenant-id': acme.id });

describe('the read path answers as Express does', () => {
  const cases: [string, () => Record<string, string>][] = [
    ['/api/echo/items/alpha', () => ({})],
    ['/api/Echo/Items/Alpha/', () => ({})],
    ['/api/echo/items/fixed', () => ({})],
    ['/api/echo/items/a%20b%2Fc?x=1&x=2&deep[a][b]=c&empty=', () => ({})],
    ['/api/echo/items/%E0%A4%A', () => ({})],
    ['/api/echo/items//x', () => ({})],
    ['/api/echo/typed?n=7&tags[]=a&tags[]=b', () => ({})],
    ['/api/echo/typed?n=abc', () => ({})],
    ['/api/echo/typed', () => ({})],
    ['/api/echo/file', () => ({})],
    ['/api/echo/accepted', () => ({})],
    ['/api/echo/nothing', () => ({})],
    ['/api/echo/mine', bearer],
    ['/api/echo/mine', () => ({})],
    ['/api/echo/mine', () => ({ authorization: 'Bearer not.a.token', 'x-tenant-id': acme.id })],
    ['/api/echo/mine', () => ({ authorization: `Bearer ${acme.owner.token}`, 'x-tenant-id': '00000000-0000-4000-8000-000000000000' })],
    ['/api/example/notes?limit=abc', bearer],
    ['/api/example/notes?limit=2', bearer],
    ['/api/example/notes/not-a-uuid', bearer],
    ['/api/example/crash', bearer],
    ['/api/example/notes/about', () => ({})],
    ['/api/nowhere', () => ({})],
    ['/api/health', () => ({})],
  ];

  it.each(cases)('GET %s', async (path, headers) => {
    const [fast, slow] = await Promise.all([get(platform.url, path, headers()), get(expressUrl, path, headers())]);
    expect(fast.status).toBe(slow.status);
    expect(fast.body).toBe(slow.body);
    expect(comparable(fast.headers)).toEqual(comparable(slow.headers));
  });

  it('keeps the security headers, the request id and the envelope on its answers', async () => {
    const answer = await get(platform.url, '/api/echo/items/alpha?q=1', { 'x-request-id': 'req-42' });
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBe('req-42');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['x-powered-by']).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({ success: true, data: { params: { name: 'alpha' }, query: { q: '1' }, ip: '127.0.0.1', requestId: 'req-42' } });
  });

  it('answers HEAD through Express with the headers of the GET and no body', async () => {
    const [head, full] = await Promise.all([get(platform.url, '/api/echo/items/alpha', {}, 'HEAD'), get(platform.url, '/api/echo/items/alpha')]);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });

  it("answers a failure with the spec's texts", async () => {
    const crash = await get(platform.url, '/api/example/crash', bearer());
    expect(crash.status).toBe(500);
    expect(JSON.parse(crash.body)).toEqual({ success: false, error: HttpErrors.SERVER_ERROR });
    const anonymous = await get(platform.url, '/api/echo/mine');
    expect(anonymous.status).toBe(401);
    expect(JSON.parse(anonymous.body)).toEqual({ success: false, error: HttpErrors.UNAUTHORIZED });
  });
});

describe('what the read path takes', () => {
  const takes = (method: string, url: string, headers: IncomingHttpHeaders = {}) => platform.platform.readPath.match({ method, url, headers }) !== null;

  it('takes the GETs of the route tables', () => {
    expect(takes('GET', '/api/echo/items/alpha')).toBe(true);
    expect(takes('GET', '/api/ECHO/items/alpha/?x=1')).toBe(true);
    expect(takes('GET', '/api/example/notes')).toBe(true);
    expect(takes('GET', '/api/system/config')).toBe(true);
    expect(takes('GET', '/api/health')).toBe(true);
  });

  it('leaves writes, HEAD, requests with a body, unknown paths and Express-only reads to Express', () => {
    expect(takes('POST', '/api/example/notes')).toBe(false);
    expect(takes('HEAD', '/api/echo/items/alpha')).toBe(false);
    expect(takes('GET', '/api/echo/items/alpha', { 'content-length': '2' })).toBe(false);
    expect(takes('GET', '/api/echo/items/alpha', { 'transfer-encoding': 'chunked' })).toBe(false);
    expect(takes('GET', '/api/nowhere')).toBe(false);
    expect(takes('GET', '/api/users/00000000-0000-4000-8000-000000000000/avatar')).toBe(false);
    expect(takes('GET', '/modules/agile/remoteEntry.js')).toBe(false);
    expect(takes('GET', '/api/echo/items/%E0%A4%A')).toBe(false);
  });

  it('answers a GET with a body through Express, as before', async () => {
    const answer = await get(platform.url, '/api/echo/typed?n=2', { 'content-type': 'application/json', 'content-length': '2' }, 'GET', '{}');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ success: true, data: { n: 2, tags: null } });
  });
});
