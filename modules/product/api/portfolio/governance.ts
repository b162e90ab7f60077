import { VERSIONS, defineCommentable, defineVersioned, type CapabilityRegistry, type CommentableObject, type TenantScope, type VersionedObject } from '@suite/sdk';
import { tenantQuery } from '@suite/sdk/server';
import { PRODUCT_ROUTES } from '../../shared/routes.js';
import type { UpdateItemBody } from '../../shared/portfolio-endpoints.js';
import { PortfolioItemModel } from './models.js';
import { createPortfolioService } from './items.js';
import type { Delivery } from '../../shared/portfolio-endpoints.js';

/** The qualified type of portfolio items in comments and versions (issue 22). */
export const PORTFOLIO_ITEM_TYPE = 'product.portfolio-item';
const SUBJECT = 'PortfolioItem';

/** The strategic backlog opens the item's panel (comments and history) from ?item=. */
const itemLink = (id: string) => `${PRODUCT_ROUTES.strategicBacklog.path}?item=${id}`;

/** What a version of an item holds: the fields its edit form changes, in the update body's shape. */
export function portfolioSnapshot(item: PortfolioItemModel): UpdateItemBody & Record<string, unknown> {
  return {
    title: item.title,
    justification: {
      investmentCategoryId: item.categoryId,
      description: item.justification,
      businessValue: item.businessValue,
      customerImpact: item.customerImpact,
      riskLevel: item.riskLevel,
      strategicAlignment: item.strategicAlignment,
      estimatedROI: item.estimatedRoi === null ? null : Number(item.estimatedRoi),
    },
    budget: { allocated: Number(item.budgetAllocated) },
    ...(item.level === 'story' ? { story: { userType: item.userType, want: item.want, so: item.so, acceptanceCriteria: item.acceptanceCriteria ?? [] } } : {}),
  };
}

/** Record the item's state as a version (nothing when unchanged, or when versions are not provided). */
export async function recordPortfolioVersion(capabilities: CapabilityRegistry, scope: TenantScope, id: string, userId: string | null, options: { baseline?: boolean } = {}): Promise<void> {
  const versions = await capabilities.get(VERSIONS, scope.accountId);
  const item = await tenantQuery(scope, PortfolioItemModel).findById(id);
  if (!versions || !item) return;
  await versions.record(scope.accountId, { type: PORTFOLIO_ITEM_TYPE, objectId: id, title: item.title, userId: options.baseline ? (item.createdBy ?? null) : userId, snapshot: portfolioSnapshot(item) }, { trx: scope.knex, baseline: options.baseline });
}

async function findReadable(scope: TenantScope, ability: { cannot(action: string, subject: string): boolean }, id: string) {
  if (ability.cannot('read', SUBJECT)) return null;
  const item = await tenantQuery(scope, PortfolioItemModel).findById(id);
  return item ? { title: item.title, link: itemLink(item.id) } : null;
}

export const portfolioCommentable: CommentableObject = defineCommentable({
  type: PORTFOLIO_ITEM_TYPE,
  label: 'Portfolio item',
  resolve: ({ scope, ability }, id) => findReadable(scope, ability, id),
});

/** Restoring puts the fields back through the item's own update rules (budget against the parent, justification). */
export const portfolioVersioned: VersionedObject = defineVersioned({
  type: PORTFOLIO_ITEM_TYPE,
  label: 'Portfolio item',
  resolve: ({ scope, ability }, id) => findReadable(scope, ability, id),
  async restore({ scope, now }, id, snapshot) {
    const service = createPortfolioService({ now, deliveries: async () => new Map<string, Delivery>() });
    await service.updateItem(scope, id, snapshot as UpdateItemBody);
  },
});
