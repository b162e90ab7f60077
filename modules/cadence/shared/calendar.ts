/** Dated things of the cadence area, and their iCalendar form (RFC 5545). */

export const CALENDAR_KINDS = ['one_on_one', 'review_due', 'goal_end', 'pulse_round', 'weekly_sync', 'sprint_start', 'sprint_end', 'retrospective'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

export interface CalendarEvent {
  /** Stable across feeds, so calendar apps update rather than duplicate. */
  uid: string;
  kind: CalendarKind;
  /** A timestamp (1:1s) or a day (YYYY-MM-DD: due dates, period ends, rounds). */
  start: string;
  allDay: boolean;
  title: string;
  /** The page that shows it. */
  path: string;
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const octets = (text: string) => new TextEncoder().encode(text).length;
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Lines longer than 75 octets are folded (a CRLF then a space), as RFC 5545 asks. */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (octets(rest) > 75) {
    let cut = 74;
    while (octets(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** An iCalendar document of the events; 1:1s last `meetingMinutes`. */
export function toICalendar(events: readonly CalendarEvent[], options: { name: string; appUrl: string; now: Date; meetingMinutes?: number }): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Suite//Operational cadence//EN', 'CALSCALE:GREGORIAN', `X-WR-CALNAME:${escapeText(options.name)}`];
  for (const event of events) {
    lines.push('BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${stamp(options.now.toISOString())}`);
    if (event.allDay) {
      const day = event.start.slice(0, 10).replace(/-/g, '');
      const next = new Date(Date.parse(`${event.start.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
      lines.push(`DTSTART;VALUE=DATE:${day}`, `DTEND;VALUE=DATE:${next}`);
    } else {
      const start = new Date(event.start);
      const end = new Date(start.getTime() + (options.meetingMinutes ?? 30) * 60_000);
      lines.push(`DTSTART:${stamp(start.toISOString())}`, `DTEND:${stamp(end.toISOString())}`);
    }
    lines.push(`SUMMARY:${escapeText(event.title)}`, `URL:${options.appUrl}${event.path}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
