import { LIMITS, USAGE, type CapabilityRegistry } from '@suite/sdk';
import type { RouteTable } from '../../plugins/routes.js';
import type { CoreContext } from '../context.js';
import { registerCartRoutes } from '../cart/routes.js';
import { registerRevenueIntegrationRoutes } from '../integrations/routes.js';
import { registerPricingRoutes } from '../pricing/routes.js';
import type { BillingContext } from './context.js';
import { createPaymentProvider } from './payment-provider.js';
import { runRenewals, type RenewalSummary } from './renewals.js';
import { registerBillingRoutes } from './routes.js';
import { loadBillingSettings } from './settings.js';

export interface BillingJobs {
  /** Renew, end or mark past due every subscription whose period has ended (the clock's now unless told). */
  runRenewals(now?: Date): Promise<RenewalSummary>;
}

/** How often the server runs the renewal job. */
export const RENEWAL_INTERVAL_MS = 60 * 60 * 1000;

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
  registerBillingRoutes(billing, ctx);
  const integrations = area();
  registerRevenueIntegrationRoutes(integrations, ctx);
  return { tables: [pricing, cart, billing, integrations], jobs: { runRenewals: (now) => runRenewals(ctx, now ?? ctx.now()) } };
}
