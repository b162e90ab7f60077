import { CURRENCY } from '@suite/sdk';

const formatters = new Map<string, Intl.NumberFormat>();

function moneyFormat(language: string, whole: boolean): Intl.NumberFormat {
  const key = `${language}:${whole ? 'whole' : 'cents'}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
    formatters.set(key, format);
  }
  return format;
}

/** Integer cents as money in the user's language (USD): 27840 -> "$278.40" in en, "278,40 $US" in fr. */
export function formatMoney(cents: number, language: string): string {
  return moneyFormat(language, false).format(Math.round(cents) / 100);
}

/** Whole amounts without cents ($29 rather than $29.00); amounts with cents keep them. */
export function formatPrice(cents: number, language: string): string {
  const rounded = Math.round(cents);
  return moneyFormat(language, rounded % 100 === 0).format(rounded / 100);
}

/** Money for chart axes: $1.2M, $45K, $900 (the spec's shortening). */
export function formatMoneyShort(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1).replace(/\.0$/, '')}M`;
  if (abs >= 1_000) return `${sign}$${(abs / 1_000).toFixed(1).replace(/\.0$/, '')}K`;
  return `${sign}$${Math.round(abs)}`;
}

export function formatDay(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(language, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** "2026-03" as "Mar 2026" in the user's language. */
export function formatMonth(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number);
  if (!year || !index) return month;
  return new Date(Date.UTC(year, index - 1, 1)).toLocaleDateString(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
}
