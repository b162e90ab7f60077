import { FINANCE, type FinanceSnapshot, type PluginContext } from '@suite/sdk';
import { isoDay, snapshotAt, snapshotHistory, type RunwaySnapshot } from '../../shared/runway-math.js';
import { loadFinance } from './store.js';
import { financePlanMethods } from './plan-capability.js';

/** The capability's shape of a snapshot (the runway view carries more). */
export function financeSnapshotOf(snapshot: RunwaySnapshot): FinanceSnapshot {
  const { accountId, currency, asOf, cashOnHandCents, monthlyNetBurnCents, runwayDays, mrrCents, arrCents, revenueGrowthPct, churnRatePct, healthStatus } = snapshot;
  return { accountId, currency, asOf, cashOnHandCents, monthlyNetBurnCents, runwayDays, mrrCents, arrCents, revenueGrowthPct, churnRatePct, healthStatus };
}

/** FINANCE: an account's cash, burn, runway and MRR, for the investor portal and product's MVP viability. */
export function provideFinance(ctx: PluginContext): void {
  ctx.capabilities.provide(FINANCE, {
    async snapshot(accountId) {
      const { data } = await loadFinance(ctx, ctx.scopeFor(accountId));
      return financeSnapshotOf(snapshotAt(accountId, data, isoDay(ctx.now())));
    },
    async history(accountId, months) {
      const { data } = await loadFinance(ctx, ctx.scopeFor(accountId));
      return snapshotHistory(accountId, data, isoDay(ctx.now()), Math.min(Math.max(1, Math.floor(months)), 120)).map(financeSnapshotOf);
    },
    ...financePlanMethods(ctx),
  });
}
