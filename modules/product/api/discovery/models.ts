import { ModuleModel } from '@suite/sdk/server';
import { PRODUCT_SCHEMA } from '../../shared/constants.js';
import type { BusinessDetails, DiscoveryStatus, DocumentSource } from '../../shared/discovery-endpoints.js';
import type { DiscoveryAnalysis } from '../../shared/discovery-analysis.js';

export class DiscoveryDocumentModel extends ModuleModel {
  static override tableName = `${PRODUCT_SCHEMA}.discovery_documents`;
  static override get jsonAttributes() {
    return ['businessDetails', 'documentSources', 'gapAnalysis', 'investmentCategories', 'valueHierarchy', 'roadmap', 'aiInsights'];
  }
  declare id: string;
  declare accountId: string;
  declare productId: string | null;
  declare title: string;
  declare status: DiscoveryStatus;
  declare businessDetails: Partial<BusinessDetails>;
  declare documentSources: DocumentSource[];
  declare gapAnalysis: DiscoveryAnalysis['gapAnalysis'] | null;
  declare investmentCategories: DiscoveryAnalysis['investmentCategories'] | null;
  declare valueHierarchy: DiscoveryAnalysis['valueHierarchy'] | null;
  declare roadmap: DiscoveryAnalysis['roadmap'] | null;
  declare aiInsights: DiscoveryAnalysis['aiInsights'] | null;
  declare analyzedAt: Date | string | null;
  declare createdBy: string | null;
  declare createdAt: Date | string;
  declare updatedAt: Date | string;
}
