import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyShort, formatNumber, formatPercent, formatPrice } from './numbers.js';

/** Intl separates French thousands with a narrow no-break space and the symbol with a no-break space. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatMoney', () => {
  it('writes cents as dollars with cents in English, as the product always has', () => {
    expect([27840, 5, 123456789, -2900, 0].map((cents) => formatMoney(cents, 'en'))).toEqual(['$278.40', '$0.05', '$1,234,567.89', '-$29.00', '$0.00']);
  });

  it('follows the language: French groups thousands with a space and puts the symbol after', () => {
    expect(plain(formatMoney(123450, 'fr', 'EUR'))).toBe('1 234,50 €');
    expect(plain(formatMoney(27840, 'fr'))).toBe('278,40 $US');
    expect(plain(formatMoney(123450, 'es', 'EUR'))).toBe('1234,50 €');
  });

  it('rounds fractions of a cent and writes other currencies with their own symbol', () => {
    expect(formatMoney(1999.6, 'en')).toBe('$20.00');
    expect(formatMoney(1250, 'en', 'EUR')).toBe('€12.50');
  });

  it('writes an amount in a currency Intl refuses with the code after it', () => {
    expect(formatMoney(1250, 'en', 'not-a-currency')).toBe('12.50 not-a-currency');
  });
});

describe('formatPrice', () => {
  it('drops the cents of whole amounts and keeps the others', () => {
    expect(formatPrice(2900, 'en')).toBe('$29');
    expect(formatPrice(2950, 'en')).toBe('$29.50');
    expect(plain(formatPrice(2900, 'fr'))).toBe('29 $US');
  });
});

describe('formatMoneyShort', () => {
  it('shortens money for chart axes: $x.xM, $xK with a decimal where a tick needs it, whole dollars below a thousand', () => {
    expect([250_000_000, 123_456_700, 1_140_000, 1_400_000, 350_000, 1_050_000, 45_000, 45_049, -290_000, 0].map((cents) => formatMoneyShort(cents, 'en'))).toEqual([
      '$2.5M',
      '$1.2M',
      '$11.4K',
      '$14K',
      '$3.5K',
      '$10.5K',
      '$450',
      '$450',
      '-$2.9K',
      '$0',
    ]);
  });

  it('follows the language', () => {
    expect(plain(formatMoneyShort(1_140_000, 'fr'))).toBe('11,4 k $US');
  });
});

describe('formatNumber and formatPercent', () => {
  it('write numbers in the language with at most the decimals asked for', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,234.6');
    expect(plain(formatNumber(1234.56, 'fr', 2))).toBe('1 234,56');
    expect(formatNumber(4, 'en', 1, 1)).toBe('4.0');
  });

  it('write a share as a whole percentage', () => {
    expect(formatPercent(8 / 13, 'en')).toBe('62%');
    expect(plain(formatPercent(0.74, 'fr'))).toBe('74 %');
  });

  it('write a missing value as a dash', () => {
    expect([formatNumber(null, 'en'), formatNumber(Number.NaN, 'en'), formatPercent(undefined, 'en')]).toEqual(['–', '–', '–']);
  });
});
