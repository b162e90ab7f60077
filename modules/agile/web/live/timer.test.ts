import { describe, expect, it } from 'vitest';
import { elapsedPercent, formatClock, remainingSeconds } from './timer.js';

describe('the session timer', () => {
  it("counts down from the server's end time, corrected by the clock offset", () => {
    // The server is 2 s ahead of this client: 30 s left by its clock when 32 s are left by ours.
    expect(remainingSeconds({ endsAt: 100_000 }, 2000, 68_000)).toBe(30);
    expect(remainingSeconds({ endsAt: 100_000 }, 0, 68_000)).toBe(32);
  });

  it('never shows less than zero, and rounds up partial seconds', () => {
    expect(remainingSeconds({ endsAt: 100_000 }, 0, 101_000)).toBe(0);
    expect(remainingSeconds({ endsAt: 100_000 }, 0, 99_100)).toBe(1);
    expect(remainingSeconds(null, 0, 0)).toBe(0);
  });

  it('writes minutes and seconds', () => {
    expect(formatClock(75)).toBe('1:15');
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(9)).toBe('0:09');
  });

  it('tells how much of the timer is spent', () => {
    expect(elapsedPercent({ durationSeconds: 120 }, 30)).toBe(75);
    expect(elapsedPercent(null, 30)).toBe(0);
  });
});
