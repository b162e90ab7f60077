import { SecurityEndpoints } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import { clientOf } from '../auth/routes.js';
import { callerOf } from '../sessions/access.js';
import * as security from './service.js';

/** Routes of the security area: login attempts, suspicious activity, locks, trusted devices. */
export function registerSecurityRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(SecurityEndpoints.loginAttempts, (req) => security.listLoginAttempts(ctx, callerOf(req), req.query));

  // The same search with the filters in a body.
  routes.implement(SecurityEndpoints.searchLoginAttempts, (req) => security.listLoginAttempts(ctx, callerOf(req), req.body));

  routes.implement(SecurityEndpoints.assessSuspiciousActivity, (req) => security.assessSuspiciousActivity(ctx, callerOf(req), req.body, clientOf(req)));

  routes.implement(SecurityEndpoints.lockStatus, (req) => security.getLockStatus(ctx, callerOf(req), req.params.id));

  routes.implement(SecurityEndpoints.lockUser, (req) => security.lockUser(ctx, callerOf(req), req.params.id, req.body, clientOf(req)));

  routes.implement(SecurityEndpoints.unlockUser, (req) => security.unlockUser(ctx, callerOf(req), req.params.id, clientOf(req)));

  routes.implement(SecurityEndpoints.registerDevice, (req) => security.registerDevice(ctx, callerOf(req), req.body.fingerprint, req.body.label));

  routes.implement(SecurityEndpoints.deviceTrusted, (req) => security.isDeviceTrusted(ctx, callerOf(req), req.params.fp, req.query.userId));

  routes.implement(SecurityEndpoints.trustDevice, (req) => security.trustDevice(ctx, callerOf(req), req.params.fp, req.body, clientOf(req)));
}
