/**
 * The portfolio's words and numbers (finance-and-growth.md sections 3, 5 and 9): the six levels,
 * the justification scales, the ROI score tables, and the seven investment categories an account
 * starts with. Both halves of the module read them from here.
 */

/** The hierarchy, top down: each level's parent is the one before it. */
export const PORTFOLIO_LEVELS = ['product', 'initiative', 'epic', 'story', 'task', 'subtask'] as const;
export type PortfolioLevel = (typeof PORTFOLIO_LEVELS)[number];

/** How a level is named in the spec's sentences ("Cannot delete user story: ..."). */
export const LEVEL_NAMES: Record<PortfolioLevel, string> = {
  product: 'product',
  initiative: 'initiative',
  epic: 'epic',
  story: 'user story',
  task: 'task',
  subtask: 'subtask',
};

export function parentLevelOf(level: PortfolioLevel): PortfolioLevel | null {
  const index = PORTFOLIO_LEVELS.indexOf(level);
  return index > 0 ? PORTFOLIO_LEVELS[index - 1]! : null;
}

export function childLevelOf(level: PortfolioLevel): PortfolioLevel | null {
  const index = PORTFOLIO_LEVELS.indexOf(level);
  return index < PORTFOLIO_LEVELS.length - 1 ? PORTFOLIO_LEVELS[index + 1]! : null;
}

export const BUSINESS_VALUES = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type BusinessValue = (typeof BUSINESS_VALUES)[number];
export const CUSTOMER_IMPACTS = ['NONE', 'MINOR', 'MODERATE', 'MAJOR', 'TRANSFORMATIONAL'] as const;
export type CustomerImpact = (typeof CUSTOMER_IMPACTS)[number];
export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/**
 * Strategic alignment levels. The spec gives only their scores (25, 50, 100); we name them LOW
 * ("supporting"), MEDIUM ("aligned") and HIGH ("core to the strategy"), the words the other
 * scales use. Their labels and scores are edited on /business-value-config.
 */
export const STRATEGIC_ALIGNMENTS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type StrategicAlignment = (typeof STRATEGIC_ALIGNMENTS)[number];

/** Section 9 "Portfolio ROI score weights" (percent; they add up to 100). */
export const DEFAULT_ROI_WEIGHTS = { businessValue: 40, customerImpact: 30, strategicAlignment: 20, risk: 10 } as const;
export type RoiWeights = { businessValue: number; customerImpact: number; strategicAlignment: number; risk: number };

export const BUSINESS_VALUE_SCORES: Record<BusinessValue, number> = { LOW: 25, MEDIUM: 50, HIGH: 75, CRITICAL: 100 };
export const CUSTOMER_IMPACT_SCORES: Record<CustomerImpact, number> = { NONE: 0, MINOR: 20, MODERATE: 40, MAJOR: 70, TRANSFORMATIONAL: 100 };
export const RISK_SCORES: Record<RiskLevel, number> = { LOW: 100, MEDIUM: 70, HIGH: 40 };

export interface AlignmentLevel {
  code: StrategicAlignment;
  label: string;
  score: number;
}
export const DEFAULT_ALIGNMENT_LEVELS: AlignmentLevel[] = [
  { code: 'LOW', label: 'Supporting', score: 25 },
  { code: 'MEDIUM', label: 'Aligned', score: 50 },
  { code: 'HIGH', label: 'Core to the strategy', score: 100 },
];

/** The per-account scoring configuration (/business-value-config). */
export interface ScoringConfig {
  weights: RoiWeights;
  alignmentLevels: AlignmentLevel[];
}
export const DEFAULT_SCORING: ScoringConfig = { weights: { ...DEFAULT_ROI_WEIGHTS }, alignmentLevels: DEFAULT_ALIGNMENT_LEVELS.map((l) => ({ ...l })) };

export const TAX_CLASSIFICATIONS = ['OPEX', 'CAPEX', 'R_AND_D_CREDIT'] as const;
export type TaxClassification = (typeof TAX_CLASSIFICATIONS)[number];
export const CATEGORY_CODES = ['CR', 'CA', 'KTLO', 'PLAT', 'RND', 'COMP', 'OPEX'] as const;
export type CategoryCode = (typeof CATEGORY_CODES)[number];
export const CATEGORY_TYPES = ['GROWTH', 'MAINTENANCE', 'INNOVATION', 'COMPLIANCE', 'OPERATIONS'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export interface CategoryDefault {
  code: CategoryCode;
  name: string;
  type: CategoryType;
  taxClassification: TaxClassification;
  color: string;
}

/**
 * The seven categories every account starts with. Tax classes follow the usual reading: new
 * capability built for customers or the platform is capitalisable (CAPEX), keeping the lights on,
 * compliance and operations are expensed (OPEX), research and development may claim the R&D credit.
 */
export const DEFAULT_CATEGORIES: CategoryDefault[] = [
  { code: 'CR', name: 'Customer requests', type: 'GROWTH', taxClassification: 'CAPEX', color: '#228be6' },
  { code: 'CA', name: 'Competitive advantage', type: 'GROWTH', taxClassification: 'CAPEX', color: '#7950f2' },
  { code: 'KTLO', name: 'Keep the lights on', type: 'MAINTENANCE', taxClassification: 'OPEX', color: '#868e96' },
  { code: 'PLAT', name: 'Platform', type: 'GROWTH', taxClassification: 'CAPEX', color: '#15aabf' },
  { code: 'RND', name: 'Research and development', type: 'INNOVATION', taxClassification: 'R_AND_D_CREDIT', color: '#40c057' },
  { code: 'COMP', name: 'Compliance', type: 'COMPLIANCE', taxClassification: 'OPEX', color: '#fd7e14' },
  { code: 'OPEX', name: 'Operations', type: 'OPERATIONS', taxClassification: 'OPEX', color: '#fab005' },
];

/** Words an R&D-credit description must contain one of (section 5), matched as word stems. */
export const RND_WORDS = ['research', 'development', 'innovation'] as const;

/** The justification description's minimum (section 9). */
export const JUSTIFICATION_DESCRIPTION_MIN = 10;
