import { describe, expect, it } from 'vitest';
import { toICalendar } from './calendar.js';

describe('iCalendar feed', () => {
  it('writes timed 1:1s and all-day deadlines, escaped and folded', () => {
    const ics = toICalendar(
      [
        { uid: 'm1@suite', kind: 'one_on_one', start: '2026-12-01T10:00:00.000Z', allDay: false, title: 'One-on-one: Chris, Elliot', path: '/one-on-ones' },
        { uid: 'c1@suite', kind: 'review_due', start: '2026-12-10', allDay: true, title: `Reviews due; ${'x'.repeat(80)}`, path: '/performance-reviews' },
      ],
      { name: 'Cadence', appUrl: 'https://suite.test', now: new Date('2026-11-26T10:00:00Z') },
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20261201T100000Z\r\nDTEND:20261201T103000Z\r\nSUMMARY:One-on-one: Chris\\, Elliot');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211');
    expect(ics).toContain('SUMMARY:Reviews due\\; xxx');
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
