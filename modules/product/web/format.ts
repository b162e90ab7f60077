import { formatMoney, formatMoneyShort } from '@suite/sdk/web';

/** Money of the portfolio (integer cents) for the reader's language. */
export const money = (cents: number, language: string) => formatMoney(cents, language);
export const moneyShort = (cents: number, language: string) => formatMoneyShort(cents, language);

/** A typed amount in dollars (may hold a comma or spaces) as integer cents; NaN when it is not a number. */
export function dollarsToCents(value: string | number): number {
  const n = typeof value === 'number' ? value : Number(String(value).replace(/[\s,$]/g, ''));
  return Number.isFinite(n) ? Math.round(n * 100) : Number.NaN;
}
