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

/** A paying customer of the account's revenue integrations, found by e-mail (USD cents). */
export interface RevenueCustomer {
  /** Lower-cased. */
  email: string;
  /** This month's recurring revenue of every customer record with this e-mail; 0 once churned. */
  mrrCents: number;
  status: 'active' | 'churned';
}

/**
 * The platform's revenue integrations as figures (MRR, ARR, new and churned customers), provided by
 * the core from the metrics it computes at each sync. Read by bi, which uses them instead of the
 * manual revenue entries when an integration is connected, and by engagement (customers by e-mail).
 */
export interface RevenueCapability {
  /** True when the account has an active revenue integration that has synced metrics. */
  connected(accountId: string): Promise<boolean>;
  /** The computed months between `fromMonth` and `toMonth` (YYYY-MM, inclusive), oldest first; months without metrics are left out. */
  months(accountId: string, fromMonth: string, toMonth: string): Promise<RevenueMonth[]>;
  /**
   * The customers with these e-mails (compared without case) as of the last sync, for the
   * account's active revenue integrations; e-mails that match no customer are left out. Read by
   * engagement to put a customer's MRR on their feedback.
   */
  customersByEmail(accountId: string, emails: readonly string[]): Promise<RevenueCustomer[]>;
}
export const REVENUE = defineCapability<RevenueCapability>('core.revenue', 'core');
