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
