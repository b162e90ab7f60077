/**
 * The engagement figures as pure functions over the account's own events and answers, each with
 * worked numbers in analytics.test.ts. No external model: every figure can be explained.
 */

export interface NpsSummary {
  responses: number;
  promoters: number;
  passives: number;
  detractors: number;
  /** Percentage of promoters minus percentage of detractors, rounded; null without answers. */
  nps: number | null;
}

/** The highest NPS score of a detractor (the 1-10 scale of section 5: 1-6). */
export const NPS_DETRACTOR_MAX = 6;
export const isNpsDetractor = (score: number): boolean => score <= NPS_DETRACTOR_MAX;

/** NPS on the 1-10 scale of section 5: 9-10 promoters, 7-8 passives, 1-6 detractors. */
export function computeNps(scores: readonly number[]): NpsSummary {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter(isNpsDetractor).length;
  const responses = scores.length;
  return { responses, promoters, passives: responses - promoters - detractors, detractors, nps: responses ? Math.round(((promoters - detractors) / responses) * 100) : null };
}

/** CSAT: the share of satisfied answers (4 or 5 on the 1-5 scale), in percent; null without answers. */
export function computeCsat(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.filter((s) => s >= 4).length / scores.length) * 1000) / 10;
}

/** Response rate: responses per widget view (feedback shown), in percent, one decimal. */
export function responseRate(responses: number, views: number): number | null {
  return views > 0 ? Math.round((responses / views) * 1000) / 10 : null;
}

export interface PageView {
  sessionId: string;
  path: string;
  at: number;
}

export interface FunnelStep {
  order: number;
  url: string;
}

export interface FunnelResult {
  /** Sessions that viewed the first step. */
  entered: number;
  steps: { order: number; url: string; reached: number; dropOff: number; dropOffRate: number | null; medianSecondsFromPrevious: number | null }[];
  /** Sessions that reached the last step. */
  converted: number;
  conversionRate: number | null;
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * How long after entering a funnel (its first view of step 1) a session may still reach the next
 * steps: one day, as Amplitude's default conversion window; a session entering at 23:59 and
 * converting at 00:01 converts.
 */
export const CONVERSION_WINDOW_MS = 24 * 3600 * 1000;

/**
 * A funnel from page views per session: a session enters with its first view of step 1, and
 * reaches step n when it viewed step n's URL after reaching step n-1 (in time order) and within
 * CONVERSION_WINDOW_MS of entering. Drop-off at a step is those who reached the previous step but
 * not this one.
 */
export function computeFunnel(views: readonly PageView[], flowSteps: readonly FunnelStep[], matches: (pattern: string, path: string) => boolean): FunnelResult {
  const steps = [...flowSteps].sort((a, b) => a.order - b.order);
  const bySession = new Map<string, PageView[]>();
  for (const view of views) {
    const list = bySession.get(view.sessionId) ?? [];
    list.push(view);
    bySession.set(view.sessionId, list);
  }
  const reached = steps.map(() => 0);
  const gaps: number[][] = steps.map(() => []);
  for (const list of bySession.values()) {
    list.sort((a, b) => a.at - b.at);
    let step = 0;
    let previousAt = 0;
    let enteredAt = 0;
    for (const view of list) {
      if (step >= steps.length) break;
      if (step > 0 && view.at - enteredAt >= CONVERSION_WINDOW_MS) break;
      if (!matches(steps[step]!.url, view.path)) continue;
      if (step === 0) enteredAt = view.at;
      reached[step]! += 1;
      if (step > 0) gaps[step]!.push((view.at - previousAt) / 1000);
      previousAt = view.at;
      step += 1;
    }
  }
  const entered = reached[0] ?? 0;
  const converted = steps.length ? reached[steps.length - 1]! : 0;
  return {
    entered,
    steps: steps.map((s, i) => {
      const before = i === 0 ? entered : reached[i - 1]!;
      const dropOff = before - reached[i]!;
      return { order: s.order, url: s.url, reached: reached[i]!, dropOff, dropOffRate: before ? Math.round((dropOff / before) * 1000) / 10 : null, medianSecondsFromPrevious: median(gaps[i]!) };
    }),
    converted,
    conversionRate: entered ? Math.round((converted / entered) * 1000) / 10 : null,
  };
}

export interface Visit {
  visitorId: string;
  at: number;
}

export interface CohortRow {
  /** Monday (UTC, yyyy-mm-dd) of the week the visitors were first seen. */
  week: string;
  visitors: number;
  /** retained[k]: visitors of the cohort seen again k weeks later (k = 0 is the cohort itself). */
  retained: number[];
  /** Percentages of `retained`, one decimal. */
  rates: number[];
}

const WEEK_MS = 7 * 24 * 3600 * 1000;
export function weekStart(at: number): number {
  const d = new Date(at);
  const day = (d.getUTCDay() + 6) % 7;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day);
}

/** Visitors by first-seen week, and how many came back in each later week (up to `weeks`). */
export function computeCohorts(visits: readonly Visit[], weeks = 8): CohortRow[] {
  const first = new Map<string, number>();
  const seen = new Map<string, Set<number>>();
  for (const v of visits) {
    const w = weekStart(v.at);
    first.set(v.visitorId, Math.min(first.get(v.visitorId) ?? Infinity, w));
    const set = seen.get(v.visitorId) ?? new Set<number>();
    set.add(w);
    seen.set(v.visitorId, set);
  }
  const cohorts = new Map<number, string[]>();
  for (const [visitor, w] of first) cohorts.set(w, [...(cohorts.get(w) ?? []), visitor]);
  return [...cohorts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([w, visitors]) => {
      const retained = Array.from({ length: weeks }, (_, k) => visitors.filter((v) => seen.get(v)!.has(w + k * WEEK_MS)).length);
      return { week: new Date(w).toISOString().slice(0, 10), visitors: visitors.length, retained, rates: retained.map((r) => Math.round((r / visitors.length) * 1000) / 10) };
    });
}

export interface HealthInput {
  /** Sessions in the last 30 days and the 30 days before. */
  recentSessions: number;
  previousSessions: number;
  /** Last NPS answer (1-10) or null. */
  nps: number | null;
  /** Mean sentiment score of their comments (-1..1) or null. */
  sentiment: number | null;
}

export interface HealthScore {
  score: number;
  status: 'healthy' | 'warning' | 'critical';
  reasons: string[];
}

/**
 * A customer's health from 0 to 100: activity 40 points (recent sessions, less when they fall),
 * NPS 35 points, sentiment 25 points. Each reason is a message key with the figure behind it.
 */
export function computeHealth(input: HealthInput): HealthScore {
  const reasons: string[] = [];
  let activity = Math.min(40, input.recentSessions * 4);
  if (input.previousSessions > 0 && input.recentSessions < input.previousSessions / 2) {
    activity = Math.round(activity / 2);
    reasons.push('activityFalling');
  }
  if (input.recentSessions === 0) reasons.push('noActivity');
  const nps = input.nps === null ? 20 : Math.round(((input.nps - 1) / 9) * 35);
  if (input.nps !== null && input.nps <= 6) reasons.push('detractor');
  if (input.nps !== null && input.nps >= 9) reasons.push('promoter');
  const sentiment = input.sentiment === null ? 15 : Math.round(((input.sentiment + 1) / 2) * 25);
  if (input.sentiment !== null && input.sentiment < -0.2) reasons.push('negativeComments');
  const score = Math.max(0, Math.min(100, activity + nps + sentiment));
  return { score, status: score >= 70 ? 'healthy' : score >= 40 ? 'warning' : 'critical', reasons };
}

export interface IdentifiedAnswer {
  email: string;
  nps: number | null;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * Revenue at risk: the paying customers (MRR above 0, by e-mail without case) whose latest NPS
 * answer is a detractor's (1-6), counted once each with their MRR. A customer who answered 3 and
 * later 9 is no longer at risk; answers without an NPS score do not count.
 */
export function computeRevenueAtRisk(answers: readonly IdentifiedAnswer[], mrrOf: ReadonlyMap<string, number>): { detractors: number; mrrCents: number } {
  const latest = new Map<string, IdentifiedAnswer>();
  for (const answer of answers) {
    if (answer.nps === null) continue;
    const email = answer.email.toLowerCase();
    const seen = latest.get(email);
    if (!seen || answer.at > seen.at) latest.set(email, answer);
  }
  let detractors = 0;
  let mrrCents = 0;
  for (const [email, answer] of latest) {
    const mrr = mrrOf.get(email) ?? 0;
    if (mrr <= 0 || answer.nps! > 6) continue;
    detractors += 1;
    mrrCents += mrr;
  }
  return { detractors, mrrCents };
}
