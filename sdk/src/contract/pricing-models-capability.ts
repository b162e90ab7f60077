import { defineCapability } from './capabilities.js';

/** A saved pricing model of the account and what it projects (amounts in the account's currency units). */
export interface PricingModelSummary {
  id: string;
  name: string;
  type: 'SAAS' | 'FREEMIUM' | 'TRANSACTION';
  /** The monthly price (SAAS, FREEMIUM) or null. */
  monthlyPrice: number | null;
  /** The fee per transaction (TRANSACTION) or null. */
  transactionFee: number | null;
  /** Projected monthly revenue of each of the 24 projection months, month 1 first. */
  projectedMrr: number[];
  year1Revenue: number;
  year2Revenue: number;
  breakEvenMonth: number | null;
}

/**
 * The account's pricing models with their projections, provided by the bi module (product's MVP
 * scenarios take their pricing from one). Absent when business intelligence is off.
 */
export interface PricingModelsCapability {
  /** Every pricing model of the account, by name. */
  list(accountId: string): Promise<PricingModelSummary[]>;
  /** One model, or null when the account has no such model. */
  get(accountId: string, id: string): Promise<PricingModelSummary | null>;
}
export const PRICING_MODELS = defineCapability<PricingModelsCapability>('bi.pricing-models', 'bi');
