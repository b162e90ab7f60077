import { AccessErrors, AuthErrors, FeatureEndpoints, ForbiddenError, UnauthorizedError, ValidationError, type AppAbility, type RouteRequest } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import { accessAccount } from '../accounts/access.js';
import { applySelection, availableFeatures, getAccountFeatures, toggleFeature, validateSelection, type FeatureAccount, type FeatureActor, type FeatureDeps } from './service.js';

type Caller = Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip' | 'headers'>;

export function featureActorOf(req: Caller): FeatureActor {
  if (!req.user) throw new UnauthorizedError();
  const agent = req.headers['user-agent'];
  return { userId: req.user.id, sessionId: req.user.sessionId, ip: req.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

/** The request's own account, with the plan and ability its requests see. */
function currentAccount(req: Caller): FeatureAccount & { ability: AppAbility } {
  if (!req.tenant || !req.ability) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  return { accountId: req.tenant.accountId, plan: req.tenant.plan, ability: req.ability };
}

/**
 * An account named by id: the request's account (as the request sees it), or another of the
 * caller's memberships; any other account is refused with the spec's tenant text.
 */
async function namedAccount(deps: FeatureDeps, req: Caller, accountId: string): Promise<FeatureAccount & { ability: AppAbility }> {
  if (!req.user) throw new UnauthorizedError();
  if (req.tenant?.accountId === accountId && req.ability) {
    if (!req.user.emailVerified) throw new ForbiddenError(AuthErrors.EMAIL_VERIFICATION_REQUIRED);
    return currentAccount(req);
  }
  const access = await accessAccount(deps.ctx.db, req.user, accountId);
  return { accountId, plan: access.plan, ability: access.ability };
}

function requireFlagAdmin(account: { ability: AppAbility }): void {
  if (account.ability.cannot('update', 'FeatureFlags')) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}

/**
 * Per-account feature flags (platform.md section 7 "Features"). Reads are open to the account's
 * members; changes need account admins (update FeatureFlags).
 */
export function registerFeatureRoutes(routes: RouteTable, deps: FeatureDeps): void {
  const { db } = deps.ctx;

  routes.implement(FeatureEndpoints.available, (req) => availableFeatures(db, currentAccount(req)));
  routes.implement(FeatureEndpoints.features, (req) => getAccountFeatures(db, currentAccount(req)));
  routes.implement(FeatureEndpoints.update, (req) => applySelection(deps, featureActorOf(req), currentAccount(req), req.body.enabledFeatures));
  routes.implement(FeatureEndpoints.toggle, async (req) => {
    const account = await namedAccount(deps, req, req.params.id);
    requireFlagAdmin(account);
    return toggleFeature(deps, featureActorOf(req), account, req.body.feature, req.body.enabled);
  });
  routes.implement(FeatureEndpoints.select, async (req) => {
    const account = await namedAccount(deps, req, req.params.id);
    requireFlagAdmin(account);
    return applySelection(deps, featureActorOf(req), account, req.body.selectedFeatures);
  });
  routes.implement(FeatureEndpoints.validate, async (req) => {
    const account = await namedAccount(deps, req, req.params.id);
    requireFlagAdmin(account);
    return validateSelection(deps, account, req.body.selectedFeatures);
  });
}
