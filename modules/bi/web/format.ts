import { NO_VALUE, formatMoney, formatMoneyShort, formatNumber } from '@suite/sdk/web';
import type { SemanticTone } from '@suite/sdk/web';
import type { RunwayColour } from '../shared/runway-math.js';
import { shortDollars } from '../shared/format-rules.js';

/** Money in cents as the user reads it: whole units on tiles, shortened on chart axes. */
const wholeFormats = new Map<string, Intl.NumberFormat>();
/** Whole currency units ("$330,000", "330 000 $US"); amounts are rounded to the unit. */
export function money(cents: number | null | undefined, language: string, currency = 'USD'): string {
  if (cents === null || cents === undefined) return NO_VALUE;
  const key = `${language}|${currency}`;
  let format = wholeFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    } catch {
      return formatMoney(cents, language, currency);
    }
    wholeFormats.set(key, format);
  }
  return format.format(Math.round(cents / 100));
}
/** With cents ("$6,928.41"), for weekly burn and unit prices. */
export const moneyExact = (cents: number | null | undefined, language: string, currency = 'USD') => (cents === null || cents === undefined ? NO_VALUE : formatMoney(cents, language, currency));
/** Shortened money: the spec's $x.xM / $xK for dollars in English, the user's language's compact form otherwise. */
export const moneyShort = (cents: number | null | undefined, language: string, currency = 'USD') =>
  cents === null || cents === undefined ? NO_VALUE : currency === 'USD' && language.startsWith('en') ? shortDollars(cents) : formatMoneyShort(cents, language, currency);
export const months = (value: number | null | undefined, language: string) => formatNumber(value, language, 1);
export const percent = (value: number | null | undefined, language: string) => (value === null || value === undefined ? NO_VALUE : `${formatNumber(value, language, 1)} %`);

/** The spec's runway colours as the kit's semantic tones (red critical, orange warning, green good). */
export const runwayTone = (colour: RunwayColour): SemanticTone => (colour === 'red' ? 'critical' : colour === 'orange' ? 'warning' : 'good');
export const RUNWAY_MANTINE: Record<RunwayColour, string> = { red: 'red', orange: 'orange', green: 'green' };

/** 'YYYY-MM' as a short month in the user's language ("Nov 26"). */
export function monthLabel(month: string, language: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(year, index - 1, 1)));
}
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
/** Cents to whole units for chart values (charts draw numbers, the axis formats them). */
export const units = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : Math.round(cents) / 100);
