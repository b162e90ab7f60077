import type { PortfolioItem } from '../shared/portfolio-endpoints.js';

type TreeNode = Pick<PortfolioItem, 'id' | 'parentId'> & { justification: Pick<PortfolioItem['justification'], 'investmentCategoryId' | 'riskLevel'> };

/**
 * The items the portfolio tree shows under its filters: those matching the category and the risk,
 * with their ancestors so the tree still reads from the product down. Null when nothing filters.
 */
export function visibleIds(items: readonly TreeNode[], byId: ReadonlyMap<string, TreeNode>, filters: { category: string | null; risk: string | null }): Set<string> | null {
  const { category, risk } = filters;
  if (!category && !risk) return null;
  const visible = new Set<string>();
  for (const item of items) {
    if ((category && item.justification.investmentCategoryId !== category) || (risk && item.justification.riskLevel !== risk)) continue;
    let current: TreeNode | undefined = item;
    while (current && !visible.has(current.id)) {
      visible.add(current.id);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
  }
  return visible;
}
