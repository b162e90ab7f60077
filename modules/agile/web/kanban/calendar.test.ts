import { describe, expect, it } from 'vitest';
import type { KanbanEvent } from '../../shared/kanban.js';
import { eventFields, eventInstants, eventsByDay, monthRange, shiftMonth } from './calendar.js';

const event = (id: string, startAt: string, endAt: string, allDay = false): KanbanEvent => ({
  id,
  teamId: 'team-1',
  boardId: null,
  title: id,
  description: null,
  type: 'meeting',
  startAt,
  endAt,
  allDay,
  createdBy: null,
  createdAt: startAt,
  updatedAt: startAt,
});

describe('the team calendar', () => {
  it('asks for a month from its first midnight to the next month’s, across the year end', () => {
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ startDate: new Date(2026, 11, 1).toISOString(), endDate: new Date(2027, 0, 1).toISOString() });
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
  });

  it('lists events under the day they start, an event begun last month under the first, and leaves out other months', () => {
    const days = eventsByDay(
      [
        event('late', new Date(2026, 2, 12, 16).toISOString(), new Date(2026, 2, 12, 17).toISOString()),
        event('early', new Date(2026, 2, 12, 9).toISOString(), new Date(2026, 2, 12, 10).toISOString()),
        event('spanning', '2026-02-27T00:00:00.000Z', '2026-03-02T23:59:59.999Z', true),
        event('april', '2026-04-01T00:00:00.000Z', '2026-04-01T23:59:59.999Z', true),
      ],
      { year: 2026, month: 2 },
    );
    expect(days.map((day) => [day.day, day.events.map((entry) => entry.id)])).toEqual([
      ['2026-03-01', ['spanning']],
      ['2026-03-12', ['early', 'late']],
    ]);
  });

  it('stores an all-day event as whole UTC days and a timed one on the user’s clock, and reads them back', () => {
    const allDay = eventInstants({ allDay: true, startDate: '2026-03-20', startTime: '09:00', endDate: '2026-03-21', endTime: '10:00' });
    expect(allDay).toEqual({ startAt: '2026-03-20T00:00:00.000Z', endAt: '2026-03-21T23:59:59.999Z' });
    const timed = eventInstants({ allDay: false, startDate: '2026-03-20', startTime: '09:15', endDate: '2026-03-20', endTime: '10:00' });
    expect(timed).toEqual({ startAt: new Date(2026, 2, 20, 9, 15).toISOString(), endAt: new Date(2026, 2, 20, 10).toISOString() });
    expect(eventFields({ ...timed, allDay: false } as { startAt: string; endAt: string; allDay: boolean })).toEqual({ startDate: '2026-03-20', startTime: '09:15', endDate: '2026-03-20', endTime: '10:00' });
    expect(eventInstants({ allDay: false, startDate: '', startTime: '09:00', endDate: '2026-03-20', endTime: '10:00' }).startAt).toBeNull();
  });
});
