import { describe, expect, it } from 'vitest';
import { shortDollars } from './format-rules.js';

describe('the dashboards currency shortening', () => {
  it('writes 1M or more as $x.xM, 1K or more as $xK, else whole dollars', () => {
    // $1,234,320 = 1.23M -> $1.2M; $390,096 = 390.1K -> $390K; $1,000 -> $1K; $450.49 -> $450.
    expect(shortDollars(123_432_000)).toBe('$1.2M');
    expect(shortDollars(100_000_000)).toBe('$1.0M');
    expect(shortDollars(39_009_600)).toBe('$390K');
    expect(shortDollars(100_000)).toBe('$1K');
    expect(shortDollars(45_049)).toBe('$450');
    expect(shortDollars(-11_120_000)).toBe('-$111K');
  });
});
