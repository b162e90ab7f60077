import { PLAN_CATALOGUE, type BillingInterval, type PlanId } from './plans.js';
import { addMonthsUtc } from '../format/days.js';
import { BillingErrors } from './errors.js';

/**
 * The plan-action rule of platform.md section 4, shared by the pricing page and the API (which
 * refuses the purchases it refuses).
 */
export type PlanAction = 'purchase' | 'upgrade' | 'downgrade' | 'switch-interval' | 'none';

export interface PlanChoice {
  plan: PlanId;
  interval: BillingInterval;
}

export function planActionFor(current: PlanChoice | null, target: PlanChoice): PlanAction {
  if (!current) return 'purchase';
  if (current.plan === target.plan) return current.interval === target.interval ? 'none' : 'switch-interval';
  return PLAN_CATALOGUE[target.plan].rank > PLAN_CATALOGUE[current.plan].rank ? 'upgrade' : 'downgrade';
}

/**
 * Purchase is refused when the account already has this plan and interval, or is on ENTERPRISE
 * and the target is not.
 */
export function isPurchaseRefused(current: PlanChoice | null, target: PlanChoice): boolean {
  if (!current) return false;
  if (current.plan === target.plan && current.interval === target.interval) return true;
  return current.plan === 'ENTERPRISE' && target.plan !== 'ENTERPRISE';
}

/** The button texts of the pricing cards (their i18n keys are the same words in camelCase). */
export const PLAN_BUTTON_TEXTS = {
  addToCart: 'Add to Cart',
  getStarted: 'Get Started',
  upgradeToCart: 'Upgrade to Cart',
  downgradeToCart: 'Downgrade to Cart',
  switchToAnnual: 'Switch to Annual',
  switchToMonthly: 'Switch to Monthly',
  currentPlan: 'Current Plan',
  contactAdmin: 'Contact Admin',
} as const;
export type PlanButton = keyof typeof PLAN_BUTTON_TEXTS;

/**
 * Which button a pricing card shows. Visitors and new accounts get 'Get Started' on FREE and
 * 'Add to Cart' on paid plans; users without purchase rights see 'Contact Admin'.
 */
export function planButtonFor(current: PlanChoice | null, target: PlanChoice, canPurchase: boolean): { button: PlanButton; disabled: boolean; action: PlanAction } {
  const action = planActionFor(current, target);
  if (action === 'none') return { button: 'currentPlan', disabled: true, action };
  if (current && !canPurchase) return { button: 'contactAdmin', disabled: false, action };
  if (isPurchaseRefused(current, target)) return { button: 'currentPlan', disabled: true, action };
  switch (action) {
    case 'purchase':
      return { button: target.plan === 'FREE' ? 'getStarted' : 'addToCart', disabled: false, action };
    case 'upgrade':
      return { button: 'upgradeToCart', disabled: false, action };
    case 'downgrade':
      return { button: 'downgradeToCart', disabled: false, action };
    case 'switch-interval':
      return { button: target.interval === 'ANNUAL' ? 'switchToAnnual' : 'switchToMonthly', disabled: false, action };
  }
}

/** Price of a plan for an interval, in cents. */
export function planPriceCents(plan: PlanId, interval: BillingInterval): number {
  const entry = PLAN_CATALOGUE[plan];
  return interval === 'ANNUAL' ? entry.annualPriceCents : entry.monthlyPriceCents;
}

/** Price of additional users for an interval, in cents (annual = 12 months at the monthly price, 5.00 -> 48.00 with the annual discount). */
export function additionalUserPriceCents(plan: PlanId, interval: BillingInterval): number | null {
  const monthly = PLAN_CATALOGUE[plan].additionalUserMonthlyCents;
  if (monthly === null) return null;
  return interval === 'ANNUAL' ? Math.round(monthly * 12 * 0.8) : monthly;
}

// ---------- cart, promotions, subscriptions, invoices, revenue (issue 4) ----------

export const CART_ITEM_TYPES = ['SUBSCRIPTION', 'ADDITIONAL_USERS'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];
export const PROMOTION_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_TRIAL'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const SUBSCRIPTION_STATUSES = ['ACTIVE', 'TRIALING', 'PAST_DUE', 'CANCELED'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const INVOICE_STATUSES = ['PAID', 'REFUNDED', 'VOID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const REVENUE_TRANSACTION_TYPES = ['charge', 'refund', 'subscription'] as const;
export type RevenueTransactionType = (typeof REVENUE_TRANSACTION_TYPES)[number];

export { PENDING_CART_STORAGE_KEY } from './stored-keys.js';
/** Providers with a key rule; any other name (key of 8 or more characters) is accepted; 'csv' needs no key. */
export const KNOWN_REVENUE_PROVIDERS = ['stripe', 'paypal', 'square', 'csv'] as const;

/** Tax applied to carts and invoices unless configured (BILLING_TAX_RATE_PERCENT). */
export const DEFAULT_TAX_RATE_PERCENT = 0;
/** Where checkout without a payment method sends the user. */
export const ADD_PAYMENT_METHOD_PATH = '/billing?tab=payment&action=add';
export const CHECKOUT_SUCCESS_PATH = '/billing?success=true';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The promotion fields the arithmetic needs. */
export interface PromotionTerms {
  type: PromotionType;
  /** PERCENTAGE: percent (20 = 20%); FIXED_AMOUNT: cents; FREE_TRIAL: unused. */
  value: number;
  /** Cap in cents; null = no cap. */
  maxDiscountAmountCents: number | null;
}

/**
 * Discount in cents on a subtotal. PERCENTAGE: subtotal x percent, rounded to the cent;
 * FIXED_AMOUNT: the amount; FREE_TRIAL: the first period of the subscription, i.e. everything the
 * cart charges for it (firstPeriodCents, the subtotal when not given). Always capped by
 * maxDiscountAmount and by the subtotal: a total never goes below zero.
 */
export function promotionDiscountCents(terms: PromotionTerms, subtotalCents: number, firstPeriodCents: number = subtotalCents): number {
  const subtotal = Math.max(0, Math.round(subtotalCents));
  let discount: number;
  switch (terms.type) {
    case 'PERCENTAGE':
      discount = Math.round((subtotal * terms.value) / 100);
      break;
    case 'FIXED_AMOUNT':
      discount = Math.round(terms.value);
      break;
    case 'FREE_TRIAL':
      discount = Math.max(0, Math.round(firstPeriodCents));
      break;
  }
  if (terms.maxDiscountAmountCents !== null && terms.maxDiscountAmountCents >= 0) discount = Math.min(discount, terms.maxDiscountAmountCents);
  return Math.max(0, Math.min(discount, subtotal));
}

/** Tax in cents on an amount (rate in percent, may have decimals: 8.25), rounded to the cent. */
export function taxCents(amountCents: number, ratePercent: number): number {
  return Math.max(0, Math.round((amountCents * ratePercent) / 100));
}

export interface MoneyTotals {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
}

/** subtotal - discount (never below zero), then tax on what remains. */
export function totalsFor(subtotalCents: number, discountCents: number, taxRatePercent: number): MoneyTotals {
  const discount = Math.max(0, Math.min(discountCents, subtotalCents));
  const taxable = subtotalCents - discount;
  const tax = taxCents(taxable, taxRatePercent);
  return { subtotalCents, discountCents: discount, taxCents: tax, totalCents: taxable + tax };
}

/** Whole days between two instants (partial days count as used: floor). */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / DAY_MS));
}

/**
 * Credit for the unused part of a period, by whole days, in cents:
 * round(periodAmountCents x remainingDays / periodDays), where remainingDays = floor((end - now) / 1 day)
 * and periodDays = round((end - start) / 1 day). Nothing is credited outside the period.
 */
export function prorationCreditCents(periodAmountCents: number, periodStart: Date, periodEnd: Date, now: Date): { creditCents: number; remainingDays: number; periodDays: number } {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  if (now >= periodEnd || periodAmountCents <= 0) return { creditCents: 0, remainingDays: 0, periodDays };
  const remainingDays = Math.min(periodDays, wholeDaysBetween(now < periodStart ? periodStart : now, periodEnd));
  return { creditCents: Math.round((periodAmountCents * remainingDays) / periodDays), remainingDays, periodDays };
}

/** The end of a period that starts at `start` (calendar months; the day is clamped to the month's end). */
export function periodEndFor(start: Date, interval: BillingInterval): Date {
  return addMonthsUtc(start, interval === 'ANNUAL' ? 12 : 1);
}

// ---------- cards (the sandbox provider and the payment form share these checks) ----------

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** Luhn check of a card number (spaces and dashes allowed). */
export function luhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(cardNumber: string): CardBrand {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
  if (/^35(2[89]|[3-8])/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** Four-digit year from 2030 or 30. */
export function fullExpiryYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** A card is usable through the last day of its expiry month (UTC). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = fullExpiryYear(expYear);
  return Date.UTC(year, expMonth, 1) <= now.getTime();
}

/** The first problem of a card form, as the spec-style text to show, or null. */
export function cardProblem(card: { cardNumber: string; expMonth: number; expYear: number; cvc: string }, now: Date): string | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!luhnValid(digits)) return BillingErrors.CARD_NUMBER_INVALID;
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return BillingErrors.CARD_EXPIRY_INVALID;
  const year = fullExpiryYear(card.expYear);
  if (!Number.isInteger(year) || year > now.getUTCFullYear() + 50) return BillingErrors.CARD_EXPIRY_INVALID;
  if (cardExpired(card.expMonth, year, now)) return BillingErrors.CARD_EXPIRED;
  const cvcLength = cardBrandOf(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return BillingErrors.CARD_CVC_INVALID;
  return null;
}

// ---------- revenue integrations (platform.md section 5) ----------

/** Which key rule a provider follows: card payments, wallet, point of sale, file import, other. */
export function revenueProviderKind(provider: string): 'card' | 'wallet' | 'pos' | 'csv' | 'other' {
  switch (provider.toLowerCase()) {
    case 'stripe':
      return 'card';
    case 'paypal':
      return 'wallet';
    case 'square':
      return 'pos';
    case 'csv':
      return 'csv';
    default:
      return 'other';
  }
}

/**
 * The API-key rule: card-payment keys begin sk_ or rk_ and have at least 20 characters; wallet keys
 * at least 16; point-of-sale keys begin EAA; others at least 8. The CSV connector has no key.
 */
export function isApiKeyFormatValid(provider: string, apiKey: string | null | undefined): boolean {
  const kind = revenueProviderKind(provider);
  if (kind === 'csv') return apiKey === undefined || apiKey === null || apiKey === '';
  const key = (apiKey ?? '').trim();
  if (!key) return false;
  switch (kind) {
    case 'card':
      return /^(sk|rk)_/.test(key) && key.length >= 20;
    case 'wallet':
      return key.length >= 16;
    case 'pos':
      return key.startsWith('EAA');
    default:
      return key.length >= 8;
  }
}
