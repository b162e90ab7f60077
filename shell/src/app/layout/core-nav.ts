import type { NavSection } from '@suite/sdk';

/**
 * The shell's own sidebar sections. Account Management is for owners, admins and members with
 * the users-teams or billing rights (platform.md section 6): each entry carries the right that
 * opens its page, and a section with no visible entry is not shown. A rule holds one right, so
 * Profile is listed here for those who manage people (everyone reaches it from the user menu).
 * Billing is for those who may view it; Integrations is for every signed-in user, so it sits
 * beside the dashboard rather than in a section some users do not see.
 */
export const coreNav: NavSection[] = [
  {
    id: 'home',
    titleKey: '',
    order: 0,
    items: [
      { path: '/dashboard', labelKey: 'nav.dashboard', icon: 'dashboard' },
      { path: '/integrations', labelKey: 'nav.integrations', icon: 'plug' },
    ],
  },
  {
    id: 'account',
    titleKey: 'nav.account',
    order: 900,
    items: [
      { path: '/account-settings', labelKey: 'nav.accountSettings', icon: 'settings', visibility: { can: ['view', 'AccountSettings'] } },
      { path: '/manage-users-teams', labelKey: 'nav.usersTeams', icon: 'users', visibility: { can: ['view', 'UsersTeams'] } },
      { path: '/billing', labelKey: 'nav.billing', icon: 'credit-card', visibility: { can: ['view', 'Billing'] } },
      { path: '/profile', labelKey: 'nav.profile', icon: 'user-star', visibility: { can: ['view', 'UsersTeams'] } },
    ],
  },
  {
    // Enterprise (platform.md section 6): the enterprise plan, the permission and the enterprise_survival feature.
    id: 'enterprise',
    titleKey: 'nav.enterprise',
    order: 940,
    visibility: { plans: ['ENTERPRISE'], features: ['enterprise_survival'], can: ['view', 'EnterpriseAdmin'] },
    items: [{ path: '/enterprise/admin', labelKey: 'nav.enterpriseAdmin', icon: 'building' }],
  },
  {
    // Feature toggles for account admins; Admin Dashboard and Support Tickets for super admins and owners.
    id: 'admin',
    titleKey: 'nav.admin',
    order: 950,
    items: [
      { path: '/account-settings/features', labelKey: 'nav.features', icon: 'toggle', visibility: { can: ['update', 'FeatureFlags'] } },
      { path: '/admin/dashboard', labelKey: 'nav.adminDashboard', icon: 'shield', visibility: { can: ['read', 'SupportTickets'] } },
      { path: '/admin/support-tickets', labelKey: 'nav.supportTickets', icon: 'lifebuoy', visibility: { can: ['read', 'SupportTickets'] } },
    ],
  },
  {
    id: 'help',
    titleKey: 'nav.help',
    order: 1000,
    items: [{ path: '/support', labelKey: 'nav.contactSupport', icon: 'help' }],
  },
];
