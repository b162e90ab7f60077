/**
 * The billing, pricing, cart and revenue-integration API: request bodies (validated by the
 * server from these schemas) and the shapes it answers. Paths are under /api (platform.md
 * section 7). Every amount is in integer cents (USD); every field holding money ends in Cents.
 * Dates are ISO 8601 strings.
 */
export { PlanIdSchema, BillingIntervalSchema } from './billing/common.js';
export * from './billing/pricing.js';
export * from './billing/cart.js';
export * from './billing/payment-methods.js';
export * from './billing/subscriptions.js';
export * from './billing/usage.js';
export * from './billing/revenue.js';
