import type { Language } from '@suite/sdk';
import { INSIGHT_TEXTS, moneyIn, numberIn } from './insight-texts.js';

/**
 * Insights as rules over the account's own numbers (DECISIONS.md "AI-named features": deterministic
 * and explainable). Each insight carries the numbers it used, the rule that produced it (said in
 * its body), a severity and the screen that shows it.
 */

export type InsightSeverity = 'INFO' | 'WARNING' | 'CRITICAL';
export interface GeneratedInsight {
  rule: string;
  severity: InsightSeverity;
  title: string;
  body: string;
  numbers: Record<string, number | string | null>;
  link: string;
}

export interface InsightInput {
  /** Runway in days now and three months ago (null when unknown). */
  runwayDaysNow: number | null;
  runwayDaysBefore: number | null;
  /** Net burn (cents) now and last month. */
  burnNowCents: number | null;
  burnBeforeCents: number | null;
  revenueGrowthPct: number | null;
  churnRatePct: number | null;
  /** Delivery cost per sprint (cents) and gross burn a month (cents), when agile is on. */
  sprintCostCents: number | null;
  grossBurnCents: number | null;
  /** Feedback questions with an average (engagement on). */
  feedback: { question: string; average: number; responses: number; scale: number }[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const months = (days: number) => round1(days / 30);

/** The insights, their titles and bodies written in `language` (the numbers are the same in every language). */
export function generateInsights(input: InsightInput, language: Language = 'en'): GeneratedInsight[] {
  const out: GeneratedInsight[] = [];
  const T = INSIGHT_TEXTS[language];
  const n = (value: number) => numberIn(value, language);
  const dollars = (cents: number) => moneyIn(cents, language);
  // Runway trend: under 240 days critical, under 365 warning (the spec's colours); else info.
  if (input.runwayDaysNow !== null) {
    const now = input.runwayDaysNow;
    const severity: InsightSeverity = now < 240 ? 'CRITICAL' : now < 365 ? 'WARNING' : 'INFO';
    const before = input.runwayDaysBefore;
    const title = before !== null && before !== now ? T.runwayMoved(now < before, n(months(before)), n(months(now))) : T.runwayNow(n(months(now)));
    out.push({ rule: 'RUNWAY_TREND', severity, title, body: T.rules.RUNWAY_TREND, numbers: { runwayDaysNow: now, runwayDaysBefore: before, runwayMonthsNow: months(now) }, link: '/runway-tracker' });
  }
  // Burn change: net burn up more than 10 % month over month is a warning; down more than 10 % is news.
  if (input.burnNowCents !== null && input.burnBeforeCents !== null && input.burnBeforeCents > 0) {
    const change = round1(((input.burnNowCents - input.burnBeforeCents) / input.burnBeforeCents) * 100);
    if (Math.abs(change) > 10) {
      out.push({ rule: 'BURN_CHANGE', severity: change > 0 ? 'WARNING' : 'INFO', title: T.burn(change > 0, n(Math.abs(change)), dollars(input.burnNowCents)), body: T.rules.BURN_CHANGE, numbers: { burnNowCents: input.burnNowCents, burnBeforeCents: input.burnBeforeCents, changePct: change }, link: '/burn-rate-analysis' });
    }
  }
  // Revenue growth: MRR falling is a warning, growing is info.
  if (input.revenueGrowthPct !== null) {
    const growth = input.revenueGrowthPct;
    out.push({ rule: 'REVENUE_GROWTH', severity: growth < 0 ? 'WARNING' : 'INFO', title: T.revenue(growth < 0, n(Math.abs(growth))), body: T.rules.REVENUE_GROWTH, numbers: { revenueGrowthPct: growth }, link: '/revenue-dashboard' });
  }
  // Churn: below 5 % fine, below 10 % a warning, else critical (the spec's churn colours).
  if (input.churnRatePct !== null && input.churnRatePct >= 5) {
    const churn = input.churnRatePct;
    out.push({ rule: 'CHURN', severity: churn >= 10 ? 'CRITICAL' : 'WARNING', title: T.churn(n(churn)), body: T.rules.CHURN, numbers: { churnRatePct: churn }, link: '/revenue-dashboard' });
  }
  // Velocity cost (agile on): a sprint of delivery as a share of a month of gross burn.
  if (input.sprintCostCents !== null && input.grossBurnCents) {
    const share = Math.round((input.sprintCostCents / input.grossBurnCents) * 100);
    out.push({ rule: 'VELOCITY_COST', severity: 'INFO', title: T.velocity(dollars(input.sprintCostCents), n(share)), body: T.rules.VELOCITY_COST, numbers: { sprintCostCents: input.sprintCostCents, grossBurnCents: input.grossBurnCents, sharePct: share }, link: '/burn-rate-analysis' });
  }
  // Feedback sentiment (engagement on): an average under 60 % of its scale is a warning.
  for (const answer of input.feedback) {
    if (answer.responses === 0) continue;
    const low = answer.average < answer.scale * 0.6;
    out.push({ rule: 'FEEDBACK_SENTIMENT', severity: low ? 'WARNING' : 'INFO', title: T.feedback(answer.question, n(round1(answer.average)), answer.scale, answer.responses), body: T.rules.FEEDBACK_SENTIMENT, numbers: { average: round1(answer.average), responses: answer.responses, scale: answer.scale }, link: '/customer-feedback' });
  }
  return out;
}
