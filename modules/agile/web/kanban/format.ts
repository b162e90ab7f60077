import { formatCents } from '@suite/sdk';

/** How the kanban screens write dates, durations and money in the user's language. */

/** An instant: '12 Mar 2026, 14:05'. */
export function formatDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** A calendar day 'YYYY-MM-DD' (UTC): '12 Mar'. */
export function formatDay(value: string | null | undefined, locale: string, withYear = false): string {
  if (!value) return '–';
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
}

/** A number with at most one decimal, in the user's language. */
export function formatNumber(value: number | null | undefined, locale: string, digits = 1): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
}

/** A share as a percentage in the user's language: 0.62 -> '62%' (en), '62 %' (fr). */
export function formatPercent(share: number | null | undefined, locale: string): string {
  if (share === null || share === undefined || !Number.isFinite(share)) return '–';
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share);
}

/** Money in cents, as the product writes it ($1,234.50). */
export function formatMoney(cents: number): string {
  return formatCents(cents);
}

/** Money on a chart axis: $1.2M, $45K, $900 (the spec's shortening: $x.xM from 1M, $xK from 1K). */
export function formatMoneyShort(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  if (abs >= 1_000_000) return `${sign}$${(abs / 1_000_000).toFixed(1)}M`;
  if (abs >= 1_000) return `${sign}$${Math.round(abs / 1_000)}K`;
  return `${sign}$${Math.round(abs)}`;
}

/** Money on a chart axis: the spec's shortening, keeping one decimal where a tick needs it ($3.5K, $10.5K). */
export function formatMoneyAxis(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  if (abs >= 1_000 && abs < 1_000_000) return `${dollars < 0 ? '-' : ''}$${Number((abs / 1_000).toFixed(1))}K`;
  return formatMoneyShort(cents);
}

/** Hours as people read them: under two days in hours, then in days. */
export function formatDuration(hours: number | null, lang: string, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (hours === null) return '–';
  return hours < 48 ? t('kanban.item.hours', { value: formatNumber(hours, lang) }) : t('kanban.flow.days', { value: formatNumber(hours / 24, lang) });
}
