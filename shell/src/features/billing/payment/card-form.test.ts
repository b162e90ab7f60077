import { describe, expect, it } from 'vitest';
import { BillingErrors } from '@suite/sdk';
import { cardBody, cardFieldProblems, cardFormProblem, formatCardNumber, formatExpiry, parseExpiry } from './card-form.js';

const now = new Date('2026-06-15T12:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holderName: 'Ada Lovelace' };

describe('the card form', () => {
  it('groups card numbers as printed, American Express as 4-6-5', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('12/3', '12/')).toBe('12/3');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('reads MM/YY, MM/YYYY and MMYY', () => {
    expect(parseExpiry('12/30')).toEqual({ expMonth: 12, expYear: 2030 });
    expect(parseExpiry('07/2031')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('0130')).toEqual({ expMonth: 1, expYear: 2030 });
    expect(parseExpiry('13')).toBeNull();
  });

  it("gives the provider's texts for each field", () => {
    expect(cardFormProblem(good, now)).toBeNull();
    expect(cardFormProblem({ ...good, number: '4242 4242 4242 4241' }, now)).toEqual({ field: 'number', message: BillingErrors.CARD_NUMBER_INVALID });
    expect(cardFormProblem({ ...good, expiry: '05/26' }, now)).toEqual({ field: 'expiry', message: BillingErrors.CARD_EXPIRED });
    expect(cardFormProblem({ ...good, expiry: '13/30' }, now)).toEqual({ field: 'expiry', message: BillingErrors.CARD_EXPIRY_INVALID });
    expect(cardFormProblem({ ...good, cvc: '12' }, now)).toEqual({ field: 'cvc', message: BillingErrors.CARD_CVC_INVALID });
    expect(cardFormProblem({ ...good, number: '3782 822463 10005', cvc: '123' }, now)).toEqual({ field: 'cvc', message: BillingErrors.CARD_CVC_INVALID });
  });

  it('reports every wrong field at once, the card still usable through its expiry month', () => {
    expect(cardFieldProblems({ number: '1234', expiry: '01/20', cvc: '', holderName: '' }, now)).toEqual({
      number: BillingErrors.CARD_NUMBER_INVALID,
      expiry: BillingErrors.CARD_EXPIRED,
      cvc: BillingErrors.CARD_CVC_INVALID,
    });
    expect(cardFieldProblems({ ...good, expiry: '06/26' }, now)).toEqual({});
  });

  it('sends digits only and never the spaces', () => {
    expect(cardBody(good, true)).toEqual({ cardNumber: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', holderName: 'Ada Lovelace', setDefault: true });
    expect(cardBody({ ...good, holderName: '  ' }, false)).not.toHaveProperty('holderName');
  });
});
