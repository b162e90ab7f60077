import { formatNumber } from '@suite/sdk/web';

/** How the kanban screens write dates and durations in the user's language (numbers and money: the sdk's formatters). */

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

/** Hours as people read them: under two days in hours, then in days. */
export function formatDuration(hours: number | null, lang: string, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (hours === null) return '–';
  return hours < 48 ? t('kanban.item.hours', { value: formatNumber(hours, lang) }) : t('kanban.flow.days', { value: formatNumber(hours / 24, lang) });
}
