import type { Delivery, InvestmentCategory, PortfolioItem, PortfolioPendingApproval } from '../../shared/portfolio-endpoints.js';
import { roiScore } from '../../shared/portfolio-rules.js';
import type { BusinessValue, CustomerImpact, RiskLevel, ScoringConfig, StrategicAlignment } from '../../shared/portfolio.js';
import type { PortfolioItemModel } from './models.js';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : new Date(0).toISOString());

/** What a view needs besides the row: the whole account's tree (for the product and child counts) and the scoring. */
export interface PortfolioContext {
  byId: Map<string, PortfolioItemModel>;
  childCounts: Map<string, number>;
  scoring: ScoringConfig;
  categories: Map<string, InvestmentCategory>;
  deliveries: Map<string, Delivery>;
  /** Changes waiting for approval, by item id (read when deliveries are). */
  pending?: Map<string, PortfolioPendingApproval[]>;
}

export function buildContext(rows: PortfolioItemModel[], scoring: ScoringConfig, categories: InvestmentCategory[], deliveries = new Map<string, Delivery>()): PortfolioContext {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childCounts = new Map<string, number>();
  for (const row of rows) if (row.parentId) childCounts.set(row.parentId, (childCounts.get(row.parentId) ?? 0) + 1);
  return { byId, childCounts, scoring, categories: new Map(categories.map((c) => [c.id, c])), deliveries };
}

/** The chain from the product down to the item. */
export function ancestry(item: PortfolioItemModel, byId: Map<string, PortfolioItemModel>): PortfolioItemModel[] {
  const chain: PortfolioItemModel[] = [item];
  let current = item;
  while (current.parentId && byId.has(current.parentId) && chain.length < 10) {
    current = byId.get(current.parentId)!;
    chain.unshift(current);
  }
  return chain;
}

export function scoreOf(row: PortfolioItemModel, scoring: ScoringConfig) {
  return roiScore(
    { businessValue: row.businessValue as BusinessValue, customerImpact: row.customerImpact as CustomerImpact, strategicAlignment: row.strategicAlignment as StrategicAlignment, riskLevel: row.riskLevel as RiskLevel },
    scoring,
  );
}

export function itemView(row: PortfolioItemModel, context: PortfolioContext): PortfolioItem {
  const chain = ancestry(row, context.byId);
  return {
    id: row.id,
    level: row.level,
    parentId: row.parentId,
    productId: chain[0]!.id,
    title: row.title,
    position: row.position,
    justification: {
      investmentCategoryId: row.categoryId,
      description: row.justification,
      businessValue: row.businessValue as BusinessValue,
      customerImpact: row.customerImpact as CustomerImpact,
      riskLevel: row.riskLevel as RiskLevel,
      strategicAlignment: row.strategicAlignment as StrategicAlignment,
      estimatedROI: row.estimatedRoi === null ? null : Number(row.estimatedRoi),
    },
    budget: { allocated: Number(row.budgetAllocated), remaining: Number(row.budgetRemaining) },
    story: row.level === 'story' ? { userType: row.userType ?? '', want: row.want ?? '', so: row.so ?? '', acceptanceCriteria: row.acceptanceCriteria ?? [] } : null,
    roi: scoreOf(row, context.scoring),
    childCount: context.childCounts.get(row.id) ?? 0,
    validation: row.validation ?? null,
    delivery: row.deliveryItemId
      ? (context.deliveries.get(row.deliveryItemId) ?? { itemId: row.deliveryItemId, sentAt: iso(row.deliveredAt), status: 'unknown', storyPoints: null, completedPoints: 0 })
      : null,
    ...(context.pending?.get(row.id)?.length ? { pendingApprovals: context.pending.get(row.id)! } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Parents before children, siblings by position then creation. */
export function treeOrder(rows: PortfolioItemModel[]): PortfolioItemModel[] {
  const children = new Map<string | null, PortfolioItemModel[]>();
  for (const row of rows) {
    const key = row.parentId ?? null;
    children.set(key, [...(children.get(key) ?? []), row]);
  }
  const ordered: PortfolioItemModel[] = [];
  const visit = (parentId: string | null) => {
    const siblings = (children.get(parentId) ?? []).sort((a, b) => a.position - b.position || iso(a.createdAt).localeCompare(iso(b.createdAt)));
    for (const row of siblings) {
      ordered.push(row);
      visit(row.id);
    }
  };
  visit(null);
  return ordered;
}
