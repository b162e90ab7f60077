import { BI_SCHEMA } from '../../shared/index.js';
import type { DocumentAnalysis, InsightView, Slide } from '../../shared/growth.js';
import type { PricingModelType, PricingParameters } from '../../shared/pricing-math.js';
import { BiModel } from '../finance/models.js';

type Timestamp = Date | string;

/** A timestamp column as an ISO string, whatever the driver hands back. */
export const isoOf = (value: Timestamp) => new Date(value).toISOString();

/** Pricing models, business documents, insights and pitch decks (issue 16, migration 0003): jsonb columns are JSON attributes. */
export class PricingModelModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.pricing_models`;
  static override jsonAttributes = ['parameters'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare type: PricingModelType;
  declare description: string;
  declare parameters: PricingParameters;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** What a document remembers of the file it was uploaded from. */
export interface DocumentFile {
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

export class BusinessDocumentModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.business_documents`;
  static override jsonAttributes = ['file', 'analysis'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare type: string;
  declare description: string;
  declare content: string;
  declare file: DocumentFile | null;
  declare analysis: DocumentAnalysis | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class InsightModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.insights`;
  static override jsonAttributes = ['numbers'];
  declare id: string;
  declare accountId: string;
  declare rule: string;
  declare severity: InsightView['severity'];
  declare title: string;
  declare body: string;
  declare numbers: InsightView['numbers'];
  declare link: string | null;
  declare isArchived: boolean;
  /** The month ('YYYY-MM') a generated insight was made for; null for a manual one. */
  declare period: string | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export class PitchDeckModel extends BiModel {
  static override tableName = `${BI_SCHEMA}.pitch_decks`;
  static override jsonAttributes = ['slides'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare slides: Slide[];
  declare pricingModelId: string | null;
  declare createdBy: string | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}
