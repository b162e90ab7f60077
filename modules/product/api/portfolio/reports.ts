import type { TenantScope } from '@suite/sdk';
import { toCsv } from '@suite/sdk/server';
import type { BacklogEntry, SpendReport, StrategicBacklog } from '../../shared/portfolio-endpoints.js';
import { rankByRoi } from '../../shared/portfolio-rules.js';
import { LEVEL_NAMES, TAX_CLASSIFICATIONS } from '../../shared/portfolio.js';
import type { PortfolioService } from './items.js';
import { ancestry, itemView, treeOrder } from './views.js';

const TAX_LABELS: Record<string, string> = { OPEX: 'Operating expense (OPEX)', CAPEX: 'Capital expense (CAPEX)', R_AND_D_CREDIT: 'May qualify for an R&D credit' };

/**
 * The spend report: each item's budget that it keeps itself (allocated less what its children
 * were given) counts in the item's own category. The parts add up to what the products were given,
 * so nothing is counted twice and every cent has one category and one tax class.
 */
export async function spendReport(portfolio: PortfolioService, scope: TenantScope): Promise<SpendReport> {
  const { rows, context } = await portfolio.loadContext(scope);
  const byCategory = new Map<string, { cents: number; items: number }>();
  const byTax = new Map<string, { cents: number; items: number }>();
  const items: SpendReport['items'] = [];
  let totalCents = 0;
  for (const row of treeOrder(rows)) {
    const category = context.categories.get(row.categoryId)!;
    const held = Number(row.budgetRemaining);
    if (!row.parentId) totalCents += Number(row.budgetAllocated);
    const add = (map: Map<string, { cents: number; items: number }>, key: string) => {
      const line = map.get(key) ?? { cents: 0, items: 0 };
      map.set(key, { cents: line.cents + held, items: line.items + 1 });
    };
    add(byCategory, category.id);
    add(byTax, category.taxClassification);
    items.push({
      id: row.id,
      path: ancestry(row, context.byId).map((r) => r.title).join(' > '),
      level: LEVEL_NAMES[row.level],
      categoryCode: category.code,
      taxClassification: category.taxClassification,
      allocatedCents: Number(row.budgetAllocated),
      heldCents: held,
    });
  }
  return {
    totalCents,
    byCategory: [...context.categories.values()].map((c) => ({ key: c.code, label: c.name, color: c.color, cents: byCategory.get(c.id)?.cents ?? 0, items: byCategory.get(c.id)?.items ?? 0 })),
    byTaxClassification: TAX_CLASSIFICATIONS.map((t) => ({ key: t, label: TAX_LABELS[t]!, color: null, cents: byTax.get(t)?.cents ?? 0, items: byTax.get(t)?.items ?? 0 })),
    items,
  };
}

const money = (cents: number) => (cents / 100).toFixed(2);

/** The spend report as an accountant's CSV: a summary by tax class and by category, then every item. */
export async function spendReportCsv(portfolio: PortfolioService, scope: TenantScope): Promise<string> {
  const report = await spendReport(portfolio, scope);
  return toCsv([
    ['Section', 'Key', 'Label', 'Amount', 'Items'],
    ...report.byTaxClassification.map((line) => ['Tax classification', line.key, line.label, money(line.cents), line.items]),
    ...report.byCategory.map((line) => ['Investment category', line.key, line.label, money(line.cents), line.items]),
    ['Total', '', 'Budget given to products', money(report.totalCents), report.items.length],
    [],
    ['Item', 'Level', 'Category', 'Tax classification', 'Allocated', 'Held by the item itself'],
    ...report.items.map((item) => [item.path, item.level, item.categoryCode, item.taxClassification, money(item.allocatedCents), money(item.heldCents)]),
  ]);
}

const FACTORS = ['businessValue', 'customerImpact', 'strategicAlignment', 'risk'] as const;

/** Every epic and user story ranked by ROI score (ties by budget), with the factors that put it there. */
export async function strategicBacklog(portfolio: PortfolioService, scope: TenantScope, deliveryAvailable: boolean): Promise<StrategicBacklog> {
  const { rows, context } = await portfolio.loadContext(scope, true);
  const views = rows.filter((row) => row.level === 'epic' || row.level === 'story').map((row) => ({ row, view: itemView(row, context) }));
  const ranked = rankByRoi(views.map(({ row, view }) => ({ ...view, row })));
  const entries: BacklogEntry[] = ranked.map(({ row, ...view }, index) => {
    const factors = FACTORS.map((key) => ({ key, ...view.roi[key] }));
    // The factor that adds most to the score, and of the others the one that loses most against its weight.
    const strongest = [...factors].sort((a, b) => b.points - a.points)[0]!;
    const weakest = factors.filter((f) => f.key !== strongest.key).sort((a, b) => b.weight - b.points - (a.weight - a.points))[0]!;
    const neighbours = [ranked[index - 1], ranked[index + 1]].filter(Boolean);
    return {
      rank: index + 1,
      item: view,
      path: ancestry(row, context.byId)
        .slice(0, -1)
        .map((r) => r.title)
        .join(' > '),
      reason: {
        strongest: { factor: strongest.key, value: strongest.value, points: strongest.points, weight: strongest.weight },
        weakest: { factor: weakest.key, value: weakest.value, points: weakest.points, weight: weakest.weight },
        tieBrokenByBudget: neighbours.some((n) => n!.roi.score === view.roi.score && n!.budget.allocated !== view.budget.allocated),
      },
    };
  });
  return { deliveryAvailable, entries };
}
