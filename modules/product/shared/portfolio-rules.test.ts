import { describe, expect, it } from 'vitest';
import { PortfolioErrors } from './errors.js';
import { DEFAULT_CATEGORIES, DEFAULT_SCORING, type ScoringConfig } from './portfolio.js';
import { allocationError, deleteError, justificationError, mentionsRnd, parentError, rankByRoi, riskAfterVerdict, roiScore, storyError, weightsError } from './portfolio-rules.js';

const categories = new Map(DEFAULT_CATEGORIES.map((c) => [c.code, { taxClassification: c.taxClassification }]));
const valid = { investmentCategoryId: 'CR', description: 'Customers ask for exports', businessValue: 'HIGH', customerImpact: 'MAJOR', riskLevel: 'LOW', strategicAlignment: 'HIGH' };

describe('the seven investment categories', () => {
  it('have the codes CR, CA, KTLO, PLAT, RND, COMP, OPEX and the three tax classes', () => {
    expect(DEFAULT_CATEGORIES.map((c) => c.code)).toEqual(['CR', 'CA', 'KTLO', 'PLAT', 'RND', 'COMP', 'OPEX']);
    expect(new Set(DEFAULT_CATEGORIES.map((c) => c.taxClassification))).toEqual(new Set(['OPEX', 'CAPEX', 'R_AND_D_CREDIT']));
    expect(DEFAULT_CATEGORIES.find((c) => c.code === 'RND')?.taxClassification).toBe('R_AND_D_CREDIT');
  });
});

describe('business justification rules', () => {
  it('accepts a complete justification', () => {
    expect(justificationError(valid, categories)).toBeNull();
  });
  it('needs a valid category', () => {
    expect(justificationError({ ...valid, investmentCategoryId: 'NOPE' }, categories)).toBe(PortfolioErrors.CATEGORY_INVALID);
    expect(justificationError({ ...valid, investmentCategoryId: null }, categories)).toBe(PortfolioErrors.CATEGORY_INVALID);
  });
  it('needs a description of at least 10 characters (trimmed)', () => {
    expect(justificationError({ ...valid, description: '123456789' }, categories)).toBe(PortfolioErrors.DESCRIPTION_TOO_SHORT);
    expect(justificationError({ ...valid, description: '  123456789  ' }, categories)).toBe(PortfolioErrors.DESCRIPTION_TOO_SHORT);
    expect(justificationError({ ...valid, description: '1234567890' }, categories)).toBeNull();
  });
  it('needs business value, customer impact, risk level and strategic alignment', () => {
    expect(justificationError({ ...valid, businessValue: undefined }, categories)).toBe(PortfolioErrors.BUSINESS_VALUE_REQUIRED);
    expect(justificationError({ ...valid, customerImpact: 'HUGE' }, categories)).toBe(PortfolioErrors.CUSTOMER_IMPACT_REQUIRED);
    expect(justificationError({ ...valid, riskLevel: '' }, categories)).toBe(PortfolioErrors.RISK_LEVEL_REQUIRED);
    expect(justificationError({ ...valid, strategicAlignment: null }, categories)).toBe(PortfolioErrors.STRATEGIC_ALIGNMENT_REQUIRED);
  });
  it('for the R&D credit category, the description must mention research, development or innovation', () => {
    expect(justificationError({ ...valid, investmentCategoryId: 'RND', description: 'Make checkout faster' }, categories)).toBe(PortfolioErrors.RND_DESCRIPTION);
    expect(justificationError({ ...valid, investmentCategoryId: 'RND', description: 'Research on faster checkout' }, categories)).toBeNull();
    expect(justificationError({ ...valid, investmentCategoryId: 'RND', description: 'New DEVELOPMENT of routing' }, categories)).toBeNull();
    expect(justificationError({ ...valid, investmentCategoryId: 'RND', description: 'Pricing innovation trial' }, categories)).toBeNull();
    // Other categories need no such word.
    expect(justificationError({ ...valid, investmentCategoryId: 'KTLO', description: 'Make checkout faster' }, categories)).toBeNull();
  });
  it('matches the R&D words as words, not inside others', () => {
    expect(mentionsRnd('Researching new flows')).toBe(true);
    expect(mentionsRnd('A pre-research spike')).toBe(true);
    expect(mentionsRnd('Redevelopment of the shop')).toBe(false);
  });
});

describe('user story rules', () => {
  const story = { userType: 'founder', want: 'see my runway', so: 'I can plan hiring', acceptanceCriteria: ['Runway shown in months'] };
  it('needs user type, goal, benefit and at least one acceptance criterion', () => {
    expect(storyError(story)).toBeNull();
    expect(storyError({ ...story, userType: ' ' })).toBe(PortfolioErrors.STORY_USER_TYPE_REQUIRED);
    expect(storyError({ ...story, want: '' })).toBe(PortfolioErrors.STORY_GOAL_REQUIRED);
    expect(storyError({ ...story, so: undefined })).toBe(PortfolioErrors.STORY_BENEFIT_REQUIRED);
    expect(storyError({ ...story, acceptanceCriteria: [] })).toBe(PortfolioErrors.STORY_CRITERIA_REQUIRED);
    expect(storyError({ ...story, acceptanceCriteria: ['  '] })).toBe(PortfolioErrors.STORY_CRITERIA_REQUIRED);
  });
});

describe('budget allocation', () => {
  it('must be above 0 (integer cents)', () => {
    expect(allocationError({ allocated: 0, parentRemaining: 100 })).toBe(PortfolioErrors.BUDGET_NOT_POSITIVE);
    expect(allocationError({ allocated: -5, parentRemaining: null })).toBe(PortfolioErrors.BUDGET_NOT_POSITIVE);
    expect(allocationError({ allocated: 1.5, parentRemaining: null })).toBe(PortfolioErrors.BUDGET_NOT_POSITIVE);
  });
  it("must not exceed the parent's remaining budget; a product has no parent", () => {
    expect(allocationError({ allocated: 10_000_00, parentRemaining: null })).toBeNull();
    expect(allocationError({ allocated: 40_000_00, parentRemaining: 40_000_00 })).toBeNull();
    expect(allocationError({ allocated: 40_000_01, parentRemaining: 40_000_00 })).toBe(PortfolioErrors.BUDGET_OVER_PARENT);
  });
  it('on a change, only the increase draws on the parent, and it cannot drop below its children', () => {
    // Held 30 000, parent has 5 000 left: up to 35 000 fits.
    expect(allocationError({ allocated: 35_000_00, previous: 30_000_00, parentRemaining: 5_000_00 })).toBeNull();
    expect(allocationError({ allocated: 35_000_01, previous: 30_000_00, parentRemaining: 5_000_00 })).toBe(PortfolioErrors.BUDGET_OVER_PARENT);
    expect(allocationError({ allocated: 9_999_00, previous: 30_000_00, parentRemaining: 0, childrenHold: 10_000_00 })).toBe(PortfolioErrors.BUDGET_BELOW_CHILDREN);
  });
});

describe('hierarchy', () => {
  it('puts each level under the one above it', () => {
    expect(parentError('product', null)).toBeNull();
    expect(parentError('initiative', 'product')).toBeNull();
    expect(parentError('subtask', 'task')).toBeNull();
    expect(parentError('epic', null)).toBe(PortfolioErrors.PARENT_REQUIRED);
    expect(parentError('story', 'initiative')).toBe('A user story belongs under an epic');
  });
  it("refuses to delete a parent: 'Cannot delete <level>: N children depend on it'", () => {
    expect(deleteError('epic', 3)).toBe('Cannot delete epic: 3 children depend on it');
    expect(deleteError('story', 1)).toBe('Cannot delete user story: 1 children depend on it');
    expect(deleteError('product', 2)).toBe('Cannot delete product: 2 children depend on it');
    expect(deleteError('task', 0)).toBeNull();
  });
});

describe('ROI score (section 9)', () => {
  it('weighs business value 40 %, customer impact 30 %, strategic alignment 20 %, risk 10 %', () => {
    // HIGH 75 x 0.4 = 30; MAJOR 70 x 0.3 = 21; HIGH alignment 100 x 0.2 = 20; LOW risk 100 x 0.1 = 10.
    const roi = roiScore({ businessValue: 'HIGH', customerImpact: 'MAJOR', strategicAlignment: 'HIGH', riskLevel: 'LOW' }, DEFAULT_SCORING);
    expect(roi.score).toBe(81);
    expect([roi.businessValue.points, roi.customerImpact.points, roi.strategicAlignment.points, roi.risk.points]).toEqual([30, 21, 20, 10]);
    expect(roi.businessValue).toEqual({ value: 'HIGH', score: 75, weight: 40, points: 30 });
  });
  it("uses the table's scores at both ends", () => {
    expect(roiScore({ businessValue: 'CRITICAL', customerImpact: 'TRANSFORMATIONAL', strategicAlignment: 'HIGH', riskLevel: 'LOW' }, DEFAULT_SCORING).score).toBe(100);
    // 25 x .4 + 0 + 25 x .2 + 40 x .1 = 10 + 0 + 5 + 4 = 19.
    expect(roiScore({ businessValue: 'LOW', customerImpact: 'NONE', strategicAlignment: 'LOW', riskLevel: 'HIGH' }, DEFAULT_SCORING).score).toBe(19);
    // 50 x .4 + 40 x .3 + 50 x .2 + 70 x .1 = 20 + 12 + 10 + 7 = 49.
    expect(roiScore({ businessValue: 'MEDIUM', customerImpact: 'MODERATE', strategicAlignment: 'MEDIUM', riskLevel: 'MEDIUM' }, DEFAULT_SCORING).score).toBe(49);
    // 75 x .4 + 20 x .3 + 50 x .2 + 40 x .1 = 30 + 6 + 10 + 4 = 50.
    expect(roiScore({ businessValue: 'HIGH', customerImpact: 'MINOR', strategicAlignment: 'MEDIUM', riskLevel: 'HIGH' }, DEFAULT_SCORING).score).toBe(50);
  });
  it("follows the account's weights and alignment scores", () => {
    const config: ScoringConfig = { weights: { businessValue: 25, customerImpact: 25, strategicAlignment: 25, risk: 25 }, alignmentLevels: [{ code: 'LOW', label: 'x', score: 10 }, { code: 'MEDIUM', label: 'y', score: 60 }, { code: 'HIGH', label: 'z', score: 90 }] };
    // (50 + 40 + 60 + 70) / 4 = 55.
    expect(roiScore({ businessValue: 'MEDIUM', customerImpact: 'MODERATE', strategicAlignment: 'MEDIUM', riskLevel: 'MEDIUM' }, config).score).toBe(55);
  });
  it('weights must add up to 100', () => {
    expect(weightsError({ businessValue: 40, customerImpact: 30, strategicAlignment: 20, risk: 10 })).toBeNull();
    expect(weightsError({ businessValue: 40, customerImpact: 30, strategicAlignment: 20, risk: 11 })).toBe(PortfolioErrors.WEIGHTS_TOTAL);
  });
  it('ranks by score, ties by budget', () => {
    const item = (title: string, score: number, allocated: number) => ({ title, roi: { score }, budget: { allocated } });
    expect(rankByRoi([item('a', 50, 10), item('b', 81, 5), item('c', 50, 20)]).map((i) => i.title)).toEqual(['b', 'c', 'a']);
  });
  it('moves risk with a verdict', () => {
    expect(riskAfterVerdict('HIGH', 'validated')).toBe('MEDIUM');
    expect(riskAfterVerdict('MEDIUM', 'validated')).toBe('LOW');
    expect(riskAfterVerdict('LOW', 'invalidated')).toBe('HIGH');
    expect(riskAfterVerdict('MEDIUM', 'inconclusive')).toBe('MEDIUM');
  });
});
