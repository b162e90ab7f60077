import { Suspense, lazy, useMemo, type ComponentType } from 'react';
import { Navigate, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { MatchedRouteContext } from './matched-route.js';
import { RootFrame } from './RootFrame.js';
import { PublicPage } from './layout/PublicPage.js';
import { Landing } from '../features/public/Landing.js';
import { AppFrameGate, CATCH_ALL_ROUTE } from './AppFrameGate.js';
import { MARKETING_PATHS } from '../features/public/marketing/paths.js';

/** A route of the shell: `lazy` loads its component when first visited. */
export type ShellRoute = Omit<RouteObject, 'lazy' | 'children' | 'index'> & {
  index?: boolean;
  lazy?: () => Promise<{ Component: ComponentType }>;
  children?: ShellRoute[];
};

/** A lazily loaded page: the module's default export is the route's component. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The route table. Public entry pages are in the first bundle; everything else (the app frame,
 * the dashboard, module routes) is loaded when first visited. It is rendered by `AppRoutes` in
 * react-router's declarative mode: the data router (createBrowserRouter) weighs about 18 KB of
 * gzipped JS that every public page paid for, and the shell used none of its loaders or actions.
 */
export const routes: ShellRoute[] = [
  {
    element: <RootFrame />,
    children: [
      {
        path: '/',
        element: (
          <PublicPage>
            <Landing />
          </PublicPage>
        ),
      },
      // Sign-in screens: their own light layout, each page loaded when visited.
      { path: '/login', lazy: page(() => import('../features/auth/LoginPage.js')) },
      { path: '/register', lazy: page(() => import('../features/auth/RegisterPage.js')) },
      { path: '/forgot-password', lazy: page(() => import('../features/auth/ForgotPasswordPage.js')) },
      { path: '/reset-password', lazy: page(() => import('../features/auth/ResetPasswordPage.js')) },
      { path: '/2fa', lazy: page(() => import('../features/auth/TwoFactorPage.js')) },
      { path: '/verify-email', lazy: page(() => import('../features/auth/VerifyEmailPage.js')) },
      { path: '/email-verification-required', lazy: page(() => import('../features/auth/EmailVerificationRequiredPage.js')) },
      // Documentation: public, without the app frame (the API reference itself is a server page).
      { path: '/docs', lazy: page(() => import('../features/docs/DocsPage.js')) },
      { path: '/app', element: <Navigate to="/dashboard" replace /> },
      // Comparison pages (finance-and-growth.md section 2), public and lazily loaded; the /vs/* pages redirect.
      { path: '/competitors', lazy: page(() => import('../features/public/competitors/CompetitorsPage.js')) },
      { path: '/competitors/:page', lazy: page(() => import('../features/public/competitors/ComparisonPage.js')) },
      // Placeholders for the features of finance-and-growth.md section 2 that are not built yet.
      { path: '/coming-soon/:feature', lazy: page(() => import('../features/public/coming-soon/ComingSoonPage.js')) },
      // The public site (issue 21): startup directory and profiles, the affiliate program.
      { path: '/business-directory', lazy: page(() => import('../features/public/site/BusinessDirectoryPage.js')) },
      { path: '/businesses/:slug', lazy: page(() => import('../features/public/site/BusinessProfilePage.js')) },
      { path: '/affiliate-program', lazy: page(() => import('../features/public/site/AffiliateProgramPage.js')) },
      // Marketing pages (platform.md section 2), one component named by the path, content per language in its own chunk.
      ...MARKETING_PATHS.map((path) => ({ path, lazy: page(() => import('../features/public/marketing/MarketingPage.js')) })),
      // The documentation tree (platform.md section 2).
      { path: '/docs/:section/:page', lazy: page(() => import('../features/docs/DocsArticlePage.js')) },
      ...['jira', 'monday', 'asana', 'trello', 'clickup'].map((vendor) => ({ path: `/vs/${vendor}`, element: <Navigate to="/competitors/agile-survival" replace /> })),
      {
        element: <AppFrameGate />,
        children: [
          { path: '/dashboard', lazy: async () => ({ Component: (await import('../features/dashboard/DashboardRoute.js')).DashboardRoute }) },
          { path: '/accept-invitation', lazy: page(() => import('../features/account/AcceptInvitationPage.js')) },
          { path: '/account-switch', lazy: page(() => import('../features/account/AccountSwitchPage.js')) },
          { path: '/profile', lazy: page(() => import('../features/account/ProfilePage.js')) },
          { path: '/manage-users-teams', lazy: page(() => import('../features/account/ManageUsersTeamsPage.js')) },
          { path: '/account-settings', lazy: page(() => import('../features/account/AccountSettingsPage.js')) },
          { path: '/dev/mailbox', lazy: page(() => import('../features/dev/DevMailboxPage.js')) },
          // Pricing works signed out (public header) and signed in; billing and integrations need a sign-in.
          { path: '/pricing', lazy: page(() => import('../features/pricing/PricingPage.js')) },
          { path: '/billing', lazy: page(() => import('../features/billing/BillingPage.js')) },
          // Integrations (issue 22): a hub of five areas; the revenue integrations that lived at /integrations are /integrations/financial
          // (the hub links there); /integrations/development is the agile module's route.
          { path: '/integrations', lazy: page(() => import('../features/integrations/IntegrationsHubPage.js')) },
          { path: '/integrations/financial', lazy: page(() => import('../features/integrations/IntegrationsPage.js')) },
          { path: '/integrations/communication', lazy: async () => ({ Component: (await import('../features/integrations/WebhooksPage.js')).CommunicationIntegrationsPage }) },
          { path: '/integrations/analytics', lazy: async () => ({ Component: (await import('../features/integrations/WebhooksPage.js')).AnalyticsIntegrationsPage }) },
          { path: '/integrations/api', lazy: page(() => import('../features/integrations/ApiKeysPage.js')) },
          { path: '/account-settings/features', lazy: page(() => import('../features/features/FeaturesPage.js')) },
          { path: '/support', lazy: page(() => import('../features/support/SupportPage.js')) },
          { path: '/admin/dashboard', lazy: page(() => import('../features/admin/AdminDashboardPage.js')) },
          { path: '/admin/support-tickets', lazy: page(() => import('../features/admin/SupportTicketsPage.js')) },
          // The affiliate program's rules, refunds and payouts (super admins; issue 21).
          { path: '/admin/affiliate-program', lazy: page(() => import('../features/affiliate/AffiliateAdminPage.js')) },
          { path: '/enterprise/admin', lazy: page(() => import('../features/admin/EnterpriseAdminPage.js')) },
          // finance-and-growth.md section 6: persona AFFILIATE, admin roles or access:affiliate_dashboard.
          { path: '/affiliate-dashboard', lazy: page(() => import('../features/affiliate/AffiliateDashboardPage.js')) },
          // Governance: approvals, the audit trail and the roles matrix.
          { path: '/governance/approvals', lazy: page(() => import('../features/approvals/ApprovalsPage.js')) },
          { path: '/audit-trail', lazy: page(() => import('../features/approvals/AuditTrailPage.js')) },
          { path: '/roles', lazy: page(() => import('../features/approvals/RolesPage.js')) },
          // Retro action items across the account, mail preferences and the one-click unsubscribe (works signed out).
          { path: '/action-items', lazy: page(() => import('../features/action-items/ActionItemsPage.js')) },
          { path: '/email/preferences', lazy: page(() => import('../features/email/EmailPreferencesPage.js')) },
          { path: '/email/unsubscribe', lazy: page(() => import('../features/email/UnsubscribePage.js')) },
          // The assistant (feature ai_survival_assistant, PRO and ENTERPRISE).
          { path: '/ai-assistant', lazy: page(() => import('../features/assistant/AssistantPage.js')) },
          { path: '/ai-assistant/query', lazy: page(() => import('../features/assistant/QueryPage.js')) },
          { path: '/ai-assistant/predictive', lazy: page(() => import('../features/assistant/PredictivePage.js')) },
          { path: '/ai-assistant/insights', lazy: page(() => import('../features/assistant/InsightsPage.js')) },
          { path: '/ai-assistant/meetings', lazy: page(() => import('../features/assistant/MeetingsPage.js')) },
          // Governance: comments and threads, version history (issue 22).
          { path: '/comments', lazy: page(() => import('../features/comments/CommentsPage.js')) },
          { path: '/versions', lazy: page(() => import('../features/comments/VersionsPage.js')) },
          // Everything else: a module's route (loaded at run time) or 'Page not found'.
          { id: CATCH_ALL_ROUTE, path: '*', lazy: async () => ({ Component: (await import('../federation/ModuleRouteOutlet.js')).ModuleRouteOutlet }) },
        ],
      },
    ],
  },
];

/** A `lazy` route becomes an element that suspends until its chunk is loaded. */
function toElementRoutes(list: ShellRoute[]): RouteObject[] {
  return list.map(({ lazy: load, children, index, ...rest }) => {
    let element = rest.element;
    if (load) {
      const Page = lazy(async () => ({ default: (await load()).Component }));
      // Navigations run in a transition, so the page being left stays on screen while the next loads.
      element = (
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      );
    }
    if (index) return { ...rest, index: true, element } as RouteObject;
    return { ...rest, element, ...(children ? { children: toElementRoutes(children) } : {}) } as RouteObject;
  });
}

export const elementRoutes = toElementRoutes(routes);

/** The shell's routes under a `<BrowserRouter>`; tells the frame which route matched (MatchedRouteContext). */
export function AppRoutes() {
  const location = useLocation();
  const matchedId = useMemo(() => matchRoutes(elementRoutes, location)?.at(-1)?.route.id, [location]);
  const element = useRoutes(elementRoutes, location);
  return <MatchedRouteContext.Provider value={matchedId}>{element}</MatchedRouteContext.Provider>;
}
