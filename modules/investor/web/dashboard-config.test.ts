import { describe, expect, it } from 'vitest';
import type { DashboardCompany, DashboardConfig } from '../shared/index.js';
import { companyTimeframe, shownMetrics, widestTimeframe, withTimeframe } from './dashboard-config.js';

const config = (values: Partial<DashboardConfig>): DashboardConfig => ({ id: 'c', investorId: 'i', companyId: 'a', timeframe: '6months', metrics: [], pinned: false, updatedAt: '2026-11-01T00:00:00Z', ...values });
const point = (asOf: string) => ({ asOf, currency: 'USD', cashOnHand: 1, monthlyNetBurn: 1, runwayDays: 30, mrr: 1, healthStatus: 'healthy' as const, revenueGrowthPct: null, churnRate: null });

describe('the stored dashboard config drives the dashboard', () => {
  it("uses the company's saved time frame unless one is chosen for all", () => {
    expect(companyTimeframe(null, config({ timeframe: '1year' }))).toBe('1year');
    expect(companyTimeframe('3months', config({ timeframe: '1year' }))).toBe('3months');
    expect(companyTimeframe(null, undefined)).toBe('6months');
    expect(widestTimeframe(['3months', '1year', '6months'])).toBe('1year');
    expect(widestTimeframe([])).toBe('6months');
  });

  it("keeps only the time frame's latest months of history", () => {
    const company = { history: Array.from({ length: 12 }, (_, i) => point(`2026-${String(i + 1).padStart(2, '0')}-28`)) } as DashboardCompany;
    expect(withTimeframe(company, '3months').history.map((p) => p.asOf)).toEqual(['2026-10-28', '2026-11-28', '2026-12-28']);
    expect(withTimeframe(company, 'all').history).toHaveLength(12);
  });

  it('shows the figures the config names, in the card order, all when it names none', () => {
    expect(shownMetrics(config({ metrics: ['mrr', 'runway', 'unknown'] }))).toEqual(['runway', 'mrr']);
    expect(shownMetrics(config({ metrics: [] }))).toHaveLength(7);
    expect(shownMetrics(undefined)).toHaveLength(7);
  });
});
