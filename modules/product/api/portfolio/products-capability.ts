import { PRODUCTS, type AccountProduct, type PluginContext } from '@suite/sdk';
import { PT } from './models.js';

type Row = Record<string, unknown>;

/**
 * The PRODUCTS capability: the portfolio's products (its top level) with their category, budget,
 * estimated ROI and how many items sit under them, for the core's GET /api/accounts/{id}/products
 * and the assistant.
 */
export function provideProducts(ctx: PluginContext): void {
  ctx.capabilities.provide(PRODUCTS, {
    async products(accountId) {
      const scope = ctx.scopeFor(accountId);
      const products = (await scope.table(PT.items).where('level', 'product').select('id', 'title', 'category_id', 'budget_allocated', 'estimated_roi', 'created_at').orderBy('position').orderBy('created_at')) as Row[];
      const categories = new Map(((await scope.table(PT.categories).select('id', 'name')) as { id: string; name: string }[]).map((row) => [row.id, row.name]));
      const items = (await scope.table(PT.items).select('id', 'parent_id')) as { id: string; parent_id: string | null }[];
      const children = new Map<string, string[]>();
      for (const item of items) if (item.parent_id) children.set(item.parent_id, [...(children.get(item.parent_id) ?? []), item.id]);
      const below = (id: string): number => (children.get(id) ?? []).reduce((sum, child) => sum + 1 + below(child), 0);
      return products.map(
        (row): AccountProduct => ({
          id: String(row.id),
          name: String(row.title),
          category: categories.get(String(row.category_id)) ?? null,
          budgetAllocatedCents: Number(row.budget_allocated ?? 0),
          estimatedRoi: row.estimated_roi === null || row.estimated_roi === undefined ? null : Number(row.estimated_roi),
          itemCount: below(String(row.id)),
          createdAt: new Date(row.created_at as Date).toISOString(),
        }),
      );
    },
  });
}
