import { AccessErrors, OnboardingEndpoints, UnauthorizedError, ValidationError, type Persona, type RouteRequest } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { RouteTable } from '../../plugins/routes.js';
import type { LoadedUser } from '../tenancy/request-context.js';
import { completeOnboarding, onboardingStatus, resetOnboarding, skipOnboarding, updateCompany, type OnboardingCaller } from './service.js';

/** The caller as the request context built them (persona and role included, dev overrides applied). */
function callerOf(req: Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip' | 'headers'>): OnboardingCaller {
  if (!req.user) throw new UnauthorizedError();
  if (!req.tenant || !req.ability) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  const persona: Persona | null = (req.user as Partial<LoadedUser>).primaryPersona ?? null;
  const agent = req.headers['user-agent'];
  return {
    accountId: req.tenant.accountId,
    userId: req.user.id,
    sessionId: req.user.sessionId,
    role: req.tenant.role,
    persona,
    canManage: req.ability.can('update', 'AccountSettings'),
    ip: req.ip || null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null,
  };
}

/**
 * The onboarding wizard of the current account (platform.md sections 2.4 and 4). The domains
 * step uses /accounts/{id}/features/validate and /selection, the invite step
 * /accounts/{id}/invitations, the plan step the pricing API.
 */
export function registerOnboardingRoutes(routes: RouteTable, ctx: CoreContext): void {
  routes.implement(OnboardingEndpoints.status, (req) => onboardingStatus(ctx, callerOf(req)));
  routes.implement(OnboardingEndpoints.complete, (req) => completeOnboarding(ctx, callerOf(req)));
  routes.implement(OnboardingEndpoints.skip, (req) => skipOnboarding(ctx, callerOf(req)));
  routes.implement(OnboardingEndpoints.reset, (req) => resetOnboarding(ctx, callerOf(req)));
  routes.implement(OnboardingEndpoints.company, (req) => updateCompany(ctx, callerOf(req), req.body));
}
