import { CURRENCY } from '../domain/plans.js';

/**
 * The one way the product writes money and numbers: Intl in the user's language. Money comes in
 * integer cents (how it is stored). Small on purpose: the public pages load it.
 */

/** What a missing value reads as. */
export const NO_VALUE = '–';

const formats = new Map<string, Intl.NumberFormat>();

/** Intl formats are costly to build and tables format thousands of cells: one per language and options. */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

function money(cents: number, language: string, currency: string, options: Intl.NumberFormatOptions): string {
  try {
    return numberFormat(language, { style: 'currency', currency, ...options }).format(cents / 100);
  } catch {
    // A currency code Intl refuses (imported data): the amount and the code as they came.
    return `${numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} ${currency}`;
  }
}

/** Cents as money with its cents: 27840 -> "$278.40" (en), "278,40 $US" (fr); 123450 EUR in fr -> "1 234,50 €". */
export function formatMoney(cents: number, language: string, currency: string = CURRENCY): string {
  return money(Math.round(cents), language, currency, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** A price: whole amounts without cents ("$29" rather than "$29.00"), amounts with cents keep them. */
export function formatPrice(cents: number, language: string, currency: string = CURRENCY): string {
  const rounded = Math.round(cents);
  const digits = rounded % 100 === 0 ? 0 : 2;
  return money(rounded, language, currency, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/**
 * Money shortened for chart axes and tiles: "$1.2M", "$11.4K", "$450" (en), "11,4 k $US" (fr).
 * Under a thousand it is whole; above, at most one decimal, so neighbouring ticks stay apart.
 */
export function formatMoneyShort(cents: number, language: string, currency: string = CURRENCY): string {
  const amount = Math.abs(cents) < 100_000 ? Math.round(cents / 100) * 100 : cents;
  return money(amount, language, currency, { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
}

/** A number with at most `maximumFractionDigits` decimals (1 by default); a missing value reads "–". */
export function formatNumber(value: number | null | undefined, language: string, maximumFractionDigits = 1, minimumFractionDigits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  return numberFormat(language, { minimumFractionDigits, maximumFractionDigits }).format(value);
}

/** A share as a whole percentage: 0.62 -> "62%" (en), "62 %" (fr); a missing value reads "–". */
export function formatPercent(share: number | null | undefined, language: string): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return NO_VALUE;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
