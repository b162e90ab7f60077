import { FINANCE, VELOCITY, type CapabilityRegistry } from '@suite/sdk';
import type { MetricSource } from '../shared/goal-endpoints.js';

/** Sprints averaged for a velocity metric (the usual "last three sprints"). */
export const VELOCITY_SPRINTS = 3;

/**
 * The current value of another domain's metric, read through its capability at call time:
 * velocity (average completed points of the team's last three sprints) from agile, MRR (in the
 * currency's units) and runway (months, one decimal) from bi. Null when the domain is off for the
 * account or has no figure yet: a linked key result then keeps its last value.
 */
export async function readMetric(capabilities: CapabilityRegistry, accountId: string, source: MetricSource, teamId: string | null): Promise<number | null> {
  if (source === 'agile.velocity') {
    const velocity = await capabilities.get(VELOCITY, accountId);
    if (!velocity || !teamId) return null;
    const { sprints, averageCompletedPoints } = await velocity.velocity(accountId, teamId, { sprintCount: VELOCITY_SPRINTS });
    return sprints.length ? Math.round(averageCompletedPoints * 10) / 10 : null;
  }
  const finance = await capabilities.get(FINANCE, accountId);
  if (!finance) return null;
  const snapshot = await finance.snapshot(accountId);
  if (source === 'bi.mrr') return snapshot.mrrCents === null ? null : Math.round(snapshot.mrrCents / 100);
  return snapshot.runwayDays === null ? null : Math.round((snapshot.runwayDays / 30) * 10) / 10;
}

/** Whether the domain behind a metric is on for the account. */
export async function metricAvailable(capabilities: CapabilityRegistry, accountId: string, source: MetricSource): Promise<boolean> {
  return source === 'agile.velocity' ? Boolean(await capabilities.get(VELOCITY, accountId)) : Boolean(await capabilities.get(FINANCE, accountId));
}
