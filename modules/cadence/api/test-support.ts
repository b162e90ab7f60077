import type supertest from 'supertest';

/** What the helpers need of the test platform (@suite/testing, which only test files import). */
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
  createUser(): Promise<TestUser>;
  createAccount(options: { name: string; plan: 'PRO' }): Promise<TestAccount>;
  addMember(account: TestAccount, user: TestUser, role: 'MEMBER' | 'OBSERVER', permissions?: string[]): Promise<void>;
  tokenFor(user: TestUser, accountId: string): Promise<string>;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** An account with a founder (owner), a manager (people permission), three members and an observer. */
export interface CadenceCompany {
  account: TestAccount;
  owner: TestUser;
  manager: TestUser;
  report: TestUser;
  peer: TestUser;
  peer2: TestUser;
  observer: TestUser;
}

export async function createCompany(platform: TestPlatform, name: string): Promise<CadenceCompany> {
  const account = await platform.createAccount({ name, plan: 'PRO' });
  const member = async (role: 'MEMBER' | 'OBSERVER', permissions: string[] = []) => {
    const user = await platform.createUser();
    await platform.addMember(account, user, role, permissions);
    return { ...user, token: await platform.tokenFor(user, account.id) };
  };
  return {
    account,
    owner: account.owner,
    manager: await member('MEMBER', ['page:users_teams']),
    report: await member('MEMBER'),
    peer: await member('MEMBER'),
    peer2: await member('MEMBER'),
    observer: await member('OBSERVER'),
  };
}

/** A caller: `as(user, account)('post', path, body)` answers supertest's response. */
export function caller(platform: TestPlatform, user: TestUser, accountId: string) {
  return (method: Method, path: string, body?: object) => {
    const request = platform.http[method](`/api${path}`).set({ Authorization: `Bearer ${user.token}`, 'X-Tenant-ID': accountId });
    return body === undefined ? request : request.send(body);
  };
}
