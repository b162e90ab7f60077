import { defineCapability } from './capabilities.js';
import type { PlanLimits } from '../domain/plans.js';
import type { AccountRole } from '../domain/roles.js';
import type { MailCategory } from '../domain/email-preferences.js';

export type LimitedResource = 'teams' | 'projects' | 'sessionsPerMonth';

/**
 * Plan limits, provided by the core; a module calls it before creating what a plan counts,
 * passing how many the account already has (the module owns that count).
 */
export interface LimitsCapability {
  limitsFor(accountId: string): Promise<PlanLimits>;
  /** Throws a BusinessRuleError with the limit's text when `used` already reaches the limit. */
  assertWithinLimit(accountId: string, resource: LimitedResource, used: number): Promise<void>;
}
export const LIMITS = defineCapability<LimitsCapability>('core.limits', 'core');

/**
 * What an account uses of the limited resources, counted by the module that owns them (agile:
 * teams, boards as projects, sessions this month). Read by the billing usage page; a resource the
 * provider does not count (or a provider that is off) shows as unknown.
 */
export interface UsageCapability {
  countUsage(accountId: string): Promise<Partial<Record<LimitedResource, number>>>;
}
export const USAGE = defineCapability<UsageCapability>('agile.usage', 'agile');

/**
 * Backlog items, provided by the agile module's kanban. addItem puts the item on `boardId` (or,
 * when that board is gone or not named, the team's first board, created if the team has none,
 * or the account's first board): into `columnId` when named, else a scrum board's backlog or a
 * kanban board's first column (`placement` forces one). Throws 'Board not found' / 'Item not found'.
 */
export interface BacklogCapability {
  addItem(
    accountId: string,
    item: { boardId?: string; teamId?: string; columnId?: string; placement?: 'backlog' | 'board'; title: string; description?: string; storyPoints?: number; source?: string },
  ): Promise<{ id: string }>;
  setStoryPoints(accountId: string, itemId: string, points: number): Promise<void>;
  /**
   * Where items put on a board stand now (product's strategic backlog reads it back). Ids not
   * found (deleted, or another account's) are left out. Optional: older providers lack it.
   */
  itemProgress?(accountId: string, itemIds: string[]): Promise<BacklogItemProgress[]>;
  /**
   * The account's board items whose title contains `search` (case-insensitive; every item when
   * empty), not archived, most recently changed first, at most `limit` (default 20, at most 50):
   * for another module to pick items to link. Optional: older providers lack it.
   */
  searchItems?(accountId: string, query: { search?: string; limit?: number }): Promise<BacklogItemProgress[]>;
}
/** An item's place on its board: its status (the category of its column, or backlog) and points. */
export interface BacklogItemProgress {
  id: string;
  boardId: string;
  status: 'backlog' | 'todo' | 'active' | 'complete';
  storyPoints: number | null;
  /** The item's title (optional: older providers lack it). */
  title?: string;
  /** The sprint the item is (or was done) in, null when in none (optional: older providers lack it). */
  sprint?: { id: string; name: string; startDate: string; endDate: string; status: string } | null;
}
export const BACKLOG = defineCapability<BacklogCapability>('agile.backlog', 'agile');

/** A finished sprint as velocity counts it (points committed at its start, completed at its end). */
export interface VelocitySprint {
  sprintId: string;
  name: string;
  startDate: string;
  endDate: string;
  committedPoints: number;
  completedPoints: number;
}

/** Velocity and the cost of a story point, provided by the agile module's kanban (for finance). */
export interface VelocityCapability {
  /** The team's last `sprintCount` (default 6) completed sprints, oldest first, with the averages. */
  velocity(accountId: string, teamId: string, options?: { sprintCount?: number }): Promise<{ sprints: VelocitySprint[]; averageCommittedPoints: number; averageCompletedPoints: number }>;
  /** The account's cost of one story point, in cents (agile settings costPerPointCents; 0 when unset). */
  costPerPointCents(accountId: string): Promise<number>;
  /** The account's teams, by name (for finance to pick the delivery teams). Optional: older providers lack it. */
  teams?(accountId: string): Promise<{ id: string; name: string }[]>;
  /**
   * Committed work not done yet: the story points of the open items (backlog, to do, in progress;
   * not complete, not archived) on the boards of `teamIds` (every board of the account when
   * omitted). Optional: older providers lack it.
   */
  openPoints?(accountId: string, teamIds?: string[]): Promise<{ points: number; items: number }>;
}
export const VELOCITY = defineCapability<VelocityCapability>('agile.velocity', 'agile');

/** Mail through the platform's outbox (SMTP when configured, the dev outbox otherwise). */
export interface MailerCapability {
  /** Queue a mail with one of the platform's templates (platform-api core/mail/templates.ts). */
  /**
   * `category` (email preferences): account and security mail (the default) is always sent; an
   * optional one (product_updates, reminders, digests, mentions) is skipped when the recipient
   * turned it off (answering '') and otherwise carries a one-click unsubscribe link and headers.
   */
  send(mail: { to: string; template: string; language?: string; data: Record<string, unknown>; category?: MailCategory }): Promise<string>;
}
export const MAILER = defineCapability<MailerCapability>('core.mailer', 'core');

/**
 * Account membership, provided by the core: a module that lets someone in (a team invitation
 * accepted) adds the user to the account within its seats, with the core's audit and cache rules.
 */
export interface MembershipsCapability {
  /**
   * Make the user an active member (as `role`, MEMBER by default) unless they already are; with
   * `verifiedEmail`, the user proved their address (a mailed token) and an unverified one is verified.
   * Throws the core's errors (seats full: 'Account has reached the maximum number of users (n)').
   */
  ensureMember(accountId: string, userId: string, options?: { role?: AccountRole; invitedBy?: string | null; verifiedEmail?: boolean; via?: string }): Promise<{ role: AccountRole; added: boolean }>;
}
export const MEMBERSHIPS = defineCapability<MembershipsCapability>('core.memberships', 'core');

/**
 * An account's current financial picture, provided by the bi module from the account's own numbers
 * (cash balances, expenses, revenue). Read by the investor portal (for the companies an investor
 * may see) and by product (MVP viability against runway). Money in integer cents of `currency`.
 * Null fields are unknown (no data entered yet), never zero by guess.
 */
export interface FinanceSnapshot {
  accountId: string;
  currency: string;
  /** The day the figures are for (YYYY-MM-DD, UTC). */
  asOf: string;
  cashOnHandCents: number | null;
  /** Average monthly net burn (expenses minus revenue) over the last three months; 0 when profitable. */
  monthlyNetBurnCents: number | null;
  /** Cash divided by daily net burn (a month is 30 days); null when not burning or cash unknown. */
  runwayDays: number | null;
  mrrCents: number | null;
  arrCents: number | null;
  /** Month-over-month revenue growth in percent (last full month against the one before). */
  revenueGrowthPct: number | null;
  /** Monthly customer churn in percent. */
  churnRatePct: number | null;
  healthStatus: 'healthy' | 'warning' | 'critical';
}

export interface FinanceMetricsCapability {
  snapshot(accountId: string): Promise<FinanceSnapshot>;
  /** Month-end snapshots, oldest first, for the last `months` months (the current month included). */
  history(accountId: string, months: number): Promise<FinanceSnapshot[]>;
  /** The plan (the base forecast) against the actuals, month by month. Optional: older providers lack it. */
  plan?(accountId: string, months: number): Promise<FinancePlan>;
  /** Customers and unit economics as of today. Optional: older providers lack it. */
  growth?(accountId: string): Promise<FinanceGrowth>;
}

/** A month's figures, in cents. Net burn is expenses minus revenue (negative when the month made money). */
export interface FinanceMonthFigures {
  revenueCents: number;
  expensesCents: number;
  netBurnCents: number;
  /** Cash at the month's end; null when no balance was recorded by then. */
  cashCents: number | null;
}

/**
 * Plan against actual: the plan is the base forecast (no scenario) as it stood on `plannedOn`, the
 * day before the first month (made from the figures known that day); the actuals are what was
 * recorded. `months` are the last full months, oldest first; `actual` is null for a month with
 * nothing recorded.
 */
export interface FinancePlan {
  accountId: string;
  currency: string;
  plannedOn: string;
  months: { month: string; plan: FinanceMonthFigures; actual: FinanceMonthFigures | null }[];
}

/** Customers and unit economics (bi's go-to-market figures; money in cents). Null when unknown. */
export interface FinanceGrowth {
  accountId: string;
  currency: string;
  asOf: string;
  customers: number | null;
  /** Month-over-month change of the customer count in percent (last full month against the one before). */
  customerGrowthPct: number | null;
  /** Acquisition spend over new customers (the last three months). */
  cacCents: number | null;
  /** Revenue per customer x gross margin / churn (36 months of it when churn is 0). */
  ltvCents: number | null;
}
export const FINANCE = defineCapability<FinanceMetricsCapability>('bi.finance', 'bi');
