import { describe, expect, it } from 'vitest';
import { BillingErrors } from './errors.js';
import { cardBrandOf, cardProblem, isApiKeyFormatValid, luhnValid, periodEndFor } from './billing.js';

describe('card checks shared by the payment form and the sandbox provider', () => {
  it('checks Luhn and tells the brand of the public test numbers', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242-4242-4242-4241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(['4242424242424242', '5555555555554444', '2223003122003222', '378282246310005', '6011111111111117', '3056930009020004', '3566002020360505', '6200000000000005'].map(cardBrandOf)).toEqual([
      'visa',
      'mastercard',
      'mastercard',
      'amex',
      'discover',
      'diners',
      'jcb',
      'unionpay',
    ]);
  });

  it('refuses an expired card, a bad month and a CVC of the wrong length, with their texts', () => {
    const now = new Date('2026-04-10T00:00:00Z');
    const card = { cardNumber: '4242424242424242', expMonth: 4, expYear: 26, cvc: '123' };
    expect(cardProblem(card, now)).toBeNull();
    expect(cardProblem({ ...card, expMonth: 3 }, now)).toBe(BillingErrors.CARD_EXPIRED);
    expect(cardProblem({ ...card, expMonth: 13 }, now)).toBe(BillingErrors.CARD_EXPIRY_INVALID);
    expect(cardProblem({ ...card, cvc: '1234' }, now)).toBe(BillingErrors.CARD_CVC_INVALID);
    expect(cardProblem({ ...card, cardNumber: '378282246310005', cvc: '1234' }, now)).toBeNull();
    expect(cardProblem({ ...card, cardNumber: '4242424242424243' }, now)).toBe(BillingErrors.CARD_NUMBER_INVALID);
  });
});

describe('periods and money', () => {
  it('ends a monthly period on the same day next month, clamped to the month end', () => {
    expect(periodEndFor(new Date('2026-01-31T10:00:00Z'), 'MONTHLY').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(periodEndFor(new Date('2028-02-29T10:00:00Z'), 'ANNUAL').toISOString()).toBe('2029-02-28T10:00:00.000Z');
    expect(periodEndFor(new Date('2026-12-15T00:00:00Z'), 'MONTHLY').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('the revenue API-key rule (platform.md section 5)', () => {
  it.each([
    ['stripe', 'sk_test_0123456789abcd', true],
    ['stripe', 'rk_test_0123456789abcd', true],
    ['stripe', 'sk_test_0123456789a', false],
    ['stripe', 'pk_test_0123456789abcd', false],
    ['paypal', '0123456789abcdef', true],
    ['paypal', '0123456789abcde', false],
    ['square', 'EAAA', true],
    ['square', 'eaaa-long-enough-key', false],
    ['xero', '12345678', true],
    ['xero', '1234567', false],
    ['csv', undefined, true],
    ['csv', 'anything', false],
  ])('%s %j -> %s', (provider, key, valid) => {
    expect(isApiKeyFormatValid(provider, key)).toBe(valid);
  });
});
