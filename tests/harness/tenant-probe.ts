import { expect } from 'vitest';
import type { TestPlatform } from '@suite/platform-api/testing';

export interface ProbedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A path naming another account's resource, e.g. `/api/agile/sessions/${theirSession.id}`. */
  path: string;
  body?: unknown;
}

/**
 * Tenant isolation: every route, called by a member of account A with ids of account B, must be
 * refused (403 or 404) and must not leak B's data. Returns the statuses for extra assertions.
 */
export async function expectTenantIsolation(platform: TestPlatform, caller: { token: string; accountId: string }, routes: ProbedRoute[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const route of routes) {
    const request = platform.http[route.method.toLowerCase() as 'get'](route.path).set('Authorization', `Bearer ${caller.token}`).set('X-Tenant-ID', caller.accountId);
    const response = route.body === undefined ? await request : await request.send(route.body as object);
    statuses.push(response.status);
    expect([403, 404], `${route.method} ${route.path} answered ${response.status}: ${JSON.stringify(response.body)}`).toContain(response.status);
    expect(response.body.success, `${route.method} ${route.path}`).toBe(false);
  }
  return statuses;
}

/** A write whose path names the caller's own object and whose body names another account's in reference fields. */
export interface ReferenceProbe {
  method: 'POST' | 'PUT' | 'PATCH';
  /** A path of the caller's own account (its ids are the caller's). */
  path: string;
  /** A body that succeeds with the caller's own references (or none). */
  body: Record<string, unknown>;
  /** Each reference field of the body and another account's id to put in it (one request per field). */
  foreign: Record<string, string>;
}

/**
 * Tenant isolation of reference fields (not only path ids): each body field naming another
 * account's object (a team, a backlog item) must be refused with 403/404 and must not be stored;
 * the answer must not echo the foreign id. One request per field, the rest of the body valid.
 */
export async function expectReferenceIsolation(platform: TestPlatform, caller: { token: string; accountId: string }, probes: ReferenceProbe[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const probe of probes) {
    for (const [field, foreignId] of Object.entries(probe.foreign)) {
      const response = await platform.http[probe.method.toLowerCase() as 'post'](probe.path)
        .set('Authorization', `Bearer ${caller.token}`)
        .set('X-Tenant-ID', caller.accountId)
        .send({ ...probe.body, [field]: foreignId });
      statuses.push(response.status);
      const label = `${probe.method} ${probe.path} with ${field} of another account`;
      expect([403, 404], `${label} answered ${response.status}: ${JSON.stringify(response.body)}`).toContain(response.status);
      expect(response.body.success, label).toBe(false);
      expect(JSON.stringify(response.body), label).not.toContain(foreignId);
    }
  }
  return statuses;
}
