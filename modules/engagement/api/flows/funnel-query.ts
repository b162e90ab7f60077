import type { Knex } from 'knex';
import type { TenantScope } from '@suite/sdk';
import type { FunnelResult, FunnelStep } from '../../shared/analytics.js';
import { CONVERSION_WINDOW_MS } from '../../shared/analytics.js';
import { DAILY_FUNNELS, dayStates, daySpan, fresh, nextDay, planRange, type Span } from '../rollups/days.js';

/** A targeting pattern ('/blog/*') as a LIKE pattern ('/blog/%'), its own % and _ escaped. */
export function likePattern(pattern: string): string {
  return pattern.trim().replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

/**
 * A funnel's figures over one span, still summable: sessions reaching each step, and per step the
 * whole seconds from the previous step as a histogram of [seconds, sessions] (compact for a day's
 * rollup; the median is read from it to the second).
 */
export interface FunnelPart {
  reached: number[];
  gaps: [number, number][][];
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * The funnel of computeFunnel (shared/analytics.ts, its reference and unit test) over one span,
 * computed in PostgreSQL so page views never leave the database: the sessions that entered in the
 * span (their first view of step 1 there), and step n is a session's first view of step n's URL at
 * or after it reached step n-1 and within CONVERSION_WINDOW_MS of entering, even past the span's
 * end (a session entering at 23:59 and converting at 00:01 converts, on the day it entered).
 */
export async function queryFunnelPart(db: Knex, accountId: string, steps: readonly FunnelStep[], span: Span): Promise<FunnelPart> {
  if (steps.length === 0) return { reached: [], gaps: [] };
  const bindings: unknown[] = [];
  const windowSeconds = CONVERSION_WINDOW_MS / 1000;
  const views = (pattern: string, to: Date) => {
    bindings.push(accountId, span.from, to, likePattern(pattern));
    return `select session_id, occurred_at from engagement.events where account_id = ? and category = 'PAGE_VIEW' and occurred_at >= ? and occurred_at < ? and path like ?`;
  };
  const followUntil = new Date(span.to.getTime() + CONVERSION_WINDOW_MS);
  const ctes = steps.map((step, i) =>
    i === 0
      ? `s0 as (select session_id, min(occurred_at) as at, min(occurred_at) as entered from (${views(step.url, span.to)}) v group by session_id)`
      : `s${i} as (select v.session_id, min(v.occurred_at) as at, min(p.entered) as entered from (${views(step.url, followUntil)}) v join s${i - 1} p on p.session_id = v.session_id and v.occurred_at >= p.at and v.occurred_at < p.entered + interval '${windowSeconds} seconds' group by v.session_id)`,
  );
  const gapCtes = steps.slice(1).map((_, j) => `g${j + 1} as (select round(extract(epoch from (c.at - p.at)))::int as sec from s${j + 1} c join s${j} p on p.session_id = c.session_id)`);
  const figures = steps.map((_, i) =>
    i === 0
      ? `select 0 as step, count(*)::int as reached, null::json as gaps from s0`
      : `select ${i} as step, (select count(*)::int from g${i}) as reached, (select json_agg(json_build_array(sec, n)) from (select sec, count(*)::int as n from g${i} group by sec) h) as gaps`,
  );
  const rows = rowsOf<{ step: number; reached: number; gaps: [number, number][] | string | null }>(await db.raw(`with ${[...ctes, ...gapCtes].join(', ')} ${figures.join(' union all ')} order by step`, bindings as never[]));
  const gapsOf = (value: [number, number][] | string | null | undefined): [number, number][] => (typeof value === 'string' ? (JSON.parse(value) as [number, number][]) : (value ?? [])).map(([sec, n]) => [Number(sec), Number(n)]);
  return {
    reached: steps.map((_, i) => Number(rows.find((r) => Number(r.step) === i)?.reached ?? 0)),
    gaps: steps.map((_, i) => gapsOf(rows.find((r) => Number(r.step) === i)?.gaps)),
  };
}

/** The median of histograms of [value, count] added together (the mean of the two middle values for an even count). */
export function histogramMedian(histograms: readonly (readonly [number, number])[][]): number | null {
  const counts = new Map<number, number>();
  for (const histogram of histograms) for (const [value, n] of histogram) counts.set(value, (counts.get(value) ?? 0) + n);
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const sorted = [...counts.entries()].sort((a, b) => a[0] - b[0]);
  // The k-th value (0-based) of the expanded, sorted list.
  const nth = (k: number) => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (k < seen) return value;
    }
    return sorted[sorted.length - 1]![0];
  };
  return total % 2 ? nth((total - 1) / 2) : (nth(total / 2 - 1) + nth(total / 2)) / 2;
}

/** Parts added up: counts summed, medians over every gap. */
export function combineFunnel(steps: readonly FunnelStep[], parts: FunnelPart[]): FunnelResult {
  const reached = steps.map((_, i) => parts.reduce((sum, p) => sum + (p.reached[i] ?? 0), 0));
  const entered = reached[0] ?? 0;
  const converted = steps.length ? reached[steps.length - 1]! : 0;
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
  return {
    entered,
    steps: steps.map((s, i) => {
      const before = i === 0 ? entered : reached[i - 1]!;
      return { order: s.order, url: s.url, reached: reached[i]!, dropOff: before - reached[i]!, dropOffRate: rate(before - reached[i]!, before), medianSecondsFromPrevious: i === 0 ? null : histogramMedian(parts.map((p) => p.gaps[i] ?? [])) };
    }),
    converted,
    conversionRate: rate(converted, entered),
  };
}

/**
 * A flow's funnel over a range: each settled UTC day from its daily rollup (built from the events
 * on first read, rebuilt when the flow changes or a late event dirties the day or the next one,
 * where its sessions may convert), the rest from the events. A session counts on the day it
 * entered and converts within CONVERSION_WINDOW_MS, past midnight too; a day settles once its
 * last entrants' window is over.
 */
export async function queryFunnel(scope: TenantScope, flow: { id: string; steps: readonly FunnelStep[]; updated_at: Date | string }, range: { from: Date; to: Date }, now: Date): Promise<FunnelResult> {
  const steps = [...flow.steps].sort((a, b) => a.order - b.order);
  if (steps.length === 0) return { entered: 0, steps: [], converted: 0, conversionRate: null };
  const db = scope.knex;
  // The stored day is valid for this version of the flow (and this shape of FunnelPart: 'h' for histograms).
  const version = `h:${new Date(flow.updated_at).toISOString()}`;
  const plan = planRange(range, now, CONVERSION_WINDOW_MS);
  const parts: FunnelPart[] = [];
  if (plan.days.length > 0) {
    const [states, stored] = await Promise.all([
      dayStates(db, scope.accountId, [...new Set([...plan.days, ...plan.days.map(nextDay)])]),
      db(DAILY_FUNNELS).where({ account_id: scope.accountId, flow_id: flow.id, version }).whereIn('day', plan.days).select(db.raw('day::text as day'), 'computed_at', 'steps') as unknown as Promise<{ day: string; computed_at: Date; steps: FunnelPart }[]>,
    ]);
    const byDay = new Map(stored.map((row) => [row.day, row]));
    for (const day of plan.days) {
      const row = byDay.get(day);
      // A late event on the next day may be a conversion of this day's entrants.
      const dirtyAt = [states.get(day)?.dirtyAt, states.get(nextDay(day))?.dirtyAt].reduce<Date | null>((latest, at) => (at && (!latest || at > latest) ? at : latest), null);
      if (row && fresh(new Date(row.computed_at), dirtyAt)) {
        parts.push(row.steps);
        continue;
      }
      const computedAt = new Date(rowsOf<{ at: Date }>(await db.raw('select clock_timestamp() as at'))[0]!.at);
      const part = await queryFunnelPart(db, scope.accountId, steps, daySpan(day));
      await db(DAILY_FUNNELS)
        .insert({ account_id: scope.accountId, flow_id: flow.id, day, version, computed_at: computedAt, steps: JSON.stringify(part) })
        .onConflict(['account_id', 'flow_id', 'day'])
        .merge(['version', 'computed_at', 'steps']);
      parts.push(part);
    }
  }
  parts.push(...(await Promise.all(plan.raw.map((span) => queryFunnelPart(db, scope.accountId, steps, span)))));
  return combineFunnel(steps, parts);
}
