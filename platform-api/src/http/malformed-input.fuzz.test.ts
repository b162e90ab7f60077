import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpErrors } from '@suite/sdk';
import { connectSocket, startTestPlatform, type TestAccount, type TestPlatform } from '../testing/index.js';
import { installedPlugins } from '../plugins/installed.js';

/**
 * Malformed input over every registered route (core and every installed module) and every socket
 * event: wrong types, huge strings, deep nesting, `__proto__` keys, NUL and lone surrogates, bad
 * UUIDs, wrong content types. Any 5xx (or a socket's server-error answer) fails, naming the route.
 */
let platform: TestPlatform;
let account: TestAccount;

beforeAll(async () => {
  platform = await startTestPlatform({ plugins: installedPlugins });
  account = await platform.createAccount({ plan: 'ENTERPRISE' });
}, 180_000);
afterAll(() => platform?.close());

const deep = (levels: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < levels; i += 1) value = { nested: value };
  return value;
};
const HUGE = 'x'.repeat(200_000);
const PATH_VALUES = ['not-a-uuid', '%00', '%F0', 'a'.repeat(3000), '..%2F..%2Fetc', '0'];
const RAW_BODIES: { type: string; body: string }[] = [
  { type: 'application/json', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
  { type: 'application/json', body: '{"name":"\\ud800","title":"\\udfff","text":"a\\u0000b","email":"\\u0000"}' },
  { type: 'application/json', body: '[1,2,3]' },
  { type: 'application/json', body: '"just a string"' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '{"unterminated": ' },
  { type: 'text/plain', body: 'name=plain text' },
  { type: 'application/x-www-form-urlencoded', body: 'name=a&name=b&__proto__[x]=1' },
];
const OBJECT_BODIES: unknown[] = [
  { name: 12345, title: true, email: ['a'], id: {}, ids: 'x', amount: 'NaN', date: 'yesterday', status: -1 },
  { name: HUGE, title: HUGE, description: HUGE },
  deep(300),
];
const QUERIES = ['?limit=-1&page=abc&offset=1e309&sort[]=x&q=%00', '?from=not-a-date&to=2026-13-45&accountId=not-a-uuid&status[$ne]=1'];

interface Route {
  method: string;
  path: string;
}

function allRoutes(): Route[] {
  const tables = [...platform.platform.coreRoutes, ...[...platform.platform.host.registered.values()].map((entry) => entry.routes)];
  return tables.flatMap((table) => table.list().map((route) => ({ method: route.method, path: route.path })));
}

function fill(path: string, value: string): string {
  return path.replace(/:[A-Za-z_]+/g, value);
}

describe('malformed input never answers 5xx', () => {
  it('over every registered HTTP route', { timeout: 600_000 }, async () => {
    const routes = allRoutes();
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    const auth = { Authorization: `Bearer ${account.owner.token}`, 'X-Tenant-ID': account.id };
    const check = async (label: string, run: () => Promise<{ status: number }>) => {
      try {
        const response = await run();
        if (response.status >= 500) failures.push(`${label} -> ${response.status}`);
      } catch (error) {
        failures.push(`${label} -> ${(error as Error).message}`);
      }
    };
    for (const route of routes) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
      const withBody = method !== 'get' && method !== 'delete';
      const uuidPath = fill(route.path, randomUUID());
      for (const value of route.path.includes(':') ? PATH_VALUES : []) {
        const path = fill(route.path, value);
        await check(`${route.method} ${path.slice(0, 120)}`, () => platform.http[method](`/api${path}`).set(auth));
      }
      for (const query of QUERIES) await check(`${route.method} ${route.path}${query}`, () => platform.http[method](`/api${uuidPath}${query}`).set(auth));
      if (!withBody) continue;
      for (const raw of RAW_BODIES) await check(`${route.method} ${route.path} ${raw.type} ${raw.body.slice(0, 40)}`, () => platform.http[method](`/api${uuidPath}`).set(auth).set('Content-Type', raw.type).send(raw.body));
      for (const body of OBJECT_BODIES) await check(`${route.method} ${route.path} ${JSON.stringify(body).slice(0, 60)}`, () => platform.http[method](`/api${uuidPath}`).set(auth).send(body as object));
    }
    expect(failures).toEqual([]);
  });

  it('over every socket event', { timeout: 400_000 }, async () => {
    const events = [...(platform.platform.hub as unknown as { handlers: Map<string, unknown> }).handlers.keys()];
    expect(events.length).toBeGreaterThan(0);
    const payloads: unknown[] = [null, 'a string', 42, [], [1, 2], { id: 'not-a-uuid', sessionId: 'x', boardId: 12 }, { text: 'a\u0000b', title: '\ud800' }, { title: 'x'.repeat(20_000) }, deep(300), JSON.parse('{"__proto__":{"polluted":true}}')];
    const failures: string[] = [];
    const socket = await connectSocket(platform.wsUrl, account.owner.token, account.id);
    try {
      await socket.next('system:ready');
      for (const event of events) {
        for (const payload of payloads) {
          const outcome = await Promise.race([
            socket.request(event, payload).then(
              () => 'ok',
              (error: Error) => error.message,
            ),
            new Promise<string>((resolve) => setTimeout(() => resolve('no answer'), 2000)),
          ]);
          if (outcome === HttpErrors.SERVER_ERROR || outcome === 'no answer') failures.push(`${event} ${JSON.stringify(payload)?.slice(0, 60)} -> ${outcome}`);
          if (socket.ws.readyState !== socket.ws.OPEN) throw new Error(`the socket closed after ${event} ${JSON.stringify(payload)?.slice(0, 60)}`);
        }
      }
    } finally {
      await socket.close();
    }
    expect(failures).toEqual([]);
  });
});
