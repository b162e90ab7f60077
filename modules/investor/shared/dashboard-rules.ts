import {
  ALERT_TYPES,
  CHURN_GOOD_PCT,
  CHURN_WARNING_PCT,
  COUNTED_SEVERITIES,
  DAYS_PER_MONTH,
  LTV_CAC_GOOD_RATIO,
  RUNWAY_CRITICAL_DAYS,
  RUNWAY_WARNING_DAYS,
  type AlertDisplayType,
  type AlertSeverity,
  type InvestorAction,
  type InvestorResource,
} from './constants.js';

/**
 * The investor dashboard's rules (finance-and-growth.md section 9), pure so both halves and the
 * tests use the very same functions.
 */

export type Tone = 'green' | 'orange' | 'red';

/** Runway in days from cash and monthly net burn (a month is 30 days); null when not burning or unknown. */
export function runwayDaysFrom(cashOnHand: number | null, monthlyNetBurn: number | null): number | null {
  if (cashOnHand === null || monthlyNetBurn === null || monthlyNetBurn <= 0) return null;
  return Math.floor((cashOnHand / monthlyNetBurn) * DAYS_PER_MONTH);
}

/** Runway months as people say it (days / 30, one decimal). */
export function runwayMonths(runwayDays: number): number {
  return Math.round((runwayDays / DAYS_PER_MONTH) * 10) / 10;
}

/** Under 240 days red, under 365 orange, else green; unknown (not burning) is green. */
export function runwayTone(runwayDays: number | null): Tone {
  if (runwayDays === null) return 'green';
  if (runwayDays < RUNWAY_CRITICAL_DAYS) return 'red';
  if (runwayDays < RUNWAY_WARNING_DAYS) return 'orange';
  return 'green';
}

/** Counted in the dashboard's "under 8 months" figure. */
export function isUnderEightMonths(runwayDays: number | null): boolean {
  return runwayDays !== null && runwayDays < RUNWAY_CRITICAL_DAYS;
}

/** $x.xM from 1M, $xK from 1K, else whole dollars (amounts in dollars). */
export function formatShortCurrency(dollars: number): string {
  const sign = dollars < 0 ? '-' : '';
  const value = Math.abs(dollars);
  if (value >= 1_000_000) return `${sign}$${(Math.round(value / 100_000) / 10).toFixed(1)}M`;
  // 999,600 would round to "$1000K": it reads as a million.
  if (value >= 1_000) return Math.round(value / 1_000) >= 1_000 ? `${sign}$1.0M` : `${sign}$${Math.round(value / 1_000)}K`;
  return `${sign}$${Math.round(value)}`;
}

/** The same, from integer cents (how money is stored). */
export function formatShortCents(cents: number): string {
  return formatShortCurrency(cents / 100);
}

/** LTV/CAC above 3 is green; otherwise orange (unknown stays unknown). */
export function ltvCacTone(ltv: number | null, cac: number | null): Tone | null {
  if (ltv === null || cac === null || cac <= 0) return null;
  return ltv / cac > LTV_CAC_GOOD_RATIO ? 'green' : 'orange';
}

/** Churn below 5 green, below 10 orange, else red. */
export function churnTone(churnPct: number): Tone {
  if (churnPct < CHURN_GOOD_PCT) return 'green';
  if (churnPct < CHURN_WARNING_PCT) return 'orange';
  return 'red';
}

/** Portfolio value: the sum of valuation times ownership percentage (cents in, cents out). */
export function portfolioValue(entries: readonly { currentValuation: number | null; ownershipPercentage: number | null }[]): number {
  let total = 0;
  for (const entry of entries) {
    if (entry.currentValuation === null || entry.ownershipPercentage === null) continue;
    total += (entry.currentValuation * entry.ownershipPercentage) / 100;
  }
  return Math.round(total);
}

/** Alerts counted on the dashboard: severity critical or warning (resolved ones no longer count). */
export function countedAlerts(alerts: readonly { severity: string; resolvedAt?: string | null }[]): number {
  return alerts.filter((alert) => !alert.resolvedAt && (COUNTED_SEVERITIES as readonly string[]).includes(alert.severity)).length;
}

/** Known types keep their name; any other is a milestone (section 3). */
export function alertDisplayType(type: string): AlertDisplayType {
  return (ALERT_TYPES as readonly string[]).includes(type) ? (type as AlertDisplayType) : 'milestone';
}

/** critical and warning keep theirs; any other is info (section 3). */
export function alertDisplaySeverity(severity: string): AlertSeverity {
  return severity === 'critical' || severity === 'warning' ? severity : 'info';
}

/** Does a grant's permission list allow this resource and action? */
export function allows(permissions: readonly { resource: string; action: string }[], resource: InvestorResource | string, action: InvestorAction | string): boolean {
  return permissions.some((permission) => permission.resource === resource && permission.action === action);
}

/** Plan against actual (/variance-analysis): the figures compared, and whether a rise is good for each. */
export const VARIANCE_METRICS = ['revenue', 'expenses', 'netBurn', 'cash'] as const;
export type VarianceMetric = (typeof VARIANCE_METRICS)[number];
export const RISE_IS_GOOD: Record<VarianceMetric, boolean> = { revenue: true, expenses: false, netBurn: false, cash: true };

/**
 * Actual against plan: variance = actual - plan; percent = variance / |plan| x 100 (one decimal,
 * null when the plan is 0); favourable when the figure moved the good way (or not at all).
 * Null throughout when either side is unknown.
 */
export function varianceOf(actual: number | null, plan: number | null, riseIsGood: boolean): { variance: number | null; variancePct: number | null; favourable: boolean | null } {
  if (actual === null || plan === null) return { variance: null, variancePct: null, favourable: null };
  const variance = actual - plan;
  const variancePct = plan === 0 ? null : Math.round((variance / Math.abs(plan)) * 1000) / 10;
  return { variance, variancePct, favourable: variance === 0 || variance > 0 === riseIsGood };
}
