import { FeatureRoiErrors } from './errors.js';

/**
 * Feature ROI (finance-and-growth.md sections 3, 5 and 9). Amounts in the account's currency
 * units, as the spec's fields. Revenue and maintenance are monthly.
 */

export const DEFAULT_DISCOUNT_RATE_PCT = 8;
export const PROJECTION_MONTHS = 12;
export const TOP_PERFORMERS = 5;
export const FEATURE_ROI_STATUSES = ['PLANNED', 'IN_DEVELOPMENT', 'LAUNCHED', 'RETIRED'] as const;
export type FeatureRoiStatus = (typeof FEATURE_ROI_STATUSES)[number];

export interface FeatureRoiInput {
  featureId?: string;
  featureName?: string;
  development?: { initialCost?: number; developmentHours?: number; hourlyRate?: number; teamSize?: number };
  revenue?: { directRevenue?: number };
  usage?: { activeUsers?: number; featureAdoption?: number | null; usageFrequency?: number | null };
  customer?: { satisfactionScore?: number | null };
  maintenance?: { monthlyCost?: number };
}

/** Section 5 "Feature ROI", in order; the first broken rule's text, or null. */
export function featureRoiError(input: FeatureRoiInput, partial = false): string | null {
  const given = (v: unknown) => v !== undefined;
  if ((!partial || given(input.featureName)) && !input.featureName?.trim()) return FeatureRoiErrors.NAME_REQUIRED;
  if ((!partial || given(input.featureId)) && !input.featureId?.trim()) return FeatureRoiErrors.ID_REQUIRED;
  const d = input.development ?? {};
  if (given(d.initialCost) && !(d.initialCost! >= 0)) return FeatureRoiErrors.INITIAL_COST_NEGATIVE;
  if ((!partial || given(d.developmentHours)) && !(d.developmentHours! > 0)) return FeatureRoiErrors.HOURS_POSITIVE;
  if ((!partial || given(d.hourlyRate)) && !(d.hourlyRate! > 0)) return FeatureRoiErrors.RATE_POSITIVE;
  if ((!partial || given(d.teamSize)) && !(Number.isInteger(d.teamSize) && d.teamSize! > 0)) return FeatureRoiErrors.TEAM_SIZE_POSITIVE;
  return metricsError({ directRevenue: input.revenue?.directRevenue, activeUsers: input.usage?.activeUsers, satisfactionScore: input.customer?.satisfactionScore, monthlyCost: input.maintenance?.monthlyCost });
}

/** The rules a timeline entry's metrics share with the feature's own. */
export function metricsError(m: { directRevenue?: number; activeUsers?: number; satisfactionScore?: number | null; monthlyCost?: number }): string | null {
  if (m.directRevenue !== undefined && !(m.directRevenue >= 0)) return FeatureRoiErrors.DIRECT_REVENUE_NEGATIVE;
  if (m.activeUsers !== undefined && !(m.activeUsers >= 0)) return FeatureRoiErrors.ACTIVE_USERS_NEGATIVE;
  if (m.satisfactionScore !== undefined && m.satisfactionScore !== null && !(m.satisfactionScore >= 0 && m.satisfactionScore <= 5)) return FeatureRoiErrors.SATISFACTION_RANGE;
  if (m.monthlyCost !== undefined && !(m.monthlyCost >= 0)) return FeatureRoiErrors.MAINTENANCE_NEGATIVE;
  return null;
}

export function comparisonError(ids: readonly string[]): string | null {
  return new Set(ids).size < 2 ? FeatureRoiErrors.COMPARISON_NEEDS_TWO : null;
}

export interface RoiFigures {
  initialCost: number;
  /** developmentHours x hourlyRate x teamSize (typed), or the measured delivery cost when linked. */
  developmentCost: number;
  directRevenue: number;
  monthlyCost: number;
  discountRatePct?: number;
  projectionMonths?: number;
}
export interface RoiCalculated {
  /** initial + development + maintenance over the projection */
  totalInvestment: number;
  /** (revenue over the projection - totalInvestment) / totalInvestment, percent, one decimal */
  roi: number;
  /** (initial + development) / (monthly revenue - monthly maintenance), months, one decimal; null if never */
  paybackPeriod: number | null;
  /** -(initial + development) + sum over months m of net / (1 + rate/12)^m, two decimals */
  npv: number;
  discountRatePct: number;
  projectionMonths: number;
}

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function calculateRoi(f: RoiFigures): RoiCalculated {
  const rate = f.discountRatePct ?? DEFAULT_DISCOUNT_RATE_PCT;
  const months = f.projectionMonths ?? PROJECTION_MONTHS;
  const upfront = f.initialCost + f.developmentCost;
  const totalInvestment = upfront + f.monthlyCost * months;
  const revenue = f.directRevenue * months;
  const roi = totalInvestment > 0 ? round(((revenue - totalInvestment) / totalInvestment) * 100, 1) : 0;
  const net = f.directRevenue - f.monthlyCost;
  const paybackPeriod = net > 0 ? round(upfront / net, 1) : null;
  const monthly = rate / 100 / 12;
  let npv = -upfront;
  for (let m = 1; m <= months; m += 1) npv += net / (1 + monthly) ** m;
  return { totalInvestment: round(totalInvestment, 2), roi, paybackPeriod, npv: round(npv, 2), discountRatePct: rate, projectionMonths: months };
}

export interface RankedFeature { id: string; featureName: string; roi: number; totalInvestment: number; npv: number; directRevenue: number }

/** Top performers: highest ROI first, ties by the larger NPV, then by name; `limit` of them (default 5). */
export function topPerformers<T extends RankedFeature>(features: T[], limit = TOP_PERFORMERS): T[] {
  return [...features].sort((a, b) => b.roi - a.roi || b.npv - a.npv || a.featureName.localeCompare(b.featureName)).slice(0, limit);
}

export function portfolioSummary<T extends RankedFeature>(features: T[], limit = TOP_PERFORMERS) {
  const totalInvestment = round(features.reduce((s, f) => s + f.totalInvestment, 0), 2);
  const monthlyRevenue = round(features.reduce((s, f) => s + f.directRevenue, 0), 2);
  const totalNpv = round(features.reduce((s, f) => s + f.npv, 0), 2);
  const averageRoi = features.length ? round(features.reduce((s, f) => s + f.roi, 0) / features.length, 1) : 0;
  return {
    featureCount: features.length,
    totalInvestment,
    monthlyRevenue,
    totalNpv,
    averageRoi,
    topPerformers: topPerformers(features, limit),
    underperformers: features.filter((f) => f.roi < 0).sort((a, b) => a.roi - b.roi),
  };
}
