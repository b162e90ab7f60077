/**
 * @suite/sdk: the contract between the platform and its domain modules, and everything both
 * sides share. This entry is isomorphic and light (it is shared with the browser): request
 * schemas live in '@suite/sdk/schemas', server helpers in '@suite/sdk/server', React code in
 * '@suite/sdk/web'.
 */
export * from './contract/index.js';
export * from './domain/index.js';
export * from './format/numbers.js';
export * from './format/days.js';
export * from './permissions/index.js';
export * from './i18n/languages.js';
export * from './realtime/events.js';
export * from './endpoints/index.js';
export type { HealthStatus, SystemConfig, SystemFeatures, SystemModules } from './schemas/system.js';
export type { AuthTokensPayload, UserProfile, AccountSummary, MembershipView, SessionResponse, SignInResult, TwoFactorRequired, InvitationView } from './schemas/identity.js';
export type { RefreshResult, DemoLoginResult, TwoFactorSetupResult, AuthSessionView, SwitchAccountResult, SessionMetricsView, SessionAuditLogView, LoginAttemptView, SuspiciousActivityResult, LockStatusView } from './schemas/identity.js';
export type { MyAccountView, AccountDetail, AccountLimitsView, AccountStats, AuditLogEntryView, AuditLogPageView, AvailabilityView, AccountUserView, DirectoryUserView, InvitationAcceptResult, ContactAdminResult } from './schemas/identity.js';
export { DELETE_PROFILE_CONFIRMATION } from './schemas/identity-constants.js';
export type { PricingPlanView, PricingView, PromotionView, PromotionValidationView, AdditionalUserPriceView, UpgradePreviewView, CartItemView, CartDiscountView, CartView, LocalCartItem, LocalCart, CartMergeResult, PaymentMethodView, SubscriptionView, InvoiceLineView, InvoiceView, InvoiceListView, CheckoutResultView, CheckoutPendingView, CheckoutOutcome, SubscriptionChangeView, PaymentMethodRequiredDetails, UsageMeter, BillingUsageView, BillableUserView } from './schemas/billing.js';
export type { RevenueIntegrationView, RevenueImportResultView, RevenueSyncResultView, RevenueMonthView, RevenueMetricsView, RevenueTransactionView, RevenueTransactionPageView, RevenueCustomerView, RevenueCustomerPageView } from './schemas/billing.js';
export type { AddCartItemBody, UpdateCartItemBody, MergeCartBody, AddPaymentMethodBody, CheckoutBody, CheckoutSessionBody, UpdateSubscriptionBody, CancelSubscriptionBody, ValidatePromotionBody, ApplyPromotionBody, PreviewUpgradeBody, CreateRevenueIntegrationBody, UpdateRevenueIntegrationBody, ImportRevenueCsvBody } from './schemas/billing.js';
export type { AvailableFeatureView, AvailableFeaturesView, AccountFeaturesView, FeatureIssueCode, FeatureSelectionIssue, FeatureValidationResult, OnboardingCompanyView, OnboardingStatusView, SupportRequestResult, SupportTicketMessageView, SupportTicketView, SupportTicketDetailView, SupportTicketPageView, SalesContactResult, EnterpriseOverviewView, EnterpriseSessionView, LockedUserView, EnterpriseAuditLogPageView, DevOverrides, DevToolsStateView } from './schemas/admin.js';
export * from './schemas/admin-constants.js';
// Comments and versions of modules' objects (issue 22): the declarations, errors, endpoints and shapes.
export * from './contract/governed-objects.js';
export { CommentErrors, VersionErrors } from './domain/errors/comment-errors.js';
export * from './endpoints/comments-versions.js';
export type { GovernedObjectView, CommentView, ThreadView, ObjectCommentsView, ThreadSummary, ThreadListView, CommentHistoryEntry, MentionView, MentionsView, ObjectTypeView, VersionSummary, VersionListView, ObjectVersionsView, VersionChange, VersionDetailView, ThreadStatus, CommentAction, CreateCommentBody, EditCommentBody } from './schemas/comments-versions.js';
export { COMMENT_MAX_LENGTH, THREAD_STATUSES, CommentEvents } from './schemas/comments-versions.js';
