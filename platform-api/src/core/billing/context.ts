import { AccessErrors, ForbiddenError, UnauthorizedError, ValidationError, type AppAbility, type LimitsCapability, type RouteRequest, type UsageCapability } from '@suite/sdk';
import type { CoreContext } from '../context.js';
import type { BillingSettings } from './settings.js';
import type { PaymentProvider } from './payment-provider.js';

/** What the billing, pricing, cart and integrations areas are built with. */
export interface BillingContext extends CoreContext {
  settings: BillingSettings;
  provider: PaymentProvider;
  /** The LIMITS capability (plan limits of an account). */
  limitsFor(accountId: string): ReturnType<LimitsCapability['limitsFor']>;
  /** The USAGE capability's counts (empty when its module is off for the account). */
  usageFor(accountId: string): ReturnType<UsageCapability['countUsage']>;
}

/** Who acts, in which account, as services see it (never req/res). */
export interface BillingActor {
  userId: string;
  email: string;
  accountId: string;
  ability: AppAbility;
  ip: string | null;
  userAgent: string | null;
}

export function billingActorOf(req: Pick<RouteRequest, 'user' | 'tenant' | 'ability' | 'ip' | 'headers'>): BillingActor {
  if (!req.user) throw new UnauthorizedError();
  if (!req.tenant || !req.ability) throw new ValidationError(AccessErrors.TENANT_CONTEXT_REQUIRED);
  const agent = req.headers['user-agent'];
  return { userId: req.user.id, email: req.user.email, accountId: req.tenant.accountId, ability: req.ability, ip: req.ip || null, userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

export type Check = [action: string, subject: string];

/** Allowed when any one of the checks passes (e.g. buy, or manage billing). */
export function assertAnyAbility(ability: AppAbility | null, checks: Check[]): void {
  if (!ability || !checks.some(([action, subject]) => ability.can(action, subject))) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
}

/** Who may see billing (platform.md section 6): admins, page:billing, billing.view, billing.manage. */
export const VIEW_BILLING: Check[] = [['read', 'Billing']];
/** Who may buy: admins or billing.purchase. */
export const PURCHASE: Check[] = [['purchase', 'Billing']];
/** Who may change payment methods and billable users: buyers and billing managers. */
export const MANAGE_BILLING: Check[] = [['purchase', 'Billing'], ['update', 'Billing']];
/** Who may change or cancel the subscription: buyers and subscription.manage. */
export const MANAGE_SUBSCRIPTION: Check[] = [['purchase', 'Billing'], ['update', 'Subscription']];
/** Who may read the subscription: billing viewers and subscription.manage. */
export const VIEW_SUBSCRIPTION: Check[] = [['read', 'Billing'], ['read', 'Subscription']];

/** Route-level checks (run before the body is validated). */
export const CAN_PURCHASE: Check = ['purchase', 'Billing'];
export const CAN_VIEW_BILLING: Check = ['read', 'Billing'];
