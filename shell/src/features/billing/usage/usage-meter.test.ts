import { describe, expect, it } from 'vitest';
import { meterDisplay } from './usage-meter.js';

describe('the usage meters', () => {
  it('fills the bar by use against the limit, orange from 80 % and red at the limit', () => {
    expect(meterDisplay({ used: 3, limit: 8, remaining: 5, percent: 38 })).toEqual({ kind: 'counted', used: 3, limit: 8, percent: 38, tone: 'good' });
    expect(meterDisplay({ used: 4, limit: 5, remaining: 1, percent: 80 })).toMatchObject({ percent: 80, tone: 'warning' });
    expect(meterDisplay({ used: 5, limit: 5, remaining: 0, percent: 100 })).toMatchObject({ percent: 100, tone: 'critical' });
    expect(meterDisplay({ used: 7, limit: 5, remaining: 0, percent: 140 })).toMatchObject({ percent: 100, tone: 'critical' });
  });

  it('shows unlimited limits and resources no module reports without a bar', () => {
    expect(meterDisplay({ used: 12, limit: -1, remaining: null, percent: null })).toMatchObject({ kind: 'unlimited', used: 12 });
    expect(meterDisplay({ used: null, limit: 1, remaining: null, percent: null })).toMatchObject({ kind: 'unreported' });
  });
});
