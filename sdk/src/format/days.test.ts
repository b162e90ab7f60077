import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDaysToDay, addMonthsUtc, dayOf, daysBetween, mondayOf, startOfMonthUtc, weekdaysBetween } from './days.js';

// Run every case in a time zone with daylight saving and an offset large enough to move a day:
// the answers must be the UTC calendar's.
for (const zone of ['UTC', 'America/Sao_Paulo', 'Pacific/Auckland', 'Europe/Paris']) {
  describe(`calendar days in UTC, with the process in ${zone}`, () => {
    let previous: string | undefined;
    beforeEach(() => {
      previous = process.env.TZ;
      process.env.TZ = zone;
    });
    afterEach(() => {
      if (previous === undefined) delete process.env.TZ;
      else process.env.TZ = previous;
    });

    it('moves a day forward and back across months, years and daylight-saving changes', () => {
      expect(addDaysToDay('2026-02-27', 3)).toBe('2026-03-02');
      expect(addDaysToDay('2028-02-28', 1)).toBe('2028-02-29');
      expect(addDaysToDay('2026-01-01', -1)).toBe('2025-12-31');
      expect(addDaysToDay('2026-03-29', 1)).toBe('2026-03-30');
      expect(addDaysToDay('2026-10-25', 7)).toBe('2026-11-01');
    });

    it('counts calendar days between two days', () => {
      expect(daysBetween('2026-03-01', '2026-03-14')).toBe(13);
      expect(daysBetween('2026-03-14', '2026-03-01')).toBe(-13);
      expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    });

    it('finds the Monday of a week, a Sunday belonging to the week before it', () => {
      expect(mondayOf('2026-03-08')).toBe('2026-03-02');
      expect(mondayOf('2026-03-09')).toBe('2026-03-09');
      expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    });

    it('counts Monday to Friday, both ends included', () => {
      expect(weekdaysBetween('2026-03-02', '2026-03-15')).toBe(10);
      expect(weekdaysBetween('2026-03-07', '2026-03-08')).toBe(0);
      expect(weekdaysBetween('2026-03-10', '2026-03-02')).toBe(0);
      expect(weekdaysBetween('not a day', '2026-03-02')).toBe(0);
    });

    it('reads the UTC day of an instant near midnight', () => {
      expect(dayOf(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
      expect(dayOf(new Date('2026-03-02T00:30:00Z'))).toBe('2026-03-02');
    });

    it('adds calendar months keeping the UTC day and time, clamped to the month end', () => {
      expect(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
      expect(addMonthsUtc(new Date('2026-01-30T23:30:00Z'), 1).toISOString()).toBe('2026-02-28T23:30:00.000Z');
      expect(addMonthsUtc(new Date('2026-03-31T00:30:00Z'), 1).toISOString()).toBe('2026-04-30T00:30:00.000Z');
      expect(addMonthsUtc(new Date('2028-02-29T10:00:00Z'), 12).toISOString()).toBe('2029-02-28T10:00:00.000Z');
    });

    it('finds the first instant of the UTC month', () => {
      expect(startOfMonthUtc(new Date('2026-03-01T00:30:00Z')).toISOString()).toBe('2026-03-01T00:00:00.000Z');
      expect(startOfMonthUtc(new Date('2026-02-28T23:30:00Z')).toISOString()).toBe('2026-02-01T00:00:00.000Z');
    });
  });
}
