import { formatShortCents, runwayMonths, runwayTone, churnTone, type Tone } from '../shared/index.js';

/** Section 9's colours as the kit's tones: green good, orange warning, red critical. */
export const TONE_TO_SEMANTIC = { green: 'good', orange: 'warning', red: 'critical' } as const satisfies Record<Tone, string>;
export const TONE_COLOR: Record<Tone, string> = { green: 'green', orange: 'orange', red: 'red' };

/** Money in cents as section 9 writes it ($x.xM, $xK), or null when the company has not shared it. */
export function shortMoney(cents: number | null | undefined): string | null {
  return cents === null || cents === undefined ? null : formatShortCents(cents);
}

export { runwayMonths, runwayTone, churnTone };

/** A day as the reader's language writes it ("26 nov. 2026"); dates of figures are YYYY-MM-DD (UTC). */
export function formatDay(value: string, language: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
