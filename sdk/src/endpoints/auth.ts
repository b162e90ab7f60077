import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { AuthErrors } from '../domain/errors.js';
import {
  ChangePasswordBody,
  DeleteProfileBody,
  DemoLoginBody,
  DemoLoginResultSchema,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  PublicResendBody,
  RefreshBody,
  RefreshResultSchema,
  RegisterBody,
  RegistrationPendingSchema,
  ResetPasswordBody,
  SessionResponseSchema,
  SignInResultSchema,
  TwoFactorDisableBody,
  TwoFactorRequiredSchema,
  TwoFactorSetupBody,
  TwoFactorSetupResultSchema,
  UpdateProfileBody,
  UserProfileSchema,
} from '../schemas/identity.js';

// Bodies are checked for types here; missing or empty values get the spec's texts from the service
// (a missing phone is 'Phone number is required', not a schema message).
const RegisterInput = Type.Partial(RegisterBody);
const LoginInput = Type.Partial(
  Type.Object({ email: Type.String({ maxLength: 254 }), password: LoginBody.properties.password, deviceFingerprint: LoginBody.properties.deviceFingerprint }, { additionalProperties: false }),
);
const SecondFactorInput = Type.Partial(
  Type.Object({ pendingToken: Type.String({ maxLength: 200 }), code: Type.String({ maxLength: 20 }), trustDevice: Type.Boolean() }, { additionalProperties: false }),
);
const PendingTokenInput = Type.Partial(Type.Object({ pendingToken: Type.String({ maxLength: 200 }) }, { additionalProperties: false }));
const TwoFactorEnableInput = Type.Object(
  { method: Type.Union([Type.Literal('email'), Type.Literal('totp')]), code: Type.Optional(Type.String({ maxLength: 20 })), password: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);
const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });
const Message = Type.Object({ message: Type.String() });

/**
 * The auth area (platform.md section 7): sign-in, registration, tokens, passwords, verification,
 * 2FA, profile. Public routes that read a token when there is one (logout) say `access: 'public'`
 * rather than `public: true`, so that the browser still sends it.
 */
export const AuthEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/auth/register',
    public: true,
    schema: { body: RegisterInput, response: Type.Union([SignInResultSchema, RegistrationPendingSchema]) },
    summary: 'Create an account and sign in (an e-mail that already has an account answers "check your e-mail" and its owner is mailed)',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/auth/login',
    public: true,
    schema: { body: LoginInput, response: Type.Union([SignInResultSchema, TwoFactorRequiredSchema]) },
    summary: 'Sign in (or get a pending token when a second factor is on)',
    errors: [{ status: 400, text: AuthErrors.INVALID_CREDENTIALS }],
  }),
  verifySecondFactor: defineEndpoint({ method: 'POST', path: '/auth/verify-2fa', public: true, schema: { body: SecondFactorInput, response: SignInResultSchema }, summary: 'Finish a sign-in with the second factor' }),
  resendSecondFactorCode: defineEndpoint({
    method: 'POST',
    path: '/auth/verify-2fa/resend',
    public: true,
    schema: { body: PendingTokenInput, response: Type.Object({ resent: Type.Literal(true) }) },
    summary: 'Send the sign-in code again',
  }),
  refresh: defineEndpoint({ method: 'POST', path: '/auth/refresh', public: true, schema: { body: Type.Partial(RefreshBody), response: RefreshResultSchema }, summary: 'Rotate the refresh token' }),
  // Public so that a client whose access token already expired can still end its session.
  logout: defineEndpoint({ method: 'POST', path: '/auth/logout', access: 'public', schema: { body: LogoutBody, response: Type.Object({ loggedOut: Type.Literal(true) }) }, summary: 'End the session' }),
  session: defineEndpoint({ method: 'GET', path: '/auth/session', access: 'user', schema: { response: SessionResponseSchema }, summary: 'The signed-in user, account and memberships' }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    schema: { body: Type.Partial(ChangePasswordBody), response: Type.Object({ changed: Type.Literal(true), endedSessions: Type.Number() }) },
  }),
  forgotPassword: defineEndpoint({ method: 'POST', path: '/auth/forgot-password', public: true, schema: { body: Type.Partial(ForgotPasswordBody), response: Message } }),
  resetPassword: defineEndpoint({ method: 'POST', path: '/auth/reset-password', public: true, schema: { body: Type.Partial(ResetPasswordBody), response: Type.Object({ reset: Type.Literal(true) }) } }),
  verifyEmail: defineEndpoint({
    method: 'GET',
    path: '/auth/verify-email/:token',
    public: true,
    schema: { params: TokenParams, response: Type.Object({ verified: Type.Literal(true), email: Type.String() }) },
  }),
  resendVerification: defineEndpoint({
    method: 'POST',
    path: '/auth/resend-verification',
    access: 'user',
    schema: { response: Type.Object({ message: Type.String(), alreadyVerified: Type.Boolean() }) },
  }),
  resendVerificationPublic: defineEndpoint({ method: 'POST', path: '/auth/resend-verification/public', public: true, schema: { body: Type.Partial(PublicResendBody), response: Message } }),
  setupTwoFactor: defineEndpoint({ method: 'POST', path: '/auth/2fa/setup', access: 'user', schema: { body: TwoFactorSetupBody, response: TwoFactorSetupResultSchema } }),
  enableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/auth/2fa/enable',
    access: 'user',
    schema: { body: TwoFactorEnableInput, response: UserProfileSchema },
    errors: [
      { status: 400, text: AuthErrors.VERIFICATION_FAILED },
      { status: 400, text: AuthErrors.TWO_FACTOR_PASSWORD_REQUIRED },
      { status: 400, text: AuthErrors.PASSWORD_INCORRECT },
    ],
  }),
  disableTwoFactor: defineEndpoint({ method: 'POST', path: '/auth/2fa/disable', access: 'user', schema: { body: Type.Partial(TwoFactorDisableBody), response: UserProfileSchema } }),
  profile: defineEndpoint({ method: 'GET', path: '/auth/profile', access: 'user', schema: { response: UserProfileSchema } }),
  updateProfile: defineEndpoint({ method: 'PATCH', path: '/auth/profile', access: 'user', schema: { body: UpdateProfileBody, response: UserProfileSchema } }),
  deleteProfile: defineEndpoint({ method: 'DELETE', path: '/auth/profile', access: 'user', schema: { body: Type.Partial(DeleteProfileBody), response: Type.Object({ deleted: Type.Literal(true) }) } }),
  // The multipart body is parsed by Express (core/auth/http.ts) before the route: no JSON body schema.
  uploadAvatar: defineEndpoint({ method: 'POST', path: '/auth/avatar', access: 'user', schema: { response: Type.Object({ avatarUrl: Type.String() }) }, summary: 'Upload an avatar image' }),
  deleteAvatar: defineEndpoint({ method: 'DELETE', path: '/auth/avatar', access: 'user', schema: { response: Type.Object({ avatarUrl: Type.Null() }) } }),
  demoLogin: defineEndpoint({ method: 'POST', path: '/auth/demo-login', public: true, schema: { body: DemoLoginBody, response: DemoLoginResultSchema } }),
} as const;
