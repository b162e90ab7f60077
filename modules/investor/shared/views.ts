import { Type, Uuid, type Static, type TSchema } from '@suite/sdk/schemas';
import {
  ALERT_SEVERITIES,
  ALERT_STATUSES,
  COMMUNICATION_KINDS,
  GRANT_STATUSES,
  INVESTOR_ACTIONS,
  INVESTOR_RESOURCES,
  INVESTOR_TYPES,
  PORTFOLIO_STATUSES,
  REPORT_KINDS,
  REPORT_STATUSES,
  TIMEFRAMES,
  UPDATE_REQUEST_STATUSES,
} from './constants.js';

/**
 * What the investor portal's answers carry. Money is in integer cents (USD unless the company's
 * figures say otherwise); a null figure is one the company has not shared or does not have.
 */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Iso = Type.String({ format: 'date-time' });
/** One of `values`, typed as their union (TypeBox's map over literals would widen to string). */
export const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>(Type.Union(values.map((value) => Type.Literal(value))));

export const PermissionSchema = Type.Object({ resource: literals(INVESTOR_RESOURCES), action: literals(INVESTOR_ACTIONS) }, { additionalProperties: false });
export type InvestorPermission = Static<typeof PermissionSchema>;

export const InvestorProfileSchema = Type.Object({
  id: Uuid,
  userId: Uuid,
  investorType: literals(INVESTOR_TYPES),
  name: Type.String(),
  firm: Nullable(Type.String()),
  createdAt: Iso,
});
export type InvestorProfile = Static<typeof InvestorProfileSchema>;

export const PortfolioEntrySchema = Type.Object({
  id: Uuid,
  investorId: Uuid,
  companyId: Uuid,
  companyName: Nullable(Type.String()),
  investmentAmount: Type.Integer(),
  currentValuation: Nullable(Type.Integer()),
  ownershipPercentage: Nullable(Type.Number()),
  status: literals(PORTFOLIO_STATUSES),
  createdAt: Iso,
  updatedAt: Iso,
});
export type PortfolioEntry = Static<typeof PortfolioEntrySchema>;

export const AccessGrantSchema = Type.Object({
  id: Uuid,
  investorId: Nullable(Uuid),
  companyId: Uuid,
  companyName: Nullable(Type.String()),
  investorName: Nullable(Type.String()),
  email: Nullable(Type.String()),
  permissions: Type.Array(PermissionSchema),
  status: literals(GRANT_STATUSES),
  /** The investor's note when they asked for access from the directory ('requested'). */
  requestMessage: Nullable(Type.String()),
  grantedBy: Nullable(Uuid),
  createdAt: Iso,
  revokedAt: Nullable(Iso),
});
export type AccessGrant = Static<typeof AccessGrantSchema>;

/**
 * A grant (or a change of one) that gives data-room access while an approval workflow covers
 * data-room grants ('investor.data-room-grant', /governance/approvals): answered 202, nothing
 * granted or changed until the last approver approves; a rejection changes nothing.
 */
export const AccessGrantPendingSchema = Type.Object({
  approval: Type.Object({ status: Type.Literal('pending'), requestId: Type.String(), workflowName: Type.String() }),
  /** The grant being changed; null for a new one. */
  grantId: Nullable(Uuid),
  companyId: Uuid,
  permissions: Type.Array(PermissionSchema),
});
export type AccessGrantPending = Static<typeof AccessGrantPendingSchema>;
export const AccessGrantOutcomeSchema = Type.Union([AccessGrantSchema, AccessGrantPendingSchema]);
export type AccessGrantOutcome = Static<typeof AccessGrantOutcomeSchema>;

/** A company's finance figures as its investors see them (FINANCE's snapshot, in cents). */
export const CompanyMetricsSchema = Type.Object({
  asOf: Type.String(),
  currency: Type.String(),
  cashOnHand: Nullable(Type.Integer()),
  monthlyNetBurn: Nullable(Type.Integer()),
  runwayDays: Nullable(Type.Integer()),
  mrr: Nullable(Type.Integer()),
  healthStatus: literals(['healthy', 'warning', 'critical'] as const),
  revenueGrowthPct: Nullable(Type.Number()),
  churnRate: Nullable(Type.Number()),
});
export type CompanyMetrics = Static<typeof CompanyMetricsSchema>;

export const AlertSchema = Type.Object({
  id: Uuid,
  investorId: Uuid,
  companyId: Nullable(Uuid),
  companyName: Nullable(Type.String()),
  /** As stored; `displayType` is what the dashboard shows (unknown types are milestones). */
  type: Type.String(),
  displayType: literals(['runway_low', 'metric_decline', 'funding_needed', 'milestone'] as const),
  severity: literals(ALERT_SEVERITIES),
  title: Type.String(),
  message: Nullable(Type.String()),
  status: literals(ALERT_STATUSES),
  /** Raised by the runway watch rather than by hand. */
  automatic: Type.Boolean(),
  triggered: Iso,
  acknowledgedAt: Nullable(Iso),
  resolvedAt: Nullable(Iso),
});
export type InvestorAlert = Static<typeof AlertSchema>;

/**
 * A company on the dashboard: section 3's view model. Fields the company has not shared (or has
 * no data for) are null and read "not shared"; none is invented.
 */
export const DashboardCompanySchema = Type.Object({
  id: Uuid,
  companyName: Type.String(),
  currentValuation: Nullable(Type.Integer()),
  ownershipPercentage: Nullable(Type.Number()),
  investmentAmount: Nullable(Type.Integer()),
  lastUpdate: Nullable(Type.String()),
  nextFundraisingTarget: Nullable(Type.Integer()),
  permissions: Type.Array(PermissionSchema),
  metrics: Nullable(CompanyMetricsSchema),
  history: Type.Array(CompanyMetricsSchema),
  stage: Nullable(Type.String()),
  industry: Nullable(Type.String()),
  milestoneProgress: Nullable(Type.Number()),
  nextMilestone: Nullable(Type.String()),
  founderName: Nullable(Type.String()),
  productStatus: Nullable(literals(['scaling', 'growth', 'mvp'] as const)),
  teamSize: Nullable(Type.Integer()),
  customerCount: Nullable(Type.Integer()),
  userGrowth: Nullable(Type.Number()),
  cac: Nullable(Type.Integer()),
  ltv: Nullable(Type.Integer()),
  comments: Type.Integer(),
  unreadCommunications: Type.Integer(),
});
export type DashboardCompany = Static<typeof DashboardCompanySchema>;

/** One figure of a month, plan against actual (cents). */
export const VarianceLineSchema = Type.Object({
  metric: literals(['revenue', 'expenses', 'netBurn', 'cash'] as const),
  plan: Nullable(Type.Integer()),
  actual: Nullable(Type.Integer()),
  variance: Nullable(Type.Integer()),
  variancePct: Nullable(Type.Number()),
  favourable: Nullable(Type.Boolean()),
});
export type VarianceLine = Static<typeof VarianceLineSchema>;

/**
 * A company's plan against actual: the plan is its base forecast made on `plannedOn` (bi's
 * FINANCE plan); `shared` is false when the company's finance domain gives no plan (then
 * nothing else is filled). Totals: revenue, expenses and net burn summed over the months with
 * actuals, cash at the last of them.
 */
export const CompanyVarianceSchema = Type.Object({
  companyId: Uuid,
  companyName: Type.String(),
  shared: Type.Boolean(),
  currency: Nullable(Type.String()),
  plannedOn: Nullable(Type.String()),
  months: Type.Array(Type.Object({ month: Type.String(), lines: Type.Array(VarianceLineSchema) })),
  totals: Type.Array(VarianceLineSchema),
});
export type CompanyVariance = Static<typeof CompanyVarianceSchema>;

export const DashboardDataSchema = Type.Object({
  investorId: Uuid,
  timeframe: literals(TIMEFRAMES),
  companies: Type.Array(DashboardCompanySchema),
  alerts: Type.Array(AlertSchema),
  summary: Type.Object({
    companyCount: Type.Integer(),
    portfolioValue: Type.Integer(),
    totalInvested: Type.Integer(),
    underEightMonths: Type.Integer(),
    alertCount: Type.Integer(),
  }),
});
export type DashboardData = Static<typeof DashboardDataSchema>;

export const ReportSectionsSchema = Type.Object({ highlights: Type.String(), lowlights: Type.String(), asks: Type.String() });
export type ReportSections = Static<typeof ReportSectionsSchema>;

export const CommunicationReadSchema = Type.Object({ userId: Uuid, readAt: Iso });
export const CommunicationSchema = Type.Object({
  id: Uuid,
  companyId: Uuid,
  companyName: Nullable(Type.String()),
  investorId: Uuid,
  parentId: Nullable(Uuid),
  kind: literals(COMMUNICATION_KINDS),
  subject: Nullable(Type.String()),
  content: Type.String(),
  /** The live figures an update was pre-filled with (dated), when it carries them. */
  metrics: Nullable(CompanyMetricsSchema),
  /** An update's highlights, lowlights and asks. */
  sections: Nullable(ReportSectionsSchema),
  senderUserId: Nullable(Uuid),
  senderName: Nullable(Type.String()),
  senderSide: literals(['company', 'investor'] as const),
  createdAt: Iso,
  reads: Type.Array(CommunicationReadSchema),
  readByMe: Type.Boolean(),
  replies: Type.Array(Type.Object({ id: Uuid, content: Type.String(), senderName: Nullable(Type.String()), senderSide: literals(['company', 'investor'] as const), createdAt: Iso })),
});
export type Communication = Static<typeof CommunicationSchema>;

export const DashboardConfigSchema = Type.Object({
  id: Uuid,
  investorId: Uuid,
  companyId: Uuid,
  timeframe: literals(TIMEFRAMES),
  metrics: Type.Array(Type.String()),
  pinned: Type.Boolean(),
  updatedAt: Iso,
});
export type DashboardConfig = Static<typeof DashboardConfigSchema>;

export const UpdateRequestSchema = Type.Object({
  id: Uuid,
  investorId: Uuid,
  investorName: Nullable(Type.String()),
  companyId: Uuid,
  companyName: Nullable(Type.String()),
  type: Type.String(),
  requestedData: Type.Array(Type.String()),
  message: Nullable(Type.String()),
  status: literals(UPDATE_REQUEST_STATUSES),
  /** The answer: the company's live figures at the moment it completed the request. */
  response: Nullable(CompanyMetricsSchema),
  createdAt: Iso,
  completedAt: Nullable(Iso),
});
export type UpdateRequest = Static<typeof UpdateRequestSchema>;

export const ReportSchema = Type.Object({
  id: Uuid,
  kind: literals(REPORT_KINDS),
  title: Type.String(),
  period: Type.String(),
  highlights: Type.String(),
  lowlights: Type.String(),
  asks: Type.String(),
  body: Type.String(),
  metrics: Nullable(CompanyMetricsSchema),
  status: literals(REPORT_STATUSES),
  recipients: Type.Array(Uuid),
  sentAt: Nullable(Iso),
  createdAt: Iso,
});
export type InvestorReport = Static<typeof ReportSchema>;

export const DataRoomDocumentSchema = Type.Object({
  id: Uuid,
  companyId: Uuid,
  folder: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  sizeBytes: Type.Integer(),
  uploadedBy: Nullable(Uuid),
  createdAt: Iso,
  /** Company side: how many times investors opened it. */
  opens: Type.Integer(),
});
export type DataRoomDocument = Static<typeof DataRoomDocumentSchema>;

/** One read of the company's data by an investor (the company's audit of its investors). */
export const InvestorActivitySchema = Type.Object({
  id: Uuid,
  investorId: Nullable(Uuid),
  investorName: Nullable(Type.String()),
  userId: Nullable(Uuid),
  action: Type.String(),
  target: Nullable(Type.String()),
  at: Iso,
});
export type InvestorActivity = Static<typeof InvestorActivitySchema>;
