import type { PluginContext } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { ConversionFlowModel, WIDGETS } from '../models.js';
import { queryFunnel } from '../flows/funnel-query.js';
import { CONVERSION_WINDOW_MS } from '../../shared/analytics.js';
import { DAY_MS, dayKey, ensureEventDays, ROLLUP_DAYS } from './days.js';

export const ROLLUP_JOB = 'rollups';

/** What the funnel query needs of a flow. */
const funnelFlow = (flow: ConversionFlowModel) => ({ id: flow.id, steps: flow.steps, updated_at: flow.updatedAt });
/** A conversion flow created or edited: its last 30 days' funnel is built in the background, before the screen asks. */
export const FLOW_ROLLUP_JOB = 'rollups.flow';

/**
 * Hourly: builds yesterday's rollups (counts, clicks; every flow's funnel for the day before, the
 * last one settled) for the accounts whose widgets heard something since, and rebuilds the days a late event dirtied in the last 90 days,
 * so the first read of the morning finds them ready. Reads build what is missing themselves: this
 * job only moves that work out of a request.
 */
export async function buildRollups(ctx: PluginContext): Promise<{ accounts: number }> {
  const now = ctx.now().getTime();
  const today = now - (now % DAY_MS);
  const yesterday = dayKey(today - DAY_MS);
  const active = (await ctx.db(WIDGETS).where('last_event_at', '>=', new Date(today - DAY_MS)).distinct('account_id')) as { account_id: string }[];
  const dirty = (await ctx.db(ROLLUP_DAYS)
    .where('day', '>=', dayKey(today - 90 * DAY_MS))
    .where('day', '<', dayKey(today))
    .whereNotNull('dirty_at')
    .where((q) => q.whereNull('computed_at').orWhereRaw('dirty_at >= computed_at'))
    .select('account_id', ctx.db.raw('day::text as day'))) as { account_id: string; day: string }[];
  const days = new Map<string, Set<string>>();
  for (const { account_id } of active) days.set(account_id, new Set([yesterday]));
  for (const row of dirty) days.set(row.account_id, (days.get(row.account_id) ?? new Set<string>()).add(row.day));
  for (const [accountId, set] of days) {
    const list = [...set].sort();
    await ensureEventDays(ctx.db, accountId, list);
    const scope = ctx.scopeFor(accountId);
    const flows = (await tenantQuery(scope, ConversionFlowModel).select('id', 'steps', 'updated_at')).map(funnelFlow);
    // A funnel's day settles a conversion window after it ends (funnel-query.ts): the day before
    // each built day (its entrants may have converted on it), and the day itself once settled.
    const funnelDays = [...new Set(list.flatMap((day) => [dayKey(new Date(`${day}T00:00:00.000Z`).getTime() - DAY_MS), day]))].filter(
      (day) => new Date(`${day}T00:00:00.000Z`).getTime() + DAY_MS + CONVERSION_WINDOW_MS <= now,
    );
    for (const flow of flows) {
      for (const day of funnelDays) {
        const from = new Date(`${day}T00:00:00.000Z`);
        await queryFunnel(scope, flow, { from, to: new Date(from.getTime() + DAY_MS - 1) }, ctx.now());
      }
    }
  }
  return { accounts: days.size };
}

export function registerRollupJob(ctx: PluginContext): void {
  ctx.jobs.define(ROLLUP_JOB, async () => {
    const result = await buildRollups(ctx);
    if (result.accounts) ctx.log.info(result, 'engagement rollups built');
  });
  void ctx.jobs.schedule(ROLLUP_JOB, '7 * * * *', {});
  ctx.jobs.define<{ accountId: string; flowId: string }>(FLOW_ROLLUP_JOB, async ({ accountId, flowId }) => {
    const scope = ctx.scopeFor(accountId);
    const row = await tenantQuery(scope, ConversionFlowModel).findById(flowId).select('id', 'steps', 'updated_at');
    const flow = row ? funnelFlow(row) : undefined;
    if (!flow) return;
    const now = ctx.now();
    await queryFunnel(scope, flow, { from: new Date(now.getTime() - 30 * DAY_MS), to: now }, now);
  });
}
