import type { Knex } from 'knex';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_INVESTOR_ACCESS, DEMO_PASSWORD, type ApiPlugin, type CapabilityRegistry, type DemoDirectory, type Logger } from '@suite/sdk';
import { createTenantScope } from '../tenancy/scope.js';
import { hashPassword } from '../auth/passwords.js';

type CompanyKey = keyof typeof DEMO_COMPANIES;

/** What the demo companies look like beyond their name (the investor directory and settings show it). */
const COMPANY_PROFILES: Record<CompanyKey, { type: 'ENTERPRISE' | 'TEAM'; additionalUsers: number; company: Record<string, string> }> = {
  free: { type: 'TEAM', additionalUsers: 0, company: { name: 'Northwind Studio', stage: 'Pre-seed', founded: '2024', website: 'https://northwind.example' } },
  // Six demo users plus the investor: PRO includes 5 users, so the demo bought 5 more.
  pro: { type: 'TEAM', additionalUsers: 5, company: { name: 'Acme Robotics', stage: 'Seed', founded: '2022', website: 'https://acme-robotics.example' } },
  enterprise: { type: 'ENTERPRISE', additionalUsers: 0, company: { name: 'Globex Corporation', stage: 'Series C', founded: '2015', website: 'https://globex.example' } },
  ventures: { type: 'TEAM', additionalUsers: 0, company: { name: 'Blue Harbor Ventures', stage: 'Fund II', founded: '2019', website: 'https://blueharbor.example' } },
  partners: { type: 'TEAM', additionalUsers: 0, company: { name: 'Referral Partners', stage: 'Bootstrapped', founded: '2023', website: 'https://referral-partners.example' } },
};

/**
 * The demo accounts of spec/DECISIONS.md ("Seeded demo data"): the companies of DEMO_COMPANIES on
 * their plans, the users of DEMO_ACCOUNTS (verified, one shared password hashed once) with their
 * personas, roles and permissions, and the investor's access to the demo company. Fills the
 * directory plugins seed from: accounts by key, users by label and by email.
 */
export async function seedDemoIdentity(trx: Knex, now: Date, passwordHash: string): Promise<DemoDirectory> {
  const demo: DemoDirectory = { accounts: {} };

  const userIds = new Map<string, string>();
  for (const person of DEMO_ACCOUNTS) {
    if (userIds.has(person.email)) continue;
    const [row] = (await trx('core.users')
      .insert({
        email: person.email,
        password_hash: passwordHash,
        first_name: person.firstName,
        last_name: person.lastName,
        primary_persona: person.persona,
        language: 'en',
        email_verified_at: now,
        password_changed_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')) as { id: string }[];
    userIds.set(person.email, row!.id);
  }

  for (const [key, company] of Object.entries(DEMO_COMPANIES) as [CompanyKey, (typeof DEMO_COMPANIES)[CompanyKey]][]) {
    const profile = COMPANY_PROFILES[key];
    const owner = DEMO_ACCOUNTS.find((person) => person.account === key && person.role === 'OWNER');
    const [account] = (await trx('core.accounts')
      .insert({
        owner_id: owner ? userIds.get(owner.email) : null,
        name: company.name,
        slug: company.slug,
        type: profile.type,
        plan: company.plan,
        additional_users: profile.additionalUsers,
        company: JSON.stringify(profile.company),
        // The demo companies are set up already: the onboarding wizard is for new accounts.
        settings: JSON.stringify({ onboardingWizardCompleted: true, onboardingCompleted: true }),
        created_at: now,
        updated_at: now,
      })
      .returning('id')) as { id: string }[];
    demo.accounts[key] = { id: account!.id, plan: company.plan, users: {} };
  }

  const join = async (key: CompanyKey, email: string, label: string, role: string, permissions: readonly string[]) => {
    const userId = userIds.get(email)!;
    const account = demo.accounts[key]!;
    await trx('core.memberships').insert({ account_id: account.id, user_id: userId, role, status: 'ACTIVE', permissions: JSON.stringify(permissions), joined_at: now });
    account.users[label] ??= userId;
    account.users[email] = userId;
  };
  for (const person of DEMO_ACCOUNTS) await join(person.account, person.email, person.label, person.role, person.permissions);
  await join(DEMO_INVESTOR_ACCESS.account, DEMO_INVESTOR_ACCESS.email, 'investor', DEMO_INVESTOR_ACCESS.role, DEMO_INVESTOR_ACCESS.permissions);
  return demo;
}

/**
 * Demo data for `npm start` on an empty database: the demo accounts and users, then each
 * plugin's example data through its seed() (with the platform's `capabilities`: a plugin that seeds
 * needs them). Skipped when any account exists.
 */
export async function seedDemoData(
  db: Knex,
  plugins: readonly ApiPlugin[],
  log: Logger,
  now: () => Date = () => new Date(),
  capabilities?: CapabilityRegistry,
): Promise<DemoDirectory | null> {
  if (!capabilities && plugins.some((plugin) => plugin.seed)) throw new Error('seeding plugins needs the platform capabilities');
  const existing = await db('core.accounts').count<{ count: number }[]>('* as count');
  if (Number(existing[0]?.count ?? 0) > 0) return null;
  // Hashed once, before the transaction opens (argon2 is deliberately slow).
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const demo = await db.transaction((trx) => seedDemoIdentity(trx, now(), passwordHash));
  for (const plugin of plugins) {
    if (!plugin.seed) continue;
    await plugin.seed({ db, scopeFor: (accountId, knex) => createTenantScope(knex ?? db, accountId), demo, capabilities: capabilities!, log, now });
  }
  log.info({ accounts: Object.keys(demo.accounts).length, users: new Set(DEMO_ACCOUNTS.map((p) => p.email)).size }, 'seeded demo data');
  return demo;
}
