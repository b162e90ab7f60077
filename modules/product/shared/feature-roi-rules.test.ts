import { describe, expect, it } from 'vitest';
import { FeatureRoiErrors } from './errors.js';
import { calculateRoi, comparisonError, featureRoiError, portfolioSummary } from './feature-roi-rules.js';

describe('feature ROI figures (section 9: 8 %, 12 months)', () => {
  // Initial cost 10,000; 100 hours x 50 an hour x 2 people = 10,000 development: 20,000 up front.
  // Revenue 3,000 a month, maintenance 500 a month: net 2,500 a month.
  const figures = { initialCost: 10_000, developmentCost: 10_000, directRevenue: 3_000, monthlyCost: 500 };

  it('computes total investment, ROI, payback and NPV', () => {
    const result = calculateRoi(figures);
    // Total investment: 20,000 + 500 x 12 = 26,000.
    expect(result.totalInvestment).toBe(26_000);
    // ROI: (3,000 x 12 - 26,000) / 26,000 = 10,000 / 26,000 = 38.46 % -> 38.5.
    expect(result.roi).toBe(38.5);
    // Payback: 20,000 / 2,500 = 8 months.
    expect(result.paybackPeriod).toBe(8);
    // NPV: -20,000 + 2,500 x (1 - 1.0066667^-12) / 0.0066667 = -20,000 + 2,500 x 11.4958 = 8,739.45.
    expect(result.npv).toBe(8_739.45);
    expect([result.discountRatePct, result.projectionMonths]).toEqual([8, 12]);
  });

  it('takes another rate and horizon; no payback when the feature loses money each month', () => {
    // At 0 %: NPV = -20,000 + 2,500 x 12 = 10,000. Over 24 months: investment 20,000 + 12,000 = 32,000.
    expect(calculateRoi({ ...figures, discountRatePct: 0 }).npv).toBe(10_000);
    expect(calculateRoi({ ...figures, projectionMonths: 24 }).totalInvestment).toBe(32_000);
    expect(calculateRoi({ ...figures, directRevenue: 400 }).paybackPeriod).toBeNull();
  });

  it('ranks the top performers by ROI (then NPV, then name), 5 by default', () => {
    const f = (id: string, roi: number, npv = 0) => ({ id, featureName: id, roi, npv, totalInvestment: 100, directRevenue: 10 });
    const summary = portfolioSummary([f('a', 10), f('b', 50), f('c', -5), f('d', 50, 9), f('e', 20), f('g', 30), f('h', 0)]);
    expect(summary.topPerformers.map((x) => x.id)).toEqual(['d', 'b', 'g', 'e', 'a']);
    expect(summary.underperformers.map((x) => x.id)).toEqual(['c']);
    // (10 + 50 - 5 + 50 + 20 + 30 + 0) / 7 = 155 / 7 = 22.14 -> 22.1
    expect([summary.featureCount, summary.averageRoi, summary.totalInvestment, summary.monthlyRevenue]).toEqual([7, 22.1, 700, 70]);
    expect(portfolioSummary([f('a', 1), f('b', 2)], 1).topPerformers.map((x) => x.id)).toEqual(['b']);
  });
});

describe('feature ROI rules (section 5)', () => {
  const valid = { featureId: 'f-1', featureName: 'Exports', development: { initialCost: 0, developmentHours: 10, hourlyRate: 50, teamSize: 1 } };
  it('answers each rule with its text', () => {
    expect(featureRoiError(valid)).toBeNull();
    expect(featureRoiError({ ...valid, featureName: ' ' })).toBe(FeatureRoiErrors.NAME_REQUIRED);
    expect(featureRoiError({ ...valid, featureId: '' })).toBe(FeatureRoiErrors.ID_REQUIRED);
    expect(featureRoiError({ ...valid, development: { ...valid.development, initialCost: -1 } })).toBe(FeatureRoiErrors.INITIAL_COST_NEGATIVE);
    expect(featureRoiError({ ...valid, development: { ...valid.development, developmentHours: 0 } })).toBe(FeatureRoiErrors.HOURS_POSITIVE);
    expect(featureRoiError({ ...valid, development: { ...valid.development, hourlyRate: 0 } })).toBe(FeatureRoiErrors.RATE_POSITIVE);
    expect(featureRoiError({ ...valid, development: { ...valid.development, teamSize: 0 } })).toBe(FeatureRoiErrors.TEAM_SIZE_POSITIVE);
    expect(featureRoiError({ ...valid, revenue: { directRevenue: -1 } })).toBe(FeatureRoiErrors.DIRECT_REVENUE_NEGATIVE);
    expect(featureRoiError({ ...valid, usage: { activeUsers: -1 } })).toBe(FeatureRoiErrors.ACTIVE_USERS_NEGATIVE);
    expect(featureRoiError({ ...valid, customer: { satisfactionScore: 5.1 } })).toBe(FeatureRoiErrors.SATISFACTION_RANGE);
    expect(featureRoiError({ ...valid, customer: { satisfactionScore: -0.1 } })).toBe(FeatureRoiErrors.SATISFACTION_RANGE);
    expect(featureRoiError({ ...valid, customer: { satisfactionScore: 0 } })).toBeNull();
    expect(featureRoiError({ ...valid, customer: { satisfactionScore: 5 } })).toBeNull();
    // A change checks only what it carries.
    expect(featureRoiError({ revenue: { directRevenue: 5 } }, true)).toBeNull();
    expect(comparisonError(['a'])).toBe(FeatureRoiErrors.COMPARISON_NEEDS_TWO);
    expect(comparisonError(['a', 'a'])).toBe(FeatureRoiErrors.COMPARISON_NEEDS_TWO);
    expect(comparisonError(['a', 'b'])).toBeNull();
  });
});
