import { AccessErrors, UnauthorizedError, ValidationError, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import { accessAccount, type AccountAccess } from './access.js';

/** The tenant's account, with the caller's rights in it. */
export async function currentAccess(ctx: CoreContext, req: Pick<RouteRequest, 'user' | 'tenant'>): Promise<AccountAccess> {
  if (!req.user || !req.tenant) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  return accessAccount(ctx.db, req.user, req.tenant.accountId);
}

/** An account named by id: the caller must be one of its members (403 with the tenant text otherwise). */
export async function namedAccess(ctx: CoreContext, req: Pick<RouteRequest, 'user'>, accountId: string): Promise<AccountAccess> {
  if (!req.user) throw new UnauthorizedError();
  return accessAccount(ctx.db, req.user, accountId);
}
