/**
 * The investor portal's words and numbers, written once (finance-and-growth.md sections 3, 4 and 9).
 */

/** What a company grants an investor, per resource and action (section 6). */
export const INVESTOR_RESOURCES = ['dashboard', 'communications', 'data_room'] as const;
export type InvestorResource = (typeof INVESTOR_RESOURCES)[number];
export const INVESTOR_ACTIONS = ['read', 'comment', 'request'] as const;
export type InvestorAction = (typeof INVESTOR_ACTIONS)[number];
/** The resource/action pairs a grant may hold. */
export const GRANTABLE_PERMISSIONS: readonly { resource: InvestorResource; action: InvestorAction }[] = [
  { resource: 'dashboard', action: 'read' },
  { resource: 'communications', action: 'read' },
  { resource: 'communications', action: 'comment' },
  { resource: 'communications', action: 'request' },
  { resource: 'data_room', action: 'read' },
];

export const INVESTOR_TYPES = ['angel', 'vc', 'corporate', 'family_office', 'other'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

export const PORTFOLIO_STATUSES = ['active', 'exited', 'written_off'] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

/** A grant is active until the company revokes it; an invitation by e-mail waits for its investor. */
/** 'requested': an investor asked from the company's directory profile; nothing is readable until accepted. */
export const GRANT_STATUSES = ['invited', 'requested', 'active', 'revoked'] as const;
export type GrantStatus = (typeof GRANT_STATUSES)[number];

/** Alert types the dashboard knows; any other shows as milestone (section 3). */
export const ALERT_TYPES = ['runway_low', 'metric_decline', 'funding_needed'] as const;
export type KnownAlertType = (typeof ALERT_TYPES)[number];
export type AlertDisplayType = KnownAlertType | 'milestone';
export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
/** Severities counted on the dashboard (section 9). */
export const COUNTED_SEVERITIES: readonly AlertSeverity[] = ['critical', 'warning'];
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Update request: pending, then completed (section 4). */
export const UPDATE_REQUEST_STATUSES = ['pending', 'completed'] as const;
export type UpdateRequestStatus = (typeof UPDATE_REQUEST_STATUSES)[number];
/** What an investor may ask a company for (the answer is a dated snapshot of its live metrics). */
export const REQUESTABLE_METRICS = ['cashOnHand', 'monthlyNetBurn', 'runwayDays', 'mrr', 'revenueGrowthPct', 'churnRate'] as const;
export type RequestableMetric = (typeof REQUESTABLE_METRICS)[number];
/** What kind of update an investor asks for ('metrics' when not said). */
export const UPDATE_REQUEST_TYPES = ['metrics', 'financials', 'fundraising', 'other'] as const;
export type UpdateRequestType = (typeof UPDATE_REQUEST_TYPES)[number];

/** Dashboard time frames and tabs (sections 2 and 4). */
export const TIMEFRAMES = ['3months', '6months', '1year', 'all'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '6months';
/** Months of history per time frame ('all' is the two years a company's figures are kept for charts). */
export const TIMEFRAME_MONTHS: Record<Timeframe, number> = { '3months': 3, '6months': 6, '1year': 12, all: 24 };
export const DASHBOARD_TABS = ['overview', 'financial', 'milestones', 'alerts'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const DEFAULT_TAB: DashboardTab = 'overview';

/** Communications: a message in a thread, or an investor update / board package sent by the company. */
export const COMMUNICATION_KINDS = ['message', 'update', 'board_package'] as const;
export type CommunicationKind = (typeof COMMUNICATION_KINDS)[number];
export const REPORT_KINDS = ['update', 'board_package'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_STATUSES = ['draft', 'sent'] as const;

/** Section 9 constants. */
export const DAYS_PER_MONTH = 30;
/** Under 240 days (8 months) is red and counted as "under 8 months". */
export const RUNWAY_CRITICAL_DAYS = 240;
/** Under 365 days is orange. */
export const RUNWAY_WARNING_DAYS = 365;
/** LTV/CAC above 3 is green. */
export const LTV_CAC_GOOD_RATIO = 3;
/** Churn below 5 green, below 10 orange, else red (percent). */
export const CHURN_GOOD_PCT = 5;
export const CHURN_WARNING_PCT = 10;

/** Data room uploads travel in the JSON body (base64): at most 512 KB a document. */
export const DATA_ROOM_MAX_BYTES = 512 * 1024;
