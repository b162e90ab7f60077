import { defineCapability } from './capabilities.js';

/**
 * The account's own lists that the core's `GET /api/accounts/{id}/teams | /sessions |
 * /action-items | /products` (platform.md section 7), the /action-items page and the assistant
 * read from the domains that own them. Each is absent when its domain is off for the account.
 * Dates are ISO strings; a day is YYYY-MM-DD.
 */

/** A team of the account (agile). */
export interface AccountTeam {
  id: string;
  name: string;
  description: string | null;
  memberCount: number;
  createdAt: string;
}

export interface TeamsCapability {
  teams(accountId: string): Promise<AccountTeam[]>;
  /** The ids of the teams `userId` belongs to. */
  teamIdsOf(accountId: string, userId: string): Promise<string[]>;
}
export const TEAMS = defineCapability<TeamsCapability>('agile.teams', 'agile');

/** A planning-poker or retrospective session (agile), with the few numbers a summary needs. */
export interface AccountMeetingSession {
  id: string;
  kind: 'poker' | 'retro';
  name: string;
  status: string;
  teamId: string | null;
  teamName: string | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  /** Poker: stories in the session and how many got a final estimate, with their points' sum. */
  stories?: { total: number; estimated: number; points: number };
  /** Retro: cards written, votes cast, action items created. */
  retro?: { cards: number; votes: number; actionItems: number };
  /** The session's screen. */
  path: string;
}

export interface SessionsCapability {
  /** The newest sessions first (`limit`, default 50), poker and retro together. */
  sessions(accountId: string, options?: { limit?: number }): Promise<AccountMeetingSession[]>;
}
export const MEETING_SESSIONS = defineCapability<SessionsCapability>('agile.sessions', 'agile');

export const ACCOUNT_ACTION_ITEM_STATUSES = ['OPEN', 'IN_PROGRESS', 'DONE', 'CANCELLED'] as const;
export type AccountActionItemStatus = (typeof ACCOUNT_ACTION_ITEM_STATUSES)[number];

/** A retrospective's action item (agile), with its owner, due date and where it came from. */
export interface AccountActionItem {
  id: string;
  title: string;
  description: string | null;
  status: AccountActionItemStatus;
  priority: 'LOW' | 'MEDIUM' | 'HIGH';
  dueDate: string | null;
  ownerId: string | null;
  teamId: string | null;
  teamName: string | null;
  sessionId: string;
  sessionName: string;
  createdAt: string;
  /** The retrospective's screen. */
  path: string;
}

export interface ActionItemsCapability {
  /** Action items, soonest due first (no due date last); `open` keeps OPEN and IN_PROGRESS only; `teamIds` keeps those teams'. */
  actionItems(accountId: string, filter?: { open?: boolean; teamIds?: string[] }): Promise<AccountActionItem[]>;
}
export const ACTION_ITEMS = defineCapability<ActionItemsCapability>('agile.action-items', 'agile');

/** A product of the portfolio (product): the top level of its hierarchy. */
export interface AccountProduct {
  id: string;
  name: string;
  category: string | null;
  /** Budget allocated to the product, in cents (USD). */
  budgetAllocatedCents: number;
  estimatedRoi: number | null;
  /** Initiatives, epics, stories ... under it. */
  itemCount: number;
  createdAt: string;
}

export interface ProductsCapability {
  products(accountId: string): Promise<AccountProduct[]>;
}
export const PRODUCTS = defineCapability<ProductsCapability>('product.products', 'product');

/** An insight of the account's figures (bi): a rule over its own numbers, with the numbers it read. */
export interface AccountInsight {
  /** The stored insight's id; null for one computed now and not saved. */
  id: string | null;
  rule: string;
  severity: 'INFO' | 'WARNING' | 'CRITICAL';
  title: string;
  body: string;
  numbers: Record<string, number | string | null>;
  link: string | null;
  createdAt: string | null;
}

export interface InsightsCapability {
  /** The rules computed now over today's figures (nothing stored; titles and texts in `language`, en by default), and the saved, not archived insights (newest first, as stored). */
  insights(accountId: string, language?: string): Promise<{ current: AccountInsight[]; saved: AccountInsight[] }>;
}
export const INSIGHTS = defineCapability<InsightsCapability>('bi.insights', 'bi');

/** A one-on-one the person takes part in (cadence), with its shared notes' start and its open action items. */
export interface AccountOneOnOne {
  id: string;
  managerUserId: string;
  reportUserId: string;
  cadenceDays: number;
  meetingsHeld: number;
  lastHeldAt: string | null;
  nextScheduledAt: string | null;
  /** The shared notes of the last meeting held (private notes never leave cadence). */
  lastSharedNotes: string;
  openActionItems: { id: string; title: string; ownerUserId: string; dueDate: string | null }[];
  path: string;
}

export interface OneOnOnesCapability {
  /** The one-on-ones where `userId` is the manager or the report. */
  oneOnOnesOf(accountId: string, userId: string): Promise<AccountOneOnOne[]>;
}
export const ONE_ON_ONES = defineCapability<OneOnOnesCapability>('cadence.one-on-ones', 'cadence');
