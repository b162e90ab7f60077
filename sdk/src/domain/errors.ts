/**
 * Every error text of the spec catalogues, once. These are sentences users read: never rewrite
 * them inline. Texts with a value in them are functions.
 *
 * One file per catalogue, so a bundle carries only the catalogues its code uses (webpack keeps a
 * module's used exports whole, whichever chunk used them).
 */

export { HttpErrors } from './http-errors.js';
export { AuthErrors } from './errors/auth-errors.js';
export { SessionErrors } from './errors/session-errors.js';
export { AccessErrors } from './errors/access-errors.js';
export { InvitationPageTexts } from './errors/invitation-page-texts.js';
export { AccountErrors } from './errors/account-errors.js';
export { LimitErrors } from './errors/limit-errors.js';
export { BillingErrors } from './errors/billing-errors.js';
export { FeatureErrors } from './errors/feature-errors.js';
export { DevToolsErrors } from './errors/dev-tools-errors.js';
export { OnboardingErrors } from './errors/onboarding-errors.js';
export { SalesContactErrors } from './errors/sales-contact-errors.js';
export { SupportErrors } from './errors/support-errors.js';
export { PublicSiteErrors } from './errors/public-site-errors.js';
export { DashboardErrorKeys } from './errors/dashboard-error-keys.js';
export { ConnectionTexts } from './errors/connection-texts.js';
export { ShellTexts } from './errors/shell-texts.js';
export { CommentErrors, VersionErrors } from './errors/comment-errors.js';
export { IntegrationErrors } from './errors/integration-errors.js';
export { ApprovalErrors } from './errors/approval-errors.js';
