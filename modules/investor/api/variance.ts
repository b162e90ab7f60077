import { FINANCE, type FinanceMonthFigures, type FinancePlan, type PluginContext } from '@suite/sdk';
import { InvestorEndpoints as EP, RISE_IS_GOOD, VARIANCE_METRICS, allows, varianceOf, type CompanyVariance, type VarianceLine, type VarianceMetric } from '../shared/index.js';
import { accountName, denied, grantsOf, recordRead, requireInvestor, requirePermission, type Ctx } from './trust.js';
import type { ProfileModel } from './models.js';

/**
 * /variance-analysis: each granted company's plan (its base forecast, bi's FINANCE plan) against
 * its actual months, read through the grant check (dashboard read) and logged like every read.
 */

const FIELD: Record<VarianceMetric, keyof FinanceMonthFigures> = { revenue: 'revenueCents', expenses: 'expensesCents', netBurn: 'netBurnCents', cash: 'cashCents' };

function lines(plan: FinanceMonthFigures | null, actual: FinanceMonthFigures | null): VarianceLine[] {
  return VARIANCE_METRICS.map((metric) => {
    const planned = plan?.[FIELD[metric]] ?? null;
    const value = actual?.[FIELD[metric]] ?? null;
    return { metric, plan: planned, actual: value, ...varianceOf(value, planned, RISE_IS_GOOD[metric]) };
  });
}

/** Months with actuals: flows summed, cash at the last one. */
export function varianceTotals(plan: FinancePlan): VarianceLine[] {
  const recorded = plan.months.filter((m) => m.actual !== null);
  if (recorded.length === 0) return lines(null, null);
  const sum = (pick: (m: (typeof recorded)[number]) => number) => recorded.reduce((total, m) => total + pick(m), 0);
  const last = recorded[recorded.length - 1]!;
  const planned: FinanceMonthFigures = { revenueCents: sum((m) => m.plan.revenueCents), expensesCents: sum((m) => m.plan.expensesCents), netBurnCents: sum((m) => m.plan.netBurnCents), cashCents: last.plan.cashCents };
  const actual: FinanceMonthFigures = { revenueCents: sum((m) => m.actual!.revenueCents), expensesCents: sum((m) => m.actual!.expensesCents), netBurnCents: sum((m) => m.actual!.netBurnCents), cashCents: last.actual!.cashCents };
  return lines(planned, actual);
}

export function companyVariance(companyId: string, companyName: string, plan: FinancePlan | null): CompanyVariance {
  if (!plan) return { companyId, companyName, shared: false, currency: null, plannedOn: null, months: [], totals: [] };
  return {
    companyId,
    companyName,
    shared: true,
    currency: plan.currency,
    plannedOn: plan.plannedOn,
    months: plan.months.map((m) => ({ month: m.month, lines: lines(m.plan, m.actual) })),
    totals: varianceTotals(plan),
  };
}

async function varianceFor(ctx: Ctx, profile: ProfileModel, companyId: string, months: number): Promise<CompanyVariance> {
  await requirePermission(ctx, profile, companyId, 'dashboard', 'read');
  const finance = await ctx.capabilities.get(FINANCE, companyId);
  const plan = finance?.plan ? await finance.plan(companyId, months) : null;
  await recordRead(ctx, companyId, profile, 'variance.read');
  return companyVariance(companyId, (await accountName(ctx, companyId)) ?? '', plan);
}

export function registerVariance(ctx: PluginContext): void {
  ctx.routes.implement(EP.variance, async (req) => {
    const profile = await requireInvestor(ctx, req, req.query.investorId);
    let grants = (await grantsOf(ctx, profile)).filter((g) => allows(g.permissions, 'dashboard', 'read'));
    if (req.query.companyIds) {
      const wanted = req.query.companyIds.split(',').map((id) => id.trim()).filter(Boolean);
      const granted = new Set(grants.map((g) => g.accountId));
      const stranger = wanted.find((id) => !granted.has(id));
      if (stranger) throw denied(stranger);
      grants = grants.filter((g) => wanted.includes(g.accountId));
    }
    const result: CompanyVariance[] = [];
    for (const grant of grants) result.push(await varianceFor(ctx, profile, grant.accountId, req.query.months ?? 6));
    return result;
  });
}
