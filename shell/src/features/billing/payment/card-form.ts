import { BillingErrors, cardBrandOf, cardProblem, type AddPaymentMethodBody } from '@suite/sdk';

/**
 * The card form's text handling: numbers grouped as printed on the card, MM/YY expiry, and the
 * sandbox provider's own checks (Luhn, expiry, CVC) to validate as the user types.
 */
export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holderName: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** 4242424242424242 -> "4242 4242 4242 4242"; American Express as 4-6-5. */
export function formatCardNumber(value: string): string {
  const digits = digitsOf(value).slice(0, 19);
  if (cardBrandOf(digits) === 'amex') return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing "1230" shows "12/30"; a single digit above 1 is a month: "4" -> "04/". */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  // Deleting the slash deletes the digit before it.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return value.length > previous.length ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** "12/30", "12/2030", "1230" -> month 12, year 2030; null when unreadable. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return { expMonth: month, expYear: year < 100 ? 2000 + year : year };
}

const FIELD_OF: Record<string, CardField> = {
  [BillingErrors.CARD_NUMBER_INVALID]: 'number',
  [BillingErrors.CARD_EXPIRY_INVALID]: 'expiry',
  [BillingErrors.CARD_EXPIRED]: 'expiry',
  [BillingErrors.CARD_CVC_INVALID]: 'cvc',
};

/** The first problem of the form and the field it belongs to (the same texts the server answers). */
export function cardFormProblem(form: CardForm, now: Date): { field: CardField; message: string } | null {
  const expiry = parseExpiry(form.expiry);
  const problem = cardProblem({ cardNumber: digitsOf(form.number), expMonth: expiry?.expMonth ?? 0, expYear: expiry?.expYear ?? 0, cvc: form.cvc.trim() }, now);
  if (!problem) return null;
  return { field: FIELD_OF[problem] ?? 'number', message: problem };
}

/** Every field's problem, so each shows its own once touched. */
export function cardFieldProblems(form: CardForm, now: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const first = cardFormProblem(form, now);
  if (!first) return problems;
  problems[first.field] = first.message;
  // Later fields are checked as if the earlier ones were right, so each field says its own problem.
  const validExpiry = `12/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  if (first.field === 'number') {
    const rest = cardFormProblem({ ...form, number: '4242424242424242' }, now);
    if (rest) problems[rest.field] = rest.message;
    if (rest?.field === 'expiry') {
      const cvc = cardFormProblem({ ...form, number: '4242424242424242', expiry: validExpiry }, now);
      if (cvc) problems[cvc.field] = cvc.message;
    }
  } else if (first.field === 'expiry') {
    const cvc = cardFormProblem({ ...form, expiry: validExpiry }, now);
    if (cvc) problems[cvc.field] = cvc.message;
  }
  return problems;
}

export function cardBody(form: CardForm, setDefault: boolean): AddPaymentMethodBody {
  const expiry = parseExpiry(form.expiry) ?? { expMonth: 0, expYear: 0 };
  return {
    cardNumber: digitsOf(form.number),
    expMonth: expiry.expMonth,
    expYear: expiry.expYear,
    cvc: form.cvc.trim(),
    ...(form.holderName.trim() ? { holderName: form.holderName.trim() } : {}),
    setDefault,
  };
}

/** The sandbox provider's public test numbers, listed outside production. */
export const SANDBOX_TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '5555 5555 5555 4444', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 9995', outcome: 'insufficientFunds' },
] as const;
