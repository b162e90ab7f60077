import { randomBytes } from 'node:crypto';
import { BillingErrors, cardBrandOf, cardProblem, fullExpiryYear } from '@suite/sdk';

/**
 * Payments go through this interface (DECISIONS.md, "Payments"). The built-in sandbox provider is
 * the default; a real processor is plugged in by implementing PaymentProvider, registering a
 * factory under a name with registerPaymentProvider() before the app starts, and setting
 * PAYMENT_PROVIDER=<name>. No card number or CVC ever reaches the database: the provider gets
 * them, and answers the brand, last4, expiry and its own token for the card.
 */
export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName?: string | null;
}

export interface AttachedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  /** The provider's reference to the card; what charges are made with. */
  token: string;
}

export interface ChargeResult {
  id: string;
  status: 'succeeded' | 'failed';
  /** The provider's message to show when it failed ('Your card was declined.'). */
  failureMessage?: string;
}

export interface RefundResult {
  id: string;
  status: 'succeeded' | 'failed';
}

/** Thrown by attachMethod when the provider refuses a card: the message is shown to the user. */
export class CardRejectedError extends Error {}

export interface PaymentProvider {
  readonly name: string;
  createCustomer(customer: { accountId: string; name: string; email: string | null }): Promise<{ id: string }>;
  /** Validate and store a card with the provider; throws CardRejectedError with the text to show. */
  attachMethod(customerId: string, card: CardDetails, now: Date): Promise<AttachedCard>;
  charge(amountCents: number, methodToken: string, description: string): Promise<ChargeResult>;
  refund(chargeId: string, amountCents?: number): Promise<RefundResult>;
}

/**
 * How the sandbox treats the public test numbers (the usual ones of the big processors). Any other
 * number that passes the Luhn check and has a known brand is accepted and charges succeed.
 */
const SANDBOX_BEHAVIOUR: Record<string, { attach?: string; charge?: string }> = {
  '4000000000000002': { attach: BillingErrors.CARD_DECLINED, charge: BillingErrors.CARD_DECLINED },
  '4000000000000069': { attach: BillingErrors.CARD_EXPIRED },
  '4000000000000127': { attach: BillingErrors.CARD_CVC_INVALID },
  // Attaches, then every charge fails (cards that stop working after they were saved).
  '4000000000000341': { charge: BillingErrors.CARD_DECLINED },
  '4000000000009995': { charge: BillingErrors.CARD_INSUFFICIENT_FUNDS },
  '4000000000000119': { charge: BillingErrors.CARD_PROCESSING_ERROR },
};

const CHARGE_FAILURES: Record<string, string> = {
  declined: BillingErrors.CARD_DECLINED,
  funds: BillingErrors.CARD_INSUFFICIENT_FUNDS,
  processing: BillingErrors.CARD_PROCESSING_ERROR,
};

const random = () => randomBytes(12).toString('hex');

/**
 * The built-in sandbox: checks Luhn, expiry and CVC, refuses or fails the public test numbers as
 * real processors do, and keeps nothing in memory (a card's charge behaviour is part of its
 * token, so tokens stay valid across restarts).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';

  async createCustomer(): Promise<{ id: string }> {
    return { id: `cus_sandbox_${random()}` };
  }

  async attachMethod(_customerId: string, card: CardDetails, now: Date): Promise<AttachedCard> {
    const problem = cardProblem(card, now);
    if (problem) throw new CardRejectedError(problem);
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    const brand = cardBrandOf(digits);
    if (brand === 'unknown') throw new CardRejectedError(BillingErrors.CARD_NUMBER_INVALID);
    const behaviour = SANDBOX_BEHAVIOUR[digits];
    if (behaviour?.attach) throw new CardRejectedError(behaviour.attach);
    const failure = Object.entries(CHARGE_FAILURES).find(([, message]) => message === behaviour?.charge)?.[0] ?? 'ok';
    return { brand, last4: digits.slice(-4), expMonth: card.expMonth, expYear: fullExpiryYear(card.expYear), token: `pm_sandbox_${failure}_${random()}` };
  }

  async charge(amountCents: number, methodToken: string): Promise<ChargeResult> {
    const id = `ch_sandbox_${random()}`;
    const match = /^pm_sandbox_([a-z]+)_/.exec(methodToken);
    if (!match || !Number.isInteger(amountCents) || amountCents < 0) return { id, status: 'failed', failureMessage: BillingErrors.CHECKOUT_FAILED };
    const failure = CHARGE_FAILURES[match[1]!];
    return failure ? { id, status: 'failed', failureMessage: failure } : { id, status: 'succeeded' };
  }

  async refund(chargeId: string): Promise<RefundResult> {
    return { id: `re_sandbox_${random()}`, status: chargeId.startsWith('ch_sandbox_') ? 'succeeded' : 'failed' };
  }
}

const factories = new Map<string, () => PaymentProvider>([['sandbox', () => new SandboxPaymentProvider()]]);

/** Make a provider available under a name (then set PAYMENT_PROVIDER=<name>). */
export function registerPaymentProvider(name: string, factory: () => PaymentProvider): void {
  factories.set(name, factory);
}

export function createPaymentProvider(name: string): PaymentProvider {
  const factory = factories.get(name);
  if (!factory) throw new Error(`Unknown payment provider '${name}': register it with registerPaymentProvider() or set PAYMENT_PROVIDER=sandbox`);
  return factory();
}
