import { AuthEndpoints, AuthErrors, UnauthorizedError, ValidationError, type AuthUser, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import type { ClientInfo } from '../sessions/store.js';
import * as auth from './service.js';
import * as profile from './profile.js';
import { disableTwoFactor, enableTwoFactor, setupTwoFactor } from './two-factor.js';
import type { UploadedAvatar } from './profile.js';
import { attributeFromCookie } from '../public-site/routes.js';

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

/** Routes of the auth area: sign-in, registration, tokens, passwords, verification, 2FA, profile. */
export function registerAuthRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(AuthEndpoints.register, async (req) => {
    const result = await auth.register(ctx, req.body, clientOf(req));
    // A visitor who came through an affiliate's link (the suite_ref cookie) is that affiliate's referral.
    // (An e-mail that already has an account answers "check your e-mail": no new user to attribute.)
    if ('user' in result) await attributeFromCookie(ctx, req.headers, result);
    return result;
  });

  routes.implement(AuthEndpoints.login, (req) => {
    const { email, password, deviceFingerprint } = req.body;
    if (!email?.trim() || !password) throw new ValidationError(AuthErrors.INVALID_CREDENTIALS);
    return auth.login(ctx, { email, password, deviceFingerprint }, { client: clientOf(req), headers: req.headers, deviceFingerprint: headerValue(req, 'x-device-fingerprint') });
  });

  routes.implement(AuthEndpoints.verifySecondFactor, (req) => {
    const { pendingToken, code, trustDevice } = req.body;
    if (!pendingToken) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    if (!code || !/^\d{6}$/.test(code.trim())) throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
    return auth.verifySecondFactor(ctx, { pendingToken, code: code.trim(), trustDevice }, clientOf(req));
  });

  routes.implement(AuthEndpoints.resendSecondFactorCode, (req) => {
    if (!req.body.pendingToken) throw new ValidationError(AuthErrors.RESEND_CODE_FAILED);
    return auth.resendSecondFactorCode(ctx, req.body.pendingToken);
  });

  routes.implement(AuthEndpoints.refresh, (req) => {
    if (!req.body.refreshToken) throw new UnauthorizedError(AuthErrors.SESSION_EXPIRED);
    return auth.refresh(ctx, req.body.refreshToken, clientOf(req));
  });

  // Public so that a client whose access token already expired can still end its session.
  routes.implement(AuthEndpoints.logout, (req) => auth.logout(ctx, req.user, req.body.refreshToken, clientOf(req)));

  routes.implement(AuthEndpoints.session, (req) => auth.sessionInfo(ctx, signedIn(req), req.tenant));

  routes.implement(AuthEndpoints.changePassword, (req) => auth.changePassword(ctx, signedIn(req), { currentPassword: req.body.currentPassword ?? '', newPassword: req.body.newPassword ?? '' }, clientOf(req)));

  routes.implement(AuthEndpoints.forgotPassword, (req) => auth.forgotPassword(ctx, req.body.email ?? ''));

  routes.implement(AuthEndpoints.resetPassword, (req) => auth.resetPassword(ctx, req.body, clientOf(req)));

  routes.implement(AuthEndpoints.verifyEmail, (req) => auth.verifyEmail(ctx, req.params.token, clientOf(req)));

  routes.implement(AuthEndpoints.resendVerification, (req) => auth.resendVerification(ctx, signedIn(req).id));

  routes.implement(AuthEndpoints.resendVerificationPublic, (req) => auth.resendVerificationPublic(ctx, req.body.email));

  routes.implement(AuthEndpoints.setupTwoFactor, (req) => setupTwoFactor(ctx, signedIn(req).id, req.body.method, req.body.password));

  routes.implement(AuthEndpoints.enableTwoFactor, (req) => {
    const code = req.body.code?.trim() ?? '';
    if (!/^\d{6}$/.test(code)) throw new ValidationError(AuthErrors.VERIFICATION_FAILED, [{ field: 'code', message: AuthErrors.VERIFICATION_FAILED }]);
    return enableTwoFactor(ctx, signedIn(req).id, req.body.method, code, clientOf(req), req.body.password);
  });

  routes.implement(AuthEndpoints.disableTwoFactor, (req) => disableTwoFactor(ctx, signedIn(req).id, req.body.password ?? '', clientOf(req)));

  routes.implement(AuthEndpoints.profile, (req) => profile.getProfile(ctx, signedIn(req).id));

  routes.implement(AuthEndpoints.updateProfile, (req) => profile.updateProfile(ctx, signedIn(req).id, req.body));

  routes.implement(AuthEndpoints.deleteProfile, (req) => profile.deleteProfile(ctx, signedIn(req).id, req.body.confirmation ?? '', clientOf(req)));

  // The multipart body was parsed by authHttpRouter (http.ts) into { avatar }.
  routes.implement(AuthEndpoints.uploadAvatar, (req) => {
    const avatar = (req.body as { avatar?: UploadedAvatar | null } | undefined)?.avatar;
    return profile.setAvatar(ctx, signedIn(req).id, avatar && Buffer.isBuffer(avatar.bytes) ? avatar : null);
  });

  routes.implement(AuthEndpoints.deleteAvatar, (req) => profile.deleteAvatar(ctx, signedIn(req).id));

  routes.implement(AuthEndpoints.demoLogin, (req) => auth.demoLogin(ctx, req.body, clientOf(req)));
}
