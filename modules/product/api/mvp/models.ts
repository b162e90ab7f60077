import { ModuleModel } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';
import type { GeneratedTemplate, MvpBacklogItem, MvpStatus } from '../../shared/mvp-rules.js';

export class MvpScenarioModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.mvp_scenarios`;
  static override get jsonAttributes() {
    return ['pricingConfig', 'generatedTemplate', 'generatedBacklog', 'applied'];
  }
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare targetRevenue: string | number;
  declare timelineConstraint: string | number;
  declare budgetConstraint: string | number;
  declare teamSize: number;
  declare hourlyRate: string | number;
  declare pricingModel: string | null;
  declare pricingConfig: { monthlyPrice?: number | null; targetMRR?: number | null };
  declare pricingModelId: string | null;
  declare runwayMonths: string | number | null;
  declare monthlyBurn: string | number | null;
  declare status: MvpStatus;
  declare generatedTemplate: GeneratedTemplate | null;
  declare generatedBacklog: MvpBacklogItem[];
  declare appliedProductId: string | null;
  declare appliedAt: string | Date | null;
  declare applied: { key: string; portfolioItemId: string | null; boardItemId: string | null; points?: number }[];
  declare createdBy: string | null;
  declare createdAt: string | Date;
  declare updatedAt: string | Date;
}
