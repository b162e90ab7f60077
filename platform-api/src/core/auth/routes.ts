import { Type } from '@sinclair/typebox';
import { AuthErrors, UnauthorizedError, ValidationError, type AuthUser, type RouteRequest } from '@suite/sdk';
import {
  ChangePasswordBody,
  DeleteProfileBody,
  DemoLoginBody,
  ForgotPasswordBody,
  LoginBody,
  LogoutBody,
  PublicResendBody,
  RefreshBody,
  RegisterBody,
  ResetPasswordBody,
  TwoFactorDisableBody,
  TwoFactorSetupBody,
  UpdateProfileBody,
} from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import type { ClientInfo } from '../sessions/store.js';
import * as auth from './service.js';
import * as profile from './profile.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.js';
import type { UploadedAvatar } from './profile.js';

/** The request's address and browser, recorded on sessions, attempts and audit entries. */
export function clientOf(req: Pick<RouteRequest, 'ip' | 'headers'>): ClientInfo {
  const agent = req.headers['user-agent'];
  const userAgent = (Array.isArray(agent) ? agent[0] : agent)?.slice(0, 500) ?? null;
  return { ip: req.ip || null, userAgent };
}

function headerValue(req: Pick<RouteRequest, 'headers'>, name: string): string | null {
  const value = req.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim().slice(0, 200) || null;
}

/** The signed-in user of a 'user' route (always set there). */
function signedIn(req: Pick<RouteRequest, 'user'>): AuthUser {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}

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
const RefreshInput = Type.Partial(RefreshBody);
const ChangePasswordInput = Type.Partial(ChangePasswordBody);
const ForgotPasswordInput = Type.Partial(ForgotPasswordBody);
const ResetPasswordInput = Type.Partial(ResetPasswordBody);
const PublicResendInput = Type.Partial(PublicResendBody);
const TwoFactorEnableInput = Type.Object(
  { method: Type.Union([Type.Literal('email'), Type.Literal('totp')]), code: Type.Optional(Type.String({ maxLength: 20 })) },
  { additionalProperties: false },
);
const TwoFactorDisableInput = Type.Partial(TwoFactorDisableBody);
const DeleteProfileInput = Type.Partial(DeleteProfileBody);
const TokenParams = Type.Object({ token: Type.String({ maxLength: 300 }) });

/** Routes of the auth area: sign-in, registration, tokens, passwords, verification, 2FA, profile. */
export function registerAuthRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    schema: { body: RegisterInput },
    handler: (req) => auth.register(ctx, req.body, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    schema: { body: LoginInput },
    handler: (req) => {
      const { email, password, deviceFingerprint } = req.body;
      if (!email?.trim() || !password) throw new ValidationError(AuthErrors.INVALID_CREDENTIALS);
      return auth.login(ctx, { email, password, deviceFingerprint }, { client: clientOf(req), headers: req.headers, deviceFingerprint: headerValue(req, 'x-device-fingerprint') });
    },
  });

  routes.add({
    method: 'POST',
    path: '/auth/verify-2fa',
    access: 'public',
    schema: { body: SecondFactorInput },
    handler: (req) => {
      const { pendingToken, code, trustDevice } = req.body;
      if (!pendingToken) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
      if (!code || !/^\d{6}$/.test(code.trim())) throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
      return auth.verifySecondFactor(ctx, { pendingToken, code: code.trim(), trustDevice }, clientOf(req));
    },
  });

  routes.add({
    method: 'POST',
    path: '/auth/verify-2fa/resend',
    access: 'public',
    schema: { body: PendingTokenInput },
    handler: (req) => {
      if (!req.body.pendingToken) throw new ValidationError(AuthErrors.RESEND_CODE_FAILED);
      return auth.resendSecondFactorCode(ctx, req.body.pendingToken);
    },
  });

  routes.add({
    method: 'POST',
    path: '/auth/refresh',
    access: 'public',
    schema: { body: RefreshInput },
    handler: (req) => {
      if (!req.body.refreshToken) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
      return auth.refresh(ctx, req.body.refreshToken, clientOf(req));
    },
  });

  // Public so that a client whose access token already expired can still end its session.
  routes.add({
    method: 'POST',
    path: '/auth/logout',
    access: 'public',
    schema: { body: LogoutBody },
    handler: (req) => auth.logout(ctx, req.user, req.body.refreshToken, clientOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/auth/session',
    access: 'user',
    handler: (req) => auth.sessionInfo(ctx, signedIn(req), req.tenant),
  });

  routes.add({
    method: 'POST',
    path: '/auth/change-password',
    access: 'user',
    schema: { body: ChangePasswordInput },
    handler: (req) => auth.changePassword(ctx, signedIn(req), { currentPassword: req.body.currentPassword ?? '', newPassword: req.body.newPassword ?? '' }, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    schema: { body: ForgotPasswordInput },
    handler: (req) => auth.forgotPassword(ctx, req.body.email ?? ''),
  });

  routes.add({
    method: 'POST',
    path: '/auth/reset-password',
    access: 'public',
    schema: { body: ResetPasswordInput },
    handler: (req) => auth.resetPassword(ctx, req.body, clientOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/auth/verify-email/:token',
    access: 'public',
    schema: { params: TokenParams },
    handler: (req) => auth.verifyEmail(ctx, req.params.token, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/auth/resend-verification',
    access: 'user',
    handler: (req) => auth.resendVerification(ctx, signedIn(req).id),
  });

  routes.add({
    method: 'POST',
    path: '/auth/resend-verification/public',
    access: 'public',
    schema: { body: PublicResendInput },
    handler: (req) => auth.resendVerificationPublic(ctx, req.body.email),
  });

  routes.add({
    method: 'POST',
    path: '/auth/2fa/setup',
    access: 'user',
    schema: { body: TwoFactorSetupBody },
    handler: (req) => setupTwoFactor(ctx, signedIn(req).id, req.body.method),
  });

  routes.add({
    method: 'POST',
    path: '/auth/2fa/enable',
    access: 'user',
    schema: { body: TwoFactorEnableInput },
    handler: (req) => {
      const code = req.body.code?.trim() ?? '';
      if (!/^\d{6}$/.test(code)) throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
      return enableTwoFactor(ctx, signedIn(req).id, req.body.method, code, clientOf(req));
    },
  });

  routes.add({
    method: 'POST',
    path: '/auth/2fa/disable',
    access: 'user',
    schema: { body: TwoFactorDisableInput },
    handler: (req) => disableTwoFactor(ctx, signedIn(req).id, req.body.password ?? '', clientOf(req)),
  });

  routes.add({
    method: 'GET',
    path: '/auth/profile',
    access: 'user',
    handler: (req) => profile.getProfile(ctx, signedIn(req).id),
  });

  routes.add({
    method: 'PATCH',
    path: '/auth/profile',
    access: 'user',
    schema: { body: UpdateProfileBody },
    handler: (req) => profile.updateProfile(ctx, signedIn(req).id, req.body),
  });

  routes.add({
    method: 'DELETE',
    path: '/auth/profile',
    access: 'user',
    schema: { body: DeleteProfileInput },
    handler: (req) => profile.deleteProfile(ctx, signedIn(req).id, req.body.confirmation ?? '', clientOf(req)),
  });

  // The multipart body was parsed by authHttpRouter (http.ts) into { avatar }.
  routes.add({
    method: 'POST',
    path: '/auth/avatar',
    access: 'user',
    handler: (req) => {
      const avatar = (req.body as { avatar?: UploadedAvatar | null } | undefined)?.avatar;
      return profile.setAvatar(ctx, signedIn(req).id, avatar && Buffer.isBuffer(avatar.bytes) ? avatar : null);
    },
  });

  routes.add({
    method: 'DELETE',
    path: '/auth/avatar',
    access: 'user',
    handler: (req) => profile.deleteAvatar(ctx, signedIn(req).id),
  });

  routes.add({
    method: 'POST',
    path: '/auth/demo-login',
    access: 'public',
    schema: { body: DemoLoginBody },
    handler: (req) => auth.demoLogin(ctx, req.body, clientOf(req)),
  });
}
