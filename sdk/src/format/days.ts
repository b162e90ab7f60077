import { utc } from '@date-fns/utc';
import { addDays, addMonths, differenceInCalendarDays, eachDayOfInterval, formatISO, isWeekend, startOfISOWeek, startOfMonth } from 'date-fns';

/**
 * Calendar days ('YYYY-MM-DD') and months with date-fns, always in UTC (the server's calendar),
 * whatever the time zone of the process or the browser running it.
 */
const IN_UTC = { in: utc } as const;

const written = (date: Date): string => formatISO(date, { representation: 'date' });

/** The UTC day of an instant: 2026-03-01T23:30:00Z -> '2026-03-01'. */
export function dayOf(instant: Date): string {
  return written(utc(instant));
}

/** The day `days` after `day` (before it when negative): ('2026-02-27', 3) -> '2026-03-02'. */
export function addDaysToDay(day: string, days: number): string {
  return written(addDays(day, days, IN_UTC));
}

/** Calendar days from `from` to `to` (negative when `to` comes first): ('2026-03-01', '2026-03-14') -> 13. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(to, from, IN_UTC);
}

/** The Monday of the ISO week holding `day`. */
export function mondayOf(day: string): string {
  return written(startOfISOWeek(day, IN_UTC));
}

/** Monday to Friday from `start` to `end`, both included (0 when the end is before the start or a day is unreadable). */
export function weekdaysBetween(start: string, end: string): number {
  const from = utc(start);
  const to = utc(end);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to < from) return 0;
  return eachDayOfInterval({ start: from, end: to }, IN_UTC).filter((day) => !isWeekend(day)).length;
}

/** The same UTC day and time `months` later, clamped to the month's last day: Jan 31 + 1 -> Feb 28. */
export function addMonthsUtc(instant: Date, months: number): Date {
  return new Date(addMonths(instant, months, IN_UTC).getTime());
}

/** The first instant of the instant's UTC month. */
export function startOfMonthUtc(instant: Date): Date {
  return new Date(startOfMonth(instant, IN_UTC).getTime());
}
