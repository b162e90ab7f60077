import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ACCOUNT_ROLES } from '../domain/roles.js';
import { PERSONAS } from '../domain/personas.js';
import { PLAN_IDS } from '../domain/plans.js';
import { FEATURE_KEYS } from '../domain/features.js';
import { LANGUAGES } from '../i18n/languages.js';
import { AccessErrors, AccountErrors } from '../domain/errors.js';

/**
 * The identity API: request bodies (validated by the server from these schemas) and the shapes
 * it answers. Paths are under /api (platform.md section 7).
 */

// ---------- shared shapes (response schemas: the server's answers are held to them in tests) ----------

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const AccountRoleValue = literals(ACCOUNT_ROLES);
const PlanValue = literals(PLAN_IDS);
const TwoFactorMethodValue = Type.Union([Type.Literal('email'), Type.Literal('totp')]);
const StringList = Type.Array(Type.String());

export const AuthTokensPayloadSchema = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.String(),
  /** Epoch milliseconds when the access token expires (one hour). */
  expiresAt: Type.Number(),
});
export type AuthTokensPayload = Static<typeof AuthTokensPayloadSchema>;

export const UserProfileSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
  primaryPersona: Nullable(literals(PERSONAS)),
  emailVerified: Type.Boolean(),
  isSuperAdmin: Type.Boolean(),
  language: literals(LANGUAGES),
  status: Type.String(),
  twoFactorMethod: Nullable(TwoFactorMethodValue),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type UserProfile = Static<typeof UserProfileSchema>;

const accountSummaryFields = {
  id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  type: Type.Union([Type.Literal('ENTERPRISE'), Type.Literal('TEAM'), Type.Literal('INDIVIDUAL')]),
  status: Type.String(),
  plan: PlanValue,
  domain: Nullable(Type.String()),
  ownerId: Nullable(Type.String()),
  createdAt: Type.String(),
};
export const AccountSummarySchema = Type.Object(accountSummaryFields);
export type AccountSummary = Static<typeof AccountSummarySchema>;

export const MembershipViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  userId: Type.String(),
  role: AccountRoleValue,
  status: Type.String(),
  permissions: StringList,
  joinedAt: Type.String(),
  account: Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String(), plan: PlanValue }),
});
export type MembershipView = Static<typeof MembershipViewSchema>;

/** GET /auth/session: everything the shell needs at start-up, in one call. */
export const SessionResponseSchema = Type.Object({
  user: UserProfileSchema,
  /** The active account (session's or X-Tenant-ID), with the user's role and rights in it. */
  account: Nullable(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      slug: Type.String(),
      role: AccountRoleValue,
      permissions: StringList,
      plan: PlanValue,
      enabledFeatures: Type.Array(literals(FEATURE_KEYS)),
    }),
  ),
  memberships: Type.Array(Type.Object({ accountId: Type.String(), accountName: Type.String(), accountSlug: Type.String(), role: AccountRoleValue, plan: PlanValue })),
  sessionId: Nullable(Type.String()),
  /** The dev tools are offered to this user (allow-listed, never in production). */
  devTools: Type.Boolean(),
});
export type SessionResponse = Static<typeof SessionResponseSchema>;

/** A successful sign-in (login, registration, 2FA, switch account). */
export const SignInResultSchema = Type.Object({
  user: UserProfileSchema,
  tokens: AuthTokensPayloadSchema,
  accountId: Nullable(Type.String()),
  requiresEmailVerification: Type.Boolean(),
  /**
   * Asked with trustDevice at the second factor: this device's secret, made by the server and given
   * once. The client keeps it and sends it back as its deviceFingerprint; the server stores a digest.
   */
  deviceToken: Type.Optional(Type.String()),
});
export type SignInResult = Static<typeof SignInResultSchema>;

/**
 * A registration that goes on by mail: the answer to an e-mail that already has an account (its
 * owner is told by mail instead, so a stranger does not learn that the address is registered).
 */
export const RegistrationPendingSchema = Type.Object({
  requiresEmailVerification: Type.Literal(true),
  message: Type.String(),
});
export type RegistrationPending = Static<typeof RegistrationPendingSchema>;

/** Login when a second factor is on. */
export const TwoFactorRequiredSchema = Type.Object({
  requiresTwoFactor: Type.Literal(true),
  pendingToken: Type.String(),
  method: TwoFactorMethodValue,
});
export type TwoFactorRequired = Static<typeof TwoFactorRequiredSchema>;

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
    /** The full name (platform.md section 7: the registration payload plus name); split into firstName and lastName when those are absent. */
    name: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.String({ maxLength: 40 }),
    persona: Persona,
    acceptTerms: Type.Boolean(),
    /** Registering from an invitation link: the invitation's token. */
    invitationToken: Type.Optional(Type.String({ maxLength: 200 })),
    /** The company or team the new account is named after (else the person's name). */
    accountName: Type.Optional(Type.String({ maxLength: 100 })),
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

/** The password may be given at setup or at enable: turning the second factor on asks for it once. */
export const TwoFactorSetupBody = Type.Object(
  { method: Type.Union([Type.Literal('email'), Type.Literal('totp')]), password: Type.Optional(Password) },
  { additionalProperties: false },
);
export const TwoFactorEnableBody = Type.Object(
  { method: Type.Union([Type.Literal('email'), Type.Literal('totp')]), code: Type.String({ pattern: '^[0-9]{6}$' }), password: Type.Optional(Password) },
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

export const InvitationViewSchema = Type.Object({
  id: Type.String(),
  accountId: Type.String(),
  accountName: Type.String(),
  email: Type.String(),
  role: AccountRoleValue,
  permissions: StringList,
  inviterUserId: Nullable(Type.String()),
  inviterName: Nullable(Type.String()),
  status: literals(['pending', 'accepted', 'declined', 'expired', 'revoked'] as const),
  expiresAt: Type.String(),
  createdAt: Type.String(),
});
export type InvitationView = Static<typeof InvitationViewSchema>;

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
const myAccountFields = { ...accountSummaryFields, role: AccountRoleValue, permissions: StringList };
export const MyAccountViewSchema = Type.Object(myAccountFields);
export type MyAccountView = Static<typeof MyAccountViewSchema>;

export const AccountLimitsViewSchema = Type.Object({
  /** Included users plus purchased additional users; -1 = unlimited. */
  maxUsers: Type.Number(),
  maxTeams: Type.Number(),
  maxProjects: Type.Number(),
  maxSessionsPerMonth: Type.Number(),
});
export type AccountLimitsView = Static<typeof AccountLimitsViewSchema>;

/** GET, PATCH /accounts/current and /accounts/{id}. */
export const AccountDetailSchema = Type.Object({
  ...myAccountFields,
  company: Type.Object({ name: Type.Optional(Type.String()), stage: Type.Optional(Type.String()), founded: Type.Optional(Type.String()), website: Type.Optional(Type.String()) }),
  settings: Type.Record(Type.String(), Type.Unknown()),
  additionalUsers: Type.Number(),
  limits: AccountLimitsViewSchema,
  updatedAt: Type.String(),
});
export type AccountDetail = Static<typeof AccountDetailSchema>;

/** DELETE /accounts/current and /accounts/{id}: the account's name, typed exactly. */
export const DeleteAccountBody = Type.Object({ confirmation: Type.String({ maxLength: 200 }) }, { additionalProperties: false, errorMessage: AccountErrors.DELETE_CONFIRMATION_MISMATCH });

/** POST /accounts/{id}/transfer-ownership: the new owner (a member); the old owner becomes ADMIN. */
export const TransferOwnershipBody = Type.Object({ userId: Uuid }, { additionalProperties: false });

/** GET /accounts/stats. */
export const AccountStatsSchema = Type.Object({
  /** Active members. */
  members: Type.Number(),
  suspendedMembers: Type.Number(),
  pendingInvitations: Type.Number(),
  /** -1 = unlimited. */
  maxUsers: Type.Number(),
  byRole: Type.Object({ OWNER: Type.Number(), ADMIN: Type.Number(), MEMBER: Type.Number(), OBSERVER: Type.Number() }),
  /** What the limit counts: active members plus pending invitations. */
  usage: Type.Object({ users: Type.Number(), maxUsers: Type.Number(), remaining: Nullable(Type.Number()), percent: Nullable(Type.Number()) }),
});
export type AccountStats = Static<typeof AccountStatsSchema>;

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

const auditLogEntryFields = {
  id: Type.String(),
  action: Type.String(),
  userId: Nullable(Type.String()),
  userEmail: Nullable(Type.String()),
  userName: Nullable(Type.String()),
  sessionId: Nullable(Type.String()),
  details: Type.Record(Type.String(), Type.Unknown()),
  ipAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  createdAt: Type.String(),
};
export const AuditLogEntryViewSchema = Type.Object(auditLogEntryFields);
export type AuditLogEntryView = Static<typeof AuditLogEntryViewSchema>;

/** GET /accounts/audit-logs (newest first). */
export const AuditLogPageViewSchema = Type.Object({ logs: Type.Array(AuditLogEntryViewSchema), total: Type.Number(), limit: Type.Number(), offset: Type.Number() });
export type AuditLogPageView = Static<typeof AuditLogPageViewSchema>;

export const ValidateSlugQuery = Type.Object({ slug: Slug }, { additionalProperties: false });
export const ValidateDomainQuery = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 253 }) }, { additionalProperties: false });

/** GET /accounts/validate-slug and /accounts/validate-domain: message is the reason when not available. */
export const AvailabilityViewSchema = Type.Object({ value: Type.String(), valid: Type.Boolean(), available: Type.Boolean(), message: Nullable(Type.String()) });
export type AvailabilityView = Static<typeof AvailabilityViewSchema>;

/** GET /accounts/{id}/users: a member of the account. */
export const AccountUserViewSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatarUrl: Nullable(Type.String()),
  role: AccountRoleValue,
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED')]),
  permissions: StringList,
  invitedBy: Nullable(Type.String()),
  joinedAt: Type.String(),
});
export type AccountUserView = Static<typeof AccountUserViewSchema>;

/** GET /users and /users/search: members of the current account. */
export const DirectoryUserViewSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  avatarUrl: Nullable(Type.String()),
  role: AccountRoleValue,
});
export type DirectoryUserView = Static<typeof DirectoryUserViewSchema>;

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
export const InvitationAcceptResultSchema = Type.Object({ accountId: Type.String(), role: AccountRoleValue });
export type InvitationAcceptResult = Static<typeof InvitationAcceptResultSchema>;

/** POST /accounts/contact-admin. */
export const ContactAdminResultSchema = Type.Object({ id: Type.String() });
export type ContactAdminResult = Static<typeof ContactAdminResultSchema>;

// ---------- auth results, sessions and security (platform.md section 7) ----------

/** POST /auth/refresh: a new access token and the rotated refresh token. */
export const RefreshResultSchema = Type.Object({ tokens: AuthTokensPayloadSchema, accountId: Nullable(Type.String()) });
export type RefreshResult = Static<typeof RefreshResultSchema>;

/** POST /auth/demo-login. */
export const DemoLoginResultSchema = Type.Object({ token: Type.String(), tokens: AuthTokensPayloadSchema, user: UserProfileSchema, accountId: Nullable(Type.String()) });
export type DemoLoginResult = Static<typeof DemoLoginResultSchema>;

/** POST /auth/2fa/setup: for totp the secret to enter or scan; for email where the code went. */
export const TwoFactorSetupResultSchema = Type.Object({
  method: TwoFactorMethodValue,
  secret: Type.Optional(Type.String()),
  otpauthUrl: Type.Optional(Type.String()),
  /** A PNG data URL of the otpauth QR code. */
  qrCodeDataUrl: Type.Optional(Type.String()),
  sentTo: Type.Optional(Type.String()),
});
export type TwoFactorSetupResult = Static<typeof TwoFactorSetupResultSchema>;

/** An auth session (a signed-in device). */
export const AuthSessionViewSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  accountId: Nullable(Type.String()),
  ipAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  device: Nullable(Type.String()),
  createdAt: Type.String(),
  lastActivityAt: Type.String(),
  expiresAt: Type.String(),
  revokedAt: Nullable(Type.String()),
  revokedReason: Nullable(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('expired'), Type.Literal('revoked')]),
  /** The session of the caller's token. */
  current: Type.Boolean(),
  /** In account-wide lists: whose session it is. */
  userEmail: Type.Optional(Type.String()),
});
export type AuthSessionView = Static<typeof AuthSessionViewSchema>;

/** POST /sessions/{id}/switch-account: a new access token for the account; the refresh token stays. */
export const SwitchAccountResultSchema = Type.Object({ tokens: Type.Object({ accessToken: Type.String(), expiresAt: Type.Number() }), accountId: Type.String() });
export type SwitchAccountResult = Static<typeof SwitchAccountResultSchema>;

/** GET /sessions/metrics. */
export const SessionMetricsViewSchema = Type.Object({
  activeSessions: Type.Number(),
  sessionsToday: Type.Number(),
  byDevice: Type.Record(Type.String(), Type.Number()),
  averageDurationMinutes: Type.Number(),
});
export type SessionMetricsView = Static<typeof SessionMetricsViewSchema>;

/** GET /sessions/audit-logs: one entry. */
export const SessionAuditLogViewSchema = Type.Object({ ...auditLogEntryFields, accountId: Nullable(Type.String()) });
export type SessionAuditLogView = Static<typeof SessionAuditLogViewSchema>;

export const LoginAttemptViewSchema = Type.Object({
  id: Type.String(),
  email: Type.String(),
  userId: Nullable(Type.String()),
  ipAddress: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  success: Type.Boolean(),
  riskFactors: StringList,
  riskScore: Type.Number(),
  timestamp: Type.String(),
});
export type LoginAttemptView = Static<typeof LoginAttemptViewSchema>;

export const SuspiciousActivityResultSchema = Type.Object({ id: Type.String(), score: Type.Number(), factors: StringList, flagged: Type.Boolean() });
export type SuspiciousActivityResult = Static<typeof SuspiciousActivityResultSchema>;

export const LockStatusViewSchema = Type.Object({ userId: Type.String(), locked: Type.Boolean(), lockedUntil: Nullable(Type.String()), reason: Nullable(Type.String()) });
export type LockStatusView = Static<typeof LockStatusViewSchema>;

/** A device fingerprint of the caller (POST /security/device-fingerprints, .../trust). */
export const DeviceViewSchema = Type.Object({ id: Type.String(), label: Nullable(Type.String()), trusted: Type.Boolean(), trustedAt: Nullable(Type.String()), lastSeenAt: Type.String() });
export type DeviceView = Static<typeof DeviceViewSchema>;
/**
 * POST /security/device-fingerprints/{fp}/trust: the trusted device with its new secret (shown once;
 * the client sends it as its fingerprint from then on), or, for the emailed second factor asked
 * without a code, the news that a code was mailed.
 */
export const TrustedDeviceResultSchema = Type.Union([
  Type.Composite([DeviceViewSchema, Type.Object({ deviceToken: Type.String() })]),
  Type.Object({ codeSent: Type.Literal(true), method: Type.Literal('email'), sentTo: Type.String() }),
]);
export type TrustedDeviceResult = Static<typeof TrustedDeviceResultSchema>;

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
/** Trusting a device takes a current second-factor code (authenticator, or the code mailed on a first call without one). */
export const TrustDeviceBody = Type.Object({ label: Type.Optional(Type.String({ maxLength: 120 })), code: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false });
export const TrustedDeviceQuery = Type.Object({ userId: Type.Optional(Uuid) }, { additionalProperties: false });
