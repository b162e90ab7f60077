import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_INVESTOR_ACCESS, DEMO_PASSWORD, type DemoDirectory, type Logger } from '@suite/sdk';
import { startTestPlatform, type TestPlatform } from '../../testing/index.js';
import { createLogger } from '../../logger.js';
import { verifyPassword } from '../auth/passwords.js';
import { seedDemoData } from './seed.js';

let platform: TestPlatform;
let demo: DemoDirectory | null;
const log = createLogger('silent') as unknown as Logger;

interface SeededMember {
  email: string;
  password_hash: string;
  email_verified_at: Date | null;
  primary_persona: string;
  first_name: string;
  last_name: string;
  status: string;
  role: string;
  permissions: string[];
  membership_status: string;
  slug: string;
  plan: string;
  user_id: string;
  account_id: string;
}

async function seededMembers(): Promise<SeededMember[]> {
  return platform
    .db('core.memberships as m')
    .join('core.users as u', 'u.id', 'm.user_id')
    .join('core.accounts as a', 'a.id', 'm.account_id')
    .select('u.email', 'u.password_hash', 'u.email_verified_at', 'u.primary_persona', 'u.first_name', 'u.last_name', 'u.status', 'm.role', 'm.permissions', 'm.status as membership_status', 'a.slug', 'a.plan', 'm.user_id', 'm.account_id');
}

beforeAll(async () => {
  platform = await startTestPlatform();
  demo = await seedDemoData(platform.db, [], log, platform.clock.now);
});
afterAll(() => platform?.close());

describe('the demo seed', () => {
  it('creates the demo companies on their plans, each owned by its OWNER', async () => {
    const accounts = await platform.db('core.accounts').orderBy('slug').select('id', 'name', 'slug', 'plan', 'owner_id', 'status');
    expect(accounts.map((a: { slug: string; name: string; plan: string }) => [a.slug, a.name, a.plan])).toEqual(
      Object.values(DEMO_COMPANIES)
        .map((c) => [c.slug, c.name, c.plan])
        .sort((x, y) => x[0]!.localeCompare(y[0]!)),
    );
    const members = await seededMembers();
    for (const account of accounts) {
      expect(members.find((m) => m.account_id === account.id && m.role === 'OWNER')?.user_id, account.slug).toBe(account.owner_id);
    }
  });

  it('creates every demo user verified, able to sign in with the demo password, with the right role and permissions in the right account', async () => {
    const members = await seededMembers();
    const hashes = new Set(members.map((m) => m.password_hash));
    expect(hashes.size).toBe(1); // one shared password, hashed once
    expect(await verifyPassword([...hashes][0]!, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword([...hashes][0]!, 'wrong-password')).toBe(false);
    for (const person of DEMO_ACCOUNTS) {
      const row = members.find((m) => m.email === person.email && m.slug === DEMO_COMPANIES[person.account].slug);
      expect(row, person.email).toBeDefined();
      expect(row).toMatchObject({
        first_name: person.firstName,
        last_name: person.lastName,
        primary_persona: person.persona,
        status: 'ACTIVE',
        role: person.role,
        permissions: person.permissions,
        membership_status: 'ACTIVE',
        plan: DEMO_COMPANIES[person.account].plan,
      });
      expect(row!.email_verified_at).not.toBeNull();
    }
    expect(members).toHaveLength(DEMO_ACCOUNTS.length + 1);
  });

  it('gives the investor observer access with investor rights to the demo company', async () => {
    const row = (await seededMembers()).find((m) => m.email === DEMO_INVESTOR_ACCESS.email && m.slug === DEMO_COMPANIES[DEMO_INVESTOR_ACCESS.account].slug);
    expect(row).toMatchObject({ role: 'OBSERVER', permissions: ['access:investor_dashboard'] });
  });

  it('lets each demo user act in their account with their role through the API', async () => {
    for (const person of DEMO_ACCOUNTS) {
      const account = demo!.accounts[person.account]!;
      const user = { id: account.users[person.email]!, email: person.email, token: '' };
      const response = await platform.http
        .get('/api/accounts/current')
        .set({ Authorization: `Bearer ${await platform.tokenFor(user, account.id)}`, 'X-Tenant-ID': account.id });
      expect(response.status, person.email).toBe(200);
      expect(response.body.data).toMatchObject({ id: account.id, role: person.role, plan: DEMO_COMPANIES[person.account].plan });
    }
  });

  it('fills the demo directory with accounts by key and users by label and by email', async () => {
    const members = await seededMembers();
    expect(Object.keys(demo!.accounts).sort()).toEqual(Object.keys(DEMO_COMPANIES).sort());
    for (const person of DEMO_ACCOUNTS) {
      const entry = demo!.accounts[person.account]!;
      const userId = members.find((m) => m.email === person.email)!.user_id;
      expect(entry.plan).toBe(DEMO_COMPANIES[person.account].plan);
      expect(entry.users[person.label]).toBe(userId);
      expect(entry.users[person.email]).toBe(userId);
    }
    const investorId = members.find((m) => m.email === DEMO_INVESTOR_ACCESS.email)!.user_id;
    expect(demo!.accounts[DEMO_INVESTOR_ACCESS.account]!.users.investor).toBe(investorId);
  });

  it('does nothing when accounts already exist', async () => {
    const before = await platform.db('core.users').count('* as n').first();
    expect(await seedDemoData(platform.db, [], log, platform.clock.now)).toBeNull();
    expect(await platform.db('core.users').count('* as n').first()).toEqual(before);
  });
});
