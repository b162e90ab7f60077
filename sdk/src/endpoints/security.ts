import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  DeviceFingerprintBody,
  DeviceViewSchema,
  LockStatusViewSchema,
  LockUserBody,
  LoginAttemptQuery,
  LoginAttemptViewSchema,
  SuspiciousActivityBody,
  SuspiciousActivityResultSchema,
  TrustDeviceBody,
  TrustedDeviceResultSchema,
  TrustedDeviceQuery,
} from '../schemas/identity.js';
import { AuthErrors } from '../domain/errors/auth-errors.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const FingerprintParams = Type.Object({ fp: Type.String({ minLength: 8, maxLength: 200 }) });
const LoginAttemptPage = Type.Object({ attempts: Type.Array(LoginAttemptViewSchema), total: Type.Number(), limit: Type.Number(), offset: Type.Number() });

/** The security area: login attempts, suspicious activity, locks, trusted devices. */
export const SecurityEndpoints = {
  loginAttempts: defineEndpoint({ method: 'GET', path: '/auth/login-attempts', access: 'user', schema: { query: LoginAttemptQuery, response: LoginAttemptPage } }),
  // The same search with the filters in a body.
  searchLoginAttempts: defineEndpoint({ method: 'POST', path: '/auth/login-attempts', access: 'user', schema: { body: LoginAttemptQuery, response: LoginAttemptPage } }),
  assessSuspiciousActivity: defineEndpoint({
    method: 'POST',
    path: '/security/suspicious-activity',
    access: 'user',
    status: 201,
    schema: { body: SuspiciousActivityBody, response: SuspiciousActivityResultSchema },
  }),
  lockStatus: defineEndpoint({ method: 'GET', path: '/security/users/:id/locked', access: 'user', schema: { params: IdParams, response: LockStatusViewSchema } }),
  lockUser: defineEndpoint({ method: 'POST', path: '/security/users/:id/lock', access: 'user', schema: { params: IdParams, body: LockUserBody, response: LockStatusViewSchema } }),
  unlockUser: defineEndpoint({ method: 'POST', path: '/security/users/:id/unlock', access: 'user', schema: { params: IdParams, response: LockStatusViewSchema } }),
  registerDevice: defineEndpoint({ method: 'POST', path: '/security/device-fingerprints', access: 'user', status: 201, schema: { body: DeviceFingerprintBody, response: DeviceViewSchema } }),
  deviceTrusted: defineEndpoint({
    method: 'GET',
    path: '/security/device-fingerprints/:fp/trusted',
    access: 'user',
    schema: { params: FingerprintParams, query: TrustedDeviceQuery, response: Type.Object({ trusted: Type.Boolean() }) },
  }),
  trustDevice: defineEndpoint({
    method: 'POST',
    path: '/security/device-fingerprints/:fp/trust',
    access: 'user',
    schema: { params: FingerprintParams, body: TrustDeviceBody, response: TrustedDeviceResultSchema },
    summary: 'Trust this device after a second-factor code (a new device secret, shown once)',
    errors: [
      { status: 400, text: AuthErrors.DEVICE_TRUST_NEEDS_SECOND_FACTOR },
      { status: 400, text: AuthErrors.DEVICE_TRUST_CODE_REQUIRED },
      { status: 400, text: AuthErrors.VERIFICATION_FAILED },
    ],
  }),
} as const;
