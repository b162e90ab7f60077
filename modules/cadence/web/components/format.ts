import { currentLanguage } from '@suite/sdk/web';

/** Dates as people read them, in the interface language. */
export const formatDay = (day: string | null | undefined) => (day ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`)) : '—');
export const formatDateTime = (at: string | null | undefined) => (at ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)) : '—');
export const formatNumber = (value: number | null | undefined, unit = '') => {
  if (value === null || value === undefined) return '—';
  const text = new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 1 }).format(value);
  if (!unit) return text;
  return unit === '$' ? `$${text}` : `${text}${unit === '%' ? ' %' : ` ${unit}`}`;
};
export const formatTime = (at: string) => new Intl.DateTimeFormat(currentLanguage(), { timeStyle: 'short' }).format(new Date(at));
