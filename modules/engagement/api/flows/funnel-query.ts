import type { TenantScope } from '@suite/sdk';
import type { FunnelResult, FunnelStep } from '../../shared/analytics.js';

/** A targeting pattern ('/blog/*') as a LIKE pattern ('/blog/%'), its own % and _ escaped. */
export function likePattern(pattern: string): string {
  return pattern.trim().replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '%');
}

/**
 * The funnel of computeFunnel (shared/analytics.ts, its reference and unit test), computed in
 * PostgreSQL so a month of page views never leaves the database: step n is a session's first
 * view of step n's URL at or after it reached step n-1.
 */
export async function queryFunnel(scope: TenantScope, flowSteps: readonly FunnelStep[], range: { from: Date; to: Date }): Promise<FunnelResult> {
  const steps = [...flowSteps].sort((a, b) => a.order - b.order);
  if (steps.length === 0) return { entered: 0, steps: [], converted: 0, conversionRate: null };
  const bindings: unknown[] = [];
  const views = (pattern: string) => {
    bindings.push(scope.accountId, range.from, range.to, likePattern(pattern));
    return `select session_id, occurred_at from engagement.events where account_id = ? and category = 'PAGE_VIEW' and occurred_at between ? and ? and path like ?`;
  };
  const ctes = steps.map((step, i) =>
    i === 0
      ? `s0 as (select session_id, min(occurred_at) as at from (${views(step.url)}) v group by session_id)`
      : `s${i} as (select v.session_id, min(v.occurred_at) as at from (${views(step.url)}) v join s${i - 1} p on p.session_id = v.session_id and v.occurred_at >= p.at group by v.session_id)`,
  );
  const figures = steps.map((_, i) =>
    i === 0
      ? `select 0 as step, count(*)::int as reached, null::float8 as median from s0`
      : `select ${i} as step, count(*)::int as reached, percentile_cont(0.5) within group (order by extract(epoch from (c.at - p.at)))::float8 as median from s${i} c join s${i - 1} p on p.session_id = c.session_id`,
  );
  const result = await scope.knex.raw(`with ${ctes.join(', ')} ${figures.join(' union all ')} order by step`, bindings as never[]);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { step: number; reached: number; median: number | null }[];
  const reached = steps.map((_, i) => Number(rows.find((r) => Number(r.step) === i)?.reached ?? 0));
  const entered = reached[0]!;
  const converted = reached[steps.length - 1]!;
  const rate = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : null);
  return {
    entered,
    steps: steps.map((s, i) => {
      const before = i === 0 ? entered : reached[i - 1]!;
      const median = rows.find((r) => Number(r.step) === i)?.median;
      return { order: s.order, url: s.url, reached: reached[i]!, dropOff: before - reached[i]!, dropOffRate: rate(before - reached[i]!, before), medianSecondsFromPrevious: median === null || median === undefined ? null : Number(median) };
    }),
    converted,
    conversionRate: rate(converted, entered),
  };
}
