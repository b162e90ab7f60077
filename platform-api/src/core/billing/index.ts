import { LIMITS, USAGE, type CapabilityRegistry, type Logger } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { CoreContext } from '../context.js';
import { registerCartRoutes } from '../cart/routes.js';
import { registerRevenueIntegrationRoutes } from '../integrations/routes.js';
import { registerPricingRoutes } from '../pricing/routes.js';
import type { BillingContext } from './context.js';
import { createPaymentProvider } from './payment-provider.js';
import { runRenewals, type RenewalSummary } from './renewals.js';
import { registerBillingRoutes } from './routes.js';
import { createPurchaseApprovals } from './purchase-approvals.js';
import { loadBillingSettings } from './settings.js';

export interface BillingJobs {
  /** Renew, end or mark past due every subscription whose period has ended (the clock's now unless told). */
  runRenewals(now?: Date): Promise<RenewalSummary>;
}

/** The renewal job (`core.billing.renewals`): on the hour, and once when the server starts. */
export const RENEWAL_JOB = 'billing.renewals';
export const RENEWAL_CRON = '0 * * * *';

/** What the renewal schedule needs of the job runner (the core's registrar). */
export interface RenewalJobs {
  define(name: string, handler: () => Promise<void>, options: { policy: 'stately'; retryLimit: number }): void;
  enqueue(name: string, data: null): Promise<string | null>;
  schedule(name: string, cron: string): Promise<void>;
}

/**
 * Subscriptions renew (or end) at their period's end: a background job run every hour on one
 * instance (a run already waiting makes another enqueue a no-op). Answers the start-up run.
 */
export function scheduleRenewals(jobs: RenewalJobs, billing: BillingJobs, log: Logger): { runAtStartup(): Promise<void> } {
  jobs.define(
    RENEWAL_JOB,
    async () => {
      const summary = await billing.runRenewals();
      log.info({ summary }, 'subscription renewals ran');
    },
    { policy: 'stately', retryLimit: 0 },
  );
  void jobs.schedule(RENEWAL_JOB, RENEWAL_CRON);
  return { runAtStartup: async () => void (await jobs.enqueue(RENEWAL_JOB, null)) };
}

/**
 * The pricing, cart, billing and revenue-integration areas: one route table each (made by
 * `area`), sharing the billing settings, the payment provider and the LIMITS capability.
 */
export function registerBillingAreas(area: () => RouteTable, core: CoreContext, capabilities: CapabilityRegistry): { tables: RouteTable[]; jobs: BillingJobs } {
  const settings = loadBillingSettings();
  const ctx: BillingContext = {
    ...core,
    settings,
    provider: createPaymentProvider(settings.paymentProvider),
    limitsFor: async (accountId) => {
      const limits = await capabilities.get(LIMITS, accountId);
      if (!limits) throw new Error('the LIMITS capability is not provided');
      return limits.limitsFor(accountId);
    },
    usageFor: async (accountId) => (await (await capabilities.get(USAGE, accountId))?.countUsage(accountId)) ?? {},
  };
  const pricing = area();
  registerPricingRoutes(pricing, ctx);
  const cart = area();
  registerCartRoutes(cart, ctx);
  const billing = area();
  // Plan purchases under approval workflows: the core handles the 'billing.plan-purchase' trigger.
  registerBillingRoutes(billing, ctx, createPurchaseApprovals(ctx, capabilities));
  const integrations = area();
  registerRevenueIntegrationRoutes(integrations, ctx);
  return { tables: [pricing, cart, billing, integrations], jobs: { runRenewals: (now) => runRenewals(ctx, now ?? ctx.now()) } };
}
