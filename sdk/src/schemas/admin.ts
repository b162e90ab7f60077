import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ACCOUNT_ROLES, type AccountRole } from '../domain/roles.js';
import { PERSONAS, type Persona } from '../domain/personas.js';
import { PLAN_IDS, type PlanId } from '../domain/plans.js';
import { FEATURE_KEYS } from '../domain/features.js';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '../domain/support-validation.js';
import { FeatureErrors, SalesContactErrors, SupportErrors } from '../domain/errors.js';
import { AuditLogPageViewSchema } from './identity.js';
import { SALES_TEAM_SIZES, SUPPORT_TICKET_STATUSES, type OnboardingStep } from './admin-constants.js';

export * from './admin-constants.js';

/**
 * The per-account feature flags, onboarding, support, contact sales, enterprise admin and dev
 * tools APIs: request bodies (validated by the server from these schemas) and the shapes they
 * answer (inside the `{ success, data }` envelope). Paths are under /api.
 */

const literals = <T extends string>(values: readonly T[], options: object = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const PlanIdSchema = literals(PLAN_IDS);

// ---------- feature flags ----------

export const FeatureKeySchema = literals(FEATURE_KEYS, { errorMessage: FeatureErrors.UNKNOWN_FEATURE });
const FeatureList = Type.Array(FeatureKeySchema, { maxItems: FEATURE_KEYS.length * 2 });

/** One entry of GET /accounts/features/available. */
export const AvailableFeatureViewSchema = Type.Object({
  id: FeatureKeySchema,
  name: Type.String(),
  category: literals(['domain', 'ai', 'growth', 'enterprise'] as const),
  dependencies: Type.Array(FeatureKeySchema),
  /** The account's plan includes it. */
  planAllows: Type.Boolean(),
  /** The lowest plan that includes it (the plan to upgrade to when planAllows is false). */
  requiredPlan: PlanIdSchema,
  /** On for the account now (flag on and plan allows). */
  enabled: Type.Boolean(),
});
export type AvailableFeatureView = Static<typeof AvailableFeatureViewSchema>;

/** GET /accounts/features/available: `data.features`, the catalogue for the current account's plan. */
export const AvailableFeaturesViewSchema = Type.Object({
  accountId: Type.String(),
  plan: PlanIdSchema,
  features: Type.Array(AvailableFeatureViewSchema),
});
export type AvailableFeaturesView = Static<typeof AvailableFeaturesViewSchema>;

/** GET /accounts/features, and the answer of every feature write. */
export const AccountFeaturesViewSchema = Type.Object({
  accountId: Type.String(),
  /** The features on for the account now: flag on AND plan allows. */
  enabledFeatures: Type.Array(FeatureKeySchema),
  /** When the flags were last changed; null while the account is on its plan's defaults. */
  lastUpdated: Nullable(Type.String()),
  plan: PlanIdSchema,
  /** True while the account never chose: every feature its plan includes is on. */
  usesDefaults: Type.Boolean(),
});
export type AccountFeaturesView = Static<typeof AccountFeaturesViewSchema>;

/** PUT /accounts/features: the features to have on (the others are turned off). */
export const UpdateAccountFeaturesBody = Type.Object({ enabledFeatures: FeatureList }, { additionalProperties: false });
export type UpdateAccountFeaturesBody = Static<typeof UpdateAccountFeaturesBody>;

/** PUT /accounts/{id}/features/toggle. */
export const ToggleFeatureBody = Type.Object({ feature: FeatureKeySchema, enabled: Type.Boolean() }, { additionalProperties: false });
export type ToggleFeatureBody = Static<typeof ToggleFeatureBody>;

/** PUT /accounts/{id}/features/selection and POST /accounts/{id}/features/validate. */
export const FeatureSelectionBody = Type.Object({ selectedFeatures: FeatureList }, { additionalProperties: false });
export type FeatureSelectionBody = Static<typeof FeatureSelectionBody>;

/**
 * Why a selection is refused (errors) or deserves a second look (warnings). `message` is the
 * English sentence; the code and its values let the shell say it in the user's language.
 */
export const FeatureSelectionIssueSchema = Type.Object({
  feature: FeatureKeySchema,
  code: literals(['dependency_off', 'plan_required', 'domain_has_data'] as const),
  message: Type.String(),
  /** dependency_off: the feature it needs. */
  dependency: Type.Optional(FeatureKeySchema),
  /** plan_required: the plan to upgrade to. */
  requiredPlan: Type.Optional(PlanIdSchema),
});
export type FeatureSelectionIssue = Static<typeof FeatureSelectionIssueSchema>;
export type FeatureIssueCode = FeatureSelectionIssue['code'];

/**
 * POST /accounts/{id}/features/validate. Errors: a selected feature whose dependency is not
 * selected; a selected feature the plan does not include. Warnings: a domain that is on now, has
 * data, and would be turned off. A write refused for its errors answers 422 with the first
 * error's message and this result in `details`.
 */
export const FeatureValidationResultSchema = Type.Object({
  valid: Type.Boolean(),
  errors: Type.Array(FeatureSelectionIssueSchema),
  warnings: Type.Array(FeatureSelectionIssueSchema),
});
export type FeatureValidationResult = Static<typeof FeatureValidationResultSchema>;

// ---------- onboarding (platform.md sections 2.4 and 4) ----------


export interface OnboardingCompanyView {
  name?: string;
  stage?: string;
  founded?: string;
  website?: string;
}

/** GET /onboarding/status, and the answer of complete / skip / reset / company. */
export interface OnboardingStatusView {
  accountId: string;
  /** Either wizard flag is set (platform.md section 4). */
  isComplete: boolean;
  /**
   * Open the wizard by itself (after ONBOARDING_OPEN_DELAY_MS): the account is under
   * ONBOARDING_WINDOW_DAYS days old, neither wizard flag is set, and the user is a founder, or
   * has no persona and is the account's owner or admin.
   */
  shouldOpen: boolean;
  /** The 'Complete Setup' badge: the user is an account admin (OWNER, ADMIN) and neither flag is set. */
  showSetupBadge: boolean;
  /** The caller may complete, skip, reset and edit the company details (account admins). */
  canManage: boolean;
  settings: {
    onboardingWizardCompleted: boolean;
    onboardingWizardSkipped: boolean;
    onboardingCompleted: boolean;
  };
  /** Which steps look done: company details filled, domains chosen, someone invited, a paid plan. */
  steps: Record<OnboardingStep, boolean>;
  stepsDone: OnboardingStep[];
  company: OnboardingCompanyView;
  accountCreatedAt: string;
  /** When the wizard stops opening by itself. */
  windowEndsAt: string;
}

/** PATCH /onboarding/company: the company details step (only the fields sent change; '' clears). */
export const OnboardingCompanyBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 100 })),
    stage: Type.Optional(Type.String({ maxLength: 60 })),
    founded: Type.Optional(Type.String({ maxLength: 20 })),
    website: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);
export type OnboardingCompanyBody = Static<typeof OnboardingCompanyBody>;


// ---------- support (platform.md sections 2.4, 5 and 7) ----------

/**
 * POST /contact/support (public; signed in or out). Fields are checked in the spec's order by
 * supportRequestProblems() (name, email, subject, message); category defaults to general and
 * priority to medium.
 */
export const SupportRequestBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    subject: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.Optional(Type.String({ maxLength: 10_000 })),
    category: Type.Optional(literals(SUPPORT_CATEGORIES, { errorMessage: SupportErrors.INVALID_CATEGORY })),
    priority: Type.Optional(literals(SUPPORT_PRIORITIES, { errorMessage: SupportErrors.INVALID_PRIORITY })),
  },
  { additionalProperties: false },
);
export type SupportRequestBody = Static<typeof SupportRequestBody>;

/** The answer of POST /contact/support: the toast shows ticketId's first 8 characters. */
export const SupportRequestResultSchema = Type.Object({
  ticketId: Type.String(),
  /** The first 8 characters of ticketId, as the toast and the mails show it. */
  reference: Type.String(),
  /** Hours within which support answers (the 24-hour promise). */
  replyWithinHours: Type.Number(),
});
export type SupportRequestResult = Static<typeof SupportRequestResultSchema>;

export const SupportTicketMessageViewSchema = Type.Object({
  id: Type.String(),
  /** 'request': the requester's original message; 'reply': an answer mailed by support. */
  kind: Type.Union([Type.Literal('request'), Type.Literal('reply')]),
  body: Type.String(),
  authorUserId: Nullable(Type.String()),
  authorName: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type SupportTicketMessageView = Static<typeof SupportTicketMessageViewSchema>;

const supportTicketProperties = {
  id: Type.String(),
  reference: Type.String(),
  /** The account the requester was signed in to, if any. */
  accountId: Nullable(Type.String()),
  accountName: Nullable(Type.String()),
  userId: Nullable(Type.String()),
  name: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  category: literals(SUPPORT_CATEGORIES),
  priority: literals(SUPPORT_PRIORITIES),
  status: literals(SUPPORT_TICKET_STATUSES),
  /** Replies sent so far. */
  replyCount: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const SupportTicketViewSchema = Type.Object(supportTicketProperties);
export type SupportTicketView = Static<typeof SupportTicketViewSchema>;

/** GET /admin/support-tickets/{id}: the ticket with its conversation, oldest first. */
export const SupportTicketDetailViewSchema = Type.Object({ ...supportTicketProperties, messages: Type.Array(SupportTicketMessageViewSchema) });
export type SupportTicketDetailView = Static<typeof SupportTicketDetailViewSchema>;

/**
 * GET /admin/support-tickets (SUPER_ADMIN: every ticket; OWNER: the tickets raised in their
 * account), newest first. `counts` are per status under the same filters except status.
 */
export const SupportTicketListQuery = Type.Object(
  {
    status: Type.Optional(literals(SUPPORT_TICKET_STATUSES, { errorMessage: SupportErrors.INVALID_STATUS })),
    category: Type.Optional(literals(SUPPORT_CATEGORIES, { errorMessage: SupportErrors.INVALID_CATEGORY })),
    priority: Type.Optional(literals(SUPPORT_PRIORITIES, { errorMessage: SupportErrors.INVALID_PRIORITY })),
    /** Words found in the subject, message, name or email. */
    q: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
export type SupportTicketListQuery = Static<typeof SupportTicketListQuery>;

export const SupportTicketPageViewSchema = Type.Object({
  tickets: Type.Array(SupportTicketViewSchema),
  total: Type.Number(),
  limit: Type.Number(),
  offset: Type.Number(),
  counts: Type.Object({ open: Type.Number(), in_progress: Type.Number(), resolved: Type.Number(), closed: Type.Number() }),
});
export type SupportTicketPageView = Static<typeof SupportTicketPageViewSchema>;

/** PATCH /admin/support-tickets/{id}/status. */
export const SupportTicketStatusBody = Type.Object(
  { status: literals(SUPPORT_TICKET_STATUSES, { errorMessage: SupportErrors.INVALID_STATUS }) },
  { additionalProperties: false, errorMessage: { required: SupportErrors.INVALID_STATUS } },
);
export type SupportTicketStatusBody = Static<typeof SupportTicketStatusBody>;

/**
 * POST /admin/support-tickets/{id}/reply: stored on the ticket and mailed to the requester. An
 * open ticket moves to in_progress unless `status` says otherwise.
 */
export const SupportTicketReplyBody = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: 10_000, errorMessage: { minLength: SupportErrors.REPLY_REQUIRED } }),
    status: Type.Optional(literals(SUPPORT_TICKET_STATUSES, { errorMessage: SupportErrors.INVALID_STATUS })),
  },
  { additionalProperties: false, errorMessage: { required: SupportErrors.REPLY_REQUIRED } },
);
export type SupportTicketReplyBody = Static<typeof SupportTicketReplyBody>;

// ---------- contact sales (platform.md section 2.4) ----------


/** POST /contact/sales (public): first name, last name and email are required. */
export const SalesContactBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 100 })),
    lastName: Type.Optional(Type.String({ maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    company: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    teamSize: Type.Optional(Type.Union([...SALES_TEAM_SIZES.map((size) => Type.Literal(size)), Type.Literal('')], { errorMessage: SalesContactErrors.INVALID_TEAM_SIZE })),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
  },
  { additionalProperties: false },
);
export type SalesContactBody = Static<typeof SalesContactBody>;


/** The answer of POST /contact/sales. */
export const SalesContactResultSchema = Type.Object({
  id: Type.String(),
  /** Hours within which sales answers (the 24-hour promise). */
  replyWithinHours: Type.Number(),
});
export type SalesContactResult = Static<typeof SalesContactResultSchema>;

// ---------- enterprise admin (/enterprise/admin: ENTERPRISE accounts with view EnterpriseAdmin) ----------

export const EnterpriseOverviewViewSchema = Type.Object({
  account: Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String(), plan: PlanIdSchema, createdAt: Type.String() }),
  members: Type.Object({
    total: Type.Number(),
    active: Type.Number(),
    suspended: Type.Number(),
    byRole: Type.Object({ OWNER: Type.Number(), ADMIN: Type.Number(), MEMBER: Type.Number(), OBSERVER: Type.Number() }),
  }),
  pendingInvitations: Type.Number(),
  activeSessions: Type.Number(),
  lockedUsers: Type.Number(),
  /** Audit entries of the last 24 hours. */
  auditEventsLast24h: Type.Number(),
  features: AccountFeaturesViewSchema,
});
export type EnterpriseOverviewView = Static<typeof EnterpriseOverviewViewSchema>;

/** GET /enterprise/sessions: the account's active sessions, most recently active first. */
export const EnterpriseSessionViewSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  userEmail: Type.String(),
  userName: Type.String(),
  device: Nullable(Type.String()),
  ipAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  createdAt: Type.String(),
  lastActivityAt: Type.String(),
  expiresAt: Type.String(),
  /** The caller's own session. */
  current: Type.Boolean(),
});
export type EnterpriseSessionView = Static<typeof EnterpriseSessionViewSchema>;

/**
 * GET /enterprise/locked-users: members whose lock has not run out. Unlock with
 * POST /security/users/{id}/unlock (account owners and admins).
 */
export const LockedUserViewSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  role: literals(ACCOUNT_ROLES),
  lockedUntil: Type.String(),
  lockReason: Nullable(Type.String()),
});
export type LockedUserView = Static<typeof LockedUserViewSchema>;

/** GET /enterprise/audit-logs: the same filters and page as GET /accounts/audit-logs. */
export const EnterpriseAuditLogPageViewSchema = AuditLogPageViewSchema;
export type EnterpriseAuditLogPageView = Static<typeof EnterpriseAuditLogPageViewSchema>;

// ---------- dev tools (allow-listed users, never in production) ----------

export interface DevOverrides {
  accountRole: AccountRole | null;
  primaryPersona: Persona | null;
  subscriptionPlan: PlanId | null;
}

/** GET /dev-tools/state, and the answer of POST and DELETE /dev-tools/overrides. */
export interface DevToolsStateView {
  /** Some override is set (and applied to every request of this user). */
  isActive: boolean;
  overrides: DevOverrides;
  updatedAt: string | null;
}

/**
 * POST /dev-tools/overrides: fields sent replace the stored ones (null clears one); fields not
 * sent stay as they are.
 */
export const DevOverridesBody = Type.Object(
  {
    accountRole: Type.Optional(Type.Union([literals(ACCOUNT_ROLES), Type.Null()])),
    primaryPersona: Type.Optional(Type.Union([literals(PERSONAS), Type.Null()])),
    subscriptionPlan: Type.Optional(Type.Union([literals(PLAN_IDS), Type.Null()])),
  },
  { additionalProperties: false },
);
export type DevOverridesBody = Static<typeof DevOverridesBody>;
