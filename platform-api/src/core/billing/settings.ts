import { DEFAULT_TAX_RATE_PERCENT } from '@suite/sdk';

/** Who the invoices say is selling. */
export interface Seller {
  name: string;
  addressLines: string[];
  email: string;
  taxId: string | null;
}

export interface BillingSettings {
  /** Tax on carts and invoices, in percent (8.25 allowed); BILLING_TAX_RATE_PERCENT, default 0. */
  taxRatePercent: number;
  /** PAYMENT_PROVIDER: the registered PaymentProvider to use ('sandbox' by default). */
  paymentProvider: string;
  seller: Seller;
  /** Compress invoice PDF streams (INVOICE_PDF_COMPRESS; off in tests so their text can be read). */
  compressPdf: boolean;
  /** A failed renewal is retried once a day; after this many days past due the account moves to FREE. */
  pastDueGraceDays: number;
}

function number(value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed >= min && parsed <= max ? parsed : fallback;
}

/** Billing configuration from the environment, with working defaults. */
export function loadBillingSettings(env: NodeJS.ProcessEnv = process.env): BillingSettings {
  return {
    taxRatePercent: Math.round(number(env.BILLING_TAX_RATE_PERCENT, DEFAULT_TAX_RATE_PERCENT, 0, 100) * 100) / 100,
    paymentProvider: (env.PAYMENT_PROVIDER ?? 'sandbox').trim() || 'sandbox',
    seller: {
      name: env.BILLING_SELLER_NAME ?? 'Suite Software Inc.',
      addressLines: (env.BILLING_SELLER_ADDRESS ?? '100 Market Street|San Francisco, CA 94105|United States').split('|').filter(Boolean),
      email: env.BILLING_SELLER_EMAIL ?? 'billing@suite.local',
      taxId: env.BILLING_SELLER_TAX_ID ?? null,
    },
    compressPdf: env.INVOICE_PDF_COMPRESS ? env.INVOICE_PDF_COMPRESS !== 'false' : env.NODE_ENV !== 'test' && process.env.VITEST === undefined,
    pastDueGraceDays: number(env.BILLING_PAST_DUE_GRACE_DAYS, 14, 1, 90),
  };
}

/** Tax rates are stored in hundredths of a percent (825 = 8.25%). */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const fromBasisPoints = (bp: number) => Number(bp) / 100;
