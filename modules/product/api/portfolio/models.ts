import { ModuleModel } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';
import type { AlignmentLevel, CategoryCode, CategoryType, PortfolioLevel, RoiWeights, TaxClassification } from '../../shared/portfolio.js';

/** The portfolio's tables. Queries name columns as stored (snake_case); models read camelCase. */
export const PT = {
  categories: `${PRODUCT_SCHEMA}.investment_categories`,
  scoring: `${PRODUCT_SCHEMA}.scoring`,
  items: `${PRODUCT_SCHEMA}.portfolio_items`,
} as const;

type Timestamp = Date | string;

export class InvestmentCategoryModel extends ModuleModel {
  static override tableName = PT.categories;
  declare id: string;
  declare accountId: string;
  declare code: CategoryCode;
  declare name: string;
  declare type: CategoryType;
  declare taxClassification: TaxClassification;
  declare color: string;
}

export class ScoringModel extends ModuleModel {
  static override tableName = PT.scoring;
  static override idColumn = 'account_id';
  static override get jsonAttributes() {
    return ['weights', 'alignmentLevels'];
  }
  declare accountId: string;
  declare weights: RoiWeights;
  declare alignmentLevels: AlignmentLevel[];
  declare updatedAt: Timestamp;
}

export interface ItemValidation {
  hypothesisId: string;
  verdict: string;
  decidedAt: string;
}

/** One node of the hierarchy: product, initiative, epic, story, task or subtask. */
export class PortfolioItemModel extends ModuleModel {
  static override tableName = PT.items;
  static override get jsonAttributes() {
    return ['acceptanceCriteria', 'validation'];
  }
  declare id: string;
  declare accountId: string;
  declare parentId: string | null;
  declare level: PortfolioLevel;
  declare title: string;
  declare position: number;
  declare categoryId: string;
  /** The justification's description. */
  declare justification: string;
  declare businessValue: string;
  declare customerImpact: string;
  declare riskLevel: string;
  declare strategicAlignment: string;
  /** numeric: may arrive as text. */
  declare estimatedRoi: number | string | null;
  /** bigint: may arrive as text. */
  declare budgetAllocated: number | string;
  declare budgetRemaining: number | string;
  declare userType: string | null;
  declare want: string | null;
  declare so: string | null;
  declare acceptanceCriteria: string[] | null;
  declare validation: ItemValidation | null;
  declare deliveryItemId: string | null;
  declare deliveredAt: Timestamp | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}
