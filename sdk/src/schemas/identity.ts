import { Type, type Static } from '@sinclair/typebox';
import type { AccountRole } from '../domain/roles.js';
import type { Persona } from '../domain/personas.js';
import type { PlanId } from '../domain/plans.js';
import type { FeatureKey } from '../domain/features.js';
import type { Language } from '../i18n/languages.js';
import { AccessErrors, AccountErrors } from '../domain/errors.js';

/**
 * The identity API: request bodies (validated by the server from these schemas) and the shapes
 * it answers. Paths are under /api (platform.md section 7).
 */

// ---------- shared shapes ----------

export interface AuthTokensPayload {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires (one hour). */
  expiresAt: number;
}

export interface UserProfile {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  avatarUrl: string | null;
  primaryPersona: Persona | null;
  emailVerified: boolean;
  isSuperAdmin: boolean;
  language: Language;
  status: string;
  twoFactorMethod: 'email' | 'totp' | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccountSummary {
  id: string;
  name: string;
  slug: string;
  type: 'ENTERPRISE' | 'TEAM' | 'INDIVIDUAL';
  status: string;
  plan: PlanId;
  domain: string | null;
  ownerId: string | null;
  createdAt: string;
}

export interface MembershipView {
  id: string;
  accountId: string;
  userId: string;
  role: AccountRole;
  status: string;
  permissions: string[];
  joinedAt: string;
  account: { id: string; name: string; slug: string; plan: PlanId };
}

/** GET /auth/session: everything the shell needs at start-up, in one call. */
export interface SessionResponse {
  user: UserProfile;
  /** The active account (session's or X-Tenant-ID), with the user's role and rights in it. */
  account: {
    id: string;
    name: string;
    slug: string;
    role: AccountRole;
    permissions: string[];
    plan: PlanId;
    enabledFeatures: FeatureKey[];
  } | null;
  memberships: { accountId: string; accountName: string; accountSlug: string; role: AccountRole; plan: PlanId }[];
  sessionId: string | null;
  /** The dev tools are offered to this user (allow-listed, never in production). */
  devTools: boolean;
}

/** A successful sign-in (login, registration, 2FA, switch account). */
export interface SignInResult {
  user: UserProfile;
  tokens: AuthTokensPayload;
  accountId: string | null;
  requiresEmailVerification: boolean;
}

/** Login when a second factor is on. */
export interface TwoFactorRequired {
  requiresTwoFactor: true;
  pendingToken: string;
  method: 'email' | 'totp';
}

// ---------- request bodies ----------

const Email = Type.String({ minLength: 3, maxLength: 254 });
const Password = Type.String({ maxLength: 200 });
const Persona = Type.Union([Type.Literal('FOUNDER'), Type.Literal('INVESTOR'), Type.Literal('AFFILIATE'), Type.Literal('')]);

/** POST /auth/register. Checked in order by registrationProblems() of the sdk. */
export const RegisterBody = Type.Object(
  {
    email: Type.String({ maxLength: 254 }),
    password: Password,
    confirmPassword: Password,
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    phone: Type.String({ maxLength: 40 }),
    persona: Persona,
    acceptTerms: Type.Boolean(),
    /** Registering from an invitation link: the invitation's token. */
    invitationToken: Type.Optional(Type.String({ maxLength: 200 })),
    language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('es')])),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object(
  {
    email: Email,
    password: Password,
    /** A stable browser fingerprint (trusted devices, risk score). */
    deviceFingerprint: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const VerifyTwoFactorBody = Type.Object(
  { pendingToken: Type.String({ minLength: 10, maxLength: 200 }), code: Type.String({ pattern: '^[0-9]{6}$' }), trustDevice: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export const PendingTokenBody = Type.Object({ pendingToken: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });
export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 10, maxLength: 200 }) }, { additionalProperties: false });
export const LogoutBody = Type.Object({ refreshToken: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export const ChangePasswordBody = Type.Object({ currentPassword: Password, newPassword: Password }, { additionalProperties: false });
export const ForgotPasswordBody = Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });
export const ResetPasswordBody = Type.Object(
  { token: Type.String({ maxLength: 200 }), newPassword: Password, confirmPassword: Type.Optional(Password) },
  { additionalProperties: false },
);
export const PublicResendBody = Type.Object({ email: Type.String({ maxLength: 254 }) }, { additionalProperties: false });
export const DemoLoginBody = Type.Object(
  {
    email: Email,
    password: Password,
    userType: Type.Union(['facilitator', 'participant', 'kanban', 'planningPoker', 'retrospectives'].map((v) => Type.Literal(v))),
  },
  { additionalProperties: false },
);

export const UpdateProfileBody = Type.Object(
  {
    firstName: Type.Optional(Type.String({ maxLength: 200 })),
    lastName: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(Type.String({ maxLength: 40 })),
    language: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('fr'), Type.Literal('es')])),
    primaryPersona: Type.Optional(Type.Union([Type.Literal('FOUNDER'), Type.Literal('INVESTOR'), Type.Literal('TEAM_MEMBER'), Type.Literal('AFFILIATE')])),
  },
  { additionalProperties: false },
);
export const DeleteProfileBody = Type.Object({ confirmation: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export { DELETE_PROFILE_CONFIRMATION } from './identity-constants.js';

export const TwoFactorSetupBody = Type.Object({ method: Type.Union([Type.Literal('email'), Type.Literal('totp')]) }, { additionalProperties: false });
export const TwoFactorEnableBody = Type.Object(
  { method: Type.Union([Type.Literal('email'), Type.Literal('totp')]), code: Type.String({ pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export const TwoFactorDisableBody = Type.Object({ password: Password }, { additionalProperties: false });

export const AccountRoleSchema = Type.Union([Type.Literal('OWNER'), Type.Literal('ADMIN'), Type.Literal('MEMBER'), Type.Literal('OBSERVER')]);
export const CreateAccountBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    slug: Type.Optional(Type.String({ minLength: 2, maxLength: 60, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' })),
    type: Type.Optional(Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('TEAM'), Type.Literal('INDIVIDUAL')])),
    domain: Type.Optional(Type.Union([Type.String({ maxLength: 253 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export const UpdateAccountBody = Type.Partial(
  Type.Object({
    name: Type.String({ minLength: 1, maxLength: 100 }),
    slug: Type.String({ minLength: 2, maxLength: 60, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
    domain: Type.Union([Type.String({ maxLength: 253 }), Type.Null()]),
    company: Type.Object({ name: Type.Optional(Type.String({ maxLength: 200 })), stage: Type.Optional(Type.String({ maxLength: 60 })), founded: Type.Optional(Type.String({ maxLength: 20 })), website: Type.Optional(Type.String({ maxLength: 300 })) }, { additionalProperties: false }),
  }),
  { additionalProperties: false },
);

/** POST /invitations and POST /accounts/{id}/invitations. Any malformed body is 'Invalid invitation data'. */
export const CreateInvitationBody = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    accountId: Type.Optional(Type.String({ maxLength: 60 })),
    role: Type.Optional(Type.String({ maxLength: 30 })),
    permissions: Type.Optional(Type.Array(Type.String({ maxLength: 60 }), { maxItems: 50 })),
  },
  { additionalProperties: false, errorMessage: AccessErrors.INVALID_INVITATION_DATA },
);

export interface InvitationView {
  id: string;
  accountId: string;
  accountName: string;
  email: string;
  role: AccountRole;
  permissions: string[];
  inviterUserId: string | null;
  inviterName: string | null;
  status: 'pending' | 'accepted' | 'declined' | 'expired' | 'revoked';
  expiresAt: string;
  createdAt: string;
}

/** POST /accounts/contact-admin: subject and message are required (platform.md section 5). */
export const ContactAdminBody = Type.Object(
  {
    subject: Type.String({ minLength: 1, maxLength: 200, errorMessage: { minLength: AccountErrors.CONTACT_ADMIN_REQUIRED } }),
    message: Type.String({ minLength: 1, maxLength: 5000, errorMessage: { minLength: AccountErrors.CONTACT_ADMIN_REQUIRED } }),
    page: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false, errorMessage: { required: AccountErrors.CONTACT_ADMIN_REQUIRED } },
);

// ---------- accounts, members, invitations (platform.md section 7) ----------

const Slug = Type.String({ minLength: 1, maxLength: 100 });
const Uuid = Type.String({ format: 'uuid' });
const Permissions = Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 50 });

/** GET /accounts: my accounts, with my role and rights in each. */
export interface MyAccountView extends AccountSummary {
  role: AccountRole;
  permissions: string[];
}

export interface AccountLimitsView {
  /** Included users plus purchased additional users; -1 = unlimited. */
  maxUsers: number;
  maxTeams: number;
  maxProjects: number;
  maxSessionsPerMonth: number;
}

/** GET, PATCH /accounts/current and /accounts/{id}. */
export interface AccountDetail extends MyAccountView {
  company: { name?: string; stage?: string; founded?: string; website?: string };
  settings: Record<string, unknown>;
  additionalUsers: number;
  limits: AccountLimitsView;
  updatedAt: string;
}

/** DELETE /accounts/current and /accounts/{id}: the account's name, typed exactly. */
export const DeleteAccountBody = Type.Object({ confirmation: Type.String({ maxLength: 200 }) }, { additionalProperties: false, errorMessage: AccountErrors.DELETE_CONFIRMATION_MISMATCH });

/** POST /accounts/{id}/transfer-ownership: the new owner (a member); the old owner becomes ADMIN. */
export const TransferOwnershipBody = Type.Object({ userId: Uuid }, { additionalProperties: false });

/** GET /accounts/stats. */
export interface AccountStats {
  /** Active members. */
  members: number;
  suspendedMembers: number;
  pendingInvitations: number;
  /** -1 = unlimited. */
  maxUsers: number;
  byRole: Record<'OWNER' | 'ADMIN' | 'MEMBER' | 'OBSERVER', number>;
  /** What the limit counts: active members plus pending invitations. */
  usage: { users: number; maxUsers: number; remaining: number | null; percent: number | null };
}

export const AuditLogQuery = Type.Object(
  {
    action: Type.Optional(Type.String({ maxLength: 100 })),
    userId: Type.Optional(Uuid),
    startDate: Type.Optional(Type.String({ format: 'date-time' })),
    endDate: Type.Optional(Type.String({ format: 'date-time' })),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);

export interface AuditLogEntryView {
  id: string;
  action: string;
  userId: string | null;
  userEmail: string | null;
  userName: string | null;
  sessionId: string | null;
  details: Record<string, unknown>;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
}

/** GET /accounts/audit-logs (newest first). */
export interface AuditLogPageView {
  logs: AuditLogEntryView[];
  total: number;
  limit: number;
  offset: number;
}

export const ValidateSlugQuery = Type.Object({ slug: Slug }, { additionalProperties: false });
export const ValidateDomainQuery = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }, { additionalProperties: false });

/** GET /accounts/validate-slug and /accounts/validate-domain: message is the reason when not available. */
export interface AvailabilityView {
  value: string;
  valid: boolean;
  available: boolean;
  message: string | null;
}

/** GET /accounts/{id}/users: a member of the account. */
export interface AccountUserView {
  id: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: AccountRole;
  status: 'ACTIVE' | 'SUSPENDED';
  permissions: string[];
  invitedBy: string | null;
  joinedAt: string;
}

/** GET /users and /users/search: members of the current account. */
export interface DirectoryUserView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  role: AccountRole;
}

export const AccountUserRoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('MEMBER'), Type.Literal('OBSERVER')]);
export const MemberStatusSchema = Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]);

/** POST /accounts/{id}/users: add an existing user (the caller is recorded as invitedBy). */
export const AddAccountUserBody = Type.Object(
  { userId: Uuid, role: AccountUserRoleSchema, permissions: Type.Optional(Permissions), invitedBy: Type.Optional(Uuid) },
  { additionalProperties: false },
);
/** PATCH /accounts/{id}/users/{userId}. role OWNER transfers ownership (owner only). */
export const UpdateAccountUserBody = Type.Object(
  { role: Type.Optional(AccountRoleSchema), permissions: Type.Optional(Permissions), status: Type.Optional(MemberStatusSchema) },
  { additionalProperties: false },
);
/** PATCH /accounts/{id}/users/{userId}/role. role OWNER transfers ownership (owner only). */
export const UpdateAccountUserRoleBody = Type.Object({ role: AccountRoleSchema, permissions: Type.Optional(Permissions) }, { additionalProperties: false });
export const UpdateAccountUserStatusBody = Type.Object({ status: MemberStatusSchema }, { additionalProperties: false });

export const UserSearchQuery = Type.Object({ q: Type.String({ maxLength: 100, default: '' }), limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) }, { additionalProperties: false });

/** PATCH /invitations/{id}/status: accepted / declined by the invitee, revoked by an admin. */
export const InvitationStatusBody = Type.Object(
  { status: Type.Union([Type.Literal('accepted'), Type.Literal('declined'), Type.Literal('revoked')]) },
  { additionalProperties: false },
);

/** Accepting an invitation answers the account joined and the role in it. */
export interface InvitationAcceptResult {
  accountId: string;
  role: AccountRole;
}

/** POST /accounts/contact-admin. */
export interface ContactAdminResult {
  id: string;
}

// ---------- auth results, sessions and security (platform.md section 7) ----------

/** POST /auth/refresh: a new access token and the rotated refresh token. */
export interface RefreshResult {
  tokens: AuthTokensPayload;
  accountId: string | null;
}

/** POST /auth/demo-login. */
export interface DemoLoginResult {
  token: string;
  tokens: AuthTokensPayload;
  user: UserProfile;
  accountId: string | null;
}

/** POST /auth/2fa/setup: for totp the secret to enter or scan; for email where the code went. */
export interface TwoFactorSetupResult {
  method: 'email' | 'totp';
  secret?: string;
  otpauthUrl?: string;
  /** A PNG data URL of the otpauth QR code. */
  qrCodeDataUrl?: string;
  sentTo?: string;
}

/** An auth session (a signed-in device). */
export interface AuthSessionView {
  id: string;
  userId: string;
  accountId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  device: string | null;
  createdAt: string;
  lastActivityAt: string;
  expiresAt: string;
  revokedAt: string | null;
  revokedReason: string | null;
  status: 'active' | 'expired' | 'revoked';
  /** The session of the caller's token. */
  current: boolean;
  /** In account-wide lists: whose session it is. */
  userEmail?: string;
}

/** POST /sessions/{id}/switch-account: a new access token for the account; the refresh token stays. */
export interface SwitchAccountResult {
  tokens: { accessToken: string; expiresAt: number };
  accountId: string;
}

/** GET /sessions/metrics. */
export interface SessionMetricsView {
  activeSessions: number;
  sessionsToday: number;
  byDevice: Record<string, number>;
  averageDurationMinutes: number;
}

/** GET /sessions/audit-logs: one entry. */
export interface SessionAuditLogView extends AuditLogEntryView {
  accountId: string | null;
}

export interface LoginAttemptView {
  id: string;
  email: string;
  userId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  success: boolean;
  riskFactors: string[];
  riskScore: number;
  timestamp: string;
}

export interface SuspiciousActivityResult {
  id: string;
  score: number;
  factors: string[];
  flagged: boolean;
}

export interface LockStatusView {
  userId: string;
  locked: boolean;
  lockedUntil: string | null;
  reason: string | null;
}

const SessionDevice = Type.String({ minLength: 1, maxLength: 120 });
const DateTime = Type.String({ format: 'date-time' });

export const CreateSessionBody = Type.Object(
  {
    userId: Uuid,
    accountId: Type.Optional(Type.Union([Uuid, Type.Null()])),
    device: Type.Optional(SessionDevice),
    ipAddress: Type.Optional(Type.String({ maxLength: 64 })),
    userAgent: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export const UpdateSessionBody = Type.Object({ device: SessionDevice }, { additionalProperties: false });
export const TerminateSessionBody = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
export const TerminateUserSessionsBody = Type.Object({ exceptSessionId: Type.Optional(Uuid), reason: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
/** POST /sessions/validate: a session id, or the caller's own session when empty. */
export const ValidateSessionBody = Type.Object({ sessionId: Type.Optional(Uuid) }, { additionalProperties: false });
export const SwitchAccountBody = Type.Object({ accountId: Uuid }, { additionalProperties: false });
export const SessionAuditLogQuery = Type.Object(
  {
    userId: Type.Optional(Uuid),
    sessionId: Type.Optional(Uuid),
    action: Type.Optional(Type.String({ maxLength: 100 })),
    startDate: Type.Optional(DateTime),
    endDate: Type.Optional(DateTime),
    tenantId: Type.Optional(Uuid),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
/** POST /sessions/audit-logs: the client records an event of the caller's session. */
export const RecordAuditLogBody = Type.Object(
  { action: Type.String({ maxLength: 100 }), sessionId: Type.Optional(Uuid), details: Type.Optional(Type.Record(Type.String(), Type.Unknown())) },
  { additionalProperties: false },
);
export const ArchiveAuditLogsBody = Type.Object({ olderThanDays: Type.Integer({ minimum: 1, maximum: 3650 }) }, { additionalProperties: false });
export const SessionHistoryQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 100, default: 20 }) }, { additionalProperties: false });
/** GET (query) and POST (body) /auth/login-attempts. */
export const LoginAttemptQuery = Type.Object(
  {
    email: Type.Optional(Type.String({ maxLength: 254 })),
    success: Type.Optional(Type.Boolean()),
    startDate: Type.Optional(DateTime),
    endDate: Type.Optional(DateTime),
    limit: Type.Integer({ minimum: 1, maximum: 200, default: 50 }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  },
  { additionalProperties: false },
);
/** POST /security/suspicious-activity: what is known of a sign-in; the rest is read from history. */
export const SuspiciousActivityBody = Type.Object(
  {
    userId: Type.Optional(Uuid),
    ipAddress: Type.Optional(Type.String({ maxLength: 64 })),
    userAgent: Type.Optional(Type.String({ maxLength: 500 })),
    loginTime: Type.Optional(DateTime),
    consecutiveFailures: Type.Optional(Type.Integer({ minimum: 0, maximum: 10000 })),
    sessionDurationMinutes: Type.Optional(Type.Number({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export const LockUserBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 200 })), durationMinutes: Type.Integer({ minimum: 1, maximum: 525600, default: 30 }) },
  { additionalProperties: false },
);
export const DeviceFingerprintBody = Type.Object(
  { fingerprint: Type.String({ minLength: 8, maxLength: 200 }), label: Type.Optional(Type.String({ maxLength: 120 })) },
  { additionalProperties: false },
);
export const TrustDeviceBody = Type.Object({ label: Type.Optional(Type.String({ maxLength: 120 })) }, { additionalProperties: false });
export const TrustedDeviceQuery = Type.Object({ userId: Type.Optional(Uuid) }, { additionalProperties: false });
