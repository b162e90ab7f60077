import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_ROLES, type AccountRole } from '../domain/roles.js';
import { PERSONAS, type Persona } from '../domain/personas.js';
import { PLAN_IDS, type PlanId } from '../domain/plans.js';
import { FEATURE_KEYS, type FeatureCategory, type FeatureKey } from '../domain/features.js';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES, type SupportCategory, type SupportPriority } from '../domain/validation.js';
import { FeatureErrors, SalesContactErrors, SupportErrors } from '../domain/errors.js';
import type { AuditLogPageView } from './identity.js';
import { SALES_TEAM_SIZES, SUPPORT_TICKET_STATUSES, type OnboardingStep, type SupportTicketStatus } from './admin-constants.js';

export * from './admin-constants.js';

/**
 * The per-account feature flags, onboarding, support, contact sales, enterprise admin and dev
 * tools APIs: request bodies (validated by the server from these schemas) and the shapes they
 * answer (inside the `{ success, data }` envelope). Paths are under /api.
 */

const literals = <T extends string>(values: readonly T[], options: object = {}) => Type.Union(values.map((value) => Type.Literal(value)), options);

// ---------- feature flags ----------

export const FeatureKeySchema = literals(FEATURE_KEYS, { errorMessage: FeatureErrors.UNKNOWN_FEATURE });
const FeatureList = Type.Array(FeatureKeySchema, { maxItems: FEATURE_KEYS.length * 2 });

/** One entry of GET /accounts/features/available. */
export interface AvailableFeatureView {
  id: FeatureKey;
  name: string;
  category: FeatureCategory;
  dependencies: FeatureKey[];
  /** The account's plan includes it. */
  planAllows: boolean;
  /** The lowest plan that includes it (the plan to upgrade to when planAllows is false). */
  requiredPlan: PlanId;
  /** On for the account now (flag on and plan allows). */
  enabled: boolean;
}

/** GET /accounts/features/available: `data.features`, the catalogue for the current account's plan. */
export interface AvailableFeaturesView {
  accountId: string;
  plan: PlanId;
  features: AvailableFeatureView[];
}

/** GET /accounts/features, and the answer of every feature write. */
export interface AccountFeaturesView {
  accountId: string;
  /** The features on for the account now: flag on AND plan allows. */
  enabledFeatures: FeatureKey[];
  /** When the flags were last changed; null while the account is on its plan's defaults. */
  lastUpdated: string | null;
  plan: PlanId;
  /** True while the account never chose: every feature its plan includes is on. */
  usesDefaults: boolean;
}

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
export type FeatureIssueCode = 'dependency_off' | 'plan_required' | 'domain_has_data';
export interface FeatureSelectionIssue {
  feature: FeatureKey;
  code: FeatureIssueCode;
  message: string;
  /** dependency_off: the feature it needs. */
  dependency?: FeatureKey;
  /** plan_required: the plan to upgrade to. */
  requiredPlan?: PlanId;
}

/**
 * POST /accounts/{id}/features/validate. Errors: a selected feature whose dependency is not
 * selected; a selected feature the plan does not include. Warnings: a domain that is on now, has
 * data, and would be turned off. A write refused for its errors answers 422 with the first
 * error's message and this result in `details`.
 */
export interface FeatureValidationResult {
  valid: boolean;
  errors: FeatureSelectionIssue[];
  warnings: FeatureSelectionIssue[];
}

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
export interface SupportRequestResult {
  ticketId: string;
  /** The first 8 characters of ticketId, as the toast and the mails show it. */
  reference: string;
  /** Hours within which support answers (the 24-hour promise). */
  replyWithinHours: number;
}


export interface SupportTicketMessageView {
  id: string;
  /** 'request': the requester's original message; 'reply': an answer mailed by support. */
  kind: 'request' | 'reply';
  body: string;
  authorUserId: string | null;
  authorName: string | null;
  createdAt: string;
}

export interface SupportTicketView {
  id: string;
  reference: string;
  /** The account the requester was signed in to, if any. */
  accountId: string | null;
  accountName: string | null;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: SupportCategory;
  priority: SupportPriority;
  status: SupportTicketStatus;
  /** Replies sent so far. */
  replyCount: number;
  createdAt: string;
  updatedAt: string;
}

/** GET /admin/support-tickets/{id}: the ticket with its conversation, oldest first. */
export interface SupportTicketDetailView extends SupportTicketView {
  messages: SupportTicketMessageView[];
}

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

export interface SupportTicketPageView {
  tickets: SupportTicketView[];
  total: number;
  limit: number;
  offset: number;
  counts: Record<SupportTicketStatus, number>;
}

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
export interface SalesContactResult {
  id: string;
  /** Hours within which sales answers (the 24-hour promise). */
  replyWithinHours: number;
}

// ---------- enterprise admin (/enterprise/admin: ENTERPRISE accounts with view EnterpriseAdmin) ----------

export interface EnterpriseOverviewView {
  account: { id: string; name: string; slug: string; plan: PlanId; createdAt: string };
  members: { total: number; active: number; suspended: number; byRole: Record<'OWNER' | 'ADMIN' | 'MEMBER' | 'OBSERVER', number> };
  pendingInvitations: number;
  activeSessions: number;
  lockedUsers: number;
  /** Audit entries of the last 24 hours. */
  auditEventsLast24h: number;
  features: AccountFeaturesView;
}

/** GET /enterprise/sessions: the account's active sessions, most recently active first. */
export interface EnterpriseSessionView {
  id: string;
  userId: string;
  userEmail: string;
  userName: string;
  device: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
  lastActivityAt: string;
  expiresAt: string;
  /** The caller's own session. */
  current: boolean;
}

/**
 * GET /enterprise/locked-users: members whose lock has not run out. Unlock with
 * POST /security/users/{id}/unlock (account owners and admins).
 */
export interface LockedUserView {
  userId: string;
  email: string;
  name: string;
  role: AccountRole;
  lockedUntil: string;
  lockReason: string | null;
}

/** GET /enterprise/audit-logs: the same filters and page as GET /accounts/audit-logs. */
export type EnterpriseAuditLogPageView = AuditLogPageView;

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
