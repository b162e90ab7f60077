import { expect } from 'vitest';
import type supertest from 'supertest';
import { GRANTABLE_PERMISSIONS } from '../shared/index.js';

/** Tests only: a company, an investor with a home account and a profile, and the company's grant. */

/** What these helpers use of @suite/testing's TestPlatform (only test files may import the harness itself). */
interface TestUser {
  id: string;
  email: string;
  token: string;
}
interface TestAccount {
  id: string;
  owner: TestUser;
}
interface TestPlatform {
  http: ReturnType<typeof supertest>;
  createUser(options?: { persona?: string | null }): Promise<TestUser>;
  createAccount(options?: { owner?: TestUser; name?: string }): Promise<TestAccount>;
}

export type Method = 'get' | 'post' | 'patch' | 'delete';

export function caller(platform: TestPlatform) {
  return (user: { token: string }, accountId: string, method: Method, path: string, body?: object) => {
    const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });
    return body === undefined ? request : request.send(body);
  };
}

export interface InvestorSetup {
  fund: TestAccount;
  investor: TestUser;
  investorId: string;
}

/** An investor (persona INVESTOR) owning their fund's account, with a profile there. */
export async function createInvestor(platform: TestPlatform, name = 'Fund'): Promise<InvestorSetup> {
  const user = await platform.createUser({ persona: 'INVESTOR' });
  const fund = await platform.createAccount({ name, owner: user });
  const profile = await caller(platform)(fund.owner, fund.id, 'post', '/investors/profile', { userId: user.id, investorType: 'vc' });
  expect(profile.status).toBe(201);
  return { fund, investor: fund.owner, investorId: profile.body.data.id as string };
}

/** The company grants the investor (every permission unless told). */
export async function grant(platform: TestPlatform, company: TestAccount, investorId: string, permissions = GRANTABLE_PERMISSIONS): Promise<string> {
  const response = await caller(platform)(company.owner, company.id, 'post', '/investors/access', { investorId, companyId: company.id, permissions });
  expect(response.status).toBe(201);
  return response.body.data.id as string;
}
