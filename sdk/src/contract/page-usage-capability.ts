import { defineCapability } from './capabilities.js';

/** What a feature's pages were used for over a period, as the engagement module measured it. */
export interface PageUsage {
  /** PAGE_VIEW events on the pages (or tagged with the feature). */
  pageViews: number;
  /** Distinct visitors among them (the visitor id, else the session). */
  visitors: number;
  /** Feedback answers given on the pages. */
  responses: number;
  /**
   * Average satisfaction of those answers on a 0-5 scale (SATISFACTION answers as they are, 1-5;
   * RATING 1-10 and NPS 0-10 answers halved); null when no answer had a number.
   */
  satisfaction: number | null;
  /** How many numeric answers the satisfaction averages. */
  satisfactionAnswers: number;
}

/**
 * Usage of an account's pages, provided by the engagement module (product's feature ROI measures a
 * feature's usage and satisfaction from the pages tagged with it). Absent when engagement is off.
 */
export interface PageUsageCapability {
  /**
   * Usage between `from` and `to` (ISO days, inclusive, UTC) of the pages whose path matches one
   * of `pathPatterns` (the widget targeting's syntax: `*` matches any run of characters, a pattern
   * without `*` is one exact path), plus the events tagged with `featureId` when given.
   */
  pageUsage(accountId: string, query: { pathPatterns: string[]; featureId?: string; from: string; to: string }): Promise<PageUsage>;
}
export const PAGE_USAGE = defineCapability<PageUsageCapability>('engagement.page-usage', 'engagement');
