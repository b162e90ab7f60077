import { Type } from '@sinclair/typebox';
import { reply } from '@suite/sdk';
import { DeviceFingerprintBody, LockUserBody, LoginAttemptQuery, SuspiciousActivityBody, TrustDeviceBody, TrustedDeviceQuery } from '@suite/sdk/schemas';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clientOf } from '../auth/routes.js';
import { callerOf } from '../sessions/access.js';
import * as security from './service.js';

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const FingerprintParams = Type.Object({ fp: Type.String({ minLength: 8, maxLength: 200 }) });

/** Routes of the security area: login attempts, suspicious activity, locks, trusted devices. */
export function registerSecurityRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.add({
    method: 'GET',
    path: '/auth/login-attempts',
    access: 'user',
    schema: { query: LoginAttemptQuery },
    handler: (req) => security.listLoginAttempts(ctx, callerOf(req), req.query),
  });

  // The same search with the filters in a body.
  routes.add({
    method: 'POST',
    path: '/auth/login-attempts',
    access: 'user',
    schema: { body: LoginAttemptQuery },
    handler: (req) => security.listLoginAttempts(ctx, callerOf(req), req.body),
  });

  routes.add({
    method: 'POST',
    path: '/security/suspicious-activity',
    access: 'user',
    schema: { body: SuspiciousActivityBody },
    handler: async (req) => reply.created(await security.assessSuspiciousActivity(ctx, callerOf(req), req.body, clientOf(req))),
  });

  routes.add({
    method: 'GET',
    path: '/security/users/:id/locked',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => security.getLockStatus(ctx, callerOf(req), req.params.id),
  });

  routes.add({
    method: 'POST',
    path: '/security/users/:id/lock',
    access: 'user',
    schema: { params: IdParams, body: LockUserBody },
    handler: (req) => security.lockUser(ctx, callerOf(req), req.params.id, req.body, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/security/users/:id/unlock',
    access: 'user',
    schema: { params: IdParams },
    handler: (req) => security.unlockUser(ctx, callerOf(req), req.params.id, clientOf(req)),
  });

  routes.add({
    method: 'POST',
    path: '/security/device-fingerprints',
    access: 'user',
    schema: { body: DeviceFingerprintBody },
    handler: async (req) => reply.created(await security.registerDevice(ctx, callerOf(req), req.body.fingerprint, req.body.label)),
  });

  routes.add({
    method: 'GET',
    path: '/security/device-fingerprints/:fp/trusted',
    access: 'user',
    schema: { params: FingerprintParams, query: TrustedDeviceQuery },
    handler: (req) => security.isDeviceTrusted(ctx, callerOf(req), req.params.fp, req.query.userId),
  });

  routes.add({
    method: 'POST',
    path: '/security/device-fingerprints/:fp/trust',
    access: 'user',
    schema: { params: FingerprintParams, body: TrustDeviceBody },
    handler: (req) => security.trustDevice(ctx, callerOf(req), req.params.fp, req.body.label, clientOf(req)),
  });
}
