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
