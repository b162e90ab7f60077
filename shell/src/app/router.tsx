import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootFrame } from './RootFrame.js';
import { PublicPage } from './layout/PublicPage.js';
import { Landing } from '../features/public/Landing.js';
import { AppFrameGate, CATCH_ALL_ROUTE } from './AppFrameGate.js';

/** A lazily loaded page: the module's default export is the route's component. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * The data router. Public entry pages are in the first bundle; everything else (the app frame,
 * the dashboard, module routes) is loaded when first visited.
 */
export const routes: RouteObject[] = [
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
          { path: '/integrations', lazy: page(() => import('../features/integrations/IntegrationsPage.js')) },
          { path: '/account-settings/features', lazy: page(() => import('../features/features/FeaturesPage.js')) },
          { path: '/support', lazy: page(() => import('../features/support/SupportPage.js')) },
          { path: '/admin/dashboard', lazy: page(() => import('../features/admin/AdminDashboardPage.js')) },
          { path: '/admin/support-tickets', lazy: page(() => import('../features/admin/SupportTicketsPage.js')) },
          { path: '/enterprise/admin', lazy: page(() => import('../features/admin/EnterpriseAdminPage.js')) },
          // Everything else: a module's route (loaded at run time) or 'Page not found'.
          { id: CATCH_ALL_ROUTE, path: '*', lazy: async () => ({ Component: (await import('../federation/ModuleRouteOutlet.js')).ModuleRouteOutlet }) },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
