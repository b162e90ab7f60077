import { describe, expect, it } from 'vitest';
import { computeRunway, parseAmount } from './runway.js';

const today = new Date('2026-01-01T00:00:00Z');

describe('computeRunway', () => {
  it('divides cash by net burn, rounding months down to one decimal, 30-day months', () => {
    const result = computeRunway({ cash: 150_000, expenses: 25_000, revenue: 5_000 }, today);
    expect(result.netBurn).toBe(20_000);
    expect(result.months).toBe(7.5);
    expect(result.outOfCash?.toISOString().slice(0, 10)).toBe('2026-08-14'); // 225 days after January 1
    expect(computeRunway({ cash: 100_000, expenses: 30_000, revenue: 0 }, today).months).toBe(3.3);
  });

  it('has no runway end when revenue covers expenses', () => {
    expect(computeRunway({ cash: 10_000, expenses: 5_000, revenue: 6_000 }, today)).toEqual({ netBurn: 0, months: null, outOfCash: null });
  });

  it('treats empty or negative cash as nothing left', () => {
    expect(computeRunway({ cash: -5, expenses: 1_000, revenue: 0 }, today).months).toBe(0);
  });
});

describe('parseAmount', () => {
  it('reads amounts typed with separators and symbols', () => {
    expect(parseAmount('150,000')).toBe(150000);
    expect(parseAmount('$ 2 500.50')).toBe(2500.5);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('abc')).toBe(0);
  });
});
