import { ModuleModel } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';
import type { FeatureRoiStatus } from '../../shared/feature-roi-rules.js';

type Num = string | number;
export class FeatureRoiModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.feature_rois`;
  static override get jsonAttributes() {
    return ['portfolioItemIds', 'boardItemIds', 'pagePatterns'];
  }
  declare id: string;
  declare accountId: string;
  declare featureId: string;
  declare featureName: string;
  declare status: FeatureRoiStatus;
  declare initialCost: Num;
  declare developmentHours: Num;
  declare hourlyRate: Num;
  declare teamSize: number;
  declare directRevenue: Num;
  declare activeUsers: Num;
  declare featureAdoption: Num | null;
  declare usageFrequency: Num | null;
  declare satisfactionScore: Num | null;
  declare maintenanceMonthlyCost: Num;
  declare portfolioItemIds: string[];
  declare boardItemIds: string[];
  declare pagePatterns: string[];
  declare createdBy: string | null;
  declare createdAt: string | Date;
  declare updatedAt: string | Date;
}

export class FeatureRoiTimelineModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.feature_roi_timeline`;
  static override get jsonAttributes() {
    return ['metrics', 'events'];
  }
  declare id: string;
  declare accountId: string;
  declare featureRoiId: string;
  declare date: string | Date;
  declare metrics: { directRevenue?: number | null; activeUsers?: number | null; satisfactionScore?: number | null; featureAdoption?: number | null };
  declare events: string[];
  declare createdAt: string | Date;
}
