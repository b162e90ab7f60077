import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@suite/sdk';
import { demoAccountsByCompany, demoPermissions } from './DemoAccountsList.js';

describe('the demo-accounts panel data (platform.md section 6)', () => {
  it('groups every demo account under its company, Free, Pro and Enterprise first', () => {
    const groups = demoAccountsByCompany();
    expect(groups.map((group) => [group.name, group.plan])).toEqual([
      ['Northwind Studio', 'FREE'],
      ['Acme Robotics', 'PRO'],
      ['Globex Corporation', 'ENTERPRISE'],
      ['Blue Harbor Ventures', 'FREE'],
      ['Referral Partners', 'FREE'],
    ]);
    expect(groups.flatMap((group) => group.accounts)).toHaveLength(DEMO_ACCOUNTS.length);
  });

  it('shows Admin, Team Lead, Facilitator, Member and Observer on Free and Pro, Admin and Member on Enterprise', () => {
    const labels = Object.fromEntries(demoAccountsByCompany().map((group) => [group.plan + ':' + group.name, group.accounts.map((account) => account.label)]));
    expect(labels['FREE:Northwind Studio']).toEqual(['admin', 'teamLead', 'facilitator', 'member', 'observer']);
    expect(labels['PRO:Acme Robotics']).toEqual(expect.arrayContaining(['admin', 'teamLead', 'facilitator', 'member', 'observer']));
    expect(labels['ENTERPRISE:Globex Corporation']).toEqual(['admin', 'member']);
  });

  it("lists the investor's access to the demo company among its permissions", () => {
    const investor = DEMO_ACCOUNTS.find((account) => account.label === 'investor')!;
    expect(demoPermissions(investor)).toContain('access:investor_dashboard');
    const lead = DEMO_ACCOUNTS.find((account) => account.label === 'teamLead')!;
    expect(demoPermissions(lead)).toEqual(['page:users_teams', 'action_items:create', 'action_items:assign']);
  });
});
