/** Dates in lists: '12 Mar 2026' in the user's language. */
export function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return '–';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}

/** Share of estimated stories, 0 to 100. */
export function estimatedPercent(estimated: number, total: number): number {
  return total > 0 ? Math.round((estimated / total) * 100) : 0;
}
