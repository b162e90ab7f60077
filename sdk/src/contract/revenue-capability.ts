import { defineCapability } from './capabilities.js';

/** One month of the revenue metrics the core computes from an account's revenue integrations (USD cents). */
export interface RevenueMonth {
  /** YYYY-MM */
  month: string;
  mrrCents: number;
  arrCents: number;
  newMrrCents: number;
  churnedMrrCents: number;
  activeCustomers: number;
  newCustomers: number;
  churnedCustomers: number;
}

/**
 * The platform's revenue integrations as figures (MRR, ARR, new and churned customers), provided by
 * the core from the metrics it computes at each sync. Read by bi, which uses them instead of the
 * manual revenue entries when an integration is connected.
 */
export interface RevenueCapability {
  /** True when the account has an active revenue integration that has synced metrics. */
  connected(accountId: string): Promise<boolean>;
  /** The computed months between `fromMonth` and `toMonth` (YYYY-MM, inclusive), oldest first; months without metrics are left out. */
  months(accountId: string, fromMonth: string, toMonth: string): Promise<RevenueMonth[]>;
}
export const REVENUE = defineCapability<RevenueCapability>('core.revenue', 'core');
