import type { Gap, Insight, RoadmapQuarter } from './discovery-endpoints.js';
import type { InvestmentCategory, PortfolioItem } from './portfolio-endpoints.js';
import { rankByRoi } from './portfolio-rules.js';

/**
 * The discovery analysis: deterministic rules over one product's portfolio, each result saying
 * what it rests on (DECISIONS.md "AI-named features": no model, explainable analysis).
 */

export interface DiscoveryAnalysis {
  gapAnalysis: Gap[];
  investmentCategories: { code: string; name: string; color: string; taxClassification: string; cents: number; items: number; sharePct: number }[];
  valueHierarchy: { id: string; parentId: string | null; level: string; title: string; roiScore: number; allocatedCents: number; depth: number }[];
  roadmap: { explanation: string; quarters: RoadmapQuarter[] };
  aiInsights: Insight[];
}

/** '2026-Q4' for a date, and the quarters after it. */
export function quarterOf(date: Date, offset = 0): string {
  const index = date.getUTCFullYear() * 4 + Math.floor(date.getUTCMonth() / 3) + offset;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}

/** Roadmap horizon: 4 quarters, fewer when the runway is shorter (at least one). */
export function roadmapHorizon(runwayMonths: number | null): number {
  if (runwayMonths === null) return 4;
  return Math.max(1, Math.min(4, Math.ceil(runwayMonths / 3)));
}

/**
 * Epics by ROI score (ties by budget), filled quarter by quarter: each quarter may take an equal
 * share of the epics' total budget; an epic goes in the first quarter that still has room for it
 * (a quarter that is empty takes any epic). Epics past the horizon land in its last quarter.
 */
export function planRoadmap(epics: PortfolioItem[], now: Date, runwayMonths: number | null): { explanation: string; quarters: RoadmapQuarter[] } {
  const horizon = roadmapHorizon(runwayMonths);
  const ranked = rankByRoi(epics);
  const total = ranked.reduce((sum, e) => sum + e.budget.allocated, 0);
  const capacity = Math.ceil(total / horizon);
  const quarters: RoadmapQuarter[] = Array.from({ length: horizon }, (_, i) => ({ quarter: quarterOf(now, i), budgetCents: 0, epics: [] }));
  let q = 0;
  for (const epic of ranked) {
    while (q < horizon - 1 && quarters[q]!.epics.length > 0 && quarters[q]!.budgetCents + epic.budget.allocated > capacity) q++;
    quarters[q]!.epics.push({ id: epic.id, title: epic.title, roiScore: epic.roi.score, allocatedCents: epic.budget.allocated });
    quarters[q]!.budgetCents += epic.budget.allocated;
  }
  const explanation =
    `Epics ordered by ROI score (ties by budget) over ${horizon} quarter${horizon === 1 ? '' : 's'}` +
    (runwayMonths === null ? '' : ` (runway ${runwayMonths} months)`) +
    `; each quarter takes about ${(capacity / 100).toFixed(0)} of the epics' budget.`;
  return { explanation, quarters };
}

export function analyzeProduct(input: { items: PortfolioItem[]; productId: string; categories: InvestmentCategory[]; runwayMonths: number | null; now: Date }): DiscoveryAnalysis {
  const items = input.items.filter((i) => i.productId === input.productId);
  const byParent = new Map<string, PortfolioItem[]>();
  for (const item of items) if (item.parentId) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item]);

  const gaps: Gap[] = [];
  for (const category of input.categories) {
    if (!items.some((i) => i.justification.investmentCategoryId === category.id)) gaps.push({ rule: 'category_without_items', severity: 'info', itemId: null, subject: `${category.code} ${category.name}` });
  }
  for (const item of items) {
    if (item.justification.estimatedROI === null) gaps.push({ rule: 'missing_estimated_roi', severity: 'info', itemId: item.id, subject: item.title });
    if (item.childCount > 0 && item.budget.remaining === 0) gaps.push({ rule: 'budget_fully_allocated', severity: 'warning', itemId: item.id, subject: item.title });
    if (item.level === 'epic' && !(byParent.get(item.id) ?? []).some((c) => c.level === 'story')) gaps.push({ rule: 'epic_without_stories', severity: 'warning', itemId: item.id, subject: item.title });
    if (item.level === 'story' && !(item.story?.acceptanceCriteria ?? []).length) gaps.push({ rule: 'story_without_criteria', severity: 'warning', itemId: item.id, subject: item.title });
  }

  // Each item's own budget (not passed down) in its category: the parts add up to the product's budget.
  const product = items.find((i) => i.id === input.productId);
  const totalCents = product?.budget.allocated ?? 0;
  const investmentCategories = input.categories.map((category) => {
    const own = items.filter((i) => i.justification.investmentCategoryId === category.id);
    const cents = own.reduce((sum, i) => sum + i.budget.remaining, 0);
    return { code: category.code, name: category.name, color: category.color, taxClassification: category.taxClassification, cents, items: own.length, sharePct: totalCents ? Math.round((cents / totalCents) * 1000) / 10 : 0 };
  });

  const valueHierarchy: DiscoveryAnalysis['valueHierarchy'] = [];
  const walk = (item: PortfolioItem, depth: number) => {
    if (depth > 2) return;
    valueHierarchy.push({ id: item.id, parentId: item.parentId, level: item.level, title: item.title, roiScore: item.roi.score, allocatedCents: item.budget.allocated, depth });
    for (const child of rankByRoi(byParent.get(item.id) ?? [])) walk(child, depth + 1);
  };
  if (product) walk(product, 0);

  const epics = items.filter((i) => i.level === 'epic');
  const roadmap = planRoadmap(epics, input.now, input.runwayMonths);

  const aiInsights: Insight[] = [];
  const top = rankByRoi(epics)[0];
  if (top) aiInsights.push({ key: 'top_epic', text: `Start with "${top.title}": the highest ROI score among ${epics.length} epics (${top.roi.score}).`, basis: 'ROI score of section 9 over every epic of the product', params: { title: top.title, epics: epics.length, score: top.roi.score } });
  const rnd = investmentCategories.filter((c) => c.taxClassification === 'R_AND_D_CREDIT').reduce((s, c) => s + c.cents, 0);
  if (totalCents) aiInsights.push({ key: 'rnd_share', text: `${Math.round((rnd / totalCents) * 100)} % of the budget may qualify for an R&D credit.`, basis: 'Budget held by items in categories classed R_AND_D_CREDIT', params: { pct: Math.round((rnd / totalCents) * 100) } });
  if (input.runwayMonths !== null) {
    const months = roadmap.quarters.length * 3;
    aiInsights.push({
      key: input.runwayMonths < 12 ? 'runway_short' : 'runway_long',
      text: input.runwayMonths < 12 ? `Runway of ${input.runwayMonths} months: the roadmap is cut to ${roadmap.quarters.length} quarter(s) (${months} months).` : `Runway of ${input.runwayMonths} months covers the whole 4-quarter roadmap.`,
      basis: 'Runway from the business details',
      params: { months: input.runwayMonths, quarters: roadmap.quarters.length },
    });
  }
  const warnings = gaps.filter((g) => g.severity === 'warning').length;
  aiInsights.push({ key: 'gaps', text: `${gaps.length} gap(s) found, ${warnings} needing attention.`, basis: 'The gap rules over the product portfolio', params: { gaps: gaps.length, warnings } });
  return { gapAnalysis: gaps, investmentCategories, valueHierarchy, roadmap, aiInsights };
}
