import { FINANCE, defineApiPlugin, type FinanceGrowth, type FinancePlan, type FinanceSnapshot } from '@suite/sdk';

/**
 * Tests only: a stand-in for bi's FINANCE with figures set per account, so the investor's rules
 * are tested on exact numbers. It registers as the bi plugin (same id and feature), so FINANCE is
 * gated exactly as the real one; the module never imports bi itself (modules meet only through
 * the sdk). The running product uses bi's real FINANCE.
 */
export function financeStandIn() {
  const figures = new Map<string, Partial<FinanceSnapshot>>();
  const plans = new Map<string, Omit<FinancePlan, 'accountId'>>();
  const growths = new Map<string, Partial<FinanceGrowth>>();
  const snapshot = (accountId: string, asOf = '2026-11-01'): FinanceSnapshot => ({
    accountId,
    currency: 'USD',
    asOf,
    cashOnHandCents: null,
    monthlyNetBurnCents: null,
    runwayDays: null,
    mrrCents: null,
    arrCents: null,
    revenueGrowthPct: null,
    churnRatePct: null,
    healthStatus: 'healthy',
    ...figures.get(accountId),
  });
  const plugin = defineApiPlugin({
    id: 'bi',
    feature: 'business_intelligence',
    migrations: [],
    register(ctx) {
      ctx.capabilities.provide(FINANCE, {
        snapshot: async (accountId) => snapshot(accountId),
        plan: async (accountId, months) => {
          const plan = plans.get(accountId) ?? { currency: 'USD', plannedOn: '2026-10-31', months: [] };
          return { accountId, ...plan, months: plan.months.slice(-months) };
        },
        growth: async (accountId) => ({ accountId, currency: 'USD', asOf: '2026-11-01', customers: null, customerGrowthPct: null, cacCents: null, ltvCents: null, ...growths.get(accountId) }),
        history: async (accountId, months) => Array.from({ length: months }, (_, i) => snapshot(accountId, `2026-${String(((11 - months + i + 12) % 12) + 1).padStart(2, '0')}-01`)),
      });
    },
  });
  return {
    plugin,
    set: (accountId: string, values: Partial<FinanceSnapshot>) => void figures.set(accountId, values),
    setPlan: (accountId: string, plan: Omit<FinancePlan, 'accountId'>) => void plans.set(accountId, plan),
    setGrowth: (accountId: string, growth: Partial<FinanceGrowth>) => void growths.set(accountId, growth),
  };
}
