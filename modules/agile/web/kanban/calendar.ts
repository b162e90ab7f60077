import type { KanbanEvent } from '../../shared/kanban.js';

/**
 * The team calendar's months and days. A timed event lives on the days of the user's clock; an
 * all-day event is stored as whole UTC days (00:00 to 23:59:59.999) and shown on those dates
 * whatever the user's time zone.
 */

export interface CalendarMonth {
  year: number;
  /** 0 = January. */
  month: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const monthOf = (date: Date): CalendarMonth => ({ year: date.getFullYear(), month: date.getMonth() });

export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  const date = new Date(year, month + by, 1);
  return monthOf(date);
}

/** The month as the events query asks for it: [first day 00:00, first day of the next month 00:00), local time, as instants. */
export function monthRange({ year, month }: CalendarMonth): { startDate: string; endDate: string } {
  return { startDate: new Date(year, month, 1).toISOString(), endDate: new Date(year, month + 1, 1).toISOString() };
}

/** 'YYYY-MM-DD' of a local date. */
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The first and last day ('YYYY-MM-DD') an event covers. */
export function eventDays(event: Pick<KanbanEvent, 'startAt' | 'endAt' | 'allDay'>): { first: string; last: string } {
  if (event.allDay) return { first: event.startAt.slice(0, 10), last: event.endAt.slice(0, 10) };
  return { first: localDay(new Date(event.startAt)), last: localDay(new Date(event.endAt)) };
}

export interface CalendarDay {
  /** 'YYYY-MM-DD'. */
  day: string;
  events: KanbanEvent[];
}

/**
 * The days of the month that have events, in order, each event under the day it starts (or the
 * first of the month when it started before); events outside the month are left out.
 */
export function eventsByDay(events: KanbanEvent[], calendarMonth: CalendarMonth): CalendarDay[] {
  const first = `${calendarMonth.year}-${pad(calendarMonth.month + 1)}-01`;
  const last = localDay(new Date(calendarMonth.year, calendarMonth.month + 1, 0));
  const days = new Map<string, KanbanEvent[]>();
  const sorted = [...events].sort((a, b) => a.startAt.localeCompare(b.startAt) || a.title.localeCompare(b.title));
  for (const event of sorted) {
    const span = eventDays(event);
    if (span.last < first || span.first > last) continue;
    const day = span.first < first ? first : span.first;
    days.set(day, [...(days.get(day) ?? []), event]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, events: list }));
}

/** The instants an event form's fields describe: whole UTC days for an all-day event, the user's clock otherwise. */
export function eventInstants(values: { allDay: boolean; startDate: string; startTime: string; endDate: string; endTime: string }): { startAt: string | null; endAt: string | null } {
  const valid = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);
  const time = (text: string) => (/^\d{2}:\d{2}$/.test(text) ? text : null);
  const instant = (value: Date) => (Number.isNaN(value.getTime()) ? null : value.toISOString());
  if (values.allDay) {
    return {
      startAt: valid(values.startDate) ? instant(new Date(`${values.startDate}T00:00:00.000Z`)) : null,
      endAt: valid(values.endDate) ? instant(new Date(`${values.endDate}T23:59:59.999Z`)) : null,
    };
  }
  const start = valid(values.startDate) && time(values.startTime) ? instant(new Date(`${values.startDate}T${values.startTime}:00`)) : null;
  const end = valid(values.endDate) && time(values.endTime) ? instant(new Date(`${values.endDate}T${values.endTime}:00`)) : null;
  return { startAt: start, endAt: end };
}

/** The form fields of a saved event (the inverse of eventInstants). */
export function eventFields(event: Pick<KanbanEvent, 'startAt' | 'endAt' | 'allDay'>): { startDate: string; startTime: string; endDate: string; endTime: string } {
  if (event.allDay) return { startDate: event.startAt.slice(0, 10), startTime: '09:00', endDate: event.endAt.slice(0, 10), endTime: '10:00' };
  const start = new Date(event.startAt);
  const end = new Date(event.endAt);
  const clock = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return { startDate: localDay(start), startTime: clock(start), endDate: localDay(end), endTime: clock(end) };
}
