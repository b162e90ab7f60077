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
      // Every open retrospective action item of the account (agile's, so shown while agile is on).
      { path: '/action-items', labelKey: 'nav.actionItems', icon: 'checklist', visibility: { features: ['agile_survival'] } },
    ],
  },
  {
    // AI & Automation (platform.md section 6: feature ai_survival_assistant, PRO and ENTERPRISE).
    id: 'ai',
    titleKey: 'nav.aiAutomation',
    order: 800,
    visibility: { features: ['ai_survival_assistant'] },
    items: [
      { path: '/ai-assistant', labelKey: 'nav.aiAssistant', icon: 'sparkles' },
      { path: '/ai-assistant/query', labelKey: 'nav.aiQuery', icon: 'message-circle' },
      { path: '/ai-assistant/predictive', labelKey: 'nav.aiPredictive', icon: 'chart-line' },
      { path: '/ai-assistant/insights', labelKey: 'nav.aiInsights', icon: 'target' },
      { path: '/ai-assistant/meetings', labelKey: 'nav.aiMeetings', icon: 'calendar' },
    ],
  },
  {
    // Affiliate Program (platform.md section 6: feature affiliate_program and persona affiliate; super admin sees it too).
    id: 'affiliate',
    titleKey: 'nav.affiliateProgram',
    order: 850,
    visibility: { features: ['affiliate_program'], personas: ['AFFILIATE'] },
    items: [
      { path: '/affiliate-dashboard', labelKey: 'nav.affiliateDashboard', icon: 'coin' },
      { path: '/affiliate-program', labelKey: 'nav.affiliateHowItWorks', icon: 'help' },
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
    // Governance (platform.md section 6: owner, admin). The audit trail's entries need ENTERPRISE
    // (its page says so on other plans); /roles is read from the server's own rules.
    id: 'governance',
    titleKey: 'nav.governance',
    order: 860,
    visibility: { can: ['read', 'Governance'] },
    items: [
      { path: '/governance/approvals', labelKey: 'nav.approvals', icon: 'checklist' },
      { path: '/audit-trail', labelKey: 'nav.auditTrail', icon: 'file-search' },
      { path: '/roles', labelKey: 'nav.roles', icon: 'key' },
      { path: '/comments', labelKey: 'nav.comments', icon: 'messages' },
      { path: '/versions', labelKey: 'nav.versions', icon: 'history' },
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
