import { ModuleModel } from '@suite/sdk/server';
import { INVESTOR_SCHEMA as S } from '../shared/index.js';
import type { CompanyMetrics, InvestorPermission, ReportSections } from '../shared/index.js';

/** The investor portal's Objection models (camelCase over the snake_case columns of 0002). */

export class ProfileModel extends ModuleModel {
  static override tableName = `${S}.profiles`;
  declare id: string;
  declare accountId: string;
  declare userId: string;
  declare investorType: string;
  declare firm: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export class PortfolioEntryModel extends ModuleModel {
  static override tableName = `${S}.portfolio_entries`;
  declare id: string;
  declare accountId: string;
  declare investorId: string;
  declare companyId: string;
  /** bigint columns arrive as strings from PostgreSQL: read them with Number(). */
  declare investmentAmount: number | string;
  declare currentValuation: number | string | null;
  declare ownershipPercentage: number | null;
  declare status: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}

export class AccessGrantModel extends ModuleModel {
  static override tableName = `${S}.access_grants`;
  static override get jsonAttributes() {
    return ['permissions'];
  }
  declare id: string;
  declare accountId: string;
  declare investorId: string | null;
  declare invitedEmail: string | null;
  declare permissions: InvestorPermission[];
  declare status: 'invited' | 'requested' | 'active' | 'revoked';
  declare grantedBy: string | null;
  declare requestMessage: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare revokedAt: Date | null;
}

export class CommunicationModel extends ModuleModel {
  static override tableName = `${S}.communications`;
  static override get jsonAttributes() {
    return ['metrics', 'sections'];
  }
  declare id: string;
  declare accountId: string;
  declare investorId: string;
  declare sections: ReportSections | null;
  declare parentId: string | null;
  declare reportId: string | null;
  declare kind: 'message' | 'update' | 'board_package';
  declare subject: string | null;
  declare content: string;
  declare metrics: CompanyMetrics | null;
  declare senderUserId: string | null;
  declare senderSide: 'company' | 'investor';
  declare createdAt: Date;
}

export class CommunicationReadModel extends ModuleModel {
  static override tableName = `${S}.communication_reads`;
  static override idColumn = ['communication_id', 'user_id'];
  declare accountId: string;
  declare communicationId: string;
  declare userId: string;
  declare readAt: Date;
}

export class AlertModel extends ModuleModel {
  static override tableName = `${S}.alerts`;
  declare id: string;
  declare accountId: string;
  declare investorId: string;
  declare companyId: string | null;
  declare type: string;
  declare severity: 'critical' | 'warning' | 'info';
  declare title: string;
  declare message: string | null;
  declare status: 'open' | 'acknowledged' | 'resolved';
  declare automatic: boolean;
  declare triggeredAt: Date;
  declare acknowledgedAt: Date | null;
  declare resolvedAt: Date | null;
}

export class DashboardConfigModel extends ModuleModel {
  static override tableName = `${S}.dashboard_configs`;
  static override get jsonAttributes() {
    return ['metrics'];
  }
  declare id: string;
  declare accountId: string;
  declare investorId: string;
  declare companyId: string;
  declare timeframe: '3months' | '6months' | '1year' | 'all';
  declare metrics: string[];
  declare pinned: boolean;
  declare updatedAt: Date;
}

export class UpdateRequestModel extends ModuleModel {
  static override tableName = `${S}.update_requests`;
  static override get jsonAttributes() {
    return ['requestedData', 'response'];
  }
  declare id: string;
  declare accountId: string;
  declare investorId: string;
  declare type: string;
  declare requestedData: string[];
  declare message: string | null;
  declare status: 'pending' | 'completed';
  declare response: CompanyMetrics | null;
  declare completedBy: string | null;
  declare createdAt: Date;
  declare completedAt: Date | null;
}

export class ReportModel extends ModuleModel {
  static override tableName = `${S}.reports`;
  static override get jsonAttributes() {
    return ['metrics', 'recipients'];
  }
  declare id: string;
  declare accountId: string;
  declare kind: 'update' | 'board_package';
  declare title: string;
  declare period: string;
  declare highlights: string;
  declare lowlights: string;
  declare asks: string;
  declare body: string;
  declare metrics: CompanyMetrics | null;
  declare status: 'draft' | 'sent';
  declare recipients: string[];
  declare createdBy: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
}

export class DocumentModel extends ModuleModel {
  static override tableName = `${S}.documents`;
  declare id: string;
  declare accountId: string;
  declare folder: string;
  declare name: string;
  declare contentType: string;
  declare sizeBytes: number;
  declare content: Buffer | Uint8Array;
  declare uploadedBy: string | null;
  declare createdAt: Date;
}

export class ActivityModel extends ModuleModel {
  static override tableName = `${S}.activity`;
  declare id: string;
  declare accountId: string;
  declare investorId: string | null;
  declare userId: string | null;
  declare action: string;
  declare target: string | null;
  declare at: Date;
}
