import { describe, expect, it } from 'vitest';
import {
  alertDisplaySeverity,
  alertDisplayType,
  allows,
  churnTone,
  countedAlerts,
  formatShortCents,
  formatShortCurrency,
  isUnderEightMonths,
  ltvCacTone,
  portfolioValue,
  runwayDaysFrom,
  runwayMonths,
  runwayTone,
} from './dashboard-rules.js';

describe('runway (section 9: days, a month is 30 days)', () => {
  it('turns $600K of cash at $75K net burn a month into 240 days (8 months)', () => {
    expect(runwayDaysFrom(600_000_00, 75_000_00)).toBe(240);
    expect(runwayMonths(240)).toBe(8);
  });
  it('has no runway when the company is not burning or cash is unknown', () => {
    expect(runwayDaysFrom(100_000_00, 0)).toBeNull();
    expect(runwayDaysFrom(100_000_00, -5_000_00)).toBeNull();
    expect(runwayDaysFrom(null, 5_000_00)).toBeNull();
  });
  it('is red under 240 days, orange under 365, green from 365', () => {
    expect(runwayTone(239)).toBe('red');
    expect(runwayTone(240)).toBe('orange');
    expect(runwayTone(364)).toBe('orange');
    expect(runwayTone(365)).toBe('green');
    expect(runwayTone(null)).toBe('green');
  });
  it('counts 239 days but not 240 as "under 8 months"', () => {
    expect(isUnderEightMonths(239)).toBe(true);
    expect(isUnderEightMonths(240)).toBe(false);
    expect(isUnderEightMonths(null)).toBe(false);
  });
});

describe('currency shortening', () => {
  it('writes 1M or more as $x.xM and 1K or more as $xK', () => {
    expect(formatShortCurrency(1_000_000)).toBe('$1.0M');
    expect(formatShortCurrency(2_450_000)).toBe('$2.5M');
    expect(formatShortCurrency(12_500_000)).toBe('$12.5M');
    expect(formatShortCurrency(1_000)).toBe('$1K');
    expect(formatShortCurrency(45_300)).toBe('$45K');
    expect(formatShortCurrency(999)).toBe('$999');
    expect(formatShortCurrency(-75_000)).toBe('-$75K');
  });
  it('reads integer cents', () => {
    expect(formatShortCents(250_000_000)).toBe('$2.5M');
  });
});

describe('LTV/CAC and churn colours', () => {
  it('is green only above 3', () => {
    expect(ltvCacTone(3_100, 1_000)).toBe('green');
    expect(ltvCacTone(3_000, 1_000)).toBe('orange');
    expect(ltvCacTone(null, 1_000)).toBeNull();
  });
  it('is green below 5, orange below 10, red from 10', () => {
    expect(churnTone(4.9)).toBe('green');
    expect(churnTone(5)).toBe('orange');
    expect(churnTone(9.9)).toBe('orange');
    expect(churnTone(10)).toBe('red');
  });
});

describe('portfolio value', () => {
  it('sums valuation times ownership percentage: $10M x 12.5% + $4M x 5% = $1.45M', () => {
    expect(portfolioValue([
      { currentValuation: 10_000_000_00, ownershipPercentage: 12.5 },
      { currentValuation: 4_000_000_00, ownershipPercentage: 5 },
      { currentValuation: null, ownershipPercentage: 10 },
    ])).toBe(1_450_000_00);
    expect(formatShortCents(1_450_000_00)).toBe('$1.5M');
  });
});

describe('alerts', () => {
  it('counts critical and warning, not info nor resolved ones', () => {
    expect(countedAlerts([{ severity: 'critical' }, { severity: 'warning' }, { severity: 'info' }, { severity: 'critical', resolvedAt: '2026-11-01T00:00:00Z' }])).toBe(2);
  });
  it('shows unknown types as milestone and other severities as info', () => {
    expect(alertDisplayType('runway_low')).toBe('runway_low');
    expect(alertDisplayType('metric_decline')).toBe('metric_decline');
    expect(alertDisplayType('funding_needed')).toBe('funding_needed');
    expect(alertDisplayType('series_a_closed')).toBe('milestone');
    expect(alertDisplaySeverity('urgent')).toBe('info');
    expect(alertDisplaySeverity('warning')).toBe('warning');
  });
});

describe('grant permissions', () => {
  it('allows only the listed resource and action', () => {
    const permissions = [{ resource: 'dashboard', action: 'read' }, { resource: 'communications', action: 'read' }];
    expect(allows(permissions, 'dashboard', 'read')).toBe(true);
    expect(allows(permissions, 'communications', 'comment')).toBe(false);
  });
});
