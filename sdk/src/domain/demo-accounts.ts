import type { AccountRole } from './roles.js';
import type { Persona } from './personas.js';
import type { PlanId } from './plans.js';

/**
 * The seeded demo accounts (spec/DECISIONS.md, "Seeded demo data"), shown on the login page's
 * demo panel and in the README. One shared password; every address is at demo.suite.test.
 */
export const DEMO_PASSWORD = 'DemoPass123!';

export type DemoRoleLabel = 'admin' | 'teamLead' | 'facilitator' | 'member' | 'observer' | 'founder' | 'investor' | 'affiliate';

export interface DemoAccount {
  /** Key of the account it belongs to (see DEMO_COMPANIES). */
  account: keyof typeof DEMO_COMPANIES;
  email: string;
  firstName: string;
  lastName: string;
  /** The label the demo panel shows (Admin, Team Lead, ...). */
  label: DemoRoleLabel;
  role: AccountRole;
  persona: Persona;
  /** Named permissions of the membership (platform.md section 6). */
  permissions: string[];
}

export const DEMO_COMPANIES = {
  free: { name: 'Northwind Studio', slug: 'northwind-studio', plan: 'FREE' as PlanId },
  pro: { name: 'Acme Robotics', slug: 'acme-robotics', plan: 'PRO' as PlanId },
  enterprise: { name: 'Globex Corporation', slug: 'globex', plan: 'ENTERPRISE' as PlanId },
  ventures: { name: 'Blue Harbor Ventures', slug: 'blue-harbor-ventures', plan: 'FREE' as PlanId },
  partners: { name: 'Referral Partners', slug: 'referral-partners', plan: 'FREE' as PlanId },
} as const;

const TEAM_LEAD = ['page:users_teams', 'action_items:create', 'action_items:assign'];

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { account: 'free', email: 'admin.free@demo.suite.test', firstName: 'Alex', lastName: 'Morgan', label: 'admin', role: 'OWNER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'free', email: 'lead.free@demo.suite.test', firstName: 'Sam', lastName: 'Rivera', label: 'teamLead', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: TEAM_LEAD },
  { account: 'free', email: 'facilitator.free@demo.suite.test', firstName: 'Jordan', lastName: 'Lee', label: 'facilitator', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: ['action_items:create'] },
  { account: 'free', email: 'member.free@demo.suite.test', firstName: 'Casey', lastName: 'Kim', label: 'member', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'free', email: 'observer.free@demo.suite.test', firstName: 'Riley', lastName: 'Chen', label: 'observer', role: 'OBSERVER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'pro', email: 'founder@demo.suite.test', firstName: 'Maya', lastName: 'Patel', label: 'founder', role: 'OWNER', persona: 'FOUNDER', permissions: [] },
  { account: 'pro', email: 'admin.pro@demo.suite.test', firstName: 'Taylor', lastName: 'Brooks', label: 'admin', role: 'ADMIN', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'pro', email: 'lead.pro@demo.suite.test', firstName: 'Chris', lastName: 'Novak', label: 'teamLead', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: TEAM_LEAD },
  { account: 'pro', email: 'facilitator.pro@demo.suite.test', firstName: 'Dana', lastName: 'Okafor', label: 'facilitator', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: ['action_items:create'] },
  { account: 'pro', email: 'member.pro@demo.suite.test', firstName: 'Elliot', lastName: 'Garcia', label: 'member', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'pro', email: 'observer.pro@demo.suite.test', firstName: 'Frankie', lastName: 'Dubois', label: 'observer', role: 'OBSERVER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'enterprise', email: 'admin.enterprise@demo.suite.test', firstName: 'Grace', lastName: 'Hopper', label: 'admin', role: 'OWNER', persona: 'FOUNDER', permissions: [] },
  { account: 'enterprise', email: 'member.enterprise@demo.suite.test', firstName: 'Hugo', lastName: 'Martin', label: 'member', role: 'MEMBER', persona: 'TEAM_MEMBER', permissions: [] },
  { account: 'ventures', email: 'investor@demo.suite.test', firstName: 'Irene', lastName: 'Adler', label: 'investor', role: 'OWNER', persona: 'INVESTOR', permissions: [] },
  { account: 'partners', email: 'affiliate@demo.suite.test', firstName: 'Jules', lastName: 'Bernard', label: 'affiliate', role: 'OWNER', persona: 'AFFILIATE', permissions: [] },
];

/** The investor also sees the demo company (Acme Robotics) as an observer with investor access. */
export const DEMO_INVESTOR_ACCESS = { email: 'investor@demo.suite.test', account: 'pro' as const, role: 'OBSERVER' as AccountRole, permissions: ['access:investor_dashboard'] };
