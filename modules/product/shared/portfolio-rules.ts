import { PortfolioErrors, ProductErrors } from './errors.js';
import {
  BUSINESS_VALUES,
  BUSINESS_VALUE_SCORES,
  CUSTOMER_IMPACTS,
  CUSTOMER_IMPACT_SCORES,
  JUSTIFICATION_DESCRIPTION_MIN,
  LEVEL_NAMES,
  RISK_LEVELS,
  RISK_SCORES,
  STRATEGIC_ALIGNMENTS,
  parentLevelOf,
  type BusinessValue,
  type CustomerImpact,
  type PortfolioLevel,
  type RiskLevel,
  type ScoringConfig,
  type StrategicAlignment,
  type TaxClassification,
} from './portfolio.js';

/**
 * The portfolio's rules as pure functions (section 5 "Portfolio", section 9 "ROI score"). Each
 * returns the spec's text of the first rule broken, or null; the API throws it, the forms show it.
 */

export interface JustificationInput {
  investmentCategoryId?: string | null;
  description?: string | null;
  businessValue?: string | null;
  customerImpact?: string | null;
  riskLevel?: string | null;
  strategicAlignment?: string | null;
  estimatedROI?: number | null;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === 'string' && (values as readonly string[]).includes(value);

const RND_PATTERN = /\b(research|development|innovation)/i;

/** Does the text mention research, development or innovation (as a word, any case)? */
export function mentionsRnd(description: string): boolean {
  return RND_PATTERN.test(description);
}

/**
 * The justification rules, in the spec's order: a valid category (one of the account's), a
 * description of at least 10 characters, the four scales, and the R&D wording for a category
 * whose tax class is R_AND_D_CREDIT.
 */
export function justificationError(input: JustificationInput, categories: ReadonlyMap<string, { taxClassification: TaxClassification }>): string | null {
  const category = input.investmentCategoryId ? categories.get(input.investmentCategoryId) : undefined;
  if (!category) return PortfolioErrors.CATEGORY_INVALID;
  const description = (input.description ?? '').trim();
  if (description.length < JUSTIFICATION_DESCRIPTION_MIN) return PortfolioErrors.DESCRIPTION_TOO_SHORT;
  if (!isOneOf(BUSINESS_VALUES, input.businessValue)) return PortfolioErrors.BUSINESS_VALUE_REQUIRED;
  if (!isOneOf(CUSTOMER_IMPACTS, input.customerImpact)) return PortfolioErrors.CUSTOMER_IMPACT_REQUIRED;
  if (!isOneOf(RISK_LEVELS, input.riskLevel)) return PortfolioErrors.RISK_LEVEL_REQUIRED;
  if (!isOneOf(STRATEGIC_ALIGNMENTS, input.strategicAlignment)) return PortfolioErrors.STRATEGIC_ALIGNMENT_REQUIRED;
  if (category.taxClassification === 'R_AND_D_CREDIT' && !mentionsRnd(description)) return PortfolioErrors.RND_DESCRIPTION;
  return null;
}

export interface StoryInput {
  userType?: string | null;
  want?: string | null;
  so?: string | null;
  acceptanceCriteria?: readonly string[] | null;
}

/** A user story needs a user type, a goal (want), a benefit (so) and at least one acceptance criterion. */
export function storyError(input: StoryInput): string | null {
  if (!input.userType?.trim()) return PortfolioErrors.STORY_USER_TYPE_REQUIRED;
  if (!input.want?.trim()) return PortfolioErrors.STORY_GOAL_REQUIRED;
  if (!input.so?.trim()) return PortfolioErrors.STORY_BENEFIT_REQUIRED;
  if (!(input.acceptanceCriteria ?? []).some((c) => c.trim())) return PortfolioErrors.STORY_CRITERIA_REQUIRED;
  return null;
}

/**
 * A new allocation (cents) checked against the parent's remaining budget. `previous` is what the
 * item held before (0 for a new item): only the increase draws on the parent. `childrenHold` is
 * what the item's own children already hold: it cannot drop below it.
 */
export function allocationError(input: { allocated: number; parentRemaining: number | null; previous?: number; childrenHold?: number }): string | null {
  if (!Number.isInteger(input.allocated) || input.allocated <= 0) return PortfolioErrors.BUDGET_NOT_POSITIVE;
  if (input.allocated < (input.childrenHold ?? 0)) return PortfolioErrors.BUDGET_BELOW_CHILDREN;
  if (input.parentRemaining !== null && input.allocated - (input.previous ?? 0) > input.parentRemaining) return PortfolioErrors.BUDGET_OVER_PARENT;
  return null;
}

/** The parent a level needs, or the text saying what is wrong. */
export function parentError(level: PortfolioLevel, parentLevel: PortfolioLevel | null): string | null {
  const expected = parentLevelOf(level);
  if (expected === null) return parentLevel === null ? null : PortfolioErrors.PRODUCT_NO_PARENT;
  if (parentLevel === null) return PortfolioErrors.PARENT_REQUIRED;
  return parentLevel === expected ? null : PortfolioErrors.PARENT_LEVEL(LEVEL_NAMES[level], LEVEL_NAMES[expected]);
}

/** Section 8: a parent with children is not deleted. */
export function deleteError(level: PortfolioLevel, childCount: number): string | null {
  return childCount > 0 ? ProductErrors.cannotDeleteWithChildren(LEVEL_NAMES[level], childCount) : null;
}

export interface RoiFactor {
  /** The factor's value on its scale (HIGH, MAJOR ...). */
  value: string;
  /** Its score out of 100 (section 9's table). */
  score: number;
  /** Its weight in percent. */
  weight: number;
  /** score x weight / 100: what it adds to the total. */
  points: number;
}
export interface RoiBreakdown {
  /** 0-100, one decimal. */
  score: number;
  businessValue: RoiFactor;
  customerImpact: RoiFactor;
  strategicAlignment: RoiFactor;
  risk: RoiFactor;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Section 9: business value 40 %, customer impact 30 %, strategic alignment 20 %, risk 10 %
 * (the weights and alignment scores as the account configured them). A low risk scores high.
 */
export function roiScore(
  justification: { businessValue: BusinessValue; customerImpact: CustomerImpact; strategicAlignment: StrategicAlignment; riskLevel: RiskLevel },
  config: ScoringConfig,
): RoiBreakdown {
  const alignment = config.alignmentLevels.find((level) => level.code === justification.strategicAlignment)?.score ?? 0;
  const factor = (value: string, score: number, weight: number): RoiFactor => ({ value, score, weight, points: round1((score * weight) / 100) });
  const businessValue = factor(justification.businessValue, BUSINESS_VALUE_SCORES[justification.businessValue], config.weights.businessValue);
  const customerImpact = factor(justification.customerImpact, CUSTOMER_IMPACT_SCORES[justification.customerImpact], config.weights.customerImpact);
  const strategicAlignment = factor(justification.strategicAlignment, alignment, config.weights.strategicAlignment);
  const risk = factor(justification.riskLevel, RISK_SCORES[justification.riskLevel], config.weights.risk);
  const exact = (businessValue.score * businessValue.weight + customerImpact.score * customerImpact.weight + strategicAlignment.score * strategicAlignment.weight + risk.score * risk.weight) / 100;
  return { score: round1(exact), businessValue, customerImpact, strategicAlignment, risk };
}

/** The weights must be whole percents adding up to 100. */
export function weightsError(weights: ScoringConfig['weights']): string | null {
  const values = [weights.businessValue, weights.customerImpact, weights.strategicAlignment, weights.risk];
  if (values.some((w) => !Number.isInteger(w) || w < 0 || w > 100) || values.reduce((a, b) => a + b, 0) !== 100) return PortfolioErrors.WEIGHTS_TOTAL;
  return null;
}

/**
 * The strategic backlog's order: ROI score high to low, ties by budget (larger first), then by
 * title so the order is stable. Returns a new array.
 */
export function rankByRoi<T extends { roi: { score: number }; budget: { allocated: number }; title: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.roi.score - a.roi.score || b.budget.allocated - a.budget.allocated || a.title.localeCompare(b.title));
}

/** A risk level one step lower (a validated hypothesis), or HIGH (an invalidated one). */
export function riskAfterVerdict(risk: RiskLevel, verdict: 'validated' | 'invalidated' | 'inconclusive'): RiskLevel {
  if (verdict === 'invalidated') return 'HIGH';
  if (verdict === 'validated') return risk === 'HIGH' ? 'MEDIUM' : 'LOW';
  return risk;
}
